package gamelog

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"

	jsonv1 "github.com/go-json-experiment/json/v1"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The redo store. Undo keeps the entries it takes back in a file beside the
// game file (RedoPath), so that Redo can put them back, one at a time, until
// a new entry is added: Append removes the file, and so does CreateLog.
//
// The file's first line ties it to the game file as the undo left it:
//
//	{"lockup_redo":1,"game_sha256":"…"}
//
// the SHA-256 of the whole game file after the undo. Every other line is an
// entry taken back, exactly as the game file held it, the next to put back
// first. A redo file that does not match the game file (a program wrote to
// the game since, or lockup stopped between the two files) holds nothing to
// redo; it is never used to change a game it was not made from.

// redoVersion is the version of the redo file's format.
const redoVersion = 1

// ErrNothingToRedo: redo was asked when no entry taken back by undo waits
// (none was, or an entry was added since). Wrapped in a *LogError.
var ErrNothingToRedo = errors.New("there is nothing to redo")

// RedoPath returns the file beside a game file that keeps the entries undo
// took back: the game file's path followed by ".redo".
func RedoPath(gamePath string) string { return gamePath + ".redo" }

// redoHeader is the first line of a redo file.
type redoHeader struct {
	Version int    `json:"lockup_redo"`
	Game    string `json:"game_sha256"`
}

