package input

import (
	"bytes"
	"fmt"
	"unicode/utf8"
)

// Bounds on a YAML input, checked on its raw bytes before any parser builds
// a tree (goccy/go-yaml takes seconds and gigabytes on a small file of deep
// brackets, and time growing with the square of the keys of one mapping).
// Every real file is far inside them: the largest, a catalog of 1,000
// cards, holds about 12,000 values, nests 4 deep and has at most 200 items
// in one list. Within them goccy/go-yaml reads any file in about 0.2 s.
const (
	// MaxDepth bounds how deep lists and mappings nest.
	MaxDepth = 64
	// MaxValues bounds the keys, values, lists and mappings of a file.
	MaxValues = 50_000
	// MaxKeys bounds the keys of one mapping, and the items of one list.
	MaxKeys = 2_000
)

// boundsEntry is one collection open at a point of the scan: a block
// collection whose lines begin at col, or a flow collection.
type boundsEntry struct {
	col     int  // block: the column (a byte offset) its lines begin at
	flow    bool // a [ ] or { } collection
	seq     bool // a list (block: its lines begin with a dash)
	pair    bool // flow: a key: value pair inside a flow list
	entries int  // keys or items so far
}

// boundsScanner counts, on the raw bytes of a document, how deep its
// collections nest, how many values it holds and how many entries each
// collection has: never fewer than any YAML parser finds (FuzzCheckBounds
// compares with goccy/go-yaml's tree), and for the files lockup writes
// about as many. It allocates nothing.
type boundsScanner struct {
	data   []byte
	name   string
	i      int // the next byte
	line   int // the line of data[i], from 1
	bol    int // where that line begins
	values int
	stack  [MaxDepth + 1]boundsEntry
	depth  int // entries of stack in use
	flows  int // flow collections open
	// openItem is set after a dash with nothing after it on its line.
	openItem bool
	// plainOpen is set after a line that ends in plain text, the value of
	// a key or dash at column plainCol: lines indented further go on with
	// that text. contDepth counts the brackets open in such lines, and
	// contLevels the lines among them that hold a key-like colon further
	// right than the last such line: a parser may read each as a mapping
	// inside the one before (goccy/go-yaml does, for some invalid files),
	// so they count as levels; contCol is the column of the last.
	plainOpen           bool
	plainCol, contDepth int
	contLevels, contCol int
	// maxDepth and maxEntries are the most found, for the tests.
	maxDepth, maxEntries int
}

// CheckBounds refuses a YAML document that exceeds MaxInputSize, MaxDepth,
// MaxValues or MaxKeys, naming the line and column where it does.
func CheckBounds(name string, data []byte) error {
	if len(data) > MaxInputSize {
		return &InputError{File: name, Problem: "the input is larger than 1 MiB", Allowed: "a file of at most 1 MiB"}
	}
	s := boundsScanner{data: data, name: name, line: 1}
	return s.check()
}

// check scans the whole document.
func (s *boundsScanner) check() error {
	if err := s.controlCharacter(); err != nil {
		return err
	}
	if err := s.loneCarriageReturn(); err != nil {
		return err
	}
	return s.scan()
}

// controlCharacter refuses a control character other than a tab, a line
// end or a carriage return: YAML's character set leaves them out, and a
// parser that reads them leniently could read a line otherwise than the
// scan (goccy/go-yaml took "-\x00" for a list's dash).
func (s *boundsScanner) controlCharacter() error {
	for at, c := range s.data {
		if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f {
			s.line += bytes.Count(s.data[:at], []byte("\n"))
			s.bol = bytes.LastIndexByte(s.data[:at], '\n') + 1
			return s.errAt(at, fmt.Sprintf("the file holds the control character %U, which is not text", rune(c)), "text: letters, digits, punctuation, spaces, tabs and line ends")
		}
	}
	return nil
}

// loneCarriageReturn refuses a carriage return that is not part of a
// \r\n line end: YAML reads one alone as a line end, which the scan does
// not, and no editor in use writes them.
func (s *boundsScanner) loneCarriageReturn() error {
	for at := 0; ; at++ {
		i := bytes.IndexByte(s.data[at:], '\r')
		if i < 0 {
			return nil
		}
		at += i
		if at+1 == len(s.data) || s.data[at+1] != '\n' {
			s.line += bytes.Count(s.data[:at], []byte("\n"))
			s.bol = bytes.LastIndexByte(s.data[:at], '\n') + 1
			return s.errAt(at, "a carriage return (\\r) ends a line without a newline (\\n)", "lines ending in \\n or \\r\\n")
		}
	}
}

