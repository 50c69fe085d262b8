package score

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lockup-companion/lockup/companion/input"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// The answers become a pa.Warden (to check them with the package as they
// are typed) and a board-state file (to save and score them). Both read
// the answers leniently: an answer not yet given, or not read, is left
// out of the warden, and written quoted in the file, where the file's
// reader refuses it with its line and column.

// countSyntax accepts a whole number of 0 or more, or nothing.
func countSyntax(v string) error { _, err := parseCount(v); return err }

// parseInts reads whole numbers separated by spaces or commas.
func parseInts(s string) ([]int, error) {
	var out []int
	for _, w := range splitList(s, true) {
		n, err := strconv.Atoi(w)
		if err != nil {
			return nil, fmt.Errorf("%q is not a whole number", w)
		}
		out = append(out, n)
	}
	return out, nil
}

func intsSyntax(v string) error { _, err := parseInts(v); return err }

// noSyntax accepts any answer: one chosen from a list.
func noSyntax(string) error { return nil }

func paCount(s string) int { n, _ := parseCount(s); return n }

// warden returns the warden as answered so far.
func (we *paWardenEntry) warden() pa.Warden {
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
		if sq, ok := s.square(); ok {
			w.Prison = append(w.Prison, sq)
		}
	}
	w.Bureaucracy = paCards(we.Bureaucracy)
	w.Objectives = paObjectives(we.Objectives)
	for _, c := range pa.Colours {
		w.Escaped[c], _ = parseInts(we.Escaped[c])
		w.Released[c], _ = parseInts(we.Released[c])
	}
	return w
}

// square returns the square as answered, false while its tile is not.
func (s *paSquareEntry) square() (pa.Square, bool) {
	tile, ok := pa.ParseTile(s.Tile)
	if !ok {
		return pa.Square{}, false
	}
	sq := pa.Square{At: s.At, Tile: tile, Staff: s.Staff}
	sq.Token, _ = pa.ParseTag(s.Token)
	edges, _ := parseWords(s.Windows, "edge", true, pa.ParseEdge, paEdgeKeys)
	for _, e := range edges {
		sq.Windows = sq.Windows.With(e)
	}
	for _, c := range pa.Colours {
		sq.Prisoners[c] = paCount(s.Prisoners[c])
	}
	needs, _ := parseWords(s.Needs, "need", true, pa.ParseNeed, paNeedKeys)
	for _, n := range needs {
		sq.Cubes, sq.CubesGiven = sq.Cubes.With(n), true
	}
	specs, _ := parseWords(s.Specialists, "specialist", true, pa.ParseSpecialist, paSpecialistKeys)
	for _, sp := range specs {
		sq.Specialists[sp]++
	}
	if strings.TrimSpace(s.PrintedVP) != "" {
		sq.Printed.VP, sq.Printed.VPGiven = paCount(s.PrintedVP), true
	}
	if strings.TrimSpace(s.PrintedCap) != "" {
		sq.Printed.Capacity, sq.Printed.CapacityGiven = paCount(s.PrintedCap), true
	}
	if tags, err := parseWords(s.PrintedTags, "tag", true, pa.ParseTag, nil); err == nil && len(tags) > 0 {
		sq.Printed.Tags, sq.Printed.TagsGiven = tags, true
	}
	return sq, true
}

