package input

import (
	"unicode"
	"unicode/utf8"
)

// parseSimple reads a document written in the plain subset of YAML that
// board-state, resolve and catalog files are written in, and gives the same
// values, positions included, as goccy/go-yaml would. It reports false for
// anything outside that subset, or anything it is not sure goccy/go-yaml
// reads the same way (or accepts at all); the caller then parses the
// document with goccy/go-yaml, so every error message stays its own.
// goccy/go-yaml builds a token stream and a tree of large nodes for a file
// of a few hundred bytes; this reads the same file for a few percent of the
// cost, which is most of the time `lockup score` spends in its own code.
//
// The subset:
//   - lines end with \n; no tabs, carriage returns or other control
//     characters; valid UTF-8;
//   - comments: whole lines, or after a value and at least one space;
//   - the top of the document is a block mapping at column 1 (or there is no
//     content at all);
//   - block mappings of `key: value` lines, the value on the same line or a
//     block mapping or list indented further on the next lines; block lists
//     of `- value` lines, whose value may be a mapping begun on the same line;
//   - flow mappings {k: v, ...} and lists [a, ...] on a single line;
//   - keys: plain text beginning with a letter, or quoted text, of letters,
//     digits, spaces, _, - and ' only;
//   - values: quoted text without escapes, whole numbers in decimal, true and
//     false, and plain text beginning with a letter;
//   - no key twice in a mapping.
//
// Empty values (null), anchors, aliases, tags, block scalars, documents
// markers and multi-line scalars are all outside it.
func parseSimple(data []byte) (*value, bool) {
	text, ascii := simpleText(data)
	if !text {
		return nil, false
	}
	// One copy of the document holds the text of every key and scalar.
	p := simpleParser{data: string(data), ascii: ascii, line: 1, pending: make([]pair, 0, 32), pendingItems: make([]*value, 0, 16)}
	p.skipToContent()
	switch {
	case p.indent < 0:
		return &value{kind: nullValue}, true
	case p.indent > 0 || data[p.i] == '-':
		return nil, false
	}
	v, ok := p.blockMapping(0)
	if !ok || p.indent >= 0 {
		return nil, false
	}
	return v, true
}

// simpleText reports whether data holds nothing but printable UTF-8 text and
// newlines, and whether that text is all ASCII.
func simpleText(data []byte) (text, ascii bool) {
	ascii = true
	for _, b := range data {
		switch {
		case b >= 0x20 && b < 0x7f, b == '\n':
		case b < 0x20 || b == 0x7f:
			return false, false
		default:
			ascii = false
		}
	}
	return ascii || utf8.Valid(data), ascii
}

// maxSimpleDepth bounds the nesting of flow collections the quick parser
// reads; deeper documents go to goccy/go-yaml.
const maxSimpleDepth = 32

// simpleParser is the state of parseSimple: a position in the document,
// and the memory the values are carved from.
type simpleParser struct {
	data  string
	ascii bool // data is all ASCII: a column is a byte offset
	i     int  // the next byte
	line  int  // the line of data[i], from 1
	bol   int  // where that line begins
	// indent is the indentation of the line data[i] is on, set by
	// skipToContent: -1 at the end of the document.
	indent int
	depth  int // flow collections open
	// Values, and the pairs and items of collections, are allocated in
	// blocks; a collection's pairs or items are gathered on a stack
	// (pending, pendingItems) until it ends, then copied into a block.
	values       []value
	pairs        []pair
	items        []*value
	pending      []pair
	pendingItems []*value
}

// newValue returns a new value of the given kind at data[at] on the current
// line.
func (p *simpleParser) newValue(kind valueKind, at int) *value {
	if len(p.values) == 0 {
		p.values = make([]value, 64)
	}
	v := &p.values[0]
	p.values = p.values[1:]
	v.kind, v.line, v.col = kind, p.line, p.column(at)
	return v
}

// keepPairs moves the pairs pending from start into a block and returns
// them.
func (p *simpleParser) keepPairs(start int) []pair {
	n := len(p.pending) - start
	if len(p.pairs) < n {
		p.pairs = make([]pair, max(64, n))
	}
	out := p.pairs[:n:n]
	p.pairs = p.pairs[n:]
	copy(out, p.pending[start:])
	p.pending = p.pending[:start]
	return out
}

// keepItems moves the items pending from start into a block and returns
// them.
func (p *simpleParser) keepItems(start int) []*value {
	n := len(p.pendingItems) - start
	if len(p.items) < n {
		p.items = make([]*value, max(64, n))
	}
	out := p.items[:n:n]
	p.items = p.items[n:]
	copy(out, p.pendingItems[start:])
	p.pendingItems = p.pendingItems[:start]
	return out
}

