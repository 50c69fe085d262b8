package companion

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// Solitary mode in the tracker (core rulebook, "Solitary Mode", p. 18-19).
// The guards sit at the table as a second crew named rules.Guards, to the
// player's left (ruling solo-seating): the rules engine ranks them from
// their guard cards, and the scoring package scores them. Their cards are
// package automa's Round, one per round; every guard card drawn, dealt,
// turned up or brought is an entry of the log with the values the card
// shows, so a replay reads the file and never reshuffles. The guards'
// choices at the Commissary, the Chow Hall and the Cell Block are
// automa.Decide's, recorded as guards entries that a replay checks again.

// The passages of solitary mode the tracker applies.
var (
	srcSoloRollCall  = rules.Source{Book: rules.CoreRulebook, Section: "Solitary Mode – Roll Call Phase"}
	srcSoloLightsOut = rules.Source{Book: rules.CoreRulebook, Section: "Solitary Mode – Lights Out Phase"}
	srcSoloLevels    = rules.Source{Book: rules.CoreRulebook, Section: "Solitary Mode – Difficulty Levels", Page: 19}
	srcSoloStorage   = rules.Source{Book: rules.CoreRulebook, Section: "Solitary Mode – Patrol Phase, Storage Limits"}
)

// ErrDecks: a guard card or location card that does not agree with the
// decks the app dealt from the game's seed (lockup solo audit), or a value
// the way the decks are run does not allow.
var ErrDecks = errors.New("not the dealt card")

// DeckMode is how a solitary game's guard and location decks are run,
// chosen at setup.
type DeckMode int

// The deck modes.
const (
	NoDeckMode DeckMode = iota
	// TableDecks: the player shuffles, deals and draws the real cards and
	// tells the tracker what came up (the default).
	TableDecks
	// AppDecks: the app shuffles virtual decks from the game's seed, built
	// from the guard cards typed once into the card catalog, and draws
	// them; it never shows a face-down card's values.
	AppDecks
)

var deckModeNames = [...]string{"", "table", "app"}

// String returns the mode as flags and game files write it ("table").
func (m DeckMode) String() string {
	if m <= NoDeckMode || int(m) >= len(deckModeNames) {
		return "no deck mode"
	}
	return deckModeNames[m]
}

// ParseDeckMode reads a deck mode: table or app.
func ParseDeckMode(s string) (DeckMode, error) {
	for m := TableDecks; int(m) < len(deckModeNames); m++ {
		if strings.EqualFold(s, deckModeNames[m]) {
			return m, nil
		}
	}
	return NoDeckMode, fmt.Errorf("%q is not a way to run the decks (table, app)", s)
}

// MarshalText writes the mode by name.
func (m DeckMode) MarshalText() ([]byte, error) {
	if m <= NoDeckMode || int(m) >= len(deckModeNames) {
		return nil, fmt.Errorf("deck mode %d is not a mode", int(m))
	}
	return []byte(m.String()), nil
}

