package rules

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Language is a language the rules reference is written in.
type Language int

// The languages of the reference. English is the zero value: the language
// the project writes in and the one every other falls back to.
const (
	English Language = iota
	Spanish
	Chinese
)

// Languages lists the reference's languages in a stable order.
var Languages = []Language{English, Spanish, Chinese}

var languageCodes = [...]string{"en", "es", "zh"}

// String returns the language's code: "en", "es" or "zh".
func (l Language) String() string {
	if l < English || int(l) >= len(languageCodes) {
		return fmt.Sprintf("Language(%d)", int(l))
	}
	return languageCodes[l]
}

// Translation is a topic of the reference in Spanish or Chinese. Like the
// English text it is written for this project, never the rulebook's own
// sentences.
type Translation struct {
	// Title is the topic's heading in that language.
	Title string
	// Summary states the rule.
	Summary string
	// Sources cite the passages in that language's rulebook, by the section
	// title as that book prints it (and the page where that book names
	// one). Empty when Ours: the English sources are cited then.
	Sources []Source
	// FirstEdition says what the 2018 first edition says differently, as
	// the English topic's FirstEdition does.
	FirstEdition string
	// Ours marks a topic that book has no text for (Breakout in both
	// languages; solitary mode in the Chinese book, printed in English): the
	// summary is our own translation of the English rules, citing them.
	Ours bool
}

// The translations are built on a run's first use of their language, not
// at start-up: most runs print English, and a map built at init costs every
// run its start-up time (issue 21's whole-process goals count it).

// translations returns the topics' text in a language other than English,
// by topic ID (the core and Breakout topics and Prison Architect's); nil for
// English.
func translations(lang Language) map[string]Translation {
	switch lang {
	case Spanish:
		return translationsES()
	case Chinese:
		return translationsZH()
	}
	return nil
}

var (
	translationsES = sync.OnceValue(func() map[string]Translation { return withTopics(topicsES(), paTopicsES()) })
	translationsZH = sync.OnceValue(func() map[string]Translation { return withTopics(topicsZH(), paTopicsZH()) })
	aliasesOfES    = sync.OnceValue(aliasesES)
	aliasesOfZH    = sync.OnceValue(aliasesZH)
)

// withTopics adds more topics' texts to a language's and returns it.
func withTopics(to, more map[string]Translation) map[string]Translation {
	for id, tr := range more {
		to[id] = tr
	}
	return to
}

// translationAliases returns, for a language other than English, other
// names than its title that find a topic, by topic ID; nil for English.
func translationAliases(lang Language) map[string][]string {
	switch lang {
	case Spanish:
		return aliasesOfES()
	case Chinese:
		return aliasesOfZH()
	}
	return nil
}

// In returns the topic as it reads in a language: its title, summary,
// sources and 2018 note in that language, with Lang set and Note saying
// whether the text is our translation of the English rules or, where there
// is no text in that language, that the English is shown. ID, group,
// rulings and related topics are the same in every language (the rulings
// stay English); Aliases lists the language's other names for the topic
// before the English ones, every one of which LookupTopicIn finds.
func (t Topic) In(lang Language) Topic {
	out := t
	out.Lang = English
	out.Note = ""
	if lang == English {
		return out
	}
	tr, ok := translations(lang)[t.ID]
	if !ok {
		out.Note = noTranslationNote(lang, t)
		return out
	}
	out.Lang = lang
	out.Aliases = append(slices.Clone(translationAliases(lang)[t.ID]), t.Aliases...)
	out.Title = tr.Title
	out.Summary = tr.Summary
	out.FirstEdition = tr.FirstEdition
	if tr.Ours || len(tr.Sources) == 0 {
		out.Note = oursNote(lang)
	} else {
		out.Sources = append([]Source(nil), tr.Sources...)
	}
	return out
}

// noTranslationNote says that a topic is shown in English.
func noTranslationNote(lang Language, _ Topic) string {
	switch lang {
	case Spanish:
		return "Este tema aún no está en español: se muestra el texto en inglés."
	case Chinese:
		return "本条尚无中文版：以下为英文原文。"
	}
	return ""
}

// oursNote marks a summary as our translation of the English rules.
func oursNote(lang Language) string {
	switch lang {
	case Spanish:
		return "Traducción nuestra: el reglamento en español no trata este tema, así que se citan las fuentes en otro idioma."
	case Chinese:
		return "本条为我们的翻译：中文规则书没有这部分的中文文本，出处为其他语言的规则书。"
	}
	return ""
}

