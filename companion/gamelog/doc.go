// Package gamelog is the game file: a game's append-only log of JSON lines
// (docs/game-log.md). It reads a file (ReadLog, OpenLog), line by line with
// github.com/go-json-experiment/json, refusing what lockup never writes with
// a *LogError naming the file and line; it appends an entry as one synced
// line (Log.Append), takes entries back and puts them back (Log.UndoTo,
// Log.Redo, through the redo file beside the game), keeps the hash chain
// that names a line changed by hand (SealLog, AcceptChanges), sets a torn
// last line aside, and does each change under the game's lock.
//
// It knows the file, not the rules. The entries it reads and writes are
// package companion's (companion.Entry, its payload types and the registry
// of entry kinds), as are the format's version (companion.LogVersion, also
// the version of the rules an entry follows) and the header a replay needs
// (companion.LogHeader): gamelog imports companion, never the other way, and
// asks it only for the registry's reading side (companion.ParseEntryKind,
// companion.ParsePhase, EntryKind.NewPayload, companion.BindPayload,
// Entry.Check, Entry.CheckVersion). Replaying the entries is companion's
// (companion.Replay); Log.Redo plays the entry it puts back on the game it
// is given. Which game file a command works on (the one --game names, the
// current game remembered in the data folder) is found here too
// (CurrentGame, ResolveGame, RememberGame).
package gamelog
