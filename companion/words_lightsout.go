package companion

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The words of the Lights Out commands: decline, take, exchange, recruit,
// craft, reserve, effect, tome and next.

// DeclineWords are the words of a crew declining its reward (lockup
// decline).
type DeclineWords struct {
	// Args are the words typed: [CREW] [LOCATION].
	Args []string
}

// Entry makes the decline: the location left out is the one being
// resolved, the crew left out the one crew there with a reward left to
// decline (core rulebook, "Move Stragglers to the Library", note).
func (w DeclineWords) Entry(g *Game) (p Payload, err error) {
	crew, rest := g.leadingCrew(w.Args)
	if crew == "" && len(rest) == 2 {
		// Two words: the first must be the crew.
		if crew, err = g.MatchCrew(rest[0]); err != nil {
			return nil, err
		}
	}
	loc := g.LightsOut.Next
	if len(rest) > 0 {
		if loc, err = MatchLocation(rest[len(rest)-1]); err != nil {
			if crew == "" {
				return nil, g.crewOrError(rest[0], "a location", rules.LocationSlugs())
			}
			return nil, err
		}
	}
	if crew == "" {
		if crew, err = g.OnlyActor(ActDecline); err != nil {
			return nil, err
		}
	}
	if loc == rules.NoLocation {
		// Not in the Lights Out phase: the rules say why.
		loc = rules.ExerciseYard
	}
	return &RewardChoiceEntry{Crew: crew, Location: loc, Action: RewardDecline}, nil
}

// TakeWords are the words of the Commissary's most strength taking a cube
// (lockup take).
type TakeWords struct {
	// Args are the words typed: [CREW] RESOURCE.
	Args []string
}

// Entry makes the take; the crew left out is the one with the most
// strength at the Commissary (core rulebook, "Location Rewards –
// Commissary").
func (w TakeWords) Entry(g *Game) (Payload, error) {
	if len(w.Args) == 0 {
		return nil, wordsErr("give the resource taken: scrap, potions, iron or gold")
	}
	typed, res := "", w.Args[0]
	if len(w.Args) == 2 {
		typed, res = w.Args[0], w.Args[1]
	}
	get, err := OneCube("resource", res)
	if err != nil {
		return nil, err
	}
	crew, err := g.crewOr(typed, ActTake)
	if err != nil {
		return nil, err
	}
	return &RewardChoiceEntry{Crew: crew, Location: rules.Commissary, Action: RewardTake, Gain: get}, nil
}

// ExchangeWords are the words of a Commissary exchange (lockup exchange).
type ExchangeWords struct {
	// Crew is the crew typed; "" for the one crew that can exchange.
	Crew string
	// Give are the cubes given, as typed (RESOURCE=N); Get the resource
	// taken from the supply.
	Give []string
	Get  string
}

// Check reads the cubes, which need no game: what is wrong with them.
func (w ExchangeWords) Check() error {
	_, _, err := w.cubes()
	return err
}

func (w ExchangeWords) cubes() (give, get rules.Resources, err error) {
	if give, err = ParseCubes(terms.FlagGive, w.Give); err != nil {
		return give, get, err
	}
	get, err = OneCube(terms.FlagGet.String(), w.Get)
	return give, get, err
}

// Entry makes the exchange; the crew left out is the one crew at the
// Commissary that may still exchange (core rulebook, "Location Rewards –
// Commissary").
func (w ExchangeWords) Entry(g *Game) (Payload, error) {
	give, get, err := w.cubes()
	if err != nil {
		return nil, err
	}
	crew, err := g.crewOr(w.Crew, ActExchange)
	if err != nil {
		return nil, err
	}
	return &RewardChoiceEntry{Crew: crew, Location: rules.Commissary, Action: RewardExchange, Gain: get, Spend: give}, nil
}

