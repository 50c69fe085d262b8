package score

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
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

// setupPages are the first Questions: solo or not, Breakout or not, and
// the crews' names.
func setupPages() ([]cmdutil.Page, *boardSetup) {
	s := &boardSetup{}
	const namesTitle = "Crew names in seating order, clockwise, separated by commas (solo: your crew's name)"
	return []cmdutil.Page{
		{Title: "The game", Questions: []cmdutil.Question{
			{Title: "Solitary mode (one crew against the guards)?", Field: huh.NewConfirm().Title("Solitary mode (one crew against the guards)?").Value(&s.Solo)},
			{Title: "Played with the Breakout expansion?", Field: huh.NewConfirm().Title("Played with the Breakout expansion?").Value(&s.Breakout)},
		}},
		{Title: "The crews", Questions: []cmdutil.Question{
			{Title: namesTitle, Field: huh.NewInput().Title(namesTitle).Value(&s.Names).
				Validate(func(v string) error { return validateNames(s.Solo)(v) })},
		}},
	}, s
}

// countField is one whole-number question about a crew.
type countField struct {
	key     string // the board-state key, e.g. "resources.scrap"
	title   string
	section crewSection
	value   string
}

// crewSection is the part of a crew's board a question is about: each is a
// page of the form (the goons two).
type crewSection int

const (
	noSection crewSection = iota
	sectionBoard
	sectionResources
	sectionCards
	sectionGoons
	sectionCatacombs
)

var crewSectionNames = [...]string{"", "reputation, suspicion and power", "resource cubes", "tomes, items and valuables", "goons", "the catacombs"}

