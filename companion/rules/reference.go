package rules

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
)

// Topic is one entry of the rules reference that `lockup rules TOPIC` prints:
// a short summary written for this project (never the rulebook's own
// sentences), the passages it comes from, the rulings that touch it, and what
// the 2018 first edition says differently.
type Topic struct {
	// ID is the name a player types, e.g. "raid" or "chow-hall".
	ID string
	// Title is the heading printed above the entry.
	Title string
	// Group is the part of the index the topic is listed under.
	Group TopicGroup
	// Aliases are other names that find the topic ("raids", "first player").
	Aliases []string
	// Summary states the rule in two to six sentences.
	Summary string
	// Sources cite the rulebook passages the summary comes from.
	Sources []Source
	// Rulings are the IDs of the project's rulings that touch the topic.
	Rulings []string
	// FirstEdition tells what the 2018 first edition says differently; empty
	// when it says the same or has nothing on it.
	FirstEdition string
	// Related names other topics by ID.
	Related []string
	// Lang is the language Title, Summary, Sources and FirstEdition are
	// written in: English in the reference itself, another only in what
	// Topic.In returns.
	Lang Language
	// Note, set only by Topic.In, says in the asked language that the text
	// is our translation of the English rules, or that no translation
	// exists and the English is shown.
	Note string
}

// TopicGroup is a part of the reference's index.
type TopicGroup int

// The groups of the index, in the order the index lists them.
const (
	NoTopicGroup TopicGroup = iota
	GroupBasics
	GroupPhases
	GroupLocations
	GroupRaidGoals
	GroupGoons
	GroupIcons
	GroupSolo
	GroupBreakout
	GroupFirstEdition
	// GroupPrisonArchitect: the second prison game (lockup pa).
	GroupPrisonArchitect
)

// TopicGroups lists the groups in index order.
var TopicGroups = []TopicGroup{GroupBasics, GroupPhases, GroupLocations, GroupRaidGoals, GroupGoons, GroupIcons, GroupSolo, GroupBreakout, GroupFirstEdition, GroupPrisonArchitect}

var topicGroupNames = [...]string{"", "Setup and components", "Phases", "Locations", "Raids and goals", "Goons", "Special effect icons", "Solitary mode", "Breakout", "First edition (2018)", "Prison Architect (lockup pa)"}

// String returns the group's heading in the index.
func (g TopicGroup) String() string {
	if g <= NoTopicGroup || int(g) >= len(topicGroupNames) {
		return "no group"
	}
	return topicGroupNames[g]
}

// ErrUnknownTopic is wrapped by every error LookupTopic returns.
var ErrUnknownTopic = errors.New("no such topic")

// UnknownTopicError is a topic name the reference does not know, with the
// closest topic IDs to suggest.
type UnknownTopicError struct {
	Query   string
	Closest []string
}

func (e *UnknownTopicError) Error() string {
	q := strings.TrimSpace(e.Query)
	if q == "" {
		return fmt.Sprintf("no topic given; see `%s` for the index", terms.Hint{Kind: terms.HintRules})
	}
	msg := fmt.Sprintf("no topic %s", q)
	if len(e.Closest) > 0 {
		msg += "; closest: " + strings.Join(e.Closest, ", ")
	}
	return msg
}

// Unwrap returns ErrUnknownTopic.
func (e *UnknownTopicError) Unwrap() error { return ErrUnknownTopic }

// BadInput reports that the error comes from what the player typed.
func (e *UnknownTopicError) BadInput() bool { return true }

// Topics returns every topic of the reference in index order: by group, then
// in the order the rulebooks take them.
func Topics() []Topic {
	out := make([]Topic, len(referenceTopics))
	copy(out, referenceTopics)
	return out
}

// TopicsInGroup returns the topics listed under one group of the index.
func TopicsInGroup(g TopicGroup) []Topic {
	var out []Topic
	for _, t := range referenceTopics {
		if t.Group == g {
			out = append(out, t)
		}
	}
	return out
}

