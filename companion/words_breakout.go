package companion

import (
	"errors"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
)

// The words of the Breakout commands: lantern, loot, shapeshift and
// legend.

// LanternWords are the words of a lantern moving in the catacombs (lockup
// lantern).
type LanternWords struct {
	// Args are the words typed: [CREW] SPACE, or [CREW] with Stay.
	Args []string
	// Spend is the path's cost, as typed (RESOURCE=N).
	Spend []string
	// Loot says the space reached shows the loot icon.
	Loot bool
	// Stay keeps the lantern where it is (ruling bo-tunnel-stay).
	Stay bool
}

// Entry makes the lantern's move; the crew left out is the crew whose
// lantern the game waits for (Breakout rulebook, "Advancing in the
// Catacombs").
func (w LanternWords) Entry(g *Game) (p Payload, err error) {
	crew, rest := g.leadingCrew(w.Args)
	x := g.Expect()
	if crew == "" {
		if x.Kind != ExpectLantern {
			if len(rest) == 0 {
				return nil, wordsErr("name the crew: no lantern waits to move now (%s)", x.Situation())
			}
			crew, err = g.MatchCrew(rest[0])
			if err != nil {
				return nil, err
			}
			rest = rest[1:]
		} else {
			crew = x.Crew
		}
	}
	if w.Stay {
		if len(rest) > 0 || len(w.Spend) > 0 || w.Loot {
			return nil, wordsErr("%s keeps the lantern where it is: give no space, %s nor %s", terms.FlagStay, terms.FlagSpend, terms.FlagLoot)
		}
		return &LanternEntry{Crew: crew, Stay: true}, nil
	}
	if len(rest) != 1 {
		return nil, wordsErr("give the space the lantern moves to (%s), e.g. %s", rules.SpaceForms, terms.Hint{Kind: terms.HintLanternSpace, Crew: crew, Example: true})
	}
	space, err := rules.ParseSpace(rest[0])
	if err != nil {
		return nil, wordsErr("the space: %w", err)
	}
	spend, err := ParseCubes(terms.FlagSpend, w.Spend)
	if err != nil {
		return nil, err
	}
	return &LanternEntry{Crew: crew, Space: space.Label(), Spend: spend, Loot: w.Loot}, nil
}

// LootWords are the words of a loot token taken in the catacombs (lockup
// loot).
type LootWords struct {
	// Args are the words typed: [CREW] TOKEN.
	Args []string
	// Star keeps the token face down for one reputation star.
	Star bool
	// Changes are --change values, as typed.
	Changes []string
}

// Check refuses flags that contradict each other, which needs no game.
func (w LootWords) Check() error {
	if w.Star && len(w.Changes) > 0 {
		return wordsErr("%s and %s: a token kept for one star does nothing else", terms.FlagStar, terms.FlagChange)
	}
	return nil
}

// Entry makes the loot entry; the crew left out is the crew the game waits
// for (Breakout rulebook, "Advancing in the Catacombs"). A token the card
// catalog knows carries its printed values (its icons are then used by the
// tracker); any other is played at the table.
func (w LootWords) Entry(g *Game, cards Cards) (p Payload, err error) {
	if err := w.Check(); err != nil {
		return nil, err
	}
	var crew, token string
	if len(w.Args) == 0 {
		return nil, &WordsError{Err: errors.New("the token: say what it shows, e.g. \"2 gold\"")}
	}
	if len(w.Args) == 2 {
		if crew, err = g.MatchCrew(w.Args[0]); err != nil {
			return nil, err
		}
		token = w.Args[1]
	} else {
		x := g.Expect()
		if x.Kind != ExpectLoot {
			return nil, wordsErr("name the crew: no crew takes a loot token now (%s)", x.Situation())
		}
		crew, token = x.Crew, w.Args[0]
	}
	token = strings.TrimSpace(token)
	if token == "" {
		return nil, &WordsError{Err: errors.New("the token: say what it shows, e.g. \"2 gold\"")}
	}
	changes, err := g.readChanges(w.Changes)
	if err != nil {
		return nil, err
	}
	e := &LootEntry{Crew: crew, Loot: token, Scored: w.Star, Changes: changes}
	if cards.Catalog().Has(catalog.LootCard, token) {
		if e.Printed, err = cards.Fill(catalog.LootCard, token, catalog.Card{}); err != nil {
			return nil, err
		}
		e.Loot = e.Printed.Name
	}
	return e, nil
}

// ShapeshiftWords are the words of the goons a Shapeshifter draws (lockup
// shapeshift).
type ShapeshiftWords struct {
	// Args are the words typed: [CREW] GOON...
	Args []string
	// Keep is the goon the crew keeps.
	Keep string
	// DeckEmpty says the goon deck ran out: fewer goons were drawn.
	DeckEmpty bool
}

