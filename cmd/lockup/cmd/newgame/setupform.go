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

// setupCard is a card of the setup with its values: those typed (on the
// command line, or a goal's type given by the question it answers) and,
// once previewed, the catalog's with them and the form's answers.
type setupCard struct {
	kind catalog.CardKind
	name string
	// where says where the card lies, for titles and messages: " at the
	// Sewers".
	where string
	// loc is a goon's goon space.
	loc   rules.Location
	typed catalog.Card
	// card holds the values as they stand: the catalog's, the typed ones
	// laid over them, then the answers of the form (setupPreview).
	card catalog.Card
}

// setupNames are the card names a setup form asks for.
type setupNames struct {
	// goalTypes are the goals asked for, Goals their names.
	goalTypes []catalog.GoalType
	Goals     []string
	// Display are the item cards for the display's empty spaces.
	Display []string
	// spaces are the empty goon spaces, Goons the goons for them.
	spaces []rules.Location
	Goons  []string
}

func newSetupNames(goals []catalog.GoalType, display int, spaces []rules.Location) *setupNames {
	return &setupNames{goalTypes: goals, Goals: make([]string, len(goals)), Display: make([]string, display), spaces: spaces, Goons: make([]string, len(spaces))}
}

// checkSetupName checks a card name typed in a setup form: a name, just
// the name, once in its list.
func checkSetupName(s string, others []string, i int, what string) error {
	s = strings.TrimSpace(s)
	if s == "" {
		return fmt.Errorf("type the name of the %s", what)
	}
	if strings.Contains(s, ":") {
		return errors.New("just the card's name: lockup asks next for any value your card catalog lacks")
	}
	if err := catalog.CheckCardName(s); err != nil {
		return err
	}
	for _, o := range others[:i] {
		if catalog.NameKey(o) == catalog.NameKey(s) {
			return fmt.Errorf("%s is already named above: every card is in one place only", s)
		}
	}
	return nil
}

// buildSetupNamesForm asks for the names of the setup's cards, one group
// (one screen) for the goals, one for the item display and one for the
// goon spaces, each question on one line. The catalog's names are offered
// as suggestions (Ctrl-E completes).
func buildSetupNamesForm(lang terms.Lang, cards *cmdutil.CardFiller, n *setupNames) *huh.Form {
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
					if err := checkSetupName(s, n.Goals, i, companion.GoalTypeName(t)+" goal card"); err != nil {
						return err
					}
					if k := cards.Known(catalog.GoalCard, s).GoalType; k != catalog.NoGoalType && k != t {
						return fmt.Errorf("your card catalog has %s as the %s goal; type it there (or correct the catalog with lockup cards edit)", strings.TrimSpace(s), companion.GoalTypeName(k))
					}
					return nil
				}))
		}
		groups = append(groups, huh.NewGroup(fields...).Title(lang.Sprintf("new.goals-title")).
			Description(lang.Sprintf("new.goals-desc", companion.CiteCoreIn(lang, "Game Setup"))))
	}
	if len(n.Display) > 0 {
		var fields []huh.Field
		items := cards.Names(catalog.ItemCard)
		for i := range n.Display {
			fields = append(fields, huh.NewInput().Inline(true).Title(lang.Sprintf("new.item-field", i+1)).Value(&n.Display[i]).Suggestions(items).
				Validate(func(s string) error { return checkSetupName(s, n.Display, i, "item card") }))
		}
		groups = append(groups, huh.NewGroup(fields...).Title(lang.Sprintf(displayTitleKey(len(n.Display)), len(n.Display))).
			Description(lang.Sprintf("new.display-desc", sectionIn(lang, "Game Setup"))))
	}
	if len(n.spaces) > 0 {
		var fields []huh.Field
		goons := cards.Names(catalog.GoonCard)
		for i, l := range n.spaces {
			title := fmt.Sprintf("Goon at the %-11s ", l.String()+":")
			if lang != terms.En {
				title = lang.Sprintf("new.goon-field", rules.LocationIn(lang, l))
			}
			fields = append(fields, huh.NewInput().Inline(true).Title(title).Value(&n.Goons[i]).Suggestions(goons).
				Validate(func(s string) error { return checkSetupName(s, n.Goons, i, "goon card at the "+l.String()) }))
		}
		groups = append(groups, huh.NewGroup(fields...).Title(lang.Sprintf("new.goons-title")).
			Description(lang.Sprintf("new.goons-desc", sectionIn(lang, "Game Setup"))))
	}
	return huh.NewForm(groups...)
}

// setupPreview lays each card's typed values over the catalog's (into
// card) and returns the problems found: values that do not fit together.
func setupPreview(cards *cmdutil.CardFiller, list []*setupCard) []string {
	var problems []string
	for _, c := range list {
		typed := c.typed
		typed.Kind, typed.Name = c.kind, c.name
		card, err := cards.Preview(c.kind, c.name, typed)
		if err != nil {
			problems = append(problems, strings.TrimPrefix(err.Error(), "refused: "))
			continue
		}
		c.card = card
	}
	return problems
}

