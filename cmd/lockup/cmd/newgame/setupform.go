package newgame

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cards/cardform"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The setup's cards: the goals, the item display and the goon spaces
// (core rulebook, "Game Setup", steps 5, 7 and 14). lockup new asks for
// them all, then once, together, for every value printed on them that the
// card catalog lacks; lockup play asks for the display and goon cards a
// game started without them still lacks. Goals cannot be added after
// lockup new: the setup entry holds them.

// SetupNames are the card names a setup form asks for.
type SetupNames struct {
	// goalTypes are the goals asked for, Goals their names.
	goalTypes []catalog.GoalType
	Goals     []string
	// Display are the item cards for the display's empty spaces.
	Display []string
	// Spaces are the empty goon spaces, Goons the goons for them.
	Spaces []rules.Location
	Goons  []string
}

// NewSetupNames asks for a goal of each of goals' types, display item
// cards and the goon cards of spaces.
func NewSetupNames(goals []catalog.GoalType, display int, spaces []rules.Location) *SetupNames {
	return &SetupNames{goalTypes: goals, Goals: make([]string, len(goals)), Display: make([]string, display), Spaces: spaces, Goons: make([]string, len(spaces))}
}

// BuildSetupNamesForm asks, in lang, for the names of the setup's cards, one group
// (one screen) for the goals, one for the item display and one for the
// goon spaces, each question on one line. The catalog's names are offered
// as suggestions (Ctrl-E completes).
func BuildSetupNamesForm(lang terms.Lang, cards *catalog.Filler, n *SetupNames) *huh.Form {
	var groups []*huh.Group
	if len(n.goalTypes) > 0 {
		var fields []huh.Field
		for i, t := range n.goalTypes {
			var names []string
			for _, name := range cards.Names(catalog.GoalCard) {
				if k := cards.Known(catalog.GoalCard, name).GoalType; k == t || k == catalog.NoGoalType {
					names = append(names, name)
				}
			}
			fields = append(fields, huh.NewInput().Inline(true).Title(lang.Sprintf("new.goal-field", cmdutil.CapitalizeIn(lang, companion.GoalTypeIn(lang, t)))).Value(&n.Goals[i]).Suggestions(names).
				Validate(func(s string) error {
					if err := companion.CheckSetupName(s, n.Goals, i, companion.GoalTypeName(t)+" goal card"); err != nil {
						return err
					}
					if k := cards.Known(catalog.GoalCard, s).GoalType; k != catalog.NoGoalType && k != t {
						return fmt.Errorf("your card catalog has %s as the %s goal; type it there (or correct the catalog with lockup cards edit)", strings.TrimSpace(s), companion.GoalTypeName(k))
					}
					return nil
				}))
		}
		groups = append(groups, cmdutil.NewGroup(fields...).Title(lang.Sprintf("new.goals-title")).
			Description(lang.Sprintf("new.goals-desc", companion.CiteCoreIn(lang, "Game Setup"))))
	}
	if len(n.Display) > 0 {
		var fields []huh.Field
		items := cards.Names(catalog.ItemCard)
		for i := range n.Display {
			fields = append(fields, huh.NewInput().Inline(true).Title(lang.Sprintf("new.item-field", i+1)).Value(&n.Display[i]).Suggestions(items).
				Validate(func(s string) error { return companion.CheckSetupName(s, n.Display, i, "item card") }))
		}
		groups = append(groups, cmdutil.NewGroup(fields...).Title(lang.Sprintf(displayTitleKey(len(n.Display)), len(n.Display))).
			Description(lang.Sprintf("new.display-desc", sectionIn(lang, "Game Setup"))))
	}
	if len(n.Spaces) > 0 {
		var fields []huh.Field
		goons := cards.Names(catalog.GoonCard)
		for i, l := range n.Spaces {
			title := fmt.Sprintf("Goon at the %-11s ", l.String()+":")
			if lang != terms.En {
				title = lang.Sprintf("new.goon-field", rules.LocationIn(lang, l))
			}
			fields = append(fields, huh.NewInput().Inline(true).Title(title).Value(&n.Goons[i]).Suggestions(goons).
				Validate(func(s string) error { return companion.CheckSetupName(s, n.Goons, i, "goon card at the "+l.String()) }))
		}
		groups = append(groups, cmdutil.NewGroup(fields...).Title(lang.Sprintf("new.goons-title")).
			Description(lang.Sprintf("new.goons-desc", sectionIn(lang, "Game Setup"))))
	}
	return huh.NewForm(groups...)
}

