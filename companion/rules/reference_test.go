package rules

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	prisonarchitect "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

var update = flag.Bool("update", false, "rewrite docs/rulings.md from the ruling registry")

// namedPages are the only pages each rulebook itself names (in its
// cross-references); a citation may give no other.
var namedPages = map[Book]map[int]bool{
	CoreRulebook:            {11: true, 12: true, 13: true, 14: true, 15: true, 16: true, 19: true},
	CoreRulebook2018:        {10: true, 11: true, 12: true, 13: true, 14: true},
	BreakoutRulebook:        {},
	PrisonArchitectRulebook: {},
}

func TestTopicsWellFormed(t *testing.T) {
	ids := map[string]bool{}
	for _, tp := range Topics() {
		if ids[tp.ID] {
			t.Errorf("topic %s appears twice", tp.ID)
		}
		ids[tp.ID] = true
	}
	keys := map[string]string{}
	for _, tp := range Topics() {
		if TopicKey(tp.ID) != tp.ID {
			t.Errorf("topic ID %q is not in the form a player types (%q)", tp.ID, TopicKey(tp.ID))
		}
		if tp.Title == "" || tp.Summary == "" {
			t.Errorf("topic %s has no title or summary", tp.ID)
		}
		if n := len(tp.Summary); n > 900 {
			t.Errorf("topic %s: summary of %d bytes is too long to read at the table", tp.ID, n)
		}
		if tp.Group <= NoTopicGroup || int(tp.Group) >= len(topicGroupNames) {
			t.Errorf("topic %s has no group", tp.ID)
		}
		if len(tp.Sources) == 0 {
			t.Errorf("topic %s cites no rulebook", tp.ID)
		}
		for _, s := range tp.Sources {
			if s.Book == NoBook || s.Section == "" {
				t.Errorf("topic %s: incomplete source %+v", tp.ID, s)
			}
			if s.Page != 0 && !namedPages[s.Book][s.Page] {
				t.Errorf("topic %s: %s names a page the rulebook never names", tp.ID, s)
			}
		}
		for _, r := range tp.Related {
			if !ids[r] {
				t.Errorf("topic %s: related topic %q does not exist", tp.ID, r)
			}
			if r == tp.ID {
				t.Errorf("topic %s is related to itself", tp.ID)
			}
		}
		for _, name := range append([]string{tp.ID}, tp.Aliases...) {
			k := TopicKey(name)
			if other, ok := keys[k]; ok && other != tp.ID {
				t.Errorf("name %q finds both %s and %s", name, other, tp.ID)
			}
			keys[k] = tp.ID
		}
	}
	for _, g := range TopicGroups {
		if len(TopicsInGroup(g)) == 0 {
			t.Errorf("group %s has no topics", g)
		}
	}
}

// TestTopicRulingsExist checks that every ruling a topic names is in the
// registry.
func TestTopicRulingsExist(t *testing.T) {
	for _, tp := range Topics() {
		for _, id := range tp.Rulings {
			if _, ok := RulingByID(id); !ok {
				t.Errorf("topic %s names ruling %q, which is not in Rulings()", tp.ID, id)
			}
		}
	}
}

// TestEveryRulingLinked checks that every ruling in the registry is named by
// at least one topic, so a player can find it with `lockup rules`.
func TestEveryRulingLinked(t *testing.T) {
	for _, r := range Rulings() {
		if len(TopicsForRuling(r.ID)) == 0 {
			t.Errorf("ruling %s is named by no topic: add its ID to the Rulings of the topics it touches in companion/rules/topics.go", r.ID)
		}
	}
}

func TestRulingsWellFormed(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range Rulings() {
		if seen[r.ID] {
			t.Errorf("ruling %s appears twice", r.ID)
		}
		seen[r.ID] = true
		if r.ID == "" || r.Title == "" || r.Passage == "" || r.Decision == "" || r.Source.Book == NoBook || r.Source.Section == "" {
			t.Errorf("ruling %q is incomplete: %+v", r.ID, r)
		}
		if r.Source.Page != 0 && !namedPages[r.Source.Book][r.Source.Page] {
			t.Errorf("ruling %s: %s names a page the rulebook never names", r.ID, r.Source)
		}
	}
}

