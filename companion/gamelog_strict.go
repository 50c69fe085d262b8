package companion

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"sync"
)

// Strict keys. encoding/json lets the last of two equal keys of an object
// win, and puts a key into the struct field whose name it matches in any
// case ("Crew" into crew). A game line lockup wrote has neither, so the
// reader refuses both: strictKeys runs wherever the reader hands JSON to
// encoding/json (a line that is not plain, a value of a plain line that
// is not plain, a header), never on the plain way, which matches names
// exactly and refuses a key written twice itself.

// maxKeyDepth is how deep strictKeys follows objects and arrays: far
// deeper than any game line, shallow enough for the stack.
const maxKeyDepth = 64

// strictKeys checks the keys of the JSON value b, to be decoded into a
// value of type t (nil: any): no object holds a key twice, and a key of a
// struct is its field's name exactly. It leaves anything else wrong (bad
// JSON, an unknown key) to encoding/json, which says what.
func strictKeys(t reflect.Type, b []byte) error {
	k := keyWalk{b: b}
	k.value(t, 0)
	return k.err
}

// keyWalk walks one JSON value; err is the first problem found. It stops
// quietly at anything that is not JSON.
type keyWalk struct {
	b   []byte
	i   int
	err error
	bad bool // not JSON: left to encoding/json
}

func (k *keyWalk) space() {
	for k.i < len(k.b) {
		switch k.b[k.i] {
		case ' ', '\t', '\n', '\r':
			k.i++
		default:
			return
		}
	}
}

// value walks the value at k.i, to go into a value of type t.
func (k *keyWalk) value(t reflect.Type, depth int) {
	k.space()
	if k.i >= len(k.b) || k.err != nil || k.bad {
		k.bad = true
		return
	}
	if depth > maxKeyDepth {
		k.err = fmt.Errorf("values nested more than %d deep", maxKeyDepth)
		return
	}
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t != nil && (reflect.PointerTo(t).Implements(jsonUnmarshalerType) || t.Kind() == reflect.Interface) {
		t = nil // read by its own code: keys are checked for twins only
	}
	switch k.b[k.i] {
	case '{':
		k.object(t, depth)
	case '[':
		k.i++
		var elem reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		k.space()
		if k.i < len(k.b) && k.b[k.i] == ']' {
			k.i++
			return
		}
		for !k.bad && k.err == nil {
			k.value(elem, depth+1)
			k.space()
			if k.i >= len(k.b) {
				k.bad = true
				return
			}
			if k.b[k.i] == ']' {
				k.i++
				return
			}
			if k.b[k.i] != ',' {
				k.bad = true
				return
			}
			k.i++
		}
	case '"':
		k.str()
	default:
		// A number, true, false or null: up to the next delimiter.
		for k.i < len(k.b) && !strings.ContainsRune(",]} \t\n\r", rune(k.b[k.i])) {
			k.i++
		}
	}
}

// str skips the string at k.i and returns its text as written, and
// whether it holds escapes.
func (k *keyWalk) str() ([]byte, bool) {
	start := k.i + 1
	escaped := false
	for k.i++; k.i < len(k.b); k.i++ {
		switch k.b[k.i] {
		case '\\':
			escaped = true
			k.i++
		case '"':
			k.i++
			return k.b[start : k.i-1], escaped
		}
	}
	k.bad = true
	return nil, false
}

// object walks the object at k.i.
func (k *keyWalk) object(t reflect.Type, depth int) {
	var names map[string]reflect.Type // a struct's fields, by JSON name
	var elem reflect.Type
	if t != nil {
		switch t.Kind() {
		case reflect.Struct:
			names = structKeys(t)
		case reflect.Map:
			elem = t.Elem()
		}
	}
	var store [16][]byte
	seen := store[:0]
	k.i++
	k.space()
	if k.i < len(k.b) && k.b[k.i] == '}' {
		k.i++
		return
	}
	for !k.bad && k.err == nil {
		k.space()
		if k.i >= len(k.b) || k.b[k.i] != '"' {
			k.bad = true
			return
		}
		raw, escaped := k.str()
		if k.bad {
			return
		}
		key := raw
		if escaped {
			var text string
			if json.Unmarshal(k.b[k.i-len(raw)-2:k.i], &text) != nil {
				k.bad = true
				return
			}
			key = []byte(text)
		}
		for _, s := range seen {
			if bytes.Equal(s, key) {
				k.err = fmt.Errorf("the key %q is written twice", key)
				return
			}
		}
		seen = append(seen, key)
		vt := elem
		if names != nil {
			ft, ok := names[string(key)]
			if !ok {
				for name := range names {
					if strings.EqualFold(name, string(key)) {
						k.err = fmt.Errorf("the key %q must be written %q", key, name)
						return
					}
				}
			}
			vt = ft
		}
		k.space()
		if k.i >= len(k.b) || k.b[k.i] != ':' {
			k.bad = true
			return
		}
		k.i++
		k.value(vt, depth+1)
		k.space()
		if k.i >= len(k.b) {
			k.bad = true
			return
		}
		if k.b[k.i] == '}' {
			k.i++
			return
		}
		if k.b[k.i] != ',' {
			k.bad = true
			return
		}
		k.i++
	}
}

// structKeysOf caches structKeys.
var structKeysOf sync.Map // reflect.Type -> map[string]reflect.Type

// structKeys returns the JSON names of a struct type's fields, as
// encoding/json names them, with their types.
func structKeys(t reflect.Type) map[string]reflect.Type {
	if m, ok := structKeysOf.Load(t); ok {
		return m.(map[string]reflect.Type)
	}
	m := map[string]reflect.Type{}
	addStructKeys(t, m, 0)
	structKeysOf.Store(t, m)
	return m
}

func addStructKeys(t reflect.Type, m map[string]reflect.Type, depth int) {
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		ft := f.Type
		if f.Anonymous && name == "" {
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct && depth < 8 {
				addStructKeys(ft, m, depth+1)
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if _, taken := m[name]; !taken {
			m[name] = ft
		}
	}
}
