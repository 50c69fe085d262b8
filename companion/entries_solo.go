package companion

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The entries of solitary mode (log version 5): the guard cards dealt at the
// start of each Roll Call phase, each guard turn, each guard card turned up
// or brought in the Lights Out phase, and the guards' own choices at the
// Commissary, the Chow Hall and the Cell Block. Every card carries the
// values it shows: the zero rules.GuardCard is a card dealt face down at a
// real table, whose values nobody knows yet.

// GuardDealEntry records the seven guard cards dealt face down at locations
// 1 to 7 at the start of the Roll Call phase (core rulebook, "Solitary Mode
// – Roll Call Phase"), and with Breakout an eighth face down on the legend
// card (Breakout rulebook, "Solitary Mode – Roll Call Phase"). Cards holds
// the cards' values when the app deals them, and is empty at a real table.
type GuardDealEntry struct {
	Cards []rules.GuardCard `json:"cards,omitempty"`
}

// Kind returns EntryGuardDeal.
func (*GuardDealEntry) Kind() EntryKind { return EntryGuardDeal }

func (d *GuardDealEntry) checkVersion(v int) error {
	if v < 7 && len(d.Cards) == 8 {
		return errors.New("the eighth guard card, on the legend card, was added in version 7")
	}
	return nil
}

func (d *GuardDealEntry) check() error {
	if len(d.Cards) != 0 && len(d.Cards) != 7 && len(d.Cards) != 8 {
		return fmt.Errorf("guard deal: %d cards; seven are dealt, one at each of locations 1 to 7, and an eighth on the legend card with Breakout (or none named at a real table)", len(d.Cards))
	}
	for _, c := range d.Cards {
		if !c.Known() {
			return errors.New("guard deal: a card without values; name all seven or none")
		}
	}
	return nil
}

func (d *GuardDealEntry) describe() string {
	if len(d.Cards) == 8 {
		return "a guard card is dealt face down at each of locations 1 to 7, and one on the legend card"
	}
	return "a guard card is dealt face down at each of locations 1 to 7"
}

// guardsDealt is how many guard cards the deal of each round lays: one at
// each of locations 1 to 7, and with Breakout one on the legend card.
func (g *Game) guardsDealt() int {
	if g.Solo.Config.Breakout {
		return 8
	}
	return 7
}

// play deals the cards; the first deal of the game starts round 1.
func (d *GuardDealEntry) play(g *Game) error {
	if !g.solo() {
		return notSolo(EntryGuardDeal)
	}
	if g.Phase == PhaseSetup {
		if missing := g.SetupMissing(); len(missing) > 0 {
			return &rules.RuleError{Err: ErrSetupIncomplete, Rule: srcGameSetup, Problem: "the setup is not complete: it still needs " + joinAnd(missing),
				ProblemKey: "refusal.tracker.setup-incomplete", ProblemArgs: []any{g.setupMissingWords()}}
		}
		g.Round, g.Phase = 1, PhaseRollCall
	}
	if (g.Solo.Decks == AppDecks) != (len(d.Cards) > 0) {
		return deckModeError(g.Solo.Decks, phrase("refusal.tracker.guard-cards-dealt"))
	}
	n := g.guardsDealt()
	if len(d.Cards) > 0 && len(d.Cards) != n {
		allowed, allowedKey := "7: one at each of locations 1 to 7", "refusal.tracker.deal-seven"
		if n == 8 {
			allowed, allowedKey = "8: one at each of locations 1 to 7, and one on the legend card (Breakout)", "refusal.tracker.deal-eight"
		}
		return &rules.RuleError{Err: ErrDecks, Rule: srcSoloRollCall, Problem: fmt.Sprintf("the deal names %d guard cards", len(d.Cards)), Allowed: allowed,
			ProblemKey: "refusal.tracker.deal-count", ProblemArgs: []any{len(d.Cards)}, AllowedKey: allowedKey}
	}
	for i := range n {
		var c rules.GuardCard
		if len(d.Cards) > 0 {
			c = d.Cards[i]
			if err := g.checkDrawnGuard(c, srcSoloRollCall); err != nil {
				return err
			}
		}
		if _, err := g.Solo.Round.Deal(c); err != nil {
			return err
		}
	}
	g.soloNextTurn()
	return nil
}

