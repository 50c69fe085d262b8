package gamelog

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/terms"
)

// corpusFile returns a corpus game file's bytes.
func corpusFile(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "corpus", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// replaceLine returns data with its line n (from 1) replaced by line,
// which carries its newline; "" takes the line out.
func replaceLine(data []byte, n int, line string) []byte {
	lines := bytes.SplitAfter(data, []byte("\n"))
	lines[n-1] = []byte(line)
	return bytes.Join(lines, nil)
}

func lineOf(data []byte, n int) string {
	return string(bytes.SplitAfter(data, []byte("\n"))[n-1])
}

// TestChangedLineIsNamed: a line changed by hand, put in or taken out is
// refused with the first line that no longer matches, exit 2 (BadInput).
func TestChangedLineIsNamed(t *testing.T) {
	data := corpusFile(t, "e2e-six-rounds.jsonl")
	line27 := lineOf(data, 27)
	if !strings.Contains(line27, `"gain":{"gold":1}`) {
		t.Fatalf("line 27 is %s", line27)
	}
	tests := []struct {
		name string
		data []byte
		line int
		text string
	}{
		{"a changed cube", replaceLine(data, 27, strings.Replace(line27, `"gold":1`, `"gold":2`, 1)), 27, "line 27 was changed after it was written (its hash does not match)"},
		{"a changed seed", bytes.Replace(data, []byte(`"seed":7,`), []byte(`"seed":8,`), 1), 1, "line 1 was changed after it was written"},
		{"a line taken out", replaceLine(data, 10, ""), 10, "line 10 was changed after it was written"},
		{"a line put in twice", replaceLine(data, 10, lineOf(data, 10)+lineOf(data, 10)), 11, "line 11 was changed"},
		{"two lines swapped", replaceLine(replaceLine(data, 10, lineOf(data, 11)), 11, lineOf(data, 10)), 10, "line 10 was changed"},
		{"the last line changed", replaceLine(data, 119, strings.Replace(lineOf(data, 119), `"round":6`, `"round":5`, 1)), 119, "line 119 was changed"},
		{"a hash changed", replaceLine(data, 5, hashMemberRe(lineOf(data, 5))[:len(lineOf(data, 5))-hashSize-1]+`,"h":"000000000000"}`+"\n"), 5, "line 5 was changed"},
		{"a hash taken out", replaceLine(data, 5, hashMemberRe(lineOf(data, 5))), 5, `the entry has no hash ("h")`},
		{"a hash in capitals", replaceLine(data, 5, upperHash(lineOf(data, 5))), 5, `the entry has no hash ("h")`},
		{"a hash moved", replaceLine(data, 5, movedHash(lineOf(data, 5))), 5, `the hash ("h") must be the line's last key`},
		{"a header without its hash", replaceLine(data, 1, hashMemberRe(lineOf(data, 1))), 1, `line 1 does not end with its hash ,"h":"…"}`},
		{"white space added", replaceLine(data, 5, strings.Replace(lineOf(data, 5), `,"seq"`, `, "seq"`, 1)), 5, "line 5 was changed"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, _, err := ReadLog("game.jsonl", tc.data)
			var le *LogError
			// A line without its hash as lockup writes it is damaged; a line
			// whose hash does not match was changed.
			if !errors.As(err, &le) || !errors.Is(err, ErrLineChanged) && !errors.Is(err, ErrCorruptLog) || le.Line != tc.line || !le.BadInput() {
				t.Fatalf("ReadLog = %v, want line %d changed", err, tc.line)
			}
			if !strings.Contains(err.Error(), tc.text) || errors.Is(err, ErrLineChanged) && !strings.Contains(err.Error(), fmt.Sprintf("%s %s", terms.Hint{Kind: terms.HintVerify}, terms.FlagAccept)) {
				t.Errorf("error %q, want it to hold %q and what to do", err, tc.text)
			}
			if !strings.HasPrefix(err.Error(), "game.jsonl:") {
				t.Errorf("error %q names no file:line", err)
			}
		})
	}
}