// errAt returns a refusal located at data[at].
func (s *boundsScanner) errAt(at int, problem, allowed string) error {
	bol := s.bol
	if at < bol { // never: every position reported is on the current line
		bol = at
	}
	return &InputError{File: s.name, Line: s.line, Column: 1 + utf8.RuneCount(s.data[bol:at]), Problem: problem, Allowed: allowed}
}

// value counts a value beginning at data[at].
func (s *boundsScanner) value(at int) error {
	s.values++
	if s.values > MaxValues {
		return s.errAt(at, fmt.Sprintf("the file holds more than %d values", MaxValues), fmt.Sprintf("at most %d keys, values, lists and mappings in one file", MaxValues))
	}
	return nil
}

// push opens a collection at data[at], which is also a value.
func (s *boundsScanner) push(at int, e boundsEntry) error {
	if s.depth == MaxDepth {
		return s.errAt(at, fmt.Sprintf("lists and mappings nest more than %d deep", MaxDepth), fmt.Sprintf("at most %d levels of lists and mappings inside one another", MaxDepth))
	}
	if e.flow {
		s.flows++
	}
	s.stack[s.depth] = e
	s.depth++
	s.maxDepth = max(s.maxDepth, s.depth)
	s.maxEntries = max(s.maxEntries, e.entries)
	return s.value(at)
}

// pop closes the innermost collection.
func (s *boundsScanner) pop() {
	s.depth--
	if s.stack[s.depth].flow {
		s.flows--
	}
}

// entry counts an entry of the innermost collection, beginning at data[at].
func (s *boundsScanner) entry(at int) error {
	if s.depth == 0 {
		return nil
	}
	e := &s.stack[s.depth-1]
	e.entries++
	s.maxEntries = max(s.maxEntries, e.entries)
	if e.entries > MaxKeys {
		what := "mapping has more than %d keys"
		if e.seq {
			what = "list has more than %d items"
		}
		return s.errAt(at, "this "+fmt.Sprintf(what, MaxKeys), fmt.Sprintf("at most %d keys or items in one mapping or list", MaxKeys))
	}
	return nil
}

// newline moves past the newline at data[at].
func (s *boundsScanner) newline(at int) {
	s.i, s.bol = at+1, at+1
	s.line++
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }

// spaces returns the offset of the first byte from at that is not a space,
// tab or carriage return.
func (s *boundsScanner) spaces(at int) int {
	for at < len(s.data) && isSpace(s.data[at]) {
		at++
	}
	return at
}

// endOfLine returns the offset of the newline ending the line data[at] is
// on, or the document's length.
func (s *boundsScanner) endOfLine(at int) int {
	for at < len(s.data) && s.data[at] != '\n' {
		at++
	}
	return at
}

// scan reads the document line by line in block context, handing flow
// collections to flow.
func (s *boundsScanner) scan() error {
	for s.i < len(s.data) {
		j := s.i
		for j < len(s.data) && s.data[j] == ' ' {
			j++
		}
		j = s.spaces(j)
		if j == len(s.data) {
			return nil
		}
		switch c := s.data[j]; {
		case c == '\n':
			s.newline(j)
			continue
		case c == '#':
			s.newline(s.endOfLine(j))
			s.plainOpen = false
			continue
		case j-s.bol == 0 && (hasPrefixAt(s.data, j, "---") || hasPrefixAt(s.data, j, "...")) && (j+3 == len(s.data) || isSpace(s.data[j+3]) || s.data[j+3] == '\n'):
			// A document marker closes every collection.
			for s.depth > 0 {
				s.pop()
			}
			s.openItem = false
			if j = s.spaces(j + 3); j == len(s.data) {
				return nil
			}
			if c := s.data[j]; c == '\n' || c == '#' {
				s.newline(s.endOfLine(j))
				continue
			}
		}
		if err := s.blockLine(j); err != nil {
			return err
		}
	}
	return nil
}

func hasPrefixAt(data []byte, at int, prefix string) bool {
	return len(data)-at >= len(prefix) && string(data[at:at+len(prefix)]) == prefix
}

