package rules

import "fmt"

// Book is a rulebook the project follows.
type Book int

// The rulebooks in ../shared/rules of the project's workspace.
const (
	NoBook Book = iota
	CoreRulebook
	BreakoutRulebook
	CoreRulebook2018
	// PrisonArchitectRulebook is Prison Architect: Cardboard County
	// Penitentiary's rulebook, a second prison game lockup scores.
	PrisonArchitectRulebook
	// CoreRulebookSpanish is the core rulebook's Spanish edition (2019
	// printing), the book `lockup rules` cites in Spanish.
	CoreRulebookSpanish
)

// String returns the rulebook's title as cited.
func (b Book) String() string {
	switch b {
	case CoreRulebook:
		return "Lockup core rulebook (2019)"
	case BreakoutRulebook:
		return "Lockup: Breakout rulebook (2022)"
	case CoreRulebook2018:
		return "Lockup core rulebook, 2018 first edition (Chinese translation)"
	case PrisonArchitectRulebook:
		return "Prison Architect: Cardboard County Penitentiary rulebook"
	case CoreRulebookSpanish:
		return "Lockup core rulebook (2019), Spanish edition"
	}
	return "no rulebook"
}

// Source cites a rulebook passage: the book, its section, and the page where
// the rulebook gives one (0 when it does not).
type Source struct {
	Book    Book
	Section string
	Page    int
}

// String formats the citation, e.g. `Lockup core rulebook (2019), "Raids", p. 12`.
func (s Source) String() string {
	out := fmt.Sprintf("%s, %q", s.Book, s.Section)
	if s.Page > 0 {
		out += fmt.Sprintf(", p. %d", s.Page)
	}
	return out
}

// Ruling is the project's decision for a passage the rulebooks leave open.
// Every ruling is listed in docs/rulings.md and shown to the player whenever
// it changed a number.
type Ruling struct {
	// ID is a short stable name, e.g. "raid-zero".
	ID string
	// Title is a one-line question the ruling answers.
	Title string
	// Source is the passage the ruling interprets.
	Source Source
	// Passage summarises what the rulebook says there, in our own words.
	Passage string
	// Decision is what the project decided, and why.
	Decision string
}

// rulingGroups are the registries of rulings, in the order Rulings lists
// them.
func rulingGroups() [9][]Ruling {
	return [...][]Ruling{scoringRulings, lightsOutRulings, referenceRulings, patrolRulings, trackerRulings, trackerOrderRulings, automaRulings, breakoutRulings, editionRulings}
}

// Rulings returns every ruling the project has made, in a stable order.
func Rulings() []Ruling {
	var all []Ruling
	for _, group := range rulingGroups() {
		all = append(all, group...)
	}
	return all
}

// RulingByID returns the ruling with the given ID. It copies no list: the
// rules reference looks up every ruling it prints.
func RulingByID(id string) (Ruling, bool) {
	for _, group := range rulingGroups() {
		for _, r := range group {
			if r.ID == id {
				return r, true
			}
		}
	}
	return Ruling{}, false
}

// The IDs of the rulings made for final scoring.
const (
	RulingRaidZero      = "raid-zero"
	RulingGoalZero      = "goal-zero"
	RulingScoreFloor    = "score-floor"
	RulingGolemChoice   = "golem-choice"
	RulingSoloTieBreak  = "solo-tie"
	RulingLanternEscape = "lantern-escaped"
)

var scoringRulings = []Ruling{
	{
		ID:       RulingRaidZero,
		Title:    "Does a crew with no suspicion cubes lose reputation in a raid?",
		Source:   Source{CoreRulebook, "Raids", 12},
		Passage:  "The crew with the most suspicion loses 8 and the second most loses 4 (2 each on a tie for second); the text never says what happens when the second most is zero cubes.",
		Decision: "No. A crew (or the guards) with no suspicion cubes never loses reputation in a raid, even if it is technically \"second most\" because every other crew has more, or if all crews have none.",
	},
	{
		ID:       RulingGoalZero,
		Title:    "Does a count of zero score a most/second-most end game goal?",
		Source:   Source{CoreRulebook, "Claiming Goals", 13},
		Passage:  "Most items of the required type scores 8 and second most 4; nothing is said of a crew that has none at all.",
		Decision: "No. A crew with a count of 0 never scores the goal, neither as most (when nobody has any) nor as second most.",
	},
	{
		ID:       RulingScoreFloor,
		Title:    "Can Ratmen take a crew's reputation below zero at final scoring?",
		Source:   Source{CoreRulebook, "Raids", 12},
		Passage:  "The raid section says no crew can ever go below the 0 space of the reputation track; final scoring of Ratmen can subtract 3.",
		Decision: "No. The track never goes below 0: the final raid stops at 0, and at final scoring the categories are added in the rulebook's order (leader goal, end game goal, goons, resources, tomes, first player marker, catacombs); if the goons would take the marker below 0, it stops at 0 and the goons line shows the change actually made.",
	},
	{
		ID:       RulingGolemChoice,
		Title:    "How are several Golems split between Dwarves and Ratmen?",
		Source:   Source{BreakoutRulebook, "Goon Cards", 0},
		Passage:  "Each Golem counts as a Dwarf or a Ratman at final scoring, only toward a type its owner already has; in solitary mode the guards' Golems are scored in the way best for them.",
		Decision: "Each Golem chooses separately, and the companion picks the split that gives the owner (crew or guards) the highest goon total. \"Already has\" means at least one real Dwarf or Ratman card, not a Golem counted as one.",
	},
	{
		ID:       RulingSoloTieBreak,
		Title:    "Does the crew-with-most-items tie-break apply in solitary mode?",
		Source:   Source{CoreRulebook, "Solitary Mode – Game End", 0},
		Passage:  "The crew wins only with more reputation than the guards; on a tie the guards win.",
		Decision: "No. In solitary mode the crew must have strictly more reputation; items never break the tie.",
	},
	{
		ID:       RulingLanternEscape,
		Title:    "What does a lantern on the ESCAPED space score at final scoring?",
		Source:   Source{BreakoutRulebook, "Prison Breakout", 0},
		Passage:  "Escaping scores 17 plus 3 per round left at the moment of escape; final scoring counts the lantern's position only for crews that did not escape.",
		Decision: "An escaped lantern scores 0 at final scoring: its stars are already on the reputation track you enter. The ENTRANCE scores 0 as well.",
	},
}