// TestRequiredTopics checks that every topic the issue asks for can be found
// by the name a player would type.
func TestRequiredTopics(t *testing.T) {
	want := map[string]string{
		"raid": "raid", "infirmary": "infirmary", "lookout": "lookout", "enforcer": "enforcer", "seeker": "seeker",
		"roll call": "roll-call", "lights out": "lights-out", "patrol": "patrol", "game end": "game-end",
		"final scoring": "final-scoring", "goals": "goals", "leader goal": "leader-goal", "instant goal": "instant-goal",
		"end game goal": "end-game-goal", "storage limit": "storage-limit", "crafting": "crafting", "reserving": "reserving",
		"recruiting": "recruiting", "bandit cube": "bandits", "advanced setup": "advanced-setup", "traits": "traits",
		"solo": "solo", "guard deck": "guard-deck", "solo roll call": "solo-roll-call", "solo raid": "solo-raid",
		"difficulty": "difficulty", "tunnels": "tunnels", "catacombs": "catacombs", "lantern": "catacombs", "loot": "loot",
		"tomb": "tomb", "escape": "escape", "legend cards": "legend-cards", "breakout solo": "breakout-solo",
		"new goons": "breakout-goons", "new icons": "breakout-icons", "first edition": "first-edition",
		"first player": "first-player", "suspicion": "suspicion", "solo commissary": "solo-commissary",
		"solo chow hall": "solo-chow-hall", "solo cell block": "solo-cell-block", "solo library": "solo-library",
		"special effect icons": "special-effects",
	}
	for _, l := range AllLocations {
		want[l.Slug()] = l.Slug()
		want[l.String()] = l.Slug()
	}
	for g := Bandits; g <= Shapeshifters; g++ {
		want[g.String()] = g.String()
	}
	for _, icon := range []string{"gain resource", "remove suspicion", "give suspicion", "gain power", "draw tome",
		"increase storage", "exchange resource", "choose tome", "advance lantern", "improve item", "reserve item",
		"remove goon", "wild valuable"} {
		want[icon] = TopicKey(icon)
	}
	for query, id := range want {
		got, err := LookupTopic(query)
		if err != nil {
			t.Errorf("LookupTopic(%q): %v", query, err)
			continue
		}
		if got.ID != id {
			t.Errorf("LookupTopic(%q) = %s, want %s", query, got.ID, id)
		}
	}
}

func TestLookupTopicAliases(t *testing.T) {
	tests := []struct{ query, want string }{
		{"Raids", "raid"},
		{"RAID", "raid"},
		{"  raid  ", "raid"},
		{"CHOW HALL", "chow-hall"},
		{"chow_hall", "chow-hall"},
		{"Chow-Hall", "chow-hall"},
		{"first player marker", "first-player"},
		{"dwarf", "dwarves"},
		{"Ratman", "ratmen"},
		{"Khathandor's Tomb", "tomb"},
		{"tombs", "tomb"},
		{"tunnel", "tunnels"},
		{"2P", "two-player"},
		{"2018", "first-edition"},
		{"solitary", "solo"},
		{"passing", "roll-call"},
		{"power cubes", "enforcer"},
		{"gold", "resources"},
		{"Supermax Dungeon", "difficulty"},
		{"bandit cubes", "bandits"},
		{"legends", "legend-cards"},
	}
	for _, tt := range tests {
		got, err := LookupTopic(tt.query)
		if err != nil {
			t.Errorf("LookupTopic(%q): %v", tt.query, err)
			continue
		}
		if got.ID != tt.want {
			t.Errorf("LookupTopic(%q) = %s, want %s", tt.query, got.ID, tt.want)
		}
	}
}

