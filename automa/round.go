package automa

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
)

// Stage is where a round's guard cards stand.
type Stage int

// The stages of a round, in order.
const (
	NoStage Stage = iota
	// Dealing: a guard card goes face down at each of locations 1 to 7.
	Dealing
	// RollCall: the player and the guards take turns.
	RollCall
	// LightsOut: the face-down guard cards are turned up, location by
	// location.
	LightsOut
	// Done: every guard card is face up; the round's guard cards wait for
	// the Patrol phase to go back to the deck.
	Done
)

var stageNames = [...]string{"", "dealing", "roll call", "lights out", "done"}

// String returns the stage's name ("roll call").
func (s Stage) String() string {
	if s <= NoStage || int(s) >= len(stageNames) {
		return "no stage"
	}
	return stageNames[s]
}

// WantKind is what a round waits for next.
type WantKind int

// The things a round waits for.
const (
	// WantNothing: every guard card is face up (or the round has not begun).
	WantNothing WantKind = iota
	// WantDeal: the next guard card to put face down (Round.Deal).
	WantDeal
	// WantGuardTurn: a guard turn (Round.GuardTurn).
	WantGuardTurn
	// WantPlayerTurn: the player's turn (Round.PlayerTurn).
	WantPlayerTurn
	// WantTurnUp: the values of a face-down guard card turned up in the
	// Lights Out phase (Round.TurnUp).
	WantTurnUp
	// WantBring: the top guard card, which the special card brings face
	// down (Round.Bring).
	WantBring
)

var wantNames = [...]string{"nothing", "deal", "guard turn", "player turn", "turn up", "bring"}

// String returns what is awaited ("guard turn").
func (k WantKind) String() string {
	if k < WantNothing || int(k) >= len(wantNames) {
		return "nothing"
	}
	return wantNames[k]
}

// Want is what a round waits for, and where.
type Want struct {
	Kind WantKind
	// Location is where the guard card goes or is turned up (WantDeal,
	// WantTurnUp, WantBring); NoLocation for the legend card.
	Location rules.Location
	// Legend is true when the guard card goes on, or is turned up on, the
	// legend card (Breakout): the eighth card dealt, and the last turned up.
	Legend bool
}

// Card is a guard card in play: where it lies, whether it is face up, and
// its printed values when they are known. In a game whose decks the app
// deals, a face-down card's values are known to the round but must never be
// shown (see Visible); at a table whose player deals real cards, they are
// unknown until the card is turned up.
type Card struct {
	rules.GuardCard
	Location rules.Location
	FaceUp   bool
	// Early is true for a card turned up in the Roll Call phase (by a guard
	// turn or Atlas of Hideouts) or placed face up there: a special card
	// turned up early has no effect (ruling solo-special-brings).
	Early bool
	// Brought is true for the card the special card brought.
	Brought bool
	// Legend is true for the guard card on the legend card (Breakout), whose
	// Location is NoLocation.
	Legend bool
}

// Visible returns the values a player may see: the card's own when it is
// face up, none when it is face down.
func (c Card) Visible() rules.GuardCard {
	if !c.FaceUp {
		return rules.GuardCard{}
	}
	return c.GuardCard
}

// Round is one round of the guards' cards: the guard cards dealt to the
// locations, the guard turns of the Roll Call phase and the cards turned up
// in the Lights Out phase, checked against the solitary rules (core
// rulebook, "Solitary Mode – Roll Call Phase"; "Difficulty Levels", p. 19).
// Each change goes through one method that checks it first: a refused change
// leaves the round as it was. A Round is a value (no pointers inside):
// copying it copies the round.
//
// Cards drawn from the decks are inputs: the caller draws them from Decks
// when the app deals, or reads them off a real card at the table. A card not
// yet seen is the zero GuardCard.
type Round struct {
	cfg    Config
	number int8
	stage  Stage
	next   Side // whose turn it is in the Roll Call phase
	marker Side // who held the first player marker when the round began
	bring  bool // the special card waits for the card it brings
	n      int8 // guard cards drawn from the deck this round
	cards  [maxGuardCards]Card
	// left counts the location cards left in the deck, by card; unknown is
	// 1 while Breakout's location card, whose face is not known, is still
	// in the deck.
	left    [rules.LocationCardKinds]int8
	unknown int8
	// legend is the guard card on the legend card (Breakout), once dealt.
	legend    Card
	hasLegend bool
	// blue, level and special count the known cards of each sort, which
	// cannot outnumber the deck's.
	blue, level, special int8
	// down has a bit for each card of cards lying face down (bit i for
	// cards[i]): the face-down cards are found without a look at every card.
	down uint16
}

// NewRound starts round number (1 to 6) with both decks whole and
// reshuffled, the guards' cards still to deal, and marker holding the first
// player marker: the guards in round 1 ("Solitary Mode – Setup", step 7).
func NewRound(cfg Config, number int, marker Side) (r Round, why Why, err error) {
	err = r.start(cfg, number, marker, &why)
	return r, why, err
}

// Start is NewRound writing into r, overwritten whole (left zero when the
// round is refused), without the path NewRound returns: for a caller that
// plays round after round in one Round (a simulated game), nothing as large
// as a Round is copied.
func (r *Round) Start(cfg Config, number int, marker Side) error {
	*r = Round{}
	return r.start(cfg, number, marker, nil)
}

// start is NewRound writing into r and why (nil: no path is recorded), which start zero and stay so
// when the round is refused: NewRound stays small enough to be inlined, so
// that the round is not copied once more on its way to the caller.
func (r *Round) start(cfg Config, number int, marker Side, why *Why) error {
	if err := cfg.Check(); err != nil {
		return err
	}
	if number < 1 || number > 6 {
		return &rules.RuleError{Err: ErrTurn, Rule: core("How to Play", 0), Problem: fmt.Sprintf("round %d", number), Allowed: "1 to 6",
			ProblemKey: "refusal.round-number", ProblemArgs: []any{number}, AllowedKey: "refusal.one-to-six"}
	}
	if marker != Player && marker != Guards {
		return &rules.RuleError{Err: ErrTurn, Rule: srcSetup, Problem: fmt.Sprintf("%s holds the first player marker", marker), Allowed: "the player or the guards",
			ProblemKey: "refusal.marker-holder", ProblemArgs: []any{rules.Phrase{Key: "refusal.nobody", En: marker.String()}}, AllowedKey: "refusal.player-or-guards"}
	}
	why.add(StepReshuffled, number, 0, 0)
	r.cfg, r.number, r.stage, r.marker = cfg, int8(number), Dealing, marker
	deck, n, unknown := cfg.locationCards()
	for _, c := range deck[:n] {
		r.left[c]++
	}
	r.unknown = int8(unknown)
	return nil
}

