package input

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The answers to lockup score's form, as typed: the questions a crew's
// board takes (CrewQuestions, the schema the form is built from) and the
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

// CrewQuestions are the whole-number questions a crew's board takes (the
// guards' in a solitary game), in the order asked: tomes for a crew only,
// Breakout's valuables, goons and catacombs with the expansion only.
func CrewQuestions(guards, breakout bool) []*CountAnswer {
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

// LanternSyntax accepts where the Lantern stands; empty keeps the default.
func LanternSyntax(v string) error {
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
			parts = append(parts, YAMLString(ce.Name)+": "+YAMLCount(*e.Goal[ce.Name]))
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
		v := YAMLCount(q.Value)
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
		fmt.Fprintf(b, "%slantern: %s\n", indent, YAMLCount(ce.Lantern)) // a number as it is, else quoted
	}
}
