package rules

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/lockup-companion/lockup/companion/terms"
)

// translatedLanguages are the languages every topic is written in besides
// English.
var translatedLanguages = []Language{Spanish, Chinese}

// bookOf is the rulebook each language's summaries come from.
var bookOf = map[Language]Book{Spanish: CoreRulebookSpanish, Chinese: CoreRulebook2018}

// bookFiles are the files of ../shared/rules holding each book.
var bookFiles = map[Book]string{
	CoreRulebookSpanish: "lockup-core-rulebook-es.md",
	CoreRulebook2018:    "lockup-core-rulebook-zh-2018.md",
}

// namedPagesByBook are the pages the Spanish and Chinese books name in
// their cross-references; a citation may give no other.
var namedPagesByBook = map[Book]map[int]bool{
	CoreRulebookSpanish: {11: true, 12: true, 13: true, 14: true, 15: true, 16: true, 19: true},
	CoreRulebook2018:    {10: true, 11: true, 12: true, 13: true, 14: true},
}

// readBook returns a rulebook's text, looking for ../shared/rules beside
// the repository (the main checkout or a worktree one level deeper); the
// test is skipped when it is not there.
func readBook(t *testing.T, b Book) string {
	t.Helper()
	for _, dir := range []string{filepath.Join("..", "..", "..", "shared", "rules"), filepath.Join("..", "..", "..", "..", "shared", "rules")} {
		data, err := os.ReadFile(filepath.Join(dir, bookFiles[b]))
		if err == nil {
			return string(data)
		}
	}
	t.Skipf("rulebook %s not found beside the repository", bookFiles[b])
	return ""
}

// squeeze joins every run of white space into one space.
func squeeze(s string) string { return strings.Join(strings.Fields(s), " ") }

func TestEveryTopicTranslated(t *testing.T) {
	ids := map[string]bool{}
	for _, tp := range Topics() {
		ids[tp.ID] = true
	}
	for _, lang := range translatedLanguages {
		for _, tp := range Topics() {
			tr, ok := translations(lang)[tp.ID]
			if tp.Group == GroupPrisonArchitect && ok && !tr.Ours {
				t.Errorf("%s: topic %s: Prison Architect has no book in that language, so its translation is ours", lang, tp.ID)
			}
			if !ok {
				t.Errorf("%s: topic %s has no translation", lang, tp.ID)
				continue
			}
			if tr.Title == "" || tr.Summary == "" {
				t.Errorf("%s: topic %s has no title or summary", lang, tp.ID)
			}
			if n := utf8.RuneCountInString(tr.Summary); n > 1300 {
				t.Errorf("%s: topic %s: summary of %d characters is too long", lang, tp.ID, n)
			}
			if tp.FirstEdition != "" && tr.FirstEdition == "" {
				t.Errorf("%s: topic %s says nothing of the 2018 edition, which the English does", lang, tp.ID)
			}
			if tr.Ours && len(tr.Sources) > 0 {
				t.Errorf("%s: topic %s is our translation but cites its own sources; it cites the English ones", lang, tp.ID)
			}
			if !tr.Ours && !slices.ContainsFunc(tr.Sources, func(s Source) bool { return s.Book == bookOf[lang] }) {
				t.Errorf("%s: topic %s cites nothing in %s; mark it Ours if that book has no text for it", lang, tp.ID, bookOf[lang])
			}
		}
		for id := range translations(lang) {
			if !ids[id] {
				t.Errorf("%s: translation of unknown topic %q", lang, id)
			}
		}
		for id := range translationAliases(lang) {
			if _, ok := translations(lang)[id]; !ok {
				t.Errorf("%s: aliases of a topic with no translation: %q", lang, id)
			}
		}
	}
}

// TestTranslatedSourcesInTheirBooks checks that every section an es or zh
// topic cites is printed in that book, as cited: the title whole, or each
// part of "SECTION – SUBSECTION".
func TestTranslatedSourcesInTheirBooks(t *testing.T) {
	check := citedIn(t)
	for _, lang := range translatedLanguages {
		for id, tr := range translations(lang) {
			for _, s := range tr.Sources {
				check(fmt.Sprintf("%s: topic %s", lang, id), lang, s)
			}
		}
	}
}