// setupMissing returns the cards that lack values a game needs.
func setupMissing(list []*setupCard) []*setupCard {
	var out []*setupCard
	for _, c := range list {
		if c.card.Kind != catalog.NoCardKind && len(c.card.PlayMissing()) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// buildSetupValuesForm asks, in one form, for every value the cards of the
// setup lack (after setupPreview), a few questions per screen; the answers
// go into each card's values. It is nil when no card lacks any.
func buildSetupValuesForm(lang terms.Lang, list []*setupCard) *huh.Form {
	var asked []*setupCard
	for _, c := range list {
		if c.card.Kind != catalog.NoCardKind && len(cardform.Questions(&c.card, cardform.Ask{Game: true})) > 0 {
			asked = append(asked, c)
		}
	}
	var groups []*huh.Group
	for i, c := range asked {
		if c.card.Effects.Value != nil {
			c.card.Effects.Value = slices.Clone(c.card.Effects.Value)
		}
		of := ""
		if len(asked) > 1 {
			of = lang.Sprintf("new.card-of", i+1, len(asked))
		}
		groups = append(groups, cardform.Groups(&c.card, cardform.Ask{Game: true, Where: c.where, Of: of, Lang: lang})...)
	}
	if len(groups) == 0 {
		return nil
	}
	return huh.NewForm(groups...)
}

// setupMissingError is the one refusal of a setup whose cards lack values
// when no form can ask for them: every value of every card, with the flag
// that gives it, so that the command succeeds at the next try.
func setupMissingError(missing []*setupCard, problems []string) error {
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
			fmt.Fprintf(&b, "  %s %s%s:\n", c.kind, c.name, c.where)
			for _, f := range setupFlagFields(c.card) {
				fmt.Fprintf(&b, "    %-34s %s\n", fmt.Sprintf("--set %q", c.name+":"+f+"=VALUE"), setupFlagAllowed(c.card, f))
			}
		}
		b.WriteString("(Or type them once with lockup cards edit NAME --kind KIND --set FIELD=VALUE; on a terminal, lockup new asks for them.)")
	}
	return &cmdutil.GameRefusal{Err: errors.New(strings.TrimRight(b.String(), "\n"))}
}

// setupFlagFields are the values a card's --set flags must give: those
// missing, and the ones a missing type may call for (a Bandit's resource,
// an instant goal's stars), so that one more try is enough.
func setupFlagFields(c catalog.Card) []string {
	fields := c.PlayMissing()
	if slices.Contains(fields, catalog.FieldType) {
		switch c.Kind {
		case catalog.GoonCard:
			fields = append(fields, catalog.FieldResource)
		case catalog.GoalCard:
			if !c.Knows(catalog.FieldReputation) {
				fields = append(fields, catalog.FieldReputation)
			}
		}
	}
	return fields
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

// applySets lays the --set CARD:FIELD=VALUE flags over the typed values of
// the setup's cards named so, and returns the problems found.
func applySets(list []*setupCard, sets []string) []string {
	var problems []string
	for _, s := range sets {
		name, rest, ok := strings.Cut(s, ":")
		field, value, ok2 := strings.Cut(rest, "=")
		name, field = strings.TrimSpace(name), strings.TrimSpace(field)
		if !ok || !ok2 || name == "" || field == "" {
			problems = append(problems, fmt.Sprintf("--set %q: write CARD:FIELD=VALUE, e.g. --set \"Grub:suspicion=1\"", s))
			continue
		}
		found := false
		for _, c := range list {
			if catalog.NameKey(c.name) != catalog.NameKey(name) {
				continue
			}
			found = true
			c.typed.Kind, c.typed.Name = c.kind, c.name
			if err := c.typed.SetValue(field, value); err != nil {
				problems = append(problems, fmt.Sprintf("--set %q: %s card %s: %v", s, c.kind, c.name, err))
			}
		}
		if !found {
			var names []string
			for _, c := range list {
				names = append(names, c.name)
			}
			problems = append(problems, fmt.Sprintf("--set %q: no card of the setup is called %q (the setup's cards: %s)", s, name, strings.Join(names, ", ")))
		}
	}
	return problems
}

// goalTypeProblems checks the goals' types: one goal of each type at most
// (companion.GoalClashes, which the setup entry is checked with too), all
// said at once.
func goalTypeProblems(list []*setupCard) []string {
	var names []string
	var types []catalog.GoalType
	for _, c := range list {
		if c.kind == catalog.GoalCard {
			names, types = append(names, c.name), append(types, c.card.GoalType)
		}
	}
	var problems []string
	for _, c := range companion.GoalClashes(names, types) {
		problems = append(problems, fmt.Sprintf("goals %s and %s are both %s goals; a game draws one goal of each type: %s (core rulebook, \"Game Setup\", step 14)", c.First, c.Second, companion.GoalTypeName(c.Type), joinGoalTypes(companion.GoalTypesDrawn(false))))
	}
	return problems
}

// joinLocations names locations: "Sewers, Smithy and Chow Hall".
func joinLocations(locs []rules.Location) string {
	names := make([]string, len(locs))
	for i, l := range locs {
		names[i] = l.String()
	}
	if len(names) > 1 {
		return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	}
	return strings.Join(names, "")
}

func joinGoalTypes(types []catalog.GoalType) string {
	names := make([]string, len(types))
	for i, t := range types {
		names[i] = companion.GoalTypeName(t)
	}
	return strings.Join(names, ", ")
}

// goalsNoteIn says, in lang, which goal types the game is played without, empty when
// it has one of each: goals cannot be added after lockup new, so the
// players are told, never left to find out.
func goalsNoteIn(lang terms.Lang, g companion.Game) string {
	var lacking []string
	for _, t := range g.GoalTypesMissing() {
		lacking = append(lacking, lang.Sprintf("new.goal-lacking", companion.GoalTypeIn(lang, t)))
	}
	if len(lacking) == 0 {
		return ""
	}
	return lang.Sprintf("new.goals-note", strings.Join(lacking, ", "))
}

// displayTitleKey is the item display group's title key for n cards to
// type: one card is said in the singular.
func displayTitleKey(n int) string {
	if n == 1 {
		return "new.display-title-one"
	}
	return "new.display-title"
}
