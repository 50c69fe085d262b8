package companion

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// Report is what one entry did, for the player: the game before and after
// it, and what the rules engine worked out while playing it at a location
// of the Lights Out phase (the resolution steps 1 and 2 settled, the
// rewards and stragglers of a resolve entry). Game.PlayReport makes it; it
// is put into words only by Lines, so a replay never builds one.
type Report struct {
	Entry  Entry
	Before Game
	After  Game
	// Auto is set when the table made the entry by itself (Expectation.
	// Auto): Lines then starts with why.
	Auto Auto
	// Lang is the language Lines says what the entry did in (issue 24);
	// the zero value is English.
	Lang terms.Lang

	// loc is the location settled or resolved; settled is true when the
	// entry carried out steps 1 and 2 there (the suspicion cubes went to
	// their taker), resolved when it was the resolve entry (rewards,
	// stragglers, the first player marker); res is the resolution the entry
	// read.
	loc      rules.Location
	settled  bool
	resolved bool
	res      rules.Resolution
	// guards is what the guards decided by their own rules (a guards
	// entry), when decided is true.
	guards  automa.Decision
	decided bool
}

// Guards returns what the guards decided by their own rules in the entry
// (a guards entry), with the path that decided it; false for other
// entries.
func (r *Report) Guards() (*automa.Decision, bool) { return &r.guards, r.decided }

// PlayReport is Play, with what the entry did: the game after the entry
// and its Report. A refusal changes nothing, as with Play.
func (g Game) PlayReport(e Entry) (Game, Report, error) {
	rep := &Report{Entry: e, Before: g}
	n := g.Clone()
	n.trace = rep
	err := n.play(e)
	n.trace = nil
	if err != nil {
		return g, Report{}, err
	}
	rep.Entry, rep.After = e, n
	return n, *rep, nil
}

// traceSettled keeps, for PlayReport, the resolution steps 1 and 2 read at
// the location being settled.
func (g *Game) traceSettled(res *rules.Resolution) {
	if g.trace != nil {
		g.trace.loc, g.trace.settled, g.trace.res = g.LightsOut.Next, true, *res
	}
}

// traceGuards keeps, for PlayReport, what the guards decided.
func (g *Game) traceGuards(d *automa.Decision) {
	if g.trace != nil {
		g.trace.guards, g.trace.decided = *d, true
	}
}

// traceResolved keeps, for PlayReport, the resolution a resolve entry
// handed out.
func (g *Game) traceResolved(loc rules.Location, res *rules.Resolution) {
	if g.trace != nil {
		g.trace.loc, g.trace.resolved, g.trace.res = loc, true, *res
	}
}

