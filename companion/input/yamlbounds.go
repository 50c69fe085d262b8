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

// level is one collection open at a point of the scan: a block collection
// whose lines (or entries) begin at col, or a flow collection.
type level struct {
	col     int  // block: the column (a byte offset) its entries begin at
	seq     bool // a list (block: its lines begin with a dash)
	pair    bool // flow: a key: value pair inside a flow list
	entries int  // keys or items so far
}

// Where the scan stands in a flow collection: at the start of an entry,
// at the start of a value after a colon, or within or after a scalar.
const (
	inScalar = iota
	entryStart
	valueStart
)

// boundsScanner counts, on the raw bytes of a document, how deep its
// collections nest, how many values it holds and how many entries each
// collection has. It does not read YAML as a parser does: where a parser
// could read the bytes more than one way, it counts the larger, so that it
// never counts fewer than a parser finds (FuzzCheckBounds compares with
// goccy/go-yaml's tree), and for the files lockup writes about as many:
//   - every line, whatever it is inside (a flow collection, quoted text
//     over lines, a block scalar), is placed by its indentation among the
//     block collections open, as a collection's entry or one level deeper;
//   - a dash with nothing after it takes the next line, at any column, as
//     a collection inside its item;
//   - a bracket opening a flow collection is a level until its closing
//     bracket, but a closing bracket after quoted text that did not close
//     on its line is not taken off, in case the text goes on;
//   - brackets, quotes and colons in a comment, in quoted text closed on
//     its line and in a block scalar's lines are text.
//
// It allocates nothing.
type boundsScanner struct {
	data   []byte
	name   string
	i      int // the next byte
	line   int // the line of data[i], from 1
	bol    int // where that line begins
	values int
	// block and flow are the collections open, the flow ones inside the
	// block ones; the depth is nblock+nflow.
	block         [MaxDepth]level
	flow          [MaxDepth]level
	nblock, nflow int
	state         int  // in a flow collection: inScalar, entryStart or valueStart
	openItem      bool // the line before ended with a dash and nothing after it
	unclosedQuote bool // in a flow collection, quoted text did not close on its line
	textCol       int  // the lines indented further are a block scalar's text; -1: none
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

// deeper checks that one more collection opened at data[at] stays within
// MaxDepth.
func (s *boundsScanner) deeper(at int) error {
	if s.nblock+s.nflow == MaxDepth {
		return s.errAt(at, fmt.Sprintf("lists and mappings nest more than %d deep", MaxDepth), fmt.Sprintf("at most %d levels of lists and mappings inside one another", MaxDepth))
	}
	s.maxDepth = max(s.maxDepth, s.nblock+s.nflow+1)
	s.maxEntries = max(s.maxEntries, 1)
	return nil
}

// pushBlock opens a block collection at data[at], which is also a value.
func (s *boundsScanner) pushBlock(at int, l level) error {
	if err := s.deeper(at); err != nil {
		return err
	}
	s.block[s.nblock] = l
	s.nblock++
	return s.value(at)
}

// pushFlow opens a flow collection (or a key: value pair in a flow list)
// at data[at], which is also a value.
func (s *boundsScanner) pushFlow(at int, l level) error {
	if err := s.deeper(at); err != nil {
		return err
	}
	s.flow[s.nflow] = l
	s.nflow++
	return s.value(at)
}

// entry counts an entry of collection l, beginning at data[at].
func (s *boundsScanner) entry(at int, l *level) error {
	l.entries++
	s.maxEntries = max(s.maxEntries, l.entries)
	if l.entries > MaxKeys {
		what := "mapping has more than %d keys"
		if l.seq {
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
	if n := bytes.IndexByte(s.data[at:], '\n'); n >= 0 {
		return at + n
	}
	return len(s.data)
}

// lineEnds reports whether nothing but spaces or a comment follows
// data[at] on its line.
func (s *boundsScanner) lineEnds(at int) bool {
	next := s.spaces(at)
	return next == len(s.data) || s.data[next] == '\n' || s.data[next] == '#'
}

// scan reads the document line by line.
func (s *boundsScanner) scan() error {
	s.textCol = -1
	for s.i < len(s.data) {
		at := s.spaces(s.i)
		if at == len(s.data) {
			return nil
		}
		if s.data[at] == '\n' {
			s.newline(at)
			continue
		}
		// The column is the spaces before the line's content: a tab is
		// never indentation.
		col := 0
		for s.data[s.bol+col] == ' ' {
			col++
		}
		if s.textCol >= 0 && col > s.textCol {
			// A line of a block scalar's text: placed, not read.
			if err := s.blockLine(at, col); err != nil {
				return err
			}
			s.newline(s.endOfLine(at))
			continue
		}
		s.textCol = -1
		if s.data[at] == '#' {
			s.newline(s.endOfLine(at))
			continue
		}
		if col == 0 && s.nflow == 0 && (hasPrefixAt(s.data, at, "---") || hasPrefixAt(s.data, at, "...")) && (at+3 == len(s.data) || isSpace(s.data[at+3]) || s.data[at+3] == '\n') {
			// A document marker closes every block collection.
			s.nblock, s.openItem = 0, false
			if s.lineEnds(at + 3) {
				s.newline(s.endOfLine(at))
				continue
			}
			at = s.spaces(at + 3)
			col = at - s.bol
		}
		if err := s.blockLine(at, col); err != nil {
			return err
		}
		if s.nflow > 0 {
			// A line in a flow collection may begin an entry of it.
			s.state = entryStart
		}
		if err := s.content(at); err != nil {
			return err
		}
	}
	return nil
}

func hasPrefixAt(data []byte, at int, prefix string) bool {
	return len(data)-at >= len(prefix) && string(data[at:at+len(prefix)]) == prefix
}

// blockLine places a line whose first content is at data[at], column col,
// among the block collections open: an entry of one, or a collection one
// level inside.
func (s *boundsScanner) blockLine(at, col int) error {
	dash := s.data[at] == '-' && s.isDash(at) // (a ? begins a mapping's key)
	if err := s.placeLine(at, col, dash); err != nil {
		return err
	}
	// A parser may take the line for an entry of any collection of its
	// kind open at its column, not only the innermost: counted in each.
	for i := range s.nblock - 1 {
		if l := &s.block[i]; l.col == col && l.seq == dash {
			if err := s.entry(at, l); err != nil {
				return err
			}
		}
	}
	return nil
}

// placeLine counts the line at data[at] as an entry of the innermost block
// collection, or opens one for it.
func (s *boundsScanner) placeLine(at, col int, dash bool) error {
	if s.data[at] == ':' && (at+1 == len(s.data) || isSpace(s.data[at+1]) || s.data[at+1] == '\n') {
		// A line beginning with a value's colon may go on with what is
		// before it, at any column: a collection inside it.
		s.openItem = false
		return s.pushBlock(at, level{col: col, entries: 1})
	}
	if s.openItem {
		// The line after a dash with nothing after it may be the dash's
		// item, at any column: a collection inside it (or, a dash at the
		// list's column, the list's next item).
		s.openItem = false
		if top := &s.block[max(s.nblock-1, 0)]; s.nblock > 0 && top.col == col && top.seq && dash {
			return s.entry(at, top)
		}
		return s.pushBlock(at, level{col: col, seq: dash, entries: 1})
	}
	for s.nblock > 0 {
		// A list's dashes may stand at its mapping key's column; a line
		// at that column without a dash ends the list.
		if top := s.block[s.nblock-1]; top.col > col || (top.col == col && top.seq && !dash) {
			s.nblock--
			continue
		}
		break
	}
	if top := &s.block[max(s.nblock-1, 0)]; s.nblock > 0 && top.col == col && top.seq == dash {
		return s.entry(at, top)
	}
	return s.pushBlock(at, level{col: col, seq: dash, entries: 1})
}

// isDash reports whether data[at] is a dash beginning a list item (or the
// ? of an explicit key).
func (s *boundsScanner) isDash(at int) bool {
	if s.data[at] != '-' && s.data[at] != '?' {
		return false
	}
	return at+1 == len(s.data) || isSpace(s.data[at+1]) || s.data[at+1] == '\n'
}

// content reads a line from its first content at data[at] to its end:
// dashes, keys, values, flow collections.
func (s *boundsScanner) content(at int) error {
	first := at
	start := true        // a token may begin here (after an indicator)
	keyCol := at - s.bol // the column of the last token begun
	for at < len(s.data) {
		c := s.data[at]
		switch {
		case c == '\n':
			s.newline(at)
			return nil
		case isSpace(c):
			at++
			continue
		case c == '#' && (at == first || isSpace(s.data[at-1])):
			s.newline(s.endOfLine(at))
			return nil
		case s.nflow > 0:
			var err error
			if at, err = s.flowToken(at); err != nil {
				return err
			}
			start = false
			continue
		case start && s.isDash(at):
			if c == '?' {
				s.values++ // an explicit key's value, or the null in its place
			}
			if at != first {
				// A list begun on a dash's line: a collection of its own,
				// one level inside.
				if err := s.pushBlock(at, level{col: at - s.bol, seq: true, entries: 1}); err != nil {
					return err
				}
			}
			if s.lineEnds(at + 1) {
				s.values++ // the item is on the next lines, or missing (null)
				s.openItem = true
			}
			at++
			continue
		case start && (c == '[' || c == '{'):
			keyCol = at - s.bol
			s.state = entryStart
			if err := s.pushFlow(at, level{seq: c == '['}); err != nil {
				return err
			}
			at++
			start = false
			continue
		case start && (c == '"' || c == '\'') && s.closesOnLine(at) > 0:
			if err := s.value(at); err != nil {
				return err
			}
			keyCol, at, start = at-s.bol, s.closesOnLine(at), false
			continue
		case start && (c == '|' || c == '>') && s.blockScalar(at):
			if s.nblock > 0 {
				s.textCol = s.block[s.nblock-1].col
			}
			s.newline(s.endOfLine(at))
			return s.value(at)
		case c == ':' && (at+1 == len(s.data) || isSpace(s.data[at+1]) || s.data[at+1] == '\n'):
			// A key's colon. A key on a dash's line begins a mapping of
			// its own, whose keys line up with it.
			if s.nblock == 0 || s.block[s.nblock-1].col != keyCol {
				if err := s.pushBlock(at, level{col: keyCol, entries: 1}); err != nil {
					return err
				}
			}
			if s.lineEnds(at + 1) {
				s.values++ // the value is on the next lines, or missing (null)
			}
			at++
			start = true
			continue
		}
		// Plain text (anchors, tags and aliases among it).
		if start {
			if err := s.value(at); err != nil {
				return err
			}
			keyCol, start = at-s.bol, false
		}
		at++
	}
	s.i = at
	return nil
}

// blockScalar reports whether the | or > at data[at] begins a block
// scalar: only indicators of chomping and indentation, then spaces or a
// comment, follow it on its line.
func (s *boundsScanner) blockScalar(at int) bool {
	at++
	for at < len(s.data) && (s.data[at] == '+' || s.data[at] == '-' || (s.data[at] >= '0' && s.data[at] <= '9')) {
		at++
	}
	return at == len(s.data) || s.data[at] == '\n' || (isSpace(s.data[at]) && s.lineEnds(at))
}

// closesOnLine returns the offset after the closing quote of quoted text
// opened at data[at], when it closes on the same line; 0 when it does not.
func (s *boundsScanner) closesOnLine(at int) int {
	q := s.data[at]
	for at++; at < len(s.data) && s.data[at] != '\n'; at++ {
		switch c := s.data[at]; {
		case c == '\\' && q == '"':
			at++
		case c == q && q == '\'' && at+1 < len(s.data) && s.data[at+1] == '\'':
			at++
		case c == q:
			return at + 1
		}
	}
	return 0
}

// flowToken reads one token of a flow collection at data[at] and returns
// where what follows begins.
func (s *boundsScanner) flowToken(at int) (int, error) {
	c := s.data[at]
	switch {
	case c == '[' || c == '{':
		if s.state == entryStart {
			if err := s.flowEntry(at); err != nil {
				return 0, err
			}
		}
		s.state = entryStart
		return at + 1, s.pushFlow(at, level{seq: c == '['})
	case c == ']' && (s.flow[s.nflow-1].seq || s.flow[s.nflow-1].pair) || c == '}' && !s.flow[s.nflow-1].seq && !s.flow[s.nflow-1].pair:
		// (A bracket that closes no collection open is read as text.)
		s.closePair()
		if !s.unclosedQuote {
			s.nflow--
		}
		s.state = inScalar
		return at + 1, nil
	case c == ',':
		s.closePair()
		s.state = entryStart
		return at + 1, nil
	case c == ':':
		// A value indicator (any colon, which can only count too many):
		// in a list, a key: value pair is a mapping of its own, one level
		// deeper.
		if top := s.flow[s.nflow-1]; top.seq && !top.pair {
			if err := s.pushFlow(at, level{pair: true, entries: 1}); err != nil {
				return 0, err
			}
		}
		if top := s.flow[s.nflow-1]; top.seq || top.pair {
			s.values++ // the value, or the null in its place
		}
		s.state = valueStart
		return at + 1, nil
	case (c == '"' || c == '\'') && s.unclosedQuote:
		s.unclosedQuote = false // perhaps the end of the quoted text
		return at + 1, nil
	}
	// A scalar (or the ? of a key), quoted or plain.
	if s.state == entryStart {
		if err := s.flowEntry(at); err != nil {
			return 0, err
		}
		if top := s.flow[s.nflow-1]; !top.seq && !top.pair {
			s.values++ // a key's value, or the null in its place
		}
	}
	if s.state != inScalar {
		if err := s.value(at); err != nil {
			return 0, err
		}
		if c == '"' || c == '\'' {
			s.state = inScalar
			if end := s.closesOnLine(at); end > 0 {
				return end, nil
			}
			s.unclosedQuote = true // read it as plain text, and watch the brackets
		}
	}
	s.state = inScalar
	for at++; at < len(s.data) && !isFlowEnd(s.data, at); at++ {
	}
	return at, nil
}

// isFlowEnd reports whether data[at] ends a plain scalar in a flow
// collection.
func isFlowEnd(data []byte, at int) bool {
	switch c := data[at]; c {
	case '\n', ',', '[', ']', '{', '}', ':', '"', '\'':
		return true
	case '#':
		return isSpace(data[at-1])
	}
	return isSpace(data[at])
}

// flowEntry counts an entry of the innermost flow collection beginning at
// data[at] (nothing when a key: value pair in a list is open, whose entry
// was counted at its key).
func (s *boundsScanner) flowEntry(at int) error {
	if top := &s.flow[s.nflow-1]; !top.pair {
		return s.entry(at, top)
	}
	return nil
}

// closePair ends a key: value pair open in a flow list.
func (s *boundsScanner) closePair() {
	if s.nflow > 0 && s.flow[s.nflow-1].pair {
		s.nflow--
	}
}