// String names the section as a page title does.
func (s crewSection) String() string {
	if s <= noSection || int(s) >= len(crewSectionNames) {
		return "no section"
	}
	return crewSectionNames[s]
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
		{key: "reputation", title: "Reputation track, before the final raid", section: sectionBoard},
		{key: "suspicion", title: "Suspicion cubes", section: sectionBoard},
		{key: "power", title: "Power cubes", section: sectionBoard},
		{key: "resources.scrap", title: "Scrap cubes", section: sectionResources},
		{key: "resources.potions", title: "Potion cubes", section: sectionResources},
		{key: "resources.iron", title: "Iron cubes", section: sectionResources},
		{key: "resources.gold", title: "Gold cubes", section: sectionResources},
	}
	if !guards {
		q = append(q, &countField{key: "tomes", title: "Unplayed tome cards in hand", section: sectionCards})
	}
	q = append(q,
		&countField{key: "items", title: "Crafted item cards", section: sectionCards},
		&countField{key: "valuables.shields", title: "Shield valuables", section: sectionCards},
		&countField{key: "valuables.gems", title: "Gem valuables", section: sectionCards},
		&countField{key: "valuables.magic", title: "Magic valuables", section: sectionCards},
	)
	if breakout {
		q = append(q, &countField{key: "valuables.wild", title: "Wild valuables (and Sacred Robes)", section: sectionCards})
	}
	for _, t := range rules.ScoringGoonTypes {
		if t.Breakout() && !breakout {
			continue
		}
		q = append(q, &countField{key: "goons." + t.String(), title: goonLabel(terms.En, t), section: sectionGoons})
	}
	if breakout {
		q = append(q,
			&countField{key: "barrels", title: "Barrel icons on cards (not the crew board's)", section: sectionCatacombs},
			&countField{key: "loot", title: "Loot tokens kept", section: sectionCatacombs},
		)
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

// boardPages are the second form's questions, from the setup: a few pages
// per crew (and the guards), a section of its board each, then the first
// player marker and the goals. Every question names its crew, and every
// page fits a terminal of 80x24 (see page).
func boardPages(setup boardSetup) ([]cmdutil.Page, *boardEntry) {
	e := &boardEntry{Setup: setup, GoalKind: "none", Goal: map[string]*string{}}
	sides := setup.names()
	if setup.Solo {
		sides = append(sides, scoring.GuardsName)
	}
	var pages []cmdutil.Page
	for i, name := range sides {
		ce := &crewEntry{Name: name, Guards: setup.Solo && name == scoring.GuardsName, Lantern: "entrance"}
		ce.Counts = crewQuestions(ce.Guards, setup.Breakout)
		e.Crews = append(e.Crews, ce)
		who := fmt.Sprintf("%s (crew %d of %d)", name, i+1, len(sides))
		if ce.Guards {
			who = "The guards"
		}
		var cur cmdutil.Page
		for _, q := range ce.Counts {
			if title := who + ": " + q.section.String(); title != cur.Title {
				pages = append(pages, cmdutil.SplitPage(cur)...)
				cur = cmdutil.Page{Title: title}
			}
			title := name + ": " + q.title
			cur.Questions = append(cur.Questions, cmdutil.Question{Title: title, Field: huh.NewInput().Title(title).Placeholder("0").Value(&q.value).Validate(validateCount)})
		}
		if setup.Breakout {
			title := name + ": Lantern (entrance, tomb, escaped, or the space's number)"
			cur.Questions = append(cur.Questions, cmdutil.Question{Title: title, Field: huh.NewInput().Title(title).Value(&ce.Lantern).Validate(validateLantern)})
		}
		pages = append(pages, cmdutil.SplitPage(cur)...)
	}
	pages = slices.DeleteFunc(pages, func(p cmdutil.Page) bool { return len(p.Questions) == 0 })
	e.FirstPlayer = sides[0]
	options := huh.NewOptions(sides...)
	leader := append([]huh.Option[string]{huh.NewOption("nobody", "")}, options...)
	const (
		firstTitle  = "Who holds the first player marker?"
		leaderTitle = "Who holds the leader goal card?"
		kindTitle   = "How does the end game goal score?"
	)
	pages = append(pages,
		cmdutil.Page{Title: "Game end: markers", Questions: []cmdutil.Question{
			{Title: firstTitle, Field: huh.NewSelect[string]().Title(firstTitle).Options(options...).Value(&e.FirstPlayer)},
			{Title: leaderTitle, Field: huh.NewSelect[string]().Title(leaderTitle).Options(leader...).Value(&e.LeaderGoal)},
		}},
		cmdutil.Page{Title: "Game end: the end game goal", Questions: []cmdutil.Question{
			{Title: kindTitle, Field: huh.NewSelect[string]().Title(kindTitle).Options(
				huh.NewOption("it scores nobody", "none"),
				huh.NewOption("most and second most of something", "most"),
				huh.NewOption("each crew scores its own points", "points"),
			).Value(&e.GoalKind)},
		}})
	goal := cmdutil.Page{Title: "Game end: the end game goal, crew by crew", Hide: func() bool { return e.GoalKind == "none" }}
	for _, name := range sides {
		v := ""
		e.Goal[name] = &v
		title := name + ": end game goal (the count it compares, or the points earned)"
		goal.Questions = append(goal.Questions, cmdutil.Question{Title: title, Field: huh.NewInput().Title(title).Placeholder("0").Value(&v).Validate(validateCount)})
	}
	return append(pages, cmdutil.SplitPage(goal)...), e
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
			parts = append(parts, input.YAMLString(ce.Name)+": "+input.YAMLCount(*e.Goal[ce.Name]))
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
		v := input.YAMLCount(q.value)
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
		fmt.Fprintf(b, "%slantern: %s\n", indent, input.YAMLCount(ce.Lantern)) // a number as it is, else quoted
	}
}

