package history

import (
	"time"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/history/plays"
)

// The history stores the plays of package plays; these names are theirs,
// so that the history's callers need only this package.

// The games a play can be of, and its expansions (plays.GameLockup...).
const (
	GameLockup          = plays.GameLockup
	GamePrisonArchitect = plays.GamePrisonArchitect
	ExpansionBreakout   = plays.ExpansionBreakout
)

// The sources of a play (plays.SourceTracked...).
const (
	SourceTracked = plays.SourceTracked
	SourceScored  = plays.SourceScored
	SourceManual  = plays.SourceManual
	SourceBGStats = plays.SourceBGStats
)

// Play is one finished play (plays.Play).
type Play = plays.Play

// Side is one player, team or automa of a play (plays.Side).
type Side = plays.Side

// Category is one scoring category of a side (plays.Category).
type Category = plays.Category

// Board is what a play recorded from a scored board needs besides the
// score (plays.Board).
type Board = plays.Board

// LockupCategories are the names of Lockup's scoring categories
// (plays.LockupCategories).
var LockupCategories = plays.LockupCategories

// IDFor returns the UUID of a play recorded from what (plays.IDFor).
func IDFor(what string) string { return plays.IDFor(what) }

// GameID returns a tracked game's play ID from its file (plays.GameID).
func GameID(data []byte) string { return plays.GameID(data) }

// FromTracked builds the play of a tracked game at its final scoring
// (plays.FromTracked).
func FromTracked(g companion.Game, path string, data []byte, date time.Time) (Play, bool) {
	return plays.FromTracked(g, path, data, date)
}

func day(t time.Time) time.Time { return plays.Day(t) }

func normName(s string) string { return plays.NormName(s) }
