package gamelog

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	jsonv1 "github.com/go-json-experiment/json/v1"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The hash chain of a game file (docs/game-log.md, "Hashes"). Since
// version 7 every line ends with a hash member, ,"h":"<12 hex digits>"},
// the first 12 hex digits of the SHA-256 of the previous line's hash (as
// its 12 characters; nothing for the header) followed by the line's bytes
// before ,"h":". A line changed by hand no longer matches its hash, and
// since each hash covers the one before, neither does a line put in or
// taken out. Appending hashes one line; reading hashes each line once.
//
// Lines written without a hash (an older lockup's) still count in the
// chain: their link is the same sum over the whole line, so a hashed line
// after them covers them too.
//
// The hash is no signature: whoever means to can work it out again. It
// tells a line changed by accident or by hand from what lockup wrote.

// hashVersion is the first file format version whose lines carry a hash.
const hashVersion = 7

// hashLen is the number of hex digits of a line's hash.
const hashLen = 12

// hashOpen opens the hash member at the end of a line; hashSize is the
// length of the whole member with the line's closing brace.
const (
	hashOpen = `,"h":"`
	hashSize = len(hashOpen) + hashLen + len(`"}`)
)

// ErrLineChanged: a line of the game file does not match its hash, so it
// was changed after lockup wrote it. Wrapped in a *LogError naming the line.
var ErrLineChanged = errors.New("the game file was changed by hand")

// link is one link of the chain: a line's hash as its hex text.
type link [hashLen]byte

// chainer works out the links of a file's lines, one after the other.
type chainer struct {
	tip     link // the link of the last line read
	started bool // false before the header
	scratch []byte
}

// next returns the link of a line whose hashed bytes are body, after the
// line read last.
func (c *chainer) next(body []byte) link {
	c.scratch = c.scratch[:0]
	if c.started {
		c.scratch = append(c.scratch, c.tip[:]...)
	}
	c.scratch = append(c.scratch, body...)
	sum := sha256.Sum256(c.scratch)
	var l link
	hex.Encode(l[:], sum[:hashLen/2])
	return l
}

// cutHash splits a line (without its newline) into the bytes its hash
// covers and its hash: false when it does not end with a hash member
// written as lockup writes it (12 lowercase hex digits).
func cutHash(line []byte) (body []byte, h link, ok bool) {
	n := len(line)
	if n < hashSize+1 || line[n-1] != '}' || line[n-2] != '"' || string(line[n-hashSize:n-hashSize+len(hashOpen)]) != hashOpen {
		return line, h, false
	}
	digits := line[n-2-hashLen : n-2]
	for _, b := range digits {
		if (b < '0' || b > '9') && (b < 'a' || b > 'f') {
			return line, h, false
		}
	}
	copy(h[:], digits)
	return line[:n-hashSize], h, true
}

// chainState is what a chain check has found so far in a file.
type chainState struct {
	chainer
	// hashed and unhashed count the lines read with and without a hash;
	// firstHashed is the line number of the first line with one.
	hashed, unhashed int
	firstHashed      int
	// lastHashed is set when the line checked last carries a hash.
	lastHashed bool
}

// line checks the line numbered lineNo (raw, with its newline), which must
// carry a hash when must is set or when a line before it did, and makes it
// the chain's tip.
func (s *chainState) line(name string, lineNo int, raw []byte, must bool) error {
	line := bytes.TrimSuffix(raw, []byte{'\n'})
	body, h, ok := cutHash(line)
	s.lastHashed = ok
	if !ok {
		if must || s.hashed > 0 {
			why := fmt.Sprintf("although line %d before it carries one", s.firstHashed)
			if must {
				why = fmt.Sprintf("which every line of a version %d file carries", hashVersion)
			}
			return &LogError{File: name, Line: lineNo, Err: ErrLineChanged, Detail: fmt.Sprintf(`line %d does not end with its hash ,"h":"…"}, %s; %s`, lineNo, why, changedAdvice())}
		}
		s.tip, s.started = s.next(line), true
		s.unhashed++
		return nil
	}
	if want := s.next(body); want != h {
		detail := fmt.Sprintf("line %d was changed after it was written (its hash does not match)", lineNo)
		if s.unhashed > 0 && s.hashed == 0 {
			detail = fmt.Sprintf("line %d, or one of lines 1 to %d before it (written without hashes by an older lockup), was changed after it was written (the hash of line %d does not match)", lineNo, lineNo-1, lineNo)
		}
		return &LogError{File: name, Line: lineNo, Err: ErrLineChanged, Detail: detail + "; " + changedAdvice()}
	}
	if s.hashed == 0 {
		s.firstHashed = lineNo
	}
	s.tip, s.started = h, true
	s.hashed++
	return nil
}

