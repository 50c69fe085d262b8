package input

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// The answers to lockup pa score's form, as typed, and what they become:
// a pa.Warden (to check them with the package as they are typed) and a
// board-state file (to save and score them). Both read the answers
// leniently: an answer not yet given, or not read, is left out of the
// warden, and written quoted in the file, where ParsePrisonArchitect
// refuses it with its line and column. The questions, which the answers
// decide, are in pa_form.go.

// PAAnswers holds every answer of the form, as typed.
type PAAnswers struct {
	Solo     bool
	Names    string // comma-separated
	Wardens  []*PAWardenAnswers
	Governor *PAGovernorAnswers // solo only, once asked
}

// PAWardenAnswers holds the answers about one warden.
type PAWardenAnswers struct {
	Name                    string
	Cash                    string
	FinanceSpace, FinanceVP string
	RehabSpace, RehabVP     string
	Specialists             [len(pa.Specialists)]string // by pa.Specialist
	Squares                 string                      // the occupied squares, as typed
	Prison                  []*PASquareAnswers
	Cards                   string // the Bureaucracy cards, as typed
	Bureaucracy             []*PACardAnswers
	FinanceTags, RehabTags  string
	ObjectiveCount          string
	Objectives              []*PAObjectiveAnswers
	Escaped, Released       [len(pa.Colours)]string // threat values by colour
	// entry and index place the warden in the game, to check it with
	// the wardens before it.
	entry *PAAnswers
	index int
}

// PASquareAnswers holds the answers about one occupied square.
type PASquareAnswers struct {
	At          pa.Pos
	Tile        string
	Staff       bool
	Token       string // a passive tag's id, "" for none
	Windows     string
	Prisoners   [len(pa.Colours)]string
	Needs       string
	Specialists string
	PrintedVP   string
	PrintedTags string
	PrintedCap  string
}

// PACardAnswers holds the answers about one Bureaucracy card.
type PACardAnswers struct {
	ID          pa.CardID
	Staff       string
	Grey        string // Grey prisoners on Prison Labour or Cleaning
	Specialists string // Snipers only
}

// PAObjectiveAnswers holds the answers about one played objective.
type PAObjectiveAnswers struct {
	Deck        string
	VP, Penalty string
	Done        bool
}

// PAGovernorAnswers holds the answers about the solo Governor.
type PAGovernorAnswers struct {
	Difficulty     string
	Tiles, Cards   string
	Bureaucracy    []*PACardAnswers
	ObjectiveCount string
	Objectives     []*PAObjectiveAnswers
}

// splitAnswer splits an answer listing several things at commas (and, with
// words, at spaces too).
func splitAnswer(s string, words bool) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || words && unicode.IsSpace(r) })
}

// parseAnswerWord reads one thing by the package's parser, refusing an unknown
// one with the closest known.
func parseAnswerWord[T any](s, what string, parse func(string) (T, bool), known []string) (T, error) {
	v, ok := parse(s)
	if !ok {
		msg := fmt.Sprintf("unknown %s %q", what, strings.TrimSpace(s))
		if best := text.Closest(s, known); best != "" {
			msg += fmt.Sprintf("; did you mean %q?", best)
		}
		return v, fmt.Errorf("%s", msg)
	}
	return v, nil
}

// parseAnswerWords reads a list of things.
func parseAnswerWords[T any](s, what string, words bool, parse func(string) (T, bool), known []string) ([]T, error) {
	var out []T
	for _, w := range splitAnswer(s, words) {
		v, err := parseAnswerWord(w, what, parse, known)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// parseAnswerCount reads a whole number of 0 or more; empty is 0.
func parseAnswerCount(s string) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%q is not a whole number of 0 or more", s)
	}
	return n, nil
}

