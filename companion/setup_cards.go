package companion

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The setup's cards: the goals, the item display and the goon spaces
// (core rulebook, "Game Setup", steps 5, 7 and 14), as lockup new reads
// them from its flags or its form, before their values are asked for.
// lockup play asks for the display and goon cards a game started without
// them still lacks. Goals cannot be added after lockup new: the setup
// entry holds them.

// SetupCard is a card of the setup with its values: those typed (on the
// command line, or a goal's type given by the question it answers) and,
// once previewed, the catalog's with them and the form's answers.
type SetupCard struct {
	Kind catalog.CardKind
	Name string
	// Where says where the card lies, for titles and messages: " at the
	// Sewers".
	Where string
	// Loc is a goon's goon space.
	Loc   rules.Location
	Typed catalog.Card
	// Card holds the values as they stand: the catalog's, the typed ones
	// laid over them, then the answers of the form.
	Card catalog.Card
}

// SetupGoon is a goon card of the setup as typed (--goon
// LOCATION=CARD[:SUSPICION[:RESOURCE]]) and what it reads as, or Err.
type SetupGoon struct {
	Flag  string
	Entry *GoonCardEntry
	Typed catalog.Card
	Err   error
}

// SetupCards returns the cards of the setup named: the goals (of the
// types goalTypes give, when the form asked for one of each), the item
// display and the goons with the values typed after their names. Too many
// cards, a card named twice and two goons for one space are problems, a
// line each, found at once before any value is asked for.
func (g Game) SetupCards(goals []string, goalTypes []catalog.GoalType, display []string, goons []SetupGoon) (list []*SetupCard, problems []string) {
	if drawn := GoalTypesDrawn(g.Box.Solo); len(goals) > len(drawn) {
		problems = append(problems, fmt.Sprintf("%s: %d goal cards; a game draws one of each type: %s (core rulebook, \"Game Setup\", step 14; no instant goal in solitary mode)", terms.FlagGoal, len(goals), joinGoalTypes(drawn)))
	}
	for i, name := range goals {
		c := &SetupCard{Kind: catalog.GoalCard, Name: strings.TrimSpace(name)}
		if i < len(goalTypes) {
			c.Typed.GoalType = goalTypes[i]
			c.Where = ", the " + GoalTypeName(goalTypes[i]) + " goal"
		}
		list = append(list, c)
	}
	if len(display) > g.DisplaySize() {
		problems = append(problems, fmt.Sprintf("%s: %d item cards, but the item display of %d crews holds %d, one per crew plus one (core rulebook, \"Game Setup\", step 5)", terms.FlagDisplay, len(display), len(g.Crews), g.DisplaySize()))
	}
	for _, name := range display {
		list = append(list, &SetupCard{Kind: catalog.ItemCard, Name: strings.TrimSpace(name), Where: " in the item display"})
	}
	spaces := map[rules.Location]string{}
	for _, s := range goons {
		if s.Err != nil {
			problems = append(problems, s.Err.Error())
			continue
		}
		e := s.Entry
		if other, ok := spaces[e.Location]; ok {
			problems = append(problems, fmt.Sprintf("%s %q: the goon space at the %s already has %s; one goon card per goon space", terms.FlagGoon, s.Flag, e.Location, other))
			continue
		}
		spaces[e.Location] = e.Card
		list = append(list, &SetupCard{Kind: catalog.GoonCard, Name: e.Card, Where: " at the " + e.Location.String(), Loc: e.Location, Typed: s.Typed})
	}
	for i, c := range list {
		if err := catalog.CheckCardName(c.Name); err != nil {
			problems = append(problems, fmt.Sprintf("%s%s: %v", c.Kind, c.Where, err))
		}
		for _, o := range list[:i] {
			if o.Kind == c.Kind && catalog.NameKey(o.Name) == catalog.NameKey(c.Name) {
				problems = append(problems, fmt.Sprintf("%s card %s is named twice (%s and%s); every card is in one place only", c.Kind, c.Name, strings.TrimPrefix(o.Where, " "), c.Where))
			}
		}
	}
	return list, problems
}