// changedAdvice says what a player can do about a changed line.
func changedAdvice() string {
	return fmt.Sprintf("put the line back as it was, or restore a copy of the file; if you changed it on purpose, %s %s keeps the change (and a copy of the file as it is)",
		terms.Hint{Kind: terms.HintVerify}, terms.FlagAccept)
}

// sealLine returns a line, with its newline, of body (one JSON object
// without its closing brace) and its hash member after c's tip (none for
// the header: started false), and makes it c's tip.
func sealLine(c *chainer, body []byte) []byte {
	l := c.next(body)
	out := make([]byte, 0, len(body)+hashSize+1)
	out = append(out, body...)
	out = append(out, hashOpen...)
	out = append(out, l[:]...)
	out = append(out, '"', '}', '\n')
	c.tip, c.started = l, true
	return out
}

// tipAfter returns the chain of the log up to and with its line n (0: the
// header), ready to seal the next line. It works out links again only for
// lines written without a hash, which only an older lockup wrote.
func (l *Log) tipAfter(n int) *chainer {
	last := l.head
	if n > 0 {
		last = l.lines[n-1]
	}
	if _, h, ok := cutHash(bytes.TrimSuffix(last, []byte{'\n'})); ok {
		return &chainer{tip: h, started: true}
	}
	c := &chainer{}
	for _, raw := range append([][]byte{l.head}, l.lines[:n]...) {
		line := bytes.TrimSuffix(raw, []byte{'\n'})
		if _, h, ok := cutHash(line); ok {
			c.tip = h
		} else {
			c.tip = c.next(line)
		}
		c.started = true
	}
	return c
}

// checkLinked reports whether raw, a line to put back after the log's
// last line, carries the hash that follows it (or none, after lines
// without one).
func (l *Log) checkLinked(raw []byte) bool {
	c := l.tipAfter(len(l.lines))
	body, h, ok := cutHash(bytes.TrimSuffix(raw, []byte{'\n'}))
	if !ok {
		return l.header.Version < hashVersion && !hashedLine(l.lastLine())
	}
	return c.next(body) == h
}

// lastLine returns the log's last line, the header when it has no entry.
func (l *Log) lastLine() []byte {
	if len(l.lines) == 0 {
		return l.head
	}
	return l.lines[len(l.lines)-1]
}

// hashedLine reports whether a line carries a hash.
func hashedLine(raw []byte) bool {
	_, _, ok := cutHash(bytes.TrimSuffix(raw, []byte{'\n'}))
	return ok
}