// parsePASquares reads the occupied squares and checks them as a layout.
func parsePASquares(s string) ([]pa.Pos, error) {
	var at []pa.Pos
	for _, w := range splitAnswer(s, true) {
		p, ok := pa.ParsePos(strings.TrimSpace(w))
		if !ok {
			return nil, fmt.Errorf("%q is not a square: a column A-F and a row 1-6, such as B2", w)
		}
		at = append(at, p)
	}
	if len(at) == 0 {
		return nil, fmt.Errorf("no square given: list the squares your tiles cover, such as A1 B1 B2")
	}
	if prob := pa.CheckLayout(at); prob != nil {
		return nil, paProblemError(&pa.Game{}, prob)
	}
	return at, nil
}

var (
	// paTagKeys are the passive tags a token on a square may be.
	paTagKeys = tagNames(pa.PassiveTags)
	// paDeckKeys are the objective decks.
	paDeckKeys       = []string{"starter", "easy", "hard"}
	paNeedKeys       = []string{"secure", "comfortable", "hygienic"}
	paSpecialistKeys = []string{"guard", "dog", "trainer", "librarian", "nurse", "custodian"}
	paEdgeKeys       = []string{"N", "E", "S", "W"}
	paPrintedTagKeys = []string{"security", "comfort", "hygiene", "discontent"}
)

// The syntax of an answer naming things, each read by the package's
// parser: an unknown one is refused with the closest known.
var (
	// paEdgesSyntax reads edges (N E), a Window on each.
	paEdgesSyntax = wordsSyntax("edge", true, pa.ParseEdge, paEdgeKeys)
	// paNeedsSyntax reads needs cubes (secure, comfortable, hygienic).
	paNeedsSyntax = wordsSyntax("need", true, pa.ParseNeed, paNeedKeys)
	// paSpecialistsSyntax reads specialists (dog librarian).
	paSpecialistsSyntax = wordsSyntax("specialist", true, pa.ParseSpecialist, paSpecialistKeys)
	// paPrintedTagsSyntax reads the tags printed on a tile.
	paPrintedTagsSyntax = wordsSyntax("tag", true, pa.ParseTag, paPrintedTagKeys)
	// paTilesSyntax reads tiles separated by commas.
	paTilesSyntax = wordsSyntax("tile", false, pa.ParseTile, pa.TileKeys())
	// paCardsSyntax reads Bureaucracy cards separated by commas.
	paCardsSyntax = wordsSyntax("Bureaucracy card", false, pa.ParseCard, pa.CardKeys())
)

// paTileSyntax reads one tile.
func paTileSyntax(v string) error {
	_, err := parseAnswerWord(v, "tile", pa.ParseTile, pa.TileKeys())
	return err
}

func wordsSyntax[T any](what string, words bool, parse func(string) (T, bool), known []string) func(string) error {
	return func(v string) error {
		_, err := parseAnswerWords(v, what, words, parse, known)
		return err
	}
}