func TestLookupTopicUnknown(t *testing.T) {
	tests := []struct {
		query   string
		message string
		closest string // must be among the suggestions
	}{
		{"raod", "no topic raod; closest: ", "raid"},
		{"infirm", "no topic infirm; closest: infirmary", "infirmary"},
		{"lightout", "no topic lightout; closest: ", "lights-out"},
		{"dwaves", "no topic dwaves; closest: ", "dwarves"},
		{"shapeshift", "no topic shapeshift; closest: shapeshifters", "shapeshifters"},
		{"commisary", "no topic commisary; closest: commissary", "commissary"},
	}
	for _, tt := range tests {
		_, err := LookupTopic(tt.query)
		var unknown *UnknownTopicError
		if !errors.As(err, &unknown) || !errors.Is(err, ErrUnknownTopic) {
			t.Fatalf("LookupTopic(%q) error = %v, want an *UnknownTopicError", tt.query, err)
		}
		if !unknown.BadInput() {
			t.Errorf("LookupTopic(%q): the error must be bad input (exit 2)", tt.query)
		}
		if !strings.HasPrefix(err.Error(), tt.message) {
			t.Errorf("LookupTopic(%q) = %q, want it to start %q", tt.query, err, tt.message)
		}
		if len(unknown.Closest) != 3 {
			t.Errorf("LookupTopic(%q) suggests %v, want three topics", tt.query, unknown.Closest)
		}
		found := false
		for _, c := range unknown.Closest {
			found = found || c == tt.closest
		}
		if !found {
			t.Errorf("LookupTopic(%q) suggests %v, want %s among them", tt.query, unknown.Closest, tt.closest)
		}
	}
	for _, empty := range []string{"", "  ", "--", "?!"} {
		_, err := LookupTopic(empty)
		var unknown *UnknownTopicError
		if !errors.As(err, &unknown) || len(unknown.Closest) != 0 {
			t.Errorf("LookupTopic(%q) = %v, want an unknown topic with no suggestions", empty, err)
		}
	}
}

// TestSearchTopics: questions as players ask them find the entry that
// answers them first (issue 22: words with no meaning are left out, entries
// are ranked by the words they mention rather than required to mention all).
func TestSearchTopics(t *testing.T) {
	tests := []struct {
		words    []string
		first    string   // the best match, "" to skip
		includes []string // must be among the results
		excludes []string // must not be
		ignored  []string // the words left out
	}{
		{[]string{"raid"}, "raid", []string{"solo-raid", "suspicion", "game-end"}, []string{"cultists"}, nil},
		{[]string{"lookout", "suspicion"}, "lookout", []string{"lookout", "suspicion", "lights-out"}, []string{"demons"}, nil},
		{[]string{"suspic"}, "", []string{"suspicion", "raid"}, nil, nil},
		{[]string{"Big Book of Stealth"}, "solo-setup", []string{"solo-setup"}, nil, []string{"of"}},
		{[]string{"loot tokens"}, "loot", []string{"fungoids", "catacombs"}, nil, nil},
		{[]string{"passed", "tome"}, "tomes", []string{"roll-call", "tomes"}, []string{"dwarves"}, nil},
		{[]string{"magic"}, "valuables", []string{"first-edition-goons", "demons"}, nil, nil},
		{[]string{"solo", "cubes", "locations"}, "", []string{"solo-raid"}, nil, nil},
		{[]string{"zzzzqx"}, "", nil, []string{"raid"}, nil},
		// A question as a player types it.
		{[]string{"can", "I", "look", "at", "my", "face-down", "tokens"}, "crew-tokens", nil, nil, []string{"can", "i", "at", "my"}},
		{[]string{"what happens when the supply runs out"}, "", []string{"patrol"}, nil, []string{"what", "happens", "when", "the"}},
		{[]string{"can the guards discard"}, "storage-limit", nil, nil, []string{"can", "the"}},
		// Only words with no meaning: they are searched after all.
		{[]string{"what", "is", "it"}, "", nil, nil, nil},
	}
	for _, tt := range tests {
		res := SearchTopics(tt.words)
		got := foundTopics(res)
		ids := map[string]bool{}
		for _, tp := range got {
			ids[tp.ID] = true
		}
		if tt.first != "" && (len(got) == 0 || got[0].ID != tt.first || !res.Matches[0].Best) {
			t.Errorf("SearchTopics(%q): first result %v, want %s as the best match", tt.words, topicIDs(got), tt.first)
		}
		for _, id := range tt.includes {
			if !ids[id] {
				t.Errorf("SearchTopics(%q) = %v, want %s among them", tt.words, topicIDs(got), id)
			}
		}
		for _, id := range tt.excludes {
			if ids[id] {
				t.Errorf("SearchTopics(%q) = %v, want no %s", tt.words, topicIDs(got), id)
			}
		}
		if !slices.Equal(res.Ignored, tt.ignored) {
			t.Errorf("SearchTopics(%q) left out %q, want %q", tt.words, res.Ignored, tt.ignored)
		}
		for k, m := range res.Matches {
			if m.Best && (k > 0 && !res.Matches[k-1].Best || k >= maxBest) {
				t.Errorf("SearchTopics(%q): best match %s at place %d", tt.words, m.Topic.ID, k+1)
			}
		}
	}
	if got := SearchTopics(nil); got.Matches != nil {
		t.Errorf("SearchTopics(nil) = %v, want nothing", topicIDs(foundTopics(got)))
	}
	if got := SearchTopics([]string{" ", "--"}); got.Matches != nil {
		t.Errorf("SearchTopics of punctuation = %v, want nothing", topicIDs(foundTopics(got)))
	}
}

