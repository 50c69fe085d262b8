package score

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/text"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// The Prison Architect form asks for a board-state file
// (docs/prison-architect.md) in stages, each a form of its own, so that
// each stage asks only what applies to the answers before it: the squares
// a warden's prison occupies, then the tile on each, then for each square
// only the questions its tile takes (a Staff meeple on a tile with a slot,
// Windows on the edges that may carry one, prisoners of the colours a cell
// takes...). Every answer is read by the package's parsers, and every rule
// is the package's: pa.CheckLayout for the squares, and pa.Check on the
// warden as answered so far for the rest. This file holds the answers and
// the questions; pa_form_build.go turns answers into a pa.Warden and a
// file; pa_form_run.go runs the stages.

// paEntry holds every answer of the form, as typed.
type paEntry struct {
	Solo     bool
	Names    string // comma-separated
	Wardens  []*paWardenEntry
	Governor *paGovernorEntry // solo only, once asked
}

// paWardenEntry holds the answers about one warden.
type paWardenEntry struct {
	Name                    string
	Cash                    string
	FinanceSpace, FinanceVP string
	RehabSpace, RehabVP     string
	Specialists             [len(pa.Specialists)]string // by pa.Specialist
	Squares                 string                      // the occupied squares, as typed
	Prison                  []*paSquareEntry
	Cards                   string // the Bureaucracy cards, as typed
	Bureaucracy             []*paCardEntry
	FinanceTags, RehabTags  string
	ObjectiveCount          string
	Objectives              []*paObjectiveEntry
	Escaped, Released       [len(pa.Colours)]string // threat values by colour
	// entry and index place the warden in the game, to check it with
	// the wardens before it.
	entry *paEntry
	index int
}

// paSquareEntry holds the answers about one occupied square.
type paSquareEntry struct {
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

// paCardEntry holds the answers about one Bureaucracy card.
type paCardEntry struct {
	ID          pa.CardID
	Staff       string
	Grey        string // Grey prisoners on Prison Labour or Cleaning
	Specialists string // Snipers only
}

// paObjectiveEntry holds the answers about one played objective.
type paObjectiveEntry struct {
	Deck        string
	VP, Penalty string
	Done        bool
}

// paGovernorEntry holds the answers about the solo Governor.
type paGovernorEntry struct {
	Difficulty     string
	Tiles, Cards   string
	Bureaucracy    []*paCardEntry
	ObjectiveCount string
	Objectives     []*paObjectiveEntry
}

// splitList splits an answer listing several things at commas (and, with
// words, at spaces too).
func splitList(s string, words bool) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || words && unicode.IsSpace(r) })
}