// Entry makes the draw (Breakout rulebook, "Goon Cards – Shapeshifters"):
// each goon with its printed values from cards; the crew left out is the
// crew whose Shapeshifter waits; the guards keep the goon by their rule
// (Game.GuardsKeep).
func (w ShapeshiftWords) Entry(g *Game, cards Cards) (p Payload, err error) {
	x := g.Expect()
	args := w.Args
	crew := x.Crew
	if x.Kind != ExpectShapeshift {
		if len(args) == 0 {
			return nil, wordsErr("no Shapeshifter waits for its draw now (%s)", x.Situation())
		}
		if crew, err = g.MatchCrew(args[0]); err != nil {
			return nil, err
		}
		args = args[1:]
	} else if len(args) > 0 {
		if c, err := g.MatchCrew(args[0]); err == nil && len(args) > ShapeshiftDraw || err == nil && strings.EqualFold(c, crew) && len(args) > 1 {
			crew, args = c, args[1:]
		}
	}
	switch {
	case len(args) > ShapeshiftDraw:
		return nil, wordsErr("%d goons: a Shapeshifter draws %d", len(args), ShapeshiftDraw)
	case len(args) < ShapeshiftDraw && !w.DeckEmpty:
		return nil, wordsErr("%d goon(s) given: a Shapeshifter draws %d; add %s if the goon deck ran out", len(args), ShapeshiftDraw, terms.FlagDeckEmpty)
	case len(args) == ShapeshiftDraw && w.DeckEmpty:
		return nil, wordsErr("%s with three goons drawn: the deck did not run out", terms.FlagDeckEmpty)
	}
	e := &ShapeshiftEntry{Crew: crew}
	for _, a := range args {
		ge, typed, err := ParseGoonCard(rules.Sewers.Slug(), a)
		if err != nil {
			return nil, wordsErr("GOON: %w", err)
		}
		printed, err := cards.Fill(catalog.GoonCard, ge.Card, typed)
		if err != nil {
			return nil, err
		}
		e.Drawn = append(e.Drawn, printed.Name)
		e.Printed = append(e.Printed, printed)
	}
	if crew == rules.Guards {
		if w.Keep != "" {
			return nil, wordsErr("%s: the guards keep the goon showing the most suspicion icons by themselves", terms.FlagKeep)
		}
		if err := g.GuardsKeep(e); err != nil {
			return nil, &WordsError{Err: err}
		}
	} else if len(e.Drawn) == 1 && w.Keep == "" {
		// One goon drawn (the deck ran out): no choice to ask, as play
		// takes it too.
		e.Keep = e.Drawn[0]
	} else if len(e.Drawn) > 0 {
		if w.Keep == "" {
			return nil, wordsErr("%s: which goon does %s keep? one of %s", terms.FlagKeep, crew, strings.Join(e.Drawn, ", "))
		}
		e.Keep = w.Keep
		for _, d := range e.Drawn {
			if strings.EqualFold(d, strings.TrimSpace(w.Keep)) {
				e.Keep = d
			}
		}
	}
	return e, nil
}

// LegendWords are the words of the Breakout legend cards: lockup legend
// card (Card) and lockup legend resolve (Changes).
type LegendWords struct {
	// Card is the legend card turned up, as typed.
	Card string
	// Changes are --change values, as typed.
	Changes []string
}

// CardEntry makes the legend card turned up (Breakout rulebook,
// "Expansion Setup"; "Patrol Phase"): a name the card catalog knows,
// written short, is read in full, and a card it knows carries its printed
// values.
func (w LegendWords) CardEntry(g *Game, cards Cards) (p Payload, err error) {
	e := &LegendCardEntry{Card: text.Unabbreviated(cards.Catalog().Names(catalog.LegendCard), w.Card)}
	if cards.Catalog().Has(catalog.LegendCard, e.Card) {
		if e.Printed, err = cards.Fill(catalog.LegendCard, e.Card, catalog.Card{}); err != nil {
			return nil, err
		}
		e.Card = e.Printed.Name
	}
	return e, nil
}

// ResolveEntry makes the active legend card resolved, with what it did
// to each crew as typed (Breakout rulebook, "Resolving the Legend Card").
func (w LegendWords) ResolveEntry(g *Game) (Payload, error) {
	changes, err := g.readChanges(w.Changes)
	if err != nil {
		return nil, err
	}
	card := ""
	if g.Breakout != nil {
		card = g.Breakout.Legend
	}
	return &LegendEntry{Card: card, Changes: changes}, nil
}
