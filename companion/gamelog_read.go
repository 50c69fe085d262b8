package companion

import (
	"bytes"
	"encoding"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Reading the entry lines of a game file. A line as lockup writes it is
// read in one pass: cutPlain cuts it into its keys and values, and
// decodeFields puts each value straight into its field. Any other line,
// and any line refused, is read as any JSON object (cutAny, then one
// json.Decoder for the payload), which says exactly what is wrong with it.
// Both read a line to the same entry: FuzzParseEntry checks them against
// the reader as it was before the plain way.

// envelopeKeys are the keys every entry line has besides its payload.
var envelopeKeys = []string{"v", "seq", "kind", "round", "phase", "h"}

// entryReader reads the entry lines of one game file, keeping what it can
// use again from one line to the next.
type entryReader struct {
	name    string
	members []member
	// dec decodes payloads (and values fieldTable leaves to it), one after
	// the other, from feed; fed counts the bytes fed to it. A decoder that
	// refused a value is dropped.
	dec  *json.Decoder
	feed payloadFeed
	fed  int64
}

// payloadFeed is what the entry reader's decoder reads: the value being
// decoded.
type payloadFeed struct{ b []byte }

// Read hands out the value, then io.EOF.
func (f *payloadFeed) Read(p []byte) (int, error) {
	if len(f.b) == 0 {
		return 0, io.EOF
	}
	n := copy(p, f.b)
	f.b = f.b[n:]
	return n, nil
}

// decode decodes one JSON value into v, refusing keys its type does not
// have, as a json.Decoder of its own would: one decoder reads every value
// of the file, which spares a decoder and its buffer per line.
func (r *entryReader) decode(value []byte, v any) error {
	if r.dec == nil {
		r.feed, r.fed = payloadFeed{}, 0
		r.dec = json.NewDecoder(&r.feed)
		r.dec.DisallowUnknownFields()
	}
	if bytes.IndexByte(value, '{') >= 0 {
		if err := strictKeys(reflect.TypeOf(v), value); err != nil {
			r.dec = nil
			return err
		}
	}
	r.feed.b = value
	r.fed += int64(len(value))
	err := r.dec.Decode(v)
	if err == nil && (len(r.feed.b) > 0 || r.dec.InputOffset() != r.fed) {
		err = errors.New("the value is followed by more")
	}
	if err != nil {
		r.dec = nil
	}
	return err
}

// errNotPlain stops reading a line as a plain one: it is read again as any
// JSON object.
var errNotPlain = errors.New("not a plain line")

// parseEntry reads one entry line.
func (r *entryReader) parseEntry(lineNo int, raw []byte) (Entry, error) {
	line := trimLine(raw)
	var c entryLine
	var ok bool
	if c, r.members, ok = cutPlain(line, r.members[:0]); ok {
		if e, err := r.entry(c, lineNo); err == nil {
			return e, nil
		}
	}
	c, err := cutAny(r.name, lineNo, line)
	if err != nil {
		return Entry{}, err
	}
	// Read as any JSON object, where encoding/json would let the last of
	// two keys win: refused (and so is a key in another case, by decode).
	if err := strictKeys(nil, line); err != nil {
		return Entry{}, badLine(r.name, lineNo, "%s", err)
	}
	r.dec = nil // a decoder of its own, as before
	return r.entry(c, lineNo)
}

// entryLine is an entry line cut in two: the JSON values of its envelope
// keys as the line writes them (nil when a key is missing), and its
// payload: either the payload's keys and values as a plain line writes
// them (members), or the object of the payload's keys in the order of
// their names, as json.Marshal writes a map.
type entryLine struct {
	v, seq, kind, round, phase []byte
	// h is the line's hash member's value; hashed is set when the line ends
	// with a hash member as lockup writes it (cutHash).
	h       []byte
	hashed  bool
	members []member
	payload []byte
}

// badLine is a line lockup never writes, in a file named so.
func badLine(name string, lineNo int, format string, args ...any) error {
	return &LogError{File: name, Line: lineNo, Err: ErrCorruptLog, Detail: fmt.Sprintf(format, args...) + "; lockup never writes such a line, so the file was changed by something else: fix or remove that line, or restore a copy"}
}

// cutAny cuts any line holding a JSON object, or says why it cannot.
func cutAny(name string, lineNo int, line []byte) (entryLine, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil || fields == nil {
		if err == nil {
			return entryLine{}, badLine(name, lineNo, "the line is not a JSON object")
		}
		return entryLine{}, badLine(name, lineNo, "the line is not valid JSON (%s)", jsonProblem(err))
	}
	c := entryLine{v: fields["v"], seq: fields["seq"], kind: fields["kind"], round: fields["round"], phase: fields["phase"], h: fields["h"]}
	for _, k := range envelopeKeys {
		delete(fields, k)
	}
	rest, err := json.Marshal(fields)
	if err != nil {
		return entryLine{}, badLine(name, lineNo, "%s", err)
	}
	c.payload = rest
	if c.h != nil {
		_, _, c.hashed = cutHash(line)
	}
	return c, nil
}

// member is one key of a JSON object and its value, as written.
type member struct{ key, value []byte }

// cutPlain cuts a line written as lockup writes them (plainObject),
// appending the payload's members to members, which it returns; false when
// the line is not such a line (it may still be a line to read, or to
// refuse: cutAny decides). The values are not checked here: reading the
// entry reads each one, and refuses a payload key written twice
// (decodeFields); cutPlain refuses an envelope key written twice.
func cutPlain(line []byte, members []member) (entryLine, []member, bool) {
	var c entryLine
	start := len(members)
	members, ok := plainObject(line, members)
	if !ok {
		return c, members, false
	}
	payload := members[:start]
	for _, m := range members[start:] {
		var env *[]byte
		switch string(m.key) {
		case "v":
			env = &c.v
		case "seq":
			env = &c.seq
		case "kind":
			env = &c.kind
		case "round":
			env = &c.round
		case "phase":
			env = &c.phase
		case "h":
			env = &c.h
		default:
			payload = append(payload, m)
			continue
		}
		if *env != nil {
			return c, payload, false // a key twice
		}
		*env = m.value
	}
	c.members = payload[start:]
	if c.h != nil {
		_, _, c.hashed = cutHash(line)
	}
	return c, payload, true
}

// plainObject cuts a JSON object as lockup writes them: no white space
// between tokens, keys of printable ASCII without escapes. It appends the
// object's members to members and returns them; false when the object is
// not written so. Only the object's own tokens are checked: a member's
// value is checked when it is read, and a key written twice is refused by
// who reads the members (cutPlain, decodeFields), as lockup writes each
// key once.
func plainObject(obj []byte, members []member) ([]member, bool) {
	if len(obj) < 2 || obj[0] != '{' || obj[len(obj)-1] != '}' {
		return members, false
	}
	if len(obj) == 2 {
		return members, true
	}
	for i := 1; ; {
		key, next, ok := plainKey(obj, i)
		if !ok {
			return members, false
		}
		end, ok := valueEnd(obj, next)
		if !ok {
			return members, false
		}
		members = append(members, member{key, obj[next:end]})
		if obj[end] == '}' {
			return members, end == len(obj)-1
		}
		i = end + 1 // past the comma
	}
}

// plainKey reads the key starting at obj[i] and its colon: a quoted
// string of printable ASCII without escapes. It returns the key and where
// its value starts.
func plainKey(obj []byte, i int) ([]byte, int, bool) {
	if i >= len(obj) || obj[i] != '"' {
		return nil, 0, false
	}
	j := i + 1
	for j < len(obj) && plainByte[obj[j]] {
		j++
	}
	if j+1 >= len(obj) || obj[j] != '"' || obj[j+1] != ':' {
		return nil, 0, false
	}
	return obj[i+1 : j], j + 2, true
}

// plainByte marks the bytes of a plain string's text (plainString):
// printable ASCII but the quote and the backslash.
var plainByte = func() (t [256]bool) {
	for b := 0x20; b <= 0x7e; b++ {
		t[b] = b != '"' && b != '\\'
	}
	return t
}()

// valueEnd returns where the value starting at obj[i] ends: at the comma
// or closing brace of the object after it. It follows strings and nesting
// only; the value itself is checked when it is read. False for an empty
// value, white space between tokens, or an object that ends first.
func valueEnd(obj []byte, i int) (int, bool) {
	depth := 0
	for k := i; k < len(obj); k++ {
		switch obj[k] {
		case '"':
			// Past the string, to its closing quote.
			for k++; k < len(obj) && obj[k] != '"'; k++ {
				if obj[k] == '\\' {
					k++
				}
			}
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				return k, k > i && obj[k] == '}'
			}
			depth--
		case ',':
			if depth == 0 {
				return k, k > i
			}
		case ' ', '\t', '\n', '\r':
			return 0, false
		}
	}
	return 0, false
}

