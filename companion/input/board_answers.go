package input

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/scoring"
)

// The answers to lockup score's form, as typed: the questions a crew's
// board takes (crewQuestions, the schema the form is built from) and the
// board-state file the answers make (BoardAnswers.YAML), read back by
// ParseBoardState like any other file.

// BoardSetup is what the first form asks: the kind of game and the crews.
type BoardSetup struct {
	Solo     bool
	Breakout bool
	Names    string // comma-separated, in seating order
}

// CrewNames splits the comma-separated crew names.
func (s *BoardSetup) CrewNames() []string { return SplitNames(s.Names) }

// CountAnswer is one whole-number question about a crew.
type CountAnswer struct {
	Key     string // the board-state key, e.g. "resources.scrap"
	Title   string
	Section CrewSection
	Value   string // the answer, as typed
}

// CrewSection is the part of a crew's board a question is about: each is a
// page of the form (the goons two).
type CrewSection int

// The sections of a crew's board.
const (
	NoSection CrewSection = iota
	SectionBoard
	SectionResources
	SectionCards
	SectionGoons
	SectionCatacombs
)

var crewSectionNames = [...]string{"", "reputation, suspicion and power", "resource cubes", "tomes, items and valuables", "goons", "the catacombs"}

// String names the section as a page title does.
func (s CrewSection) String() string {
	if s <= NoSection || int(s) >= len(crewSectionNames) {
		return "no section"
	}
	return crewSectionNames[s]
}

// CrewAnswers holds the answers about one crew (or the guards).
type CrewAnswers struct {
	Name    string
	Guards  bool
	Counts  []*CountAnswer
	Lantern string
}

// BoardAnswers holds every answer of the second form.
type BoardAnswers struct {
	Setup       BoardSetup
	Crews       []*CrewAnswers
	FirstPlayer string
	LeaderGoal  string
	GoalKind    string // none, most, points
	Goal        map[string]*string
}

// crewQuestions are the whole-number questions a crew's board takes (the
// guards' in a solitary game), in the order asked: tomes for a crew only,
// Breakout's valuables, goons and catacombs with the expansion only.
func crewQuestions(guards, breakout bool) []*CountAnswer {
	q := []*CountAnswer{
		{Key: "reputation", Title: "Reputation track, before the final raid", Section: SectionBoard},
		{Key: "suspicion", Title: "Suspicion cubes", Section: SectionBoard},
		{Key: "power", Title: "Power cubes", Section: SectionBoard},
		{Key: "resources.scrap", Title: "Scrap cubes", Section: SectionResources},
		{Key: "resources.potions", Title: "Potion cubes", Section: SectionResources},
		{Key: "resources.iron", Title: "Iron cubes", Section: SectionResources},
		{Key: "resources.gold", Title: "Gold cubes", Section: SectionResources},
	}
	if !guards {
		q = append(q, &CountAnswer{Key: "tomes", Title: "Unplayed tome cards in hand", Section: SectionCards})
	}
	q = append(q,
		&CountAnswer{Key: "items", Title: "Crafted item cards", Section: SectionCards},
		&CountAnswer{Key: "valuables.shields", Title: "Shield valuables", Section: SectionCards},
		&CountAnswer{Key: "valuables.gems", Title: "Gem valuables", Section: SectionCards},
		&CountAnswer{Key: "valuables.magic", Title: "Magic valuables", Section: SectionCards},
	)
	if breakout {
		q = append(q, &CountAnswer{Key: "valuables.wild", Title: "Wild valuables (and Sacred Robes)", Section: SectionCards})
	}
	for _, t := range rules.ScoringGoonTypes {
		if t.Breakout() && !breakout {
			continue
		}
		q = append(q, &CountAnswer{Key: "goons." + t.String(), Title: terms.En.Word(t.String()), Section: SectionGoons})
	}
	if breakout {
		q = append(q,
			&CountAnswer{Key: "barrels", Title: "Barrel icons on cards (not the crew board's)", Section: SectionCatacombs},
			&CountAnswer{Key: "loot", Title: "Loot tokens kept", Section: SectionCatacombs},
		)
	}
	return q
}

// lanternSyntax accepts where the Lantern stands; empty keeps the default.
func lanternSyntax(v string) error {
	if strings.TrimSpace(v) == "" {
		return nil // keeps the default, the entrance
	}
	if _, err := ParseLantern(v); err != nil {
		return fmt.Errorf("%v; write %s", err, LanternPlaces)
	}
	return nil
}

