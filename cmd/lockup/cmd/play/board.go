package play

import (
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/status"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The board a player decides a Roll Call turn on (issue 22, item 3): per
// location the guard cards there (face down, or what they show and the
// guards' strength) and the tokens each crew has there (the player's own
// face-down ones with their values in a solitary game; counted only for the
// other crews).

// rollCallBoard is the board under the header of a crew's Roll Call turn:
// a line per location a crew may assign to, in the order of
// companion.RollCallLocations, the location named in a language (what lies there
// stays English: status's placements); the assign question's options too.
func rollCallBoard(lang terms.Lang, g companion.Game) []string {
	spots := status.BoardSpots(lang, g)
	var out []string
	for _, l := range companion.RollCallLocations() {
		out = append(out, lang.Sprintf("play.board-location", rules.LocationIn(lang, l), spots[l]))
	}
	return out
}