// entry reads the entry: its envelope, then its payload, which must hold
// the keys of its kind only, then checks it (Entry.check) and the keys of
// its version (checkEntryVersion).
func (r *entryReader) entry(c entryLine, lineNo int) (Entry, error) {
	name := r.name
	if c.v == nil {
		return Entry{}, badLine(name, lineNo, "the entry has no version (\"v\")")
	}
	v, err := jsonInt(c.v)
	if err != nil || v < 1 {
		return Entry{}, &LogError{File: name, Line: lineNo, Err: ErrUnknownLogVersion, Detail: fmt.Sprintf("entry version %s; this lockup reads versions 1 to %d", c.v, LogVersion)}
	}
	if v > LogVersion {
		return Entry{}, &LogError{File: name, Line: lineNo, Err: ErrNewerLogVersion, Detail: fmt.Sprintf("entry version %d; this lockup reads up to version %d: update lockup to open this game", v, LogVersion)}
	}
	switch {
	case c.h != nil && v < hashVersion:
		return Entry{}, badLine(name, lineNo, "a version %d entry carries a hash (\"h\"), which came with version %d", v, hashVersion)
	case c.h == nil && v >= hashVersion:
		return Entry{}, badLine(name, lineNo, "the entry has no hash (\"h\")")
	case c.h != nil && !c.hashed:
		return Entry{}, badLine(name, lineNo, "the hash (\"h\") must be the line's last key, 12 hex digits from 0 to 9 and a to f")
	}
	var e Entry
	if v < LogVersion {
		e.Version = v // an entry of today's version keeps 0 (Entry.Version)
	}
	var kindName, phaseName string
	kindAt, phaseAt := -1, -1 // their places in kindNames and phaseSlugs
	for _, k := range [...]struct {
		key string
		raw []byte
	}{{"seq", c.seq}, {"kind", c.kind}, {"round", c.round}, {"phase", c.phase}} {
		if k.raw == nil {
			return Entry{}, badLine(name, lineNo, "the entry has no %q", k.key)
		}
		switch k.key {
		case "seq":
			e.Seq, err = jsonInt(k.raw)
		case "kind":
			kindName, kindAt, err = jsonString(k.raw, kindNames)
		case "round":
			e.Round, err = jsonInt(k.raw)
		case "phase":
			phaseName, phaseAt, err = jsonString(k.raw, phaseSlugs[:])
		}
		if err != nil {
			return Entry{}, badLine(name, lineNo, "%q cannot be read (%s)", k.key, jsonProblem(err))
		}
	}
	// The names at place 0 are NoEntryKind's and NoPhase's ("").
	kind, ok := EntryKind(kindAt), kindAt > int(NoEntryKind)
	if kindAt < 0 {
		kind, ok = parseEntryKind(kindName)
	}
	if !ok {
		return Entry{}, badLine(name, lineNo, "%q is not a kind of entry", kindName)
	}
	e.Phase, ok = Phase(phaseAt), phaseAt > int(NoPhase)
	if phaseAt < 0 {
		e.Phase, ok = parsePhase(phaseName)
	}
	if !ok {
		return Entry{}, badLine(name, lineNo, "%q is not a phase", phaseName)
	}
	spec, _ := kind.spec()
	payload := spec.new()
	if c.payload == nil {
		if !r.decodeFields(payloadTables()[kind], reflect.ValueOf(payload).Elem(), c.members) {
			return Entry{}, errNotPlain
		}
	} else if err := r.decode(c.payload, payload); err != nil {
		return Entry{}, badLine(name, lineNo, "the %s entry cannot be read (%s)", kind, jsonProblem(err))
	}
	if b, ok := payload.(binder); ok {
		if err := b.bind(); err != nil {
			return Entry{}, badLine(name, lineNo, "the %s entry cannot be read (%s)", kind, err)
		}
	}
	e.Payload = payload
	if err := e.check(); err != nil {
		return Entry{}, badLine(name, lineNo, "%s", err)
	}
	if err := checkEntryVersion(v, e); err != nil {
		return Entry{}, badLine(name, lineNo, "entry version %d: %s", v, err)
	}
	return e, nil
}