// CardRewardWords are the words of a card reward: recruit at the Chow
// Hall, craft at the Cell Block.
type CardRewardWords struct {
	// Action is RewardRecruit or RewardCraft.
	Action RewardAction
	// Usage is the command's usage line, which its errors repeat.
	Usage string
	// Args are the words typed: [CREW] CARD...
	Args []string
	// Pay are the cubes paid, as typed (RESOURCE=N).
	Pay []string
	// None records that the crew collects its reward but takes no card.
	None bool
}

// Location is where the reward is collected: the Chow Hall for a
// recruit, the Cell Block for a craft.
func (w CardRewardWords) Location() rules.Location {
	if w.Action == RewardCraft {
		return rules.CellBlock
	}
	return rules.ChowHall
}

// MaxCards is how many cards the reward names at most: two goons at the
// Chow Hall, one item at the Cell Block (core rulebook, "Location Rewards
// – Chow Hall", "– Cell Block").
func (w CardRewardWords) MaxCards() int {
	if w.Action == RewardCraft {
		return 1
	}
	return 2
}

// Check reads the cubes paid, which need no game: what is wrong with them.
func (w CardRewardWords) Check() error {
	_, err := ParseCubes(terms.FlagPay, w.Pay)
	return err
}

// Entry makes the reward; the crew left out is the crew choosing now (core
// rulebook, "Location Rewards": in order of strength rank).
func (w CardRewardWords) Entry(g *Game) (Payload, error) {
	pay, err := ParseCubes(terms.FlagPay, w.Pay)
	if err != nil {
		return nil, err
	}
	act := ActRecruit
	if w.Action == RewardCraft {
		act = ActCraft
	}
	crew, cards, err := g.crewAndCards(w.Args, act)
	if err != nil {
		return nil, err
	}
	e := &RewardChoiceEntry{Crew: crew, Location: w.Location(), Action: RewardNone}
	switch {
	case w.None && len(cards) > 0:
		return nil, wordsErr("%s names no card: usage: %s", terms.FlagNone, w.Usage)
	case !w.None && len(cards) == 0:
		return nil, wordsErr("name the card, or %s: usage: %s", terms.FlagNone, w.Usage)
	case len(cards) > w.MaxCards():
		return nil, wordsErr("usage: %s", w.Usage)
	}
	if !w.None {
		allowed, what := g.rewardCards(crew, w.Action)
		for i, c := range cards {
			if cards[i], err = MatchName(what, c, allowed); err != nil {
				return nil, err
			}
		}
		e.Action, e.Spend, e.Cards = w.Action, pay, cards
	}
	return e, nil
}

// rewardCards returns the cards a card reward may name and what they are:
// the goons in the goon spaces, the items in the display (and, to craft,
// the crew's reserve).
func (g *Game) rewardCards(crew string, a RewardAction) ([]string, string) {
	switch a {
	case RewardRecruit:
		return g.GoonsOnBoard(), "a goon in a goon space"
	case RewardCraft:
		return g.craftableItems(crew), "an item in the item display or reserved by " + crew
	}
	return g.DisplayItems(), "an item in the item display"
}

// ReserveWords are the words of an item reserved at the Cell Block (lockup
// reserve).
type ReserveWords struct {
	// Args are the words typed: [CREW] ITEM.
	Args []string
	// Pay are the cubes paid, as typed (RESOURCE=N).
	Pay []string
	// Usage is the command's usage line, for an error.
	Usage string
}

// Check reads the cubes paid, which need no game: what is wrong with them.
func (w ReserveWords) Check() error {
	_, err := ParseCubes(terms.FlagPay, w.Pay)
	return err
}

// Entry makes the reserve; the crew left out is the crew choosing now at
// the Cell Block (core rulebook, "Crafting Items – Reserving Items").
func (w ReserveWords) Entry(g *Game) (Payload, error) {
	pay, err := ParseCubes(terms.FlagPay, w.Pay)
	if err != nil {
		return nil, err
	}
	crew, cards, err := g.crewAndCards(w.Args, ActCraft)
	if err != nil {
		return nil, err
	}
	if len(cards) != 1 {
		return nil, wordsErr("usage: %s", w.Usage)
	}
	allowed, what := g.rewardCards(crew, RewardReserve)
	item, err := MatchName(what, cards[0], allowed)
	if err != nil {
		return nil, err
	}
	return &RewardChoiceEntry{Crew: crew, Location: rules.CellBlock, Action: RewardReserve, Spend: pay, Cards: []string{item}}, nil
}