// enterBoard asks for the board, saves it and returns the saved file's path.
// Whatever happens, nothing typed is lost: when the player presses Ctrl-C,
// or the accessible answers end early, the answers so far are saved (once
// a crew is named) and the error says where.
func enterBoard(opts *ScoreOptions) (string, error) {
	setupQuestions, setup := setupPages()
	var asked atomic.Pointer[boardEntry] // the board being asked, once the setup is
	end := opts.IO.WatchInterrupt(func() {
		entry := asked.Load()
		if entry == nil && len(setup.names()) > 0 {
			_, entry = boardPages(*setup)
		}
		path, saveErr := "", error(nil)
		if entry != nil {
			path, saveErr = saveBoard(opts, entry)
		}
		_ = stopEntering(opts.IO, huh.ErrUserAborted, path, saveErr) // it says what was kept
	})
	defer end()
	if err := opts.IO.AskPages(setupQuestions); err != nil {
		if len(setup.names()) == 0 {
			return "", stopEntering(opts.IO, err, "", nil)
		}
		// Ctrl-C or the end of the input while the names were typed:
		// the names make a board to finish.
		_, entry := boardPages(*setup)
		path, saveErr := saveBoard(opts, entry)
		return "", stopEntering(opts.IO, err, path, saveErr)
	}
	if err := validateNames(setup.Solo)(setup.Names); err != nil {
		return "", &input.InputError{File: "form", Field: "crew names", Problem: err.Error()}
	}
	boardQuestions, entry := boardPages(*setup)
	asked.Store(entry)
	err := opts.IO.AskPages(boardQuestions)
	path, saveErr := saveBoard(opts, entry)
	if err != nil {
		return "", stopEntering(opts.IO, err, path, saveErr)
	}
	if saveErr != nil {
		return "", saveErr
	}
	cmdutil.PrintErrLine(opts.IO, fmt.Sprintf("Saved the board to %s (rescore it with: lockup score %s)", path, path))
	return path, nil
}

// saveBoard writes the answers to --save or a new file under the data
// directory, and returns its path.
func saveBoard(opts *ScoreOptions, entry *boardEntry) (string, error) {
	path := opts.Save
	if path == "" {
		var err error
		if path, err = defaultBoardPath(opts.Dirs, time.Now()); err != nil {
			return "", err
		}
	}
	return path, store.WriteFileAtomic(path, entry.yaml(), 0o644)
}

// errBoardStopped is returned when the player stopped the board form with
// Ctrl-C: exit code 130, the answers so far saved.
var errBoardStopped = fmt.Errorf("board entry stopped: %w", huh.ErrUserAborted)

// stopEntering turns the error that stopped the form (Ctrl-C, the end of
// the accessible input, or another) into the command's error, saying where
// the answers so far were saved (path, "" when nothing was typed).
func stopEntering(io *cmdutil.IOStreams, err error, path string, saveErr error) error {
	return stopEnteringFor(io, err, path, saveErr, "docs/board-state.md", "lockup score")
}

// stopEnteringFor is stopEntering for a form whose file is described in
// doc and scored by command.
func stopEnteringFor(io *cmdutil.IOStreams, err error, path string, saveErr error, doc, command string) error {
	kept := "nothing was typed yet, so nothing was saved"
	switch {
	case saveErr != nil:
		kept = fmt.Sprintf("the answers so far could not be saved: %v", saveErr)
	case path != "":
		kept = fmt.Sprintf("the answers so far are saved in %s: complete it there (%s), then score it with %s %s", path, doc, command, path)
	}
	var ended *cmdutil.InputEndedError
	switch {
	case errors.As(err, &ended):
		ended.Kept = kept
		return ended
	case errors.Is(err, huh.ErrUserAborted):
		// Exit code 130 prints nothing: say it here.
		cmdutil.PrintErrLine(io, "Stopped; "+kept+".")
		return errBoardStopped
	}
	if path != "" {
		return fmt.Errorf("%w (%s)", err, kept)
	}
	return err
}

// defaultBoardPath names a new board-state file under the data directory,
// DataDir()/boards.
func defaultBoardPath(dirs store.Dirs, now time.Time) (string, error) {
	return defaultBoardPathNamed(dirs, "board", now)
}

// defaultBoardPathNamed names a new board-state file under the data
// directory, DataDir()/boards, starting with prefix.
func defaultBoardPathNamed(dirs store.Dirs, prefix string, now time.Time) (string, error) {
	dir, err := dirs.DataDir()
	if err != nil {
		return "", fmt.Errorf("%v; or pass --save FILE", err)
	}
	dir = filepath.Join(dir, "boards")
	if err := store.EnsureDir(dir); err != nil {
		return "", fmt.Errorf("no place to save the board (%v); pass --save FILE", err)
	}
	return filepath.Join(dir, prefix+"-"+now.Format("2006-01-02-150405")+".yaml"), nil
}