// fieldTable says how the values of a plain object (plainObject) go into
// the fields of a struct type, as json.Decoder puts them, for the values
// lockup writes: each key is a field's JSON name exactly (json.Decoder
// would also take other cases), each value plain (see fieldKind). What
// the table cannot decode so, it leaves to json.Decoder: a value of a type
// it does not know, or, by returning false, the whole line.
type fieldTable struct {
	fields []fieldDecoder
}

// fieldDecoder is one field of a fieldTable.
type fieldDecoder struct {
	name  string
	index int
	kind  fieldKind
	// typ is the pointed-to type of a fieldUnmarshaler; table is the table
	// of a fieldStruct.
	typ   reflect.Type
	table *fieldTable
}

// fieldKind is how a fieldTable decodes a field's value.
type fieldKind int

const (
	// fieldOther: json.Decoder decodes the value into the field.
	fieldOther fieldKind = iota
	// fieldString, fieldInt, fieldBool, fieldIntPointer, fieldStrings: a
	// plain string (printable ASCII, no escapes), an integer of up to 18
	// digits, true or false, an integer into a new int, an array of plain
	// strings.
	fieldString
	fieldInt
	fieldBool
	fieldIntPointer
	fieldStrings
	// fieldText: a plain string, given to the field's UnmarshalText.
	fieldText
	// fieldUnmarshaler: a pointer to a new value whose UnmarshalJSON
	// reads the value (valid JSON, not null).
	fieldUnmarshaler
	// fieldStruct: a plain object, whose fields table decodes.
	fieldStruct
)