// citedIn returns a check that a Spanish or Chinese source names a section
// (and page) its book prints; sources in other books pass.
func citedIn(t *testing.T) func(where string, lang Language, s Source) {
	// Only the Spanish and Chinese books: the English sources are the
	// English reference's, checked with it.
	texts := map[Book]string{}
	for _, b := range bookOf {
		texts[b] = squeeze(readBook(t, b))
	}
	return func(where string, lang Language, s Source) {
		t.Helper()
		text, ok := texts[s.Book]
		if !ok {
			return
		}
		if s.Page != 0 && !namedPagesByBook[s.Book][s.Page] {
			t.Errorf("%s: %s names a page the book never names", where, s.In(lang))
		}
		sec := squeeze(s.Section)
		if strings.Contains(text, sec) {
			return
		}
		for _, part := range strings.Split(sec, " – ") {
			if !strings.Contains(text, part) {
				t.Errorf("%s cites %q, which %s does not print", where, part, bookFiles[s.Book])
			}
		}
	}
}

// TestTranslationsAreOurOwnWords checks that no Spanish summary shares
// eight words in a row with the Spanish book, and no Chinese one fifteen
// characters in a row (white space aside) with the Chinese book.
func TestTranslationsAreOurOwnWords(t *testing.T) {
	const esWords, zhRunes = 8, 15
	esBook := tokenize(readBook(t, CoreRulebookSpanish))
	esGrams := map[string]bool{}
	for i := 0; i+esWords <= len(esBook); i++ {
		esGrams[strings.Join(esBook[i:i+esWords], " ")] = true
	}
	zhBook := []rune(strings.Join(strings.Fields(readBook(t, CoreRulebook2018)), ""))
	zhGrams := map[string]bool{}
	for i := 0; i+zhRunes <= len(zhBook); i++ {
		zhGrams[string(zhBook[i:i+zhRunes])] = true
	}
	texts := func(lang Language) map[string][]string {
		out := map[string][]string{}
		for id, tr := range translations(lang) {
			out["topic "+id] = []string{tr.Title, tr.Summary, tr.FirstEdition}
		}
		for id, tr := range rulingTranslations(lang) {
			out["ruling "+id] = []string{tr.Title, tr.Passage, tr.Decision}
		}
		return out
	}
	for id, all := range texts(Spanish) {
		for _, text := range all {
			words := tokenize(text)
			for i := 0; i+esWords <= len(words); i++ {
				if g := strings.Join(words[i:i+esWords], " "); esGrams[g] {
					t.Errorf("es: %s copies %q from the Spanish book", id, g)
				}
			}
		}
	}
	for id, all := range texts(Chinese) {
		for _, text := range all {
			rs := []rune(strings.Join(strings.Fields(text), ""))
			for i := 0; i+zhRunes <= len(rs); i++ {
				// A run without Chinese is a card's English name, as
				// printed: naming a card is not copying the book.
				if g := string(rs[i : i+zhRunes]); zhGrams[g] && strings.ContainsFunc(g, isHan) {
					t.Errorf("zh: %s copies %q from the Chinese book", id, g)
				}
			}
		}
	}
}

func isHan(r rune) bool { return unicode.Is(unicode.Han, r) }

// termsToAvoid are words for a game term other than the one the book
// prints (and the reference uses everywhere): a summary must not use them.
var termsToAvoid = map[Language][]string{
	Spanish: {"ficha de pandillero", "vigía", "secuaz", "esbirro", "fabricar un objeto", "comisaría de", "tomo", "objetivo de líderes", "matones", "observadores"},
	Chinese: {"小卖铺", "标志物", "可疑度方块", "威望点", "暴徒牌堆", "典籍牌堆", "物品牌堆", "令牌", "打手"},
}

func TestTranslationsUseOneWordPerTerm(t *testing.T) {
	for lang, avoid := range termsToAvoid {
		all := map[string]string{}
		for id, tr := range translations(lang) {
			all["topic "+id] = tr.Title + " " + tr.Summary + " " + tr.FirstEdition
		}
		for id, tr := range rulingTranslations(lang) {
			all["ruling "+id] = tr.Title + " " + tr.Passage + " " + tr.Decision
		}
		for id, text := range all {
			text = strings.ToLower(text)
			for _, w := range avoid {
				if strings.Contains(text, w) {
					t.Errorf("%s: %s says %q; the reference uses the book's word for it", lang, id, w)
				}
			}
		}
	}
}

