package companion

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
)

// ExpectKind is what a game waits for next (see Game.Expect).
type ExpectKind int

// The things a game can wait for, in the order Expect looks for them.
const (
	NoExpectation ExpectKind = iota
	// ExpectSetup: the setup lacks item display or goon cards.
	ExpectSetup
	// ExpectEffect: a special effect icon waits for its player's choice
	// (Expectation.Effect); nothing else may be entered first.
	ExpectEffect
	// ExpectTome: a crew is owed a tome card (Expectation.Crew), or has
	// drawn two and keeps one (Expectation.KeepTome).
	ExpectTome
	// ExpectTurn: a Roll Call turn (Expectation.Crew assigns or passes).
	ExpectTurn
	// ExpectResolve: the Lights Out phase is at Expectation.Location; the
	// crews in Expectation.Open may still choose (or decline) their reward
	// before it resolves.
	ExpectResolve
	// ExpectDiscard: Patrol step 1, crews over their storage limit.
	ExpectDiscard
	// ExpectDisplayCard: Patrol step 2, item cards to draw.
	ExpectDisplayCard
	// ExpectAdvanceGoons: Patrol step 3, the goons advance (no choice).
	ExpectAdvanceGoons
	// ExpectGoonCard: Patrol step 3, goon cards to draw for empty spaces.
	ExpectGoonCard
	// ExpectAddSuspicion: Patrol step 4, suspicion cubes (and a raid when
	// the supply is short; no choice).
	ExpectAddSuspicion
	// ExpectGameOver: the game ended after round 6.
	ExpectGameOver
	// ExpectGuardDeal: solitary mode, a guard card goes face down at each
	// of locations 1 to 7 (no choice).
	ExpectGuardDeal
	// ExpectGuardTurn: solitary mode, a guard turn: the player turns up one
	// of the face-down guard cards (Expectation.FaceDown), then the top
	// location card.
	ExpectGuardTurn
	// ExpectGuardCard: solitary mode, the guard card at Expectation.Location
	// is turned up, or brought there face down by the special card
	// (Expectation.Brought).
	ExpectGuardCard
	// ExpectGuards: solitary mode, the guards collect their reward at
	// Expectation.Location by their own rules (no choice).
	ExpectGuards
	// ExpectLoot: Breakout, Expectation.Crew's lantern reached a loot space
	// (Expectation.Space) and the crew takes a token.
	ExpectLoot
	// ExpectLantern: Breakout, Expectation.Crew may move its lantern
	// (Expectation.Steps spaces) from the tunnel at Expectation.Location,
	// or for an Advance Lantern icon (Expectation.Effect).
	ExpectLantern
	// ExpectLegend: Breakout, the active legend card (Expectation.Legend)
	// resolves after the Library.
	ExpectLegend
	// ExpectLegendCard: Breakout, the next legend card is turned up (or the
	// first, at setup).
	ExpectLegendCard
	// ExpectShapeshift: Breakout, Expectation.Crew recruited a Shapeshifter
	// (Expectation.Shapeshifter) at Expectation.Location: it is discarded
	// and three goons are drawn, of which the crew keeps one.
	ExpectShapeshift
)

var expectKindNames = [...]string{"nothing", "setup", "effect choice", "tome", "Roll Call turn", "location to resolve", "storage discard", "item display card", "goons advance", "goon card", "suspicion cubes", "game over", "guard cards dealt", "guard turn", "guard card", "guards' reward", "loot token", "lantern move", "legend card to resolve", "legend card to turn up", "Shapeshifter's draw"}

// String names what the game waits for.
func (k ExpectKind) String() string {
	if k < 0 || int(k) >= len(expectKindNames) {
		return "nothing"
	}
	return expectKindNames[k]
}