// Number returns the round's number, 1 to 6.
func (r *Round) Number() int { return int(r.number) }

// Stage returns where the round stands.
func (r *Round) Stage() Stage { return r.stage }

// Cards returns the guard cards in play at the locations, in the order they
// were drawn; the card on the legend card is Legend's. The slice is a view
// of the round; show a card through Card.Visible.
func (r *Round) Cards() []Card { return r.cards[:r.n] }

// Legend returns the guard card on the legend card (Breakout rulebook,
// "Solitary Mode – Roll Call Phase"); ok is false before it is dealt and in
// a game without Breakout. It lies face down until a guard turn or Atlas of
// Hideouts turns it up, or the legend card is resolved (ruling
// bo-solo-legend-card); show it through Card.Visible.
func (r *Round) Legend() (c Card, ok bool) { return r.legend, r.hasLegend }

// FirstFaceDown returns the location of the face-down guard card at the
// lowest-numbered location (the legend card's left out), NoLocation when
// none is face down: the card TurnUp turns up next, and the one a simulated
// player turns up on a guard turn.
func (r *Round) FirstFaceDown() rules.Location {
	if i := r.faceDown(rules.NoLocation, false); i >= 0 {
		return r.cards[i].Location
	}
	return rules.NoLocation
}

// legendDown reports whether the legend card's guard card lies face down.
func (r *Round) legendDown() bool { return r.hasLegend && !r.legend.FaceUp }

// GuardsLeft returns the cards left in the guard deck.
func (r *Round) GuardsLeft() int {
	blue, level := rules.GuardDeck(r.cfg.Breakout)
	return blue + level - int(r.n) - boolInt(r.hasLegend)
}

// LocationCardsLeft returns how many of a location card are left in the
// location deck: those the deck holds less those drawn this round. While
// Breakout's location card is in the deck and what it shows is not known
// (Config.BreakoutCard), it counts as one more of every card it may be.
func (r *Round) LocationCardsLeft(c rules.LocationCard) int {
	if c <= rules.NoLocationCard || c > rules.OffDuty {
		return 0
	}
	n := int(r.left[c])
	if r.unknown > 0 && c.OnBreakoutCard() {
		n += int(r.unknown)
	}
	return n
}

// OffDutyLeft returns how many Off Duty cards are left in the location deck,
// of how many cards in all: the odds that the next guard turn moves no card.
// Breakout's location card, while what it shows is not known, counts in the
// cards left but not as Off Duty.
func (r *Round) OffDutyLeft() (offDuty, left int) {
	for _, n := range r.left {
		left += int(n)
	}
	return int(r.left[rules.OffDuty]), left + int(r.unknown)
}

// Wants returns what the round waits for next.
func (r *Round) Wants() Want {
	switch r.stage {
	case Dealing:
		if r.n == int8(rules.CellBlock) {
			return Want{Kind: WantDeal, Legend: true} // Breakout's eighth card
		}
		return Want{Kind: WantDeal, Location: rules.Location(r.n + 1)}
	case RollCall:
		if r.next == Guards {
			return Want{Kind: WantGuardTurn}
		}
		return Want{Kind: WantPlayerTurn}
	case LightsOut:
		if r.bring {
			return Want{Kind: WantBring, Location: r.cards[r.faceDown(rules.NoLocation, true)].Location}
		}
		if i := r.faceDown(rules.NoLocation, false); i >= 0 {
			return Want{Kind: WantTurnUp, Location: r.cards[i].Location}
		}
		return Want{Kind: WantTurnUp, Legend: true} // the legend card's, last
	}
	return Want{}
}

// Next returns whose turn it is in the Roll Call phase, NoSide outside it.
func (r *Round) Next() Side {
	if r.stage != RollCall {
		return NoSide
	}
	return r.next
}

// faceDown returns the index of the first face-down card at loc (at any
// location when loc is NoLocation; the lowest-numbered location first), or
// of the special card that waits to bring a card when special is true; -1
// when there is none.
func (r *Round) faceDown(loc rules.Location, special bool) int {
	best := -1
	if !special && loc == rules.NoLocation {
		// Deal puts cards 0 to 6 at locations 1 to 7, in order: the first
		// of them face down is the lowest-numbered among them, and only the
		// cards drawn after them need comparing.
		const dealt = int(rules.CellBlock)
		if first := r.down & (1<<dealt - 1); first != 0 {
			best = bits.TrailingZeros16(first)
		}
		for m := r.down &^ (1<<dealt - 1); m != 0; m &= m - 1 {
			if i := bits.TrailingZeros16(m); best < 0 || r.cards[i].Location < r.cards[best].Location {
				best = i
			}
		}
		return best
	}
	if !special {
		for m := r.down; m != 0; m &= m - 1 {
			i := bits.TrailingZeros16(m)
			switch c := &r.cards[i]; {
			case loc != rules.NoLocation && c.Location != loc:
			case best < 0 || c.Location < r.cards[best].Location:
				best = i
			}
		}
		return best
	}
	for i := range r.cards[:r.n] {
		c := &r.cards[i]
		switch {
		case special:
			if c.FaceUp && c.Special && !c.Early && r.bring {
				return i
			}
		case c.FaceUp:
		case loc != rules.NoLocation && c.Location != loc:
		case best < 0 || c.Location < r.cards[best].Location:
			best = i
		}
	}
	return best
}

// settle returns the values of a card being turned up: the known values, or
// the ones given for an unknown card; the given values must agree with
// known ones, and an unknown card needs values. loc is NoLocation for the
// legend card's.
func (r *Round) settle(known, given rules.GuardCard, loc rules.Location) (rules.GuardCard, error) {
	switch {
	case known.Known() && given.Known() && known != given:
		return known, &rules.RuleError{Err: rules.ErrGuardCard, Rule: srcRollCall, Crew: rules.Guards, Location: loc, Problem: fmt.Sprintf("the guard card %s is %s, not %s", cardPlace(loc), known, given), Allowed: known.String(),
			ProblemKey: placeKey(loc, "refusal.card-is"), ProblemArgs: placeArgs(loc, known, given), AllowedKey: "refusal.typed", AllowedArgs: []any{known}}
	case known.Known():
		return known, nil
	case !given.Known():
		return known, &rules.RuleError{Err: rules.ErrGuardCard, Rule: srcRollCall, Crew: rules.Guards, Location: loc, Problem: fmt.Sprintf("the guard card turned up %s has no values", cardPlace(loc)), Allowed: "the colour and strength printed on the card, and whether it is special",
			ProblemKey: placeKey(loc, "refusal.card-no-values"), ProblemArgs: placeArgs(loc), AllowedKey: "refusal.card-values"}
	}
	return given, given.Check(r.cfg.Difficulty)
}