// SetupPreview lays each card's typed values over the catalog's (into
// card) and returns the problems found: values that do not fit together.
func SetupPreview(cards *catalog.Filler, list []*companion.SetupCard) []string {
	var problems []string
	for _, c := range list {
		typed := c.Typed
		typed.Kind, typed.Name = c.Kind, c.Name
		card, err := cards.Preview(c.Kind, c.Name, typed)
		if err != nil {
			problems = append(problems, strings.TrimPrefix(err.Error(), "refused: "))
			continue
		}
		c.Card = card
	}
	return problems
}

// BuildSetupValuesForm asks, in one form, for every value the cards of the
// setup lack (after setupPreview), a few questions per screen; the answers
// go into each card's values. It is nil when no card lacks any.
func BuildSetupValuesForm(lang terms.Lang, list []*companion.SetupCard) *huh.Form {
	var asked []*companion.SetupCard
	for _, c := range list {
		if c.Card.Kind != catalog.NoCardKind && len(cardform.Questions(&c.Card, cardform.Ask{Game: true})) > 0 {
			asked = append(asked, c)
		}
	}
	var groups []*huh.Group
	for i, c := range asked {
		if c.Card.Effects.Value != nil {
			c.Card.Effects.Value = slices.Clone(c.Card.Effects.Value)
		}
		of := ""
		if len(asked) > 1 {
			of = lang.Sprintf("new.card-of", i+1, len(asked))
		}
		groups = append(groups, cardform.Groups(&c.Card, cardform.Ask{Game: true, Where: c.Where, Of: of, Lang: lang})...)
	}
	if len(groups) == 0 {
		return nil
	}
	return huh.NewForm(groups...)
}

// setupMissingError is the one refusal of a setup whose cards lack values
// when no form can ask for them: every value of every card, with the flag
// that gives it, so that the command succeeds at the next try.
func setupMissingError(missing []*companion.SetupCard, problems []string) error {
	var b strings.Builder
	if len(problems) > 0 {
		b.WriteString("the setup is refused; nothing was written:\n")
		for _, p := range problems {
			fmt.Fprintf(&b, "  %s\n", p)
		}
	}
	if len(missing) > 0 {
		if len(problems) == 0 {
			fmt.Fprintf(&b, "your card catalog does not know values printed on %s of the setup, and the game file needs them; nothing was written.\n", cmdutil.Plural(len(missing), "card", "cards"))
		} else {
			fmt.Fprintf(&b, "and your card catalog does not know values printed on %s:\n", cmdutil.Plural(len(missing), "card", "cards"))
		}
		b.WriteString("Run the same command again with these flags added, VALUE being what the card shows (they are kept in your card catalog, so no game asks again):\n")
		for _, c := range missing {
			fmt.Fprintf(&b, "  %s %s%s:\n", c.Kind, c.Name, c.Where)
			for _, f := range companion.SetupFlagFields(c.Card) {
				fmt.Fprintf(&b, "    %-34s %s\n", fmt.Sprintf("--set %q", c.Name+":"+f+"=VALUE"), setupFlagAllowed(c.Card, f))
			}
		}
		b.WriteString("(Or type them once with lockup cards edit NAME --kind KIND --set FIELD=VALUE; on a terminal, lockup new asks for them.)")
	}
	return &cmdutil.GameRefusal{Err: errors.New(strings.TrimRight(b.String(), "\n"))}
}

// setupFlagAllowed says what a --set flag takes.
func setupFlagAllowed(c catalog.Card, field string) string {
	switch {
	case field == catalog.FieldType && c.Kind == catalog.GoonCard:
		return "bandits, cultists, demons, dwarves, flayers, hobgoblins or ratmen"
	case field == catalog.FieldType:
		return "leader, instant or end-game"
	case field == catalog.FieldResource:
		return "only for Bandits: scrap, potions, iron or gold"
	case field == catalog.FieldReputation && c.Kind == catalog.GoalCard && c.GoalType == catalog.NoGoalType:
		return "only for an instant goal: its stars, 0 to 99"
	case field == catalog.FieldReputation && c.Kind == catalog.GoalCard:
		return "stars when claimed, 0 to 99"
	case field == catalog.FieldCondition && c.GoalType == catalog.NoGoalType:
		return cardform.Allowed(catalog.CoreGame, field) + " (an end game goal's may stay unknown)"
	}
	return cardform.Allowed(catalog.CoreGame, field)
}

// displayTitleKey is the item display group's title key for n cards to
// type: one card is said in the singular.
func displayTitleKey(n int) string {
	if n == 1 {
		return "new.display-title-one"
	}
	return "new.display-title"
}