// blockLine reads a line in block context from its first content at
// data[at], which places it among the block collections open.
func (s *boundsScanner) blockLine(at int) error {
	col := at - s.bol
	dash := s.isDash(at)
	if s.plainOpen && col > s.plainCol {
		return s.continuation(at, col)
	}
	s.plainOpen, s.contDepth, s.contLevels, s.contCol = false, 0, 0, 0
	if s.openItem {
		// goccy/go-yaml reads the line after a dash with nothing after
		// it as the dash's item, at any column: a collection inside it.
		s.openItem = false
		if top := s.stack[s.depth-1]; top.col == col && top.seq == dash {
			// A dash at the list's column is the list's next item, the
			// one before left empty (goccy/go-yaml reads "-\n-" as two
			// items of one list).
			if err := s.entry(at); err != nil {
				return err
			}
			return s.blockContent(at)
		}
		if err := s.push(at, boundsEntry{col: col, seq: dash, entries: 1}); err != nil {
			return err
		}
		return s.blockContent(at)
	}
	for s.depth > 0 {
		top := s.stack[s.depth-1]
		// A list's dashes may stand at its mapping key's column; a line
		// at that column without a dash ends the list.
		if top.col > col || (top.col == col && top.seq && !dash) {
			s.pop()
			continue
		}
		break
	}
	if s.depth > 0 && s.stack[s.depth-1].col == col && (s.stack[s.depth-1].seq == dash) {
		if err := s.entry(at); err != nil {
			return err
		}
	} else {
		if err := s.push(at, boundsEntry{col: col, seq: dash, entries: 1}); err != nil {
			return err
		}
	}
	return s.blockContent(at)
}

// isDash reports whether data[at] is a dash beginning a list item.
func (s *boundsScanner) isDash(at int) bool {
	if s.data[at] != '-' && s.data[at] != '?' {
		return false
	}
	return at+1 == len(s.data) || isSpace(s.data[at+1]) || s.data[at+1] == '\n'
}

// blockContent reads the rest of a line in block context from data[at]:
// list dashes, keys and values, up to the next line.
func (s *boundsScanner) blockContent(at int) error {
	for {
		at = s.spaces(at)
		if at == len(s.data) {
			s.i = at
			return nil
		}
		switch c := s.data[at]; {
		case c == '\n':
			s.newline(at)
			return nil
		case c == '#':
			s.newline(s.endOfLine(at))
			return nil
		case s.isDash(at):
			if s.data[at] == '?' {
				s.values++ // an explicit key's value, or the null in its place
			}
			if at != s.bol+s.stack[s.depth-1].col {
				// A list begun on the line of a dash or a key: a
				// collection of its own, one column further in.
				if err := s.push(at, boundsEntry{col: at - s.bol, seq: true, entries: 1}); err != nil {
					return err
				}
			}
			if next := s.spaces(at + 1); next == len(s.data) || s.data[next] == '\n' || s.data[next] == '#' {
				s.values++ // the item is on the next lines, or missing (null)
				s.openItem = true
			}
			at++
			continue
		}
		// A key or a value (a flow collection counts itself).
		if c := s.data[at]; c != '[' && c != '{' {
			if err := s.value(at); err != nil {
				return err
			}
		}
		next, key, err := s.token(at)
		if err != nil || next < 0 {
			return err
		}
		if key && s.stack[s.depth-1].col != at-s.bol {
			// A mapping begun on a dash's line: its keys line up with
			// its first.
			if err := s.push(at, boundsEntry{col: at - s.bol, entries: 1}); err != nil {
				return err
			}
		}
		at = next
	}
}

// token reads a key or value at data[at] in block context and returns where
// what follows it begins (-1 when the scan has moved on to a later line),
// and whether it was a key.
func (s *boundsScanner) token(at int) (next int, key bool, err error) {
	switch c := s.data[at]; c {
	case '[', '{':
		s.i = at
		if err := s.flow(); err != nil {
			return -1, false, err
		}
		next, key = s.afterScalar(s.i)
		return next, key, nil
	case '"', '\'':
		if at == s.bol+s.stack[s.depth-1].col && !s.closesOnLine(at) {
			// Quoted text beginning a line spans no lines: a key never
			// does, and goccy/go-yaml reads such a line as more of the
			// plain text before it. Read the line as plain text.
			break
		}
		next, key = s.afterScalar(s.quoted(at))
		return next, key, nil
	case '|', '>':
		s.blockScalar(at)
		return -1, false, nil
	case '&', '!', '*':
		// An anchor, tag or alias: a word of its own (counted as a
		// value, which can only count too many), then the value.
		for at < len(s.data) && !isSpace(s.data[at]) && s.data[at] != '\n' {
			at++
		}
		return at, false, nil
	}
	// A plain scalar: up to a key's colon, a comment or the line's end,
	// where it may go on in the lines indented further.
	for at < len(s.data) {
		switch c := s.data[at]; {
		case c == '\n':
			s.plainOpen, s.plainCol = true, s.stack[s.depth-1].col
			return at, false, nil
		case c == ':' && (at+1 == len(s.data) || isSpace(s.data[at+1]) || s.data[at+1] == '\n'):
			next, key = s.afterScalar(at)
			return next, key, nil
		case c == '#' && isSpace(s.data[at-1]):
			return at, false, nil
		}
		at++
	}
	return at, false, nil
}