// EffectWords are the words answering the special effect icon waiting
// first (lockup effect).
type EffectWords struct {
	// Crew is the crew typed; "" for the crew whose icon waits.
	Crew string
	// Target is who receives a Give Suspicion cube, or the item a Reserve
	// Item takes; Give and Get the cubes of an Exchange Resource.
	Target string
	Give   string
	Get    string
	// Decline does not use an Exchange Resource or an Improve Item.
	Decline bool
	// Improve pays the extra cube of an Improve Item icon.
	Improve bool
}

// Entry makes the choice for the icon waiting first (core rulebook,
// "Special Effect Icons"; Breakout rulebook, "Special Effect Icons").
func (w EffectWords) Entry(g *Game) (Payload, error) {
	if len(g.Pending) == 0 {
		return nil, refusedErr("refused: no special effect icon waits for a choice. %s", g.Expect())
	}
	crew, err := g.crewOr(w.Crew, ActEffect)
	if err != nil {
		return nil, err
	}
	p := g.Pending[0]
	if w.Improve && w.Decline {
		return nil, wordsErr("%s pays the cube, %s does not: give one of them", terms.FlagImprove, terms.FlagDecline)
	}
	e := &EffectChoiceEntry{Crew: crew, Card: p.Card, Effect: p.Effect.Kind, Declined: w.Decline}
	switch {
	case w.Target != "" && p.Effect.Kind == rules.EffectReserveItem:
		if e.Target, err = MatchName("an item in the display", w.Target, g.DisplayItems()); err != nil {
			return nil, err
		}
	case w.Target != "":
		if e.Target, err = g.MatchCrew(w.Target); err != nil {
			return nil, err
		}
	}
	if w.Improve {
		if p.Effect.Kind != rules.EffectImproveItem {
			return nil, wordsErr("%s answers an Improve Item icon; %s's %s waits (%s)", terms.FlagImprove, p.Crew, p.Effect.Kind, g.Expect().Answer())
		}
		cost, err := rules.ImproveCost(p.Effect)
		if err != nil {
			return nil, err
		}
		e.Spend = cost.Resources
	}
	if p.Effect.Kind == rules.EffectExchangeResource && !w.Decline {
		if e.Spend, err = OneCube(terms.FlagGive.String(), w.Give); err != nil {
			return nil, err
		}
		if e.Gain, err = OneCube(terms.FlagGet.String(), w.Get); err != nil {
			return nil, err
		}
	}
	return e, nil
}

// TomeWords are the words of a tome card drawn, kept or played (lockup
// tome draw|keep|play).
type TomeWords struct {
	// Action is draw, keep or play.
	Action string
	// Crew is the crew typed; "" for the one crew that can act.
	Crew string
	// Card is the tome named.
	Card string
	// From is where a choice of two tomes came from (keep), as typed.
	From string
	// Target is what the tome was played on, in the player's words.
	Target string
	// TextAllows: the tome's own text lets it be played now.
	TextAllows bool
	// Shows is what the guard card Atlas of Hideouts turns up shows, at a
	// real table (solitary games).
	Shows string
}