func TestTopicIn(t *testing.T) {
	raid, err := LookupTopic("raid")
	if err != nil {
		t.Fatal(err)
	}
	pa, err := LookupTopic("pa-scoring")
	if err != nil {
		t.Fatal(err)
	}
	seeker, err := LookupTopic("seeker")
	if err != nil {
		t.Fatal(err)
	}
	englishBefore := fmt.Sprint(Topics())
	tests := []struct {
		name      string
		topic     Topic
		lang      Language
		wantLang  Language
		wantTitle string
		wantNote  bool
		wantBook  Book // of the first source
	}{
		{"English is the topic itself", raid, English, English, "Raids", false, CoreRulebook},
		{"Spanish cites the Spanish book", raid, Spanish, Spanish, "Redadas", false, CoreRulebookSpanish},
		{"Chinese cites the 2018 book", raid, Chinese, Chinese, "突击检查", false, CoreRulebook2018},
		{"Prison Architect is our translation", pa, Spanish, Spanish, "Prison Architect: puntuación final", true, PrisonArchitectRulebook},
		{"Prison Architect is our translation in Chinese", pa, Chinese, Chinese, "Prison Architect：终局计分", true, PrisonArchitectRulebook},
		{"Breakout is our translation citing the English book", seeker, Spanish, Spanish, "Buscador (Breakout)", true, BreakoutRulebook},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.topic.In(tc.lang)
			if got.Lang != tc.wantLang || got.Title != tc.wantTitle {
				t.Errorf("In(%s) = %s %q, want %s %q", tc.lang, got.Lang, got.Title, tc.wantLang, tc.wantTitle)
			}
			if (got.Note != "") != tc.wantNote {
				t.Errorf("In(%s).Note = %q, want a note: %v", tc.lang, got.Note, tc.wantNote)
			}
			if got.Sources[0].Book != tc.wantBook {
				t.Errorf("In(%s) cites %s first, want %s", tc.lang, got.Sources[0].Book, tc.wantBook)
			}
			if got.ID != tc.topic.ID || !slices.Equal(got.Rulings, tc.topic.Rulings) || !slices.Equal(got.Related, tc.topic.Related) {
				t.Errorf("In(%s) changed the ID, rulings or related topics", tc.lang)
			}
		})
	}
	untranslated := Topic{ID: "no-such-topic", Title: "No such topic", Summary: "Only English."}.In(Chinese)
	if untranslated.Lang != English || untranslated.Title != "No such topic" || untranslated.Note == "" {
		t.Errorf("a topic with no translation reads %s %q with note %q; want the English with a note", untranslated.Lang, untranslated.Title, untranslated.Note)
	}
	for _, lang := range Languages {
		if got := TopicsIn(lang); len(got) != len(Topics()) {
			t.Errorf("TopicsIn(%s) has %d topics, want %d", lang, len(got), len(Topics()))
		}
	}
	if fmt.Sprint(Topics()) != englishBefore {
		t.Error("translating changed the English reference")
	}
}

func TestGroupAndSourceIn(t *testing.T) {
	for _, lang := range Languages {
		for _, g := range TopicGroups {
			if name := g.In(lang); name == "" || name == "no group" {
				t.Errorf("group %s has no name in %s", g, lang)
			}
		}
	}
	for _, b := range []Book{CoreRulebook, BreakoutRulebook, CoreRulebook2018, PrisonArchitectRulebook, CoreRulebookSpanish} {
		for _, lang := range Languages {
			if b.In(lang) == "no rulebook" {
				t.Errorf("book %d has no title in %s", b, lang)
			}
		}
	}
	src := es("Redadas", 12)
	if got, want := src.In(Spanish), "reglamento de Lockup (2019, edición en español), «Redadas», pág. 12"; got != want {
		t.Errorf("Source.In(es) = %q, want %q", got, want)
	}
	if got, want := zh("突击检查", 11).In(Chinese), "Lockup 规则书（2018 第一版，中文翻译），“突击检查”，第11页"; got != want {
		t.Errorf("Source.In(zh) = %q, want %q", got, want)
	}
}