func TestClosestTopics(t *testing.T) {
	tests := []struct {
		query, first string
	}{
		{"infirm", "infirmary"},
		{"smith", "smithy"},
		{"roll", "roll-call"},
		{"hobgoblim", "hobgoblins"},
		{"reseve", "reserving"},
	}
	for _, tt := range tests {
		got := ClosestTopics(tt.query, 3)
		if len(got) != 3 || got[0].ID != tt.first {
			t.Errorf("ClosestTopics(%q, 3) = %v, want %s first", tt.query, topicIDs(got), tt.first)
		}
	}
	if got := ClosestTopics("raid", 0); got != nil {
		t.Errorf("ClosestTopics with n = 0 = %v", topicIDs(got))
	}
	if got := ClosestTopics("raid", 10000); len(got) != len(Topics()) {
		t.Errorf("ClosestTopics with a large n gave %d topics, want all %d", len(got), len(Topics()))
	}
}

func TestTopicKey(t *testing.T) {
	tests := map[string]string{
		"Chow Hall":         "chow-hall",
		"  chow__hall  ":    "chow-hall",
		"Khathandor's Tomb": "khathandors-tomb",
		"--raid--":          "raid",
		"":                  "",
		"2P":                "2p",
		"chow-hall":         "chow-hall",
		"chow--hall":        "chow-hall",
		"-raid":             "raid",
		"raid-":             "raid",
		"Éclair’s CAFÉ":     "éclairs-café",
	}
	for in, want := range tests {
		if got := TopicKey(in); got != want {
			t.Errorf("TopicKey(%q) = %q, want %q", in, got, want)
		}
	}
}

// topicKeyByParts is TopicKey as first written, lower-casing the whole text
// before reading it: FuzzTopicKey checks that the one pass agrees with it.
func topicKeyByParts(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
			continue
		}
		if r == '\'' || r == '’' {
			continue
		}
		dash = true
	}
	return b.String()
}

func FuzzTopicKey(f *testing.F) {
	for _, s := range []string{"Chow Hall", "chow-hall", "Khathandor's Tomb", "--raid--", "", "2P", "ǅ", "\xff-a", "İstanbul"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := TopicKey(s), topicKeyByParts(s); got != want {
			t.Fatalf("TopicKey(%q) = %q, want %q", s, got, want)
		}
	})
}

// TestSummariesAreOurOwnWords checks that no eight words in a row of a
// summary, a 2018 note or a ruling are copied from the English rulebooks.
// It is skipped when the rulebooks are not beside the repository.
func TestSummariesAreOurOwnWords(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "rules")
	const n = 8
	grams := map[string]string{}
	for _, f := range []string{"lockup-core-rulebook-en.md", "lockup-breakout-rulebook-en.md", "prison-architect-rulebook-en.md"} {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Skipf("rulebooks not found beside the repository: %v", err)
		}
		words := tokenize(string(data))
		for i := 0; i+n <= len(words); i++ {
			grams[strings.Join(words[i:i+n], " ")] = f
		}
	}
	check := func(where, text string) {
		words := tokenize(text)
		for i := 0; i+n <= len(words); i++ {
			g := strings.Join(words[i:i+n], " ")
			if f, ok := grams[g]; ok {
				t.Errorf("%s copies %q from %s", where, g, f)
			}
		}
	}
	for _, tp := range Topics() {
		check("topic "+tp.ID, tp.Summary)
		check("topic "+tp.ID+" (2018)", tp.FirstEdition)
	}
	for _, r := range Rulings() {
		check("ruling "+r.ID, r.Passage)
		check("ruling "+r.ID, r.Decision)
	}
}

// TestRulingsDoc checks that docs/rulings.md is the page RulingsMarkdown
// renders; with -update it rewrites the page.
func TestRulingsDoc(t *testing.T) {
	path := filepath.Join("..", "..", "docs", "rulings.md")
	// Every ruling of the project is in one page: Lockup's, then Prison
	// Architect's (a package of scoring, which the rules engine does not
	// import; only this test reads it).
	want := RulingsMarkdown() + "\n" + prisonarchitect.RulingsMarkdown()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v; run: go test ./companion/rules -run TestRulingsDoc -update", err)
	}
	if string(got) != want {
		t.Errorf("docs/rulings.md is stale: run go test ./companion/rules -run TestRulingsDoc -update")
	}
	for _, r := range Rulings() {
		if !strings.Contains(want, "`"+r.ID+"`") {
			t.Errorf("the doc does not list ruling %s", r.ID)
		}
	}
}

