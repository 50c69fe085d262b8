package cmd

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/scoring"
)

// boardSetup is what the first form asks: the kind of game and the crews.
type boardSetup struct {
	Solo     bool
	Breakout bool
	Names    string // comma-separated, in seating order
}

// names splits the comma-separated crew names.
func (s *boardSetup) names() []string {
	var out []string
	for _, n := range strings.Split(s.Names, ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

func validateNames(solo bool) func(string) error {
	return func(v string) error {
		s := boardSetup{Names: v}
		_, err := input.CheckCrewNames(s.names(), solo)
		return err
	}
}

// buildSetupForm builds the first form: solo or not, Breakout or not, and the
// crews' names.
func buildSetupForm() (*huh.Form, *boardSetup) {
	s := &boardSetup{}
	form := huh.NewForm(
		huh.NewGroup(
			huh.NewConfirm().Title("Solitary mode (one crew against the guards)?").Value(&s.Solo),
			huh.NewConfirm().Title("Played with the Breakout expansion?").Value(&s.Breakout),
		),
		huh.NewGroup(
			huh.NewInput().
				Title("Crew names in seating order, clockwise, separated by commas (solo: your crew's name)").
				Value(&s.Names).
				Validate(func(v string) error { return validateNames(s.Solo)(v) }),
		),
	)
	return form, s
}

// countField is one whole-number question about a crew.
type countField struct {
	key   string // the board-state key, e.g. "resources.scrap"
	title string
	value string
}

// crewEntry holds the answers about one crew (or the guards).
type crewEntry struct {
	Name    string
	Guards  bool
	Counts  []*countField
	Lantern string
}

// boardEntry holds every answer of the second form.
type boardEntry struct {
	Setup       boardSetup
	Crews       []*crewEntry
	FirstPlayer string
	LeaderGoal  string
	GoalKind    string // none, most, points
	Goal        map[string]*string
}

func crewQuestions(guards, breakout bool) []*countField {
	q := []*countField{
		{key: "reputation", title: "Reputation track, before the final raid"},
		{key: "suspicion", title: "Suspicion cubes"},
		{key: "power", title: "Power cubes"},
		{key: "resources.scrap", title: "Scrap cubes"},
		{key: "resources.potions", title: "Potion cubes"},
		{key: "resources.iron", title: "Iron cubes"},
		{key: "resources.gold", title: "Gold cubes"},
	}
	if !guards {
		q = append(q, &countField{key: "tomes", title: "Unplayed tome cards in hand"})
	}
	q = append(q,
		&countField{key: "items", title: "Crafted item cards"},
		&countField{key: "valuables.shields", title: "Shield valuables"},
		&countField{key: "valuables.gems", title: "Gem valuables"},
		&countField{key: "valuables.magic", title: "Magic valuables"},
	)
	if breakout {
		q = append(q, &countField{key: "valuables.wild", title: "Wild valuables (and Sacred Robes)"})
	}
	for _, t := range rules.ScoringGoonTypes {
		if t.Breakout() && !breakout {
			continue
		}
		q = append(q, &countField{key: "goons." + t.String(), title: goonLabel(t)})
	}
	if breakout {
		q = append(q,
			&countField{key: "barrels", title: "Barrel icons on cards (not the crew board's)"},
			&countField{key: "loot", title: "Loot tokens kept"},
		)
	}
	for _, c := range q {
		c.value = "0"
	}
	return q
}

// validateCount accepts a whole number of 0 or more; empty keeps the default.
func validateCount(v string) error {
	v = strings.TrimSpace(v)
	if v == "" {
		return nil
	}
	if n, err := strconv.Atoi(v); err != nil || n < 0 {
		return fmt.Errorf("%q is not a whole number of 0 or more", v)
	}
	return nil
}

func validateLantern(v string) error {
	if strings.TrimSpace(v) == "" {
		return nil // keeps the default, the entrance
	}
	if _, err := input.ParseLantern(v); err != nil {
		return fmt.Errorf("%v; write %s", err, input.LanternPlaces)
	}
	return nil
}

// buildBoardForm builds the second form from the setup: a page per crew (and
// the guards), then the first player marker and the goals.
func buildBoardForm(setup boardSetup) (*huh.Form, *boardEntry) {
	e := &boardEntry{Setup: setup, GoalKind: "none", Goal: map[string]*string{}}
	sides := setup.names()
	if setup.Solo {
		sides = append(sides, scoring.GuardsName)
	}
	var groups []*huh.Group
	for _, name := range sides {
		ce := &crewEntry{Name: name, Guards: setup.Solo && name == scoring.GuardsName, Lantern: "entrance"}
		ce.Counts = crewQuestions(ce.Guards, setup.Breakout)
		e.Crews = append(e.Crews, ce)
		var fields []huh.Field
		for _, q := range ce.Counts {
			fields = append(fields, huh.NewInput().Title(name+": "+q.title).Value(&q.value).Validate(validateCount))
		}
		if setup.Breakout {
			fields = append(fields, huh.NewInput().
				Title(name+": Lantern (entrance, tomb, escaped, or the space's number)").
				Value(&ce.Lantern).Validate(validateLantern))
		}
		groups = append(groups, huh.NewGroup(fields...))
	}
	e.FirstPlayer = sides[0]
	options := huh.NewOptions(sides...)
	leader := append([]huh.Option[string]{huh.NewOption("nobody", "")}, options...)
	groups = append(groups, huh.NewGroup(
		huh.NewSelect[string]().Title("Who holds the first player marker?").Options(options...).Value(&e.FirstPlayer),
		huh.NewSelect[string]().Title("Who holds the leader goal card?").Options(leader...).Value(&e.LeaderGoal),
		huh.NewSelect[string]().Title("How does the end game goal score?").Options(
			huh.NewOption("it scores nobody", "none"),
			huh.NewOption("most and second most of something", "most"),
			huh.NewOption("each crew scores its own points", "points"),
		).Value(&e.GoalKind),
	))
	var goalFields []huh.Field
	for _, name := range sides {
		v := "0"
		e.Goal[name] = &v
		goalFields = append(goalFields, huh.NewInput().
			Title(name+": end game goal (the count it compares, or the points earned)").
			Value(&v).Validate(validateCount))
	}
	groups = append(groups, huh.NewGroup(goalFields...).WithHideFunc(func() bool { return e.GoalKind == "none" }))
	return huh.NewForm(groups...), e
}

// yaml writes the answers as a board-state file (docs/board-state.md). It
// checks nothing itself: the file is read back by input.ParseBoardState
// like any other, so the form and the file obey exactly the same checks, and
// an answer that slipped through (input that ended early) is reported with
// its line and column in the saved file.
func (e *boardEntry) yaml() []byte {
	var b strings.Builder
	b.WriteString("# Lockup board state at game end, before the final raid (docs/board-state.md).\n")
	if e.Setup.Solo {
		b.WriteString("solo: true\n")
	}
	if e.Setup.Breakout {
		b.WriteString("expansions: [breakout]\n")
	}
	fmt.Fprintf(&b, "first_player: %s\n", input.YAMLString(e.FirstPlayer))
	if e.LeaderGoal != "" {
		fmt.Fprintf(&b, "leader_goal: %s\n", input.YAMLString(e.LeaderGoal))
	}
	if e.GoalKind != "none" {
		var parts []string
		for _, ce := range e.Crews {
			parts = append(parts, input.YAMLString(ce.Name)+": "+yamlCount(*e.Goal[ce.Name]))
		}
		fmt.Fprintf(&b, "end_game_goal:\n  %s: {%s}\n", e.GoalKind, strings.Join(parts, ", "))
	}
	b.WriteString("crews:\n")
	for _, ce := range e.Crews {
		if !ce.Guards {
			fmt.Fprintf(&b, "  - name: %s\n", input.YAMLString(ce.Name))
			ce.writeYAML(&b, "    ", e.Setup.Breakout)
		}
	}
	for _, ce := range e.Crews {
		if ce.Guards {
			b.WriteString("guards:\n")
			ce.writeYAML(&b, "  ", e.Setup.Breakout)
		}
	}
	return []byte(b.String())
}

// writeYAML writes a crew's answers under their board-state keys: plain
// keys as they are, "resources.scrap" and the like grouped in a mapping.
// Zeros are left out, but the reputation, which the file requires.
func (ce *crewEntry) writeYAML(b *strings.Builder, indent string, breakout bool) {
	groups := map[string][]string{}
	var order []string
	for _, q := range ce.Counts {
		v := yamlCount(q.value)
		group, key, nested := strings.Cut(q.key, ".")
		if v == "0" && q.key != "reputation" {
			continue
		}
		if !nested {
			fmt.Fprintf(b, "%s%s: %s\n", indent, q.key, v)
			continue
		}
		if _, ok := groups[group]; !ok {
			order = append(order, group)
		}
		groups[group] = append(groups[group], key+": "+v)
	}
	for _, g := range order {
		fmt.Fprintf(b, "%s%s: {%s}\n", indent, g, strings.Join(groups[g], ", "))
	}
	if breakout && strings.TrimSpace(ce.Lantern) != "" {
		fmt.Fprintf(b, "%slantern: %s\n", indent, yamlCount(ce.Lantern)) // a number as it is, else quoted
	}
}

// yamlCount writes an answer: a whole number as it is, empty as 0, and
// anything else quoted, for the parser to refuse with its position.
func yamlCount(v string) string {
	v = strings.TrimSpace(v)
	if v == "" {
		return "0"
	}
	if _, err := strconv.Atoi(v); err == nil {
		return v
	}
	return input.YAMLString(v)
}

// enterBoard asks for the board, saves it and returns the saved file's path.
func enterBoard(opts *ScoreOptions) (string, error) {
	run := func(f *huh.Form) error {
		return runForm(opts.IO.setUpForm(f, opts.IO.FormInput(), opts.IO.ErrOut))
	}
	setupForm, setup := buildSetupForm()
	if err := run(setupForm); err != nil {
		return "", err
	}
	if err := validateNames(setup.Solo)(setup.Names); err != nil {
		return "", &input.InputError{File: "form", Field: "crew names", Problem: err.Error()}
	}
	boardForm, entry := buildBoardForm(*setup)
	if err := run(boardForm); err != nil {
		return "", err
	}
	path := opts.Save
	if path == "" {
		var err error
		if path, err = defaultBoardPath(time.Now()); err != nil {
			return "", err
		}
	}
	if err := store.WriteFileAtomic(path, entry.yaml(), 0o644); err != nil {
		return "", err
	}
	fmt.Fprintf(opts.IO.ErrOut, "Saved the board to %s (rescore it with: lockup score %s)\n", path, path)
	return path, nil
}

// defaultBoardPath names a new board-state file under the data directory,
// DataDir()/boards.
func defaultBoardPath(now time.Time) (string, error) {
	dir, err := store.DataDir()
	if err != nil {
		return "", fmt.Errorf("%v; or pass --save FILE", err)
	}
	dir = filepath.Join(dir, "boards")
	if err := store.EnsureDir(dir); err != nil {
		return "", fmt.Errorf("no place to save the board (%v); pass --save FILE", err)
	}
	return filepath.Join(dir, "board-"+now.Format("2006-01-02-150405")+".yaml"), nil
}