// Lines says what the entry changed, one sentence each, in the order of
// the rules: why the table made it by itself; the suspicion cubes and the
// Bandit cubes of a location; what each crew gained or lost; goals; the
// first player marker; the stragglers; the goons and cubes of the Patrol
// phase; the round that begins. The entry itself is DescribeEntry's.
//
// Lines are in the report's language (Lang): English needs no catalog;
// Spanish and Chinese come from it (linesIn).
func (r Report) Lines() []string {
	if r.Lang != terms.En {
		return r.linesIn(r.Lang)
	}
	var out []string
	if r.Auto.Payload != nil {
		out = append(out, "Automatic: "+r.Auto.String()+".")
	}
	if r.decided && r.Lang != terms.En {
		out = append(out, r.guardLinesIn(r.Lang)...)
	} else if r.decided {
		out = append(out, r.guards.Summary()+", because:")
		for _, n := range r.guards.Notes() {
			out = append(out, "  - "+n.Text)
		}
	}
	b, a := &r.Before, &r.After
	// What the location's cubes went to, taken out of the crews' changes
	// below so that nothing is counted twice.
	var suspicionTo string
	var suspicion int
	var banditTo string
	var bandit rules.Resources
	if r.settled && r.res.Suspicion.Cubes > 0 {
		out = append(out, r.suspicionLine())
		suspicionTo, suspicion = r.res.Suspicion.To, r.res.Suspicion.Cubes
	}
	if b.Phase == PhaseLightsOut {
		loc := b.LightsOut.Next
		if got := b.Locations[loc].Bandit.Minus(a.Locations[loc].Bandit); got.Total() > 0 {
			banditTo, bandit = r.banditCollector(), got
			out = append(out, fmt.Sprintf("%s %s the Bandit's %s at the %s.", sentenceSubject(banditTo), verb(banditTo, "collects", "collect"), describeCubes(got), loc))
		}
	}
	own, ownAdjust := entryOwn(r.Entry.Payload)
	for _, i := range r.crewOrder() {
		c, was := a.Crews[i], b.Crews[i]
		adjust := crewAdjust{}
		if c.Name == own {
			adjust = ownAdjust
		}
		if c.Name == suspicionTo {
			adjust.suspicion += suspicion
		}
		if c.Name == banditTo {
			adjust.resources = adjust.resources.Plus(bandit)
		}
		who := c.Name
		rw, rewarded := rules.Reward{}, false
		if r.resolved {
			rw, rewarded = r.res.RewardOf(c.Name)
			rewarded = rewarded && rw.Collected()
			if t := TierWords(rw.Tier); rewarded && t != "" {
				who += " (" + t + ")"
			}
		}
		if s := crewChanges(was, c, adjust); s != "" {
			out = append(out, who+": "+s+".")
		} else if rewarded && rw.Choice != "" && rw.Gains.IsZero() && !slices.Contains(b.LightsOut.Chosen, c.Name) {
			// A game file before version 8: a crew silent at a choice
			// collected it (ruling choose-nothing, as it then was).
			out = append(out, who+" chose nothing here; its tokens go home.")
		} else if r.resolved && rw.Nothing && !rw.Collected() {
			out = append(out, c.Name+" took nothing here.")
		}
	}
	out = append(out, goalLines(b, a)...)
	if a.FirstPlayer != b.FirstPlayer {
		out = append(out, sentenceSubject(a.FirstPlayer)+" "+verb(a.FirstPlayer, "takes", "take")+" the first player marker.")
	} else if r.resolved {
		for _, rw := range r.res.Rewards() {
			if rw.FirstPlayerMarker && !rw.Declined {
				out = append(out, sentenceSubject(rw.Name)+" "+verb(rw.Name, "keeps", "keep")+" the first player marker.")
			}
		}
	}
	if r.resolved {
		out = append(out, r.stragglerLines()...)
		if stays := r.res.BanditStays; stays.Total() > 0 {
			out = append(out, fmt.Sprintf("The Bandit's %s stays at the %s: no crew with the most strength collected it.", describeCubes(stays), r.loc))
		}
	}
	if p, ok := r.Entry.Payload.(*PatrolEntry); ok {
		out = append(out, patrolLines(p, b, a)...)
	}
	switch {
	case a.Round > b.Round && b.Round > 0:
		out = append(out, fmt.Sprintf("Round %d begins: every token is back in its holding cell.", a.Round))
	case a.Phase == PhaseLightsOut && b.Phase == PhaseRollCall:
		out = append(out, "Every crew has passed: the Lights Out phase begins.")
	case a.Phase == PhasePatrol && b.Phase == PhaseLightsOut:
		out = append(out, "Every location is resolved: the Patrol phase begins.")
	case a.Phase == PhaseGameEnd && b.Phase != PhaseGameEnd:
		out = append(out, "Round 6 has no Patrol phase: the game is over.")
	}
	return out
}

// banditCollector names the crew that collected a location's Bandit cubes
// with the entry: the crew choosing its reward, or, for a resolve entry,
// the crew ranked first.
func (r *Report) banditCollector() string {
	if c, ok := r.Entry.Payload.(*RewardChoiceEntry); ok {
		return c.Crew
	}
	for _, rw := range r.res.Rewards() {
		if rw.Bandit.Total() > 0 {
			return rw.Name
		}
	}
	return ""
}

// crewOrder returns the crews' indexes in the order their changes are
// told: at a location resolved, the crews rewarded in ranking order first;
// then the others in seating order.
func (r *Report) crewOrder() []int {
	n := min(len(r.After.Crews), len(r.Before.Crews))
	out := make([]int, 0, n)
	if r.resolved {
		for _, rw := range r.res.Rewards() {
			if i := r.After.crewIndex(rw.Name); i >= 0 && i < n {
				out = append(out, i)
			}
		}
	}
	for i := range n {
		if !slices.Contains(out, i) {
			out = append(out, i)
		}
	}
	return out
}

