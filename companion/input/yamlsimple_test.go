package input

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goccy/go-yaml/parser"
)

// simpleCases are documents at the edges of the quick parser's subset: each
// is either read by it exactly as goccy/go-yaml reads it, or left to
// goccy/go-yaml.
var simpleCases = []string{
	"",
	"\n\n",
	"# only a comment\n",
	"  # an indented comment\n\n",
	"a: 1\n",
	"a: 1",
	"a:\n",
	"a:",
	"a:   \n",
	"a:  # c\nb: 1\n",
	"a: 1\na: 2\n",
	"a: b  c\n",
	"a: b # x\n",
	"a: b   \n",
	"a: b   ",
	"a: 'b'   \n",
	"a: \"b\"   \n",
	"a: [b]   \n",
	"a: {b: c}   \n",
	"a: 007\n",
	"a: 0\n",
	"a: -0\n",
	"a: -3\n",
	"a: +3\n",
	"a: 1.5\n",
	"a: 1_000\n",
	"a: 0x1F\n",
	"a: 0o17\n",
	"a: 0b101\n",
	"a: 12345678901234567890\n",
	"a: 123456789012345678\n",
	"a: 1234567890123456789\n",
	"a: -123456789012345678\n",
	"a: 4294967296\n",
	"a: null\n",
	"a: Null\n",
	"a: NULL\n",
	"a: ~\n",
	"a: true\n",
	"a: True\n",
	"a: TRUE\n",
	"a: tRUE\n",
	"a: false\n",
	"a: False\n",
	"a: FALSE\n",
	"a: yes\n",
	"a: no\n",
	"a: on\n",
	"a: y\n",
	"a: .inf\n",
	"a: -.inf\n",
	"a: .nan\n",
	"a: 1e3\n",
	"a: 3 crews\n",
	"a: 1.5.6\n",
	"a: -x\n",
	"a: .5\n",
	"a: _a\n",
	"a: a#b\n",
	"a: a #b\n",
	"a: Inf\n",
	"a: NaN\n",
	"a: infinity\n",
	"a: nan\n",
	"a:\n- x\n- y\n",
	"a: [ ]\n",
	"b: {}\n",
	"c: [ a ]\n",
	"d: { a: b }\n",
	"d: { a: 'b' }\n",
	"d: ['a' ]\n",
	"l:\n  -\n  - 1\n",
	"l:\n  -\n",
	"l:\n  - a\n  -   b\n  - [c]\n  - {d: e}\n",
	"l:\n  - a: 1\n    b: 2\n  - c: 3\n",
	"l:\n  - a: 1\n   b: 2\n",
	"l:\n  - a: 1\n     b: 2\n",
	"l:\n  - - a\n",
	"l:\n  - -3\n",
	"x:\n  a:\ny: 1\n",
	"x:\n  a: 1\n  b:\n    c: 2\n  d: 3\ne: 4\n",
	"x:\n  a: 1\n b: 2\n",
	"x:\n    a: 1\n  b: 2\n",
	"x: 1\n  y: 2\n",
	"x: a\n  b\n",
	"a: \"x\"  # c\nb: 'it''s'\n",
	"a: 'it s'\nb: \"q'q\"\nc: \"a#b\"\nd: 'a # b'\n",
	"a: \"\\u00e9\"\n",
	"a: \"\"\nb: ''\n",
	"\"a\": 1\n'b': 2\n\"\": 3\n",
	"\"a.b\": 1\n",
	"a.b: 1\n",
	"a b: 1\nc  d: 2\n",
	"a : 1\n",
	"a:b\n",
	"a: b:c\n",
	"a: b: c\n",
	"a: {b: 1, c: [2, 3], d: {e: f}}\n",
	"a: {b: 1 , c: 2}\n",
	"a: {b: 1,c: 2}\n",
	"a: {b:1}\n",
	"a: {b: 1,}\n",
	"a: [1, , 2]\n",
	"a: [1,2]\n",
	"a: [1 ,2]\n",
	"a: ['x' , \"y\"]\n",
	"a: [{b: 1}, {b: 2}]\n",
	"a: [[1], [2, [3]]]\n",
	"a: {b: 1, b: 2}\n",
	"a: {b: {c: 1}, d: {c: 1}}\n",
	"a: [b: 1]\n",
	"a: {b}\n",
	"a: [\n  1]\n",
	"a: {\n}\n",
	"éé: 1\nb: {é😀: 1, 漢字: x}\n",
	"a: é\nb: Zoë\nc: x😀\n",
	"a: \"😀 x\"\n",
	"é: 1\n",
	"a: O'Brien\nb: Jean-Luc\nc: v1.5\nd: e.5\ne: a.b.c\nf: Dr.\ng: x_y\n",
	"---\na: 1\n",
	"a: 1\n---\nb: 2\n",
	"a: 1\n...\n",
	"%YAML 1.2\n---\na: 1\n",
	"a: &x 1\nb: *x\n",
	"a: !!str 1\n",
	"<<: {a: 1}\n",
	"a: |\n  text\n",
	"a: >\n  text\n",
	"? a\n: 1\n",
	"- a\n- b\n",
	"  a: 1\n",
	"a\n",
	"a: 1\nb\n",
	"\ta: 1\n",
	"a: 1\r\n",
	"\ufeffa: 1\n",
	"a: true\ntrue: 1\n",
	"1: a\n",
	"a: [true, false, 1, -2, x]\n",
	"a:\n  - x\n  # between\n  - y\n\n  - z\n",
	"a:\n  b: 1\n# out\n  c: 2\n",
	"a:\n\n  b: 1\n",
	"a:\n  # first\n  b: 1\n",
	"a: 1 # c\n# c\nb: [x] # c\nc: {d: e} # c\n",
	"a: 1#c\n",
	"a: [x]#c\n",
	"crews:\n  - {name: A, reputation: 1, goons: {dwarfs: 2}}\n  - {name: B, reputation: 1}\n",
	"crews:\n  - &a {name: A, reputation: 1}\n  - *a\n",
}

