package companion

import (
	"errors"
	"fmt"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// ErrEdition: a component the game's edition does not have (the advanced
// setup, a Bandit or a Flayer, the Choose Tome icon in a 2018 game).
var ErrEdition = errors.New("not in this edition")

// The 2018 first edition's passages (2018 rulebook; its page numbers are
// those its own cross-references give).
var (
	srcZhComponents = rules.Source{Book: rules.CoreRulebook2018, Section: "Components (配件)"}
	srcZhRecruiting = rules.Source{Book: rules.CoreRulebook2018, Section: "Recruiting Goons (招募暴徒)", Page: 13}
	srcZhIcons      = rules.Source{Book: rules.CoreRulebook2018, Section: "Special Effect Icons (特殊效果图标)"}
)

// checkEdition refuses a setup its edition cannot play: the 2018 first
// edition has no advanced setup, its crew boards having one side and its
// box no trait cards (2018 rulebook, "Components" and "Game Setup", step
// 10; ruling first-edition-cards). Since log version 8.
func (s *SetupEntry) checkEdition() error {
	if !s.Advanced || (rules.Box{Edition: s.Edition}).AdvancedSetupInBox() {
		return nil
	}
	return &rules.RuleError{Err: ErrEdition, Rule: srcZhComponents,
		Problem:    "the 2018 first edition has no advanced setup: its crew boards have a single side and its box has no trait cards (ruling " + rules.RulingFirstEditionCards + ")",
		Allowed:    fmt.Sprintf("the standard setup (leave out %s), or %s 2019 for the 2019 box", terms.FlagAdvanced, terms.FlagEdition),
		ProblemKey: "refusal.tracker.edition-advanced", ProblemArgs: []any{rules.RulingFirstEditionCards}, AllowedKey: "refusal.tracker.edition-standard", AllowedArgs: []any{terms.FlagAdvanced.String(), terms.FlagEdition.String()}}
}

// legalEdition refuses a card the game's box does not hold, as it enters
// play: in a 2018 game a Bandit or a Flayer, and without Breakout a card
// showing the Choose Tome icon (2018 rulebook, "Recruiting Goons", p. 13,
// and "Special Effect Icons"; ruling first-edition-cards). An entry written
// before log version 8 replays as it was played.
func (g *Game) legalEdition(kind catalog.CardKind, name string, c *catalog.Card) error {
	if g.Box.Edition != rules.Edition2018 || c == nil || !g.rulesAt(8) {
		return nil
	}
	allowed := fmt.Sprintf("a card of the 2018 box, or undo and start the game with %s 2019 if the table plays the 2019 box", terms.FlagEdition)
	allowedArgs := []any{terms.FlagEdition.String()}
	if t := c.GoonType; kind == catalog.GoonCard && !t.Breakout() && !g.Box.GoonTypeInBox(t) {
		return &rules.RuleError{Err: ErrEdition, Rule: srcZhRecruiting,
			Problem:    fmt.Sprintf("%s is one of the %s, and the 2018 first edition has no %s: its goons are Cultists, Demons, Dwarves, Hobgoblins and Ratmen (ruling %s)", name, t, t, rules.RulingFirstEditionCards),
			Allowed:    allowed,
			ProblemKey: "refusal.tracker.edition-goon", ProblemArgs: []any{name, t, rules.RulingFirstEditionCards}, AllowedKey: "refusal.tracker.edition-card", AllowedArgs: allowedArgs}
	}
	for _, e := range c.Effects.Value {
		if e.Kind.Breakout() || g.Box.IconInBox(e.Kind) {
			continue
		}
		return &rules.RuleError{Err: ErrEdition, Rule: srcZhIcons,
			Problem:    fmt.Sprintf("%s shows the %s icon, which the 2018 first edition does not have (ruling %s)", name, e.Kind, rules.RulingFirstEditionCards),
			Allowed:    allowed,
			ProblemKey: "refusal.tracker.edition-icon", ProblemArgs: []any{name, e.Kind, rules.RulingFirstEditionCards}, AllowedKey: "refusal.tracker.edition-card", AllowedArgs: allowedArgs}
	}
	return nil
}

// leaderMinimum is the least count that claims the leader goal: in a 2018
// game at least two of the type (2018 rulebook, "Claiming Goals – Leader
// Goal Cards", p. 12; ruling first-edition-leader-goal), since log version
// 8; else the card's printed minimum.
func (g *Game) leaderMinimum(cond rules.GoalCondition) int {
	if !g.rulesAt(8) {
		return cond.N
	}
	return rules.LeaderGoalMinimum(cond.N, g.Box.Edition)
}
