package gamelog

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestEntryLineWording: what the JSON library finds wrong with a line is
// said for players, as the reader said it before it read lines with the
// library (the wording of each case kept where a test or a doc shows it).
func TestEntryLineWording(t *testing.T) {
	const pass = `{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera"`
	const setup = `{"v":4,"seq":1,"kind":"setup","round":0,"phase":"setup","edition":"2019","crews":`
	tests := []struct {
		name, line, want string
	}{
		{"null", `null`, "the line is not a JSON object"},
		{"an array", `[1,2]`, "the line is not a JSON object"},
		{"a string", `"x"`, "the line is not a JSON object"},
		{"not JSON", `{not json`, "the line is not valid JSON ("},
		{"nothing", ``, "the line is not valid JSON ("},
		{"more after the object", pass + `}{}`, "the line is not valid JSON ("},
		{"a key twice", pass + `,"crew":"Isaac"}`, `the key "crew" is written twice`},
		{"an envelope key twice", pass + `,"v":4}`, `the key "v" is written twice`},
		{"a key twice deep down", setup + `[{"name":"Vera","name":"Isaac"}]}`, `the key "name" is written twice`},
		{"a key in capitals", `{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","Crew":"Vera"}`, `the pass entry cannot be read (the key "Crew" must be written "crew")`},
		{"a key in capitals deep down", setup + `[{"Name":"Vera"}]}`, `the setup entry cannot be read (the key "Name" must be written "name")`},
		{"an unknown key", pass + `,"crow":1}`, `the pass entry cannot be read (unknown field "crow")`},
		{"a type's own words", `{"v":4,"seq":1,"kind":"setup","round":0,"phase":"setup","edition":"2020","crews":[{"name":"Vera"}]}`, `the setup entry cannot be read (edition "2020" is not 2019 or 2018)`},
		{"a number for a location", `{"v":4,"seq":1,"kind":"goon-card","round":0,"phase":"setup","card":"Grub","location":5}`, `the goon-card entry cannot be read (cannot unmarshal JSON number into Go rules.Location within "/location"`},
		{"seq as text", `{"v":4,"seq":"1","kind":"pass","round":1,"phase":"roll-call","crew":"Vera"}`, `"seq" cannot be read (`},
		{"an escaped kind", `{"v":4,"seq":1,"kind":"p\u0061ss","round":1,"phase":"roll-call","\u0063rew":"Zo\u00eb"}`, ""},
		{"a version as text", `{"v":"4","seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera"}`, `entry version "4"; this lockup reads versions 1 to`},
		{"a null version", `{"v":null,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera"}`, `entry version null; this lockup reads versions 1 to`},
		// encoding/json read invalid UTF-8 as U+FFFD, and so does the reader:
		// the name check then refuses it, not the JSON reading.
		{"invalid UTF-8", pass[:len(pass)-1] + "\xff\"}", "REPLACEMENT CHARACTER"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := entryReader{name: "game.jsonl"}
			_, err := r.parseEntry(7, []byte(tt.line+"\n"))
			if tt.want == "" {
				if err != nil {
					t.Fatalf("%s: %v", tt.line, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), "game.jsonl:7: ") || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("%s:\n got %v\nwant %s", tt.line, err, tt.want)
			}
			if !errors.Is(err, ErrCorruptLog) && !errors.Is(err, ErrUnknownLogVersion) {
				t.Errorf("%v is not a refused line", err)
			}
		})
	}
}

// wholeLines are entry lines to read both ways: every entry line of the
// corpus, and the sample entries as lockup writes them today.
func wholeLines(t testing.TB) [][]byte {
	paths, err := filepath.Glob(filepath.Join("..", "testdata", "corpus", "*.jsonl"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	var lines [][]byte
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		all := bytes.SplitAfter(data, []byte("\n"))
		for _, l := range all[1:] {
			if len(l) > 0 {
				lines = append(lines, l)
			}
		}
	}
	for _, e := range sampleEntries() {
		e.Seq = 1
		l, err := encodeEntry(e)
		if err != nil {
			t.Fatal(err)
		}
		lines = append(lines, sealLine(&chainer{}, l[:len(l)-2]))
	}
	return lines
}

// TestReadWholeAsReadInTwo: every line lockup writes (and wrote, in older
// versions) is read in one pass, to the entry the two passes read.
func TestReadWholeAsReadInTwo(t *testing.T) {
	t.Parallel()
	for _, raw := range wholeLines(t) {
		line := trimLine(raw)
		r := entryReader{name: "game.jsonl"}
		got, ok := r.readWhole(line)
		want, err := r.readInTwo(2, line)
		if !ok || err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("%s\none pass (%v): %+v\ntwo passes (%v): %+v", line, ok, got, err, want)
		}
	}
}

// FuzzReadWhole: a line the one pass reads, the two passes read to the
// same entry; any other line is left to the two passes, whose errors
// players see.
func FuzzReadWhole(f *testing.F) {
	for _, l := range wholeLines(f) {
		f.Add(l)
	}
	f.Add([]byte(`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera"`))
	f.Add([]byte(`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call"}`))
	f.Add([]byte(`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera","v":4}`))
	f.Add([]byte(`{"v":8,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera","h":"0123456789ab"}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		line := trimLine(raw)
		r := entryReader{name: "fuzz.jsonl"}
		got, ok := r.readWhole(line)
		if !ok {
			return
		}
		want, err := r.readInTwo(2, line)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("%q\none pass: %+v\ntwo passes (%v): %+v", line, got, err, want)
		}
	})
}