// CheckSetupName checks a card name typed in a setup form, the i-th of
// others (what it is: "item card"): a name, just the name, once in its
// list.
func CheckSetupName(s string, others []string, i int, what string) error {
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

// SetupMissing returns the cards that lack values a game needs.
func SetupMissing(list []*SetupCard) []*SetupCard {
	var out []*SetupCard
	for _, c := range list {
		if c.Card.Kind != catalog.NoCardKind && len(c.Card.PlayMissing()) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// SetupFlagFields are the values a card's --set flags must give: those
// missing, and the ones a missing type may call for (a Bandit's resource,
// an instant goal's stars), so that one more try is enough.
func SetupFlagFields(c catalog.Card) []string {
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

// ApplySets lays the --set CARD:FIELD=VALUE flags over the typed values of
// the setup's cards named so, and returns the problems found.
func ApplySets(list []*SetupCard, sets []string) []string {
	var problems []string
	for _, s := range sets {
		name, rest, ok := strings.Cut(s, ":")
		field, value, ok2 := strings.Cut(rest, "=")
		name, field = strings.TrimSpace(name), strings.TrimSpace(field)
		if !ok || !ok2 || name == "" || field == "" {
			problems = append(problems, fmt.Sprintf("%s %q: write CARD:FIELD=VALUE, e.g. %s \"Grub:suspicion=1\"", terms.FlagSet, s, terms.FlagSet))
			continue
		}
		found := false
		for _, c := range list {
			if catalog.NameKey(c.Name) != catalog.NameKey(name) {
				continue
			}
			found = true
			c.Typed.Kind, c.Typed.Name = c.Kind, c.Name
			if err := c.Typed.SetValue(field, value); err != nil {
				problems = append(problems, fmt.Sprintf("%s %q: %s card %s: %v", terms.FlagSet, s, c.Kind, c.Name, err))
			}
		}
		if !found {
			var names []string
			for _, c := range list {
				names = append(names, c.Name)
			}
			problems = append(problems, fmt.Sprintf("%s %q: no card of the setup is called %q (the setup's cards: %s)", terms.FlagSet, s, name, strings.Join(names, ", ")))
		}
	}
	return problems
}

// GoalTypeProblems checks the goals' types: one goal of each type at most
// (GoalClashes, which the setup entry is checked with too), all said at
// once, naming the types a game draws (solo: a solitary game's,
// GoalTypesDrawn).
func GoalTypeProblems(list []*SetupCard, solo bool) []string {
	var names []string
	var types []catalog.GoalType
	for _, c := range list {
		if c.Kind == catalog.GoalCard {
			names, types = append(names, c.Name), append(types, c.Card.GoalType)
		}
	}
	where := `core rulebook, "Game Setup", step 14`
	if solo {
		where = `core rulebook, "Solitary Mode – Setup", step 1`
	}
	var problems []string
	for _, c := range GoalClashes(names, types) {
		problems = append(problems, fmt.Sprintf("goals %s and %s are both %s goals; a game draws one goal of each type: %s (%s)", c.First, c.Second, GoalTypeName(c.Type), joinGoalTypes(GoalTypesDrawn(solo)), where))
	}
	return problems
}

func joinGoalTypes(types []catalog.GoalType) string {
	names := make([]string, len(types))
	for i, t := range types {
		names[i] = GoalTypeName(t)
	}
	return strings.Join(names, ", ")
}

// GoalsNoteIn says, in lang, which goal types the game is played without,
// empty when it has one of each: goals cannot be added after lockup new,
// so the players are told, never left to find out.
func (g Game) GoalsNoteIn(lang terms.Lang) string {
	var lacking []string
	for _, t := range g.GoalTypesMissing() {
		lacking = append(lacking, lang.Sprintf("new.goal-lacking", GoalTypeIn(lang, t)))
	}
	if len(lacking) == 0 {
		return ""
	}
	return lang.Sprintf("new.goals-note", strings.Join(lacking, ", "), hint(terms.HintNew), terms.FlagGoal)
}

// SetupCardsLackingIn says, in lang, which cards of the setup a game
// started without them still lacks before round 1: the item display's
// (DisplayToRefill) and the empty goon spaces' (EmptyGoonSpaces).
func (g Game) SetupCardsLackingIn(lang terms.Lang) string {
	var lacks []string
	if d := g.DisplayToRefill(); d > 0 {
		key := "play.setup-needs-items"
		if d == 1 {
			key = "play.setup-needs-item"
		}
		lacks = append(lacks, lang.Sprintf(key, d))
	}
	if s := g.EmptyGoonSpaces(); len(s) > 0 {
		key := "play.setup-needs-goons"
		if len(s) == 1 {
			key = "play.setup-needs-goon"
		}
		names := make([]string, len(s))
		for i, l := range s {
			names[i] = rules.LocationIn(lang, l)
		}
		lacks = append(lacks, lang.Sprintf(key, rules.AndIn(lang, names)))
	}
	return lang.Sprintf("play.setup-needs", rules.AndIn(lang, lacks))
}