var fieldKindNames = [...]string{"other", "string", "int", "bool", "int pointer", "strings", "text", "unmarshaler", "struct"}

// String names the kind.
func (k fieldKind) String() string {
	if k < 0 || int(k) >= len(fieldKindNames) {
		return "no field kind"
	}
	return fieldKindNames[k]
}

var (
	jsonUnmarshalerType = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// payloadTables returns the fieldTables of the payload types, by entry
// kind. They are built the first time a game file is read, not when the
// program starts: most commands read no game file.
var payloadTables = sync.OnceValue(func() *[len(kinds)]*fieldTable {
	var out [len(kinds)]*fieldTable
	for k := EntrySetup; int(k) < len(kinds); k++ {
		out[k] = newFieldTable(reflect.TypeOf(kinds[k].new()).Elem())
	}
	return &out
})

// newFieldTable returns the table of a struct type, or nil when its fields
// are not the plain fields a table knows (embedded fields, the ",string"
// option, two fields of one name, more than 64 fields).
func newFieldTable(t reflect.Type) *fieldTable {
	if t.NumField() > 64 {
		return nil // decodeFields keeps one bit per field
	}
	tab := &fieldTable{}
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous {
			return nil
		}
		if !f.IsExported() {
			continue
		}
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" && opts == "" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if strings.TrimFunc(name, func(r rune) bool { return r == '_' || r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)) }) != "" {
			return nil // a name json.Decoder may read otherwise
		}
		if slices.Contains(strings.Split(opts, ","), "string") {
			return nil // a number or boolean written as a string
		}
		for _, g := range tab.fields {
			if strings.EqualFold(g.name, name) {
				return nil
			}
		}
		d := fieldDecoder{name: name, index: i, kind: fieldOther}
		ft := f.Type
		ptr := reflect.PointerTo(ft)
		switch {
		case ft.Kind() == reflect.Pointer && ft.Implements(jsonUnmarshalerType):
			d.kind, d.typ = fieldUnmarshaler, ft.Elem()
		case ptr.Implements(jsonUnmarshalerType):
		case ptr.Implements(textUnmarshalerType):
			d.kind = fieldText
		case ft.Kind() == reflect.String:
			d.kind = fieldString
		case ft.Kind() == reflect.Int:
			d.kind = fieldInt
		case ft.Kind() == reflect.Bool:
			d.kind = fieldBool
		case ft == reflect.TypeFor[*int]():
			d.kind = fieldIntPointer
		case ft == reflect.TypeFor[[]string]():
			d.kind = fieldStrings
		case ft.Kind() == reflect.Struct:
			if d.table = newFieldTable(ft); d.table != nil {
				d.kind = fieldStruct
			}
		}
		tab.fields = append(tab.fields, d)
	}
	return tab
}

// decodeFields decodes the members of a plain object into v, a struct of
// table's type: true when every member was a field's and decoded, as
// json.Decoder (refusing unknown keys) would have decoded it.
func (r *entryReader) decodeFields(table *fieldTable, v reflect.Value, members []member) bool {
	if table == nil {
		return false
	}
	var seen uint64 // the fields decoded, one bit each (newFieldTable)
next:
	for _, m := range members {
		for i := range table.fields {
			if d := &table.fields[i]; string(m.key) == d.name {
				if seen&(1<<i) != 0 || !r.decodeField(d, v.Field(d.index), m.value) {
					return false // a key twice, or a value to leave to json.Decoder
				}
				seen |= 1 << i
				continue next
			}
		}
		return false
	}
	return true
}

// decodeField decodes a value into a field: plain values itself, any
// other value (and any value its type's plain way refuses) with the
// reader's json.Decoder, into the zero field.
func (r *entryReader) decodeField(d *fieldDecoder, f reflect.Value, value []byte) bool {
	if r.decodePlain(d, f, value) {
		return true
	}
	f.SetZero()
	return r.decode(value, f.Addr().Interface()) == nil
}