// YAML writes the answers as a board-state file (docs/board-state.md). It
// checks nothing itself: the file is read back by ParseBoardState
// like any other, so the form and the file obey exactly the same checks, and
// an answer that slipped through (input that ended early) is reported with
// its line and column in the saved file.
func (e *BoardAnswers) YAML() []byte {
	var b strings.Builder
	b.WriteString("# Lockup board state at game end, before the final raid (docs/board-state.md).\n")
	if e.Setup.Solo {
		b.WriteString("solo: true\n")
	}
	if e.Setup.Breakout {
		b.WriteString("expansions: [breakout]\n")
	}
	fmt.Fprintf(&b, "first_player: %s\n", YAMLString(e.FirstPlayer))
	if e.LeaderGoal != "" {
		fmt.Fprintf(&b, "leader_goal: %s\n", YAMLString(e.LeaderGoal))
	}
	if e.GoalKind != "none" {
		var parts []string
		for _, ce := range e.Crews {
			parts = append(parts, YAMLString(ce.Name)+": "+yamlCount(*e.Goal[ce.Name]))
		}
		fmt.Fprintf(&b, "end_game_goal:\n  %s: {%s}\n", e.GoalKind, strings.Join(parts, ", "))
	}
	b.WriteString("crews:\n")
	for _, ce := range e.Crews {
		if !ce.Guards {
			fmt.Fprintf(&b, "  - name: %s\n", YAMLString(ce.Name))
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
func (ce *CrewAnswers) writeYAML(b *strings.Builder, indent string, breakout bool) {
	groups := map[string][]string{}
	var order []string
	for _, q := range ce.Counts {
		v := yamlCount(q.Value)
		group, key, nested := strings.Cut(q.Key, ".")
		if v == "0" && q.Key != "reputation" {
			continue
		}
		if !nested {
			fmt.Fprintf(b, "%s%s: %s\n", indent, q.Key, v)
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

// Pages are the first form's questions: solo or not, Breakout or not, and
// the crews' names.
func (s *BoardSetup) Pages() []FormPage {
	const namesTitle = "Crew names in seating order, clockwise, separated by commas (solo: your crew's name)"
	return []FormPage{
		{Title: "The game", Questions: []FormQuestion{
			yesNoQ("Solitary mode (one crew against the guards)?", &s.Solo),
			yesNoQ("Played with the Breakout expansion?", &s.Breakout),
		}},
		{Title: "The crews", Questions: []FormQuestion{
			typedQ(namesTitle, "", &s.Names, func(v string) error {
				_, err := CheckCrewNames(SplitNames(v), s.Solo)
				return err
			}),
		}},
	}
}

// NewBoardAnswers makes the places of the second form's answers, from the
// setup: each crew's (and the solitary guards') questions, the Lantern at
// the entrance, the first crew holding the first player marker, no goal.
func NewBoardAnswers(setup BoardSetup) *BoardAnswers {
	e := &BoardAnswers{Setup: setup, GoalKind: "none", Goal: map[string]*string{}}
	sides := setup.CrewNames()
	if setup.Solo {
		sides = append(sides, scoring.GuardsName)
	}
	for _, name := range sides {
		ce := &CrewAnswers{Name: name, Guards: setup.Solo && name == scoring.GuardsName, Lantern: "entrance"}
		ce.Counts = crewQuestions(ce.Guards, setup.Breakout)
		e.Crews = append(e.Crews, ce)
		e.Goal[name] = new(string)
	}
	if len(sides) > 0 {
		e.FirstPlayer = sides[0]
	}
	return e
}

// Pages are the second form's questions: a page per section of each
// crew's (and the guards') board, every question naming its crew, then
// the first player marker and the goals.
func (e *BoardAnswers) Pages() []FormPage {
	var pages []FormPage
	var sides []string
	for i, ce := range e.Crews {
		sides = append(sides, ce.Name)
		who := fmt.Sprintf("%s (crew %d of %d)", ce.Name, i+1, len(e.Crews))
		if ce.Guards {
			who = "The guards"
		}
		for _, q := range ce.Counts {
			if title := who + ": " + q.Section.String(); len(pages) == 0 || pages[len(pages)-1].Title != title {
				pages = append(pages, FormPage{Title: title})
			}
			cur := &pages[len(pages)-1]
			cur.Questions = append(cur.Questions, countQ(ce.Name+": "+q.Title, &q.Value))
		}
		if e.Setup.Breakout {
			cur := &pages[len(pages)-1]
			cur.Questions = append(cur.Questions, typedQ(ce.Name+": Lantern (entrance, tomb, escaped, or the space's number)", "", &ce.Lantern, lanternSyntax))
		}
	}
	goal := FormPage{Title: "Game end: the end game goal, crew by crew", Hide: func() bool { return e.GoalKind == "none" }}
	for _, name := range sides {
		goal.Questions = append(goal.Questions, countQ(name+": end game goal (the count it compares, or the points earned)", e.Goal[name]))
	}
	return append(pages,
		FormPage{Title: "Game end: markers", Questions: []FormQuestion{
			choiceQ("Who holds the first player marker?", &e.FirstPlayer, false, options(sides...)...),
			choiceQ("Who holds the leader goal card?", &e.LeaderGoal, false, append([]FormOption{{"nobody", ""}}, options(sides...)...)...),
		}},
		FormPage{Title: "Game end: the end game goal", Questions: []FormQuestion{
			choiceQ("How does the end game goal score?", &e.GoalKind, false,
				FormOption{"it scores nobody", "none"},
				FormOption{"most and second most of something", "most"},
				FormOption{"each crew scores its own points", "points"}),
		}},
		goal)
}
