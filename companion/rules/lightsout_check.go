package rules

import (
	"fmt"
	"slices"
	"strings"
)

// checkSite checks what lies at one location, on its own: seated crews with
// tokens they own (each once), face-down counts, guard cards only in a
// solitary game, a Bandit cube only beside a goon space, a tunnel only with
// Breakout, declines from crews that are there.
func checkSite(t Table, loc Location, s Site) error {
	if s.Suspicion < 0 || s.Suspicion > 12 {
		return &RuleError{Err: ErrSite, Rule: srcComponents, Location: loc, Problem: fmt.Sprintf("%d suspicion cubes at the %s", s.Suspicion, loc), Allowed: "0 to 12, the cubes in the box"}
	}
	if s.Bandit.Total() > 0 {
		if s.Bandit.Scrap < 0 || s.Bandit.Potions < 0 || s.Bandit.Iron < 0 || s.Bandit.Gold < 0 {
			return &RuleError{Err: ErrSite, Rule: srcBandits, Location: loc, Problem: "a negative number of Bandit cubes", Allowed: "0 or more of each resource"}
		}
		if loc < Sewers || loc > ChowHall {
			return &RuleError{Err: ErrSite, Rule: srcBandits, Location: loc, Problem: fmt.Sprintf("a Bandit's cube waits beside its goon space; the %s has none", loc), Allowed: "sewers, infirmary, smithy, commissary, chow-hall"}
		}
	}
	if s.Tunnel != NoTunnel {
		switch {
		case s.Tunnel != SingleTunnel && s.Tunnel != DoubleTunnel:
			return &RuleError{Err: ErrSite, Rule: srcBoSetup, Location: loc, Problem: "not a tunnel", Allowed: "single, double"}
		case !t.Breakout:
			return &RuleError{Err: ErrBreakout, Rule: srcBoSetup, Location: loc, Problem: "tunnel markers come with the Breakout expansion", Allowed: "add breakout to the expansions"}
		case loc == Library:
			return &RuleError{Err: ErrSite, Rule: srcBoSetup, Location: loc, Problem: "tunnel markers lie on locations 1 to 7, never the Library", Allowed: locationList(false)}
		}
	}
	owned := CrewTokens(t)
	for _, crew := range sortedKeys(s.Tokens) {
		if crew == Guards || !t.Seated(crew) {
			return t.crewNotSeated(crew, srcAssigning)
		}
		seen := map[Token]bool{}
		for _, tok := range s.Tokens[crew] {
			if !slices.Contains(owned, tok) {
				rc := &RollCall{table: t}
				return rc.notOwned(Assignment{Crew: crew, Location: loc}, tok)
			}
			if seen[tok] {
				return &RuleError{Err: ErrTokenTwice, Rule: srcCrewTokens, Crew: crew, Location: loc, Token: tok, Problem: fmt.Sprintf("%s's %s token is listed twice at the %s", crew, tok, loc)}
			}
			seen[tok] = true
		}
	}
	for _, crew := range sortedKeys(s.FaceDown) {
		n := s.FaceDown[crew]
		if !t.Seated(crew) || crew == Guards {
			return t.crewNotSeated(crew, srcAssigning)
		}
		if n < 0 || n > len(s.Tokens[crew]) {
			return &RuleError{Err: ErrFaceDown, Rule: srcAssigning, Crew: crew, Location: loc, Problem: fmt.Sprintf("%d face-down tokens, but %s has %d token(s) at the %s", n, crew, len(s.Tokens[crew]), loc), Allowed: fmt.Sprintf("0 to %d", len(s.Tokens[crew]))}
		}
	}
	if len(s.Guards) > 0 {
		if !t.Solo() {
			return &RuleError{Err: ErrGuards, Rule: srcSoloRollCall, Location: loc, Problem: "guard cards are only used in a solitary game", Allowed: "seat [your crew, guards] to play solo"}
		}
		for _, g := range s.Guards {
			if g < 0 {
				return &RuleError{Err: ErrGuards, Rule: srcSoloRollCall, Crew: Guards, Location: loc, Problem: fmt.Sprintf("a guard card's strength of %d", g), Allowed: "the strength printed on the card, 0 or more"}
			}
		}
	}
	seen := map[string]bool{}
	for _, d := range s.Declines {
		switch {
		case d == Guards:
			return &RuleError{Err: ErrDecline, Rule: srcSoloLightsOut, Crew: d, Location: loc, Problem: "the guards never decline: they take whatever they are entitled to", Allowed: strings.Join(t.Crews(), ", ")}
		case !t.Seated(d):
			return t.crewNotSeated(d, srcStragglers)
		case seen[d]:
			return &RuleError{Err: ErrDecline, Rule: srcStragglers, Crew: d, Location: loc, Problem: fmt.Sprintf("%s declines twice at the %s", d, loc), Allowed: "each crew once"}
		case len(s.Tokens[d]) == 0:
			return &RuleError{Err: ErrDecline, Rule: srcStragglers, Crew: d, Location: loc, Problem: fmt.Sprintf("%s has no tokens at the %s, so has no reward to decline", d, loc), Allowed: presentList(t, s.Tokens)}
		}
		seen[d] = true
	}
	return nil
}