// pendingKey reports whether a pair pending from start has the given key.
func (p *simpleParser) pendingKey(start int, key string) bool {
	for _, q := range p.pending[start:] {
		if q.key.text == key {
			return true
		}
	}
	return false
}

// column returns the column of data[at] on the current line, from 1,
// counted in characters as goccy/go-yaml counts them.
func (p *simpleParser) column(at int) int {
	if p.ascii {
		return 1 + at - p.bol
	}
	return 1 + utf8.RuneCountInString(p.data[p.bol:at])
}

// nextLine moves to the start of the line after data[at], a newline or the
// end of the document.
func (p *simpleParser) nextLine(at int) {
	if at >= len(p.data) {
		p.i = len(p.data)
		return
	}
	p.i, p.bol = at+1, at+1
	p.line++
}

// skipToContent moves from the start of a line to the first character of
// the next line that holds more than spaces and a comment, and sets indent
// to its indentation (-1 at the end of the document).
func (p *simpleParser) skipToContent() {
	for {
		j := p.i
		for j < len(p.data) && p.data[j] == ' ' {
			j++
		}
		if j == len(p.data) {
			p.i, p.indent = j, -1
			return
		}
		switch p.data[j] {
		case '\n':
			p.nextLine(j)
		case '#':
			p.nextLine(p.endOfText(j))
		default:
			p.i, p.indent = j, j-p.bol
			return
		}
	}
}

// endOfText returns the offset of the newline ending the line data[at] is
// on, or the document's length.
func (p *simpleParser) endOfText(at int) int {
	for at < len(p.data) && p.data[at] != '\n' {
		at++
	}
	return at
}

// spacesFrom returns the offset of the first byte from at that is not a
// space.
func (p *simpleParser) spacesFrom(at int) int {
	for at < len(p.data) && p.data[at] == ' ' {
		at++
	}
	return at
}

// endLine checks that nothing but spaces and a comment follows a value,
// moves to the next line with content and sets indent. goccy/go-yaml places
// a plain scalar followed by spaces and the end of its line oddly, so such
// lines are left to it.
func (p *simpleParser) endLine(plain bool) bool {
	j := p.spacesFrom(p.i)
	switch {
	case j == len(p.data) || p.data[j] == '\n':
		if plain && j > p.i {
			return false
		}
		p.nextLine(j)
	case p.data[j] == '#' && j > p.i:
		p.nextLine(p.endOfText(j))
	default:
		return false
	}
	p.skipToContent()
	return true
}

// blockMapping reads a block mapping whose keys are at the given
// indentation, from the first key at data[i]. It stops at the first line
// indented less, with indent set to that line's.
func (p *simpleParser) blockMapping(indent int) (*value, bool) {
	var m *value
	start := len(p.pending)
	for {
		key, ok := p.key()
		if !ok || p.i >= len(p.data) || p.data[p.i] != ':' {
			return nil, false
		}
		if m == nil {
			// goccy/go-yaml places a block mapping at its first colon.
			m = p.newValue(mappingValue, p.i)
		}
		p.i++
		if p.i < len(p.data) && p.data[p.i] != ' ' && p.data[p.i] != '\n' {
			return nil, false
		}
		if p.pendingKey(start, key.text) {
			return nil, false // goccy/go-yaml refuses it
		}
		val, ok := p.blockValue(indent)
		if !ok {
			return nil, false
		}
		p.pending = append(p.pending, pair{key: key, val: val})
		switch {
		case p.indent < indent:
			m.pairs = p.keepPairs(start)
			return m, true
		case p.indent > indent:
			return nil, false
		}
	}
}

// blockValue reads the value after the colon of a key at the given
// indentation: on the same line, or a block indented further on the next.
func (p *simpleParser) blockValue(indent int) (*value, bool) {
	j := p.spacesFrom(p.i)
	if j == len(p.data) || p.data[j] == '\n' || (p.data[j] == '#' && j > p.i) {
		p.nextLine(p.endOfText(j))
		p.skipToContent()
		if p.indent <= indent {
			return nil, false // an empty value
		}
		if p.data[p.i] == '-' {
			return p.blockSequence(p.indent)
		}
		return p.blockMapping(p.indent)
	}
	p.i = j
	v, plain, ok := p.inlineValue()
	if !ok || !p.endLine(plain) {
		return nil, false
	}
	return v, true
}

