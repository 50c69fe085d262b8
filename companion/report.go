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
// Lines are in the report's language (Lang), worded by the catalog's
// "entry.r.*" messages (linesIn).
func (r Report) Lines() []string {
	return r.linesIn(r.Lang)
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
