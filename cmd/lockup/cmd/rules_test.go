package cmd

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/lockup-companion/lockup/companion/rules"
)

// runLockup runs the command line over test streams (not a terminal, so
// 80 columns) and returns the exit code, stdout and stderr.
func runLockup(args ...string) (int, string, string) {
	io, _, out, errOut := TestStreams()
	code := Run(&Factory{IOStreams: io, Version: "test"}, args)
	return code, out.String(), errOut.String()
}

func TestRulesGolden(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
	}{
		{"rules/index.golden", []string{"rules"}},
		{"rules/raid.golden", []string{"rules", "raid"}},
		{"rules/infirmary.golden", []string{"rules", "Infirmary"}},
		{"rules/lookout-suspicion.golden", []string{"rules", "--search", "lookout", "suspicion"}},
		{"rules/infirmary.json.golden", []string{"rules", "--output", "json", "infirmary"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runLockup(tt.args...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, tt.name, out)
		})
	}
}

func TestRulesLookup(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args  []string
		title string
	}{
		{[]string{"rules", "raid"}, "Raids\n====="},
		{[]string{"rules", "chow", "hall"}, "Chow Hall (6)"},
		{[]string{"rules", "first", "player"}, "First player marker"},
		{[]string{"rules", "Lookout"}, "Lookout"},
		{[]string{"rules", "bandit-cube"}, "Bandits"},
		{[]string{"rules", "solo", "raid"}, "Solitary Patrol and raids"},
	}
	for _, tt := range tests {
		code, out, errOut := runLockup(tt.args...)
		if code != 0 || !strings.HasPrefix(out, tt.title) {
			t.Errorf("%v: exit %d, stderr %q, output starts %q, want %q", tt.args, code, errOut, firstLine(out), tt.title)
		}
	}
}

// TestRulesEveryTopic prints every topic and checks each shows its summary's
// first words, its sources and each of its rulings with the decision, and
// that no line is wider than 80 columns.
func TestRulesEveryTopic(t *testing.T) {
	t.Parallel()
	for _, topic := range rules.Topics() {
		code, out, errOut := runLockup("rules", topic.ID)
		if code != 0 {
			t.Errorf("rules %s: exit %d: %s", topic.ID, code, errOut)
			continue
		}
		if !strings.Contains(out, strings.Fields(topic.Summary)[0]) {
			t.Errorf("rules %s does not print the summary", topic.ID)
		}
		for _, s := range topic.Sources {
			if !strings.Contains(strings.Join(strings.Fields(out), " "), s.String()) {
				t.Errorf("rules %s does not cite %s", topic.ID, s)
			}
		}
		for _, id := range topic.Rulings {
			if !strings.Contains(out, id+": ") {
				t.Errorf("rules %s does not show ruling %s", topic.ID, id)
			}
		}
		if topic.FirstEdition != "" && !strings.Contains(out, "First edition (2018)") {
			t.Errorf("rules %s does not show the 2018 differences", topic.ID)
		}
		for _, line := range strings.Split(out, "\n") {
			if utf8.RuneCountInString(line) > 80 && len(strings.Fields(line)) > 1 {
				t.Errorf("rules %s: line wider than 80 columns: %q", topic.ID, line)
			}
		}
	}
}

func TestRulesUnknownTopic(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"rules", "infirmery"}, "lockup: no topic infirmery; closest: infirmary, "},
		{[]string{"rules", "raod"}, "lockup: no topic raod; closest: raid"},
		{[]string{"rules", "stealth"}, "1 entry mentions \"stealth\": lockup rules --search stealth"},
		{[]string{"rules", "qqq", "zzz"}, "lockup: no topic qqq zzz, and no entry mentions any word of it"},
		{[]string{"rules", "--search", "qqqq"}, "no entry mentions any word of \"qqqq\""},
		{[]string{"rules", "--search"}, "--search needs at least one word"},
		{[]string{"rules", "--output", "yaml", "raid"}, "--output \"yaml\": allowed: text, json"},
	}
	for _, tt := range tests {
		code, out, errOut := runLockup(tt.args...)
		if code != 2 {
			t.Errorf("%v: exit %d, want 2", tt.args, code)
		}
		if out != "" {
			t.Errorf("%v: printed %q on stdout, want nothing", tt.args, out)
		}
		if !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: stderr %q, want it to contain %q", tt.args, errOut, tt.want)
		}
	}
}