// suspicionLine says where a location's suspicion cubes went in step 2.
func (r *Report) suspicionLine() string {
	s := &r.res.Suspicion
	cubes := plural(s.Cubes, "suspicion cube", "suspicion cubes")
	if s.To != "" {
		line := fmt.Sprintf("%s %s the %s at the %s", sentenceSubject(s.To), verb(s.To, "takes", "take"), cubes, r.loc)
		if passed := r.res.PassedOver(); len(passed) > 0 {
			line += fmt.Sprintf(" (%s ranked above, with a lookout there)", joinAnd(passed))
		}
		return line + "."
	}
	stay := "stay"
	if s.Cubes == 1 {
		stay = "stays"
	}
	if len(r.res.Ranking()) == 0 {
		return fmt.Sprintf("The %s %s at the %s: nobody is there.", cubes, stay, r.loc)
	}
	return fmt.Sprintf("The %s %s at the %s: every crew there has its lookout there.", cubes, stay, r.loc)
}

// stragglerLines names the crews that collected no reward and where their
// tokens go (core rulebook, "II. Lights Out Phase", step 4).
func (r *Report) stragglerLines() []string {
	var out []string
	for _, s := range r.res.Stragglers() {
		if s.Name == rules.Guards {
			if r.loc != rules.Library {
				out = append(out, "The guards' cards here, which collected nothing, move to the Library.")
			}
			continue
		}
		toks := s.Tokens.Slice()
		names := make([]string, len(toks))
		for i, t := range toks {
			names[i] = t.String()
		}
		tokens, goes, straggles := joinAnd(names), "go", "straggle"
		if len(toks) == 1 {
			goes, straggles = "goes", "straggles"
		}
		if r.loc == rules.Library {
			out = append(out, fmt.Sprintf("%s's %s %s home without a reward.", s.Name, tokens, goes))
			continue
		}
		out = append(out, fmt.Sprintf("%s's %s %s to the Library.", s.Name, tokens, straggles))
	}
	return out
}

// crewAdjust is what a crew's changes leave out, said elsewhere: the
// suspicion cubes it took at a location and the Bandit cubes it collected
// (on lines of their own), what the entry itself says it gained and spent.
type crewAdjust struct {
	suspicion  int
	power      int
	reputation int
	storage    int
	resources  rules.Resources
}

// entryOwn returns the crew an entry names and what the entry's own words
// say it gained (DescribeEntry), so its changes do not repeat them.
func entryOwn(p Payload) (string, crewAdjust) {
	switch e := p.(type) {
	case *RewardChoiceEntry:
		return e.Crew, crewAdjust{resources: e.Gain.Minus(e.Spend)}
	case *EffectChoiceEntry:
		return e.Crew, crewAdjust{resources: e.Gain.Minus(e.Spend)}
	case *DiscardEntry:
		return e.Crew, crewAdjust{resources: rules.Resources{}.Minus(e.Resources)}
	case *SetupBonusEntry:
		return e.Crew, crewAdjust{suspicion: e.Suspicion, power: e.Power, reputation: e.Reputation, storage: e.Storage, resources: e.Gain}
	}
	return "", crewAdjust{}
}

// crewChanges lists what changed on a crew's board: "+3 scrap, -1
// reputation, +1 tome owed".
func crewChanges(b, a CrewState, adj crewAdjust) string {
	var parts []string
	num := func(d int, what string) {
		if d != 0 {
			parts = append(parts, fmt.Sprintf("%+d %s", d, what))
		}
	}
	num(a.Board.Reputation-b.Board.Reputation-adj.reputation, "reputation")
	num(a.Board.Power-b.Board.Power-adj.power, "power")
	num(a.Board.Suspicion-b.Board.Suspicion-adj.suspicion, "suspicion")
	for _, k := range rules.AllResources {
		d := a.Board.Resources.Of(k) - b.Board.Resources.Of(k) - adj.resources.Of(k)
		if k == rules.Potions && (d == 1 || d == -1) {
			num(d, "potion")
			continue
		}
		num(d, k.String())
	}
	num(a.Board.StorageLimit-b.Board.StorageLimit-adj.storage, "storage limit")
	if d := a.TomesToDraw - b.TomesToDraw; d > 0 {
		owed := plural(d, "tome owed", "tomes owed")
		if len(a.TomeChoices) > len(b.TomeChoices) {
			owed += " (draws 2, keeps 1)"
		}
		parts = append(parts, "+"+owed)
	}
	return strings.Join(parts, ", ")
}