// OpenReward is a crew at the location being resolved whose reward still
// waits for its choice: what it may do, or decline.
type OpenReward struct {
	Crew string
	Tier rules.Tier
	// Actions are what the crew may enter besides a decline: take at the
	// Commissary's most strength, exchange for the others there, recruit at
	// the Chow Hall, craft or reserve at the Cell Block; none elsewhere
	// (the reward is handed out as it is, unless declined).
	Actions []RewardAction
	// Must is true when the crew has to enter its choice (or take nothing
	// of it, or decline) before the location resolves: its reward is a
	// choice it can make as the table stands. A crew that cannot takes
	// nothing when the location resolves, and straggles (ruling
	// may-reward).
	Must bool
	// Choice describes the reward in words, empty for a fixed reward.
	Choice string
	// Gains are the fixed gains handed out when the location resolves,
	// Bandit cubes included.
	Gains rules.Gains
	// FirstPlayerMarker is true when the reward takes the first player
	// marker (the Exercise Yard's most strength).
	FirstPlayerMarker bool
}

// CrewCount is a crew with a number: resources to discard, tomes owed.
type CrewCount struct {
	Crew string
	N    int
}

// Expectation describes what a game waits for next. It is worked out from
// the state only, by Game.Expect.
type Expectation struct {
	Kind ExpectKind
	// Round and Phase are the game's.
	Round int
	Phase Phase
	// Crew is whose Roll Call turn it is, who draws or keeps a tome, or
	// whose effect waits.
	Crew string
	// Tokens are the tokens Crew still holds, on its Roll Call turn.
	Tokens []rules.Token
	// Location is the location the Lights Out phase resolves next.
	Location rules.Location
	// Open are the crews at Location whose reward still waits for a
	// choice, in ranking order.
	Open []OpenReward
	// Effect is the icon waiting (ExpectEffect).
	Effect PendingEffect
	// KeepTome is true when Crew has drawn two tomes (Drawn) and keeps one;
	// TomeFrom is where that choice comes from. Tomes counts the tomes Crew
	// is owed.
	KeepTome bool
	TomeFrom rules.Location
	Drawn    []string
	Tomes    int
	// Discards are the crews over their storage limit (Patrol step 1), in
	// seating order.
	Discards []CrewCount
	// DisplayCards is the number of item cards the display lacks (step 2).
	DisplayCards int
	// GoonSpaces are the empty goon spaces (step 3's refill).
	GoonSpaces []rules.Location
	// Raid is true when adding suspicion cubes starts with a raid (step 4).
	Raid bool
	// Missing is what the setup still lacks (ExpectSetup).
	Missing []SetupNeed
	// FaceDown are the locations of the face-down guard cards the player
	// may turn up on a guard turn (ExpectGuardTurn); Brought is true when
	// the guard card expected is the one the special card brings
	// (ExpectGuardCard); AppDecks is true when the app draws the cards.
	FaceDown []rules.Location
	Brought  bool
	AppDecks bool
	// LegendDown is true when the guard card on the legend card lies face
	// down and a guard turn may turn it up too (ExpectGuardTurn; Breakout).
	LegendDown bool
	// Collected is true when the rewards of the tunnel location being
	// resolved were collected before its lantern moves (ExpectLantern).
	Collected bool
	// Shapeshifter is the Shapeshifter whose draw waits (ExpectShapeshift).
	Shapeshifter string
	// LegendGuard is true when the guard card waiting is the one on the
	// legend card (ExpectGuardCard, Breakout).
	LegendGuard bool
	// Space is the loot space reached (ExpectLoot) or the lantern's space
	// (ExpectLantern); Steps how many spaces the lantern may still move;
	// Legend the active legend card (ExpectLegend).
	Space  rules.Space
	Steps  int
	Legend string
	// Mapped is set when the game has the catacombs map (ExpectLantern).
	Mapped bool
	// setupDone is set for the first turn, taken from the setup.
	setupDone bool
	// auto is the entry the table makes by itself, when nobody has a
	// choice (Auto).
	auto Auto
}

// Automatic reports whether the game goes on without asking anyone: see
// Auto.
func (x Expectation) Automatic() bool { return x.auto.Payload != nil }

// MadeByItself reports whether e, the next entry of the game, is the one the
// table makes by itself here (Auto): undo takes such entries back with the
// player's entry before them, and redo puts them back with it.
func (g Game) MadeByItself(e Entry) bool {
	auto, ok := g.Expect().Auto()
	return ok && samePayload(auto.Payload, e.Payload)
}