// SplitNames splits the names typed.
func SplitNames(s string) []string {
	var out []string
	for _, n := range strings.Split(s, ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// allowedWindows lists the edges of square i that may carry a Window
// ("N, S"), "" when none may.
func (we *PAWardenAnswers) allowedWindows(i int) string {
	w := we.Warden()
	edges := w.WindowEdges(we.Prison[i].At)
	var parts []string
	for _, e := range pa.Edges {
		if edges.Has(e) {
			parts = append(parts, e.String())
		}
	}
	return strings.Join(parts, ", ")
}

// countSyntax accepts a whole number of 0 or more, or nothing.
func countSyntax(v string) error { _, err := parseAnswerCount(v); return err }

// parseAnswerInts reads whole numbers separated by spaces or commas.
func parseAnswerInts(s string) ([]int, error) {
	var out []int
	for _, w := range splitAnswer(s, true) {
		n, err := strconv.Atoi(w)
		if err != nil {
			return nil, fmt.Errorf("%q is not a whole number", w)
		}
		out = append(out, n)
	}
	return out, nil
}

// intsSyntax accepts whole numbers separated by spaces or commas.
func intsSyntax(v string) error { _, err := parseAnswerInts(v); return err }

// anySyntax accepts any answer: one chosen from a list.
func anySyntax(string) error { return nil }

func paCount(s string) int { n, _ := parseAnswerCount(s); return n }

// Warden returns the warden as answered so far.
func (we *PAWardenAnswers) Warden() pa.Warden {
	w := pa.Warden{Name: we.Name, Cash: paCount(we.Cash),
		Finance:        pa.Track{Space: paCount(we.FinanceSpace), VP: paCount(we.FinanceVP)},
		Rehabilitation: pa.Track{Space: paCount(we.RehabSpace), VP: paCount(we.RehabVP)}}
	if strings.TrimSpace(we.FinanceTags) != "" {
		w.FinanceTags, w.FinanceGiven = paCount(we.FinanceTags), true
	}
	if strings.TrimSpace(we.RehabTags) != "" {
		w.RehabilitationTags, w.RehabilitationGiven = paCount(we.RehabTags), true
	}
	for _, s := range pa.Specialists {
		w.Specialists[s] = paCount(we.Specialists[s])
	}
	for _, s := range we.Prison {
		if sq, ok := s.Square(); ok {
			w.Prison = append(w.Prison, sq)
		}
	}
	w.Bureaucracy = paCards(we.Bureaucracy)
	w.Objectives = paObjectives(we.Objectives)
	for _, c := range pa.Colours {
		w.Escaped[c], _ = parseAnswerInts(we.Escaped[c])
		w.Released[c], _ = parseAnswerInts(we.Released[c])
	}
	return w
}

// Square returns the square as answered, false while its tile is not.
func (s *PASquareAnswers) Square() (pa.Square, bool) {
	tile, ok := pa.ParseTile(s.Tile)
	if !ok {
		return pa.Square{}, false
	}
	sq := pa.Square{At: s.At, Tile: tile, Staff: s.Staff}
	sq.Token, _ = pa.ParseTag(s.Token)
	edges, _ := parseAnswerWords(s.Windows, "edge", true, pa.ParseEdge, paEdgeKeys)
	for _, e := range edges {
		sq.Windows = sq.Windows.With(e)
	}
	for _, c := range pa.Colours {
		sq.Prisoners[c] = paCount(s.Prisoners[c])
	}
	needs, _ := parseAnswerWords(s.Needs, "need", true, pa.ParseNeed, paNeedKeys)
	for _, n := range needs {
		sq.Cubes, sq.CubesGiven = sq.Cubes.With(n), true
	}
	specs, _ := parseAnswerWords(s.Specialists, "specialist", true, pa.ParseSpecialist, paSpecialistKeys)
	for _, sp := range specs {
		sq.Specialists[sp]++
	}
	if strings.TrimSpace(s.PrintedVP) != "" {
		sq.Printed.VP, sq.Printed.VPGiven = paCount(s.PrintedVP), true
	}
	if strings.TrimSpace(s.PrintedCap) != "" {
		sq.Printed.Capacity, sq.Printed.CapacityGiven = paCount(s.PrintedCap), true
	}
	if tags, err := parseAnswerWords(s.PrintedTags, "tag", true, pa.ParseTag, nil); err == nil && len(tags) > 0 {
		sq.Printed.Tags, sq.Printed.TagsGiven = tags, true
	}
	return sq, true
}

func paCards(entries []*PACardAnswers) []pa.Card {
	out := make([]pa.Card, 0, len(entries))
	for _, c := range entries {
		card := pa.Card{ID: c.ID, Staff: paCount(c.Staff), Prisoners: pa.Prisoners{paCount(c.Grey), 0, 0}}
		if strings.TrimSpace(c.Specialists) != "" {
			card.Specialists, card.SpecialistsGiven = paCount(c.Specialists), true
		}
		out = append(out, card)
	}
	return out
}

func paObjectives(entries []*PAObjectiveAnswers) []pa.Objective {
	out := make([]pa.Objective, 0, len(entries))
	for _, o := range entries {
		deck, _ := pa.ParseDeck(o.Deck)
		out = append(out, pa.Objective{Deck: deck, VP: paCount(o.VP), Penalty: paCount(o.Penalty), Done: o.Done})
	}
	return out
}

// Governor returns the Governor as answered so far.
func (g *PAGovernorAnswers) Governor() *pa.Governor {
	gov := &pa.Governor{Bureaucracy: paCards(g.Bureaucracy), Objectives: paObjectives(g.Objectives)}
	gov.Difficulty, _ = pa.ParseDifficulty(g.Difficulty)
	gov.Tiles, _ = parseAnswerWords(g.Tiles, "tile", false, pa.ParseTile, nil)
	if len(g.Bureaucracy) == 0 {
		ids, _ := parseAnswerWords(g.Cards, "Bureaucracy card", false, pa.ParseCard, nil)
		for _, id := range ids {
			gov.Bureaucracy = append(gov.Bureaucracy, pa.Card{ID: id})
		}
	}
	return gov
}

// Game returns the game as answered so far: the wardens up to and with
// this one (those after it are not asked yet), and the Governor once he
// is.
func (e *PAAnswers) Game(upTo int) pa.Game {
	g := pa.Game{Solo: e.Solo && e.Governor != nil}
	for i, we := range e.Wardens {
		if i > upTo {
			break
		}
		g.Wardens = append(g.Wardens, we.Warden())
	}
	if g.Solo {
		g.Governor = e.Governor.Governor()
	}
	return g
}

// Check checks the warden, changed by set, with the package; v is the
// answer being typed, read by set.
func (we *PAWardenAnswers) Check(set func(w *pa.Warden), v string) error {
	g := we.entry.Game(we.index)
	if set != nil {
		set(&g.Wardens[we.index])
	}
	return paProblemError(&g, pa.Check(&g))
}

// checkField reads the answer v to the question whose answer is *field
// with syntax, then checks the warden as it would be with it.
func (we *PAWardenAnswers) checkField(field *string, v string, syntax func(string) error) error {
	if err := syntax(v); err != nil {
		return err
	}
	old := *field
	*field = v
	defer func() { *field = old }()
	return we.Check(nil, v)
}

// checkGovernor checks the game with the Governor's answer v.
func (e *PAAnswers) checkGovernor(field *string, v string, syntax func(string) error) error {
	if err := syntax(v); err != nil {
		return err
	}
	old := *field
	*field = v
	defer func() { *field = old }()
	g := e.Game(len(e.Wardens))
	g.Solo, g.Governor = true, e.Governor.Governor()
	return paProblemError(&g, pa.Check(&g))
}

// paProblemError words a problem the package found for the player: where it
// is (the warden, the square and its tile, the card...), what is wrong,
// what is allowed, and the passage.
func paProblemError(g *pa.Game, p *pa.Problem) error {
	if p == nil {
		return nil
	}
	where := ""
	if p.Warden >= 0 && p.Warden < len(g.Wardens) && p.Place != pa.InGame && p.Place < pa.InGovernor {
		w := &g.Wardens[p.Warden]
		where = w.Name
		switch {
		case p.Place == pa.InSquare && p.Index < len(w.Prison):
			where += ", " + w.Prison[p.Index].At.String() + " " + w.Prison[p.Index].Tile.String()
		case p.Place == pa.InCard && p.Index < len(w.Bureaucracy):
			where += ", " + w.Bureaucracy[p.Index].ID.String()
		case p.Place == pa.InObjective:
			where += fmt.Sprintf(", objective %d", p.Index+1)
		}
	}
	if p.Place >= pa.InGovernor {
		where = "The Governor"
	}
	if where != "" {
		where += ": "
	}
	return fmt.Errorf("%s%s (allowed: %s; rulebook: %s)", where, p.Problem, p.Allowed, p.Passage)
}

// YAML writes the answers as a board-state file (docs/prison-architect.md).
// It checks nothing itself: the file is read back by
// input.ParsePrisonArchitect like any other.
func (e *PAAnswers) YAML() []byte {
	var b strings.Builder
	b.WriteString("# Prison Architect board state at game end (docs/prison-architect.md).\n")
	fmt.Fprintf(&b, "# Typed in %s's form; score it with: %s\n", terms.Hint{Kind: terms.HintPAScore, Bare: true}, terms.Hint{Kind: terms.HintPAScore})
	b.WriteString("game: prison-architect\n")
	if e.Solo {
		b.WriteString("solo: true\n")
	}
	b.WriteString("wardens:\n")
	for _, we := range e.Wardens {
		we.writeYAML(&b)
	}
	if g := e.Governor; g != nil {
		b.WriteString("governor:\n")
		fmt.Fprintf(&b, "  difficulty: %s\n", yamlWord(g.Difficulty, pa.ParseDifficulty, pa.Difficulty.String))
		fmt.Fprintf(&b, "  tiles: [%s]\n", yamlWords(g.Tiles, false, false, pa.ParseTile, pa.TileID.Key))
		writeCardsYAML(&b, "  ", g.Bureaucracy, g.Cards)
		writeObjectivesYAML(&b, "  ", g.Objectives, true)
	}
	return []byte(b.String())
}

func (we *PAWardenAnswers) writeYAML(b *strings.Builder) {
	fmt.Fprintf(b, "  - name: %s\n", YAMLString(we.Name))
	const in = "    "
	fmt.Fprintf(b, "%scash: %s\n", in, yamlCount(we.Cash))
	var tracks []string
	for _, t := range []struct{ key, space, vp string }{{"finance", we.FinanceSpace, we.FinanceVP}, {"rehabilitation", we.RehabSpace, we.RehabVP}} {
		if strings.TrimSpace(t.space) != "" || strings.TrimSpace(t.vp) != "" {
			space := t.space
			if strings.TrimSpace(space) == "" {
				space = "1" // the space every track starts on ("Player Setup")
			}
			tracks = append(tracks, fmt.Sprintf("%s: {space: %s, vp: %s}", t.key, yamlCount(space), yamlCount(t.vp)))
		}
	}
	if len(tracks) > 0 {
		fmt.Fprintf(b, "%stracks: {%s}\n", in, strings.Join(tracks, ", "))
	}
	var tags []string
	for _, t := range []struct{ key, v string }{{"finance", we.FinanceTags}, {"rehabilitation", we.RehabTags}} {
		if strings.TrimSpace(t.v) != "" {
			tags = append(tags, t.key+": "+yamlCount(t.v))
		}
	}
	if len(tags) > 0 {
		fmt.Fprintf(b, "%stags: {%s}\n", in, strings.Join(tags, ", "))
	}
	var specs []string
	for _, s := range pa.Specialists {
		if v := yamlCount(we.Specialists[s]); v != "0" {
			specs = append(specs, s.Plural()+": "+v)
		}
	}
	if len(specs) > 0 {
		fmt.Fprintf(b, "%sspecialists: {%s}\n", in, strings.Join(specs, ", "))
	}
	if len(we.Prison) > 0 {
		fmt.Fprintf(b, "%sprison:\n", in)
	} else if strings.TrimSpace(we.Squares) != "" {
		fmt.Fprintf(b, "%s# squares typed, tiles not yet: %s\n", in, strings.Join(strings.Fields(we.Squares), " "))
	}
	for _, s := range we.Prison {
		fmt.Fprintf(b, "%s  - {%s}\n", in, strings.Join(s.yamlFields(), ", "))
	}
	writeCardsYAML(b, in, we.Bureaucracy, we.Cards)
	writeObjectivesYAML(b, in, we.Objectives, false)
	for _, list := range []struct {
		key  string
		vals [len(pa.Colours)]string
	}{{"escaped", we.Escaped}, {"released", we.Released}} {
		var parts []string
		for _, c := range pa.Colours {
			if strings.TrimSpace(list.vals[c]) != "" {
				parts = append(parts, fmt.Sprintf("%s: [%s]", c, yamlList(splitAnswer(list.vals[c], true), yamlCount)))
			}
		}
		if len(parts) > 0 {
			fmt.Fprintf(b, "%s%s: {%s}\n", in, list.key, strings.Join(parts, ", "))
		}
	}
}

// yamlFields are the keys of a square answered, in the documented order.
func (s *PASquareAnswers) yamlFields() []string {
	f := []string{"at: " + s.At.String()}
	if strings.TrimSpace(s.Tile) == "" {
		return f // the reader asks for the tile
	}
	f = append(f, "tile: "+yamlWord(s.Tile, pa.ParseTile, pa.TileID.Key))
	if s.Staff {
		f = append(f, "staff: true")
	}
	if s.Token != "" {
		f = append(f, "token: "+yamlWord(s.Token, pa.ParseTag, pa.Tag.String))
	}
	if strings.TrimSpace(s.Windows) != "" {
		f = append(f, "windows: ["+yamlWords(s.Windows, true, true, pa.ParseEdge, pa.Edge.String)+"]")
	}
	var prisoners []string
	for _, c := range pa.Colours {
		if v := yamlCount(s.Prisoners[c]); v != "0" {
			prisoners = append(prisoners, c.String()+": "+v)
		}
	}
	if len(prisoners) > 0 {
		f = append(f, "prisoners: {"+strings.Join(prisoners, ", ")+"}")
	}
	if strings.TrimSpace(s.Needs) != "" {
		f = append(f, "needs: ["+yamlWords(s.Needs, true, true, pa.ParseNeed, pa.Need.String)+"]")
	}
	if strings.TrimSpace(s.Specialists) != "" {
		f = append(f, "specialists: ["+yamlWords(s.Specialists, true, false, pa.ParseSpecialist, pa.Specialist.String)+"]")
	}
	var printed []string
	if strings.TrimSpace(s.PrintedVP) != "" {
		printed = append(printed, "vp: "+yamlCount(s.PrintedVP))
	}
	if strings.TrimSpace(s.PrintedTags) != "" {
		printed = append(printed, "tags: ["+yamlWords(s.PrintedTags, true, false, pa.ParseTag, pa.Tag.String)+"]")
	}
	if strings.TrimSpace(s.PrintedCap) != "" {
		printed = append(printed, "capacity: "+yamlCount(s.PrintedCap))
	}
	if len(printed) > 0 {
		f = append(f, "printed: {"+strings.Join(printed, ", ")+"}")
	}
	return f
}

func writeCardsYAML(b *strings.Builder, in string, entries []*PACardAnswers, typed string) {
	if len(entries) == 0 {
		if strings.TrimSpace(typed) != "" {
			fmt.Fprintf(b, "%sbureaucracy: [%s]\n", in, yamlWords(typed, false, false, pa.ParseCard, pa.CardID.Key))
		}
		return
	}
	items := make([]string, 0, len(entries))
	for _, c := range entries {
		f := []string{"card: " + c.ID.Key()}
		if v := yamlCount(c.Staff); v != "0" {
			f = append(f, "staff: "+v)
		}
		if v := yamlCount(c.Grey); v != "0" {
			f = append(f, "prisoners: {grey: "+v+"}")
		}
		if strings.TrimSpace(c.Specialists) != "" {
			f = append(f, "specialists: "+yamlCount(c.Specialists))
		}
		if len(f) == 1 {
			items = append(items, c.ID.Key())
			continue
		}
		items = append(items, "{"+strings.Join(f, ", ")+"}")
	}
	fmt.Fprintf(b, "%sbureaucracy: [%s]\n", in, strings.Join(items, ", "))
}

func writeObjectivesYAML(b *strings.Builder, in string, objs []*PAObjectiveAnswers, governor bool) {
	if len(objs) == 0 {
		return
	}
	fmt.Fprintf(b, "%sobjectives:\n", in)
	for _, o := range objs {
		f := []string{"deck: " + yamlWord(o.Deck, pa.ParseDeck, pa.Deck.String), "vp: " + yamlCount(o.VP)}
		if !governor {
			if v := yamlCount(o.Penalty); v != "0" {
				f = append(f, "penalty: "+v)
			}
			f = append(f, fmt.Sprintf("done: %t", o.Done))
		}
		fmt.Fprintf(b, "%s  - {%s}\n", in, strings.Join(f, ", "))
	}
}

// yamlWord writes an answer read by parse as its id, or quoted as typed
// when it is not one.
func yamlWord[T any](s string, parse func(string) (T, bool), key func(T) string) string {
	if v, ok := parse(s); ok {
		return key(v)
	}
	return YAMLString(strings.TrimSpace(s))
}

// yamlWords writes a list of answers, each as yamlWord does; with once, a
// thing typed twice (a Window's edge, a need) is written once.
func yamlWords[T any](s string, words, once bool, parse func(string) (T, bool), key func(T) string) string {
	var out []string
	seen := map[string]bool{}
	for _, w := range splitAnswer(s, words) {
		k := yamlWord(w, parse, key)
		if once && seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, k)
	}
	return strings.Join(out, ", ")
}

func yamlList(items []string, f func(string) string) string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = f(it)
	}
	return strings.Join(out, ", ")
}

