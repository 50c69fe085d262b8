package gamelog

import (
	"bytes"
	"encoding"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	"github.com/lockup-companion/lockup/companion"
)

// Reading the lines of a game file with github.com/go-json-experiment/json
// (the design of encoding/json v2). Unlike encoding/json, it refuses a key
// written twice anywhere in a line (where encoding/json lets the last one
// win) and matches each key to its field's name exactly (where
// encoding/json takes "Crew" for crew): a game line lockup wrote has
// neither, so the reader refuses both, and says so (jsonProblem).

// lineOptions read a whole line: its keys once each (the library's
// default), and invalid UTF-8 in a string read as U+FFFD, as encoding/json
// has always read it.
var lineOptions = jsontext.AllowInvalidUTF8(true)

// envelopeOptions read the envelope of a line as lockup writes it
// (readWhole): its five keys are checked one by one, so the decoder need
// not track them.
var envelopeOptions = jsonv2.JoinOptions(lineOptions, jsontext.AllowDuplicateNames(true))

// readOptions read a payload or a header: lineOptions, and no key its type
// does not have.
var readOptions = jsonv2.JoinOptions(lineOptions, jsonv2.RejectUnknownMembers(true))

// entryReader reads the entry lines of one game file.
type entryReader struct {
	name string
	// line holds the line being read; its values keep their room from one
	// line to the next.
	line entryLine
	text []byte // the text of a string being read (readString)
	// src, dec and obj are readWhole's: the line's bytes, the decoder of
	// its envelope, the object of its payload's keys.
	src bytes.Buffer
	dec *jsontext.Decoder
	obj []byte
}

// entryLine is an entry line cut in two: the JSON values of its envelope
// keys as the line writes them (empty when a key is missing), and its
// payload: the object of every other key.
type entryLine struct {
	V       jsontext.Value `json:"v"`
	Seq     jsontext.Value `json:"seq"`
	Kind    jsontext.Value `json:"kind"`
	Round   jsontext.Value `json:"round"`
	Phase   jsontext.Value `json:"phase"`
	H       jsontext.Value `json:"h"`
	Payload jsontext.Value `json:",embed"`
}

// badLine is a line lockup never writes, in a file named so.
func badLine(name string, lineNo int, format string, args ...any) error {
	return &LogError{File: name, Line: lineNo, Err: ErrCorruptLog, Detail: fmt.Sprintf(format, args...) + "; lockup never writes such a line, so the file was changed by something else: fix or remove that line, or restore a copy"}
}

// parseEntry reads one entry line: its envelope, then its payload, which
// must hold the keys of its kind only, then checks it (Entry.Check) and the
// keys of its version (Entry.CheckVersion).
//
// A line as lockup writes it is read in one pass (readWhole); any other,
// or one that pass cannot read, is read again in two (readInTwo), whose
// errors are the ones a player sees.
func (r *entryReader) parseEntry(lineNo int, raw []byte) (companion.Entry, error) {
	line := trimLine(raw)
	if e, ok := r.readWhole(line); ok {
		return e, nil
	}
	return r.readInTwo(lineNo, line)
}