// Auto returns the entry the table makes by itself, and why, when nobody has
// a choice to make (Game.Expect works it out); false when someone has.
//
// The commands and lockup play append it as an ordinary entry, print it with
// its reason, and ask Game.Expect again, until the game waits for a player:
// the replay of a game file never makes an entry by itself.
func (x Expectation) Auto() (Auto, bool) { return x.auto, x.auto.Payload != nil }

// Expect says what the game waits for next. A waiting effect icon comes
// first (every other entry is refused until it is chosen), then tomes owed,
// then the phase: the Roll Call turn, the location to resolve, the Patrol
// step, or the game end. When nobody has a choice to make, it also holds
// the entry the table makes by itself (Expectation.Auto).
func (g Game) Expect() Expectation {
	x := Expectation{Round: g.Round, Phase: g.Phase}
	if g.Breakout != nil && g.expectBreakout(&x) {
		return x
	}
	if len(g.Pending) > 0 {
		x.Kind, x.Effect, x.Crew = ExpectEffect, g.Pending[0], g.Pending[0].Crew
		x.auto = g.autoEffect(x.Effect)
		return x
	}
	for _, c := range g.Crews {
		if c.TomesToDraw == 0 {
			continue
		}
		x.Kind, x.Crew, x.Tomes = ExpectTome, c.Name, c.TomesToDraw
		if len(c.TomeChoices) > 0 {
			x.TomeFrom = c.TomeChoices[0]
			x.Drawn = slices.Clone(c.Drawn)
			x.KeepTome = len(c.Drawn) >= 2
		}
		return x
	}
	if g.Phase == PhaseSetup {
		if m := g.SetupNeeds(); len(m) > 0 {
			x.Kind, x.Missing = ExpectSetup, m
			return x
		}
		if g.solo() {
			x.Round, x.Phase = 1, PhaseRollCall
			g.expectSolo(&x)
			return x
		}
		x.Kind, x.Crew, x.Round, x.Phase, x.setupDone = ExpectTurn, g.FirstPlayer, 1, PhaseRollCall, true
		if c, ok := g.Crew(x.Crew); ok {
			x.Tokens = slices.Clone(c.Tokens)
		}
		return x
	}
	if g.solo() && g.expectSolo(&x) {
		return x
	}
	switch g.Phase {
	case PhaseRollCall:
		x.Kind, x.Crew = ExpectTurn, g.RollCall.Turn
		if c, ok := g.Crew(x.Crew); ok {
			x.Tokens = slices.Clone(c.Tokens)
			if len(c.Tokens) == 0 {
				// A crew with no token left must pass at the start of its
				// turn (core rulebook, "Roll Call Phase – Passing").
				x.auto = Auto{Payload: &PassEntry{Crew: c.Name}, Reason: AutoNoTokens, Crew: c.Name}
			} else if len(c.Tokens) == 1 && g.Breakout != nil {
				// With Breakout the last token goes to the legend card as
				// the crew passes (Breakout rulebook, "Roll Call Phase").
				x.auto = Auto{Payload: &PassEntry{Crew: c.Name, LegendToken: c.Tokens[0].String()}, Reason: AutoLastToken, Crew: c.Name}
			}
			// A Breakout crew passing with more than one token places
			// nothing on the legend card (Breakout rulebook, "Roll Call
			// Phase"; since log version 8): it passes as in the core game.
		}
	case PhaseLightsOut:
		x.Kind, x.Location, x.Open = ExpectResolve, g.LightsOut.Next, g.openRewards()
		if len(x.Open) == 0 {
			why := AutoNothingToChoose
			if len(g.Locations[x.Location].Placements) == 0 {
				why = AutoNobodyThere
				if g.guardsAt(x.Location) {
					// Only the guards' cards lie there.
					why = AutoGuardsRules
				}
			}
			e := g.ResolveNext()
			if e.Collect {
				why = AutoCollect
			}
			x.auto = Auto{Payload: e, Reason: why, Location: x.Location}
		}
	case PhasePatrol:
		switch g.PatrolStep() {
		case StepStorage:
			x.Kind = ExpectDiscard
			over := g.OverLimit()
			for _, c := range g.Crews {
				if n := over[c.Name]; n > 0 {
					x.Discards = append(x.Discards, CrewCount{Crew: c.Name, N: n})
				}
			}
			x.auto = g.autoDiscard(x.Discards)
		case StepRefillDisplay:
			x.Kind, x.DisplayCards = ExpectDisplayCard, g.DisplayToRefill()
		case StepAdvanceGoons:
			x.Kind = ExpectAdvanceGoons
			x.auto = Auto{Payload: &PatrolEntry{Action: PatrolAdvanceGoons}, Reason: AutoGoonsAdvance}
		case StepRefillGoons:
			x.Kind, x.GoonSpaces = ExpectGoonCard, g.EmptyGoonSpaces()
		case StepAddSuspicion:
			x.Kind = ExpectAddSuspicion
			out, err := g.addSuspicion()
			x.Raid = err == nil && out.raid
			x.auto = Auto{Payload: &PatrolEntry{Action: PatrolAddSuspicion, Raid: x.Raid}, Reason: AutoAddSuspicion}
		}
	case PhaseGameEnd:
		x.Kind = ExpectGameOver
	}
	return x
}

