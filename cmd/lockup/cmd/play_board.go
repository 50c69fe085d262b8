package cmd

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The board a player decides a Roll Call turn on (issue 22, item 3): per
// location the guard cards there (face down, or what they show and the
// guards' strength) and the tokens each crew has there (the player's own
// face-down ones with their values in a solitary game; counted only for the
// other crews).

// boardSpot is what lies at one location during the Roll Call phase, in
// words: "guards blue 2 + green 3 = 5; Rin: 5" (the cards named as
// everywhere, rules.GuardCard.String: "yellow 3, special").
func boardSpot(lang terms.Lang, g companion.Game, solo *soloView, l rules.Location) string {
	var parts []string
	if solo != nil {
		if spot := solo.Spots[l]; !spot.empty() {
			s := lang.Sprintf("play.board-guards", strings.Join(spot.thingsIn(statusLang{lang}), " + "))
			if spot.Known {
				s += fmt.Sprintf(" = %d", spot.Strength)
			}
			parts = append(parts, s)
		}
	}
	parts = append(parts, placementsIn(statusLang{lang}, g, g.Locations[l])...)
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, lang.Sprintf("play.preview-sep"))
}

// rollCallBoard is the board under the header of a crew's Roll Call turn:
// a line per location a crew may assign to, the location named in a
// language (what lies there stays English: status's placements).
func rollCallBoard(lang terms.Lang, g companion.Game) []string {
	var solo *soloView
	if g.Solo != nil {
		sv := newSoloView(g)
		solo = &sv
	}
	var out []string
	for _, l := range rules.AllLocations {
		if l == rules.Library {
			continue
		}
		out = append(out, lang.Sprintf("play.board-location", locationWord(lang, l), boardSpot(lang, g, solo, l)))
	}
	return out
}

// boardOptions are the locations a crew may assign to, each with what lies
// there (boardSpot), as the assign question's options.
func boardOptions(lang terms.Lang, g companion.Game) map[rules.Location]string {
	var solo *soloView
	if g.Solo != nil {
		sv := newSoloView(g)
		solo = &sv
	}
	out := map[rules.Location]string{}
	for _, l := range rules.AllLocations {
		if l != rules.Library {
			out[l] = lang.Sprintf("play.board-location", locationWord(lang, l), boardSpot(lang, g, solo, l))
		}
	}
	return out
}