// TestChineseSummariesAreChinese guards against an English sentence left in
// a Chinese summary: it must have at least twice as many Han characters as
// words in other letters (the cards' and tiles' English names).
func TestChineseSummariesAreChinese(t *testing.T) {
	all := map[string]string{}
	for id, tr := range translations(Chinese) {
		all["topic "+id] = tr.Summary
	}
	for id, tr := range rulingTranslations(Chinese) {
		all["ruling "+id] = tr.Passage + " " + tr.Decision
	}
	for id, text := range all {
		han, words := 0, 0
		inWord := false
		for _, r := range text {
			switch {
			case unicode.Is(unicode.Han, r):
				han++
				inWord = false
			case unicode.IsLetter(r):
				if !inWord {
					words++
				}
				inWord = true
			default:
				inWord = false
			}
		}
		if han < 2*words {
			t.Errorf("zh: %s: %d Han characters and %d other words: is it Chinese?", id, han, words)
		}
	}
}

func ExampleTopic_In() {
	raid, _ := LookupTopic("raid")
	es := raid.In(Spanish)
	fmt.Println(es.Title)
	fmt.Println(es.Sources[0].In(Spanish))
	zh := raid.In(Chinese)
	fmt.Println(zh.Title)
	fmt.Println(zh.Sources[0].In(Chinese))
	seeker, _ := LookupTopic("seeker")
	fmt.Println(seeker.In(Spanish).Note)
	// Output:
	// Redadas
	// reglamento de Lockup (2019, edición en español), «Redadas», pág. 12
	// 突击检查
	// Lockup 规则书（2018 第一版，中文翻译），“突击检查”，第11页
	// Traducción nuestra: el reglamento en español no trata este tema, así que se citan las fuentes en otro idioma.
}

func TestLookupTopicIn(t *testing.T) {
	tests := []struct {
		query string
		lang  Language
		want  string // topic ID; "" for an error
		title string // the title in lang
	}{
		{"raid", Spanish, "raid", "Redadas"},
		{"Redadas", Spanish, "raid", "Redadas"},
		{"redada", English, "raid", "Raids"},
		{"突击检查", Spanish, "raid", "Redadas"},
		{"突击检查", Chinese, "raid", "突击检查"},
		{"Enfermería", Chinese, "infirmary", "医务室（3）"},
		{"enfermeria", Spanish, "infirmary", "Enfermería (3)"},
		{"ENFERMERI\u0301A", Spanish, "infirmary", "Enfermería (3)"}, // an accent typed as a combining mark
		{"Cloaca (2)", Spanish, "sewers", "Cloaca (2)"},
		{"运动场", Chinese, "exercise-yard", "运动场（1）"},
		{"quitar sospecha", Spanish, "remove-suspicion", "Símbolo de quitar sospecha"},
		{"排除嫌疑", Chinese, "remove-suspicion", "排除嫌疑图标"},
		{"Fase de Luces Fuera", Spanish, "lights-out", "Fase de Luces Fuera"},
		{"buscador", Spanish, "seeker", "Buscador (Breakout)"},
		{"linterna", Spanish, "catacombs", "Avanzar en las catacumbas (Breakout)"},
		{"灯笼", Chinese, "catacombs", "在地下墓穴中前进（Breakout）"},
		{"Fácil", Spanish, "difficulty", "Niveles de dificultad"},
		{"巡检阶段", Chinese, "patrol", "巡逻阶段"},
		{"Prison Architect", Spanish, "pa-scoring", "Prison Architect: puntuación final"},
		{"redadz", Spanish, "", ""},
		{"突击", Chinese, "", ""},
	}
	for _, tc := range tests {
		got, err := LookupTopicIn(tc.query, tc.lang)
		if tc.want == "" {
			var unknown *UnknownTopicError
			if err == nil || !errors.As(err, &unknown) || len(unknown.Closest) == 0 {
				t.Errorf("LookupTopicIn(%q) = %s, %v; want an unknown topic with suggestions", tc.query, got.ID, err)
			}
			continue
		}
		if err != nil || got.ID != tc.want || got.Title != tc.title {
			t.Errorf("LookupTopicIn(%q, %s) = %s %q, %v; want %s %q", tc.query, tc.lang, got.ID, got.Title, err, tc.want, tc.title)
		}
	}
	// The closest topics are compared in the query's language.
	_, err := LookupTopicIn("突击", Chinese)
	var unknown *UnknownTopicError
	if !errors.As(err, &unknown) || unknown.Closest[0] != "raid" {
		t.Errorf("LookupTopicIn(突击) suggests %v, want raid first", err)
	}
	_, err = LookupTopicIn("redadz", Spanish)
	if !errors.As(err, &unknown) || unknown.Closest[0] != "raid" {
		t.Errorf("LookupTopicIn(redadz) suggests %v, want raid first", err)
	}
}