// continuation reads a line from data[at] that goes on with the plain text
// of the lines before. Quotes and brackets in it are text; but every
// key-like colon is counted as a key and a value, and its brackets as
// levels, which can only count too many, should a parser read the line
// otherwise.
func (s *boundsScanner) continuation(at, col int) error {
	leveled := false // this line counted as a level already
	for ; at < len(s.data); at++ {
		switch c := s.data[at]; {
		case c == '\n':
			s.newline(at)
			return nil
		case c == '#' && isSpace(s.data[at-1]):
			s.newline(s.endOfLine(at))
			s.plainOpen = false // a comment ends the text
			return nil
		case c == ':' && (at+1 == len(s.data) || isSpace(s.data[at+1]) || s.data[at+1] == '\n'):
			if err := s.value(at); err != nil {
				return err
			}
			if err := s.value(at); err != nil {
				return err
			}
			if !leveled && col > s.contCol {
				leveled, s.contCol = true, col
				if s.contLevels++; s.depth+s.contLevels+s.contDepth > MaxDepth {
					return s.errAt(at, fmt.Sprintf("lists and mappings nest more than %d deep", MaxDepth), fmt.Sprintf("at most %d levels of lists and mappings inside one another", MaxDepth))
				}
				s.maxDepth = max(s.maxDepth, s.depth+s.contLevels+s.contDepth)
			}
		case c == '[' || c == '{':
			if s.contDepth++; s.depth+s.contLevels+s.contDepth > MaxDepth {
				return s.errAt(at, fmt.Sprintf("lists and mappings nest more than %d deep", MaxDepth), fmt.Sprintf("at most %d levels of lists and mappings inside one another", MaxDepth))
			}
			s.maxDepth = max(s.maxDepth, s.depth+s.contLevels+s.contDepth)
		case c == ']' || c == '}':
			s.contDepth = max(0, s.contDepth-1)
		}
	}
	s.i = at
	return nil
}

// afterScalar returns where what follows a scalar ending before data[at]
// begins, and whether the scalar is a key: after a key's colon, the key's
// value (counted here when it is on a later line or missing).
func (s *boundsScanner) afterScalar(at int) (int, bool) {
	at = s.spaces(at)
	if at == len(s.data) || s.data[at] != ':' {
		return at, false
	}
	at++
	next := s.spaces(at)
	if next == len(s.data) || s.data[next] == '\n' || s.data[next] == '#' {
		// The value is on the next lines, or missing (null): count it
		// now, so that a missing one is counted too.
		s.values++
	}
	return at, true
}

// closesOnLine reports whether quoted text opened at data[at] closes on
// the same line.
func (s *boundsScanner) closesOnLine(at int) bool {
	q := s.data[at]
	for at++; at < len(s.data) && s.data[at] != '\n'; at++ {
		switch c := s.data[at]; {
		case c == '\\' && q == '"':
			at++
		case c == q && q == '\'' && at+1 < len(s.data) && s.data[at+1] == '\'':
			at++
		case c == q:
			return true
		}
	}
	return false
}

// quoted skips quoted text from its opening quote at data[at], over as many
// lines as it spans, and returns the offset after its closing quote (the
// document's length when it never closes).
func (s *boundsScanner) quoted(at int) int {
	q := s.data[at]
	at++
	for at < len(s.data) {
		switch c := s.data[at]; {
		case c == '\n':
			s.newline(at)
		case c == '\\' && q == '"':
			if at+1 < len(s.data) && s.data[at+1] == '\n' {
				s.newline(at + 1)
			}
			at++
		case c == q:
			if q == '\'' && at+1 < len(s.data) && s.data[at+1] == '\'' {
				at++
				break
			}
			return at + 1
		}
		at++
	}
	return min(at, len(s.data)) // a backslash may end the document
}

