package play

import (
	"errors"
	"strings"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cards/cardform"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// cardAnswers are a card's name, or a deck that ran out.
type cardAnswers struct {
	Card      string
	DeckEmpty bool
}

// buildDrawnFormIn asks, in lang, for a card's name; deckEmpty allows "deck
// empty" (in English or in lang).
func buildDrawnFormIn(lang terms.Lang, title, description string, deckEmpty bool) (*huh.Group, *cardAnswers) {
	a := &cardAnswers{}
	return cmdutil.NewGroup(huh.NewInput().Title(title).Description(description).Value(&a.Card).
		Validate(func(s string) error {
			s = strings.TrimSpace(s)
			if s == "" {
				return errors.New(lang.Sprintf("play.type-card-name"))
			}
			a.DeckEmpty = deckEmpty && (strings.EqualFold(s, "deck empty") || strings.EqualFold(s, lang.Sprintf("play.deck-empty")))
			return nil
		})), a
}

// buildKeepTomeForm asks which of the two tomes drawn the crew keeps.
func buildKeepTomeForm(lang terms.Lang, crew string, drawn []string) (*huh.Group, *cardAnswers) {
	a := &cardAnswers{}
	var opts []huh.Option[string]
	for _, d := range drawn {
		opts = append(opts, huh.NewOption(d, d))
	}
	a.Card = drawn[0]
	return cmdutil.NewGroup(cmdutil.NewSelect[string]().Title(lang.Sprintf("play.keep-tome", crew)).Options(opts...).Value(&a.Card)), a
}

// cubesAnswers are resource cubes.
type cubesAnswers struct {
	Cubes rules.Resources
	text  string
}

// buildCubesForm asks for resource cubes.
func buildCubesForm(title, description string) (*huh.Group, *cubesAnswers) {
	a := &cubesAnswers{}
	return cmdutil.NewGroup(huh.NewInput().Title(title).Description(description).Value(&a.text).Validate(validateCubes(&a.Cubes))), a
}

// printed returns the printed values of a card entering play: the catalog's
// and those typed with its name; when some the tracker needs are still
// unknown, play asks for just those (the card form of lockup cards edit),
// and they are kept in the catalog once the entry is recorded.
func (p *player) printed(kind catalog.CardKind, name string, typed catalog.Card) (*catalog.Card, error) {
	c, err := p.cards.Fill(kind, name, typed)
	if err != nil {
		return nil, err
	}
	missing := c.PlayMissing()
	if len(missing) == 0 {
		return c, nil
	}
	cmdutil.PrintErrLine(p.io, p.lang.Sprintf("play.card-values", cardKindWord(p.lang, kind), c.Name, strings.Join(missing, ", ")))
	f, answered := cardform.BuildIn(p.io, p.lang, *c, true)
	if err := p.ask(f); err != nil {
		return nil, err
	}
	return p.cards.Fill(kind, name, *answered)
}

// cardKindWords are the glossary's ids of the card kinds play asks values
// of.
var cardKindWords = map[catalog.CardKind]string{
	catalog.ItemCard: "item-card", catalog.GoonCard: "goon", catalog.GoalCard: "goal",
	catalog.TomeCard: "tome", catalog.LegendCard: "legend-card", catalog.LootCard: "loot-token",
}

// cardKindWord names a kind of card in lang: "goon" in English (as
// catalog.CardKind writes it), the glossary's term otherwise.
func cardKindWord(lang terms.Lang, k catalog.CardKind) string {
	if id, ok := cardKindWords[k]; ok && lang != terms.En {
		return lang.Word(id)
	}
	return k.String()
}