// TopicsIn returns every topic in a language, in index order; see Topic.In.
func TopicsIn(lang Language) []Topic {
	out := make([]Topic, len(referenceTopics))
	for i, t := range referenceTopics {
		out[i] = t.In(lang)
	}
	return out
}

var topicGroupNamesES = [...]string{"", "Preparación y componentes", "Fases", "Localizaciones", "Redadas y objetivos", "Bandidos", "Símbolos de efectos especiales", "Modo solitario", "Breakout", "Primera edición (2018)", "Prison Architect (lockup pa)"}

var topicGroupNamesZH = [...]string{"", "设置与配件", "阶段", "地点", "突击检查与目标", "暴徒", "特殊效果图标", "单人模式", "Breakout 扩展", "2018 第一版", "Prison Architect（lockup pa）"}

// In returns the group's heading in a language.
func (g TopicGroup) In(lang Language) string {
	if g <= NoTopicGroup || int(g) >= len(topicGroupNames) {
		return g.String()
	}
	switch lang {
	case Spanish:
		return topicGroupNamesES[g]
	case Chinese:
		return topicGroupNamesZH[g]
	}
	return g.String()
}

// In returns the rulebook's title as cited in a language.
func (b Book) In(lang Language) string {
	switch lang {
	case Spanish:
		switch b {
		case CoreRulebook:
			return "reglamento de Lockup en inglés (2019)"
		case BreakoutRulebook:
			return "reglamento de Lockup: Breakout, en inglés (2022)"
		case CoreRulebook2018:
			return "reglamento de Lockup, primera edición de 2018 (traducción china)"
		case PrisonArchitectRulebook:
			return "reglamento de Prison Architect: Cardboard County Penitentiary, en inglés"
		case CoreRulebookSpanish:
			return "reglamento de Lockup (2019, edición en español)"
		}
	case Chinese:
		switch b {
		case CoreRulebook:
			return "Lockup 英文规则书（2019）"
		case BreakoutRulebook:
			return "Lockup: Breakout 英文规则书（2022）"
		case CoreRulebook2018:
			return "Lockup 规则书（2018 第一版，中文翻译）"
		case PrisonArchitectRulebook:
			return "Prison Architect: Cardboard County Penitentiary 英文规则书"
		case CoreRulebookSpanish:
			return "Lockup 西班牙文规则书（2019）"
		}
	}
	return b.String()
}

// In formats the citation in a language: the book's title in that
// language, the section as the book prints it, and the page in that
// language's form.
func (s Source) In(lang Language) string {
	switch lang {
	case Spanish:
		out := fmt.Sprintf("%s, «%s»", s.Book.In(lang), s.Section)
		if s.Page > 0 {
			out += fmt.Sprintf(", pág. %d", s.Page)
		}
		return out
	case Chinese:
		out := fmt.Sprintf("%s，“%s”", s.Book.In(lang), s.Section)
		if s.Page > 0 {
			out += fmt.Sprintf("，第%d页", s.Page)
		}
		return out
	}
	return s.String()
}

// LookupTopicIn finds the topic a player named in any of the three
// languages and returns it in lang (see Topic.In). An English ID or alias
// is found as LookupTopic finds it; a Spanish or Chinese name is the
// topic's title in that language, with or without what it adds in brackets
// ("Cloaca", "Cloaca (2)", "运动场"), one of its aliases in that language
// ("linterna", "灯笼"), or its title without "Símbolo de" or "图标" for an
// icon. Case, white space, punctuation and accents are ignored
// ("enfermeria" finds "Enfermería"), and a plural ending is forgiven. When
// nothing matches, the error is an *UnknownTopicError naming the three
// closest topics, compared in the language the query is written in.
func LookupTopicIn(query string, lang Language) (Topic, error) {
	if t, err := LookupTopic(query); err == nil {
		return t.In(lang), nil
	}
	key := foldedTopicKey(query)
	if i, ok := translatedLookup().find(key); ok {
		return referenceTopics[i].In(lang), nil
	}
	var closest []string
	if key != "" {
		for _, t := range closestTopicsIn(query, 3) {
			closest = append(closest, t.ID)
		}
	}
	return Topic{}, &UnknownTopicError{Query: query, Closest: closest}
}

// foldedTopicKey is TopicKey after Unicode NFC and without accents, so
// that "Enfermería" and "enfermeria" give one key.
func foldedTopicKey(s string) string {
	if isTopicKey(s) {
		return s
	}
	return TopicKey(foldAccents(s))
}