// TestTranslatedNamesFindOneTopic: no Spanish or Chinese name finds two
// topics, nor a topic other than the one an English name finds.
func TestTranslatedNamesFindOneTopic(t *testing.T) {
	english := referenceLookup()
	seen := map[string]string{}
	for i, keys := range translatedLookup().keys {
		id := referenceTopics[i].ID
		for _, k := range keys {
			if other, ok := seen[k]; ok && other != id {
				t.Errorf("name %q finds both %s and %s", k, other, id)
			}
			seen[k] = id
			if j, ok := english.byKey[k]; ok && j != i {
				t.Errorf("name %q of %s is an English name of %s", k, id, referenceTopics[j].ID)
			}
		}
	}
}

func FuzzLookupTopicIn(f *testing.F) {
	for _, s := range []string{"Redadas", "突击检查", "enfermeria", "Cloaca (2)", "排除嫌疑", "Símbolo de", "（", "e\u0301", "\xff", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, lang := range Languages {
			got, err := LookupTopicIn(s, lang)
			if err != nil {
				if !errors.Is(err, ErrUnknownTopic) {
					t.Fatalf("LookupTopicIn(%q) = %v, not an unknown topic", s, err)
				}
				continue
			}
			if _, err := LookupTopic(got.ID); err != nil {
				t.Fatalf("LookupTopicIn(%q) found %q, which is no topic", s, got.ID)
			}
			if got.Lang != lang && got.Note == "" {
				t.Fatalf("LookupTopicIn(%q, %s) is in %s with no note", s, lang, got.Lang)
			}
		}
	})
}

func TestSearchTopicsIn(t *testing.T) {
	tests := []struct {
		lang    Language
		query   string
		best    string   // a best match
		ignored []string // words left out
	}{
		{Spanish, "sospecha observador", "lookout", nil},
		{Spanish, "enfermeria", "infirmary", nil},
		{Spanish, "empate fuerza", "lights-out", nil},
		{Spanish, "¿puedo mirar mis losetas boca abajo?", "solo-roll-call", []string{"puedo", "mis"}},
		{Spanish, "Ladrón", "bandits", nil},
		{Chinese, "突击检查", "raid", nil},
		{Chinese, "我可以看面朝下的标记吗", "crew-tokens", []string{"我", "可以", "的", "吗"}},
		{Chinese, "可疑方块 瞭望员", "lookout", nil},
		{Chinese, "存储限制", "storage-limit", nil},
		{English, "lookout suspicion", "lookout", nil},
	}
	for _, tc := range tests {
		got := SearchTopicsIn([]string{tc.query}, tc.lang)
		var best []string
		for _, m := range got.Matches {
			if m.Topic.Lang != tc.lang {
				t.Errorf("%s %q: %s is in %s", tc.lang, tc.query, m.Topic.ID, m.Topic.Lang)
			}
			if m.Best {
				best = append(best, m.Topic.ID)
			}
		}
		if !slices.Contains(best, tc.best) {
			t.Errorf("%s %q: best matches %v, want %s among them", tc.lang, tc.query, best, tc.best)
		}
		if !slices.Equal(got.Ignored, tc.ignored) {
			t.Errorf("%s %q: left out %v, want %v", tc.lang, tc.query, got.Ignored, tc.ignored)
		}
	}
}

func TestSplitChinese(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"突击检查", []string{"突击", "击检", "检查"}},
		{"牢房", []string{"牢房"}},
		{"图", []string{"图"}},
		{"我的 Explorer 目标", []string{"我的", "explorer", "目标"}},
		{"散乱的组员", []string{"散乱", "的", "组员"}},
		{"", nil},
	}
	for _, tc := range tests {
		if got := splitChinese(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("splitChinese(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func BenchmarkSearchTopicsIn(b *testing.B) {
	for _, tc := range []struct {
		lang  Language
		words []string
	}{{Spanish, []string{"observador", "sospecha"}}, {Chinese, []string{"瞭望员", "可疑方块"}}} {
		b.Run(tc.lang.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				SearchTopicsIn(tc.words, tc.lang)
			}
		})
	}
}