// TestParseSimpleMatchesGoccy checks that whatever the quick parser reads,
// it reads exactly as goccy/go-yaml does, positions included.
func TestParseSimpleMatchesGoccy(t *testing.T) {
	for _, c := range simpleCases {
		checkSimple(t, []byte(c))
	}
}

// TestParseSimpleReadsShippedFiles checks that the quick parser reads every
// example, test board and the shipped catalog itself: they are what players
// write, so they must not fall back to goccy/go-yaml.
func TestParseSimpleReadsShippedFiles(t *testing.T) {
	var files []string
	for _, glob := range []string{"../../examples/*.yaml", "../../cmd/lockup/cmd/testdata/score/*.yaml", "../catalog/*.yaml"} {
		m, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 8 {
		t.Fatalf("only %d files found", len(files))
	}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if !checkSimple(t, data) {
			t.Errorf("%s is left to goccy/go-yaml", file)
		}
	}
}

// TestParseSimpleReadsFormattedBoards checks that the board-state files the
// form writes are read by the quick parser.
func TestParseSimpleReadsFormattedBoards(t *testing.T) {
	files, _ := filepath.Glob("../../examples/*.yaml")
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		bs, err := ParseBoardState(file, data)
		if err != nil {
			continue // a resolve file
		}
		if out := FormatBoardState(bs); !checkSimple(t, out) {
			t.Errorf("the formatted %s is left to goccy/go-yaml:\n%s", file, out)
		}
	}
}

// FuzzParseSimple checks the quick parser against goccy/go-yaml on
// arbitrary input.
func FuzzParseSimple(f *testing.F) {
	for _, c := range simpleCases {
		f.Add([]byte(c))
	}
	files, _ := filepath.Glob("../../examples/*.yaml")
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > MaxInputSize {
			return
		}
		checkSimple(t, data)
	})
}

// checkSimple parses data with both parsers and fails the test when the
// quick parser reads it but differently from goccy/go-yaml. It reports
// whether the quick parser read it.
func checkSimple(t *testing.T, data []byte) bool {
	t.Helper()
	got, ok := parseSimple(data)
	if !ok {
		return false
	}
	f, err := parser.ParseBytes(data, 0)
	if err != nil {
		t.Errorf("quick parser reads what goccy/go-yaml refuses (%v):\n%s", err, data)
		return true
	}
	want := fromAST(nil)
	n := 0
	for _, d := range f.Docs {
		if d != nil && d.Body != nil {
			want = fromAST(d.Body)
			n++
		}
	}
	if n > 1 {
		t.Errorf("quick parser reads %d documents as one:\n%s", n, data)
		return true
	}
	if g, w := dumpValue(got), dumpValue(want); g != w {
		t.Errorf("quick parser differs from goccy/go-yaml for\n%s\n got:\n%s\nwant:\n%s", data, g, w)
	}
	return true
}