func (r *entryReader) decodePlain(d *fieldDecoder, f reflect.Value, value []byte) bool {
	switch d.kind {
	case fieldString:
		s, ok := plainString(value)
		if ok {
			f.SetString(string(s))
		}
		return ok
	case fieldInt:
		n, ok := plainInt(value)
		if ok {
			f.SetInt(int64(n))
		}
		return ok
	case fieldBool:
		switch string(value) {
		case "true":
			f.SetBool(true)
		case "false":
			f.SetBool(false)
		default:
			return false
		}
		return true
	case fieldIntPointer:
		n, ok := plainInt(value)
		if ok {
			f.Set(reflect.ValueOf(&n))
		}
		return ok
	case fieldStrings:
		return decodeStrings(f, value)
	case fieldText:
		s, ok := plainString(value)
		return ok && f.Addr().Interface().(encoding.TextUnmarshaler).UnmarshalText(s) == nil
	case fieldUnmarshaler:
		// json.Decoder checks the whole value before UnmarshalJSON sees it;
		// a key written twice is left to it (and refused there).
		if string(value) == "null" || !plainStrings(value) && !json.Valid(value) || strictKeys(nil, value) != nil {
			return false
		}
		p := reflect.New(d.typ)
		if p.Interface().(json.Unmarshaler).UnmarshalJSON(value) != nil {
			return false
		}
		f.Set(p)
		return true
	case fieldStruct:
		var store [8]member
		members, ok := plainObject(value, store[:0])
		return ok && r.decodeFields(d.table, f, members)
	}
	return false
}

// plainStrings reports whether a value is a plain object (plainObject)
// of plain strings, as lockup writes printed card values: valid JSON, told
// without json.Valid.
func plainStrings(value []byte) bool {
	var store [8]member
	members, ok := plainObject(value, store[:0])
	for _, m := range members {
		if _, plain := plainString(m.value); !plain {
			return false
		}
	}
	return ok
}

// decodeStrings decodes an array of plain strings into a []string field;
// an empty array makes an empty slice, not nil, as json.Decoder does.
func decodeStrings(f reflect.Value, value []byte) bool {
	if len(value) < 2 || value[0] != '[' || value[len(value)-1] != ']' {
		return false
	}
	value = value[1 : len(value)-1]
	out := []string{}
	if len(value) > 0 {
		// A plain string holds no quote: a string holding a comma is cut
		// into parts that are not plain strings.
		out = make([]string, 0, bytes.Count(value, []byte{','})+1)
		for part := range bytes.SplitSeq(value, []byte{','}) {
			s, ok := plainString(part)
			if !ok {
				return false
			}
			out = append(out, string(s))
		}
	}
	f.Set(reflect.ValueOf(out))
	return true
}

// plainInt reads a JSON integer of up to 18 digits.
func plainInt(raw []byte) (int, bool) {
	neg := len(raw) > 0 && raw[0] == '-'
	if neg {
		raw = raw[1:]
	}
	n := len(raw)
	if n == 0 || n > 18 || (raw[0] == '0' && n > 1) {
		return 0, false
	}
	v := 0
	for _, b := range raw {
		if b < '0' || b > '9' {
			return 0, false
		}
		v = v*10 + int(b-'0')
	}
	if neg {
		v = -v
	}
	return v, true
}

// plainString returns the text of a JSON string of printable ASCII
// without escapes.
func plainString(raw []byte) ([]byte, bool) {
	n := len(raw)
	if n < 2 || raw[0] != '"' || raw[n-1] != '"' {
		return nil, false
	}
	s := raw[1 : n-1]
	for _, b := range s {
		if !plainByte[b] {
			return nil, false
		}
	}
	return s, true
}

// jsonInt reads a JSON value as an int as json.Unmarshal does, reading
// plain integers without it.
func jsonInt(raw []byte) (int, error) {
	if n, ok := plainInt(raw); ok {
		return n, nil
	}
	return jsonValue[int](raw)
}

// jsonString reads a JSON value as a string as json.Unmarshal does,
// reading plain strings without it; a plain string among words is returned
// as that word, with its place in words (-1 for any other string).
func jsonString(raw []byte, words []string) (string, int, error) {
	s, ok := plainString(raw)
	if !ok {
		v, err := jsonValue[string](raw)
		return v, -1, err
	}
	for i, w := range words {
		if string(s) == w {
			return w, i, nil
		}
	}
	return string(s), -1, nil
}

func jsonValue[T any](raw []byte) (T, error) {
	var v T
	err := json.Unmarshal(raw, &v)
	return v, err
}
