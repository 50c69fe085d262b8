package companion

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// FuzzParseEntry: an entry line reads the same as before lines lockup
// writes were read without a map of their keys (parseEntryMap, the reader
// kept here as it was): the same entry, or the same error word for word.
func FuzzParseEntry(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join("testdata", "corpus", "*.jsonl"))
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		for i, line := range bytes.SplitAfter(data, []byte("\n")) {
			if i > 0 && len(line) > 0 {
				f.Add(line)
			}
		}
	}
	for _, line := range []string{
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera"}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera","crew":"Isaac"}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","Crew":"Vera","crew":"Isaac"}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","v":3,"crew":"Vera"}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","V":4,"crew":"Vera"}`,
		`{"v":4, "seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera"}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera"} `,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera"}{}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":Vera}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera",}`,
		`{"v":4,"seq":01,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera"}`,
		`{"v":4.0,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera"}`,
		`{"v":null,"seq":null,"kind":null,"round":null,"phase":null,"crew":"Vera"}`,
		`{"v":"4","seq":"1","kind":"pass","round":1,"phase":"roll-call","crew":"Vera"}`,
		`{"v":4,"seq":1,"kind":"p\u0061ss","round":1,"phase":"roll-call","\u0063rew":"Vera"}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"V\"era"}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"<Vera>"}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Zoë"}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":["Vera"]}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":{"a":[1,}]}}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera","x":{]}`,
		`{"v":4,"seq":99999999999999999999,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera"}`,
		`{"v":4,"seq":-1,"kind":"pass","round":-0,"phase":"roll-call","crew":"Vera"}`,
		`{"v":4,"seq":1,"kind":"goon-card","round":0,"phase":"setup","card":"Grub","location":"sewers","printed":{"effects":"none","suspicion":"1","type":"dwarves","valuables":"none"},"printed":{"suspicion":"2"}}`,
		`{"v":4,"seq":1,"kind":"goon-card","round":0,"phase":"setup","card":"Grub","location":"sewers","printed":{"effects":"none","suspicion":"1", "type":"dwarves","valuables":"none"}}`,
		`{"v":4,"seq":1,"kind":"display-card","round":0,"phase":"setup","card":"Rope","printed":{"reputation":"lots"}}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Zoë"}`,
		`{"v":4,"seq":1,"kind":"pass","round":1,"phase":"roll-call","crew":"Vera","legend_token":null}`,
		`{"v":4,"seq":1,"kind":"assign","round":1,"phase":"roll-call","crew":"Vera","tokens":[],"location":"sewers"}`,
		`{"v":4,"seq":1,"kind":"assign","round":1,"phase":"roll-call","crew":"Vera","tokens":null,"location":"sewers"}`,
		`{"v":4,"seq":1,"kind":"assign","round":1,"phase":"roll-call","crew":"Vera","tokens":["2,3"],"location":"sewers"}`,
		`{"v":4,"seq":1,"kind":"assign","round":1,"phase":"roll-call","crew":"Vera","tokens":["2","3",],"location":"sewers"}`,
		`{"v":4,"seq":1,"kind":"assign","round":1,"phase":"roll-call","crew":"Vera","tokens":["2","lookout"],"face_down":["lookout"],"location":"Sewers"}`,
		`{"v":4,"seq":1,"kind":"reward-choice","round":1,"phase":"lights-out","crew":"Vera","location":"commissary","action":"take","gain":{"iron":1}}`,
		`{"v":4,"seq":1,"kind":"reward-choice","round":1,"phase":"lights-out","crew":"Vera","location":"commissary","action":"take","gain":{"Iron":1}}`,
		`{"v":4,"seq":1,"kind":"reward-choice","round":1,"phase":"lights-out","crew":"Vera","location":"commissary","action":"take","gain":{"iron":1,"silver":1}}`,
		`{"v":4,"seq":1,"kind":"reward-choice","round":1,"phase":"lights-out","crew":"Vera","location":"commissary","action":"take","gain":null}`,
		`{"v":4,"seq":1,"kind":"reward-choice","round":1,"phase":"lights-out","crew":"Vera","location":"commissary","action":"take","gain":{"iron":1,"iron":2}}`,
		`{"v":4,"seq":1,"kind":"reward-choice","round":1,"phase":"lights-out","crew":"Vera","location":"commissary","action":"take","gain":{"iron":-1}}`,
		`{"v":4,"seq":1,"kind":"goon-card","round":0,"phase":"setup","card":"Grub","location":"sewers","printed":null}`,
		`{"v":3,"seq":1,"kind":"goon-card","round":0,"phase":"setup","card":"Grub","location":"sewers","suspicion":null}`,
		`{"v":3,"seq":1,"kind":"goon-card","round":0,"phase":"setup","card":"Grub","location":"sewers","suspicion":2}`,
		`{"v":4,"seq":1,"kind":"display-card","round":0,"phase":"setup","card":"Rope","space":1.0,"printed":{"reputation":"1"}}`,
		`{"v":4,"seq":1,"kind":"patrol","round":1,"phase":"patrol","step":"add-suspicion","raid":"true"}`,
		`{"v":4,"seq":1,"kind":"setup-bonus","round":0,"phase":"setup","crew":"Vera","from":"crew board","storage":-1,"power":1}`,
		`{"v":0}`, `{}`, `null`, `[1,2]`, `"x"`, `{not json`, ``, `{"seq":1}`, `{"":1}`, `{"v":4,"":1}`,
	} {
		f.Add([]byte(line + "\n"))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		r := entryReader{name: "game.jsonl"}
		got, err := r.parseEntry(7, raw)
		want, werr := parseEntryMap("game.jsonl", 7, raw)
		// A setup's printed goals are checked in map order, so which of two
		// bad ones is named varies from one reading to the next (and not
		// evenly: a small map starts its iteration at a random slot).
		for try := 0; try < 1000 && fmt.Sprint(err) != fmt.Sprint(werr); try++ {
			want, werr = parseEntryMap("game.jsonl", 7, raw)
		}
		if fmt.Sprint(err) != fmt.Sprint(werr) {
			t.Fatalf("%s\nerror %v\n want %v", raw, err, werr)
		}
		for _, sentinel := range []error{ErrCorruptLog, ErrNewerLogVersion, ErrUnknownLogVersion} {
			if errors.Is(err, sentinel) != errors.Is(werr, sentinel) {
				t.Fatalf("%s\nerror %v is %v: %v", raw, err, sentinel, errors.Is(err, sentinel))
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s\n got %#v\nwant %#v", raw, got, want)
		}
	})
}

