package cmd

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/rules"
	gamerules "github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// runLockup runs the command line over test streams (not a terminal, so
// 80 columns) and returns the exit code, stdout and stderr.
func runLockup(args ...string) (int, string, string) {
	io, _, out, errOut := cmdutil.TestStreams()
	code := Run(&Factory{IOStreams: io, Version: "test"}, args)
	return code, out.String(), errOut.String()
}

func TestRulesGolden(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
	}{
		{"index.golden", []string{"rules"}},
		{"raid.golden", []string{"rules", "raid"}},
		{"infirmary.golden", []string{"rules", "Infirmary"}},
		{"lookout-suspicion.golden", []string{"rules", "--search", "lookout", "suspicion"}},
		{"infirmary.json.golden", []string{"rules", "--output", "json", "infirmary"}},
		// In the reader's language: the index, a topic found by its
		// Spanish or Chinese name, a search in those words. JSON stays
		// English whatever the language.
		{"index-es.golden", []string{"--lang", "es", "rules"}},
		{"index-zh.golden", []string{"--lang", "zh", "rules"}},
		{"raid-es.golden", []string{"--lang", "es", "rules", "redadas"}},
		{"raid-zh.golden", []string{"--lang", "zh", "rules", "突击检查"}},
		{"lantern-zh.golden", []string{"--lang", "zh", "rules", "灯笼"}},
		{"search-es.golden", []string{"--lang", "es", "rules", "--search", "sospecha", "vigía"}},
		{"search-zh.golden", []string{"--lang", "zh", "rules", "--search", "可疑方块"}},
		{"infirmary.json.golden", []string{"--lang", "zh", "rules", "--output", "json", "医务室"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runLockup(tt.args...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "rules/"+tt.name, out)
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
	for _, topic := range gamerules.Topics() {
		code, out, errOut := runLockup("rules", topic.ID)
		if code != 0 {
			t.Errorf("rules %s: exit %d: %s", topic.ID, code, errOut)
			continue
		}
		if !strings.Contains(out, strings.Fields(topic.Summary)[0]) {
			t.Errorf("rules %s does not print the summary", topic.ID)
		}
		for _, s := range topic.Sources {
			if !strings.Contains(strings.Join(strings.Fields(out), ""), strings.Join(strings.Fields(s.String()), "")) {
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

// TestRulesEveryTopicTranslated prints every topic in Spanish and Chinese:
// each shows its title and summary in that language, the labels from the
// catalog, and no line wider than 80 display columns (a Chinese character
// takes two).
func TestRulesEveryTopicTranslated(t *testing.T) {
	t.Parallel()
	for _, lang := range []gamerules.Language{gamerules.Spanish, gamerules.Chinese} {
		for _, topic := range gamerules.TopicsIn(lang) {
			code, out, errOut := runLockup("--lang", lang.String(), "rules", topic.ID)
			if code != 0 {
				t.Errorf("%s rules %s: exit %d: %s", lang, topic.ID, code, errOut)
				continue
			}
			if !strings.HasPrefix(out, topic.Title+"\n") {
				t.Errorf("%s rules %s starts %q, want the title %q", lang, topic.ID, firstLine(out), topic.Title)
			}
			flat := strings.Join(strings.Fields(out), "")
			if !strings.Contains(flat, strings.Join(strings.Fields(topic.Summary), "")) {
				t.Errorf("%s rules %s does not print the summary", lang, topic.ID)
			}
			if label := terms.Lang(lang).Sprintf("rules.sources"); !strings.Contains(out, "\n"+label+"\n") {
				t.Errorf("%s rules %s has no %q heading", lang, topic.ID, label)
			}
			for _, line := range strings.Split(out, "\n") {
				if w := cmdutil.DisplayWidth(line); w > 80 {
					t.Errorf("%s rules %s: line of %d columns: %q", lang, topic.ID, w, line)
				}
			}
		}
	}
}

// TestRulesUnknownTopicTranslated: an unknown topic is refused in the
// reader's language, naming the closest topics by ID, exit 2.
func TestRulesUnknownTopicTranslated(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--lang", "es", "rules", "enfermerio"}, "lockup: no hay ningún tema enfermerio; los más cercanos: infirmary"},
		{[]string{"--lang", "zh", "rules", "医物室"}, "lockup: 没有条目 医物室；最接近的："},
		{[]string{"--lang", "zh", "rules", "qqq", "zzz"}, "lockup: 没有条目 qqq zzz，也没有条目提到其中任何词"},
		{[]string{"--lang", "es", "rules", "--search", "qqqq"}, "ninguna entrada menciona palabra alguna de \"qqqq\""},
	}
	for _, tt := range tests {
		code, out, errOut := runLockup(tt.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q, want exit 2 and %q", tt.args, code, out, errOut, tt.want)
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
	if !strings.HasPrefix(out, fmt.Sprintf("%d entries mention \"raid\":", len(gamerules.SearchTopics([]string{"raid"}).Matches))) {
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
	var doc gamerules.SearchJSON
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
	var index gamerules.IndexJSON
	if code != 0 || json.Unmarshal([]byte(out), &index) != nil {
		t.Fatalf("index JSON: exit %d, %q", code, out)
	}
	n := 0
	for _, g := range index.Groups {
		n += len(g.Topics)
	}
	if n != len(gamerules.Topics()) || len(index.Groups) != len(gamerules.TopicGroups) {
		t.Errorf("index JSON lists %d topics in %d groups, want %d in %d", n, len(index.Groups), len(gamerules.Topics()), len(gamerules.TopicGroups))
	}

	code, out, _ = runLockup("rules", "-o", "json", "solo", "raid")
	var topic gamerules.TopicJSON
	if code != 0 || json.Unmarshal([]byte(out), &topic) != nil {
		t.Fatalf("topic JSON: exit %d, %q", code, out)
	}
	if topic.ID != "solo-raid" || len(topic.Rulings) == 0 || topic.Rulings[0].Decision == "" {
		t.Errorf("topic JSON = %+v", topic)
	}

	code, out, _ = runLockup("rules", "-o", "json", "--search", "loot")
	var search gamerules.SearchJSON
	if code != 0 || json.Unmarshal([]byte(out), &search) != nil {
		t.Fatalf("search JSON: exit %d, %q", code, out)
	}
	if search.Query != "loot" || len(search.Topics) == 0 || search.Topics[0].ID != "loot" {
		t.Errorf("search JSON = %+v", search)
	}
}

func TestRulesRunF(t *testing.T) {
	t.Parallel()
	io, _, _, _ := cmdutil.TestStreams()
	var got *rules.RulesOptions
	c := rules.NewCmdRules(&cmdutil.Factory{IOStreams: io}, func(o *rules.RulesOptions) error { got = o; return nil })
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
	io, _, out, _ := cmdutil.TestStreams()
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

// TestRulesWidth: a topic's lines fit the terminal, narrow or wide.
func TestRulesWidth(t *testing.T) {
	t.Parallel()
	for _, width := range []int{40, 60, 120} {
		code, out, errOut := runColumns(t, width, "", true, "rules", "raid")
		if code != 0 || errOut != "" {
			t.Fatalf("width %d: exit %d, stderr %q", width, code, errOut)
		}
		for _, line := range strings.Split(out, "\n") {
			if cmdutil.DisplayWidth(line) > width {
				t.Errorf("width %d: line of %d cells: %q", width, cmdutil.DisplayWidth(line), line)
			}
		}
	}
}
