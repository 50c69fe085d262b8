package score

import (
	"time"

	"github.com/lockup-companion/lockup/companion/history/plays"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/scoring"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// lockupPlay makes the play of a board scored by lockup score.
func lockupPlay(bs input.BoardState, res *scoring.Result, name string, data []byte) plays.Play {
	return plays.FromLockup(&bs.Game, res, plays.Board{Date: time.Now(), File: boardFile(name), Data: data, Edition: bs.Edition.String()})
}

// paPlay makes the play of a board scored by lockup pa score.
func paPlay(g *pa.Game, res *pa.Result, name string, data []byte) plays.Play {
	return plays.FromPrisonArchitect(g, res, plays.Board{Date: time.Now(), File: boardFile(name), Data: data})
}

// boardFile is the file a board was read from, "" for standard input.
func boardFile(name string) string {
	if name == "standard input" || name == "" {
		return ""
	}
	return name
}