// blockSequence reads a block list whose dashes are at the given
// indentation, from the first dash at data[i].
func (p *simpleParser) blockSequence(indent int) (*value, bool) {
	s := p.newValue(sequenceValue, p.i)
	first := len(p.pendingItems)
	for {
		p.i++ // the dash
		if p.i >= len(p.data) || p.data[p.i] != ' ' {
			return nil, false
		}
		start := p.spacesFrom(p.i)
		if start == len(p.data) {
			return nil, false
		}
		switch p.data[start] {
		case '\n', '#', '-':
			return nil, false // an empty item, or a list in a list
		}
		p.i = start
		item, plain, ok := p.inlineValue()
		if !ok {
			return nil, false
		}
		if p.i < len(p.data) && p.data[p.i] == ':' && (item.kind == stringValue || item.kind == intValue || item.kind == boolValue) {
			// A mapping begun on the dash's line: read it again as one.
			p.i = start
			item, ok = p.blockMapping(start - p.bol)
		} else {
			ok = p.endLine(plain)
		}
		if !ok {
			return nil, false
		}
		p.pendingItems = append(p.pendingItems, item)
		switch {
		case p.indent < indent:
			s.items = p.keepItems(first)
			return s, true
		case p.indent > indent || p.data[p.i] != '-':
			return nil, false
		}
	}
}

// inlineValue reads a value on the current line: a flow collection, quoted
// text or a plain scalar (plain is then true).
func (p *simpleParser) inlineValue() (v *value, plain, ok bool) {
	switch p.data[p.i] {
	case '{', '[':
		v, ok = p.flow()
	case '"', '\'':
		v, ok = p.quoted(false)
	default:
		v, ok = p.plain(false)
		plain = true
	}
	return v, plain, ok
}

// flow reads a flow mapping or list on the current line, from its opening
// bracket.
func (p *simpleParser) flow() (*value, bool) {
	if p.depth >= maxSimpleDepth {
		return nil, false
	}
	p.depth++
	defer func() { p.depth-- }()
	open := p.data[p.i]
	kind, closing := mappingValue, byte('}')
	if open == '[' {
		kind, closing = sequenceValue, ']'
	}
	v := p.newValue(kind, p.i)
	p.i = p.spacesFrom(p.i + 1)
	if p.i < len(p.data) && p.data[p.i] == closing {
		p.i++
		return v, true
	}
	start, startItems := len(p.pending), len(p.pendingItems)
	for {
		if p.i >= len(p.data) {
			return nil, false
		}
		var key *value
		if kind == mappingValue {
			var ok bool
			if key, ok = p.key(); !ok || p.i+1 >= len(p.data) || p.data[p.i] != ':' || p.data[p.i+1] != ' ' {
				return nil, false
			}
			if p.pendingKey(start, key.text) {
				return nil, false
			}
			p.i = p.spacesFrom(p.i + 1)
		}
		item, ok := p.flowItem()
		if !ok {
			return nil, false
		}
		if kind == mappingValue {
			p.pending = append(p.pending, pair{key: key, val: item})
		} else {
			p.pendingItems = append(p.pendingItems, item)
		}
		p.i = p.spacesFrom(p.i)
		if p.i >= len(p.data) {
			return nil, false
		}
		switch p.data[p.i] {
		case closing:
			p.i++
			if kind == mappingValue {
				v.pairs = p.keepPairs(start)
			} else {
				v.items = p.keepItems(startItems)
			}
			return v, true
		case ',':
			p.i = p.spacesFrom(p.i + 1)
			if p.i < len(p.data) && (p.data[p.i] == closing || p.data[p.i] == ',') {
				return nil, false
			}
		default:
			return nil, false
		}
	}
}

// flowItem reads a value inside a flow collection.
func (p *simpleParser) flowItem() (*value, bool) {
	if p.i >= len(p.data) {
		return nil, false
	}
	switch p.data[p.i] {
	case '{', '[':
		return p.flow()
	case '"', '\'':
		return p.quoted(false)
	}
	return p.plain(true)
}

// key reads a key: plain text beginning with a letter, or quoted text, of
// letters, digits, spaces, _, - and ' alone, which goccy/go-yaml reads as
// text and names in its paths unquoted.
func (p *simpleParser) key() (*value, bool) {
	if p.i >= len(p.data) {
		return nil, false
	}
	if c := p.data[p.i]; c == '"' || c == '\'' {
		return p.quoted(true)
	}
	start := p.i
	if r, _ := utf8.DecodeRuneInString(p.data[p.i:]); !unicode.IsLetter(r) {
		return nil, false
	}
	for p.i < len(p.data) {
		c := p.data[p.i]
		if c == ':' {
			break
		}
		n, ok := p.keyChar(c)
		if !ok {
			return nil, false
		}
		p.i += n
	}
	if p.data[p.i-1] == ' ' {
		return nil, false
	}
	text := p.data[start:p.i]
	if kind, _ := plainKind(text); kind != stringValue {
		return nil, false
	}
	v := p.newValue(stringValue, start)
	v.text = text
	return v, true
}