// TopicsForRuling returns the topics that name a ruling.
func TopicsForRuling(id string) []Topic {
	var out []Topic
	for _, t := range referenceTopics {
		for _, r := range t.Rulings {
			if r == id {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// TopicKey turns what a player typed into the form topic IDs and aliases are
// compared in: lower case, words joined by single hyphens ("Chow Hall" and
// "chow_hall" both give "chow-hall").
func TopicKey(s string) string {
	if isTopicKey(s) {
		return s // a topic ID, or a name typed as one
	}
	var b strings.Builder
	b.Grow(len(s))
	dash := false
	for _, r := range s {
		r = unicode.ToLower(r)
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
			continue
		}
		if r == '\'' || r == '’' {
			continue // "khathandor's" reads as "khathandors"
		}
		dash = true
	}
	return b.String()
}

// isTopicKey reports whether s is already in the form TopicKey gives:
// lower-case ASCII letters and digits, words joined by single hyphens.
func isTopicKey(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		case c == '-' && i > 0 && i < len(s)-1 && s[i-1] != '-':
		default:
			return false
		}
	}
	return true
}

// LookupTopic finds the topic a player named, by ID or alias, ignoring case
// and punctuation and forgiving a plural or singular ending. When nothing
// matches, the error is an *UnknownTopicError naming the three closest topics.
// It prepares only the topics' names, never the words SearchTopics looks
// through.
func LookupTopic(query string) (Topic, error) {
	key := TopicKey(query)
	if i, ok := referenceLookup().find(key); ok {
		return referenceTopics[i], nil
	}
	var closest []string
	if key != "" {
		for _, t := range ClosestTopics(query, 3) {
			closest = append(closest, t.ID)
		}
	}
	return Topic{}, &UnknownTopicError{Query: query, Closest: closest}
}

// keyVariants returns the key and its singular and plural forms.
func keyVariants(key string) []string {
	out := []string{key}
	switch {
	case strings.HasSuffix(key, "ies"):
		out = append(out, strings.TrimSuffix(key, "ies")+"y")
	case strings.HasSuffix(key, "es"):
		out = append(out, strings.TrimSuffix(key, "es"), strings.TrimSuffix(key, "s"))
	case strings.HasSuffix(key, "s"):
		out = append(out, strings.TrimSuffix(key, "s"))
	default:
		out = append(out, key+"s")
	}
	return out
}

// Search is what SearchTopics found for a question.
type Search struct {
	// Words are the words searched for: the question's words less those
	// that carry no meaning for a search (Ignored), such as "can", "I",
	// "my" and "the".
	Words []string
	// Ignored are the question's words left out of the search.
	Ignored []string
	// Matches are the entries that mention at least one of Words, the best
	// first.
	Matches []TopicMatch
}

// TopicMatch is one entry a search found.
type TopicMatch struct {
	Topic Topic
	// Matched are the searched words the entry mentions, in the order of
	// the question.
	Matched []string
	// Best marks the best matches: the entries that mention the most of
	// the searched words, at most three of them.
	Best bool
}

// maxBest is how many entries a search calls its best matches at most.
const maxBest = 3

// SearchTopics finds the entries that answer a question or mention some
// words: the title, aliases, summary, sources, 2018 differences and the text
// of their rulings. Words that carry no meaning for a search ("can I look at
// my face-down tokens" searches "look", "face", "down" and "tokens") are left
// out, unless the question has no other word. A word matches the start of a
// word in the text, so "suspic" finds "suspicion" and "raid" finds "raids";
// a plural ending is forgiven. An entry need not mention every word: entries
// mentioning more of the words (and of the hyphenated words as written, such
// as "face-down") come first; among those, each word adds the more where it
// stands (the ID counts most, then the title or aliases, then the text),
// whole (the start of a longer word counts half) and the fewer entries
// mention it. Equal ranks keep index order. Words may be
// given one per string or several in one string.
func SearchTopics(words []string) Search {
	return englishSearcher.search(words)
}

// topicSearcher searches one language's text of the reference.
type topicSearcher struct {
	// index returns the words of each topic, in the order of topics.
	index func() *searchIndex
	// topics returns the topics as the searcher shows them.
	topics func() []Topic
	// split turns text into the words compared.
	split func(string) []string
	// stop are the words a search leaves out.
	stop func() map[string]bool
}

var englishSearcher = topicSearcher{
	index:  referenceSearch,
	topics: func() []Topic { return referenceTopics },
	split:  tokenize,
	stop:   stopWords,
}

// search is SearchTopics in the searcher's language.
func (ts topicSearcher) search(words []string) Search {
	var all, phrases []string
	for _, w := range words {
		all = append(all, ts.split(w)...)
		for _, f := range strings.Fields(strings.ToLower(w)) {
			// A word joined with hyphens ("face-down") is also searched as
			// a phrase, written with hyphens or spaces.
			if parts := ts.split(f); len(parts) > 1 && strings.Contains(f, "-") {
				phrases = append(phrases, strings.Join(parts, " "))
			}
		}
	}
	var res Search
	for _, w := range all {
		if ts.stop()[w] {
			res.Ignored = append(res.Ignored, w)
		} else if !slices.Contains(res.Words, w) {
			res.Words = append(res.Words, w)
		}
	}
	if len(res.Words) == 0 {
		for _, w := range res.Ignored {
			if !slices.Contains(res.Words, w) {
				res.Words = append(res.Words, w)
			}
		}
		res.Ignored = nil
	}
	if len(res.Words) == 0 {
		return res
	}
	idx := ts.index()
	topics := ts.topics()
	// How many entries mention each word: a word few entries mention tells
	// more about the entry asked for.
	rarity := make([]float64, len(res.Words))
	for k, term := range res.Words {
		n := 0
		for i := range topics {
			if matchesAny(idx.body[i], term) {
				n++
			}
		}
		rarity[k] = math.Log(float64(len(topics)+1) / float64(n+1))
	}
	type hit struct {
		i, matched int // matched: the words and phrases mentioned
		score      float64
		words      []string
	}
	var hits []hit
	for i := range topics {
		h := hit{i: i}
		for k, term := range res.Words {
			// A whole word (or its singular) counts fully, the start of a
			// longer word ("look" in "lookout") half.
			place, whole := 0.0, 1.0
			switch {
			case equalsAny(idx.idWords[i], term):
				place = 5
			case equalsAny(idx.names[i], term):
				place = 3
			case matchesAny(idx.names[i], term):
				place, whole = 3, 0.5
			case equalsAny(idx.body[i], term):
				place = 1
			case matchesAny(idx.body[i], term):
				place, whole = 1, 0.5
			default:
				continue
			}
			h.score += place * whole * rarity[k]
			h.words = append(h.words, term)
		}
		for _, p := range phrases {
			if strings.Contains(idx.text[i], p) {
				h.matched++
				h.score += 2
			}
		}
		h.matched += len(h.words)
		if len(h.words) > 0 {
			hits = append(hits, h)
		}
	}
	sort.SliceStable(hits, func(a, b int) bool {
		if hits[a].matched != hits[b].matched {
			return hits[a].matched > hits[b].matched
		}
		return hits[a].score > hits[b].score
	})
	res.Matches = make([]TopicMatch, len(hits))
	for k, h := range hits {
		// The best matches mention as many of the words as the first and
		// rank close to it.
		best := k < maxBest && h.matched == hits[0].matched && h.score >= 0.75*hits[0].score
		res.Matches[k] = TopicMatch{Topic: topics[h.i], Matched: h.words, Best: best}
	}
	return res
}

// stopWords are the words of a question that carry no meaning for a search
// of the rules: pronouns, articles, auxiliaries, question words and the
// like. Game words ("first", "most", "last", "pass") are never among them.
var stopWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a an the and or but if then so of to in on at by for from with about into
		as is are was were be been being am do does did done can could may might must shall should will would
		i me my mine we us our you your yours he him his she her they them their it its this that these those
		there here what which who whom whose when where why how whether
		get gets got happen happens happened rule rules say says said
		not no any some`) {
		m[w] = true
	}
	return m
})

// equalsAny reports whether a search term, or its singular, is one of the
// words.
func equalsAny(words []string, term string) bool {
	for _, w := range words {
		for _, s := range stems(term) {
			if w == s {
				return true
			}
		}
	}
	return false
}

// stems returns a search term and its forms without a plural ending.
func stems(term string) []string {
	out := []string{term}
	if len(term) > 4 && strings.HasSuffix(term, "es") {
		out = append(out, term[:len(term)-2])
	}
	if len(term) > 3 && strings.HasSuffix(term, "s") {
		out = append(out, term[:len(term)-1])
	}
	return out
}

// matchesAny reports whether a search term starts any of the words.
func matchesAny(words []string, term string) bool {
	forms := stems(term)
	for _, w := range words {
		for _, s := range forms {
			if strings.HasPrefix(w, s) {
				return true
			}
		}
	}
	return false
}

// maxDistanceRunes bounds the length compared by ClosestTopics, so a very
// long query costs no more than a short one.
const maxDistanceRunes = 40

// ClosestTopics returns the n topics whose ID or aliases are closest to what
// the player typed: names that start with it or contain it first, then by
// edit distance, then in index order.
func ClosestTopics(query string, n int) []Topic {
	keys := referenceLookup().keys
	return closestTopics([]rune(TopicKey(query)), n, func(i int) []string { return keys[i] })
}

// closestTopics returns the n topics whose names (names(i) for topic i)
// are closest to key: names that start with it or contain it first, then
// by edit distance, then in index order.
func closestTopics(key []rune, n int, names func(i int) []string) []Topic {
	if len(key) > maxDistanceRunes {
		key = key[:maxDistanceRunes]
	}
	if len(key) == 0 || n <= 0 {
		return nil
	}
	q := string(key)
	type cand struct{ i, rank, dist int }
	cands := make([]cand, 0, len(referenceTopics))
	for i := range referenceTopics {
		best := cand{i, 3, 1 << 30}
		for _, name := range names(i) {
			rank := 2
			switch {
			case strings.HasPrefix(name, q):
				rank = 0
			case strings.Contains(name, q):
				rank = 1
			}
			d := text.RuneDistance(key, []rune(name))
			if rank < best.rank || (rank == best.rank && d < best.dist) {
				best.rank, best.dist = rank, d
			}
		}
		cands = append(cands, best)
	}
	sort.SliceStable(cands, func(a, b int) bool {
		if cands[a].rank != cands[b].rank {
			return cands[a].rank < cands[b].rank
		}
		return cands[a].dist < cands[b].dist
	})
	n = min(n, len(cands))
	out := make([]Topic, n)
	for k := range n {
		out[k] = referenceTopics[cands[k].i]
	}
	return out
}

// tokenize splits text into lower-case words of letters and digits.
func tokenize(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
}

// topicLookup is what finding a topic by name needs, and all that
// `lockup rules TOPIC` builds: the keys of every topic's ID and aliases.
type topicLookup struct {
	byKey map[string]int // a key to its topic's place; the first topic wins
	keys  [][]string     // per topic: its ID and alias keys
}

// newTopicLookup prepares the topics for lookup by name.
func newTopicLookup(topics []Topic) *topicLookup {
	l := &topicLookup{byKey: make(map[string]int, 4*len(topics)), keys: make([][]string, len(topics))}
	for i, t := range topics {
		keys := make([]string, 0, 1+len(t.Aliases))
		keys = append(keys, TopicKey(t.ID))
		for _, a := range t.Aliases {
			keys = append(keys, TopicKey(a))
		}
		l.keys[i] = keys
		for _, k := range keys {
			if _, dup := l.byKey[k]; !dup {
				l.byKey[k] = i
			}
		}
	}
	return l
}

// find returns the place of the topic a key names, trying its singular and
// plural forms too.
func (l *topicLookup) find(key string) (int, bool) {
	if key == "" {
		return 0, false
	}
	for _, k := range keyVariants(key) {
		if i, ok := l.byKey[k]; ok {
			return i, true
		}
	}
	return 0, false
}

var referenceLookup = sync.OnceValue(func() *topicLookup { return newTopicLookup(referenceTopics) })

// searchIndex holds the words SearchTopics compares, per topic in the
// order of the topics it was built from. It takes far longer to build than
// a topicLookup, so only SearchTopics builds it.
type searchIndex struct {
	idWords [][]string // words of the topic's ID
	names   [][]string // words of its ID, title and aliases
	body    [][]string // words of everything shown with it
	text    []string   // everything shown with it, lower case, hyphens as spaces
}

// newSearchIndex splits the topics' text into words, as English.
func newSearchIndex(topics []Topic) *searchIndex {
	return newSearchIndexWith(topics, tokenize, Source.String, RulingByID)
}

// newSearchIndexWith splits the topics' text into words with split, citing
// their sources with cite and reading their rulings with ruling.
func newSearchIndexWith(topics []Topic, tokenize func(string) []string, cite func(Source) string, ruling func(string) (Ruling, bool)) *searchIndex {
	idx := &searchIndex{idWords: make([][]string, len(topics)), names: make([][]string, len(topics)), body: make([][]string, len(topics)), text: make([]string, len(topics))}
	for i, t := range topics {
		idx.idWords[i] = tokenize(t.ID)
		names := tokenize(t.ID + " " + t.Title + " " + strings.Join(t.Aliases, " "))
		idx.names[i] = names
		text := []string{t.Summary, t.FirstEdition}
		for _, s := range t.Sources {
			text = append(text, cite(s))
		}
		for _, id := range t.Rulings {
			if r, ok := ruling(id); ok {
				text = append(text, r.ID, r.Title, r.Passage, r.Decision, cite(r.Source))
			}
		}
		joined := strings.Join(text, " ")
		idx.body[i] = append(names[:len(names):len(names)], tokenize(joined)...)
		idx.text[i] = strings.Join(tokenize(t.Title+" "+joined), " ")
	}
	return idx
}

var referenceSearch = sync.OnceValue(func() *searchIndex { return newSearchIndex(referenceTopics) })