// hashMemberRe returns a line without its hash member.
func hashMemberRe(line string) string {
	body, _, ok := cutHash([]byte(strings.TrimSuffix(line, "\n")))
	if !ok {
		panic("no hash: " + line)
	}
	return string(body) + "}\n"
}

// movedHash returns a line with its hash member first.
func movedHash(line string) string {
	i := strings.LastIndex(line, `,"h":"`)
	return `{"h":"` + line[i+6:i+18] + `",` + line[1:i] + "}\n"
}

func upperHash(line string) string {
	i := strings.LastIndex(line, `"h":"`)
	return line[:i] + strings.ToUpper(line[i:])
}

// TestOldFilesStillRead: a version 6 file carries no hashes and reads;
// lines lockup adds to it carry hashes that cover the old lines too.
func TestOldFilesStillRead(t *testing.T) {
	old := corpusFile(t, "v6-play-round.jsonl")
	h, entries, rep, err := ReadLog("old.jsonl", old)
	if err != nil || h.Version != 6 || rep.Hashed != 0 || rep.Unhashed != len(entries)+1 {
		t.Fatalf("ReadLog = %+v %+v %v", h, rep, err)
	}
	path := filepath.Join(t.TempDir(), "old.jsonl")
	if err := os.WriteFile(path, old, 0o600); err != nil {
		t.Fatal(err)
	}
	l, _, err := Files{}.OpenLog(path)
	if err != nil {
		t.Fatal(err)
	}
	// Take back the last entry and add it again: a hashed line.
	last := entries[len(entries)-1]
	if _, err := l.Undo(); err != nil {
		t.Fatal(err)
	}
	if err := l.Append(last); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	_, again, rep, err := ReadLog("old.jsonl", data)
	if err != nil || rep.Hashed != 1 || rep.Unhashed != len(entries) || len(again) != len(entries) || !reflect.DeepEqual(again[:len(entries)-1], entries[:len(entries)-1]) || again[len(entries)-1].Version != 0 {
		t.Fatalf("after an append: %+v, %v", rep, err)
	}
	n := len(entries) + 1 // the line added
	if got := lineOf(data, n); !strings.HasPrefix(got, fmt.Sprintf(`{"v":%d,`, companion.LogVersion)) || !hashedLine([]byte(got)) {
		t.Errorf("the line added is %s", got)
	}
	// An old line changed since: the hashed line after it names it.
	changed := bytes.Replace(data, []byte(`"seed":2,`), []byte(`"seed":3,`), 1)
	_, _, _, err = ReadLog("old.jsonl", changed)
	if !errors.Is(err, ErrLineChanged) || !strings.Contains(err.Error(), "or one of lines 1 to") {
		t.Errorf("an old line changed: %v", err)
	}
	// A line without a hash after one with a hash was put in by hand.
	seq := `"seq":` + strconv.Itoa(len(entries))
	next := strings.Replace(hashMemberRe(lineOf(data, n)), seq, `"seq":`+strconv.Itoa(len(entries)+1), 1)
	next = strings.Replace(next, fmt.Sprintf(`{"v":%d,`, companion.LogVersion), `{"v":6,`, 1) // as an older lockup wrote it
	_, _, _, err = ReadLog("old.jsonl", append(bytes.Clone(data), next...))
	if !errors.Is(err, ErrLineChanged) || !strings.Contains(err.Error(), "although line "+strconv.Itoa(n)+" before it carries one") {
		t.Errorf("a line without its hash after a hashed one: %v", err)
	}
}

