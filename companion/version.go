package companion

import "time"

// LogVersion is the version of the game file format this lockup writes and
// the newest it reads (docs/game-log.md). Adding an entry kind or a field
// bumps it, so an older lockup refuses a newer file instead of misreading it.
// It lives with the tracker, not with the file (companion/gamelog), because
// it is also the version of the rules: an entry written under an older
// version replays by that version's rules (Entry.Version, Game.rulesAt).
const LogVersion = 8

// LogHeader is the first line of a game file: what a replay needs besides
// the entries (Replay, AuditSolo). The game log package (companion/gamelog)
// reads and writes it.
type LogHeader struct {
	// Version is the file format version (the "lockup_log" key).
	Version int `json:"lockup_log"`
	// Seed feeds every random draw the app makes for this game, so a replay
	// of the log draws the same.
	Seed int64 `json:"seed"`
	// Created is when the game was started.
	Created time.Time `json:"created"`
}