func TestEquivalentPassages(t *testing.T) {
	check := citedIn(t)
	for _, p := range passages() {
		for _, lang := range translatedLanguages {
			got, ok := Source{CoreRulebook, p.en, 0}.Equivalent(lang)
			if !ok {
				continue
			}
			if got.Book != bookOf[lang] {
				t.Errorf("%s: %q maps to %s, not to that language's book", lang, p.en, got.Book)
			}
			check(fmt.Sprintf("%s: passage %q", lang, p.en), lang, got)
		}
	}
	// Every core section the reference, the rulings and the engine's
	// refusals cite has its Spanish passage, and its Chinese one unless
	// the 2018 book lacks it.
	noSpanish := map[string]bool{"components": true} // the Spanish list of components has no title
	noChinese := map[string]bool{"trait cards": true, "advanced setup": true, "recruiting goons – bandits": true, "recruiting goons – flayers": true}
	var cited []Source
	for _, tp := range Topics() {
		cited = append(cited, tp.Sources...)
	}
	for _, r := range Rulings() {
		cited = append(cited, r.Source)
	}
	for _, sec := range coreSectionsInCode(t) {
		cited = append(cited, core(sec, 0))
	}
	for _, s := range cited {
		if s.Book != CoreRulebook {
			continue
		}
		key := passageKey(s.Section)
		if _, ok := s.Equivalent(Spanish); !ok && !noSpanish[key] {
			t.Errorf("%q has no Spanish passage", s.Section)
		}
		if _, ok := s.Equivalent(Chinese); !ok && !noChinese[key] {
			t.Errorf("%q has no Chinese passage", s.Section)
		}
	}
	tests := []struct {
		in   Source
		lang Language
		want Source
		ok   bool
	}{
		{core("II. Lights Out Phase – 2. Gain Suspicion", 0), Spanish, esGanaSospecha, true},
		{core("Lights Out Phase – 2. Gain Suspicion", 0), Chinese, zhGainSusp, true},
		{core("Raids", 12), Chinese, zh("突击检查", 11), true},
		{core("Recruiting Goons – Bandits", 15), Chinese, core("Recruiting Goons – Bandits", 15), false},
		{bo("Goon Cards"), Spanish, bo("Goon Cards"), false},
		{core("Raids", 12), English, core("Raids", 12), false},
	}
	for _, tc := range tests {
		got, ok := tc.in.Equivalent(tc.lang)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s.Equivalent(%s) = %s, %v; want %s, %v", tc.in, tc.lang, got, ok, tc.want, tc.ok)
		}
	}
}