// translatedNames returns the names a Spanish or Chinese title offers:
// first the title and the title without what it adds in brackets; then,
// for an icon, the title without "Símbolo de" / "图标", which gives way to
// another topic's first names ("保留物品" is reserving, not the reserve
// item icon).
func translatedNames(title string) (names, weak []string) {
	names = []string{title}
	base := title
	for _, open := range []string{" (", "（"} {
		if i := strings.Index(base, open); i > 0 {
			base = strings.TrimSpace(base[:i])
		}
	}
	if base != title {
		names = append(names, base)
	}
	if rest, ok := strings.CutPrefix(base, "Símbolo de "); ok {
		weak = append(weak, rest)
	}
	if rest, ok := strings.CutSuffix(base, "图标"); ok && rest != "" {
		weak = append(weak, rest)
	}
	return names, weak
}

// translatedLookup finds topics by their Spanish and Chinese names.
var translatedLookup = sync.OnceValue(func() *topicLookup {
	l := &topicLookup{byKey: map[string]int{}, keys: make([][]string, len(referenceTopics))}
	add := func(i int, k string) {
		if k == "" || slices.Contains(l.keys[i], k) {
			return
		}
		l.keys[i] = append(l.keys[i], k)
		if _, dup := l.byKey[k]; !dup {
			l.byKey[k] = i
		}
	}
	weak := make([][]string, len(referenceTopics))
	for _, lang := range []Language{Spanish, Chinese} {
		for i, t := range referenceTopics {
			tr, ok := translations(lang)[t.ID]
			if !ok {
				continue
			}
			names, w := translatedNames(tr.Title)
			names = append(names, translationAliases(lang)[t.ID]...)
			for _, name := range names {
				add(i, foldedTopicKey(name))
			}
			weak[i] = append(weak[i], w...)
		}
	}
	for i, names := range weak {
	next:
		for _, name := range names {
			k := foldedTopicKey(name)
			for _, v := range keyVariants(k) {
				if j, ok := l.byKey[v]; ok && j != i {
					continue next
				}
			}
			add(i, k)
		}
	}
	return l
})

// closestTopicsIn is ClosestTopics over the names of the language the
// query is written in: Chinese names for a query with Chinese in it, else
// the English and Spanish ones.
func closestTopicsIn(query string, n int) []Topic {
	isHan := func(s string) bool {
		return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Han, r) })
	}
	han := isHan(query)
	english, translated := referenceLookup().keys, translatedLookup().keys
	return closestTopics([]rune(foldedTopicKey(query)), n, func(i int) []string {
		var names []string
		for _, name := range append(english[i][:len(english[i]):len(english[i])], translated[i]...) {
			if isHan(name) == han {
				names = append(names, name)
			}
		}
		return names
	})
}

// SearchTopicsIn is SearchTopics over the reference as it reads in a
// language: the titles, aliases, summaries, sources, 2018 notes and
// rulings in that language, leaving out that
// language's words that carry no meaning for a search. The entries found
// are in that language. Spanish is compared without accents ("sospecha",
// "fuerza", "boca abajo"). Chinese, which does not space its words, is
// compared by pairs of characters: "可疑方块" searches 可疑, 疑方 and 方块,
// so an entry saying 可疑方块 mentions all three, and a question such as
// "我可以看面朝下的标记吗" leaves out 我, 可以, 的 and 吗.
func SearchTopicsIn(words []string, lang Language) Search {
	switch lang {
	case Spanish:
		return spanishSearcher.search(words)
	case Chinese:
		return chineseSearcher.search(words)
	}
	return SearchTopics(words)
}

var (
	spanishTopics = sync.OnceValue(func() []Topic { return TopicsIn(Spanish) })
	chineseTopics = sync.OnceValue(func() []Topic { return TopicsIn(Chinese) })

	spanishSearcher = topicSearcher{
		index: sync.OnceValue(func() *searchIndex {
			return newSearchIndexWith(spanishTopics(), splitSpanish, func(s Source) string { return s.In(Spanish) }, func(id string) (Ruling, bool) { return RulingByIDIn(id, Spanish) })
		}),
		topics: spanishTopics,
		split:  splitSpanish,
		stop:   stopWordsES,
	}
	chineseSearcher = topicSearcher{
		index: sync.OnceValue(func() *searchIndex {
			return newSearchIndexWith(chineseTopics(), splitChinese, func(s Source) string { return s.In(Chinese) }, func(id string) (Ruling, bool) { return RulingByIDIn(id, Chinese) })
		}),
		topics: chineseTopics,
		split:  splitChinese,
		stop:   stopWordsZH,
	}
)

