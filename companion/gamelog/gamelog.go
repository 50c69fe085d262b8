package gamelog

import (
	"bytes"
	crand "crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	jsonv2 "github.com/go-json-experiment/json"
	jsonv1 "github.com/go-json-experiment/json/v1"
	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/store"
)

// MaxLineLength is the longest line lockup reads in a game file: 256 KiB,
// hundreds of times the longest line lockup writes (a Breakout setup with
// its catacombs board and legend cards is a few KiB).
const MaxLineLength = 256 << 10

// MaxLogSize is the largest game file lockup opens: 16 MiB, far more than
// the few hundred entries of a six-round game.
const MaxLogSize = 16 << 20

// maxSeed keeps seeds exact in every JSON reader (2^53 - 1).
const maxSeed = 1<<53 - 1

// The errors of the game log. Each is wrapped in a *LogError naming the file
// and line where that is known; test them with errors.Is.
var (
	// ErrNotALog: the file does not start with a lockup game header.
	ErrNotALog = errors.New("this is not a lockup game file")
	// ErrEmptyLog: the file holds nothing at all.
	ErrEmptyLog = errors.New("the game file is empty")
	// ErrNewerLogVersion: the file, or one of its entries, was written by a
	// newer lockup.
	ErrNewerLogVersion = errors.New("the game file was written by a newer lockup")
	// ErrUnknownLogVersion: the version number is not one lockup ever wrote.
	ErrUnknownLogVersion = errors.New("the game file has a version lockup never wrote")
	// ErrCorruptLog: a line before the last one cannot be read.
	ErrCorruptLog = errors.New("the game file is damaged")
	// ErrNothingToUndo: undo was asked of a game with no entries left.
	ErrNothingToUndo = errors.New("there is nothing left to undo")
	// ErrLogExists: a new game was asked for at a path already taken.
	ErrLogExists = errors.New("a game file already exists there")
	// ErrLogChanged: the file changed under lockup since it was opened.
	ErrLogChanged = errors.New("the game file was changed by another program since it was opened")
	// ErrLogTooLarge: the file is larger than MaxLogSize.
	ErrLogTooLarge = errors.New("the game file is larger than 16 MiB")
)

// LogError is a game file lockup refuses or an action on it that failed: it
// names the file, the line (from 1; 0 when not about one line), what went
// wrong (one of the Err* sentinels) and the details.
type LogError struct {
	File   string
	Line   int
	Err    error
	Detail string
}

// Error prints "file:line: what went wrong: details".
func (e *LogError) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		if e.Line > 0 {
			fmt.Fprintf(&b, ":%d", e.Line)
		}
		b.WriteString(": ")
	}
	b.WriteString(e.Err.Error())
	if e.Detail != "" {
		b.WriteString(": ")
		b.WriteString(e.Detail)
	}
	return b.String()
}

// Unwrap returns the sentinel, for errors.Is.
func (e *LogError) Unwrap() error { return e.Err }

// BadInput reports whether the player can fix this by giving another file
// or another command: true for every refused file and for undo with nothing
// left; false for ErrLogChanged.
func (e *LogError) BadInput() bool { return !errors.Is(e.Err, ErrLogChanged) }

// LoadReport says what OpenLog or ReadLog found besides the entries.
type LoadReport struct {
	// Entries is the number of entries read.
	Entries int
	// Torn is true when the last line was cut off (lockup was stopped while
	// writing it) and was set aside instead of read.
	Torn bool
	// TornLine is the line number of the torn line.
	TornLine int
	// TornBytes is its length in bytes.
	TornBytes int
	// SetAside is the file the torn line was saved to (OpenLog only).
	SetAside string
	// Hashed and Unhashed count the lines read (the header among them)
	// that carry a hash (version 7 on) and that carry none (written by an
	// older lockup): see docs/game-log.md, "Hashes".
	Hashed, Unhashed int
}

// String says in words what was set aside, or "" when nothing was.
func (r LoadReport) String() string {
	if !r.Torn {
		return ""
	}
	s := fmt.Sprintf("line %d of the game file was cut off (lockup was stopped while writing it) and was set aside", r.TornLine)
	if r.SetAside != "" {
		s += " in " + r.SetAside
	}
	return s + fmt.Sprintf("; the game goes on from entry %d", r.Entries)
}