// sumOf returns the hex SHA-256 of a game file made of head and lines.
func sumOf(head []byte, lines [][]byte) string {
	h := sha256.New()
	h.Write(head)
	for _, l := range lines {
		h.Write(l)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// redoFile returns the redo file's bytes for a game file of head and kept
// lines with the given entry lines waiting, the next first.
func redoFile(head []byte, kept, waiting [][]byte) ([]byte, error) {
	first, err := jsonv1.Marshal(redoHeader{Version: redoVersion, Game: sumOf(head, kept)})
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.Write(first)
	b.WriteByte('\n')
	for _, l := range waiting {
		b.Write(l)
	}
	return b.Bytes(), nil
}

// undone reads the redo file: the lines and entries waiting, the next
// first. When none wait it returns why, in a player's words.
func (l *Log) undone() ([][]byte, []companion.Entry, string) {
	none := fmt.Sprintf("no entry was taken back with %s since the last one was added (redo puts back only what undo took back, until a new entry is added)", terms.Hint{Kind: terms.HintUndo})
	path := RedoPath(l.path)
	data, err := readRegular(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil, none
	}
	if err != nil {
		return nil, nil, fmt.Sprintf("the entries taken back cannot be read: %v", err)
	}
	stale := "the entries taken back were kept for the game file as undo left it, and it has changed since (" + path + " is out of date)"
	first, rest, ok := bytes.Cut(data, []byte("\n"))
	var h redoHeader
	if !ok || jsonv1.Unmarshal(first, &h) != nil || h.Version != redoVersion {
		return nil, nil, "the file keeping the entries taken back (" + path + ") cannot be read"
	}
	if h.Game != sumOf(l.head, l.lines) {
		return nil, nil, stale
	}
	r := entryReader{name: path}
	var lines [][]byte
	var entries []companion.Entry
	for lineNo := 2; len(rest) > 0; lineNo++ {
		i := bytes.IndexByte(rest, '\n')
		if i < 0 {
			return nil, nil, "the file keeping the entries taken back (" + path + ") was cut off"
		}
		raw := rest[:i+1]
		rest = rest[i+1:]
		e, err := r.parseEntry(lineNo, raw)
		if err != nil {
			return nil, nil, "the file keeping the entries taken back cannot be read: " + err.Error()
		}
		if e.Seq != len(l.entries)+1+len(entries) {
			return nil, nil, stale
		}
		lines = append(lines, raw)
		entries = append(entries, e)
	}
	if len(entries) == 0 {
		return nil, nil, none
	}
	if !l.checkLinked(lines[0]) {
		return nil, nil, "the entries taken back (" + path + ") were changed after undo kept them (the hash of the next one does not follow the game file's last line)"
	}
	return lines, entries, ""
}

// Undone returns the entries Redo would put back, the next one first: those
// undo took back since the last entry was added. It is empty when there
// are none, or when the game file changed since the undo.
func (l *Log) Undone() []companion.Entry {
	_, entries, _ := l.undone()
	return entries
}

// LastChoice returns the number of the entry that lockup undo keeps as the
// last: the one before the last entry a player made, so that the entries
// the table then made by itself (a pass for a crew with no tokens, an empty
// location resolved, the goons advancing) go with it. A game whose replay
// fails loses its last entry only. Entry 1, the setup, is always kept.
func (l *Log) LastChoice() int {
	entries := l.Entries()
	k := len(entries) - 1 // the index of the entry to take back
	for k > 1 {
		g, err := companion.Replay(l.Header(), entries[:k])
		if err != nil || !g.MadeByItself(entries[k]) {
			break
		}
		k--
	}
	return max(k, 1)
}

// UndoTo takes back every entry after entry n (numbered from 1, as Seq; 0
// takes back them all): the game file is rewritten without them in one
// atomic step, and they are kept for Redo, before any taken back earlier.
// It returns the entries taken back, in order.
func (l *Log) UndoTo(n int) ([]companion.Entry, error) {
	if l.broken != nil {
		return nil, l.broken
	}
	total := len(l.entries)
	switch {
	case total == 0:
		return nil, &LogError{File: l.path, Err: ErrNothingToUndo, Detail: "the game has no entries"}
	case n < 0 || n >= total:
		return nil, &LogError{File: l.path, Err: ErrNothingToUndo, Detail: fmt.Sprintf("there is no entry after entry %d: the game has entries 1 to %d", n, total)}
	}
	unlock, err := l.lock()
	if err != nil {
		return nil, err
	}
	defer unlock()
	f, err := os.Open(l.path)
	if err != nil {
		return nil, fmt.Errorf("undo: %w", err)
	}
	err = l.checkUnchanged(f)
	f.Close()
	if err != nil {
		return nil, err
	}
	earlier, _, _ := l.undone()
	redo, err := redoFile(l.head, l.lines[:n], append(l.lines[n:total:total], earlier...))
	if err != nil {
		return nil, err
	}
	// The redo file first: if lockup stops before the game file is
	// rewritten, the redo file does not match it and is never used.
	if err := store.WriteFileAtomic(RedoPath(l.path), redo, l.perm); err != nil {
		return nil, fmt.Errorf("undo: keep the entries for redo: %w", err)
	}
	l.redoCleared = false
	var b bytes.Buffer
	b.Write(l.head)
	for _, line := range l.lines[:n] {
		b.Write(line)
	}
	if err := store.WriteFileAtomic(l.path, b.Bytes(), l.perm); err != nil {
		return nil, err
	}
	taken := append([]companion.Entry(nil), l.entries[n:]...)
	l.entries = l.entries[:n]
	l.lines = l.lines[:n]
	l.size = int64(b.Len())
	return taken, l.restat()
}

// Redo puts back the next entry undo took back, after checking it against
// g, the replay of this log: a refused entry changes nothing and its error
// is a *companion.ReplayError naming it. The entry is written back exactly as the
// game file held it. Redo returns the game after the entry and the entry; a *LogError
// wrapping ErrNothingToRedo says why none waits.
func (l *Log) Redo(g companion.Game) (companion.Game, companion.Entry, error) {
	if l.broken != nil {
		return g, companion.Entry{}, l.broken
	}
	unlock, err := l.lock()
	if err != nil {
		return g, companion.Entry{}, err
	}
	defer unlock()
	lines, entries, why := l.undone()
	if len(entries) == 0 {
		return g, companion.Entry{}, &LogError{File: l.path, Err: ErrNothingToRedo, Detail: why}
	}
	e := entries[0]
	after, err := g.Play(e)
	if err != nil {
		return g, e, &companion.ReplayError{Seq: e.Seq, Line: e.Seq + 1, Kind: e.Kind(), Err: err}
	}
	if err := l.write(e, lines[0], false); err != nil {
		return g, e, err
	}
	path := RedoPath(l.path)
	if len(lines) == 1 {
		err = removeRedo(path)
	} else {
		var redo []byte
		if redo, err = redoFile(l.head, l.lines, lines[1:]); err == nil {
			err = store.WriteFileAtomic(path, redo, l.perm)
		}
	}
	if err != nil {
		// The entry is back; only the ones after it are lost to redo.
		return after, e, fmt.Errorf("entry %d is back, but the entries after it cannot be kept for redo: %w", e.Seq, err)
	}
	return after, e, nil
}

// removeRedo removes a redo file; one that does not exist is not an error.
func removeRedo(path string) error {
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("remove %s: %w", path, err)
	}
	return nil
}