// SealLog returns a game file's bytes with the hash of every line that
// carries one worked out again, after the line before it, and a hash added
// to every line that must carry one and has none (a line of version 7 or
// later, or after a line with a hash): what `lockup verify --accept`
// writes when a line was changed on purpose. The lines are
// otherwise kept byte for byte; a torn last line (no newline, or not
// JSON) is kept as it is. The result is read again before it is returned: a file that
// does not read but for its hashes is refused as ReadLog refuses it.
func SealLog(name string, data []byte) ([]byte, error) {
	if len(data) > MaxLogSize {
		return nil, &LogError{File: name, Err: ErrLogTooLarge}
	}
	var out bytes.Buffer
	out.Grow(len(data) + hashSize)
	c := &chainer{}
	rest := data
	hashing := false // a line before carries a hash: so does every later one
	for lineNo := 1; len(rest) > 0; lineNo++ {
		i := bytes.IndexByte(rest, '\n')
		if i < 0 {
			out.Write(rest) // a torn tail, set aside when the game is opened
			break
		}
		line := rest[:i]
		rest = rest[i+1:]
		body, _, ok := cutHash(line)
		switch {
		case len(rest) == 0 && lineNo > 1 && !jsonv1.Valid(trimLine(line)):
			// A last line that is not JSON was cut off: kept as it is,
			// set aside when the game is opened.
			out.Write(line)
			out.WriteByte('\n')
		case ok:
			out.Write(sealLine(c, body))
			hashing = true
		case lineVersion(line, lineNo) >= hashVersion || hashing && lineNo > 1:
			if !bytes.HasSuffix(line, []byte{'}'}) {
				return nil, &LogError{File: name, Line: lineNo, Err: ErrCorruptLog, Detail: "the line is not a JSON object, so it cannot carry a hash"}
			}
			out.Write(sealLine(c, line[:len(line)-1]))
			hashing = true
		default:
			c.tip, c.started = c.next(line), true
			out.Write(line)
			out.WriteByte('\n')
		}
	}
	if _, _, _, err := ReadLog(name, out.Bytes()); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// lineVersion returns the version a line names (the header's
// "lockup_log", an entry's "v"), 0 when it names none.
func lineVersion(line []byte, lineNo int) int {
	var probe struct {
		Header int `json:"lockup_log"`
		Entry  int `json:"v"`
	}
	if jsonv1.Unmarshal(line, &probe) != nil {
		return 0
	}
	if lineNo == 1 {
		return probe.Header
	}
	return probe.Entry
}

// AcceptReport says what AcceptChanges did.
type AcceptReport struct {
	// Line is the first line found changed: its hash and every one after
	// it were worked out again. 0 when no line was changed.
	Line int
	// Kept is the copy of the file as it was before.
	Kept string
}

// AcceptChanges keeps, on purpose, the lines of the game file at path that
// were changed after lockup wrote them: the hashes from the first changed
// line on are worked out again (SealLog), after a copy of the file as it is
// has been kept beside it (path.changed-<UTC time>). A file whose hashes
// all match is left alone; a file that does not read for another reason
// is refused as ReadLog refuses it, and left alone. The lock is waited for
// fs.LockWait.
func (fs Files) AcceptChanges(path string) (AcceptReport, error) {
	unlock, err := fs.lockGame(path)
	if err != nil {
		return AcceptReport{}, err
	}
	defer unlock()
	data, perm, err := readLogFile(path)
	if err != nil {
		return AcceptReport{}, err
	}
	_, _, _, err = ReadLog(path, data)
	var le *LogError
	if err == nil || !errors.As(err, &le) || !errors.Is(err, ErrLineChanged) {
		return AcceptReport{}, err
	}
	sealed, err := SealLog(path, data)
	if err != nil {
		return AcceptReport{}, err
	}
	kept, err := keepCopy(path, ".changed-", data)
	if err != nil {
		return AcceptReport{}, err
	}
	if err := store.WriteFileAtomic(path, sealed, perm); err != nil {
		return AcceptReport{}, err
	}
	return AcceptReport{Line: le.Line, Kept: kept}, nil
}

// readLogFile reads a game file of at most MaxLogSize bytes, and its mode.
func readLogFile(path string) ([]byte, os.FileMode, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, 0, fmt.Errorf("open game: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, 0, fmt.Errorf("open game: %w", err)
	}
	if !st.Mode().IsRegular() {
		return nil, 0, &LogError{File: path, Err: ErrNotALog, Detail: "it is not a regular file"}
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxLogSize+1))
	if err != nil {
		return nil, 0, fmt.Errorf("open game: %w", err)
	}
	if len(data) > MaxLogSize {
		return nil, 0, &LogError{File: path, Err: ErrLogTooLarge}
	}
	return data, st.Mode().Perm(), nil
}

// keepCopy saves data beside path as path+infix+<UTC time>, never
// overwriting an earlier copy, and returns its name.
func keepCopy(path, infix string, data []byte) (string, error) {
	stamp := time.Now().UTC().Format("20060102T150405Z")
	for i := 0; ; i++ {
		name := path + infix + stamp
		if i > 0 {
			name += fmt.Sprintf("-%d", i)
		}
		if _, err := os.Lstat(name); err == nil {
			continue
		}
		if err := store.WriteFileAtomic(name, data, 0o600); err != nil {
			return "", err
		}
		return name, nil
	}
}