// Log is an open game file: its header and its entries, in order. The game
// state is always the replay of these entries; nothing else is stored.
type Log struct {
	path    string
	header  companion.LogHeader
	head    []byte   // the header line with its newline
	lines   [][]byte // each entry's line with its newline
	entries []companion.Entry
	size    int64 // bytes on disk known to be ours
	broken  error // set when a failed write left the file in doubt
	perm    os.FileMode
	// redoCleared is set once Append has removed the redo file (or found
	// none), so later appends need not look again; Undo clears it.
	redoCleared bool
	// file is the game file as lockup last left it (which file, not its
	// length), for checkUnchanged: undo by another lockup replaces it.
	file os.FileInfo
	// unlock releases the game's lock while this Log holds it
	// (OpenLogLocked); nil when each write takes it for itself.
	unlock func()
	// wait is how long a write waits for the lock (Files.LockWait).
	wait time.Duration
}

// Path returns the game file's path.
func (l *Log) Path() string { return l.path }

// Seed returns the game's random seed.
func (l *Log) Seed() int64 { return l.header.Seed }

// Header returns the game file's header.
func (l *Log) Header() companion.LogHeader { return l.header }

// Entries returns a copy of the entries, in order.
func (l *Log) Entries() []companion.Entry { return append([]companion.Entry(nil), l.entries...) }

// Len returns the number of entries.
func (l *Log) Len() int { return len(l.entries) }

// Rand returns a random source seeded from the game's seed: the project's
// own (automa.Rand), whose draws depend on no Go release. Draw from a fresh
// one at the start of each replay so that the draws repeat exactly; the
// solitary decks use automa.SubSeed, one seed per round and deck.
func (l *Log) Rand() automa.Rand { return automa.NewRand(uint64(l.header.Seed)) }

// NewSeed draws a fresh seed for a new game from the operating system; it is
// the only randomness lockup takes from outside a game file.
func NewSeed() (int64, error) {
	var b [8]byte
	if _, err := crand.Read(b[:]); err != nil {
		return 0, fmt.Errorf("draw a seed: %w", err)
	}
	return int64(binary.LittleEndian.Uint64(b[:]) & maxSeed), nil
}

// CreateLog starts a new game file at path with the given seed and creation
// time and its first entries (numbered from 1 and checked as Append does),
// creating its folder (0o700) if needed. The header and the entries are
// written in one step: the file appears whole or not at all, so a game is
// never left with its header and half its setup. An existing file is never
// overwritten (ErrLogExists). A lock is waited for fs.LockWait.
func (fs Files) CreateLog(path string, seed int64, created time.Time, first ...companion.Entry) (*Log, error) {
	if seed < 0 || seed > maxSeed {
		return nil, fmt.Errorf("seed %d is outside 0..2^53-1", seed)
	}
	if err := store.EnsureDir(filepath.Dir(path)); err != nil {
		return nil, err
	}
	h := companion.LogHeader{Version: companion.LogVersion, Seed: seed, Created: created.UTC().Truncate(time.Second)}
	head, err := jsonv1.Marshal(h)
	if err != nil {
		return nil, err
	}
	c := &chainer{}
	head = sealLine(c, head[:len(head)-1])
	l := &Log{path: path, header: h, head: head, size: int64(len(head)), perm: 0o600, redoCleared: true, wait: fs.LockWait}
	data := append([]byte(nil), head...)
	for _, e := range first {
		e.Seq = len(l.entries) + 1
		line, err := checkedLine(e)
		if err != nil {
			return nil, err
		}
		line = sealLine(c, line[:len(line)-2]) // without "}\n"
		data = append(data, line...)
		l.entries = append(l.entries, e)
		l.lines = append(l.lines, line)
		l.size += int64(len(line))
	}
	unlock, err := fs.lockGame(path)
	if err != nil {
		return nil, err
	}
	defer unlock()
	if err := createExclusive(path, data, 0o600); err != nil {
		return nil, err
	}
	// A redo file left by an earlier game of that name is not this game's.
	if err := removeRedo(RedoPath(path)); err != nil {
		return nil, err
	}
	if l.file, err = os.Stat(path); err != nil {
		return nil, fmt.Errorf("create %s: %w", path, err)
	}
	return l, nil
}