// ResolveNext returns the entry that resolves the location the Lights Out
// phase is at, as it is: at a tunnel whose lantern may still advance, the
// entry that collects the rewards first (ResolveEntry.Collect).
func (g Game) ResolveNext() *ResolveEntry {
	return &ResolveEntry{Location: g.LightsOut.Next, Collect: !g.LightsOut.Collected && g.advanceWaits()}
}

// openRewards lists the crews at the location being resolved that have
// neither chosen nor declined their reward.
func (g Game) openRewards() []OpenReward {
	if g.LightsOut.Collected {
		return nil // the rewards were handed out before the lantern moved
	}
	var res rules.Resolution
	if err := g.resolveInto(&res); err != nil {
		return nil
	}
	var out []OpenReward
	lo := g.LightsOut
	for _, rw := range res.Rewards() {
		if rw.Declined || rw.Name == rules.Guards || !g.undecided(rw) || g.crewIndex(rw.Name) < 0 {
			continue
		}
		o := OpenReward{Crew: rw.Name, Tier: rw.Tier, Choice: rw.Choice, Gains: rw.Gains, FirstPlayerMarker: rw.FirstPlayerMarker}
		if lo.BanditTaken {
			o.Gains.Resources = o.Gains.Resources.Minus(rw.Bandit)
		}
		o.Actions = rewardActions(lo.Next, rw.Tier)
		// A crew that can take something of its reward's choice must
		// answer before the location resolves: the table does not choose
		// for it. One that cannot takes nothing, and straggles.
		o.Must = g.canChoose(rw)
		out = append(out, o)
	}
	return out
}

// String says what the game waits for in a player's words, then the
// commands that answer it (Commands): every tracker command prints it after
// its entries, and lockup status shows it.
func (x Expectation) String() string {
	if x.Kind == NoExpectation {
		return ""
	}
	s := x.Situation()
	if cmds := x.Commands(); len(cmds) > 0 {
		s += ": " + joinOr(cmds)
	}
	if x.Kind == ExpectGameOver || x.Kind == ExpectSetup {
		return s + "."
	}
	return "Next: " + s + "."
}