// TestRulesSearchFallback checks that several words that do not name a
// topic are searched for.
func TestRulesSearchFallback(t *testing.T) {
	t.Parallel()
	code, out, errOut := runLockup("rules", "passed", "tome")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, id := range []string{"roll-call", "tomes"} {
		if !strings.Contains(out, "  "+id+" ") {
			t.Errorf("search for \"passed tome\" does not list %s:\n%s", id, out)
		}
	}
	// An explicit --search never reads the words as a topic.
	_, out, _ = runLockup("rules", "--search", "raid")
	if !strings.HasPrefix(out, fmt.Sprintf("%d entries mention \"raid\":", len(rules.SearchTopics([]string{"raid"}).Matches))) {
		t.Errorf("--search raid printed %q", firstLine(out))
	}
}

// TestRulesQuestion: a question as a player asks it finds its entry first,
// marked as the best match, and says which words it left out (issue 22).
func TestRulesQuestion(t *testing.T) {
	t.Parallel()
	code, out, errOut := runLockup("rules", "can", "I", "look", "at", "my", "face-down", "tokens")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	flat := strings.Join(strings.Fields(out), " ")
	want := "(searched for look, face, down, tokens; left out can, i, at, my): Best matches crew-tokens "
	if !strings.Contains(flat, want) || !strings.Contains(flat, "more (--output json lists every one)") {
		t.Errorf("the question printed:\n%s\nwant it to contain %q", out, want)
	}
	code, out, _ = runLockup("rules", "--output", "json", "can", "I", "look", "at", "my", "face-down", "tokens")
	var doc searchDocJSON
	if code != 0 || json.Unmarshal([]byte(out), &doc) != nil || len(doc.Topics) == 0 {
		t.Fatalf("JSON: exit %d, %q", code, out)
	}
	if first := doc.Topics[0]; first.ID != "crew-tokens" || !first.Best || len(doc.Ignored) != 4 {
		t.Errorf("JSON: first %+v, ignored %q", first, doc.Ignored)
	}
}

func TestRulesJSON(t *testing.T) {
	t.Parallel()
	code, out, _ := runLockup("rules", "-o", "json")
	var index indexDocJSON
	if code != 0 || json.Unmarshal([]byte(out), &index) != nil {
		t.Fatalf("index JSON: exit %d, %q", code, out)
	}
	n := 0
	for _, g := range index.Groups {
		n += len(g.Topics)
	}
	if n != len(rules.Topics()) || len(index.Groups) != len(rules.TopicGroups) {
		t.Errorf("index JSON lists %d topics in %d groups, want %d in %d", n, len(index.Groups), len(rules.Topics()), len(rules.TopicGroups))
	}

	code, out, _ = runLockup("rules", "-o", "json", "solo", "raid")
	var topic topicFullJSON
	if code != 0 || json.Unmarshal([]byte(out), &topic) != nil {
		t.Fatalf("topic JSON: exit %d, %q", code, out)
	}
	if topic.ID != "solo-raid" || len(topic.Rulings) == 0 || topic.Rulings[0].Decision == "" {
		t.Errorf("topic JSON = %+v", topic)
	}

	code, out, _ = runLockup("rules", "-o", "json", "--search", "loot")
	var search searchDocJSON
	if code != 0 || json.Unmarshal([]byte(out), &search) != nil {
		t.Fatalf("search JSON: exit %d, %q", code, out)
	}
	if search.Query != "loot" || len(search.Topics) == 0 || search.Topics[0].ID != "loot" {
		t.Errorf("search JSON = %+v", search)
	}
}

func TestRulesWidth(t *testing.T) {
	t.Parallel()
	topic, _ := rules.LookupTopic("raid")
	for _, width := range []int{40, 60, 120} {
		for _, line := range strings.Split(renderTopic(topic, width), "\n") {
			if displayWidth(line) > width {
				t.Errorf("width %d: line of %d cells: %q", width, displayWidth(line), line)
			}
		}
	}
}