// goalLines names the goals claimed and the leader goals that changed
// hands.
func goalLines(b, a *Game) []string {
	var out []string
	for _, c := range a.Crews {
		for _, goal := range c.Goals {
			if bc, ok := b.Crew(c.Name); ok && slices.Contains(bc.Goals, goal) {
				continue
			}
			from := ""
			for _, other := range b.Crews {
				if other.Name != c.Name && slices.Contains(other.Goals, goal) {
					from = " from " + subject(other.Name)
				}
			}
			out = append(out, fmt.Sprintf("%s %s the goal %s%s.", sentenceSubject(c.Name), verb(c.Name, "claims", "claim"), goal, from))
		}
	}
	return out
}

// patrolLines says what a Patrol step moved: the goons that advanced and
// left, or the cubes added (after a raid).
func patrolLines(p *PatrolEntry, b, a *Game) []string {
	var out []string
	switch p.Action {
	case PatrolAdvanceGoons:
		for _, name := range a.GoonDiscard[len(b.GoonDiscard):] {
			out = append(out, name+" leaves the Chow Hall for the goon discard pile.")
		}
		var moves []string
		for _, from := range rules.GoonLocations {
			name := b.Locations[from].Goon
			if name == "" {
				continue
			}
			for _, to := range rules.GoonLocations {
				if to != from && a.Locations[to].Goon == name {
					moves = append(moves, fmt.Sprintf("%s to the %s", name, to))
				}
			}
		}
		if len(moves) > 0 {
			out = append(out, "The goons advance: "+joinAnd(moves)+".")
		}
		if empty := a.EmptyGoonSpaces(); len(empty) > 0 {
			out = append(out, "Empty goon spaces: the "+joinAnd(locationNames(empty))+".")
		}
	case PatrolAddSuspicion:
		if p.Raid {
			out = append(out, a.RaidText())
		}
		for _, l := range rules.AllLocations {
			bl, al := &b.Locations[l], &a.Locations[l]
			if al.Suspicion == bl.Suspicion && al.Bandit == bl.Bandit {
				continue
			}
			var now []string
			if al.Suspicion > 0 || bl.Suspicion > 0 {
				now = append(now, plural(al.Suspicion, "suspicion cube", "suspicion cubes"))
			}
			if al.Bandit.Total() > 0 {
				now = append(now, describeCubes(al.Bandit)+" from a Bandit")
			}
			line := fmt.Sprintf("The %s now holds %s", l, joinAnd(now))
			if al.Goon != "" {
				line += " (" + al.Goon + ")"
			}
			out = append(out, line+".")
		}
	}
	return out
}

// RaidText says what the last raid of a Patrol phase cost; "" when no raid
// has happened.
func (g Game) RaidText() string {
	r := g.Patrol.LastRaid
	if r.Round == 0 {
		return ""
	}
	var lost []string
	for i, c := range g.Crews {
		if i < len(r.Lost) && r.Lost[i] > 0 {
			lost = append(lost, fmt.Sprintf("%s lost %d reputation", subject(c.Name), r.Lost[i]))
		}
	}
	if len(lost) == 0 {
		lost = append(lost, "nobody lost reputation")
	}
	back := "every suspicion cube went back to the supply"
	if r.Kept != "" {
		// Solitary mode: the guards had the most, and only their cubes
		// and those at the locations went back ("Solitary Mode – Patrol
		// Phase", Raids; ruling solo-raid-locations).
		back = fmt.Sprintf("the guards' suspicion cubes and those at the locations went back to the supply, and %s kept its own", r.Kept)
	}
	s := fmt.Sprintf("Raid in round %d's Patrol phase: %s; %s.", r.Round, strings.Join(lost, ", "), back)
	if r.RaidZero {
		s += " (Ruling " + rules.RulingRaidZero + ": a crew with no suspicion cubes loses nothing.)"
	}
	return s
}