// blockScalar skips a block scalar (| or >) from its indicator at data[at]:
// its header line and every following line that is blank or indented
// further than the collection it is a value in.
func (s *boundsScanner) blockScalar(at int) {
	parent := -1
	if s.depth > 0 {
		parent = s.stack[s.depth-1].col
	}
	s.newline(s.endOfLine(at))
	for s.i < len(s.data) {
		j := s.i
		for j < len(s.data) && s.data[j] == ' ' {
			j++
		}
		if j < len(s.data) && s.data[j] != '\n' && s.data[j] != '\r' && j-s.bol <= parent {
			return
		}
		if j == len(s.data) {
			s.i = j
			return
		}
		s.newline(s.endOfLine(j))
	}
}

// flow reads a flow collection from its opening bracket at data[i], over as
// many lines as it spans, and leaves i after its closing bracket.
func (s *boundsScanner) flow() error {
	// Where the scan stands: at the start of an entry, at the start of a
	// value after a colon (both open quoted text with a quote), or
	// within or after a scalar.
	const (
		inScalar = iota
		entryStart
		valueStart
	)
	base := s.flows
	state := entryStart
	for s.i < len(s.data) {
		at := s.i
		c := s.data[at]
		switch {
		case c == '\n':
			s.newline(at)
			continue
		case isSpace(c):
			s.i++
			continue
		case c == '#' && (at == s.bol || isSpace(s.data[at-1])):
			s.i = s.endOfLine(at)
			continue
		case c == '[' || c == '{':
			if state == entryStart {
				if err := s.entryIn(at); err != nil {
					return err
				}
			}
			if err := s.push(at, boundsEntry{flow: true, seq: c == '['}); err != nil {
				return err
			}
			s.i++
			state = entryStart
			continue
		case c == ']' || c == '}':
			s.closePair()
			if s.depth > 0 && s.stack[s.depth-1].flow {
				s.pop()
			}
			s.i++
			if s.flows == base {
				return nil
			}
			state = inScalar
			continue
		case c == ',':
			s.closePair()
			s.i++
			state = entryStart
			continue
		case c == ':':
			// A value indicator (any colon, which can only count too
			// many): in a list, a key: value pair is a mapping of its
			// own, one level deeper.
			if top := s.stack[s.depth-1]; top.flow && top.seq && !top.pair {
				if err := s.push(at, boundsEntry{flow: true, pair: true, entries: 1}); err != nil {
					return err
				}
				s.flows-- // no bracket ends it, but a comma or the list's end
			}
			if top := s.stack[s.depth-1]; top.seq || top.pair {
				s.values++ // the value, or the null in its place
			}
			s.i++
			state = valueStart
			continue
		}
		// A scalar (or the ? of a key), quoted or plain.
		if state == entryStart {
			if err := s.entryIn(at); err != nil {
				return err
			}
			if top := s.stack[s.depth-1]; !top.seq && !top.pair {
				s.values++ // a key's value, or the null in its place
			}
		}
		if state != inScalar {
			if err := s.value(at); err != nil {
				return err
			}
		}
		if state != inScalar && (c == '"' || c == '\'') {
			s.i = s.quoted(at)
		} else {
			for s.i < len(s.data) && !isFlowEnd(s.data, s.i) {
				s.i++
			}
		}
		state = inScalar
	}
	return nil
}

// isFlowEnd reports whether data[at] ends a plain scalar in a flow
// collection.
func isFlowEnd(data []byte, at int) bool {
	switch c := data[at]; c {
	case '\n', ',', '[', ']', '{', '}', ':':
		return true
	case '#':
		return isSpace(data[at-1])
	}
	return isSpace(data[at])
}

// entryIn counts an entry of the innermost flow collection beginning at
// data[at] (nothing when a key: value pair in a list is open, whose entry
// was counted at its key).
func (s *boundsScanner) entryIn(at int) error {
	if s.depth > 0 && s.stack[s.depth-1].pair {
		return nil
	}
	return s.entry(at)
}

// closePair ends a key: value pair open in a flow list.
func (s *boundsScanner) closePair() {
	if s.depth > 0 && s.stack[s.depth-1].pair {
		s.depth--
	}
}