// Situation says what the game waits for, without the commands: "Isaac's
// turn (tokens left: lookout, 4)".
func (x Expectation) Situation() string {
	switch x.Kind {
	case ExpectSetup:
		s := "Setup still needs " + x.Missing[0].String()
		if len(x.Missing) > 1 {
			s += ", and " + plural(len(x.Missing)-1, "more card", "more cards")
		}
		return s
	case ExpectTurn:
		s := fmt.Sprintf("%s's turn (tokens left: %s)", x.Crew, tokenList(x.Tokens))
		if x.setupDone {
			s = "round 1, Roll Call; " + s
		}
		return s
	case ExpectEffect:
		return fmt.Sprintf("%s's %s waits for a choice: %s", x.Crew, x.Effect.Card, x.Effect.Effect.Kind)
	case ExpectTome:
		if x.KeepTome {
			return fmt.Sprintf("%s keeps one of %s", x.Crew, joinAnd(x.Drawn))
		}
		if x.TomeFrom != rules.NoLocation {
			return fmt.Sprintf("%s draws a tome card to choose from (%d owed)", x.Crew, x.Tomes)
		}
		return fmt.Sprintf("%s draws %s", x.Crew, plural(x.Tomes, "tome card", "tome cards"))
	case ExpectResolve:
		return x.resolveSituation()
	case ExpectDiscard:
		owe := make([]string, len(x.Discards))
		for i, d := range x.Discards {
			owe[i] = fmt.Sprintf("%s discards %s", d.Crew, plural(d.N, "resource cube", "resource cubes"))
		}
		return "Patrol, step 1, resource limits: " + joinAnd(owe)
	case ExpectDisplayCard:
		return fmt.Sprintf("Patrol, step 2: draw %s for the item display", plural(x.DisplayCards, "item card", "item cards"))
	case ExpectAdvanceGoons:
		return "Patrol, step 3: the goons advance"
	case ExpectGoonCard:
		return "Patrol, step 3: draw a goon card for the " + joinAnd(locationNames(x.GoonSpaces))
	case ExpectAddSuspicion:
		if x.Raid {
			return "Patrol, step 4: add suspicion cubes; the supply is short, so a raid comes first"
		}
		return "Patrol, step 4: add suspicion cubes"
	case ExpectGameOver:
		return fmt.Sprintf("The game is over after round %d", rules.LastRound)
	case ExpectGuardDeal:
		if x.AppDecks {
			// The app deals from its own decks: nothing to do at the table.
			return fmt.Sprintf("round %d, Roll Call: the app deals a guard card face down at each of locations 1 to 7 (nothing to deal at the table)", x.Round)
		}
		return fmt.Sprintf("round %d, Roll Call: deal a guard card face down at each of locations 1 to 7", x.Round)
	case ExpectGuardTurn:
		names := locationNames(x.FaceDown)
		if x.LegendDown {
			names = append(names, "the legend card's")
		}
		if len(names) == 0 {
			return "the guards' turn: no guard card is face down, so turn up the top location card"
		}
		return "the guards' turn: turn up a face-down guard card (" + joinOr(names) + "), then the top location card"
	case ExpectGuardCard:
		if x.Brought {
			return "the special guard card brings the top guard card face down to the " + x.Location.String()
		}
		if x.LegendGuard {
			return "Lights Out: turn up the guard card on the legend card " + x.Legend
		}
		return "Lights Out: turn up the guard card at the " + x.Location.String()
	case ExpectGuards:
		return "the guards collect their reward at the " + x.Location.String() + " by their own rules"
	case ExpectLoot:
		if x.Crew == rules.Guards {
			return fmt.Sprintf("the guards' lantern reached %s: they take the top loot token and use it", spaceName(x.Space))
		}
		return fmt.Sprintf("%s's lantern reached %s: %s takes a loot token and uses it or scores one star", x.Crew, spaceName(x.Space), x.Crew)
	case ExpectLantern:
		if x.Location == rules.NoLocation && x.Steps == 0 {
			return fmt.Sprintf("%s %s: Advance Lantern, but the lantern is on %s and goes no farther", possessive(x.Crew), x.Effect.Card, spaceName(x.Space))
		}
		if x.Location == rules.NoLocation {
			return fmt.Sprintf("%s %s: Advance Lantern one space from %s", possessive(x.Crew), x.Effect.Card, spaceName(x.Space))
		}
		return fmt.Sprintf("the tunnel at the %s: %s may move %s lantern %s from %s", x.Location, subject(x.Crew), verb(x.Crew, "its", "their"), plural(x.Steps, "space", "spaces"), spaceName(x.Space))
	case ExpectLegend:
		return "the legend card " + x.Legend + " resolves after the Library"
	case ExpectLegendCard:
		return "Patrol: turn up the next legend card"
	case ExpectShapeshift:
		who := x.Crew + " keeps one"
		if x.Crew == rules.Guards {
			who = "the guards keep the one showing the most suspicion icons"
		}
		return fmt.Sprintf("%s Shapeshifter from the %s is discarded: draw %d goons from the goon deck; %s", possessive(x.Crew), x.Location, ShapeshiftDraw, who)
	}
	return ""
}

