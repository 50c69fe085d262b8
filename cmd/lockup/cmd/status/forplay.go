package status

import (
	"fmt"
	"io"
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// What lockup play and lockup new print as status does.

// BoardSpots are what lies at each location a crew may assign to during
// the Roll Call phase (every location but the Library), in words, in lang
// (boardSpot).
func BoardSpots(lang terms.Lang, g companion.Game) map[rules.Location]string {
	var solo *companion.SoloView
	if g.Solo != nil {
		sv := companion.NewSoloView(g)
		solo = &sv
	}
	out := map[rules.Location]string{}
	for _, l := range rules.FirstSevenLocations {
		out[l] = boardSpot(lang, g, solo, l)
	}
	return out
}

// boardSpot is what lies at one location during the Roll Call phase, in
// words: "guards blue 2 + green 3 = 5; Rin: 5" (the cards named as
// everywhere, rules.GuardCard.String: "yellow 3, special").
func boardSpot(lang terms.Lang, g companion.Game, solo *companion.SoloView, l rules.Location) string {
	var parts []string
	if solo != nil {
		if spot := solo.Spots[l]; !spot.Empty() {
			s := lang.Sprintf("play.board-guards", strings.Join(thingsIn(statusLang{lang}, spot), " + "))
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

// WriteFinalScore prints the final raid and final scoring of a game that
// has ended, naming the values the tracker could not know.
func WriteFinalScore(ios *cmdutil.IOStreams, g companion.Game) error { return writeFinalScore(ios, g) }

// Render writes the status of a game as lockup status prints it in lang,
// width columns wide, laid out for a terminal (tty) or for a pipe.
func Render(w io.Writer, lang terms.Lang, g companion.Game, tty bool, width int) {
	var b strings.Builder
	writeStatus(&b, statusLang{lang}, g, nil, tty, false, width)
	_, _ = io.WriteString(w, b.String())
}

// WriteJSON writes the status of a game as lockup status --output json
// prints it.
func WriteJSON(ios *cmdutil.IOStreams, g companion.Game) error {
	return writeStatusJSON(&statusOptions{IO: ios, Output: "json"}, g, nil)
}