// coreSectionsInCode returns the sections of the English core rulebook the
// project's Go files (tests aside) cite, as written there.
func coreSectionsInCode(t *testing.T) []string {
	t.Helper()
	re := regexp.MustCompile(`(?:CoreRulebook,\s*|\bcore\(|CoreRulebook,\s*Section:\s*)"([^"%]+)"`)
	var out []string
	err := filepath.WalkDir(filepath.Join("..", ".."), func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != filepath.Join("..", "..") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range re.FindAllStringSubmatch(string(data), -1) {
			if sec := m[1]; !strings.HasSuffix(sec, "– ") {
				out = append(out, sec)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) < 50 {
		t.Fatalf("found only %d citations of the core rulebook in the code", len(out))
	}
	return out
}

// rulingLanguages are the languages every ruling is translated into.
var rulingLanguages = []Language{Spanish, Chinese}

func TestEveryRulingTranslated(t *testing.T) {
	ids := map[string]bool{}
	for _, r := range Rulings() {
		ids[r.ID] = true
	}
	for _, lang := range rulingLanguages {
		for _, r := range Rulings() {
			tr, ok := rulingTranslations(lang)[r.ID]
			if !ok {
				t.Errorf("%s: ruling %s has no translation", lang, r.ID)
				continue
			}
			if tr.Title == "" || tr.Passage == "" || tr.Decision == "" {
				t.Errorf("%s: ruling %s lacks a title, passage or decision", lang, r.ID)
			}
			in := r.In(lang)
			if in.ID != r.ID || in.Source != r.Source || in.Title != tr.Title {
				t.Errorf("%s: ruling %s.In changed its ID or source, or kept its title", lang, r.ID)
			}
			// Ruling IDs, commands and flags named in the English are
			// named in the translation too.
			for _, w := range strings.Fields(r.Decision + " " + r.Passage) {
				w = strings.Trim(w, ".,;:()\"'`")
				if (strings.HasPrefix(w, "--") || ids[w] && w != r.ID) && !strings.Contains(tr.Passage+" "+tr.Decision, w) {
					t.Errorf("%s: ruling %s names %q in English but not in its translation", lang, r.ID, w)
				}
			}
		}
		for id := range rulingTranslations(lang) {
			if !ids[id] {
				t.Errorf("%s: translation of unknown ruling %q", lang, id)
			}
		}
	}
	if r, ok := RulingByIDIn(RulingRaidZero, Spanish); !ok || !strings.HasPrefix(r.Decision, "No.") || r.Title == "" {
		t.Errorf("RulingByIDIn(raid-zero, es) = %+v, %v", r, ok)
	}
	if _, ok := RulingByIDIn("no-such-ruling", Spanish); ok {
		t.Error("RulingByIDIn found a ruling that does not exist")
	}
}

func ExampleLookupTopicIn() {
	for _, q := range []string{"enfermeria", "突击检查", "linterna"} {
		t, err := LookupTopicIn(q, Spanish)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: %s\n", t.ID, t.Title)
	}
	// Output:
	// infirmary: Enfermería (3)
	// raid: Redadas
	// catacombs: Avanzar en las catacumbas (Breakout)
}

func ExampleSearchTopicsIn() {
	found := SearchTopicsIn([]string{"我可以看面朝下的标记吗"}, Chinese)
	fmt.Println("left out:", strings.Join(found.Ignored, " "))
	fmt.Println("best:", found.Matches[0].Topic.ID, found.Matches[0].Topic.Title)
	// Output:
	// left out: 我 可以 的 吗
	// best: crew-tokens 组员标记与禁闭室
}

func ExampleSource_Equivalent() {
	src := Source{CoreRulebook, "II. Lights Out Phase – 2. Gain Suspicion", 0}
	for _, lang := range []Language{Spanish, Chinese} {
		if eq, ok := src.Equivalent(lang); ok {
			fmt.Println(eq.In(lang))
		}
	}
	// Output:
	// reglamento de Lockup (2019, edición en español), «II. FASE DE LUCES FUERA – 2. Gana Sospecha»
	// Lockup 规则书（2018 第一版，中文翻译），“II. 熄灯阶段 – 2. 获得可疑”
}

func ExampleRuling_In() {
	r, _ := RulingByID(RulingRaidZero)
	fmt.Println(r.In(Spanish).Title)
	fmt.Println(r.In(Chinese).Title)
	// Output:
	// ¿Pierde reputación en una redada una pandilla sin cubos de sospecha?
	// 没有可疑方块的团队在突击检查中会失去威望吗？
}

// TestUnknownTopicIn: lockup rules says in the reader's language that no
// topic was given or that a topic is unknown, naming the closest; in
// English the error is the engine's own.
func TestUnknownTopicIn(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang terms.Lang
		err  *UnknownTopicError
		want string
	}{
		{terms.En, &UnknownTopicError{}, "no topic given; see `rules` for the index"},
		{terms.Es, &UnknownTopicError{Query: " "}, "no se ha dado ningún tema; consulta `rules` para ver el índice"},
		{terms.Zh, &UnknownTopicError{}, "未给出条目；索引见 `rules`"},
		{terms.Es, &UnknownTopicError{Query: "raidd", Closest: []string{"raid"}}, "no hay ningún tema raidd; los más cercanos: raid"},
	} {
		err := UnknownTopicIn(tc.err, tc.lang)
		if err.Error() != tc.want || !errors.Is(err, ErrUnknownTopic) {
			t.Errorf("%s %q: %q; want %q, an unknown topic", tc.lang, tc.err.Query, err, tc.want)
		}
	}
}