// checkCards reads a list of cards and checks it with the package (a card
// twice, or in another warden's area).
func (we *PAWardenAnswers) checkCards(v string) error {
	ids, err := parseAnswerWords(v, "Bureaucracy card", false, pa.ParseCard, pa.CardKeys())
	if err != nil {
		return err
	}
	return we.Check(func(w *pa.Warden) {
		w.Bureaucracy = w.Bureaucracy[:0]
		for _, id := range ids {
			w.Bureaucracy = append(w.Bureaucracy, pa.Card{ID: id})
		}
	}, v)
}

// PACardAnswersFor makes an entry per card listed, keeping the answers about a
// card listed before.
func PACardAnswersFor(list string, old []*PACardAnswers) []*PACardAnswers {
	ids, _ := parseAnswerWords(list, "Bureaucracy card", false, pa.ParseCard, pa.CardKeys())
	out := make([]*PACardAnswers, 0, len(ids))
	for _, id := range ids {
		c := &PACardAnswers{ID: id}
		for _, o := range old {
			if o.ID == id {
				c = o
			}
		}
		out = append(out, c)
	}
	return out
}

// PAObjectiveAnswersFor makes as many objective entries as the count, keeping
// those answered.
func PAObjectiveAnswersFor(count string, old []*PAObjectiveAnswers) []*PAObjectiveAnswers {
	n, _ := parseAnswerCount(count)
	n = min(n, 20) // more than a game deals: the file refuses what is wrong
	out := make([]*PAObjectiveAnswers, n)
	for i := range out {
		if i < len(old) {
			out[i] = old[i]
		} else {
			out[i] = &PAObjectiveAnswers{Deck: "starter"}
		}
	}
	return out
}

// SetWardens makes an entry per warden named.
func (e *PAAnswers) SetWardens() {
	e.Wardens = nil
	for i, n := range SplitNames(e.Names) {
		e.Wardens = append(e.Wardens, &PAWardenAnswers{Name: n, entry: e, index: i})
	}
}

// SetSquares makes an entry per occupied square typed.
func (we *PAWardenAnswers) SetSquares() {
	at, _ := parsePASquares(we.Squares)
	we.Prison = make([]*PASquareAnswers, len(at))
	for i, p := range at {
		we.Prison[i] = &PASquareAnswers{At: p}
	}
}

// yamlCount writes an answer: a whole number in decimal, empty as 0, and
// anything else quoted, for the parser to refuse with its position.
func yamlCount(v string) string {
	v = strings.TrimSpace(v)
	if v == "" {
		return "0"
	}
	if n, err := strconv.Atoi(v); err == nil {
		return strconv.Itoa(n) // "07" as 7: YAML could read a leading 0 as octal
	}
	return YAMLString(v)
}