// TestUndoRedoRepairKeepTheChain: every file undo, redo and the repair of
// a torn line leave reads, its hashes all matching.
func TestUndoRedoRepairKeepTheChain(t *testing.T) {
	l, path := newTestLog(t)
	appendAll(t, l, sampleEntries()[:6])
	check := func(step string) {
		t.Helper()
		data, _ := os.ReadFile(path)
		_, _, rep, err := ReadLog("game.jsonl", data)
		if err != nil || rep.Unhashed != 0 || rep.Hashed != l.Len()+1 {
			t.Fatalf("after %s: %+v %v", step, rep, err)
		}
	}
	check("appends")
	if _, err := l.UndoTo(2); err != nil {
		t.Fatal(err)
	}
	check("undo")
	g, err := companion.Replay(l.Header(), l.Entries())
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := l.Redo(g); err != nil {
		t.Fatal(err)
	}
	check("redo")
	// A torn line: cut off, set aside, and the chain goes on after it.
	data, _ := os.ReadFile(path)
	line := sampleEntries()[5]
	line.Seq = l.Len() + 1
	enc, _ := encodeEntry(line)
	if err := os.WriteFile(path, append(data, enc[:len(enc)/2]...), 0o600); err != nil {
		t.Fatal(err)
	}
	l2, rep, err := Files{}.OpenLog(path)
	if err != nil || !rep.Torn {
		t.Fatalf("OpenLog = %+v %v", rep, err)
	}
	l = l2
	check("repair")
	if err := l.Append(sampleEntries()[5]); err != nil {
		t.Fatal(err)
	}
	check("an append after the repair")
}