// UnmarshalText reads a mode as ParseDeckMode does.
func (m *DeckMode) UnmarshalText(b []byte) error {
	v, err := ParseDeckMode(string(b))
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// SoloState is what a solitary game keeps besides the crews: how it is
// played, and the guard cards of the round under way.
type SoloState struct {
	Config automa.Config
	Decks  DeckMode
	// Round is the guard cards of the round under way, from the deal at
	// the start of its Roll Call phase to the Patrol phase.
	Round automa.Round
	// Library are the strengths of the guard cards that straggled to the
	// Library this round, in the order they arrived.
	Library []int
	// GuardsDrawn and LocationsDrawn count the cards drawn this round from
	// the guard deck and the location deck.
	GuardsDrawn, LocationsDrawn int
	// Box is the decks before any shuffle, with the printed values of the
	// guard cards given at setup (AppDecks only).
	Box automa.Cards
}

// Solo reports whether the game is a solitary game.
func (g *Game) solo() bool { return g.Solo != nil }

// player returns the index of the player's crew in a solitary game: the
// crew that is not the guards.
func (g *Game) player() int {
	if g.Crews[0].Name == rules.Guards {
		return 1
	}
	return 0
}

// sideOf returns the side a seated name is on in a solitary game.
func sideOf(name string) automa.Side {
	switch name {
	case rules.Guards:
		return automa.Guards
	case "":
		return automa.NoSide
	}
	return automa.Player
}

// newSolo sets up the solitary parts of a game: the level, the decks, the
// guard board beside the player's crew, the first player marker with the
// guards and round 1's guard cards still to deal (core rulebook, "Solitary
// Mode – Setup", steps 3 to 7).
func (g *Game) newSolo(setup SetupEntry) error {
	cfg := setup.soloConfig()
	if err := cfg.Check(); err != nil {
		return err
	}
	s := &SoloState{Config: cfg, Decks: setup.Decks}
	if s.Decks == NoDeckMode {
		s.Decks = TableDecks
	}
	if s.Decks == AppDecks {
		box, err := automa.NewCards(cfg, setup.GuardCards)
		if err != nil {
			return err
		}
		s.Box = box
	}
	round, _, err := automa.NewRound(cfg, 1, automa.Guards)
	if err != nil {
		return err
	}
	s.Round = round
	g.Solo = s
	g.Box.Solo = true
	g.FirstPlayer = rules.Guards
	g.Crews = append(g.Crews, CrewState{Name: rules.Guards, Board: cfg.GuardBoard()})
	g.Supply.Power -= cfg.GuardBoard().Power
	return nil
}

// soloConfig is how the setup plays the guards: the edition, the level,
// the advanced setup, and Breakout with its location card.
func (s *SetupEntry) soloConfig() automa.Config {
	return automa.Config{Edition: s.Edition, Difficulty: s.Difficulty, Advanced: s.Advanced, Breakout: s.Breakout, BreakoutCard: s.LocationCard}
}

// nextSoloRound starts a round's guard cards: both decks are whole and
// reshuffled (core rulebook, "Solitary Mode – Patrol Phase, Reshuffle
// Decks"), the guard cards still to deal.
func (g *Game) nextSoloRound() error {
	s := g.Solo
	r, _, err := automa.NewRound(s.Config, g.Round, sideOf(g.FirstPlayer))
	if err != nil {
		return err
	}
	s.Round, s.Library, s.GuardsDrawn, s.LocationsDrawn = r, nil, 0, 0
	return nil
}

// dealt returns the round's decks as the app dealt them from the game's
// seed, with the cards drawn so far drawn again (AppDecks).
func (g *Game) dealt() automa.Decks {
	s := g.Solo
	// Round 1's cards are dealt as the setup ends.
	d := s.Box.Deal(g.Seed, max(g.Round, 1))
	for range s.GuardsDrawn {
		d.DrawGuard()
	}
	for range s.LocationsDrawn {
		d.DrawLocation()
	}
	return d
}

// checkDrawnGuard checks a guard card drawn in a game whose decks the app
// runs: it must be the next card of the dealt guard deck.
func (g *Game) checkDrawnGuard(c rules.GuardCard, rule rules.Source) error {
	if g.Solo.Decks != AppDecks {
		return nil
	}
	d := g.dealt()
	want, ok := d.DrawGuard()
	if !ok || c != want {
		return &rules.RuleError{Err: ErrDecks, Rule: rule, Problem: fmt.Sprintf("the guard card drawn is %s, but the app's guard deck gives %s next", c, want), Allowed: fmt.Sprintf("the card the app draws (%s)", hint(terms.HintSoloAudit)),
			ProblemKey: "refusal.tracker.app-guard-card", ProblemArgs: []any{c, want}, AllowedKey: "refusal.tracker.app-draws", AllowedArgs: []any{hint(terms.HintSoloAudit)}}
	}
	g.Solo.GuardsDrawn++
	return nil
}

// checkDrawnLocation is checkDrawnGuard for the location deck.
func (g *Game) checkDrawnLocation(c rules.LocationCard) error {
	if g.Solo.Decks != AppDecks {
		return nil
	}
	d := g.dealt()
	want, ok := d.DrawLocation()
	if !ok || c != want {
		return &rules.RuleError{Err: ErrDecks, Rule: srcSoloRollCall, Problem: fmt.Sprintf("the location card drawn is %s, but the app's location deck gives %s next", c, want), Allowed: fmt.Sprintf("the card the app draws (%s)", hint(terms.HintSoloAudit)),
			ProblemKey: "refusal.tracker.app-location-card", ProblemArgs: []any{c, want}, AllowedKey: "refusal.tracker.app-draws", AllowedArgs: []any{hint(terms.HintSoloAudit)}}
	}
	g.Solo.LocationsDrawn++
	return nil
}

// soloTurnTaken records a player's Roll Call turn with the guards' round:
// the phase ends at once when the player has no token left or passed (no
// last guard turn), else the guards take the next turn.
func (g *Game) soloTurnTaken(passed bool) error {
	p := g.player()
	left := len(g.Crews[p].Tokens)
	if passed && g.Breakout != nil && g.Breakout.LegendTokens[p] != rules.NoToken {
		left++ // the token the pass laid on the legend card was still home
	}
	if _, err := g.Solo.Round.PlayerTurn(left, passed); err != nil {
		return err
	}
	g.soloNextTurn()
	return nil
}

// soloNextTurn gives the Roll Call turn to the side the round says, or
// begins the Lights Out phase when the Roll Call phase is over.
func (g *Game) soloNextTurn() {
	r := &g.Solo.Round
	switch r.Next() {
	case automa.Guards:
		g.RollCall.Turn = rules.Guards
	case automa.Player:
		g.RollCall.Turn = g.Crews[g.player()].Name
	default:
		if r.Stage() == automa.LightsOut || r.Stage() == automa.Done {
			g.RollCall = RollCallState{}
			g.Phase = PhaseLightsOut
			g.reachLocation(rules.ExerciseYard)
		}
	}
}

// guardsWaiting returns the guard card the Lights Out phase must turn up
// or bring at the location it has reached before it can settle there.
func (g *Game) guardsWaiting() (automa.Want, bool) {
	if !g.solo() || g.Phase != PhaseLightsOut {
		return automa.Want{}, false
	}
	w := g.Solo.Round.Wants()
	if w.Kind != automa.WantTurnUp && w.Kind != automa.WantBring {
		return automa.Want{}, false
	}
	// The legend card's guard card is turned up when the phase reaches the
	// legend card, after the Library (Breakout rulebook, "Solitary Mode –
	// Roll Call Phase"; automa.Round.Wants turns it up last).
	if w.Legend == g.LightsOut.Legend && (w.Legend || w.Location == g.LightsOut.Next) {
		return w, true
	}
	return automa.Want{}, false
}

// guardStrengths appends the strengths of the guard cards at the location
// the Lights Out phase resolves: those of its face-up cards, or at the
// Library those that straggled there.
func (g *Game) guardStrengths(dst []int, loc rules.Location) []int {
	if loc == rules.Library {
		return append(dst, g.Solo.Library...)
	}
	return g.Solo.Round.AppendStrengths(dst, loc)
}

// guardsBoard returns what the guards' decisions read: the guard board,
// the supply, the goon spaces, the item display and the guards' reserved
// items with their printed values, and the first player marker.
func (g *Game) guardsBoard() (automa.Board, error) {
	gi := g.crewIndex(rules.Guards)
	b := automa.Board{Guards: g.Crews[gi].Board, Supply: g.Supply, Goons: g.goonSpaces(), Marker: sideOf(g.FirstPlayer)}
	item := func(name string) (automa.Item, error) {
		if name == "" {
			return automa.Item{}, nil
		}
		c, err := g.cardValues(catalog.ItemCard, name, catalog.FieldReputation, catalog.FieldCost)
		if err != nil {
			return automa.Item{}, err
		}
		return automa.Item{Name: c.Name, Reputation: c.Reputation.Value, Cost: c.Cost.Value}, nil
	}
	b.Display = make([]automa.Item, len(g.Display))
	for i, name := range g.Display {
		it, err := item(name)
		if err != nil {
			return b, err
		}
		b.Display[i] = it
	}
	for _, name := range g.Crews[gi].Reserved {
		it, err := item(name)
		if err != nil {
			return b, err
		}
		b.Reserved = append(b.Reserved, it)
	}
	return b, nil
}

// guardsDue returns the guards' reward at the location being resolved when
// it is theirs to collect now: a reward of their own rules, not collected
// yet, with every crew ranked above them done.
func (g *Game) guardsDue(res *rules.Resolution) (rules.Reward, bool) {
	lo := &g.LightsOut
	if !g.solo() || !rules.GuardsChoose(lo.Next) || slices.Contains(lo.Chosen, rules.Guards) {
		return rules.Reward{}, false
	}
	rw, ok := res.RewardOf(rules.Guards)
	if !ok || rw.Declined {
		return rules.Reward{}, false
	}
	for _, above := range res.Rewards() {
		if above.Name == rules.Guards {
			break
		}
		if !above.Declined && !slices.Contains(lo.Chosen, above.Name) && !slices.Contains(lo.Declines, above.Name) &&
			(!g.rulesAt(8) || g.canChoose(above)) {
			// A crew above that cannot choose takes nothing (since
			// version 8): the guards do not wait for it.
			return rules.Reward{}, false
		}
	}
	return rw, true
}

// guardsDecide asks the automa what the guards do with their reward at the
// location being resolved, with the entry that records it.
func (g *Game) guardsDecide(res *rules.Resolution) (automa.Decision, *GuardsEntry, error) {
	b, err := g.guardsBoard()
	if err != nil {
		return automa.Decision{}, nil, err
	}
	d, err := automa.Decide(res, &b)
	if err != nil {
		return d, nil, err
	}
	e := &GuardsEntry{Location: res.Location, Action: d.Action.String(), Gain: d.Gain, Pay: d.Pay}
	switch d.Action {
	case automa.Seize:
		for _, loc := range d.Goons() {
			e.Cards = append(e.Cards, g.Locations[loc].Goon)
		}
	case automa.Craft, automa.Reserve:
		if d.FromReserve {
			e.Cards = []string{b.Reserved[d.Item].Name}
		} else {
			e.Cards = []string{b.Display[d.Item].Name}
		}
	}
	return d, e, nil
}

// expectSolo works out what a solitary game waits for when it is the
// guards' part: the deal, a guard turn, a guard card of the Lights Out
// phase, the guards' own reward; false when it is not.
func (g *Game) expectSolo(x *Expectation) bool {
	s := g.Solo
	x.AppDecks = s.Decks == AppDecks
	switch {
	case g.Phase == PhaseSetup || (g.Phase == PhaseRollCall && s.Round.Stage() == automa.Dealing):
		x.Kind = ExpectGuardDeal
		e := &GuardDealEntry{}
		if x.AppDecks {
			d := g.dealt()
			for range g.guardsDealt() {
				c, _ := d.DrawGuard()
				e.Cards = append(e.Cards, c)
			}
		}
		x.auto = Auto{Payload: e, Reason: AutoGuardDeal}
		return true
	case g.Phase == PhaseRollCall && g.RollCall.Turn == rules.Guards:
		x.Kind, x.Crew, x.FaceDown, x.LegendDown = ExpectGuardTurn, rules.Guards, g.faceDownGuards(), g.legendGuardDown()
		if x.AppDecks && (len(x.FaceDown) == 0 || !x.LegendDown) && len(x.FaceDown) <= 1 {
			reveal := rules.NoLocation
			if len(x.FaceDown) == 1 {
				reveal = x.FaceDown[0]
			}
			if e, err := g.appGuardTurn(reveal, x.LegendDown); err == nil {
				x.auto = Auto{Payload: e, Reason: AutoGuardTurn, Location: reveal, Legend: x.LegendDown}
			}
		}
		return true
	case g.Phase == PhaseLightsOut:
		if w, ok := g.guardsWaiting(); ok {
			x.Kind, x.Location, x.Brought, x.LegendGuard = ExpectGuardCard, w.Location, w.Kind == automa.WantBring, w.Legend
			e := &GuardCardEntry{Location: w.Location, Brought: x.Brought, Legend: w.Legend}
			if w.Legend {
				x.Legend = g.Breakout.Legend
			}
			switch {
			case x.Brought && x.AppDecks:
				d := g.dealt()
				e.Card, _ = d.DrawGuard()
			case w.Legend && x.AppDecks:
				c, _ := g.Solo.Round.Legend()
				e.Card = c.GuardCard
			case !x.Brought && x.AppDecks:
				e.Card = g.faceDownValues(w.Location)
			case !x.Brought:
				return true // the player reads the card
			}
			x.auto = Auto{Payload: e, Reason: AutoGuardCard, Location: w.Location}
			return true
		}
		var res rules.Resolution
		if err := g.resolveInto(&res); err != nil {
			return false
		}
		if _, ok := g.guardsDue(&res); !ok {
			return false
		}
		if _, e, err := g.guardsDecide(&res); err == nil {
			x.Kind, x.Location, x.Crew = ExpectGuards, g.LightsOut.Next, rules.Guards
			x.auto = Auto{Payload: e, Reason: AutoGuardsRules, Location: g.LightsOut.Next}
			return true
		}
	}
	return false
}

// guardsAt reports whether guard cards lie at the location: in a solitary
// game the guards are there too, though no crew token is.
func (g *Game) guardsAt(loc rules.Location) bool {
	if !g.solo() {
		return false
	}
	for _, c := range g.Solo.Round.Cards() {
		if c.Location == loc {
			return true
		}
	}
	return false
}

// faceDownGuards returns the locations of the face-down guard cards, from
// the Exercise Yard on.
func (g *Game) faceDownGuards() []rules.Location {
	var out []rules.Location
	for _, c := range g.Solo.Round.Cards() {
		if !c.FaceUp && !slices.Contains(out, c.Location) {
			out = append(out, c.Location)
		}
	}
	slices.Sort(out)
	return out
}

// legendGuardDown reports whether the guard card on the legend card lies
// face down, so that a guard turn or Atlas of Hideouts may turn it up like
// any face-down guard card (core rulebook, "Solitary Mode – Roll Call
// Phase"; ruling bo-solo-legend-card); before log version 8 it stayed face
// down until the legend card resolved.
func (g *Game) legendGuardDown() bool {
	c, ok := g.Solo.Round.Legend()
	return ok && !c.FaceUp && g.rulesAt(8)
}

// faceDownValues returns the values of the first face-down guard card at a
// location, as the round knows them (the app dealt it); zero at a table.
func (g *Game) faceDownValues(loc rules.Location) rules.GuardCard {
	for _, c := range g.Solo.Round.Cards() {
		if !c.FaceUp && c.Location == loc {
			return c.GuardCard
		}
	}
	return rules.GuardCard{}
}

// GuardTurn returns the guard turn of a game whose decks the app runs, once
// the player has chosen the face-down guard card to turn up (NoLocation when
// none is face down, or legend for the one on the legend card): the app
// turns up that card and draws the location card, and the guard card it
// sends, from its decks.
func (g Game) GuardTurn(reveal rules.Location, legend bool) (*GuardTurnEntry, error) {
	if !g.solo() || g.Solo.Decks != AppDecks {
		return nil, &rules.RuleError{Err: ErrDecks, Rule: srcSoloRollCall, Problem: "the app draws the guards' cards only in a solitary game whose decks are the app's", Allowed: "the cards you drew at the table",
			ProblemKey: "refusal.tracker.app-draws-solo", AllowedKey: "refusal.tracker.cards-you-drew"}
	}
	return g.appGuardTurn(reveal, legend)
}

func (g *Game) appGuardTurn(reveal rules.Location, legend bool) (*GuardTurnEntry, error) {
	e := &GuardTurnEntry{Reveal: reveal, Legend: legend}
	if legend {
		c, _ := g.Solo.Round.Legend()
		e.Revealed = c.GuardCard
	}
	if reveal != rules.NoLocation {
		if !slices.Contains(g.faceDownGuards(), reveal) {
			return nil, &rules.RuleError{Err: automa.ErrTurn, Rule: srcSoloRollCall, Location: reveal, Problem: fmt.Sprintf("no guard card lies face down at the %s", reveal), Allowed: joinOr(locationSlugs(g.faceDownGuards())),
				ProblemKey: "refusal.tracker.no-face-down-guard", ProblemArgs: []any{reveal}, AllowedKey: typed, AllowedArgs: []any{joinOr(locationSlugs(g.faceDownGuards()))}}
		}
		e.Revealed = g.faceDownValues(reveal)
	}
	d := g.dealt()
	var ok bool
	if e.Drawn, ok = d.DrawLocation(); !ok {
		return nil, &rules.RuleError{Err: ErrDecks, Rule: srcSoloRollCall, Problem: "the location deck is empty",
			ProblemKey: "refusal.tracker.location-deck-empty"}
	}
	if e.Drawn != rules.OffDuty {
		e.Placed, _ = d.DrawGuard()
	}
	return e, nil
}

func locationSlugs(locs []rules.Location) []string {
	out := make([]string, len(locs))
	for i, l := range locs {
		out[i] = l.Slug()
	}
	return out
}

// ParseGuardCard reads a guard card's printed values as a player types
// them: its colour and strength, and "special" for the special card, with
// colons or spaces between ("blue:3", "red 2 special").
func ParseGuardCard(s string) (rules.GuardCard, error) {
	f := strings.FieldsFunc(s, func(r rune) bool { return r == ':' || r == ' ' || r == ',' })
	if len(f) < 2 || len(f) > 3 {
		return rules.GuardCard{}, fmt.Errorf("%q is not a guard card: write its colour and strength, and special for the special card (blue:3, red:2:special)", s)
	}
	colour, err := rules.ParseColour(f[0])
	if err != nil {
		return rules.GuardCard{}, err
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 0 || n > rules.MaxStrength {
		return rules.GuardCard{}, fmt.Errorf("%q is not a guard card's strength (0 to %d)", f[1], rules.MaxStrength)
	}
	c := rules.GuardCard{Colour: colour, Strength: n}
	if len(f) == 3 {
		if !strings.EqualFold(f[2], "special") {
			return rules.GuardCard{}, fmt.Errorf("%q after the strength: only \"special\" may follow it", f[2])
		}
		c.Special = true
	}
	return c, nil
}