// admit checks that newly known cards (a and b; zero cards are not new) do
// not make more cards of a sort than the deck holds: 7 blue, 5 of the
// level's colour (8 and 6 with Breakout), one special; then counts them.
// Every caller changes the round once the cards are admitted, so they are
// counted here, in the same pass; a refused card leaves the counts as they
// were.
func (r *Round) admit(a, b rules.GuardCard) error {
	blue, level, special := int(r.blue), int(r.level), int(r.special)
	for _, c := range [2]*rules.GuardCard{&a, &b} { // pointers: the cards are not copied again
		if !c.Known() {
			continue
		}
		if err := c.Check(r.cfg.Difficulty); err != nil {
			return err
		}
		tally(c, &blue, &level, &special)
	}
	wantBlue, wantLevel := rules.GuardDeck(r.cfg.Breakout)
	switch {
	case blue > wantBlue:
		return &rules.RuleError{Err: rules.ErrGuardCard, Rule: srcDifficulty, Crew: rules.Guards, Problem: fmt.Sprintf("%d blue guard cards this round", blue), Allowed: fmt.Sprintf("the deck holds %d", wantBlue),
			ProblemKey: "refusal.blue-this-round", ProblemArgs: []any{blue}, AllowedKey: "refusal.deck-holds", AllowedArgs: []any{wantBlue}}
	case level > wantLevel:
		return &rules.RuleError{Err: rules.ErrGuardCard, Rule: srcDifficulty, Crew: rules.Guards, Problem: fmt.Sprintf("%d %s guard cards this round", level, r.cfg.Difficulty.Colour()), Allowed: fmt.Sprintf("the deck holds %d", wantLevel),
			ProblemKey: "refusal.level-this-round", ProblemArgs: []any{level, r.cfg.Difficulty.Colour()}, AllowedKey: "refusal.deck-holds", AllowedArgs: []any{wantLevel}}
	case special > 1:
		return &rules.RuleError{Err: rules.ErrGuardCard, Rule: srcDifficulty, Crew: rules.Guards, Problem: "a second special guard card this round", Allowed: "the deck holds one",
			ProblemKey: "refusal.second-special", AllowedKey: "refusal.deck-holds-one"}
	}
	r.blue, r.level, r.special = int8(blue), int8(level), int8(special)
	return nil
}

// tally counts a known card in the counts of its sorts.
func tally[N int | int8](c *rules.GuardCard, blue, level, special *N) {
	if c.Colour == rules.Blue {
		*blue++
	} else {
		*level++
	}
	if c.Special {
		*special++
	}
}

// trusts reports whether the cards of d are the app's own deal for this
// round's game: decks NewCards checked whole for the same level and
// expansion, which hold exactly the cards the deck may hold, each checked.
// A card the round draws itself from such decks (DealFrom, GuardTurnFrom,
// LightsOutFrom) cannot be refused by admit, so it is only counted.
func (r *Round) trusts(d *Decks) bool {
	return d != nil && d.deck == deckKind{level: r.cfg.Difficulty, breakout: r.cfg.Breakout}
}

// admitFrom is admit for a card drawn from the decks d: counted without a
// check when the round trusts them, checked by admit otherwise (d nil: the
// card was given).
func (r *Round) admitFrom(d *Decks, c rules.GuardCard) error {
	if !r.trusts(d) {
		return r.admit(c, rules.GuardCard{})
	}
	if c.Known() {
		tally(&c, &r.blue, &r.level, &r.special)
	}
	return nil
}

// wrongTurn is the error for a change the round does not wait for.
func (r *Round) wrongTurn(what rules.Phrase) error {
	w := r.Wants()
	return &rules.RuleError{Err: ErrTurn, Rule: srcRollCall, Crew: rules.Guards, Problem: fmt.Sprintf("%s now: the round waits for %s", what, w.Kind), Allowed: w.Kind.String(),
		ProblemKey: "refusal.round-waits", ProblemArgs: []any{what, wantArg(w.Kind)}, AllowedKey: "refusal.typed", AllowedArgs: []any{wantArg(w.Kind)}}
}

// wantKeys are the catalog keys of wantNames, for refusals.
var wantKeys = [...]string{"refusal.want.nothing", "refusal.want.deal", "refusal.want.guard-turn", "refusal.want.player-turn", "refusal.want.turn-up", "refusal.want.bring"}

// wantArg is what a round waits for as a refusal's argument.
func wantArg(k WantKind) rules.Phrase {
	if k < WantNothing || int(k) >= len(wantKeys) {
		return rules.Phrase{Key: wantKeys[0], En: k.String()}
	}
	return rules.Phrase{Key: wantKeys[k], En: k.String()}
}

// Deal puts the next guard card face down at locations 1 to 7 in order, at
// the start of the Roll Call phase ("Solitary Mode – Roll Call Phase"), and
// with Breakout an eighth on the legend card (Breakout rulebook, "Solitary
// Mode – Roll Call Phase"; Wants says which). card holds its values when the
// app deals it, or is the zero GuardCard at a real table. After the last
// card the turns begin, with the holder of the first player marker (ruling
// solo-seating).
func (r *Round) Deal(card rules.GuardCard) (Why, error) {
	var why Why
	err := r.deal(card, &why, nil)
	return why, err
}

// deal is Deal writing into why, which starts empty (nil: no path is
// recorded): Deal stays small enough to be inlined, so that the path is not
// copied once more on its way to the caller. from is the decks the card was
// drawn from, nil when it was given.
func (r *Round) deal(card rules.GuardCard, why *Why, from *Decks) error {
	if r.stage != Dealing {
		return r.wrongTurn(rules.Phrase{Key: "refusal.turn.dealt", En: "a guard card dealt"})
	}
	if err := r.admitFrom(from, card); err != nil {
		return err
	}
	if r.n == int8(rules.CellBlock) { // the seven are dealt: Breakout's eighth
		r.legend, r.hasLegend = Card{GuardCard: card, Legend: true}, true
		why.add(StepDealLegend, 0, 0, 0)
	} else {
		loc := rules.Location(r.n + 1)
		r.cards[r.n] = Card{GuardCard: card, Location: loc}
		r.down |= 1 << uint(r.n) // by uint: no check for a negative shift
		r.n++
		why.add(StepDeal, int(loc), 0, 0)
		if loc != rules.CellBlock || r.cfg.Breakout {
			return nil
		}
	}
	r.stage, r.next = RollCall, r.marker
	why.add(StepFirstTurn, int(r.marker), 0, 0)
	return nil
}

