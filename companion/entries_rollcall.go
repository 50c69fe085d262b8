package companion

import (
	"errors"
	"fmt"
	"slices"

	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// AssignEntry records a crew assigning one or more tokens to one location
// (core rulebook, "Assigning Crew Tokens").
type AssignEntry struct {
	Crew string `json:"crew"`
	// Tokens are the tokens assigned: lookout, enforcer, seeker, 2, 3, 4, 5.
	Tokens []string `json:"tokens"`
	// FaceDown lists which of them went face down.
	FaceDown []string       `json:"face_down,omitempty"`
	Location rules.Location `json:"location"`
}

// Kind returns EntryAssign.
func (*AssignEntry) Kind() EntryKind { return EntryAssign }

func (a *AssignEntry) actingCrew() string { return a.Crew }

// tokenNames are the crew tokens (core rulebook, "Crew Tokens"; Breakout
// rulebook, "Roll Call Phase").
var tokenNames = []string{"lookout", "enforcer", "2", "3", "4", "5", "seeker"}

func checkTokens(tokens []string) error {
	seen := map[string]bool{}
	for _, t := range tokens {
		if !slices.Contains(tokenNames, t) {
			return fmt.Errorf("%q is not a crew token (lookout, enforcer, 2, 3, 4, 5, seeker)", t)
		}
		if seen[t] {
			return fmt.Errorf("the token %s is named twice", t)
		}
		seen[t] = true
	}
	return nil
}

func (a *AssignEntry) check() error {
	if err := checkCrewName(a.Crew); err != nil {
		return fmt.Errorf("assign: %w", err)
	}
	if a.Location == rules.NoLocation {
		return errors.New("assign: no location")
	}
	if len(a.Tokens) == 0 {
		return errors.New("assign: no tokens")
	}
	if err := checkTokens(a.Tokens); err != nil {
		return fmt.Errorf("assign: %w", err)
	}
	if err := checkTokens(a.FaceDown); err != nil {
		return fmt.Errorf("assign: face down: %w", err)
	}
	for _, t := range a.FaceDown {
		if !slices.Contains(a.Tokens, t) {
			return fmt.Errorf("assign: the token %s is face down but not assigned", t)
		}
	}
	return nil
}

func (a *AssignEntry) describe() string {
	parts := make([]string, len(a.Tokens))
	for i, t := range a.Tokens {
		parts[i] = "the " + t
		if slices.Contains(a.FaceDown, t) {
			parts[i] += " (face down)"
		}
	}
	return fmt.Sprintf("%s assigns %s to the %s", a.Crew, joinAnd(parts), a.Location)
}

// play checks the assignment with the engine's Roll Call (rules.RollCall)
// and puts the tokens at the location.
func (a *AssignEntry) play(g *Game) error {
	if err := g.startTurn(a.Crew); err != nil {
		return err
	}
	as := rules.Assignment{Crew: a.Crew, Location: a.Location, FaceDown: len(a.FaceDown)}
	var hidden []rules.Token
	for _, s := range a.Tokens {
		t, err := rules.ParseToken(s)
		if err != nil {
			return &input.InputError{Field: "assign", Problem: err.Error()}
		}
		as.Tokens = append(as.Tokens, t)
		if slices.Contains(a.FaceDown, s) {
			hidden = append(hidden, t)
		}
	}
	rc, err := g.rollCallSoFar()
	if err != nil {
		return err
	}
	if err := rc.Legal(as); err != nil {
		return err
	}
	g.RollCall.Assignments = append(g.RollCall.Assignments, as)
	l := &g.Locations[as.Location]
	l.Placements = append(l.Placements, Placement{Crew: as.Crew, Tokens: slices.Clone(as.Tokens), FaceDown: as.FaceDown, Hidden: hidden})
	i := g.crewIndex(a.Crew)
	g.Crews[i].Tokens = slices.DeleteFunc(g.Crews[i].Tokens, func(t rules.Token) bool { return slices.Contains(as.Tokens, t) })
	return g.advanceTurn(a.Crew, false)
}

// rollCallSoFar is the engine's Roll Call (rules.RollCall) with the
// assignments of this round's Roll Call phase so far.
func (g *Game) rollCallSoFar() (*rules.RollCall, error) {
	rc, err := rules.NewRollCall(g.Table())
	if err != nil {
		return nil, err
	}
	for _, done := range g.RollCall.Assignments {
		rc.Apply(done)
	}
	return rc, nil
}

// PassEntry records a crew passing (core rulebook, "Passing"). With
// Breakout a crew with one token left puts it face down on the legend card
// as it passes; a crew with more places nothing (Breakout rulebook, "Roll
// Call Phase"). LegendToken names that last token (it may be left out: the
// tracker knows it); since log version 8 it names no other.
type PassEntry struct {
	Crew        string `json:"crew"`
	LegendToken string `json:"legend_token,omitempty"`
}

// Kind returns EntryPass.
func (*PassEntry) Kind() EntryKind { return EntryPass }

func (p *PassEntry) actingCrew() string { return p.Crew }

func (p *PassEntry) check() error {
	if err := checkCrewName(p.Crew); err != nil {
		return fmt.Errorf("pass: %w", err)
	}
	if p.LegendToken != "" {
		if err := checkTokens([]string{p.LegendToken}); err != nil {
			return fmt.Errorf("pass: legend token: %w", err)
		}
	}
	return nil
}

func (p *PassEntry) describe() string {
	if p.LegendToken != "" {
		return fmt.Sprintf("%s passes; the %s goes face down to the legend card", p.Crew, p.LegendToken)
	}
	return p.Crew + " passes"
}

// play marks the crew as passed; the turn goes on.
func (p *PassEntry) play(g *Game) error {
	if p.LegendToken != "" && g.Breakout == nil {
		return &rules.RuleError{Err: rules.ErrBreakout, Rule: srcBreakout, Crew: p.Crew, Problem: "the legend token comes with the Breakout expansion, which this game does not use",
			ProblemKey: "refusal.legend-token-needs-breakout"}
	}
	if err := g.startTurn(p.Crew); err != nil {
		return err
	}
	i := g.crewIndex(p.Crew)
	if g.Breakout != nil {
		if err := g.toLegend(p, i); err != nil {
			return err
		}
	}
	g.Crews[i].Passed = true
	return g.advanceTurn(p.Crew, true)
}

// toLegend puts a passing crew's last token face down on the legend card
// (Breakout rulebook, "Roll Call Phase"): only a crew with exactly one token
// left puts one there; a crew passing with more places nothing, as players
// may not assign tokens to the legend card otherwise. A named token must be
// that last one. Before log version 8 a crew passing with more than one
// token left named the one it put there (the former ruling
// legend-early-pass before issue 20 reversed it), and such entries replay
// so.
func (g *Game) toLegend(p *PassEntry, i int) error {
	cr := &g.Crews[i]
	left := make([]string, len(cr.Tokens))
	for k, t := range cr.Tokens {
		left[k] = t.String()
	}
	name := p.LegendToken
	switch {
	case len(cr.Tokens) == 1 && name == "":
		name = left[0]
	case !g.rulesAt(8):
		if name == "" {
			return &rules.RuleError{Err: rules.ErrLegend, Rule: srcBoRollCall, Crew: p.Crew, Problem: fmt.Sprintf("%s passes with %d tokens in its holding cell; name the one that goes face down to the legend card with %s", p.Crew, len(cr.Tokens), hint(terms.HintPassLegend)), Allowed: joinOr(left),
				ProblemKey: "refusal.tracker.name-legend-token", ProblemArgs: []any{p.Crew, len(cr.Tokens), hint(terms.HintPassLegend)}, AllowedKey: typed, AllowedArgs: []any{orWords(tokenItems(cr.Tokens))}}
		}
	case len(cr.Tokens) != 1:
		if name == "" {
			return nil // the tokens stay home; none goes to the legend card
		}
		return &rules.RuleError{Err: rules.ErrLegend, Rule: srcBoRollCall, Crew: p.Crew, Problem: fmt.Sprintf("%s passes with %d tokens in its holding cell: only a crew's last token goes face down to the legend card, and no token goes there otherwise", p.Crew, len(cr.Tokens)), Allowed: fmt.Sprintf("%s without %s: its tokens stay in the holding cell and it has none on the legend card this round", hint(terms.HintPass, p.Crew), terms.FlagLegend),
			ProblemKey: "refusal.pass-legend-not-last", ProblemArgs: []any{p.Crew, len(cr.Tokens)}, AllowedKey: "refusal.pass-without-legend", AllowedArgs: []any{hint(terms.HintPass, p.Crew), terms.FlagLegend.String()}}
	}
	t, err := rules.ParseToken(name)
	if err != nil {
		return &input.InputError{Field: "pass: legend token", Problem: err.Error()}
	}
	k := slices.Index(cr.Tokens, t)
	if k < 0 {
		return &rules.RuleError{Err: rules.ErrLegend, Rule: srcBoRollCall, Crew: p.Crew, Problem: fmt.Sprintf("the %s is not in %s's holding cell", name, p.Crew), Allowed: joinOr(left),
			ProblemKey: "refusal.not-in-holding-cell", ProblemArgs: []any{t, p.Crew}, AllowedKey: typed, AllowedArgs: []any{orWords(tokenItems(cr.Tokens))}}
	}
	cr.Tokens = slices.Delete(cr.Tokens, k, k+1)
	g.Breakout.LegendTokens[i] = t
	return nil
}

// startTurn checks a Roll Call turn: the setup is complete, the crew is
// seated, has not passed, and it is its turn. The first turn of a game
// starts round 1's Roll Call phase.
func (g *Game) startTurn(crew string) error {
	if g.Phase == PhaseSetup && g.solo() {
		return &rules.RuleError{Err: ErrNotYourTurn, Rule: srcSoloRollCall, Crew: crew, Problem: "the Roll Call phase begins with a guard card dealt face down at each of locations 1 to 7", Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.deal-first", AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	if crew == rules.Guards && g.solo() {
		return &rules.RuleError{Err: ErrNotYourTurn, Rule: srcSoloRollCall, Crew: crew, Problem: "the guards have no crew tokens: their turns are guard turns", Allowed: fmt.Sprintf("%s, or %s", hint(terms.HintGuardsTurn), hint(terms.HintPlay)),
			ProblemKey: "refusal.guards-no-tokens", AllowedKey: "refusal.guards-turn", AllowedArgs: []any{hint(terms.HintGuardsTurn), hint(terms.HintPlay)}}
	}
	if g.Phase == PhaseSetup {
		if missing := g.SetupMissing(); len(missing) > 0 {
			return &rules.RuleError{Err: ErrSetupIncomplete, Rule: srcGameSetup, Problem: "the setup is not complete: it still needs " + joinAnd(missing),
				ProblemKey: "refusal.tracker.setup-incomplete", ProblemArgs: []any{g.setupMissingWords()}}
		}
	}
	i, err := g.seatedCrew(crew, srcRollCall)
	if err != nil {
		return err
	}
	if g.Crews[i].Passed {
		return &rules.RuleError{Err: ErrNotYourTurn, Rule: srcPassing, Crew: crew, Problem: fmt.Sprintf("%s has passed and takes no more turns this Roll Call phase", crew),
			ProblemKey: "refusal.passed", ProblemArgs: []any{crew}}
	}
	turn := g.RollCall.Turn
	if g.Phase == PhaseSetup {
		turn = g.FirstPlayer
	}
	if crew != turn {
		return &rules.RuleError{Err: ErrNotYourTurn, Rule: srcRollCall, Crew: crew, Problem: fmt.Sprintf("it is %s turn, not %s: turns go clockwise from the first player", possessive(turn), possessive(crew)), Allowed: turn,
			ProblemKey: "refusal.not-your-turn", ProblemArgs: []any{possessiveWords(turn), possessiveWords(crew)}, AllowedKey: "refusal.typed", AllowedArgs: []any{turn}}
	}
	if g.Phase == PhaseSetup {
		g.Round, g.Phase, g.RollCall.Turn = 1, PhaseRollCall, g.FirstPlayer
	}
	return nil
}

// advanceTurn gives the turn to the next crew clockwise that has not
// passed; when every crew has passed, the Lights Out phase begins (core
// rulebook, "Roll Call Phase"). In a solitary game the guards' round says
// whose turn is next (soloTurnTaken).
func (g *Game) advanceTurn(from string, passed bool) error {
	if g.solo() {
		return g.soloTurnTaken(passed)
	}
	i := g.crewIndex(from)
	n := len(g.Crews)
	for k := 1; k <= n; k++ {
		c := g.Crews[(i+k)%n]
		if !c.Passed {
			g.RollCall.Turn = c.Name
			return nil
		}
	}
	g.RollCall = RollCallState{}
	g.Phase = PhaseLightsOut
	return g.reachLocation(rules.ExerciseYard)
}