// Entry makes the tome's entry. The crew left out is the one crew owed a
// tome (draw), keeping one of two (keep) or holding the tome (play). A
// tome drawn takes the card catalog's spelling (open reads the catalog
// then). A tome kept without --from comes from where the crew's choice
// comes from, else the Library, where the most strength draws two and
// keeps one (core rulebook, "Location Rewards – Library").
func (w TomeWords) Entry(g *Game, open OpenCards) (p Payload, err error) {
	if w.Crew == "" {
		if crew, ok := FindName(w.Card, g.Seating()); ok {
			return nil, wordsErr("name the tome card: %s", terms.Hint{Kind: w.hintKind(), Crew: crew})
		}
	} else if _, ok := FindName(w.Crew, g.Seating()); !ok {
		_, err := g.MatchCrew(w.Crew)
		return nil, fmt.Errorf("%w; quote a tome's name of several words: %s", err, terms.Hint{Kind: w.hintKind(), Name: w.Crew + " " + w.Card})
	}
	switch w.Action {
	case "draw":
		crew, err := g.crewOr(w.Crew, ActDrawTome)
		if err != nil {
			return nil, err
		}
		card := w.Card
		cards, err := open()
		if err != nil {
			return nil, err
		}
		if c, ok := cards.Catalog().Lookup(catalog.TomeCard, card); ok {
			card = c.Name
		}
		return &TomeDrawnEntry{Crew: crew, Card: card}, nil
	case "keep":
		crew, err := g.crewOr(w.Crew, ActKeepTome)
		if err != nil {
			return nil, err
		}
		c, _ := g.Crew(crew)
		card, err := MatchName("a tome drawn by "+crew, w.Card, c.Drawn)
		if err != nil {
			return nil, err
		}
		e := &RewardChoiceEntry{Crew: crew, Action: RewardKeepTome, Cards: []string{card}}
		switch {
		case w.From != "":
			if e.Location, err = MatchLocation(w.From); err != nil {
				return nil, err
			}
		case len(c.TomeChoices) > 0:
			e.Location = c.TomeChoices[0]
		default:
			e.Location = rules.Library // the rules say why not
		}
		return e, nil
	}
	crew := w.Crew
	if crew == "" {
		if crew, err = g.TomeHolder(w.Card); err != nil {
			return nil, err
		}
	} else if crew, err = g.MatchCrew(crew); err != nil {
		return nil, err
	}
	c, _ := g.Crew(crew)
	card, err := MatchName("a tome in "+crew+"'s hand", w.Card, c.Tomes)
	if err != nil {
		return nil, err
	}
	e := &TomePlayedEntry{Crew: crew, Card: card, Target: w.Target, TextAllows: w.TextAllows}
	if e.Revealed, err = guardCardWord(terms.FlagCard.String(), w.Shows); err != nil {
		return nil, err
	}
	return e, nil
}

// hintKind is the kind of entry the words make, for the command a message
// suggests: draw, keep or play.
func (w TomeWords) hintKind() terms.HintKind {
	switch w.Action {
	case "draw":
		return terms.HintTomeDraw
	case "keep":
		return terms.HintTomeKeep
	}
	return terms.HintTomePlay
}

// NextWords are the words of lockup next.
type NextWords struct {
	// None records that every crew still choosing at the location takes
	// nothing, then resolves it.
	None bool
}

// Entry makes the first entry next records: what the table makes by
// itself (unless None), else the next step of the location the Lights Out
// phase is at (Game.NextStep), else its resolution, whose refusal says
// what waits. Next never resolves the legend card, which is the table's
// to enter (Breakout rulebook, "Resolving the Legend Card").
func (w NextWords) Entry(g *Game) (Payload, error) {
	if auto, ok := g.Expect().Auto(); ok && !w.None {
		// What the table does by itself: the guards' cards and choices in
		// a solitary game, a location nobody has a choice at.
		return auto.Payload, nil
	}
	if x := g.Expect(); x.Kind == ExpectLegend {
		return nil, refusedErr("refused: every location is resolved; the legend card %s is resolved with %s, not %s. %s", x.Legend, hint(terms.HintLegendResolve), terms.Hint{Kind: terms.HintNext, Verb: true}, x)
	}
	if g.Phase != PhaseLightsOut {
		// The engine says why, citing the rule.
		_, err := g.Resolution()
		return nil, refusedErr("refused: %w. %s", err, g.Expect())
	}
	p, ok, err := g.NextStep(w.None)
	if err != nil {
		return nil, refusedErr("refused: %w", err)
	}
	if !ok {
		// Something else waits (a lantern, a tome): the resolution's
		// refusal says what.
		p = g.ResolveNext()
	}
	return p, nil
}