// parseWord reads one thing by the package's parser, refusing an unknown
// one with the closest known.
func parseWord[T any](s, what string, parse func(string) (T, bool), known []string) (T, error) {
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

// parseWords reads a list of things.
func parseWords[T any](s, what string, words bool, parse func(string) (T, bool), known []string) ([]T, error) {
	var out []T
	for _, w := range splitList(s, words) {
		v, err := parseWord(w, what, parse, known)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// parseCount reads a whole number of 0 or more; empty is 0.
func parseCount(s string) (int, error) {
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

// parseSquares reads the occupied squares and checks them as a layout.
func parseSquares(s string) ([]pa.Pos, error) {
	var at []pa.Pos
	for _, w := range splitList(s, true) {
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
		return nil, paProblem(&pa.Game{}, prob)
	}
	return at, nil
}

var (
	paTagKeys        = func() []string { return tagKeys(pa.PassiveTags) }()
	paNeedKeys       = []string{"secure", "comfortable", "hygienic"}
	paSpecialistKeys = []string{"guard", "dog", "trainer", "librarian", "nurse", "custodian"}
	paEdgeKeys       = []string{"N", "E", "S", "W"}
	paDeckKeys       = []string{"starter", "easy", "hard"}
)

func tagKeys(tags []pa.Tag) []string {
	out := make([]string, len(tags))
	for i, t := range tags {
		out[i] = t.String()
	}
	return out
}

// inputQ is a one-line question whose answer is read by valid.
func inputQ(title, placeholder string, value *string, valid func(string) error) cmdutil.Question {
	f := huh.NewInput().Title(title).Value(value).Validate(valid)
	if placeholder != "" {
		f = f.Placeholder(placeholder)
	}
	return cmdutil.Question{Title: title, Field: f}
}

// countQ is a whole number, empty for 0.
func countQ(title string, value *string) cmdutil.Question {
	return inputQ(title, "0", value, func(v string) error { _, err := parseCount(v); return err })
}

// paSetupPages ask whether the game is solo and the wardens' names.
func paSetupPages(e *paEntry) []cmdutil.Page {
	const soloTitle = "Solo game (one warden against the Governor)?"
	const namesTitle = "Wardens' names, separated by commas (1 to 4; solo: your name)"
	return []cmdutil.Page{
		{Title: "Prison Architect: the game", Questions: []cmdutil.Question{
			{Title: soloTitle, Field: huh.NewConfirm().Title(soloTitle).Value(&e.Solo)},
		}},
		{Title: "Prison Architect: the wardens", Questions: []cmdutil.Question{
			inputQ(namesTitle, "", &e.Names, func(v string) error {
				_, err := input.CheckWardenNames(namesOf(v), e.Solo)
				return err
			}),
		}},
	}
}

// namesOf splits the names typed.
func namesOf(s string) []string {
	var out []string
	for _, n := range strings.Split(s, ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// basicPages ask a warden's cash, tracks, specialists and the squares the
// prison occupies.
func (we *paWardenEntry) basicPages(who string) []cmdutil.Page {
	n := we.Name + ": "
	// The space typed, read as a number and checked by the package.
	space := func(v string) error {
		n, err := parseCount(v)
		if err != nil {
			return err
		}
		return we.check(func(w *pa.Warden) { w.Finance.Space = n }, v)
	}
	rehab := func(v string) error {
		n, err := parseCount(v)
		if err != nil {
			return err
		}
		return we.check(func(w *pa.Warden) { w.Rehabilitation.Space = n }, v)
	}
	pages := []cmdutil.Page{{Title: who + ": cash and tracks", Questions: []cmdutil.Question{
		countQ(n+"cash left ($)", &we.Cash),
		inputQ(n+"Finance track: space reached (1-10)", "1", &we.FinanceSpace, space),
		countQ(n+"Finance track: VP printed on that space", &we.FinanceVP),
		inputQ(n+"Rehabilitation track: space reached (1-10)", "1", &we.RehabSpace, rehab),
		countQ(n+"Rehabilitation track: VP printed on that space", &we.RehabVP),
	}}}
	spec := cmdutil.Page{Title: who + ": specialists you have, assigned or not"}
	for _, s := range pa.Specialists {
		spec.Questions = append(spec.Questions, countQ(n+s.Plural(), &we.Specialists[s]))
	}
	pages = append(pages, cmdutil.SplitPage(spec)...)
	const sq = "squares with a tile, e.g. A1 B1 B2 (columns A-F, rows 1-6)"
	pages = append(pages, cmdutil.Page{Title: who + ": the prison", Questions: []cmdutil.Question{
		inputQ(n+sq, "", &we.Squares, func(v string) error { _, err := parseSquares(v); return err }),
	}})
	return pages
}

// tilePages ask the tile on each square.
func (we *paWardenEntry) tilePages(who string) []cmdutil.Page {
	p := cmdutil.Page{Title: who + ": the tiles (lockup pa tiles)"}
	for _, s := range we.Prison {
		p.Questions = append(p.Questions, inputQ(fmt.Sprintf("%s: the tile at %s", we.Name, s.At), "e.g. bunk-cell", &s.Tile, func(v string) error {
			_, err := parseWord(v, "tile", pa.ParseTile, pa.TileKeys())
			return err
		}))
	}
	return cmdutil.SplitPage(p)
}

// detailPages ask, square by square, only what the square's tile takes.
func (we *paWardenEntry) detailPages(who string) []cmdutil.Page {
	var pages []cmdutil.Page
	pool := 0
	for _, s := range we.Specialists {
		n, _ := parseCount(s)
		pool += n
	}
	for i, s := range we.Prison {
		tile, _ := pa.ParseTile(s.Tile)
		spec := tile.Spec()
		head := fmt.Sprintf("%s %s", s.At, spec.Name)
		p := cmdutil.Page{Title: fmt.Sprintf("%s: %s (square %d of %d)", who, head, i+1, len(we.Prison))}
		q := func(title string) string { return we.Name + ", " + head + ": " + title }
		if spec.StaffSlot {
			t := q("a Staff meeple on it?")
			p.Questions = append(p.Questions, cmdutil.Question{Title: t, Field: huh.NewConfirm().Title(t).Value(&s.Staff)})
		}
		t := q("token on it")
		opts := []huh.Option[string]{huh.NewOption("none", "")}
		for _, k := range paTagKeys {
			opts = append(opts, huh.NewOption(k, k))
		}
		p.Questions = append(p.Questions, cmdutil.Question{Title: t, Field: huh.NewSelect[string]().Title(t).Options(opts...).Inline(true).Value(&s.Token)})
		if edges := we.allowedWindows(i); edges != "" {
			p.Questions = append(p.Questions, inputQ(q("Windows, on edges "+edges), "e.g. N (empty: none)", &s.Windows, func(v string) error {
				return we.checkField(&s.Windows, v, func(v string) error {
					_, err := parseWords(v, "edge", true, pa.ParseEdge, paEdgeKeys)
					return err
				})
			}))
		}
		if !spec.VPGiven {
			p.Questions = append(p.Questions, inputQ(q("VP printed on it"), "empty: none (the rulebook's text gives none)", &s.PrintedVP, func(v string) error {
				_, err := parseCount(v)
				return err
			}))
		}
		if spec.Cell() {
			if spec.Cut != "" {
				p.Questions = append(p.Questions,
					inputQ(q("tags printed on it"), "security, comfort, hygiene, discontent (cut in the rulebook)", &s.PrintedTags, func(v string) error {
						return we.checkField(&s.PrintedTags, v, func(v string) error {
							_, err := parseWords(v, "tag", true, pa.ParseTag, []string{"security", "comfort", "hygiene", "discontent"})
							return err
						})
					}),
					inputQ(q("printed capacity"), "empty: not known", &s.PrintedCap, func(v string) error { _, err := parseCount(v); return err }))
			}
			for _, c := range pa.Colours {
				if spec.Takes[c] || spec.Cut != "" {
					p.Questions = append(p.Questions, inputQ(q(c.String()+" prisoners in it"), "0", &s.Prisoners[c], func(v string) error {
						return we.checkField(&s.Prisoners[c], v, func(v string) error { _, err := parseCount(v); return err })
					}))
				}
			}
			p.Questions = append(p.Questions, inputQ(q("needs cubes on it"), "secure, comfortable, hygienic (empty: none)", &s.Needs, func(v string) error {
				_, err := parseWords(v, "need", true, pa.ParseNeed, paNeedKeys)
				return err
			}))
			if pool > 0 {
				p.Questions = append(p.Questions, inputQ(q("specialists on it"), "e.g. dog, librarian (at most 3; empty: none)", &s.Specialists, func(v string) error {
					return we.checkField(&s.Specialists, v, func(v string) error {
						_, err := parseWords(v, "specialist", true, pa.ParseSpecialist, paSpecialistKeys)
						return err
					})
				}))
			}
		}
		pages = append(pages, cmdutil.SplitPage(p)...)
	}
	return pages
}

// allowedWindows lists the edges of square i that may carry a Window
// ("N, S"), "" when none may.
func (we *paWardenEntry) allowedWindows(i int) string {
	w := we.warden()
	edges := w.WindowEdges(we.Prison[i].At)
	var parts []string
	for _, e := range pa.Edges {
		if edges.Has(e) {
			parts = append(parts, e.String())
		}
	}
	return strings.Join(parts, ", ")
}