// readInTwo reads a line in two passes of the library: its envelope, with
// the payload's keys gathered in an object (entryLine), then that object.
func (r *entryReader) readInTwo(lineNo int, line []byte) (companion.Entry, error) {
	name := r.name
	c := &r.line
	for _, v := range []*jsontext.Value{&c.V, &c.Seq, &c.Kind, &c.Round, &c.Phase, &c.H, &c.Payload} {
		*v = (*v)[:0]
	}
	if err := jsonv2.Unmarshal(line, c, lineOptions); err != nil {
		var se *jsontext.SyntacticError
		switch {
		case errors.As(err, &se) && errors.Is(se.Err, jsontext.ErrDuplicateName):
			return companion.Entry{}, badLine(name, lineNo, "%s", jsonProblem(err))
		case errors.As(err, &se):
			return companion.Entry{}, badLine(name, lineNo, "the line is not valid JSON (%s)", jsonProblem(err))
		}
		return companion.Entry{}, badLine(name, lineNo, "the line is not a JSON object")
	}
	if jsontext.Value(line).Kind() != '{' {
		return companion.Entry{}, badLine(name, lineNo, "the line is not a JSON object") // null
	}
	if len(c.V) == 0 {
		return companion.Entry{}, badLine(name, lineNo, "the entry has no version (\"v\")")
	}
	v, err := readInt(c.V)
	if err != nil || v < 1 {
		return companion.Entry{}, &LogError{File: name, Line: lineNo, Err: ErrUnknownLogVersion, Detail: fmt.Sprintf("entry version %s; this lockup reads versions 1 to %d", c.V, companion.LogVersion)}
	}
	if v > companion.LogVersion {
		return companion.Entry{}, &LogError{File: name, Line: lineNo, Err: ErrNewerLogVersion, Detail: fmt.Sprintf("entry version %d; this lockup reads up to version %d: update lockup to open this game", v, companion.LogVersion)}
	}
	hasHash, hashed := len(c.H) > 0, false
	if hasHash {
		_, _, hashed = cutHash(line)
	}
	switch {
	case hasHash && v < hashVersion:
		return companion.Entry{}, badLine(name, lineNo, "a version %d entry carries a hash (\"h\"), which came with version %d", v, hashVersion)
	case !hasHash && v >= hashVersion:
		return companion.Entry{}, badLine(name, lineNo, "the entry has no hash (\"h\")")
	case hasHash && !hashed:
		return companion.Entry{}, badLine(name, lineNo, "the hash (\"h\") must be the line's last key, 12 hex digits from 0 to 9 and a to f")
	}
	var e companion.Entry
	if v < companion.LogVersion {
		e.Version = v // an entry of today's version keeps 0 (Entry.Version)
	}
	for _, k := range [...]struct {
		key string
		raw jsontext.Value
	}{{"seq", c.Seq}, {"kind", c.Kind}, {"round", c.Round}, {"phase", c.Phase}} {
		if len(k.raw) == 0 {
			return companion.Entry{}, badLine(name, lineNo, "the entry has no %q", k.key)
		}
	}
	cannot := func(key string, err error) error {
		return badLine(name, lineNo, "%q cannot be read (%s)", key, jsonProblem(err))
	}
	if e.Seq, err = readInt(c.Seq); err != nil {
		return companion.Entry{}, cannot("seq", err)
	}
	text, err := r.readString(c.Kind)
	if err != nil {
		return companion.Entry{}, cannot("kind", err)
	}
	kind, kindOK := companion.ParseEntryKind(string(text))
	kindName := ""
	if !kindOK {
		kindName = string(text)
	}
	if e.Round, err = readInt(c.Round); err != nil {
		return companion.Entry{}, cannot("round", err)
	}
	if text, err = r.readString(c.Phase); err != nil {
		return companion.Entry{}, cannot("phase", err)
	}
	if !kindOK {
		return companion.Entry{}, badLine(name, lineNo, "%q is not a kind of entry", kindName)
	}
	var ok bool
	if e.Phase, ok = companion.ParsePhase(string(text)); !ok {
		return companion.Entry{}, badLine(name, lineNo, "%q is not a phase", text)
	}
	payload := kind.NewPayload()
	if len(c.Payload) > 0 {
		if err := jsonv2.Unmarshal(c.Payload, payload, readOptions); err != nil {
			return companion.Entry{}, badLine(name, lineNo, "the %s entry cannot be read (%s)", kind, jsonProblem(err))
		}
	}
	if err := companion.BindPayload(payload); err != nil {
		return companion.Entry{}, badLine(name, lineNo, "the %s entry cannot be read (%s)", kind, err)
	}
	e.Payload = payload
	if err := e.Check(); err != nil {
		return companion.Entry{}, badLine(name, lineNo, "%s", err)
	}
	if err := e.CheckVersion(v); err != nil {
		return companion.Entry{}, badLine(name, lineNo, "entry version %d: %s", v, err)
	}
	return e, nil
}

// readWhole reads a line as lockup writes it: its envelope first, the
// keys "v", "seq", "kind", "round" and "phase" in that order, read as raw
// values by the library's decoder (jsontext); then the payload, the object of every key after them
// but the hash, read by the library into the payload's type (keys once
// each, matched exactly, none its type does not have). It returns false
// whenever the line or its entry is not what lockup writes, leaving
// readInTwo to say what is wrong; so an entry it returns is the one
// readInTwo would.
//
// Only the payload is read by reflection, into its own type: no type is
// made for a whole line, and the envelope costs a few raw values.
func (r *entryReader) readWhole(line []byte) (companion.Entry, bool) {
	body, _, hashed := cutHash(line)
	r.src.Reset()
	r.src.Write(body)
	if r.dec == nil {
		r.dec = jsontext.NewDecoder(&r.src, envelopeOptions)
	} else {
		r.dec.Reset(&r.src, envelopeOptions)
	}
	d := r.dec
	if tok, err := d.ReadToken(); err != nil || tok.Kind() != '{' {
		return companion.Entry{}, false
	}
	// Each key and value as the line writes it: a key or a string with an
	// escape is left to readInTwo.
	var ints [5]int
	var kind companion.EntryKind
	var phase companion.Phase
	for i, key := range [...]string{`"v"`, `"seq"`, `"kind"`, `"round"`, `"phase"`} {
		if name, err := d.ReadValue(); err != nil || string(name) != key {
			return companion.Entry{}, false
		}
		value, err := d.ReadValue()
		if err != nil {
			return companion.Entry{}, false
		}
		ok := true
		switch i {
		case 2, 4:
			text, plain := plainString(value)
			if i == 2 {
				kind, ok = companion.ParseEntryKind(string(text))
			} else {
				phase, ok = companion.ParsePhase(string(text))
			}
			ok = ok && plain
		default:
			ints[i], err = strconv.Atoi(string(value))
			ok = err == nil
		}
		if !ok {
			return companion.Entry{}, false
		}
	}
	v, seq, round := ints[0], ints[1], ints[3]
	if v < 1 || v > companion.LogVersion || hashed != (v >= hashVersion) {
		return companion.Entry{}, false
	}
	// The payload's keys: what follows the envelope, up to the hash (the
	// line's closing brace when it has none).
	rest := body[d.InputOffset():]
	if !hashed {
		var closed bool
		if rest, closed = bytes.CutSuffix(rest, []byte{'}'}); !closed {
			return companion.Entry{}, false
		}
	}
	payload := kind.NewPayload()
	if len(rest) > 0 {
		if rest[0] != ',' {
			return companion.Entry{}, false
		}
		r.obj = append(append(append(r.obj[:0], '{'), rest[1:]...), '}')
		if jsonv2.Unmarshal(r.obj, payload, readOptions) != nil {
			return companion.Entry{}, false
		}
	}
	if companion.BindPayload(payload) != nil {
		return companion.Entry{}, false
	}
	e := companion.Entry{Seq: seq, Round: round, Phase: phase, Payload: payload}
	if v < companion.LogVersion {
		e.Version = v // an entry of today's version keeps 0 (Entry.Version)
	}
	if e.Check() != nil || e.CheckVersion(v) != nil {
		return companion.Entry{}, false
	}
	return e, true
}