// dumpValue writes a value and all it holds, one per line.
func dumpValue(v *value) string {
	var b strings.Builder
	var dump func(v *value, indent string)
	dump = func(v *value, indent string) {
		fmt.Fprintf(&b, "%s%d %d:%d %q form=%d num=%d bool=%t\n", indent, v.kind, v.line, v.col, v.text, v.form, v.num, v.bool)
		for _, p := range v.pairs {
			dump(p.key, indent+"  k ")
			dump(p.val, indent+"  v ")
		}
		for _, it := range v.items {
			dump(it, indent+"  - ")
		}
	}
	dump(v, "")
	return b.String()
}

// TestParseSimpleGenerated checks the quick parser against goccy/go-yaml on
// documents generated in and around its subset: nested block and flow
// collections of assorted scalars, with comments, blank lines and stray
// spaces.
func TestParseSimpleGenerated(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	scalars := []string{"a", "Vera", "Stanislav the Great", "O'Brien", "Jean-Luc", "v1.5", "x_y", "Zoë", "漢字", "0", "7", "-3", "42", "123456789012345678",
		"true", "False", "null", "~", "1.5", "007", "'quoted'", "\"double\"", "\"with # hash\"", "'a: b'", "\"😀\"", "''", "\"\"", "yes", "a b", "a  b", "x:y", "-", ".5"}
	keys := []string{"a", "name", "reputation", "Stan", "b c", "Zoë", "'q'", "\"dq\"", "k_1", "x-y", "O'Brien", "true", "1", "é"}
	pick := func(s []string) string { return s[rng.IntN(len(s))] }
	space := func() string {
		if rng.IntN(8) == 0 {
			return "  "
		}
		return " "
	}
	comment := func() string {
		switch rng.IntN(10) {
		case 0:
			return " # note"
		case 1:
			return "   # note: x"
		case 2:
			return " "
		}
		return ""
	}
	var flow func(depth int) string
	flow = func(depth int) string {
		if depth > 2 || rng.IntN(3) > 0 {
			return pick(scalars)
		}
		n := rng.IntN(4)
		parts := make([]string, n)
		if rng.IntN(2) == 0 {
			for i := range parts {
				parts[i] = flow(depth + 1)
			}
			return "[" + strings.Join(parts, ","+space()) + "]"
		}
		for i := range parts {
			parts[i] = fmt.Sprintf("%s:%s%s", pick(keys), space(), flow(depth+1))
		}
		return "{" + strings.Join(parts, ","+space()) + "}"
	}
	var block func(b *strings.Builder, indent string, depth int, inItem bool)
	block = func(b *strings.Builder, indent string, depth int, inItem bool) {
		n := 1 + rng.IntN(3)
		if rng.IntN(3) == 0 && depth > 0 && !inItem {
			for range n {
				b.WriteString(indent + "-" + space())
				if depth < 3 && rng.IntN(3) == 0 {
					// a mapping begun on the dash's line
					b.WriteString(pick(keys) + ":" + space() + flow(1) + comment() + "\n")
					block(b, indent+"  ", depth+1, true)
					continue
				}
				b.WriteString(flow(1) + comment() + "\n")
			}
			return
		}
		first := inItem
		for range n {
			if rng.IntN(6) == 0 {
				b.WriteString("\n")
			}
			if rng.IntN(8) == 0 {
				b.WriteString(indent + "# comment\n")
			}
			if first {
				first = false
				continue
			}
			b.WriteString(indent + pick(keys) + ":")
			if depth < 3 && rng.IntN(3) == 0 {
				b.WriteString(comment() + "\n")
				block(b, indent+strings.Repeat(" ", 1+rng.IntN(3)), depth+1, false)
				continue
			}
			b.WriteString(space() + flow(0) + comment() + "\n")
		}
	}
	read := 0
	for range 20000 {
		var b strings.Builder
		block(&b, "", 0, false)
		if checkSimple(t, []byte(b.String())) {
			read++
		}
		if t.Failed() {
			return
		}
	}
	if read < 2000 {
		t.Errorf("the quick parser read only %d of 20000 documents", read)
	}
	t.Logf("the quick parser read %d of 20000 documents", read)
}

// FuzzCheckText: CheckText's quick acceptance of plain ASCII (plainText)
// never accepts text that its full check refuses.
func FuzzCheckText(f *testing.F) {
	for _, s := range []string{"", " ", "Grub", "Grub ", " Grub", "Thief's Kit", "Thief’s Kit", "a\tb", "a\x7fb", "a  b", strings.Repeat("x", MaxNameLen), strings.Repeat("x", MaxNameLen+1), strings.Repeat("é", MaxNameLen), "~!"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !plainText(s) {
			return
		}
		if err := checkText(s); err != nil {
			t.Fatalf("%q: plainText accepts it, the full check refuses it: %v", s, err)
		}
	})
}
