package input

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/goccy/go-yaml/parser"
)

// deepBrackets is the probe: a board file of nested brackets.
func deepBrackets(depth int) []byte {
	return []byte("crews: " + strings.Repeat("[", depth) + strings.Repeat("]", depth) + "\n")
}

// manyKeys is a file of n keys in one mapping, about 8 bytes each.
func manyKeys(n int) []byte {
	var b strings.Builder
	for i := range n {
		k := []byte{'a' + byte(i/26/26/26%26), 'a' + byte(i/26/26%26), 'a' + byte(i/26%26), 'a' + byte(i%26)}
		b.Write(k)
		b.WriteString(": 1\n")
	}
	return []byte(b.String())
}

// blockNesting is a file of block mappings nested n deep.
func blockNesting(n int) []byte {
	var b strings.Builder
	for i := range n {
		b.WriteString(strings.Repeat(" ", i) + "k:\n")
	}
	b.WriteString(strings.Repeat(" ", n) + "k: 1\n")
	return []byte(b.String())
}

func TestCheckBoundsRefuses(t *testing.T) {
	items := func(n int) []byte {
		return []byte("crews:\n" + strings.Repeat("  - Vera\n", n))
	}
	values := func(n int) []byte {
		var b strings.Builder
		for i := range n {
			if i%1000 == 0 {
				b.WriteString("list" + strconv.Itoa(i) + ":\n")
			}
			b.WriteString("- [1, 2, 3, 4, 5, 6, 7, 8, 9]\n")
		}
		return []byte(b.String())
	}
	for _, tc := range []struct {
		name string
		data []byte
		want string // the refusal, "" when accepted
	}{
		{"brackets at depth 50,000", deepBrackets(50_000), "f.yaml:1:71: lists and mappings nest more than 64 deep (allowed: at most 64 levels of lists and mappings inside one another)"},
		{"brackets at depth 64", deepBrackets(63), ""},
		{"a NUL byte", []byte("crews:\n- \x00\n"), "f.yaml:2:3: the file holds the control character U+0000, which is not text"},
		{"an escape", []byte("a: b\x1b[2J\n"), "f.yaml:1:5: the file holds the control character U+001B"},
		{"tabs and CRLF line ends", []byte("a:\tb\r\nc: d\r\n"), ""},
		{"flow mappings at depth 65", []byte("a: " + strings.Repeat("{a: ", 64) + "1" + strings.Repeat("}", 64)), "f.yaml:1:256: lists and mappings nest more than 64 deep"},
		{"brackets over lines", []byte("a:\n" + strings.Repeat(" [\n", 70)), "f.yaml:64:2: lists and mappings nest more than 64 deep"},
		{"pairs in lists", []byte("a: " + strings.Repeat("[a: ", 40)), "f.yaml:1:"},
		{"block mappings at depth 65", blockNesting(65), "f.yaml:65:65: lists and mappings nest more than 64 deep"},
		{"block mappings at depth 63", blockNesting(62), ""},
		{"dashes at depth 65", []byte(strings.Repeat("- ", 65) + "a\n"), "f.yaml:1:129: lists and mappings nest more than 64 deep"},
		{"100,000 keys", manyKeys(100_000), "f.yaml:2001:1: this mapping has more than 2000 keys (allowed: at most 2000 keys or items in one mapping or list)"},
		{"2,000 keys", manyKeys(2000), ""},
		{"2,001 list items", items(2001), "f.yaml:2002:3: this list has more than 2000 items"},
		{"2,001 flow items", []byte("a: [" + strings.Repeat("1, ", 2000) + "1]"), "f.yaml:1:6005: this list has more than 2000 items"},
		{"50,000 values", values(4500), ""},
		{"more than 50,000 values", values(5000), "f.yaml:5004:13: the file holds more than 50000 values (allowed: at most 50000 keys, values, lists and mappings in one file)"},
		{"brackets in quoted text", []byte("a: \"" + strings.Repeat("[", 100) + "\"\nb: '" + strings.Repeat("{", 100) + "'\n"), ""},
		{"brackets in plain text and comments", []byte("a: x" + strings.Repeat("[", 100) + " # " + strings.Repeat("[", 100) + "\n"), ""},
		{"brackets in a block scalar", []byte("a: |\n  " + strings.Repeat("[", 100) + "\n  more\nb: 1\n"), ""},
		{"more than 1 MiB", []byte("a: " + strings.Repeat("x", MaxInputSize)), "f.yaml: the input is larger than 1 MiB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckBounds("f.yaml", tc.data)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.want == "":
				return
			case err == nil:
				t.Fatalf("accepted, want %q", tc.want)
			case !strings.HasPrefix(err.Error(), tc.want):
				t.Fatalf("got  %v\nwant %s", err, tc.want)
			}
			var ie *InputError
			if !errors.As(err, &ie) || !ie.BadInput() {
				t.Fatalf("%v is not bad input", err)
			}
			// ParseDocument refuses it the same way, before parsing.
			if _, perr := ParseDocument("f.yaml", tc.data); perr == nil || perr.Error() != err.Error() {
				t.Fatalf("ParseDocument: %v", perr)
			}
		})
	}
}