func presentList(t Table, tokens map[string][]Token) string {
	var names []string
	for _, c := range t.Crews() {
		if len(tokens[c]) > 0 {
			names = append(names, c)
		}
	}
	if len(names) == 0 {
		return "no crew is there"
	}
	return strings.Join(names, ", ")
}

// checkLegend checks the tokens on the legend card on their own.
func checkLegend(t Table, tokens map[string][]Token, guards []int) error {
	if (len(tokens) > 0 || len(guards) > 0) && !t.Breakout {
		return &RuleError{Err: ErrBreakout, Rule: srcBoRollCall, Problem: "the legend card comes with the Breakout expansion", Allowed: "add breakout to the expansions"}
	}
	rc, err := NewRollCall(t)
	if err != nil {
		return err
	}
	for _, crew := range sortedKeys(tokens) {
		if err := rc.Legal(Assignment{Crew: crew, Legend: true, Tokens: tokens[crew]}); err != nil {
			return err
		}
	}
	if len(guards) > 0 {
		if !t.Solo() {
			return &RuleError{Err: ErrGuards, Rule: srcBOSoloRoll, Problem: "guard cards are only used in a solitary game"}
		}
		if len(guards) > 1 {
			return &RuleError{Err: ErrGuards, Rule: srcBOSoloRoll, Crew: Guards, Problem: fmt.Sprintf("%d guard cards on the legend card; the guards place one", len(guards)), Allowed: "one guard card"}
		}
		if guards[0] < 0 {
			return &RuleError{Err: ErrGuards, Rule: srcBOSoloRoll, Crew: Guards, Problem: fmt.Sprintf("a guard card's strength of %d", guards[0]), Allowed: "the strength printed on the card, 0 or more"}
		}
	}
	return nil
}

// GuardDeckSize returns the guard cards in a solitary game's guard deck: 7
// blue and 5 of the difficulty's colour, or 8 and 6 with Breakout (core
// rulebook, "Solitary Mode – Difficulty Levels"; Breakout rulebook, "Solitary
// Mode – Setup").
func GuardDeckSize(breakout bool) int {
	if breakout {
		return 14
	}
	return 12
}

// Check reports whether the round is a position the rules allow: a good
// table; every location's contents (checkSite); the Roll Call rules over the
// whole round, assignments taken in location order and, within a location, in
// seating order; no Library placement; at most 12 suspicion cubes and as many
// tunnel markers and guard cards as the box holds.
func (r Round) Check() error {
	t := r.Table
	rc, err := NewRollCall(t)
	if err != nil {
		return err
	}
	for loc := range r.Sites {
		if loc <= NoLocation || loc > Library {
			return &RuleError{Err: ErrLocation, Rule: srcAssigning, Problem: "not a location on the board", Allowed: locationList(false)}
		}
	}
	suspicion, guardCards := 0, len(r.LegendGuards)
	tunnels := map[Tunnel]int{}
	for _, loc := range AllLocations {
		s, ok := r.Sites[loc]
		if !ok {
			continue
		}
		if loc == Library {
			if len(s.Tokens) > 0 {
				return &RuleError{Err: ErrLibrary, Rule: srcAssigning, Location: loc, Problem: "crew tokens are never assigned to the Library; only stragglers end up there", Allowed: locationList(false)}
			}
			if len(s.Guards) > 0 {
				return &RuleError{Err: ErrLibrary, Rule: srcSoloLightsOut, Location: loc, Problem: "guard cards are never placed at the Library; only stragglers end up there", Allowed: locationList(false)}
			}
			if s.Suspicion > 0 || s.Bandit.Total() > 0 || s.Tunnel != NoTunnel || len(s.Declines) > 0 || len(s.FaceDown) > 0 {
				return &RuleError{Err: ErrSite, Rule: srcAssigning, Location: loc, Problem: "nothing waits at the Library; list its declines in LibraryDeclines"}
			}
			continue
		}
		if err := checkSite(t, loc, s); err != nil {
			return err
		}
		for _, crew := range t.Crews() {
			if len(s.Tokens[crew]) == 0 {
				continue
			}
			if err := rc.Assign(Assignment{Crew: crew, Location: loc, Tokens: s.Tokens[crew], FaceDown: s.FaceDown[crew]}); err != nil {
				return err
			}
		}
		suspicion += s.Suspicion
		guardCards += len(s.Guards)
		tunnels[s.Tunnel]++
	}
	if err := checkLegend(t, r.Legend, r.LegendGuards); err != nil {
		return err
	}
	for _, crew := range t.Crews() {
		if len(r.Legend[crew]) > 0 {
			if err := rc.Assign(Assignment{Crew: crew, Legend: true, Tokens: r.Legend[crew]}); err != nil {
				return err
			}
		}
	}
	if suspicion > 12 {
		return &RuleError{Err: ErrSite, Rule: srcComponents, Problem: fmt.Sprintf("%d suspicion cubes wait at the locations; the box holds 12", suspicion), Allowed: "12 in all"}
	}
	single, double := TunnelMarkers(t.Players())
	if tunnels[SingleTunnel] > single || tunnels[DoubleTunnel] > double {
		return &RuleError{Err: ErrSite, Rule: srcBoSetup, Problem: fmt.Sprintf("%d single and %d double tunnels; with %d seats the board has %d single and %d double", tunnels[SingleTunnel], tunnels[DoubleTunnel], t.Players(), single, double), Allowed: fmt.Sprintf("at most %d single and %d double", single, double)}
	}
	if t.Solo() && guardCards > GuardDeckSize(t.Breakout) {
		return &RuleError{Err: ErrGuards, Rule: srcSoloRollCall, Crew: Guards, Problem: fmt.Sprintf("%d guard cards in play; the guard deck has %d", guardCards, GuardDeckSize(t.Breakout)), Allowed: fmt.Sprintf("at most %d", GuardDeckSize(t.Breakout))}
	}
	for _, d := range r.LibraryDeclines {
		if d == Guards {
			return &RuleError{Err: ErrDecline, Rule: srcSoloLightsOut, Crew: d, Location: Library, Problem: "the guards never decline: they take whatever they are entitled to", Allowed: strings.Join(t.Crews(), ", ")}
		}
		if !t.Seated(d) {
			return t.crewNotSeated(d, srcStragglers)
		}
	}
	return nil
}