// splitSpanish splits text into lower-case words without accents.
func splitSpanish(s string) []string { return tokenize(foldAccents(s)) }

// foldAccents drops the accents of a text ("Enfermería" gives
// "Enfermeria"), keeping it NFC.
func foldAccents(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return norm.NFC.String(b.String())
}

// stopWordsES are the Spanish words a search leaves out, without accents.
// Game words ("mas" in "más fuerte", "primer", "pasar") are never among them.
var stopWordsES = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a al ante con contra de del desde e el en entre hacia hasta la las le les lo los
		o u para pero por segun sin sobre tras y ni que quien quienes cual cuales cuando como donde cuanto
		un una unos unas uno este esta estos estas ese esa esos esas esto eso aquel
		yo tu mi mis me te ti su sus se nos nuestro nuestra vos usted ustedes ellos ellas el ella
		es son ser soy eres era fue estar esta estan estoy hay habia puedo puede pueden podria podemos
		debo debe hago hace hacer pasa pasan ocurre ocurren regla reglas dice dicen
		si no ya tambien algo alguna alguno algun cada muy`) {
		m[w] = true
	}
	return m
})

// stopWordsZH are the Chinese words a search leaves out: pronouns,
// particles and question words. splitChinese keeps them whole so that the
// search can name them as left out.
var stopWordsZH = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range zhStopList {
		m[w] = true
	}
	return m
})

// zhStopList is stopWordsZH, longest first, as splitChinese looks for them.
var zhStopList = []string{"为什么", "怎么样", "能不能", "可不可以", "是不是", "什么", "怎么", "如何", "可以", "能否", "是否", "如果", "时候", "我们", "你们", "他们", "我的", "吗", "呢", "吧", "了", "我", "你", "他", "她", "的", "是", "在", "和", "或"}

// splitChinese splits Chinese text into pairs of characters (a run of one
// character stays one), other letters and digits into lower-case words,
// and keeps zhStopList's words whole.
func splitChinese(s string) []string {
	var out []string
	var run []rune
	flush := func() {
		if len(run) == 1 {
			out = append(out, string(run))
		}
		for i := 0; i+1 < len(run); i++ {
			out = append(out, string(run[i:i+2]))
		}
		run = run[:0]
	}
	rs := []rune(strings.ToLower(s))
	for i := 0; i < len(rs); {
		r := rs[i]
		if !unicode.Is(unicode.Han, r) {
			flush()
			j := i
			for j < len(rs) && !unicode.Is(unicode.Han, rs[j]) {
				j++
			}
			out = append(out, tokenize(string(rs[i:j]))...)
			i = j
			continue
		}
		stop := ""
		for _, w := range zhStopList {
			if strings.HasPrefix(string(rs[i:min(len(rs), i+4)]), w) {
				stop = w
				break
			}
		}
		if stop != "" {
			flush()
			out = append(out, stop)
			i += utf8.RuneCountInString(stop)
			continue
		}
		run = append(run, r)
		i++
	}
	flush()
	return out
}

// RulingText is a ruling's title, passage and decision in another
// language.
type RulingText struct {
	Title, Passage, Decision string
}

// rulingTranslations returns the rulings' text in a language other than
// English, by ruling ID, built on the language's first use; nil for English.
func rulingTranslations(lang Language) map[string]RulingText {
	switch lang {
	case Spanish:
		return rulingsOfES()
	case Chinese:
		return rulingsOfZH()
	}
	return nil
}

var (
	rulingsOfES = sync.OnceValue(rulingsES)
	rulingsOfZH = sync.OnceValue(rulingsZH)
)

// In returns the ruling in a language: its title, passage and decision
// translated where a translation exists, else the English. The source is
// unchanged: a ruling interprets the words of the book it cites (print it
// with Source.In; Source.Equivalent finds the same passage in the book of
// another language, whose words may differ).
func (r Ruling) In(lang Language) Ruling {
	if tr, ok := rulingTranslations(lang)[r.ID]; ok {
		r.Title, r.Passage, r.Decision = tr.Title, tr.Passage, tr.Decision
	}
	return r
}

// RulingByIDIn finds a ruling by ID in a language; see Ruling.In.
func RulingByIDIn(id string, lang Language) (Ruling, bool) {
	r, ok := RulingByID(id)
	if !ok {
		return r, false
	}
	return r.In(lang), true
}