// TestRedoRefusesAChangedLine: an entry of the redo file changed by hand
// is not put back.
func TestRedoRefusesAChangedLine(t *testing.T) {
	l, path := newTestLog(t)
	appendAll(t, l, sampleEntries()[:3])
	g, err := companion.Replay(l.Header(), l.Entries()[:2])
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.Undo(); err != nil {
		t.Fatal(err)
	}
	redo, _ := os.ReadFile(RedoPath(path))
	changed := bytes.Replace(redo, []byte(`"suspicion":"1"`), []byte(`"suspicion":"2"`), 1)
	if bytes.Equal(changed, redo) {
		t.Fatalf("redo file %s", redo)
	}
	if err := os.WriteFile(RedoPath(path), changed, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := l.Redo(g); !errors.Is(err, ErrNothingToRedo) || !strings.Contains(err.Error(), "were changed after undo kept them") {
		t.Fatalf("Redo = %v", err)
	}
	if err := os.WriteFile(RedoPath(path), redo, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := l.Redo(g); err != nil {
		t.Fatalf("Redo of the line as undo kept it = %v", err)
	}
}

// TestStrictKeys: a key written twice, or in another case, is refused with
// file:line, even in a line whose hash matches (sealed again) and in an
// older file without hashes.
func TestStrictKeys(t *testing.T) {
	data := corpusFile(t, "e2e-six-rounds.jsonl")
	line27 := lineOf(data, 27)
	body := hashMemberRe(line27)
	tests := []struct {
		name string
		line int
		new  string
		text string
	}{
		{"a payload key twice", 27, strings.Replace(body, `"gain":{"gold":1}`, `"gain":{"gold":1},"gain":{"gold":2}`, 1), `the key "gain" is written twice`},
		{"a cube twice", 27, strings.Replace(body, `"gain":{"gold":1}`, `"gain":{"gold":1,"gold":2}`, 1), `the key "gold" is written twice`},
		{"a key in capitals", 27, strings.Replace(body, `"crew"`, `"Crew"`, 1), `the key "Crew" must be written "crew"`},
		{"a cube in capitals", 27, strings.Replace(body, `"gold"`, `"Gold"`, 1), `the key "Gold" must be written "gold"`},
		{"an envelope key twice", 27, strings.Replace(body, `"round":1`, `"round":1,"round":2`, 1), `the key "round" is written twice`},
		{"the seed twice", 1, strings.Replace(hashMemberRe(lineOf(data, 1)), `"seed":7`, `"seed":7,"seed":8`, 1), `the key "seed" is written twice`},
		{"the seed in capitals", 1, strings.Replace(hashMemberRe(lineOf(data, 1)), `"seed"`, `"Seed"`, 1), `the key "Seed" must be written "seed"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sealed, err := SealLog("game.jsonl", replaceLine(data, tc.line, tc.new))
			if err == nil {
				t.Fatalf("SealLog took %s", tc.new)
			}
			// SealLog reads the file it made: the same refusal as a load.
			var le *LogError
			if !errors.As(err, &le) || le.Line != tc.line || !errors.Is(err, ErrCorruptLog) || !strings.Contains(err.Error(), tc.text) {
				t.Errorf("error %v, want line %d: %s", err, tc.line, tc.text)
			}
			_ = sealed
		})
	}
	// An older file without hashes: the same refusal.
	old := corpusFile(t, "v6-play-round.jsonl")
	l3 := lineOf(old, 3)
	bad := replaceLine(old, 3, strings.Replace(l3, `"seq":2`, `"seq":2,"seq":2`, 1))
	if _, _, _, err := ReadLog("old.jsonl", bad); !errors.Is(err, ErrCorruptLog) || !strings.Contains(err.Error(), "old.jsonl:3:") {
		t.Errorf("a key twice in an old file: %v", err)
	}
}

// TestSealLogKeepsAGoodFile: sealing a file whose hashes all match changes
// nothing.
func TestSealLogKeepsAGoodFile(t *testing.T) {
	for _, name := range []string{"e2e-six-rounds.jsonl", "v6-play-round.jsonl", "v1-setup.jsonl"} {
		data := corpusFile(t, name)
		got, err := SealLog(name, data)
		if err != nil || !bytes.Equal(got, data) {
			t.Errorf("%s: SealLog changed it (%v)", name, err)
		}
	}
}

// TestAcceptChanges: a change made on purpose is kept, with a copy of the
// file as it was; a file without changes is left alone.
func TestAcceptChanges(t *testing.T) {
	data := corpusFile(t, "e2e-six-rounds.jsonl")
	dir := t.TempDir()
	path := filepath.Join(dir, "game.jsonl")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	if rep, err := (Files{}).AcceptChanges(path); err != nil || rep.Line != 0 {
		t.Fatalf("AcceptChanges of an unchanged file = %+v, %v", rep, err)
	}
	changed := replaceLine(data, 27, strings.Replace(lineOf(data, 27), `"crew":"Claire"`, `"crew":"Vera"`, 1))
	if err := os.WriteFile(path, changed, 0o600); err != nil {
		t.Fatal(err)
	}
	rep, err := Files{}.AcceptChanges(path)
	if err != nil || rep.Line != 27 {
		t.Fatalf("AcceptChanges = %+v, %v", rep, err)
	}
	kept, _ := os.ReadFile(rep.Kept)
	if !bytes.Equal(kept, changed) {
		t.Errorf("the copy kept is not the file as it was")
	}
	now, _ := os.ReadFile(path)
	_, entries, _, err := ReadLog(path, now)
	if err != nil || entries[25].Payload.(*companion.RewardChoiceEntry).Crew != "Vera" {
		t.Fatalf("after AcceptChanges: %v", err)
	}
	if !bytes.Equal(now[:bytes.Index(now, []byte(`"crew":"Vera"`))], changed[:bytes.Index(changed, []byte(`"crew":"Vera"`))]) {
		t.Errorf("lines before the change were rewritten")
	}
	// The game, the copy kept, and the game's lock file (store.Lock).
	ents, _ := os.ReadDir(dir)
	if len(ents) != 3 {
		t.Errorf("files left: %v", ents)
	}
}

// TestGameLogBounds: 16 MiB of newlines is refused at its first line, and
// a huge line at its own, without reading the rest: memory stays bounded
// (the bytes given, and a few KiB).
func TestGameLogBounds(t *testing.T) {
	newlines := bytes.Repeat([]byte("\n"), MaxLogSize)
	header := lineOf(corpusFile(t, "e2e-six-rounds.jsonl"), 1)
	headed := append([]byte(header), newlines[:MaxLogSize-len(header)]...)
	long := append([]byte(header), bytes.Repeat([]byte("x"), MaxLineLength+1)...)
	long = append(long, '\n')
	tests := []struct {
		name string
		data []byte
		want error
		text string
	}{
		{"16 MiB of newlines", newlines, ErrNotALog, "game.jsonl:1:"},
		{"a header and 16 MiB of newlines", headed, ErrCorruptLog, "game.jsonl:2: the game file is damaged: the line is not valid JSON"},
		{"a line over the bound", long, ErrCorruptLog, "game.jsonl:2: the game file is damaged: the line is longer than 256 KiB"},
		{"a last line over the bound", long[:len(long)-1], ErrCorruptLog, "game.jsonl:2: the game file is damaged: the last line is longer than 256 KiB"},
		{"a header over the bound", bytes.Repeat([]byte("{"), MaxLineLength+1), ErrCorruptLog, "game.jsonl:1: the game file is damaged: the line is longer than 256 KiB"},
		{"over 16 MiB", append(bytes.Clone(newlines), '\n'), ErrLogTooLarge, "game.jsonl: the game file is larger than 16 MiB"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, _, err := ReadLog("game.jsonl", tc.data) // once, for what is made once
			allocated := bytesAllocated(func() { _, _, _, err = ReadLog("game.jsonl", tc.data) })
			if !errors.Is(err, tc.want) || !strings.HasPrefix(err.Error(), tc.text) {
				t.Errorf("ReadLog = %v, want %q", err, tc.text)
			}
			if allocated > 64<<10 {
				t.Errorf("ReadLog allocated %d bytes to refuse it, want at most 64 KiB", allocated)
			}
		})
	}
	// From a file: the file's bytes, and little more.
	path := filepath.Join(t.TempDir(), "newlines.jsonl")
	if err := os.WriteFile(path, headed, 0o600); err != nil {
		t.Fatal(err)
	}
	var err error
	allocated := bytesAllocated(func() { _, _, err = Files{}.OpenLog(path) })
	if !errors.Is(err, ErrCorruptLog) || allocated > uint64(len(headed))+1<<20 {
		t.Errorf("OpenLog = %v, %d bytes allocated for a file of %d", err, allocated, len(headed))
	}
}

// bytesAllocated returns the bytes f allocates on the heap.
func bytesAllocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// FuzzChainDetectsChanges: any one byte of a game file changed, put in or
// taken out is found: the file is refused, or read as the original was up
// to a torn last line set aside. It never reads as another game.
//
//	go test ./companion -run '^$' -fuzz FuzzChainDetectsChanges -fuzztime 10m
func FuzzChainDetectsChanges(f *testing.F) {
	data := corpusFile(f, "patrol-raid.jsonl")
	_, want, _, err := ReadLog("game.jsonl", data)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(uint(100), byte('2'), uint8(0))
	f.Add(uint(30), byte(' '), uint8(1))
	f.Add(uint(len(data)-3), byte('0'), uint8(2))
	f.Add(uint(len(data)-1), byte('}'), uint8(1))
	f.Fuzz(func(t *testing.T, at uint, b byte, how uint8) {
		i := int(at % uint(len(data)))
		changed := bytes.Clone(data)
		switch how % 3 {
		case 0:
			changed[i] = b
		case 1:
			changed = append(changed[:i:i], append([]byte{b}, data[i:]...)...)
		case 2:
			changed = append(changed[:i:i], data[i+1:]...)
		}
		if bytes.Equal(changed, data) {
			return
		}
		_, got, rep, err := ReadLog("game.jsonl", changed)
		if err != nil {
			var le *LogError
			if !errors.As(err, &le) || le.Line == 0 {
				t.Fatalf("error %v names no line", err)
			}
			return
		}
		if !rep.Torn || !reflect.DeepEqual(got, want[:len(got)]) {
			t.Fatalf("a changed file reads as another game (torn %v):\n%s", rep.Torn, changed)
		}
	})
}

// FuzzVerifyChain: reading any bytes as a game file never panics, and a
// file that reads is one SealLog leaves as it is.
//
//	go test ./companion -run '^$' -fuzz FuzzVerifyChain -fuzztime 10m
func FuzzVerifyChain(f *testing.F) {
	for _, name := range []string{"patrol-raid.jsonl", "v6-play-round.jsonl", "v1-setup.jsonl"} {
		f.Add(corpusFile(f, name))
	}
	f.Add([]byte(`{"lockup_log":7,"seed":1,"created":"2025-03-01T19:30:00Z","h":"000000000000"}` + "\n"))
	f.Add([]byte(`{"lockup_log":6,"seed":1,"created":"2025-03-01T19:30:00Z"}` + "\n" + `{"v":7,"seq":1,"h":"0"}` + "\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		_, _, rep, err := ReadLog("fuzz.jsonl", data)
		if err != nil {
			var le *LogError
			if !errors.As(err, &le) {
				t.Fatalf("error is not a *LogError: %v", err)
			}
			return
		}
		if rep.Hashed+rep.Unhashed != rep.Entries+1 {
			t.Fatalf("report %+v", rep)
		}
		sealed, err := SealLog("fuzz.jsonl", data)
		if err != nil || !bytes.Equal(sealed, data) {
			t.Fatalf("SealLog changes a file that reads (%v):\n%q\n%q", err, data, sealed)
		}
	})
}

// FuzzOpenLogRepair: opening any file either refuses it and leaves it as
// it was, or reads it; a torn last line is then saved beside it and cut
// from it, and the file opens again as read, with nothing torn.
//
//	go test ./companion -run '^$' -fuzz FuzzOpenLogRepair -fuzztime 10m
func FuzzOpenLogRepair(f *testing.F) {
	data := corpusFile(f, "patrol-raid.jsonl")
	f.Add(data)
	f.Add(data[:len(data)-10])
	f.Add(append(bytes.Clone(data), "{not json\n"...))
	f.Add(data[:bytes.IndexByte(data, '\n')])
	f.Add(corpusFile(f, "v6-play-round.jsonl"))
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		path := filepath.Join(dir, "game.jsonl")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		l, rep, err := Files{}.OpenLog(path)
		after, _ := os.ReadFile(path)
		files, _ := os.ReadDir(dir)
		// The game's empty lock file stays beside it (store.Lock): it is
		// never removed, so that two writers never lock two files.
		files = slices.DeleteFunc(files, func(e os.DirEntry) bool { return e.Name() == ".game.jsonl.lock" })
		if err != nil {
			if !bytes.Equal(after, data) || len(files) != 1 {
				t.Fatalf("a refused file was changed, or files were left: %v", files)
			}
			return
		}
		if !rep.Torn {
			if !bytes.Equal(after, data) && !bytes.Equal(after, append(bytes.Clone(data), '\n')) {
				t.Fatalf("a file read whole was changed:\n%q\n%q", data, after)
			}
		} else {
			aside, err := os.ReadFile(rep.SetAside)
			if err != nil || !bytes.Equal(append(bytes.Clone(after), aside...), data) || len(aside) != rep.TornBytes {
				t.Fatalf("torn line not set aside as it was: %v\n%q\n%q\n%q", err, data, after, aside)
			}
		}
		again, rep2, err := Files{}.OpenLog(path)
		if err != nil || rep2.Torn || !reflect.DeepEqual(again.Entries(), l.Entries()) {
			t.Fatalf("the repaired file does not open as read: %+v %v", rep2, err)
		}
	})
}

// BenchmarkHashChain checks the hashes of the six-round game of the
// corpus, its lines already cut: the part of a load the chain costs, to set
// beside BenchmarkReplayLog's time per entry.
func BenchmarkHashChain(b *testing.B) {
	data := corpusFile(b, "e2e-six-rounds.jsonl")
	lines := bytes.SplitAfter(data, []byte("\n"))
	lines = lines[:len(lines)-1]
	b.ReportAllocs()
	for b.Loop() {
		var s chainState
		for i, raw := range lines {
			if err := s.line("game.jsonl", i+1, raw, true); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(lines)), "ns/line")
}