// createExclusive writes data to a synced temporary file and links it to
// path, which fails if path exists: the file appears complete or not at all.
func createExclusive(path string, data []byte, perm os.FileMode) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".new-*")
	if err != nil {
		return fmt.Errorf("create %s: %w", path, err)
	}
	name := tmp.Name()
	defer os.Remove(name)
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(perm)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("create %s: %w", path, err)
	}
	if err := os.Link(name, path); err != nil {
		if errors.Is(err, os.ErrExist) {
			return &LogError{File: path, Err: ErrLogExists, Detail: "choose another name, or open that game"}
		}
		return fmt.Errorf("create %s: %w", path, err)
	}
	syncDir(dir)
	return nil
}

func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync() // not every file system can; the data itself is synced
		d.Close()
	}
}

// OpenLog reads the game file at path, waiting fs.LockWait for its lock. A
// torn last line (lockup stopped while writing it) is not an error: it is
// saved to path.torn-<time>, cut from the game file, and described in the
// report. Anything else that cannot be read is refused with a *LogError
// naming the file and line.
func (fs Files) OpenLog(path string) (*Log, LoadReport, error) {
	return fs.openLog(path, false)
}

// openLog reads the game file at path under its lock, which it keeps when
// hold is set (OpenLogLocked).
func (fs Files) openLog(path string, hold bool) (l *Log, report LoadReport, err error) {
	// Checked before the lock, so that no lock file is made beside a game
	// that is not there, or beside a folder or a FIFO.
	if st, err := os.Stat(path); err != nil {
		return nil, LoadReport{}, fmt.Errorf("open game: %w", err)
	} else if !st.Mode().IsRegular() {
		return nil, LoadReport{}, &store.NotRegularError{Path: path, Mode: st.Mode()}
	}
	unlock, err := fs.lockGame(path)
	if err != nil {
		return nil, LoadReport{}, err
	}
	defer func() {
		if hold && err == nil {
			l.unlock = unlock
			return
		}
		unlock()
	}()
	f, err := store.OpenRegular(path)
	if err != nil {
		return nil, LoadReport{}, fmt.Errorf("open game: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, LoadReport{}, fmt.Errorf("open game: %w", err)
	}
	if st.Size() > MaxLogSize {
		return nil, LoadReport{}, &LogError{File: path, Err: ErrLogTooLarge}
	}
	data := make([]byte, st.Size())
	if _, err := readFull(f, data); err != nil {
		return nil, LoadReport{}, fmt.Errorf("open game: %w", err)
	}
	p, err := parseLog(path, data)
	if err != nil {
		return nil, LoadReport{}, err
	}
	l = &Log{path: path, header: p.header, head: p.head, lines: p.lines, entries: p.entries, size: int64(p.good), perm: st.Mode().Perm(), file: st, wait: fs.LockWait}
	if p.fixHead {
		if err := store.WriteFileAtomic(path, p.head, l.perm); err != nil {
			return nil, p.report, err
		}
		l.size = int64(len(p.head))
	}
	if p.report.Torn {
		aside, err := setAside(path, data[p.good:])
		if err != nil {
			return nil, p.report, err
		}
		if err := store.WriteFileAtomic(path, data[:p.good], l.perm); err != nil {
			return nil, p.report, err
		}
		p.report.SetAside = aside
	}
	if p.fixHead || p.report.Torn {
		if err := l.restat(); err != nil {
			return nil, p.report, err
		}
	}
	return l, p.report, nil
}

func readFull(f *os.File, buf []byte) (int, error) {
	n := 0
	for n < len(buf) {
		m, err := f.Read(buf[n:])
		n += m
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// setAside saves a torn tail next to the game file, never overwriting an
// earlier one.
func setAside(path string, tail []byte) (string, error) {
	stamp := time.Now().UTC().Format("20060102T150405Z")
	for i := 0; ; i++ {
		name := path + ".torn-" + stamp
		if i > 0 {
			name += fmt.Sprintf("-%d", i)
		}
		if _, err := os.Lstat(name); err == nil {
			continue
		}
		if err := store.WriteFileAtomic(name, tail, 0o600); err != nil {
			return "", err
		}
		return name, nil
	}
}

// ReadLog reads a game file held in memory without changing anything. A
// torn last line is reported, not returned as an error.
func ReadLog(name string, data []byte) (companion.LogHeader, []companion.Entry, LoadReport, error) {
	if len(data) > MaxLogSize {
		return companion.LogHeader{}, nil, LoadReport{}, &LogError{File: name, Err: ErrLogTooLarge}
	}
	p, err := parseLog(name, data)
	if err != nil {
		return companion.LogHeader{}, nil, LoadReport{}, err
	}
	return p.header, p.entries, p.report, nil
}

type parsedLog struct {
	header  companion.LogHeader
	head    []byte
	lines   [][]byte
	entries []companion.Entry
	good    int // length of the part kept
	report  LoadReport
	// fixHead is set when the header had no newline: OpenLog rewrites it.
	fixHead bool
}

func parseLog(name string, data []byte) (*parsedLog, error) {
	if len(data) == 0 {
		return nil, &LogError{File: name, Err: ErrEmptyLog, Detail: "it holds no game; start a new one"}
	}
	p := &parsedLog{}
	// The header, then the complete lines (ending in '\n'), then a tail
	// after the last newline, which can only be an entry cut off while
	// being written. Lines are read one at a time, so a file refused at a
	// line costs no more than the lines before it.
	head, rest, found := bytes.Cut(data, []byte{'\n'})
	if err := checkLineLength(name, 1, head); err != nil {
		return nil, err
	}
	if !found {
		// No newline at all: at most a header, written without its newline.
		p.fixHead = true
	}
	h, err := parseHeader(name, head)
	if err != nil {
		return nil, err
	}
	p.header = h
	if p.fixHead {
		p.head = append(append([]byte(nil), head...), '\n')
	} else {
		p.head = data[:len(head)+1]
	}
	var chain chainState
	if err := chain.line(name, 1, head, h.Version >= hashVersion); err != nil {
		return nil, err
	}
	p.good = len(head) + 1
	if p.fixHead {
		p.good = len(head)
	}
	body, tail := rest, []byte(nil)
	if last := bytes.LastIndexByte(rest, '\n'); last+1 < len(rest) {
		body, tail = rest[:last+1], rest[last+1:]
	}
	// A last complete line that is not even JSON was cut off as well (a
	// file system may keep the length of a write whose bytes were lost).
	if len(tail) == 0 && len(body) > 0 {
		k := bytes.LastIndexByte(body[:len(body)-1], '\n') + 1
		if len(body)-k <= MaxLineLength && !jsonv1.Valid(trimLine(body[k:])) {
			body, tail = body[:k], body[k:]
		}
	}
	if len(tail) > MaxLineLength {
		return nil, &LogError{File: name, Line: 2 + bytes.Count(body, []byte{'\n'}), Err: ErrCorruptLog, Detail: fmt.Sprintf("the last line is longer than %d KiB, more than lockup ever writes, so it was not cut off while lockup wrote it: fix or remove that line, or restore a copy", MaxLineLength>>10)}
	}
	r := entryReader{name: name}
	if len(body) > 0 {
		// A game of six rounds holds a few hundred entries: room beyond
		// that grows as lines are read, not as the file claims.
		n := min(bytes.Count(body, []byte{'\n'}), 256)
		p.entries = make([]companion.Entry, 0, n)
		p.lines = make([][]byte, 0, n)
	}
	for lineNo := 2; len(body) > 0; lineNo++ {
		i := bytes.IndexByte(body, '\n')
		raw := body[:i+1]
		body = body[i+1:]
		if err := checkLineLength(name, lineNo, raw[:i]); err != nil {
			return nil, err
		}
		// A line whose hash does not match was changed: said first. A line
		// without a hash where one is due is read first, which says
		// better what is wrong with it when it is no entry at all.
		cerr := chain.line(name, lineNo, raw, h.Version >= hashVersion)
		if cerr != nil && chain.lastHashed {
			return nil, cerr
		}
		e, err := r.parseEntry(lineNo, raw)
		if err != nil {
			return nil, err
		}
		if cerr != nil {
			return nil, cerr
		}
		if e.Seq != len(p.entries)+1 {
			return nil, &LogError{File: name, Line: lineNo, Err: ErrCorruptLog, Detail: fmt.Sprintf("entry %d is numbered %d; entries must be numbered 1, 2, 3 … in order", len(p.entries)+1, e.Seq)}
		}
		p.entries = append(p.entries, e)
		p.lines = append(p.lines, raw)
		p.good += len(raw)
	}
	p.report.Entries = len(p.entries)
	p.report.Hashed, p.report.Unhashed = chain.hashed, chain.unhashed
	if len(tail) > 0 {
		p.report.Torn = true
		p.report.TornLine = len(p.entries) + 2
		p.report.TornBytes = len(tail)
	}
	return p, nil
}

// checkLineLength refuses a line (without its newline) longer than
// MaxLineLength.
func checkLineLength(name string, lineNo int, line []byte) error {
	if len(line) <= MaxLineLength {
		return nil
	}
	return &LogError{File: name, Line: lineNo, Err: ErrCorruptLog, Detail: fmt.Sprintf("the line is longer than %d KiB, more than lockup ever writes: fix or remove that line, or restore a copy", MaxLineLength>>10)}
}

func trimLine(b []byte) []byte {
	b = bytes.TrimSuffix(b, []byte("\n"))
	return bytes.TrimSuffix(b, []byte("\r"))
}

func parseHeader(name string, raw []byte) (companion.LogHeader, error) {
	line := trimLine(raw)
	body, _, hashed := cutHash(line)
	if hashed {
		line = append(body[:len(body):len(body)], '}')
	}
	// The version is looked for as encoding/json finds it (the v1 API of
	// the library that reads the rest: any case, the last of two), so a
	// file an older lockup took for a game still is one.
	var probe struct {
		Version jsonv1.RawMessage `json:"lockup_log"`
	}
	if !bytes.HasPrefix(bytes.TrimSpace(line), []byte("{")) || jsonv1.Unmarshal(line, &probe) != nil || probe.Version == nil {
		return companion.LogHeader{}, &LogError{File: name, Line: 1, Err: ErrNotALog, Detail: "its first line is not a lockup game header"}
	}
	var v int
	if err := jsonv1.Unmarshal(probe.Version, &v); err != nil || v < 1 {
		return companion.LogHeader{}, &LogError{File: name, Line: 1, Err: ErrUnknownLogVersion, Detail: fmt.Sprintf("version %s; this lockup reads versions 1 to %d", probe.Version, companion.LogVersion)}
	}
	if v > companion.LogVersion {
		return companion.LogHeader{}, &LogError{File: name, Line: 1, Err: ErrNewerLogVersion, Detail: fmt.Sprintf("game file version %d; this lockup reads up to version %d: update lockup to open this game", v, companion.LogVersion)}
	}
	if (v >= hashVersion) != hashed {
		if hashed {
			return companion.LogHeader{}, &LogError{File: name, Line: 1, Err: ErrCorruptLog, Detail: fmt.Sprintf("a version %d header carries a hash, which came with version %d; lockup never writes such a line: fix it or restore a copy", v, hashVersion)}
		}
		return companion.LogHeader{}, &LogError{File: name, Line: 1, Err: ErrLineChanged, Detail: `line 1 does not end with its hash ,"h":"…"} although it was written by a lockup of version 7 or later; ` + changedAdvice()}
	}
	var h companion.LogHeader
	if err := jsonv2.Unmarshal(line, &h, readOptions); err != nil {
		return companion.LogHeader{}, &LogError{File: name, Line: 1, Err: ErrCorruptLog, Detail: "the header cannot be read: " + jsonProblem(err)}
	}
	if h.Seed < 0 || h.Seed > maxSeed {
		return companion.LogHeader{}, &LogError{File: name, Line: 1, Err: ErrCorruptLog, Detail: fmt.Sprintf("seed %d is outside 0..2^53-1", h.Seed)}
	}
	return h, nil
}

// encodeEntry writes an entry as one line: the envelope keys first, then the
// payload's keys, then a newline.
func encodeEntry(e companion.Entry) ([]byte, error) {
	body, err := jsonv1.Marshal(e.Payload)
	if err != nil {
		return nil, err
	}
	if len(body) < 2 || body[0] != '{' {
		return nil, fmt.Errorf("the %s payload is not a JSON object", e.Kind())
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"v":%d,"seq":%d,"kind":%q,"round":%d,"phase":%q`, companion.LogVersion, e.Seq, e.Kind().String(), e.Round, e.Phase.Slug())
	if len(body) > 2 {
		b.WriteByte(',')
		b.Write(body[1:])
	} else {
		b.WriteByte('}')
	}
	b.WriteByte('\n')
	return b.Bytes(), nil
}

// appendHook, when set (by tests only), is called after the first half of an
// entry has reached the disk and before the rest is written, so a test can
// kill the process in the middle of an entry.
var appendHook func()

// Append numbers the entry (its Seq is set to the next number), checks it
// and writes it as one line at the end of the game file, then syncs the
// file. When Append returns nil the entry is on disk; if the process dies
// during Append, the entry is either whole or a torn line that the next
// OpenLog sets aside. A new entry ends what Redo could put back: the redo
// file is removed first.
func (l *Log) Append(e companion.Entry) error {
	if l.broken != nil {
		return l.broken
	}
	e.Seq = len(l.entries) + 1
	line, err := checkedLine(e)
	if err != nil {
		return err
	}
	unlock, err := l.lock()
	if err != nil {
		return err
	}
	defer unlock()
	line = sealLine(l.tipAfter(len(l.lines)), line[:len(line)-2]) // without "}\n"
	return l.write(e, line, true)
}

// checkedLine checks the numbered entry e and encodes it as its line.
func checkedLine(e companion.Entry) ([]byte, error) {
	if err := e.Check(); err != nil {
		return nil, fmt.Errorf("entry %d (%s): %w", e.Seq, e.Kind(), err)
	}
	line, err := encodeEntry(e)
	if err != nil {
		return nil, fmt.Errorf("entry %d (%s): %w", e.Seq, e.Kind(), err)
	}
	return line, nil
}

// write appends the entry e, numbered and encoded as line, to the game
// file, first removing the redo file when clearRedo is set. The caller holds
// the game's lock.
func (l *Log) write(e companion.Entry, line []byte, clearRedo bool) error {
	f, err := os.OpenFile(l.path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return fmt.Errorf("write game: %w", err)
	}
	defer f.Close()
	if err := l.checkUnchanged(f); err != nil {
		return err
	}
	if clearRedo && !l.redoCleared {
		if err := removeRedo(RedoPath(l.path)); err != nil {
			return err
		}
		l.redoCleared = true
	}
	if err := writeLine(f, line); err != nil {
		// Take back what reached the file, so no half line stays behind.
		if terr := f.Truncate(l.size); terr != nil || f.Sync() != nil {
			l.broken = &LogError{File: l.path, Err: ErrLogChanged, Detail: "a write failed half-way; open the game again"}
		}
		return fmt.Errorf("write game %s: %w", l.path, err)
	}
	if err := f.Sync(); err != nil {
		l.broken = &LogError{File: l.path, Err: ErrLogChanged, Detail: "the disk did not confirm the last write; open the game again"}
		return fmt.Errorf("write game %s: %w", l.path, err)
	}
	l.entries = append(l.entries, e)
	l.lines = append(l.lines, line)
	l.size += int64(len(line))
	return nil
}

func writeLine(f *os.File, line []byte) error {
	if appendHook == nil {
		_, err := f.Write(line)
		return err
	}
	half := len(line) / 2
	if _, err := f.Write(line[:half]); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	appendHook()
	_, err := f.Write(line[half:])
	return err
}

// checkUnchanged refuses to write when the file is not the one lockup left,
// at the length it left it: another program wrote to it since, or replaced
// it (as another lockup's undo does). The caller holds the game's lock, so
// nothing can change the file between this check and the write.
func (l *Log) checkUnchanged(f *os.File) error {
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("write game: %w", err)
	}
	if st.Size() != l.size || (l.file != nil && !os.SameFile(st, l.file)) {
		return &LogError{File: l.path, Err: ErrLogChanged, Detail: "open the game again to see the changes"}
	}
	return nil
}

// Undo takes back the last entry: the game file is rewritten without it, in
// one atomic step, and the entry is kept for Redo. It returns the entry
// taken back. Called again, it takes back the one before, down to the
// header (ErrNothingToUndo). UndoTo takes back several at once.
func (l *Log) Undo() (companion.Entry, error) {
	taken, err := l.UndoTo(len(l.entries) - 1)
	if err != nil {
		return companion.Entry{}, err
	}
	return taken[0], nil
}
