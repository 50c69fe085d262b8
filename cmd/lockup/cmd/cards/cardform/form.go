package cardform

import (
	"errors"
	"fmt"
	"slices"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// cardText binds a text input to one field of a card: it shows the field's
// value and stores what is typed whenever it reads as a value. When only
// says the field does not apply (a goal's stars when it is not an instant
// goal), what is typed is not stored.
type cardText struct {
	card  *catalog.Card
	field string
	text  string
	only  func() bool
}

func (a *cardText) Get() string { return a.text }

func (a *cardText) Set(v string) {
	a.text = v
	if a.only != nil && !a.only() {
		_ = a.card.SetValue(a.field, "") // forgets it; never fails
		return
	}
	_ = a.card.SetValue(a.field, v) // the field's Validate reports the error
}

// goonChoice is a goon's type and, for a Bandit, the resource it shows
// (core rulebook, "Bandits"): one answer, so a form never asks for the
// resource of a goon that is not a Bandit (huh's accessible prompts ask
// every group, hidden or not).
type goonChoice struct {
	Type     rules.GoonType
	Resource rules.Resource
}

// goonChoiceOf binds a goon's type select to the card.
type goonChoiceOf struct{ card *catalog.Card }

func (a goonChoiceOf) Get() goonChoice {
	return goonChoice{a.card.GoonType, a.card.BanditResource}
}

func (a goonChoiceOf) Set(v goonChoice) {
	a.card.GoonType, a.card.BanditResource = v.Type, v.Resource
}

// goonChoiceOptions are the goon types of a card from the box (the core
// game's seven, and Breakout's four unless the box is the core game's),
// Bandits once per resource. With unknown, the first option leaves the
// type unknown, and a Bandit whose resource is not known yet (current)
// keeps an option of its own.
func goonChoiceOptions(lang terms.Lang, box catalog.Expansion, unknown bool, current goonChoice) []huh.Option[goonChoice] {
	var opts []huh.Option[goonChoice]
	if unknown {
		opts = append(opts, huh.NewOption(say(lang, "unknown"), goonChoice{}))
	}
	for g := rules.Bandits; g <= rules.Shapeshifters; g++ {
		if g.Breakout() && box == catalog.CoreGame {
			continue
		}
		if g != rules.Bandits {
			opts = append(opts, huh.NewOption(word(lang, g.String(), g.String()), goonChoice{Type: g}))
			continue
		}
		for _, r := range rules.AllResources {
			opts = append(opts, huh.NewOption(say(lang, "bandits-showing", word(lang, r.String(), r.String())), goonChoice{Type: g, Resource: r}))
		}
		if unknown && current == (goonChoice{Type: g}) {
			opts = append(opts, huh.NewOption(say(lang, "bandits-unknown"), current))
		}
	}
	return opts
}

// yesNoChoice is the answer to a yes-or-no value of a card: whether a
// guard card is special, whether a legend card's or loot token's effect is
// asked at the table, whether a space shows the loot icon.
type yesNoChoice int

// The answers: not known, no, yes.
const (
	answerUnknown yesNoChoice = iota
	answerNo
	answerYes
)

// yesNoOf binds a yes-or-no select to a card's value.
type yesNoOf struct{ value *catalog.Printed[bool] }

func (a yesNoOf) Get() yesNoChoice {
	switch {
	case !a.value.Known:
		return answerUnknown
	case a.value.Value:
		return answerYes
	}
	return answerNo
}

func (a yesNoOf) Set(v yesNoChoice) {
	*a.value = catalog.Printed[bool]{}
	if v != answerUnknown {
		*a.value = catalog.Know(v == answerYes)
	}
}

// yesNoOptions are the answers a yes-or-no select offers: "unknown" first
// unless the answer is required (a game's form), then the words for no and
// yes.
func yesNoOptions(lang terms.Lang, required bool, no, yes string) []huh.Option[yesNoChoice] {
	return withUnknown(lang, required, huh.NewOption(no, answerNo), huh.NewOption(yes, answerYes))
}

// withUnknown are a select's options: first "unknown" (the zero value,
// which leaves the value unknown) unless an answer is required, then
// opts.
func withUnknown[T comparable](lang terms.Lang, required bool, opts ...huh.Option[T]) []huh.Option[T] {
	if required {
		return opts
	}
	var unknown T
	return append([]huh.Option[T]{huh.NewOption(say(lang, "unknown"), unknown)}, opts...)
}

// Ask says what a card form asks.
type Ask struct {
	// Game asks for the values a tracked game needs and the card lacks
	// (Card.PlayMissing; an end game goal's condition too, which final
	// scoring counts when it is known), each one required, with the core
	// game's options only: the tracker plays the core game. Otherwise
	// (lockup cards edit) it asks every value a card of its box shows,
	// each of which may stay unknown.
	Game bool
	// Where says where the card lies, for the titles: " at the Sewers";
	// Of says which of the cards asked about it is: " (card 2 of 5)".
	Where, Of string
	// Lang is the language of the titles, descriptions and options (issue
	// 24); the zero value is English. Card names stay as typed.
	Lang terms.Lang
}

// Questions are the fields a card form asks, in the order they are
// asked (Card.Questions: a tracked game's, or every value the card's box
// shows).
func Questions(c *catalog.Card, ask Ask) []string { return c.Questions(ask.Game) }

// Groups returns the groups of a form asking for a card's values (see
// Ask); the answers go into c. Each group holds few questions, so that
// every one of them is on the screen at 80x24 while it is asked.
func Groups(c *catalog.Card, ask Ask) []*huh.Group {
	box := c.Expansion
	if ask.Game {
		box = catalog.CoreGame
	}
	lang := ask.Lang
	kind := cmdutil.Capitalize(c.Kind.String())
	if lang != terms.En {
		kind = say(lang, "kind."+c.Kind.String())
	}
	head := say(lang, "head", kind, c.Name, ask.Where, ask.Of)
	shows := say(lang, "shows-card")
	switch c.Kind {
	case catalog.LootCard:
		shows = say(lang, "shows-token")
	case catalog.SpaceCard:
		shows = say(lang, "shows-board")
	}
	desc := say(lang, "desc", shows)
	if ask.Game {
		desc = say(lang, "desc-game", shows)
	}
	var groups []*huh.Group
	var fields []huh.Field
	weight := 0
	special := -1 // the group asking whether a guard card is special
	add := func(f huh.Field, w int) {
		if weight+w > 3 && len(fields) > 0 {
			groups = append(groups, cmdutil.NewGroup(fields...).Title(head).Description(desc))
			fields, weight = nil, 0
		}
		fields, weight = append(fields, f), weight+w
	}
	title := func(field string) string { return say(lang, "title", c.Name, cardLabelIn(lang, c.Kind, field)) }
	for _, f := range Questions(c, ask) {
		switch {
		case f == catalog.FieldType && c.Kind == catalog.GoonCard:
			add(cmdutil.NewSelect[goonChoice]().Title(title(f)).
				Options(goonChoiceOptions(lang, box, !ask.Game, goonChoiceOf{c}.Get())...).
				Accessor(goonChoiceOf{c}), 3)
		case f == catalog.FieldType && c.Kind == catalog.GoalCard:
			opts := withUnknown(lang, ask.Game, huh.NewOption(say(lang, "leader"), catalog.LeaderGoal), huh.NewOption(say(lang, "instant"), catalog.InstantGoal), huh.NewOption(say(lang, "end-game"), catalog.EndGameGoal))
			add(cmdutil.NewSelect[catalog.GoalType]().Title(title(f)).Options(opts...).Value(&c.GoalType), 2)
		case f == catalog.FieldColour:
			opts := withUnknown[rules.Colour](lang, ask.Game)
			for colour := rules.Blue; colour <= rules.Red; colour++ {
				opts = append(opts, huh.NewOption(word(lang, colour.String(), colour.String()), colour))
			}
			add(cmdutil.NewSelect[rules.Colour]().Title(title(f)).Options(opts...).Value(&c.Colour), 2)
		case f == catalog.FieldSpecial:
			// A group of its own (weight 3), hidden once the colour says the
			// card cannot be special.
			add(cmdutil.NewSelect[yesNoChoice]().Title(title(f)).
				Description(say(lang, "special-desc")).
				Options(yesNoOptions(lang, ask.Game, say(lang, "no"), say(lang, "yes-special"))...).Accessor(yesNoOf{&c.Special}).
				Validate(func(v yesNoChoice) error {
					if v == answerYes && c.Colour != rules.NoColour && !c.Colour.MayBeSpecial() {
						return errors.New(say(lang, "never-special", word(lang, c.Colour.String(), c.Colour.String())))
					}
					return nil
				}), 3)
			special = len(groups)
		case f == catalog.FieldAsked:
			add(cmdutil.NewSelect[yesNoChoice]().Title(title(f)).
				Description(say(lang, "asked-desc")).
				Options(yesNoOptions(lang, ask.Game, say(lang, "asked-no"), say(lang, "asked-yes"))...).
				Accessor(yesNoOf{&c.Asked}), 2)
		case f == catalog.FieldLoot:
			add(cmdutil.NewSelect[yesNoChoice]().Title(title(f)).
				Description(say(lang, "loot-desc")).
				Options(yesNoOptions(lang, ask.Game, say(lang, "no"), say(lang, "loot-yes"))...).
				Accessor(yesNoOf{&c.Loot}), 2)
		case f == catalog.FieldShows:
			opts := withUnknown[rules.LocationCard](lang, ask.Game)
			for _, slug := range catalog.LocationCardShows {
				lc, _ := catalog.ParseBreakoutLocation(slug)
				opts = append(opts, huh.NewOption(word(lang, slug, lc.String()), lc))
			}
			add(cmdutil.NewSelect[rules.LocationCard]().Title(title(f)).Options(opts...).Value(&c.Shows), 2)
		case f == catalog.FieldResource:
			opts := withUnknown[rules.Resource](lang, ask.Game)
			for _, o := range cmdutil.ResourceOptions() {
				opts = append(opts, huh.NewOption(word(lang, o.Value.String(), o.Key), o.Value))
			}
			add(cmdutil.NewSelect[rules.Resource]().Title(title(f)).Options(opts...).Value(&c.BanditResource), 2)
		default:
			add(cardInput(lang, c, f, box, ask.Game, title(f)), 1)
		}
	}
	if len(fields) > 0 {
		groups = append(groups, cmdutil.NewGroup(fields...).Title(head).Description(desc))
	}
	if special >= 0 {
		groups[special].WithHideFunc(func() bool { return c.Colour != rules.NoColour && !c.Colour.MayBeSpecial() })
	}
	return groups
}

// cardInput asks for one value of a card as text, checked as it is typed.
// In a game (required) an answer is needed, but for a value the card does
// not show: an end game goal's condition may stay unknown (final scoring
// then names the goal as not counted), and only an instant goal shows its
// stars.
func cardInput(lang terms.Lang, c *catalog.Card, field string, box catalog.Expansion, required bool, title string) huh.Field {
	acc := &cardText{card: c, field: field}
	if c.Knows(field) {
		acc.text = c.Value(field)
	}
	goalStars := c.Kind == catalog.GoalCard && field == catalog.FieldReputation
	if goalStars {
		acc.only = func() bool { return c.GoalType == catalog.InstantGoal }
	}
	optional := func() bool {
		switch {
		case !required:
			return true
		case goalStars:
			return c.GoalType != catalog.InstantGoal
		case c.Kind == catalog.GoalCard && field == catalog.FieldCondition:
			return c.GoalType == catalog.EndGameGoal
		case (c.Kind == catalog.LegendCard || c.Kind == catalog.LootCard) && field == catalog.FieldEffects:
			return c.Asked.Known && c.Asked.Value
		}
		return false
	}
	desc := AllowedIn(lang, box, field)
	if c.Kind.BreakoutOnly() {
		desc = AllowedOnIn(lang, c.Kind, field)
	}
	switch {
	case !required:
		desc = say(lang, "may-unknown", desc)
	case goalStars:
		desc = say(lang, "goal-stars", desc)
	case c.Kind == catalog.GoalCard && field == catalog.FieldCondition && c.GoalType == catalog.EndGameGoal:
		desc = say(lang, "condition-end", desc)
	case c.Kind == catalog.GoalCard && field == catalog.FieldCondition && c.GoalType == catalog.NoGoalType:
		desc = say(lang, "condition-any", desc)
	case (c.Kind == catalog.LegendCard || c.Kind == catalog.LootCard) && field == catalog.FieldEffects:
		desc = say(lang, "effects-table", desc)
	}
	return huh.NewInput().Title(title).Description(desc).Accessor(acc).
		Validate(func(s string) error {
			probe := *c
			if err := probe.SetValue(field, s); err != nil {
				return err
			}
			if c.Kind.BreakoutOnly() {
				// What the value cannot be on this card (a path back to
				// its space, the Remove Goon icon on a loot token).
				if err := probe.Check(); err != nil {
					return errors.New(Problem(err, probe))
				}
			}
			if !probe.Knows(field) && !optional() {
				return errors.New(say(lang, "type-what", AllowedIn(lang, box, field)))
			}
			return nil
		})
}

// BuildIn builds the form that asks for a card's values, its words in
// lang (issue 24), without running it. With missingOnly it asks only for
// what a tracked game needs and the card does not know yet, each answer
// required (the tracker uses it when a card comes into play); otherwise
// every value a card of its box shows (lockup cards edit, after BoxForm).
// The card returned holds the answers once the form has run.
func BuildIn(ios *cmdutil.IOStreams, lang terms.Lang, card catalog.Card, missingOnly bool) (*huh.Form, *catalog.Card) {
	form, c := formIn(lang, card, missingOnly)
	return ios.SetUpForm(form, ios.FormInput(), ios.Out).WithShowHelp(!ios.Accessible), c
}

// Form is Build's form, before it is set up for its streams.
func Form(card catalog.Card, missingOnly bool) (*huh.Form, *catalog.Card) {
	return formIn(terms.En, card, missingOnly)
}

// formIn is Form in lang.
func formIn(lang terms.Lang, card catalog.Card, missingOnly bool) (*huh.Form, *catalog.Card) {
	c := card
	if c.Effects.Value != nil {
		c.Effects.Value = slices.Clone(c.Effects.Value)
	}
	return huh.NewForm(Groups(&c, Ask{Game: missingOnly, Lang: lang})...), &c
}

// BoxForm asks which box a card comes from, before its values: a
// core game card is not asked for Breakout's barrel icons, goon types and
// special effect icons. A card whose box is not known yet starts at the
// core game, whose box holds most of the cards.
func BoxForm(c *catalog.Card) *huh.Form {
	if c.Expansion == catalog.NoExpansion {
		c.Expansion = catalog.CoreGame
	}
	desc := "A core game card is not asked for Breakout's barrels, goon types and icons."
	if c.Kind == catalog.GuardCard {
		desc = "Breakout adds a guard card of each colour; solo games deal the core game's."
	}
	return huh.NewForm(cmdutil.NewGroup(
		cmdutil.NewSelect[catalog.Expansion]().Title(fmt.Sprintf("%s: which box is the card from?", c.Name)).
			Description(desc).
			Options(huh.NewOption("core game", catalog.CoreGame), huh.NewOption("Breakout", catalog.BreakoutExpansion), huh.NewOption("not sure", catalog.NoExpansion)).
			Value(&c.Expansion),
	))
}