// foundTopics returns the entries a search found, in their order.
func foundTopics(s Search) []Topic {
	out := make([]Topic, len(s.Matches))
	for i, m := range s.Matches {
		out[i] = m.Topic
	}
	return out
}

func topicIDs(ts []Topic) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.ID
	}
	return out
}

func ExampleLookupTopic() {
	topic, err := LookupTopic("Chow Hall")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(topic.Title)
	for _, s := range topic.Sources {
		fmt.Println(s)
	}
	_, err = LookupTopic("infirmery")
	fmt.Println(err)
	// Output:
	// Chow Hall (6)
	// Lockup core rulebook (2019), "Location Rewards – Chow Hall", p. 11
	// Lockup core rulebook (2019), "Recruiting Goons", p. 15
	// no topic infirmery; closest: infirmary, enforcer, first-player
}

// FuzzLookupTopic feeds player input to the lookup and the search: neither
// may panic, a found topic must be one of the reference's, an unknown one
// must suggest at most three real topics, and every search result must hold
// every word searched.
func FuzzLookupTopic(f *testing.F) {
	for _, seed := range []string{"raid", "Chow Hall", "khathandor's tomb", "2p", "raod", "", "--", "élan", "\x00\xff", "lookout suspicion", strings.Repeat("a", 300)} {
		f.Add(seed)
	}
	ids := map[string]bool{}
	for _, tp := range Topics() {
		ids[tp.ID] = true
	}
	f.Fuzz(func(t *testing.T, query string) {
		tp, err := LookupTopic(query)
		if err == nil {
			if !ids[tp.ID] {
				t.Fatalf("LookupTopic(%q) returned unknown topic %q", query, tp.ID)
			}
		} else {
			var unknown *UnknownTopicError
			if !errors.As(err, &unknown) {
				t.Fatalf("LookupTopic(%q) error %v is not an *UnknownTopicError", query, err)
			}
			if len(unknown.Closest) > 3 {
				t.Fatalf("LookupTopic(%q) suggests %d topics", query, len(unknown.Closest))
			}
			for _, c := range unknown.Closest {
				if !ids[c] {
					t.Fatalf("LookupTopic(%q) suggests unknown topic %q", query, c)
				}
			}
			if utf8.ValidString(query) && !strings.Contains(err.Error(), strings.TrimSpace(query)) {
				t.Fatalf("error %q does not repeat the query %q", err, query)
			}
		}
		idx := referenceSearch()
		for _, res := range SearchTopics([]string{query}).Matches {
			i := -1
			for k, t := range referenceTopics {
				if t.ID == res.Topic.ID {
					i = k
				}
			}
			if len(res.Matched) == 0 {
				t.Fatalf("SearchTopics(%q) returned %s, which mentions none of the words", query, res.Topic.ID)
			}
			for _, term := range res.Matched {
				if !matchesAny(idx.body[i], term) {
					t.Fatalf("SearchTopics(%q) returned %s, which lacks %q", query, res.Topic.ID, term)
				}
			}
		}
	})
}

func BenchmarkSearchTopics(b *testing.B) {
	b.ReportAllocs()
	words := []string{"lookout", "suspicion"}
	for b.Loop() {
		SearchTopics(words)
	}
}

func BenchmarkLookupTopicUnknown(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		_, _ = LookupTopic("infirmery")
	}
}

// BenchmarkRulesLookup is the work `lockup rules raid` does in a fresh
// process: prepare the topics' names from nothing, find the topic, and
// fetch the rulings printed with it.
//
// Goal (issue 8): lockup rules TOPIC <= 2x hello-world.
func BenchmarkRulesLookup(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		i, ok := newTopicLookup(referenceTopics).find(TopicKey("raid"))
		if !ok {
			b.Fatal("no topic raid")
		}
		for _, id := range referenceTopics[i].Rulings {
			if _, ok := RulingByID(id); !ok {
				b.Fatalf("topic raid names ruling %s, which is not registered", id)
			}
		}
	}
}