// FuzzPlainStrings: a value plainStrings takes is valid JSON, as the entry
// reader then leaves json.Valid out.
func FuzzPlainStrings(f *testing.F) {
	for _, s := range []string{`{}`, `{"a":"b"}`, `{"a":"b","a":"c"}`, `{"a":1}`, `{"a":"b",}`, `{"a":"\"}`, `{"a":"é"}`, `{"a":"b"}}`, `{"a":{"b":"c"}}`, `{"":""}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if plainStrings(b) && !json.Valid(b) {
			t.Fatalf("%s is taken as plain strings, but it is not valid JSON", b)
		}
	})
}

// parseEntryMap is how entry lines were read before cutPlain: every line
// as a map of its keys, the payload written again and decoded.
func parseEntryMap(name string, lineNo int, raw []byte) (Entry, error) {
	line := trimLine(raw)
	bad := func(format string, args ...any) error {
		return &LogError{File: name, Line: lineNo, Err: ErrCorruptLog, Detail: fmt.Sprintf(format, args...) + "; lockup never writes such a line, so the file was changed by something else: fix or remove that line, or restore a copy"}
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil || fields == nil {
		if err == nil {
			return Entry{}, bad("the line is not a JSON object")
		}
		return Entry{}, bad("the line is not valid JSON (%s)", jsonProblem(err))
	}
	if err := strictKeys(nil, line); err != nil {
		return Entry{}, bad("%s", err)
	}
	var v int
	if raw, ok := fields["v"]; !ok {
		return Entry{}, bad("the entry has no version (\"v\")")
	} else if err := json.Unmarshal(raw, &v); err != nil || v < 1 {
		return Entry{}, &LogError{File: name, Line: lineNo, Err: ErrUnknownLogVersion, Detail: fmt.Sprintf("entry version %s; this lockup reads versions 1 to %d", raw, LogVersion)}
	}
	if v > LogVersion {
		return Entry{}, &LogError{File: name, Line: lineNo, Err: ErrNewerLogVersion, Detail: fmt.Sprintf("entry version %d; this lockup reads up to version %d: update lockup to open this game", v, LogVersion)}
	}
	_, hasHash := fields["h"]
	_, _, hashed := cutHash(line)
	switch {
	case hasHash && v < hashVersion:
		return Entry{}, bad("a version %d entry carries a hash (\"h\"), which came with version %d", v, hashVersion)
	case !hasHash && v >= hashVersion:
		return Entry{}, bad("the entry has no hash (\"h\")")
	case hasHash && !hashed:
		return Entry{}, bad("the hash (\"h\") must be the line's last key, 12 hex digits from 0 to 9 and a to f")
	}
	var e Entry
	if v < LogVersion {
		e.Version = v
	}
	var kindName, phaseName string
	for _, k := range []struct {
		key string
		dst any
	}{{"seq", &e.Seq}, {"kind", &kindName}, {"round", &e.Round}, {"phase", &phaseName}} {
		raw, ok := fields[k.key]
		if !ok {
			return Entry{}, bad("the entry has no %q", k.key)
		}
		if err := json.Unmarshal(raw, k.dst); err != nil {
			return Entry{}, bad("%q cannot be read (%s)", k.key, jsonProblem(err))
		}
	}
	kind, ok := parseEntryKind(kindName)
	if !ok {
		return Entry{}, bad("%q is not a kind of entry", kindName)
	}
	if e.Phase, ok = parsePhase(phaseName); !ok {
		return Entry{}, bad("%q is not a phase", phaseName)
	}
	for _, k := range envelopeKeys {
		delete(fields, k)
	}
	rest, err := json.Marshal(fields)
	if err != nil {
		return Entry{}, bad("%s", err)
	}
	spec, _ := kind.spec()
	payload := spec.new()
	if err := strictKeys(reflect.TypeOf(payload), rest); err != nil {
		return Entry{}, bad("the %s entry cannot be read (%s)", kind, err)
	}
	dec := json.NewDecoder(bytes.NewReader(rest))
	dec.DisallowUnknownFields()
	if err := dec.Decode(payload); err != nil {
		return Entry{}, bad("the %s entry cannot be read (%s)", kind, jsonProblem(err))
	}
	if b, ok := payload.(binder); ok {
		if err := b.bind(); err != nil {
			return Entry{}, bad("the %s entry cannot be read (%s)", kind, err)
		}
	}
	e.Payload = payload
	if err := e.check(); err != nil {
		return Entry{}, bad("%s", err)
	}
	if err := checkEntryVersion(v, e); err != nil {
		return Entry{}, bad("entry version %d: %s", v, err)
	}
	return e, nil
}

// TestCorpusLinesArePlain: every entry line lockup wrote in the corpus is
// read the plain way (cutPlain, then each value into its field), not read
// again as any JSON object.
func TestCorpusLinesArePlain(t *testing.T) {
	for _, g := range readCorpus(t) {
		lines := bytes.SplitAfter(g.data, []byte("\n"))
		for i := range g.entries {
			r := entryReader{name: g.name}
			c, _, ok := cutPlain(trimLine(lines[i+1]), nil)
			if !ok {
				t.Errorf("%s line %d is not cut as a plain line", g.name, i+2)
				continue
			}
			if _, err := r.entry(c, i+2); err != nil {
				t.Errorf("%s line %d is not read as a plain line: %v", g.name, i+2, err)
			}
		}
	}
}

// TestPayloadTables: every payload type has a field table, and only the
// setup's crews and goal cards are left to json.Decoder; the printed
// values and nested objects are read as such. (The guard cards of a
// solitary game's setup and deals are lists of objects, seven a round.)
func TestPayloadTables(t *testing.T) {
	var other []string
	for k := EntrySetup; int(k) < len(kinds); k++ {
		tab := payloadTables()[k]
		if tab == nil {
			t.Errorf("%s has no field table", k)
			continue
		}
		for _, d := range tab.fields {
			if d.kind == fieldOther {
				other = append(other, k.String()+"."+d.name)
			}
		}
	}
	if want := []string{"setup.crews", "setup.printed", "setup.guard_cards", "setup.catacombs", "setup.legend_cards", "loot.changes", "guard-deal.cards", "legend.changes", "shapeshift.printed"}; !reflect.DeepEqual(other, want) {
		t.Errorf("fields left to json.Decoder: %v, want %v", other, want)
	}
	want := map[string]fieldKind{"crew": fieldString, "cards": fieldStrings, "location": fieldText, "action": fieldText, "gain": fieldStruct, "spend": fieldStruct}
	for _, d := range payloadTables()[EntryRewardChoice].fields {
		if d.kind != want[d.name] {
			t.Errorf("reward-choice %s is read as %s, want %s", d.name, d.kind, want[d.name])
		}
	}
	for _, k := range []EntryKind{EntryDisplayCard, EntryGoonCard, EntrySetupBonus} {
		for _, d := range payloadTables()[k].fields {
			if d.name == "printed" && d.kind != fieldUnmarshaler {
				t.Errorf("%s printed is read as %s", k, d.kind)
			}
		}
	}
}