// realFiles are every YAML file the project ships or tests with.
func realFiles(t testing.TB) map[string][]byte {
	files := map[string][]byte{}
	for _, glob := range []string{"../../examples/*.yaml", "../../cmd/lockup/cmd/testdata/*/*.yaml", "../catalog/*.yaml"} {
		paths, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			files[p] = data
		}
	}
	if len(files) < 5 {
		t.Fatalf("only %d real files found", len(files))
	}
	return files
}

// TestCheckBoundsRealFiles checks that every real file is far inside the
// bounds, and that the scan never counts fewer than goccy/go-yaml finds.
func TestCheckBoundsRealFiles(t *testing.T) {
	for path, data := range realFiles(t) {
		s := boundsScanner{data: data, name: path, line: 1}
		if err := s.check(); err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		if s.maxDepth > 8 || s.values > 2000 || s.maxEntries > 100 {
			t.Errorf("%s: depth %d, %d values, %d entries: a real file should be far inside the bounds", path, s.maxDepth, s.values, s.maxEntries)
		}
		checkCounts(t, data, &s)
	}
}

// treeCounts returns the depth, the number of values and the most entries
// of one collection of a parsed value.
func treeCounts(v *value) (depth, values, entries int) {
	values = 1
	switch v.kind {
	case mappingValue:
		entries = len(v.pairs)
		for _, p := range v.pairs {
			for _, c := range []*value{p.key, p.val} {
				d, n, e := treeCounts(c)
				depth, values, entries = max(depth, d), values+n, max(entries, e)
			}
		}
	case sequenceValue:
		entries = len(v.items)
		for _, c := range v.items {
			d, n, e := treeCounts(c)
			depth, values, entries = max(depth, d), values+n, max(entries, e)
		}
	default:
		return 0, 1, 0
	}
	return depth + 1, values, entries
}

// checkCounts fails when goccy/go-yaml reads data into a tree deeper, larger
// or wider than the scan s counted.
func checkCounts(t *testing.T, data []byte, s *boundsScanner) {
	t.Helper()
	f, err := parser.ParseBytes(data, 0)
	if err != nil {
		return
	}
	for _, d := range f.Docs {
		if d == nil || d.Body == nil {
			continue
		}
		depth, values, entries := treeCounts(fromAST(d.Body))
		// goccy/go-yaml reads some invalid files leniently: a line less
		// indented that does not end the mapping before it (" 0:\n0\n 1:"),
		// a line ":" after "- 0" that makes the item a mapping. The scan
		// counts generously where it can (a line counts as an entry of
		// every collection of its kind at its column still open), but a
		// collection it closed, goccy/go-yaml may go on: the entries the
		// scan did not count there it counted in collections it opened,
		// which MaxDepth bounds. So the tree may hold up to that many
		// times the entries the scan counted, and never more levels or
		// values than twice what it counted.
		if depth > 2*s.maxDepth+1 || values > 2*s.values+1 || entries > 2*s.maxEntries*max(1, s.maxDepth)+1 {
			t.Fatalf("%q: goccy/go-yaml finds depth %d, %d values, %d entries; the scan counted %d, %d, %d", data, depth, values, entries, s.maxDepth, s.values, s.maxEntries)
		}
	}
}

func TestParseDocumentBOM(t *testing.T) {
	for _, path := range []string{"../../examples/solo.yaml", "../../examples/resolve-solo.yaml"} {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := ParseDocument(path, data)
		if err != nil {
			t.Fatal(err)
		}
		bom, err := ParseDocument(path, append([]byte("\xef\xbb\xbf"), data...))
		if err != nil {
			t.Fatalf("with a byte order mark: %v", err)
		}
		fields, _ := plain.Fields()
		bomFields, _ := bom.Fields()
		if len(fields) != len(bomFields) || fields[0].Key != bomFields[0].Key {
			t.Fatalf("with a byte order mark the keys differ: %v, %v", fields, bomFields)
		}
		l1, c1 := fields[0].Value.Position()
		l2, c2 := bomFields[0].Value.Position()
		if l1 != l2 || c1 != c2 {
			t.Fatalf("with a byte order mark the first value moved from %d:%d to %d:%d", l1, c1, l2, c2)
		}
	}
	data, err := os.ReadFile("../../examples/solo.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseBoardState("solo.yaml", append([]byte("\xef\xbb\xbf"), data...)); err != nil {
		t.Fatalf("a board file with a byte order mark: %v", err)
	}
}