// GuardTurn is one guard turn of the Roll Call phase, as it happened.
type GuardTurn struct {
	// Reveal is the location of the face-down guard card the player turns
	// up; NoLocation when none is face down (ruling solo-no-face-down), or
	// when the player turns up the legend card's (Legend).
	Reveal rules.Location
	// Legend is true when the player turns up the guard card lying face
	// down on the legend card (Breakout), a face-down guard card like the
	// others (core rulebook, "Solitary Mode – Roll Call Phase": any one
	// face-down guard card; ruling bo-solo-legend-card).
	Legend bool
	// KeepLegendDown plays the turn as the tracker did before log version
	// 8, when the legend card's guard card stayed face down until the
	// legend card resolved: only the replay of an older game sets it.
	KeepLegendDown bool
	// Revealed is the values the card shows; leave it zero when the round
	// knows them (the app dealt the card).
	Revealed rules.GuardCard
	// Drawn is the location card turned up.
	Drawn rules.LocationCard
	// Placed is the guard card a location card sends, face up; zero for Off
	// Duty and when the guard deck is empty.
	Placed rules.GuardCard
}

// GuardTurn plays a guard turn ("Solitary Mode – Roll Call Phase"): the
// player turns up a face-down guard card of their choice, at a location or
// on the legend card (ruling bo-solo-legend-card), then the top
// location card: a location sends the top guard card face up there, Off Duty
// sends none, nor does a location card when the guard deck is empty (ruling
// solo-empty-guard-deck). With Breakout the location card may be Breakout's;
// when what it shows is not known, a card the rest of the deck no longer
// holds is that one. It is checked whole first: a refused turn changes
// nothing.
func (r *Round) GuardTurn(t GuardTurn) (Why, error) {
	var why Why
	err := r.guardTurn(&t, &why, nil)
	return why, err
}