// deckModeError refuses card values that the way the decks are run does
// not give: values of a card dealt face down at a real table, or a card the
// app draws without its values.
func deckModeError(m DeckMode, what rules.Phrase) error {
	if m == AppDecks {
		return &rules.RuleError{Err: ErrDecks, Rule: srcSoloRollCall, Problem: what.String() + " must carry the values the app drew: this game's decks are the app's", Allowed: "the entry lockup makes for the app's decks",
			ProblemKey: "refusal.tracker.app-values", ProblemArgs: []any{what}, AllowedKey: "refusal.tracker.app-entry"}
	}
	return &rules.RuleError{Err: ErrDecks, Rule: srcSoloRollCall, Problem: what.String() + " lie face down at the table: nobody knows their values yet", Allowed: "no values",
		ProblemKey: "refusal.tracker.face-down-values", ProblemArgs: []any{what}, AllowedKey: "refusal.tracker.no-values"}
}

func notSolo(k EntryKind) error {
	return &rules.RuleError{Err: ErrWrongPhase, Rule: srcSolitary, Problem: fmt.Sprintf("%s entries belong to solitary games; this game has %s", k, "several crews"), Allowed: "the crews' own entries",
		ProblemKey: "refusal.tracker.solo-only", ProblemArgs: []any{k.String()}, AllowedKey: "refusal.tracker.crews-own-entries"}
}

// GuardTurnEntry records a guard turn of the Roll Call phase (core
// rulebook, "Solitary Mode – Roll Call Phase"): the face-down guard card the
// player turned up, and its values; the location card drawn; the guard card
// that location card sent there face up, if any.
type GuardTurnEntry struct {
	// Reveal is the location of the guard card turned up; none when no
	// card was face down (ruling solo-no-face-down).
	Reveal rules.Location `json:"reveal,omitzero"`
	// Legend is true when the card turned up is the one face down on the
	// legend card (Breakout; log version 8): Reveal is then left out.
	Legend   bool            `json:"legend,omitempty"`
	Revealed rules.GuardCard `json:"revealed,omitzero"`
	// Drawn is the location card turned up.
	Drawn rules.LocationCard `json:"drawn"`
	// Placed is the guard card placed face up at Drawn's location; zero for
	// Off Duty and when the guard deck is empty (ruling
	// solo-empty-guard-deck).
	Placed rules.GuardCard `json:"placed,omitzero"`
}

// Kind returns EntryGuardTurn.
func (*GuardTurnEntry) Kind() EntryKind { return EntryGuardTurn }

func (t *GuardTurnEntry) actingCrew() string { return rules.Guards }

func (t *GuardTurnEntry) check() error {
	if t.Drawn == rules.NoLocationCard {
		return errors.New("guard turn: no location card drawn")
	}
	if t.Legend && t.Reveal != rules.NoLocation {
		return errors.New("guard turn: one card is turned up, at a location or on the legend card, not both")
	}
	if t.Reveal == rules.NoLocation && !t.Legend && t.Revealed.Known() {
		return errors.New("guard turn: a card's values but no location it was turned up at")
	}
	if t.Reveal == rules.Library {
		return errors.New("guard turn: guard cards never lie at the Library during the Roll Call phase")
	}
	return nil
}

func (t *GuardTurnEntry) describe() string {
	var b strings.Builder
	b.WriteString("guard turn: ")
	if t.Reveal != rules.NoLocation || t.Legend {
		if t.Legend {
			b.WriteString("the guard card on the legend card is turned up")
		} else {
			fmt.Fprintf(&b, "the guard card at the %s is turned up", t.Reveal)
		}
		if t.Revealed.Known() {
			fmt.Fprintf(&b, " (%s)", t.Revealed)
		}
		b.WriteString("; ")
	}
	fmt.Fprintf(&b, "the location card is %s", t.Drawn)
	switch {
	case t.Placed.Known():
		fmt.Fprintf(&b, ": %s goes face up to the %s", t.Placed, t.Drawn)
	case t.Drawn == rules.OffDuty:
		b.WriteString(": no guard card moves")
	default:
		b.WriteString(": the guard deck is empty, no guard card moves")
	}
	return b.String()
}

func (t *GuardTurnEntry) checkVersion(v int) error {
	if v < 8 && t.Legend {
		return errors.New("a guard turn turning up the legend card's guard card (\"legend\") was added in version 8")
	}
	return nil
}

