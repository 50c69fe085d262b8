package plays

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
)

// The games a play can be of.
const (
	// GameLockup is Lockup: A Roll Player Tale (with or without Breakout).
	GameLockup = "lockup"
	// GamePrisonArchitect is Prison Architect: the board game.
	GamePrisonArchitect = "prison-architect"
	// ExpansionBreakout is Lockup's Breakout expansion.
	ExpansionBreakout = "breakout"
)

// The sources of a play: how it came into the history.
const (
	SourceTracked = "tracked" // a game lockup tracked to its final scoring
	SourceScored  = "scored"  // a board scored with lockup score --record
	SourceManual  = "manual"  // typed with lockup history add
	SourceBGStats = "bgstats" // imported from a BG Stats export
)

// Play is one finished play.
type Play struct {
	// ID is the play's UUID: the same play always has the same one.
	ID string `json:"id"`
	// Date is when the play ended (UTC, to the second).
	Date time.Time `json:"date"`
	// Game is GameLockup or GamePrisonArchitect.
	Game string `json:"game"`
	// Expansions are the expansions played (ExpansionBreakout).
	Expansions []string `json:"expansions,omitempty"`
	// Edition is the printing of the core game ("2019", "2018"), if known.
	Edition string `json:"edition,omitempty"`
	// Solo is a solitary game against the guards (Lockup) or the Governor
	// (Prison Architect).
	Solo bool `json:"solo,omitempty"`
	// Difficulty is the solitary opponent's level, if known.
	Difficulty string `json:"difficulty,omitempty"`
	// DeckMode is how the guards' decks were run (table or app).
	DeckMode string `json:"deck_mode,omitempty"`
	// Source says how the play came into the history (Source...).
	Source string `json:"source,omitempty"`
	// File is the game or board file the play was recorded from, and
	// FileHash the SHA-256 of its bytes then.
	File     string `json:"file,omitempty"`
	FileHash string `json:"file_hash,omitempty"`
	// Sides are the crews (wardens) in seating order, the solitary
	// opponent last.
	Sides []Side `json:"sides"`
}

// Side is one crew, warden or solitary opponent in a play.
type Side struct {
	// Crew is the crew's (warden's) name as played.
	Crew string `json:"crew"`
	// Player is the player's name; empty when it is the crew's.
	Player string `json:"player,omitempty"`
	// Opponent marks the guards or the Governor of a solitary game.
	Opponent bool `json:"opponent,omitempty"`
	// Winner marks a winner (several for a shared victory).
	Winner bool `json:"winner,omitempty"`
	// Total is the final score.
	Total int `json:"total"`
	// Categories are the points of each scoring category, in the order
	// they were scored; empty for a play typed with totals only.
	Categories []Category `json:"categories,omitempty"`
}

// Category is what one scoring category gave a side.
type Category struct {
	Name   string `json:"name"`
	Points int    `json:"points"`
}

// Name returns who played the side: the player's name, or the crew's.
func (s Side) Name() string {
	if s.Player != "" {
		return s.Player
	}
	return s.Crew
}

// Winners returns the names of the winning sides.
func (p *Play) Winners() []string {
	var out []string
	for _, s := range p.Sides {
		if s.Winner {
			out = append(out, s.Name())
		}
	}
	return out
}

// Kind returns what --game calls the play: solo, breakout, lockup or
// prison-architect (a solitary Breakout game is solo).
func (p *Play) Kind() string {
	switch {
	case p.Game == GamePrisonArchitect:
		return GamePrisonArchitect
	case p.Solo:
		return "solo"
	case p.Has(ExpansionBreakout):
		return ExpansionBreakout
	}
	return GameLockup
}

// Has reports whether the play was played with the expansion exp.
func (p *Play) Has(exp string) bool {
	for _, e := range p.Expansions {
		if e == exp {
			return true
		}
	}
	return false
}

// namespace is the UUID namespace of lockup's plays (a name-based UUID of
// the URL namespace).
var namespace = uuid.NewSHA1(uuid.NameSpaceURL, []byte("https://github.com/lockup-companion/lockup/history"))

// IDFor returns the UUID of a play recorded from what: the same bytes
// always give the same UUID (version 5, name-based).
func IDFor(what string) string {
	return uuid.NewSHA1(namespace, []byte(what)).String()
}

// HashBytes returns the SHA-256 of data in hexadecimal.
func HashBytes(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// Day truncates a date to the second in UTC, as the history's database
// keeps it.
func Day(t time.Time) time.Time { return t.UTC().Truncate(time.Second) }

// NormName folds a player's name for comparison: trimmed, lower case.
func NormName(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// Check reports what makes a play unfit to record.
func (p *Play) Check() error {
	switch {
	case p.ID == "":
		return &PlayError{"the play has no id"}
	case p.Game != GameLockup && p.Game != GamePrisonArchitect:
		return &PlayError{fmt.Sprintf("game %q is not one lockup keeps (lockup, prison-architect)", p.Game)}
	case len(p.Sides) == 0:
		return &PlayError{"the play has no crews"}
	case p.Date.IsZero():
		return &PlayError{"the play has no date"}
	}
	for _, s := range p.Sides {
		if strings.TrimSpace(s.Crew) == "" {
			return &PlayError{"a crew has no name"}
		}
	}
	return nil
}

// PlayError is a play that cannot be recorded as given.
type PlayError struct{ Msg string }

func (e *PlayError) Error() string { return e.Msg }

// BadInput marks the error as the player's input (exit code 2).
func (e *PlayError) BadInput() bool { return true }

// CategoryNames are the scoring categories any side of the play scored, in
// the order they first appear.
func (p *Play) CategoryNames() []string {
	var out []string
	for _, s := range p.Sides {
		for _, c := range s.Categories {
			if !slices.Contains(out, c.Name) {
				out = append(out, c.Name)
			}
		}
	}
	return out
}

// Points are the points the side scored in the category named, false when
// it scored none there.
func (s *Side) Points(category string) (int, bool) {
	for _, c := range s.Categories {
		if c.Name == category {
			return c.Points, true
		}
	}
	return 0, false
}