// guardTurn is GuardTurn writing into why, which starts empty (nil: no path
// is recorded): GuardTurn stays small enough to be inlined, so that the path
// is not copied once more on its way to the caller. from is the decks the
// cards were drawn from, nil when they were given.
func (r *Round) guardTurn(t *GuardTurn, why *Why, from *Decks) error {
	if r.stage != RollCall || r.next != Guards {
		return r.wrongTurn(rules.Phrase{Key: "refusal.turn.guard", En: "a guard turn"})
	}
	// The card turned up.
	i := r.faceDown(rules.NoLocation, false)
	revealed := rules.GuardCard{}
	legend := r.legendDown() && !t.KeepLegendDown // the legend's card may be turned up
	switch {
	case t.Legend:
		if !legend {
			return &rules.RuleError{Err: ErrTurn, Rule: srcBoSoloRollCall, Crew: rules.Guards, Problem: "no guard card lies face down on the legend card", Allowed: r.faceDownList(),
				ProblemKey: "refusal.legend-no-face-down", AllowedKey: "refusal.typed", AllowedArgs: []any{r.faceDownArg()}}
		}
		if t.Reveal != rules.NoLocation {
			return &rules.RuleError{Err: ErrTurn, Rule: srcRollCall, Crew: rules.Guards, Location: t.Reveal, Problem: "one face-down guard card is turned up on a guard turn: the legend card's or one at a location, not both", Allowed: r.faceDownList(),
				ProblemKey: "refusal.turn-up-one", AllowedKey: "refusal.typed", AllowedArgs: []any{r.faceDownArg()}}
		}
		var err error
		if revealed, err = r.settle(r.legend.GuardCard, t.Revealed, rules.NoLocation); err != nil {
			return err
		}
		i = -1
	case i < 0 && legend && t.Reveal == rules.NoLocation:
		return &rules.RuleError{Err: ErrTurn, Rule: srcRollCall, Crew: rules.Guards, Problem: "no face-down guard card chosen: the legend card's is still face down, and a guard turn begins by turning one up", Allowed: r.faceDownList(),
			ProblemKey: "refusal.none-chosen-legend", AllowedKey: "refusal.typed", AllowedArgs: []any{r.faceDownArg()}}
	case i < 0 && t.Reveal != rules.NoLocation:
		all := rules.Phrase{Key: "refusal.all-face-up", En: "every guard card is face up"}
		switch {
		case legend:
			all = rules.Phrase{Key: "refusal.all-face-up-legend-down", En: "every guard card at a location is face up; the legend card's is face down"}
		case r.legendDown():
			all = rules.Phrase{Key: "refusal.all-face-up-legend-stays", En: "every guard card at a location is face up, and the legend card's stays face down until the legend is resolved (as before log version 8)"}
		}
		return &rules.RuleError{Err: ErrTurn, Rule: srcRollCall, Crew: rules.Guards, Location: t.Reveal, Problem: fmt.Sprintf("no guard card is face down at the %s: %s", t.Reveal, all), Allowed: "no card to turn up",
			ProblemKey: "refusal.none-face-down-at", ProblemArgs: []any{t.Reveal, all}, AllowedKey: "refusal.no-card-to-turn-up"}
	case i >= 0:
		if t.Reveal != r.cards[i].Location { // else i is the first face-down card there already
			i = r.faceDown(t.Reveal, false)
		}
		switch {
		case t.Reveal == rules.NoLocation:
			return &rules.RuleError{Err: ErrTurn, Rule: srcRollCall, Crew: rules.Guards, Problem: "no face-down guard card chosen: a guard turn begins by turning one up", Allowed: r.faceDownList(),
				ProblemKey: "refusal.none-chosen", AllowedKey: "refusal.typed", AllowedArgs: []any{r.faceDownArg()}}
		case i < 0:
			return &rules.RuleError{Err: ErrTurn, Rule: srcRollCall, Crew: rules.Guards, Location: t.Reveal, Problem: fmt.Sprintf("no face-down guard card at %s", placeName(t.Reveal)), Allowed: r.faceDownList(),
				ProblemKey: placeKey(t.Reveal, "refusal.no-face-down"), ProblemArgs: placeArgs(t.Reveal), AllowedKey: "refusal.typed", AllowedArgs: []any{r.faceDownArg()}}
		}
		var err error
		if revealed, err = r.settle(r.cards[i].GuardCard, t.Revealed, t.Reveal); err != nil {
			return err
		}
	case t.Revealed.Known():
		return &rules.RuleError{Err: ErrTurn, Rule: srcRollCall, Crew: rules.Guards, Problem: "a card turned up, but every guard card is face up", Allowed: "no card to turn up",
			ProblemKey: "refusal.turned-up-all-up", AllowedKey: "refusal.no-card-to-turn-up"}
	}
	// The location card and the card it sends.
	if r.LocationCardsLeft(t.Drawn) == 0 {
		return &rules.RuleError{Err: ErrLocationCard, Rule: srcGuardDeck, Crew: rules.Guards, Problem: fmt.Sprintf("location card %q is not left in the location deck", t.Drawn), Allowed: cardsList(&r.left, r.unknown),
			ProblemKey: "refusal.card-not-left", ProblemArgs: []any{t.Drawn}, AllowedKey: "refusal.typed", AllowedArgs: []any{cardsArg(&r.left, r.unknown)}}
	}
	breakoutCard := r.left[t.Drawn] == 0 // Breakout's card, not known until now
	sends := t.Drawn.Location() != rules.NoLocation && r.GuardsLeft() > 0
	switch {
	case sends && !t.Placed.Known():
		return &rules.RuleError{Err: rules.ErrGuardCard, Rule: srcRollCall, Crew: rules.Guards, Location: t.Drawn.Location(), Problem: fmt.Sprintf("the %s card sends the top guard card face up there, but no card was given", t.Drawn), Allowed: "the colour and strength printed on the card, and whether it is special",
			ProblemKey: "refusal.card-sends", ProblemArgs: []any{t.Drawn}, AllowedKey: "refusal.card-values"}
	case !sends && t.Placed.Known():
		return &rules.RuleError{Err: rules.ErrGuardCard, Rule: srcRollCall, Crew: rules.Guards, Problem: fmt.Sprintf("a guard card placed after %s", placedAfter(t.Drawn, r.GuardsLeft())), Allowed: "no card",
			ProblemKey: placedAfterKey(t.Drawn, r.GuardsLeft()), ProblemArgs: placedAfterArgs(t.Drawn), AllowedKey: "refusal.no-card"}
	}
	newly := revealed
	if (i >= 0 && r.cards[i].Known()) || (t.Legend && r.legend.Known()) {
		newly = rules.GuardCard{} // counted when dealt
	}
	admitted := error(nil)
	if newly.Known() {
		admitted = r.admit(newly, t.Placed)
	} else {
		admitted = r.admitFrom(from, t.Placed)
	}
	if admitted != nil {
		return admitted
	}
	// Apply.
	if t.Legend {
		c := &r.legend
		c.GuardCard, c.FaceUp, c.Early = revealed, true, true
		why.add(StepTurnUp, int(rules.NoLocation), c.Strength, cardCode(c.GuardCard, false))
		if c.Special {
			why.add(StepSpecialEarly, int(rules.NoLocation), 0, 0)
		}
	} else if i >= 0 {
		c := &r.cards[i]
		c.GuardCard, c.FaceUp, c.Early = revealed, true, true
		r.down &^= 1 << uint(i)
		why.add(StepTurnUp, int(c.Location), c.Strength, cardCode(c.GuardCard, false))
		if c.Special {
			why.add(StepSpecialEarly, int(c.Location), 0, 0)
		}
	} else {
		why.add(StepNoFaceDown, 0, 0, 0)
		if r.legendDown() {
			why.add(StepLegendStaysDown, 0, 0, 0)
		}
	}
	if breakoutCard {
		r.unknown--
		why.add(StepBreakoutCard, int(t.Drawn), 0, 0)
	} else {
		r.left[t.Drawn]--
	}
	switch {
	case t.Drawn == rules.OffDuty:
		why.add(StepOffDuty, 0, 0, 0)
	case !sends:
		why.add(StepGuardDeckOut, int(t.Drawn), 0, 0)
	default:
		r.cards[r.n] = Card{GuardCard: t.Placed, Location: t.Drawn.Location(), FaceUp: true, Early: true}
		r.n++
		why.add(StepLocationCard, int(t.Drawn), t.Placed.Strength, cardCode(t.Placed, false))
		if t.Placed.Special {
			why.add(StepSpecialEarly, int(t.Drawn.Location()), 0, 0)
		}
	}
	r.next = Player
	return nil
}

// PlayerTurn records the player's turn, played by the multiplayer rules (the
// tracker checks it): an assignment that leaves tokensLeft in the holding
// cell, or a pass. The phase ends at once when the player has no token left
// or passes, with no last guard turn ("Solitary Mode – Roll Call Phase";
// ruling solo-pass); otherwise the guards take the next turn. With Breakout
// one token always stays back, so tokensLeft is 1 or more: a last token goes
// on the legend card when the player passes, and a player passing with more
// puts none there (Breakout rulebook, "Expansion Gameplay – I. Roll Call
// Phase"; ruling legend-early-pass).
func (r *Round) PlayerTurn(tokensLeft int, passed bool) (Why, error) {
	var why Why
	err := r.playerTurn(tokensLeft, passed, &why)
	return why, err
}

// PlayerTurnNoPath is PlayerTurn recording no path, for a caller that never
// reads it (a simulated game), as DealFrom deals: nothing is zeroed or
// copied for it.
func (r *Round) PlayerTurnNoPath(tokensLeft int, passed bool) error {
	return r.playerTurn(tokensLeft, passed, nil)
}