func TestWrapText(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, first, rest string
		width             int
		want              string
	}{
		{"one two three four", "", "", 9, "one two\nthree\nfour"},
		{"one two three", "- ", "  ", 8, "- one\n  two\n  three"},
		{"averyveryverylongword x", "", "", 5, "averyveryverylongword\nx"},
		{"a\n\nb", "> ", "  ", 20, "> a\n\n  b"},
		{"", "  ", "  ", 10, ""},
		// Display width, not runes: each of these CJK characters takes two
		// cells, so two names fill 9 cells; an accented letter takes one.
		{"名前 名前 名前", "", "", 9, "名前 名前\n名前"},
		{"王小明 wins", "", "", 10, "王小明\nwins"},
		{"Zoë Zoë Zoë", "", "", 7, "Zoë Zoë\nZoë"},
		{"Müller-Lüdenscheidt Zoë", "  ", "    ", 12, "  Müller-Lüdenscheidt\n    Zoë"},
		// A word wider than a line is never cut: it gets a line of its own.
		{"a ~/.local/share/lockup/boards/bartholomew-the-bold.yaml b", "  ", "    ", 20, "  a\n    ~/.local/share/lockup/boards/bartholomew-the-bold.yaml\n    b"},
		// Escape sequences take no cell.
		{"\x1b[1mbold\x1b[0m word", "", "", 9, "\x1b[1mbold\x1b[0m word"},
	}
	for _, tt := range tests {
		if got := wrapText(tt.text, tt.width, tt.first, tt.rest); got != tt.want {
			t.Errorf("wrapText(%q, %d) = %q, want %q", tt.text, tt.width, got, tt.want)
		}
	}
}

// wrapTextByLines is wrapText as first written, building each line before
// writing it (measuring display width): FuzzWrapText checks that the
// filler agrees with it.
func wrapTextByLines(text string, width int, first, rest string) string {
	var b strings.Builder
	for p, para := range strings.Split(text, "\n\n") {
		if p > 0 {
			b.WriteString("\n\n")
			first = rest
		}
		line := first
		lineLen := displayWidth(first)
		empty := true
		for _, word := range strings.Fields(para) {
			n := displayWidth(word)
			if !empty && lineLen+1+n > width {
				b.WriteString(strings.TrimRight(line, " "))
				b.WriteByte('\n')
				line, lineLen, empty = rest, displayWidth(rest), true
			}
			if !empty {
				line += " "
				lineLen++
			}
			line += word
			lineLen += n
			empty = false
		}
		b.WriteString(strings.TrimRight(line, " "))
	}
	return b.String()
}

func FuzzWrapText(f *testing.F) {
	f.Add("one two three four", 9, "", "")
	f.Add("one two three", 8, "- ", "  ")
	f.Add("a\n\nb  c\n\n\n\nd", 20, "> ", "  ")
	f.Add("", 10, "  ", "  ")
	f.Add("déjà vu\tüber  x", 3, "  raid  ", "    ")
	f.Add("名前 王小明 a", 5, "", "  ")
	f.Fuzz(func(t *testing.T, text string, width int, first, rest string) {
		if got, want := wrapText(text, width, first, rest), wrapTextByLines(text, width, first, rest); got != want {
			t.Fatalf("wrapText(%q, %d, %q, %q) = %q, want %q", text, width, first, rest, got, want)
		}
	})
}

func TestRulesRunF(t *testing.T) {
	t.Parallel()
	io, _, _, _ := TestStreams()
	var got *RulesOptions
	c := newCmdRules(&Factory{IOStreams: io}, func(o *RulesOptions) error { got = o; return nil })
	c.SetArgs([]string{"--search", "-o", "json", "lookout", "eye"})
	if err := c.Execute(); err != nil {
		t.Fatal(err)
	}
	if !got.Search || got.Output != "json" || strings.Join(got.Args, " ") != "lookout eye" {
		t.Errorf("options = %+v", got)
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

func ExampleRun_rules() {
	io, _, out, _ := TestStreams()
	code := Run(&Factory{IOStreams: io}, []string{"rules", "smithy"})
	fmt.Print(out.String())
	fmt.Println("exit", code)
	// Output:
	// Smithy (4)
	// ==========
	// The most strength gains 2 iron; the second most gains 1 iron. Nobody else gains
	// anything.
	//
	// Sources
	//   - Lockup core rulebook (2019), "Location Rewards – Smithy", p. 11
	//
	// Related: resources
	// Also found as: location-4, forge
	// exit 0
}

// BenchmarkRulesCommand runs `lockup rules raid` in the process, from the
// command line to the printed entry: the command tree, the lookup (prepared
// once, as the process's first run prepares it) and the wrapped text.
//
// Goal (issue 8): lockup rules TOPIC <= 2x hello-world.
func BenchmarkRulesCommand(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if code, _, errOut := runLockup("rules", "raid"); code != 0 {
			b.Fatalf("exit %d: %s", code, errOut)
		}
	}
}