// keyChar reports whether the character at data[i], whose first byte is c,
// may be part of a key, and its length.
func (p *simpleParser) keyChar(c byte) (int, bool) {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == ' ', c == '_', c == '-', c == '\'':
		return 1, true
	case c >= 0x80:
		r, n := utf8.DecodeRuneInString(p.data[p.i:])
		return n, unicode.IsLetter(r)
	}
	return 0, false
}

// quoted reads quoted text without escapes on one line: in double quotes
// without a backslash, or in single quotes without a doubled quote. A key
// holds only the characters keyChar allows.
func (p *simpleParser) quoted(isKey bool) (*value, bool) {
	q := p.data[p.i]
	start := p.i
	p.i++
	for {
		if p.i >= len(p.data) {
			return nil, false
		}
		c := p.data[p.i]
		if c == q {
			break
		}
		switch {
		case c == '\n', c == '\\':
			return nil, false
		case isKey:
			n, ok := p.keyChar(c)
			if !ok || c == '\'' {
				return nil, false
			}
			p.i += n
		case c >= 0x80:
			r, n := utf8.DecodeRuneInString(p.data[p.i:])
			if !unicode.IsPrint(r) {
				return nil, false
			}
			p.i += n
		default:
			p.i++
		}
	}
	text := p.data[start+1 : p.i]
	p.i++ // the closing quote
	if q == '\'' && p.i < len(p.data) && p.data[p.i] == '\'' {
		return nil, false // a doubled quote
	}
	if isKey && text == "" {
		return nil, false
	}
	v := p.newValue(stringValue, start)
	v.text = text
	return v, true
}

// plain reads a plain scalar on the current line: a whole number, true or
// false, or text beginning with a letter and made of letters, digits, inner
// spaces, _, -, . and '. In a flow collection it ends at a comma or a
// closing bracket.
func (p *simpleParser) plain(inFlow bool) (*value, bool) {
	start := p.i
	r, _ := utf8.DecodeRuneInString(p.data[p.i:])
	switch {
	case unicode.IsLetter(r), r >= '0' && r <= '9':
	case r == '-' && p.i+1 < len(p.data) && p.data[p.i+1] >= '0' && p.data[p.i+1] <= '9':
	default:
		return nil, false
	}
scan:
	for p.i < len(p.data) {
		c := p.data[p.i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '_', c == '-', c == '.', c == '\'':
			p.i++
		case c == ' ':
			j := p.spacesFrom(p.i)
			if j == len(p.data) {
				break scan
			}
			switch d := p.data[j]; {
			case d == '\n', d == '#':
				break scan
			case d == ':', inFlow && (d == ',' || d == ']' || d == '}'):
				return nil, false
			}
			p.i = j
		case c == '\n', inFlow && (c == ',' || c == ']' || c == '}'):
			break scan
		case c == ':':
			// A colon ends a key only when a space or the line's end
			// follows; otherwise it would be part of the text.
			if p.i+1 < len(p.data) && p.data[p.i+1] != ' ' && p.data[p.i+1] != '\n' {
				return nil, false
			}
			break scan
		case c >= 0x80:
			r, n := utf8.DecodeRuneInString(p.data[p.i:])
			if !unicode.IsLetter(r) {
				return nil, false
			}
			p.i += n
		default:
			return nil, false
		}
	}
	text := p.data[start:p.i]
	kind, ok := plainKind(text)
	if !ok {
		return nil, false
	}
	v := p.newValue(kind, start)
	v.text = text
	switch kind {
	case boolValue:
		v.bool = text[0] == 't' || text[0] == 'T'
	case intValue:
		v.form, v.num = intUnsigned, 0
		digits := text
		if text[0] == '-' {
			v.form, digits = intSigned, text[1:]
		}
		for i := 0; i < len(digits); i++ {
			v.num = v.num*10 + uint64(digits[i]-'0')
		}
		if v.form == intSigned {
			v.num = uint64(-int64(v.num))
		}
	}
	return v, true
}

// plainKind says how goccy/go-yaml types a plain scalar: text beginning with
// a letter is text unless it is true or false; otherwise it must be a
// decimal whole number of at most 18 digits without a leading zero. Anything
// else (null, numbers written otherwise) is left to goccy/go-yaml (ok
// false).
func plainKind(text string) (valueKind, bool) {
	switch text {
	case "true", "True", "TRUE", "false", "False", "FALSE":
		return boolValue, true
	case "null", "Null", "NULL":
		return nullValue, false
	}
	c := text[0]
	if c != '-' && (c < '0' || c > '9') {
		return stringValue, true
	}
	digits := text
	if c == '-' {
		digits = text[1:]
	}
	if len(digits) == 0 || len(digits) > 18 || digits[0] == '0' && (len(digits) > 1 || c == '-') {
		return intValue, false
	}
	for i := 0; i < len(digits); i++ {
		if digits[i] < '0' || digits[i] > '9' {
			return intValue, false
		}
	}
	return intValue, true
}
