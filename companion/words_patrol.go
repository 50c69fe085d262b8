package companion

import (
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The words of the Patrol commands: discard, draw item, draw goon and
// patrol.

// DiscardWords are the words of a crew discarding down to its storage
// limit (lockup discard).
type DiscardWords struct {
	// Args are the words typed: [CREW] RESOURCE=N...
	Args []string
}

// Entry makes the discard; the crew left out is the one crew over its
// limit (core rulebook, "III. Patrol Phase – 1. Check Resource Limits").
func (w DiscardWords) Entry(g *Game) (Payload, error) {
	crew, words := g.leadingCrew(w.Args)
	if crew == "" && len(words) > 0 && !strings.Contains(words[0], "=") {
		if _, err := MatchResource(words[0]); err != nil {
			names := make([]string, len(rules.AllResources))
			for i, r := range rules.AllResources {
				names[i] = r.String()
			}
			return nil, g.crewOrError(words[0], "a resource", names)
		}
	}
	if len(words) == 0 {
		return nil, wordsErr("give what %s discards, e.g. %s", crew, terms.Hint{Kind: terms.HintDiscard, Crew: crew, Example: true})
	}
	cubes, err := ParseCubes(terms.NoFlag, words)
	if err != nil {
		return nil, err
	}
	if crew == "" {
		if crew, err = g.OnlyActor(ActDiscard); err != nil {
			return nil, err
		}
	}
	return &DiscardEntry{Crew: crew, Resources: cubes}, nil
}

// DrawWords are the words of a card drawn in the Patrol phase (lockup draw
// item, lockup draw goon).
type DrawWords struct {
	// Item is the item card drawn (draw item); "" for a goon card.
	Item string
	// Space is the item display space (--space); 0 for the first empty one.
	Space int
	// Goon is [LOCATION] CARD[:SUSPICION[:RESOURCE]] for a goon card.
	Goon []string
}

// Entry makes the card's entry, with its printed values from cards (the
// catalog's, with the values typed), so that a replay never reads the
// catalog; the card takes the catalog's spelling. A goon card's location
// left out is the one empty goon space (core rulebook, "III. Patrol Phase
// – 3. Advance Goon Cards").
func (w DrawWords) Entry(g *Game, cards Cards) (Payload, error) {
	if w.Goon == nil {
		e := &DisplayCardEntry{Card: strings.TrimSpace(w.Item), Space: w.Space}
		var err error
		if e.Printed, err = cards.Fill(catalog.ItemCard, e.Card, catalog.Card{}); err != nil {
			return nil, err
		}
		e.Card = e.Printed.Name
		return e, nil
	}
	args := w.Goon
	if len(args) == 0 {
		return nil, wordsErr("give the goon card drawn, e.g. %s", terms.Hint{Kind: terms.HintDrawGoon, Example: true})
	}
	if len(args) == 1 {
		empty := g.EmptyGoonSpaces()
		if len(empty) != 1 {
			return nil, wordsErr("name the goon space: %s are empty, e.g. %s", joinSlugs(empty), terms.Hint{Kind: terms.HintDrawGoon, Args: []string{firstSlug(empty), args[0]}})
		}
		args = []string{empty[0].Slug(), args[0]}
	}
	e, typed, err := ParseGoonCard(args[0], args[1])
	if err != nil {
		return nil, &WordsError{Err: err}
	}
	if e.Printed, err = cards.Fill(catalog.GoonCard, e.Card, typed); err != nil {
		return nil, err
	}
	e.Card = e.Printed.Name
	return e, nil
}

func joinSlugs(ls []rules.Location) string {
	if len(ls) == 0 {
		return "no goon spaces"
	}
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = l.Slug()
	}
	return strings.Join(out, ", ")
}

func firstSlug(ls []rules.Location) string {
	if len(ls) == 0 {
		return "sewers"
	}
	return ls[0].Slug()
}

// PatrolWords are the words of lockup patrol.
type PatrolWords struct {
	// DeckEmpty says the refill before the step stopped because the deck
	// ran out (ruling empty-deck).
	DeckEmpty bool
}

// Entry makes the next Patrol step that needs no choice (core rulebook,
// "III. Patrol Phase"); when none is due, the step the phase is nearest,
// which the rules then refuse, saying why.
func (w PatrolWords) Entry(g *Game) (Payload, error) {
	p, ok := g.NextPatrolEntry(w.DeckEmpty)
	if !ok {
		// Let the rules say why: the entry is refused and changes nothing.
		p = &PatrolEntry{Action: PatrolAdvanceGoons, DeckEmpty: w.DeckEmpty}
		if g.PatrolStep() >= StepRefillGoons {
			p.Action = PatrolAddSuspicion
		}
	}
	return p, nil
}