// resolveSituation names the location and the rewards still open there:
// the crew choosing first at the Chow Hall and the Cell Block, every crew
// elsewhere.
func (x Expectation) resolveSituation() string {
	s := "the " + x.Location.String() + " resolves"
	if x.Location == rules.ExerciseYard && x.Phase == PhaseLightsOut && len(x.Open) > 0 {
		s = "Lights Out; " + s
	}
	if len(x.Open) == 0 {
		return s
	}
	var parts []string
	for _, o := range x.Open {
		who := o.Crew
		if t := TierWords(o.Tier); t != "" {
			who += " (" + t + ")"
		}
		var what []string
		if !o.Gains.IsZero() {
			what = append(what, "gains "+o.Gains.String())
		}
		if o.FirstPlayerMarker {
			what = append(what, "takes the first player marker")
		}
		if o.Choice != "" {
			what = append(what, o.Choice)
		}
		if len(what) == 0 {
			what = append(what, "collects nothing")
		}
		if x.cardReward() && len(x.Open) > 1 {
			parts = append(parts, who+" chooses first ("+strings.Join(what, ", ")+")")
			break
		}
		parts = append(parts, who+" "+strings.Join(what, ", "))
	}
	return s + "; " + strings.Join(parts, "; ")
}

// cardReward reports whether the location's crews choose one after another,
// in order of strength rank (ruling reward-order).
func (x Expectation) cardReward() bool {
	return x.Location == rules.ChowHall || x.Location == rules.CellBlock
}

// CommandWording words, as command lines, what answers a game's
// expectation: Expect words every possible answer to x, one line each, with
// the crew named; ChoiceOpen the answers a refusal names when the location
// loc would resolve while the crews in open still choose their reward
// (each one's actions and decline, then taking nothing). The domain says
// only what it waits for; the command line that prints it words the
// commands and registers them with SetCommandWording. The entries and
// flags other messages name are worded by terms.CommandWording.
type CommandWording struct {
	Expect     func(x Expectation) []string
	ChoiceOpen func(open []OpenReward, loc rules.Location) []string
}

// wording is the CommandWording registered (SetCommandWording); without
// one, an expectation names no command.
var wording CommandWording

// SetCommandWording registers how the commands that answer an expectation
// are worded (lockup's cmd packages do, once, as they start): String,
// Answer and the refusals that name the allowed entries use it. Only the
// functions w gives are registered: one registered before and not given
// again stays.
func SetCommandWording(w CommandWording) {
	if w.Expect != nil {
		wording.Expect = w.Expect
	}
	if w.ChoiceOpen != nil {
		wording.ChoiceOpen = w.ChoiceOpen
	}
}

// Commands returns the command lines that answer what the game waits for,
// one per possible answer, worded by the CommandWording registered: the same
// lines lockup play, lockup status and every refusal show. None when no
// wording is registered.
func (x Expectation) Commands() []string {
	if wording.Expect == nil {
		return nil
	}
	return wording.Expect(x)
}

// Answer returns the commands that answer what the game waits for, in one
// line: the allowed entries a refusal names ("" when no wording is
// registered).
func (x Expectation) Answer() string {
	if wording.Expect == nil {
		return ""
	}
	return joinOr(x.Commands())
}

// CardReward reports whether the crews at the location being resolved
// choose one after another, in order of strength rank (ruling
// reward-order): at the Chow Hall and the Cell Block only the crew choosing
// first is asked.
func (x Expectation) CardReward() bool { return x.cardReward() }

// TierWords names a reward tier as a player says it: "most strength",
// "second most"; "" for the Cell Block's tier, where each crew there has
// the same reward.
func TierWords(t rules.Tier) string {
	switch t {
	case rules.Most:
		return "most strength"
	case rules.Second:
		return "second most"
	case rules.Third:
		return "third most"
	case rules.Least:
		return "least strength"
	case rules.Others:
		return "less strength"
	}
	return ""
}

func tokenList(ts []rules.Token) string {
	if len(ts) == 0 {
		return "none"
	}
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = t.String()
	}
	return strings.Join(names, ", ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func locationNames(ls []rules.Location) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = l.String()
	}
	return out
}