// TestDeepNestingMemory holds the goals for the probes in memory:
// the deep file is refused in far less than 50 MB, and checking the bounds
// of a file allocates nothing but the refusal.
func TestDeepNestingMemory(t *testing.T) {
	for _, tc := range []struct {
		name  string
		data  []byte
		bytes uint64
	}{
		{"100 KB of brackets at depth 50,000", deepBrackets(50_000), 50 << 20},
		{"200 KB of brackets at depth 100,000", deepBrackets(100_000), 50 << 20},
		{"100,000 keys", manyKeys(100_000), 50 << 20},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			_, err := ParseDocument("f.yaml", tc.data)
			runtime.ReadMemStats(&after)
			if err == nil {
				t.Fatal("accepted")
			}
			if used := after.TotalAlloc - before.TotalAlloc; used > tc.bytes {
				t.Fatalf("refusing it allocated %d bytes, want at most %d", used, tc.bytes)
			}
			if n := testing.AllocsPerRun(5, func() { _ = CheckBounds("f.yaml", tc.data) }); n > 8 {
				t.Fatalf("CheckBounds made %.0f allocations, want at most 8 (the refusal)", n)
			}
		})
	}
	five, err := os.ReadFile("../../cmd/lockup/cmd/testdata/score/five-crews.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if n := testing.AllocsPerRun(10, func() { _ = CheckBounds("f.yaml", five) }); n != 0 {
		t.Fatalf("CheckBounds of a normal file made %.0f allocations, want 0", n)
	}
}

// FuzzCheckBounds checks that the scan never counts fewer levels, values
// or entries than goccy/go-yaml reads (but for its lenient readings, see
// checkCounts), so that no file within the bounds can
// make the parser build a tree beyond them, and that it never panics.
func FuzzCheckBounds(f *testing.F) {
	for _, data := range realFiles(f) {
		f.Add(data)
	}
	for _, s := range []string{"a: [b, {c: d}, [e: f]]", "- - a\n  - b\n- c: d\n  e: |\n    [[[\n", "a:\n- 1\n- 2\nb: \"x\\\"[\"\n", "? a\n: b\n", "--- [a]\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s := boundsScanner{data: data, name: "f.yaml", line: 1}
		if err := s.check(); err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || ie.Line < 1 || ie.Column < 1 {
				t.Fatalf("%q: %v is not located bad input", data, err)
			}
			return
		}
		if len(data) <= 4096 {
			checkCounts(t, data, &s)
		}
	})
}

// BenchmarkDeepNesting refuses the probe of 100 KB of nested
// brackets. Goal (issue 12): refused in < 0.2 s, < 50 MB (7 s and 3.75 GB
// before).
func BenchmarkDeepNesting(b *testing.B) {
	data := deepBrackets(50_000)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseDocument("f.yaml", data); err == nil {
			b.Fatal("accepted")
		}
	}
}

// BenchmarkManyKeys reads the probe of a file of 100,000 keys
// (800 KB). Goal (issue 12): refused or read in < 0.5 s (39 s before).
func BenchmarkManyKeys(b *testing.B) {
	data := manyKeys(100_000)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseDocument("f.yaml", data); err == nil {
			b.Fatal("accepted")
		}
	}
}

// BenchmarkBoundsWorstAccepted reads a file at the bounds: 2,000 keys in
// each of many mappings up to 50,000 values. Goal (issue 12): read in
// < 0.5 s.
func BenchmarkBoundsWorstAccepted(b *testing.B) {
	var sb strings.Builder
	for m := range 12 {
		sb.WriteString("m" + string(rune('a'+m)) + ":\n")
		for _, line := range strings.SplitAfter(string(manyKeys(2000)), "\n") {
			if line != "" {
				sb.WriteString("  " + line)
			}
		}
	}
	sb.WriteString("tab: \"\t\"\n")
	data := []byte(sb.String())
	if err := CheckBounds("f.yaml", data); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseDocument("f.yaml", data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseExamples reads every example file, as a command reads one;
// CheckBounds' share of it must stay small (issue 12).
func BenchmarkParseExamples(b *testing.B) {
	paths, err := filepath.Glob("../../examples/*.yaml")
	if err != nil || len(paths) == 0 {
		b.Fatal(paths, err)
	}
	var files [][]byte
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		files = append(files, data)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, data := range files {
			if _, err := ParseDocument("f.yaml", data); err != nil {
				b.Fatal(err)
			}
		}
	}
}