// LightsOut is the outcome of a whole Lights Out phase.
type LightsOut struct {
	// Resolutions holds locations 1 to 7 in resolution order, then the
	// Library, then (with Breakout) the legend card.
	Resolutions []Resolution
	// FirstPlayer holds the first player marker at the end of the phase.
	FirstPlayer string
}

// Rulings lists the IDs of the rulings that decided something, in order.
func (lo LightsOut) Rulings() []string {
	var out []string
	for _, r := range lo.Resolutions {
		for _, id := range r.Rulings() {
			if !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	return out
}

// Resolution returns the outcome of one location by its slug ("infirmary",
// "library", "legend").
func (lo LightsOut) Resolution(slug string) (Resolution, bool) {
	for _, r := range lo.Resolutions {
		if r.Slug() == slug {
			return r, true
		}
	}
	return Resolution{}, false
}

// ResolveLightsOut resolves a whole Lights Out phase (core rulebook, "Lights
// Out Phase"): locations 1 to 7 in order, the holder of the first player
// marker passing on from the Exercise Yard; the stragglers gathered at the
// Library, which is ranked from them alone; then, with Breakout, the legend
// card. The round is checked first (Round.Check).
func ResolveLightsOut(r Round) (LightsOut, error) {
	if err := r.Check(); err != nil {
		return LightsOut{}, err
	}
	t := r.Table
	fp := t.FirstPlayer
	library := Site{Tokens: map[string][]Token{}, Declines: r.LibraryDeclines}
	var out LightsOut
	for _, loc := range AllLocations[:7] {
		res, err := ResolveSite(t, fp, loc, r.Sites[loc])
		if err != nil {
			return LightsOut{}, err
		}
		fp = res.FirstPlayer
		for _, st := range res.Stragglers {
			library.Tokens[st.Name] = append(library.Tokens[st.Name], st.Tokens...)
			library.Guards = append(library.Guards, st.Guards...)
		}
		out.Resolutions = append(out.Resolutions, res)
	}
	for k, v := range library.Tokens {
		if len(v) == 0 {
			delete(library.Tokens, k)
		}
	}
	res, err := ResolveSite(t, fp, Library, library)
	if err != nil {
		return LightsOut{}, err
	}
	if len(res.Ranking) > 0 {
		res.Notes = append([]Note{{Text: "the Library ranks only the stragglers; their tokens keep their strengths and add up", Rule: srcStragglers, Ruling: RulingLibraryStrength}}, res.Notes...)
	}
	out.Resolutions = append(out.Resolutions, res)
	if t.Breakout {
		res, err := ResolveLegend(t, fp, r.Legend, r.LegendGuards)
		if err != nil {
			return LightsOut{}, err
		}
		out.Resolutions = append(out.Resolutions, res)
	}
	out.FirstPlayer = fp
	return out, nil
}