func paCards(entries []*paCardEntry) []pa.Card {
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

func paObjectives(entries []*paObjectiveEntry) []pa.Objective {
	out := make([]pa.Objective, 0, len(entries))
	for _, o := range entries {
		deck, _ := pa.ParseDeck(o.Deck)
		out = append(out, pa.Objective{Deck: deck, VP: paCount(o.VP), Penalty: paCount(o.Penalty), Done: o.Done})
	}
	return out
}

// governor returns the Governor as answered so far.
func (g *paGovernorEntry) governor() *pa.Governor {
	gov := &pa.Governor{Bureaucracy: paCards(g.Bureaucracy), Objectives: paObjectives(g.Objectives)}
	gov.Difficulty, _ = pa.ParseDifficulty(g.Difficulty)
	gov.Tiles, _ = parseWords(g.Tiles, "tile", false, pa.ParseTile, nil)
	if len(g.Bureaucracy) == 0 {
		ids, _ := parseWords(g.Cards, "Bureaucracy card", false, pa.ParseCard, nil)
		for _, id := range ids {
			gov.Bureaucracy = append(gov.Bureaucracy, pa.Card{ID: id})
		}
	}
	return gov
}

// game returns the game as answered so far: the wardens up to and with
// this one (those after it are not asked yet), and the Governor once he
// is.
func (e *paEntry) game(upTo int) pa.Game {
	g := pa.Game{Solo: e.Solo && e.Governor != nil}
	for i, we := range e.Wardens {
		if i > upTo {
			break
		}
		g.Wardens = append(g.Wardens, we.warden())
	}
	if g.Solo {
		g.Governor = e.Governor.governor()
	}
	return g
}

// check checks the warden, changed by set, with the package; v is the
// answer being typed, read by set.
func (we *paWardenEntry) check(set func(w *pa.Warden), v string) error {
	g := we.entry.game(we.index)
	if set != nil {
		set(&g.Wardens[we.index])
	}
	return paProblem(&g, pa.Check(&g))
}

// checkField reads the answer v to the question whose answer is *field
// with syntax, then checks the warden as it would be with it.
func (we *paWardenEntry) checkField(field *string, v string, syntax func(string) error) error {
	if err := syntax(v); err != nil {
		return err
	}
	old := *field
	*field = v
	defer func() { *field = old }()
	return we.check(nil, v)
}

// checkGovernor checks the game with the Governor's answer v.
func (e *paEntry) checkGovernor(field *string, v string, syntax func(string) error) error {
	if err := syntax(v); err != nil {
		return err
	}
	old := *field
	*field = v
	defer func() { *field = old }()
	g := e.game(len(e.Wardens))
	g.Solo, g.Governor = true, e.Governor.governor()
	return paProblem(&g, pa.Check(&g))
}

// paProblem words a problem the package found for the player: where it
// is (the warden, the square and its tile, the card...), what is wrong,
// what is allowed, and the passage.
func paProblem(g *pa.Game, p *pa.Problem) error {
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

// yaml writes the answers as a board-state file (docs/prison-architect.md).
// It checks nothing itself: the file is read back by
// input.ParsePrisonArchitect like any other.
func (e *paEntry) yaml() []byte {
	var b strings.Builder
	b.WriteString("# Prison Architect board state at game end (docs/prison-architect.md).\n")
	b.WriteString("# Typed in lockup pa score's form; score it with: lockup pa score FILE\n")
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

func (we *paWardenEntry) writeYAML(b *strings.Builder) {
	fmt.Fprintf(b, "  - name: %s\n", input.YAMLString(we.Name))
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
				parts = append(parts, fmt.Sprintf("%s: [%s]", c, yamlList(splitList(list.vals[c], true), yamlCount)))
			}
		}
		if len(parts) > 0 {
			fmt.Fprintf(b, "%s%s: {%s}\n", in, list.key, strings.Join(parts, ", "))
		}
	}
}

// yamlFields are the keys of a square answered, in the documented order.
func (s *paSquareEntry) yamlFields() []string {
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

func writeCardsYAML(b *strings.Builder, in string, entries []*paCardEntry, typed string) {
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

func writeObjectivesYAML(b *strings.Builder, in string, objs []*paObjectiveEntry, governor bool) {
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
	return input.YAMLString(strings.TrimSpace(s))
}

// yamlWords writes a list of answers, each as yamlWord does; with once, a
// thing typed twice (a Window's edge, a need) is written once.
func yamlWords[T any](s string, words, once bool, parse func(string) (T, bool), key func(T) string) string {
	var out []string
	seen := map[string]bool{}
	for _, w := range splitList(s, words) {
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