// playerTurn is PlayerTurn writing into why, which starts empty (nil records
// nothing): PlayerTurn
// stays small enough to be inlined, so that the path is not copied once more
// on its way to the caller.
func (r *Round) playerTurn(tokensLeft int, passed bool, why *Why) error {
	if r.stage != RollCall || r.next != Player {
		return r.wrongTurn(rules.Phrase{Key: "refusal.turn.player", En: "a player's turn"})
	}
	if tokensLeft < 0 {
		return &rules.RuleError{Err: ErrTurn, Rule: srcRollCall, Problem: fmt.Sprintf("%d tokens left", tokensLeft), Allowed: "0 or more",
			ProblemKey: "refusal.tokens-left", ProblemArgs: []any{tokensLeft}, AllowedKey: "refusal.zero-or-more"}
	}
	if r.cfg.Breakout && tokensLeft < 1 {
		return &rules.RuleError{Err: ErrTurn, Rule: srcBoRollCall, Problem: "no crew token left in the holding cell: one always stays back for the legend card", Allowed: "1 or more tokens left",
			ProblemKey: "refusal.keep-legend-token", AllowedKey: "refusal.one-or-more-left"}
	}
	switch {
	case passed:
		why.add(StepPlayerPassed, tokensLeft, 0, 0)
		if r.cfg.Breakout {
			why.add(StepLegendToken, tokensLeft, 0, 0)
		}
	case tokensLeft == 0:
		why.add(StepLastToken, 0, 0, 0)
	default:
		why.add(StepPlayerTurn, tokensLeft, 0, 0)
		r.next = Guards
		return nil
	}
	r.endRollCall()
	return nil
}

// endRollCall starts the Lights Out phase: the cards still face down wait to
// be turned up.
func (r *Round) endRollCall() {
	r.stage, r.next = LightsOut, NoSide
	if r.faceDown(rules.NoLocation, false) < 0 && !r.legendDown() {
		r.stage = Done
	}
}

// Atlas turns up a face-down guard card with the tome Atlas of Hideouts,
// which lets the player turn up any one face-down guard card instead of
// looking at a crew token ("Solitary Mode – Roll Call Phase", note): one at
// loc, or with legend the one on the legend card (Breakout; ruling
// bo-solo-legend-card), loc then NoLocation. It is allowed at any moment of
// the Roll Call phase; card is as in GuardTurn's Revealed.
func (r *Round) Atlas(loc rules.Location, legend bool, card rules.GuardCard) (Why, error) {
	var why Why
	if r.stage != RollCall {
		return why, r.wrongTurn(rules.Phrase{Key: "refusal.turn.atlas", En: "Atlas of Hideouts"})
	}
	var c *Card
	i := -1 // c's place in cards
	switch {
	case legend && r.legendDown() && loc == rules.NoLocation:
		c = &r.legend
	case legend:
		return why, &rules.RuleError{Err: ErrTurn, Rule: srcBoSoloRollCall, Crew: rules.Guards, Location: loc, Problem: "no guard card lies face down on the legend card", Allowed: r.faceDownList(),
			ProblemKey: "refusal.legend-no-face-down", AllowedKey: "refusal.typed", AllowedArgs: []any{r.faceDownArg()}}
	default:
		i = r.faceDown(loc, false)
		if loc == rules.NoLocation || i < 0 {
			return why, &rules.RuleError{Err: ErrTurn, Rule: srcRollCall, Crew: rules.Guards, Location: loc, Problem: fmt.Sprintf("no face-down guard card at %s", placeName(loc)), Allowed: r.faceDownList(),
				ProblemKey: placeKey(loc, "refusal.no-face-down"), ProblemArgs: placeArgs(loc), AllowedKey: "refusal.typed", AllowedArgs: []any{r.faceDownArg()}}
		}
		c = &r.cards[i]
	}
	v, err := r.settle(c.GuardCard, card, loc)
	if err != nil {
		return why, err
	}
	newly := v
	if c.Known() {
		newly = rules.GuardCard{}
	}
	if err := r.admit(newly, rules.GuardCard{}); err != nil {
		return why, err
	}
	c.GuardCard, c.FaceUp, c.Early = v, true, true
	if i >= 0 {
		r.down &^= 1 << uint(i)
	}
	why.add(StepAtlas, int(loc), c.Strength, cardCode(c.GuardCard, false))
	if c.Special {
		why.add(StepSpecialEarly, int(loc), 0, 0)
	}
	return why, nil
}

// TurnUp turns up, in the Lights Out phase, the face-down guard card the
// round waits for (Wants: the lowest-numbered location first), as step 1 of
// each location's resolution reveals face-down tokens; with Breakout the
// legend card's comes last, as the legend card is resolved after the
// Library (Breakout rulebook, "Resolving the Legend Card"). card is as in
// GuardTurn's Revealed. On the challenging and expert levels, the special
// card turned up now at a location brings the top guard card face down there
// (then Bring); with an empty deck nothing happens ("Difficulty Levels",
// p. 19). The card it brings is turned up next, and counts (ruling
// solo-special-brings). On the legend card it brings none (ruling
// bo-solo-legend-card).
func (r *Round) TurnUp(card rules.GuardCard) (Why, error) {
	var why Why
	err := r.turnUp(card, &why)
	return why, err
}

// turnUp is TurnUp writing into why, which starts empty (nil: no path is
// recorded): TurnUp stays small enough to be inlined, so that the path is not
// copied once more on its way to the caller.
func (r *Round) turnUp(card rules.GuardCard, why *Why) error {
	if r.stage != LightsOut || r.bring {
		return r.wrongTurn(rules.Phrase{Key: "refusal.turn.turned-up", En: "a guard card turned up"})
	}
	i := r.faceDown(rules.NoLocation, false)
	if i < 0 {
		return r.turnUpLegend(card, why)
	}
	c := &r.cards[i]
	v, err := r.settle(c.GuardCard, card, c.Location)
	if err != nil {
		return err
	}
	newly := v
	if c.Known() {
		newly = rules.GuardCard{}
	}
	if err := r.admit(newly, rules.GuardCard{}); err != nil {
		return err
	}
	c.GuardCard, c.FaceUp = v, true
	r.down &^= 1 << uint(i)
	why.add(StepTurnUpDark, int(c.Location), c.Strength, cardCode(c.GuardCard, c.Brought))
	if c.Special {
		if r.GuardsLeft() > 0 {
			r.bring = true
			why.add(StepSpecialBrings, int(c.Location), 0, 0)
			return nil
		}
		why.add(StepSpecialNone, int(c.Location), 0, 0)
	}
	if r.faceDown(rules.NoLocation, false) < 0 && !r.legendDown() {
		r.stage = Done
	}
	return nil
}

// turnUpLegend turns up the legend card's guard card, the last face-down
// card of the round.
func (r *Round) turnUpLegend(card rules.GuardCard, why *Why) error {
	c := &r.legend
	v, err := r.settle(c.GuardCard, card, rules.NoLocation)
	if err != nil {
		return err
	}
	newly := v
	if c.Known() {
		newly = rules.GuardCard{}
	}
	if err := r.admit(newly, rules.GuardCard{}); err != nil {
		return err
	}
	c.GuardCard, c.FaceUp = v, true
	why.add(StepTurnUpLegend, 0, c.Strength, cardCode(c.GuardCard, false))
	if c.Special {
		why.add(StepSpecialLegend, 0, 0, 0)
	}
	r.stage = Done
	return nil
}