// play plays the turn on the round, the cards drawn checked against the
// app's decks when it runs them.
func (t *GuardTurnEntry) play(g *Game) error {
	if !g.solo() {
		return notSolo(EntryGuardTurn)
	}
	if g.Phase != PhaseRollCall || g.RollCall.Turn != rules.Guards {
		return &rules.RuleError{Err: ErrNotYourTurn, Rule: srcSoloRollCall, Crew: rules.Guards, Problem: fmt.Sprintf("it is not the guards' turn; the game is in %s", g.whereNow()), Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.not-guards-turn", ProblemArgs: []any{g.whereNowWords()}, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	if err := g.checkDrawnLocation(t.Drawn); err != nil {
		return err
	}
	if t.Placed.Known() {
		if err := g.checkDrawnGuard(t.Placed, srcSoloRollCall); err != nil {
			return err
		}
	}
	// Since log version 8 the legend card's guard card is a face-down guard
	// card like the others (ruling bo-solo-legend-card).
	if _, err := g.Solo.Round.GuardTurn(automa.GuardTurn{Reveal: t.Reveal, Legend: t.Legend, KeepLegendDown: !g.rulesAt(8), Revealed: t.Revealed, Drawn: t.Drawn, Placed: t.Placed}); err != nil {
		return err
	}
	g.soloNextTurn()
	return nil
}

// GuardCardEntry records a guard card of the Lights Out phase: a face-down
// card turned up as the phase reaches its location, with its values, or the
// top card of the guard deck that the special card brings there face down
// (core rulebook, "Solitary Mode – Difficulty Levels", p. 19).
type GuardCardEntry struct {
	// Location is where the card lies; none for the legend card's.
	Location rules.Location  `json:"location,omitzero"`
	Card     rules.GuardCard `json:"card,omitzero"`
	// Brought is true for the card the special card brings.
	Brought bool `json:"brought,omitzero"`
	// Legend is true for the guard card on the legend card, turned up after
	// the Library (Breakout rulebook, "Solitary Mode – Roll Call Phase";
	// log version 6).
	Legend bool `json:"legend,omitzero"`
}

// Kind returns EntryGuardCard.
func (*GuardCardEntry) Kind() EntryKind { return EntryGuardCard }

func (c *GuardCardEntry) checkVersion(v int) error {
	if v < 7 && c.Legend {
		return errors.New("a guard card entry's \"legend\" was added in version 7")
	}
	return nil
}

func (c *GuardCardEntry) check() error {
	if c.Legend {
		if c.Location != rules.NoLocation || c.Brought {
			return errors.New("guard card: the legend card's guard card lies at no location, and the special card brings none there")
		}
		return nil
	}
	if c.Location < rules.ExerciseYard || c.Location > rules.CellBlock {
		return errors.New("guard card: no location of the guard cards (exercise-yard to cell-block)")
	}
	return nil
}

func (c *GuardCardEntry) describe() string {
	if c.Legend {
		return fmt.Sprintf("the guard card on the legend card is turned up: %s", c.Card)
	}
	if c.Brought {
		return fmt.Sprintf("the special guard card brings the top guard card face down to the %s", c.Location)
	}
	return fmt.Sprintf("the guard card at the %s is turned up: %s", c.Location, c.Card)
}

// play turns up or brings the card the round waits for at the location the
// phase has reached.
func (c *GuardCardEntry) play(g *Game) error {
	if !g.solo() {
		return notSolo(EntryGuardCard)
	}
	w, ok := g.guardsWaiting()
	if !ok || w.Location != c.Location || w.Legend != c.Legend || (w.Kind == automa.WantBring) != c.Brought {
		what, where := "turned up", "at the "+c.Location.String()
		key, whereArg := "refusal.tracker.no-guard-card-waits", any(c.Location)
		if c.Brought {
			what = "brought"
			key = "refusal.tracker.no-guard-card-brought"
		}
		if c.Legend {
			where = "on the legend card"
			key += "-legend"
			whereArg = nil
		}
		args := []any{whereArg, g.whereNowWords()}
		if whereArg == nil {
			args = args[1:]
		}
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcSoloLightsOut, Location: c.Location, Problem: fmt.Sprintf("no guard card waits to be %s %s now; the game is in %s", what, where, g.whereNow()), Allowed: g.Expect().Answer(),
			ProblemKey: key, ProblemArgs: args, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	if c.Brought {
		if (g.Solo.Decks == AppDecks) != c.Card.Known() {
			return deckModeError(g.Solo.Decks, phrase("refusal.tracker.card-brought"))
		}
		if c.Card.Known() {
			if err := g.checkDrawnGuard(c.Card, srcSoloLevels); err != nil {
				return err
			}
		}
		return g.Solo.Round.Bring(c.Card)
	}
	_, err := g.Solo.Round.TurnUp(c.Card)
	return err
}

// GuardsEntry records what the guards do with their reward at the
// Commissary, the Chow Hall or the Cell Block, by their own rules (core
// rulebook, "Solitary Mode – Lights Out Phase"): what package automa
// decides, written out so that the log reads on its own. A replay decides
// again and refuses an entry that says otherwise. The icons of the cards
// they seize or craft then resolve by the guards' rules ("Solitary Mode –
// Special Effects").
type GuardsEntry struct {
	Location rules.Location `json:"location"`
	// Action is automa.Action's name: take, seize, craft, reserve or
	// nothing.
	Action string `json:"action"`
	// Cards are the goons seized, or the item crafted or reserved.
	Cards []string `json:"cards,omitempty"`
	// Gain and Pay are the cubes taken from the supply and paid to it.
	Gain rules.Resources `json:"gain,omitzero"`
	Pay  rules.Resources `json:"pay,omitzero"`
}

// Kind returns EntryGuards.
func (*GuardsEntry) Kind() EntryKind { return EntryGuards }

func (e *GuardsEntry) actingCrew() string { return rules.Guards }

func (e *GuardsEntry) check() error {
	if !rules.GuardsChoose(e.Location) {
		return errors.New("guards: the guards follow their own rules at the Commissary, the Chow Hall and the Cell Block only")
	}
	if e.Action == "" {
		return errors.New("guards: no action")
	}
	if err := checkCubes(e.Gain, e.Pay); err != nil {
		return fmt.Errorf("guards: %w", err)
	}
	return checkCardNames("guards", e.Cards)
}

func (e *GuardsEntry) describe() string {
	at := " at the " + e.Location.String()
	switch e.Action {
	case automa.Take.String():
		return "the guards take " + describeCubes(e.Gain) + at
	case automa.Seize.String():
		return "the guards seize " + joinAnd(e.Cards) + at
	case automa.Craft.String():
		return "the guards craft " + joinAnd(e.Cards) + at + gainSpend(rules.Resources{}, e.Pay)
	case automa.Reserve.String():
		return "the guards reserve " + joinAnd(e.Cards) + at
	}
	return "the guards do nothing" + at
}

// play decides for the guards again and carries the decision out: the
// cube taken, the goons seized for free, the item crafted (paid, its
// reputation scored) or reserved for free, then the icons of the cards
// gained.
func (e *GuardsEntry) play(g *Game) error {
	if !g.solo() {
		return notSolo(EntryGuards)
	}
	if g.Phase != PhaseLightsOut || e.Location != g.LightsOut.Next {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcSoloLightsOut, Crew: rules.Guards, Location: e.Location, Problem: fmt.Sprintf("the game is in %s", g.whereNow()), Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.game-is-in", ProblemArgs: []any{g.whereNowWords()}, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	var res rules.Resolution
	settled, err := g.settle(&res)
	if err != nil {
		return err
	}
	if !settled {
		if err := g.resolveInto(&res); err != nil {
			return err
		}
	}
	rw, ok := g.guardsDue(&res)
	if !ok {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcSoloLightsOut, Crew: rules.Guards, Location: e.Location, Problem: "the guards have no reward to collect here now", Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.guards-no-reward", AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	d, want, err := g.guardsDecide(&res)
	if err != nil {
		return err
	}
	if !slices.Equal(want.Cards, e.Cards) || want.Action != e.Action || want.Gain != e.Gain || want.Pay != e.Pay {
		return &input.InputError{Field: "guards", Problem: fmt.Sprintf("the entry says %q, but the guards' rules decide %q", e.describe(), want.describe()), Allowed: want.describe()}
	}
	gi := g.crewIndex(rules.Guards)
	g.collectBandit(gi, rw)
	g.LightsOut.Chosen = append(g.LightsOut.Chosen, rules.Guards)
	if d.Straggle && g.rulesAt(8) {
		// Nothing to craft or reserve: no reward collected, so the guard
		// cards straggle to the Library (ruling solo-cell-block-nothing;
		// before version 8 they went back).
		g.LightsOut.Nothing = append(g.LightsOut.Nothing, rules.Guards)
	}
	g.traceGuards(&d)
	cr := &g.Crews[gi]
	// The cubes as the automa carries them out (automa.Decision.Cubes);
	// the cards below, by name, where the tracker keeps them.
	d.Cubes(&cr.Board, &g.Supply)
	switch d.Action {
	case automa.Seize:
		var gained []catalog.Card
		for _, loc := range d.Goons() {
			name := g.Locations[loc].Goon
			c, err := g.cardValues(catalog.GoonCard, name, catalog.FieldValuables, catalog.FieldEffects)
			if err == nil {
				err = g.checkCardEffects(c)
			}
			if err != nil {
				return err
			}
			g.Locations[loc].Goon = ""
			if g.isShapeshifter(c) {
				// Seized, it is discarded and draws three goons, of
				// which the guards keep one (ruling bo-solo-shapeshifter).
				g.shapeshift(rules.Guards, e.Location, name)
				continue
			}
			cr.Goons = append(cr.Goons, name)
			gained = append(gained, c)
		}
		return g.gainEffects(rules.Guards, e.Location, gained...)
	case automa.Craft:
		name := e.Cards[0]
		c, err := g.cardValues(catalog.ItemCard, name, catalog.FieldValuables, catalog.FieldEffects)
		if err == nil {
			err = g.checkCardEffects(c)
		}
		if err != nil {
			return err
		}
		if d.FromReserve {
			takeFold(&cr.Reserved, name, false)
		} else {
			takeFold(&g.Display, name, true)
		}
		cr.Items = append(cr.Items, name)
		return g.gainEffects(rules.Guards, e.Location, c)
	case automa.Reserve:
		cr.Reserved = append(cr.Reserved, takeFold(&g.Display, e.Cards[0], true))
	}
	return nil
}

// atlasOfHideouts is the tome that, in a solitary game, turns up a
// face-down guard card instead of looking at a crew token.
const atlasOfHideouts = "Atlas of Hideouts"

// playAtlas turns up the face-down guard card that Atlas of Hideouts names
// in a solitary game's Roll Call phase (core rulebook, "Solitary Mode – Roll
// Call Phase", note: any one face-down guard card), the legend card's
// included (Breakout; ruling bo-solo-legend-card): Target is its location,
// or "legend". Elsewhere, and in entries before log version 8, the tome is
// only recorded, and a guard card's values are refused.
func (g *Game) playAtlas(t *TomePlayedEntry) error {
	rule := rules.Source{Book: rules.CoreRulebook, Section: "Solitary Mode – Roll Call Phase"}
	atlas := g.solo() && strings.EqualFold(t.Card, atlasOfHideouts) && g.rulesAt(8)
	if !atlas || (g.Phase != PhaseRollCall && t.Target == "") {
		if t.Revealed.Known() {
			return &rules.RuleError{Err: ErrNoReward, Rule: rule, Crew: t.Crew, Problem: "a guard card's values, but no face-down guard card is turned up: only Atlas of Hideouts in a solitary game's Roll Call phase turns one up", Allowed: "no values",
				ProblemKey: "refusal.tracker.values-no-atlas", AllowedKey: "refusal.tracker.no-values"}
		}
		return nil
	}
	if g.Phase != PhaseRollCall {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: rule, Crew: t.Crew, Problem: "Atlas of Hideouts turns up a face-down guard card in the Roll Call phase, while the guards' cards are being placed", Allowed: fmt.Sprintf("%s without a guard card", hint(terms.HintTomePlay, t.Crew, t.Card)),
			ProblemKey: "refusal.tracker.atlas-roll-call", AllowedKey: "refusal.tracker.without-guard-card", AllowedArgs: []any{hint(terms.HintTomePlay, t.Crew, t.Card)}}
	}
	down := locationSlugs(g.faceDownGuards())
	if g.legendGuardDown() {
		down = append(down, "legend")
	}
	legend := strings.EqualFold(strings.TrimSpace(t.Target), "legend")
	loc := rules.NoLocation
	if !legend {
		var err error
		if loc, err = MatchLocation(t.Target); err != nil || t.Target == "" {
			return &rules.RuleError{Err: automa.ErrTurn, Rule: rule, Crew: t.Crew, Problem: fmt.Sprintf("Atlas of Hideouts turns up one face-down guard card; %q is not one", t.Target), Allowed: joinOr(down),
				ProblemKey: "refusal.tracker.atlas-target", ProblemArgs: []any{t.Target}, AllowedKey: typed, AllowedArgs: []any{joinOr(down)}}
		}
	}
	if _, err := g.Solo.Round.Atlas(loc, legend, t.Revealed); err != nil {
		return err
	}
	return nil
}

func (t *TomePlayedEntry) checkVersion(v int) error {
	if v < 8 && t.Revealed.Known() {
		return errors.New("the guard card Atlas of Hideouts turns up (\"revealed\") was added in version 8")
	}
	if v < 8 && t.TextAllows {
		return errors.New("a tome-played entry's \"text_allows\" was added in version 8")
	}
	return nil
}