// plainString returns the text of a JSON string value written without
// escapes; false for any other value.
func plainString(v jsontext.Value) ([]byte, bool) {
	if len(v) < 2 || v[0] != '"' || bytes.IndexByte(v, '\\') >= 0 {
		return nil, false
	}
	return v[1 : len(v)-1], true
}

// readInt reads a JSON value (a valid one) as an int: strconv reads a
// whole number, the JSON library anything else, and says what is wrong.
func readInt(raw jsontext.Value) (int, error) {
	if n, err := strconv.Atoi(string(raw)); err == nil {
		return n, nil
	}
	var n int
	err := jsonv2.Unmarshal(raw, &n, lineOptions)
	return n, err
}

// readString reads a JSON value (a valid one) as a string, into the
// reader's room: jsontext unquotes a string, the JSON library reads
// anything else, and says what is wrong.
func (r *entryReader) readString(raw jsontext.Value) ([]byte, error) {
	var err error
	if r.text, err = jsontext.AppendUnquote(r.text[:0], raw); err == nil {
		return r.text, nil
	}
	var s string
	err = jsonv2.Unmarshal(raw, &s, lineOptions)
	r.text = append(r.text[:0], s...)
	return r.text, err
}

// jsonProblem words a reading error for players. A key written twice, and
// a key in another case than its field's, are said as such; an unknown key
// and an error of a type's own UnmarshalJSON or UnmarshalText read as
// encoding/json wrote them; anything else is the library's message.
func jsonProblem(err error) string {
	var syn *jsontext.SyntacticError
	if errors.As(err, &syn) && errors.Is(syn.Err, jsontext.ErrDuplicateName) {
		return fmt.Sprintf("the key %q is written twice", syn.JSONPointer.LastToken())
	}
	var sem *jsonv2.SemanticError
	if errors.As(err, &sem) {
		switch {
		case errors.Is(sem.Err, jsonv2.ErrUnknownName):
			key := sem.JSONPointer.LastToken()
			if field := foldedField(sem.GoType, key); field != "" {
				return fmt.Sprintf("the key %q must be written %q", key, field)
			}
			return fmt.Sprintf("unknown field %q", key)
		case ownUnmarshal(sem):
			return jsonProblem(sem.Err) // the type's own words
		}
	}
	s := err.Error()
	for _, prefix := range []string{"json: ", "jsontext: "} {
		s = strings.TrimPrefix(s, prefix)
	}
	// The library words its messages "cannot ..." or "unable to ...",
	// chosen afresh in each process; a player sees one wording.
	if rest, ok := strings.CutPrefix(s, "unable to "); ok {
		s = "cannot " + rest
	}
	return s
}

var (
	jsonUnmarshalerType = reflect.TypeFor[jsonv2.Unmarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// ownUnmarshal reports whether the error was made by the UnmarshalJSON or
// UnmarshalText of the type it names, which encoding/json gave as they
// are: UnmarshalText sees strings only, and the library refuses any other
// value itself.
func ownUnmarshal(e *jsonv2.SemanticError) bool {
	t := e.GoType
	if e.Err == nil || t == nil {
		return false
	}
	if t.Kind() != reflect.Pointer {
		t = reflect.PointerTo(t)
	}
	return t.Implements(jsonUnmarshalerType) || t.Implements(textUnmarshalerType) && e.JSONKind == '"'
}

// foldedField returns the JSON name of the field of struct type t (or of
// the struct t points to) that key names in another case; "" if none.
func foldedField(t reflect.Type, key string) string {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() != reflect.Struct {
		return ""
	}
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" || !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if strings.EqualFold(name, key) {
			return name
		}
	}
	return ""
}