// Bring puts the top guard card face down at the special card's location
// ("Difficulty Levels", p. 19), when TurnUp said it comes. card holds its
// values when the app deals it, or is zero at a real table: it is turned up
// next with TurnUp.
func (r *Round) Bring(card rules.GuardCard) error { return r.bringFrom(card, nil) }

// bringFrom is Bring; from is the decks the card was drawn from, nil when it
// was given.
func (r *Round) bringFrom(card rules.GuardCard, from *Decks) error {
	if r.stage != LightsOut || !r.bring {
		return r.wrongTurn(rules.Phrase{Key: "refusal.turn.brought", En: "a guard card brought by the special card"})
	}
	if err := r.admitFrom(from, card); err != nil {
		return err
	}
	loc := r.cards[r.faceDown(rules.NoLocation, true)].Location
	r.cards[r.n] = Card{GuardCard: card, Location: loc, Brought: true}
	r.down |= 1 << uint(r.n)
	r.n++
	r.bring = false
	return nil
}

// DealFrom deals the round's guard cards from the app's decks d (this
// round's Cards.Deal): the cards Deal would take, drawn from the top of d
// in turn, until the turns begin. It is Deal without the path (Deal
// records it): a simulated game's. Cards of decks NewCards built for this
// round's game are only counted, not checked again (NewCards checked the
// deck whole); others are checked as Deal checks them. A deck drawn empty
// gives the zero GuardCard, a card whose values are not known. A refused
// card stops the deal: the cards before it stay dealt, and d keeps the
// refused card on top.
func (r *Round) DealFrom(d *Decks) error {
	if r.stage != Dealing {
		return r.wrongTurn(rules.Phrase{Key: "refusal.turn.dealt", En: "a guard card dealt"})
	}
	for r.stage == Dealing {
		c, ok := d.topGuard()
		if err := r.deal(c, nil, d); err != nil {
			return err
		}
		if ok {
			d.guardTop++
		}
	}
	return nil
}

// GuardTurnFrom plays a guard turn with the app's decks d (this round's
// Cards.Deal): the player turns up the face-down guard card at reveal, or
// with legend the one on the legend card (as GuardTurn's Reveal and
// Legend), then the top location card of d is turned up and, when it sends
// a guard card, the top guard card of d goes face up there. It is GuardTurn
// without the path (GuardTurn records it), its cards checked as DealFrom
// says; a refused turn changes nothing, d included. The usual turn of a
// simulated game (the first face-down card turned up, from decks the round
// trusts) is played without GuardTurn's checks, none of which it can fail
// (trustedTurn).
func (r *Round) GuardTurnFrom(d *Decks, reveal rules.Location, legend bool) error {
	if !legend && r.trustedTurn(d, reveal) {
		return nil
	}
	t := GuardTurn{Reveal: reveal, Legend: legend}
	drawn, _ := d.topLocation()
	t.Drawn = drawn
	placed := false
	if t.Drawn.Location() != rules.NoLocation && r.GuardsLeft() > 0 {
		t.Placed, placed = d.topGuard()
	}
	if err := r.guardTurn(&t, nil, d); err != nil {
		return err
	}
	if drawn != rules.NoLocationCard {
		d.locsTop++
	}
	if placed {
		d.guardTop++
	}
	return nil
}

// trustedTurn plays GuardTurnFrom's turn at once when nothing in it can be
// refused, and reports whether it did: the round waits for a guard turn,
// trusts d (its cards are the app's own deal, DealFrom), the card to turn
// up is the first face-down one (FirstFaceDown) and known, a location card
// is left, and one is left in the guard deck whenever the location card
// sends one. The round then ends as guardTurn would leave it, with none of
// its checks (TestFromDecksPlaysAsGiven); otherwise it changes nothing.
func (r *Round) trustedTurn(d *Decks, reveal rules.Location) bool {
	if r.stage != RollCall || r.next != Guards || !r.trusts(d) {
		return false
	}
	i := r.faceDown(rules.NoLocation, false)
	if i < 0 || r.cards[i].Location != reveal || !r.cards[i].Known() {
		return false
	}
	drawn, ok := d.topLocation()
	if !ok || r.LocationCardsLeft(drawn) == 0 {
		return false
	}
	sends := drawn.Location() != rules.NoLocation && r.GuardsLeft() > 0
	var placed rules.GuardCard
	if sends {
		if placed, ok = d.topGuard(); !ok {
			return false
		}
	}
	// Nothing left to refuse: the card turned up, the location card
	// counted, and the card it sends placed face up (counted, as admitFrom
	// counts a card of trusted decks).
	c := &r.cards[i]
	c.FaceUp, c.Early = true, true
	r.down &^= 1 << uint(i)
	if r.left[drawn] == 0 { // Breakout's card, not known until now
		r.unknown--
	} else {
		r.left[drawn]--
	}
	d.locsTop++
	if sends {
		tally(&placed, &r.blue, &r.level, &r.special)
		r.cards[r.n] = Card{GuardCard: placed, Location: drawn.Location(), FaceUp: true, Early: true}
		r.n++
		d.guardTop++
	}
	r.next = Player
	return true
}

// LightsOutFrom plays the Lights Out phase's guard cards with the app's
// decks d (this round's Cards.Deal): it turns up every face-down guard card
// in the order TurnUp takes them, the round knowing their values, and
// brings the top guard card of d whenever the special card asks for one
// (Bring), until the round is done. It is TurnUp and Bring without the path,
// the cards brought checked as DealFrom says. A refused step stops it: the
// steps before it stay played.
func (r *Round) LightsOutFrom(d *Decks) error {
	if r.stage != LightsOut {
		return r.wrongTurn(rules.Phrase{Key: "refusal.turn.turned-up", En: "a guard card turned up"})
	}
	for r.stage == LightsOut {
		if !r.bring {
			if err := r.turnUp(rules.GuardCard{}, nil); err != nil {
				return err
			}
			continue
		}
		c, ok := d.topGuard()
		if err := r.bringFrom(c, d); err != nil {
			return err
		}
		if ok {
			d.guardTop++
		}
	}
	return nil
}

// Strength returns the guards' strength at a location, the total of the
// guard cards there (ruling guards-strength), with the path: each card, then
// the total. ok is false while a card there is face down.
func (r *Round) Strength(loc rules.Location) (strength int, why Why, ok bool) {
	cards := 0
	for _, c := range r.Cards() {
		if c.Location != loc {
			continue
		}
		if !c.FaceUp {
			return 0, Why{}, false
		}
		strength += c.Strength
		cards++
		if int(why.n) < maxSteps-1 {
			why.add(StepGuardCard, int(loc), c.Strength, cardCode(c.GuardCard, c.Brought))
		}
	}
	switch cards {
	case 0:
		why.add(StepNothingHere, int(loc), 0, 0)
	case 1:
		why = Why{}
		why.add(StepGuardStrength, int(loc), strength, 1)
	default:
		why.add(StepGuardsTotal, int(loc), strength, cards)
	}
	return strength, why, true
}

// LegendStrength returns the guards' strength on the legend card, the
// strength of its one guard card, with the path; ok is false while the card
// lies face down or when there is none (before the deal, or without
// Breakout).
func (r *Round) LegendStrength() (strength int, why Why, ok bool) {
	if !r.hasLegend || !r.legend.FaceUp {
		return 0, Why{}, false
	}
	why.add(StepLegendStrength, 0, r.legend.Strength, 0)
	return r.legend.Strength, why, true
}

// AppendLegend appends the strength of the face-up guard card on the legend
// card to dst, nothing while it lies face down or when there is none: the
// guards list rules.ResolveLegend takes.
func (r *Round) AppendLegend(dst []int) []int {
	if r.hasLegend && r.legend.FaceUp {
		dst = append(dst, r.legend.Strength)
	}
	return dst
}

// AppendStrengths appends the strengths of the face-up guard cards at a
// location to dst, in the order they arrived: the list rules.Site.Guards
// takes.
func (r *Round) AppendStrengths(dst []int, loc rules.Location) []int {
	for i := range r.n {
		if c := &r.cards[i]; c.Location == loc && c.FaceUp {
			dst = append(dst, c.Strength)
		}
	}
	return dst
}

// AppendAllStrengths is AppendStrengths for every location at once, in one
// pass over the cards: it appends the strength of each face-up guard card
// at a location (1 to 7) to that location's list in dst, in the order they
// arrived, for a caller that resolves location after location (a simulated
// game).
func (r *Round) AppendAllStrengths(dst *[rules.Library + 1][]int) {
	for i := range r.n {
		if c := &r.cards[i]; c.FaceUp && c.Location > rules.NoLocation && c.Location < rules.Library {
			dst[c.Location] = append(dst[c.Location], c.Strength)
		}
	}
}

// faceDownList names the locations with a face-down card, for messages.
func (r *Round) faceDownList() string {
	var names []string
	for _, c := range r.Cards() {
		if !c.FaceUp && !slices.Contains(names, c.Location.Slug()) {
			names = append(names, c.Location.Slug())
		}
	}
	if r.legendDown() {
		names = append(names, "the legend card's")
	}
	if len(names) == 0 {
		return "none: every guard card is face up"
	}
	return joinComma(names)
}

// cardsList names the location cards left; unknown is Breakout's card when
// what it shows is not known, which may be any card it can show.
func cardsList(left *[rules.LocationCardKinds]int8, unknown int8) string {
	if unknown > 0 {
		return rules.BreakoutCardForms
	}
	var names []string
	for c, n := range left {
		if n > 0 {
			names = append(names, rules.LocationCard(c).Slug())
		}
	}
	if len(names) == 0 {
		return "none: the location deck is empty"
	}
	return joinComma(names)
}

func placedAfter(c rules.LocationCard, guardsLeft int) string {
	if c == rules.OffDuty {
		return "an Off Duty card"
	}
	if guardsLeft == 0 {
		return fmt.Sprintf("the %s card with the guard deck empty", c)
	}
	return fmt.Sprintf("the %s card", c)
}

// cardPlace says where a guard card lies: "at the Smithy", or "on the legend
// card" for NoLocation.
func cardPlace(loc rules.Location) string {
	if loc == rules.NoLocation {
		return "on the legend card"
	}
	return "at the " + loc.String()
}

func placeName(loc rules.Location) string {
	if loc == rules.NoLocation {
		return "no location"
	}
	return "the " + loc.String()
}

func joinComma(names []string) string {
	out := ""
	for i, n := range names {
		if i > 0 {
			out += ", "
		}
		out += n
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// placeKey is the catalog key of a refusal naming where a guard card lies:
// key with ".legend" on the legend card (NoLocation), ".at" at a location.
func placeKey(loc rules.Location, key string) string {
	if loc == rules.NoLocation {
		return key + ".legend"
	}
	return key + ".at"
}

// placeArgs are the arguments of a placeKey refusal: the location (none on
// the legend card), then the rest.
func placeArgs(loc rules.Location, rest ...any) []any {
	if loc == rules.NoLocation {
		return rest
	}
	return append([]any{loc}, rest...)
}

// placedAfterKey is the catalog key of the refusal of a guard card placed
// after a card that places none, as placedAfter words it.
func placedAfterKey(c rules.LocationCard, guardsLeft int) string {
	switch {
	case c == rules.OffDuty:
		return "refusal.placed-after.off-duty"
	case guardsLeft == 0:
		return "refusal.placed-after.deck-empty"
	}
	return "refusal.placed-after.card"
}

// placedAfterArgs are the arguments of a placedAfterKey refusal.
func placedAfterArgs(c rules.LocationCard) []any {
	if c == rules.OffDuty {
		return nil
	}
	return []any{c}
}

// faceDownArg is faceDownList as a refusal's argument: the locations as
// typed, the legend card's and "none" in the reader's words.
func (r *Round) faceDownArg() any {
	const legend = "the legend card's"
	switch l := r.faceDownList(); {
	case l == "none: every guard card is face up":
		return rules.Phrase{Key: "refusal.face-down-none", En: l}
	case l == legend:
		return rules.Phrase{Key: "refusal.face-down-legend", En: l}
	case strings.HasSuffix(l, ", "+legend):
		return rules.Phrase{Key: "refusal.face-down-and-legend", En: l, Args: []any{strings.TrimSuffix(l, ", "+legend)}}
	default:
		return l
	}
}

// cardsArg is cardsList as a refusal's argument.
func cardsArg(left *[rules.LocationCardKinds]int8, unknown int8) any {
	if l := cardsList(left, unknown); l != "none: the location deck is empty" {
		return l
	}
	return rules.Phrase{Key: "refusal.location-deck-empty", En: "none: the location deck is empty"}
}
