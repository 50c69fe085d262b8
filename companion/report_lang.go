package companion

import (
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// What an entry did, in the report's language (issue 24): Lines goes by
// linesIn, through the catalog's "entry.r.*" messages, the game's terms
// from the glossary, English included (the hand-written English walk it
// replaced is kept as testdata/report-lines-en.golden, which the corpus's
// lines must match).

// linesIn is Lines through the catalog.
func (r Report) linesIn(lang terms.Lang) []string {
	w := entryWords{reasonWords{lang}}
	var out []string
	if r.Auto.Payload != nil {
		out = append(out, lang.Sprintf("entry.automatic", r.Auto.stringIn(lang)))
	}
	if r.decided {
		out = append(out, r.guardLinesIn(lang)...)
	}
	b, a := &r.Before, &r.After
	var suspicionTo string
	var suspicion int
	var banditTo string
	var bandit rules.Resources
	if r.settled && r.res.Suspicion.Cubes > 0 {
		out = append(out, r.suspicionLineIn(w))
		suspicionTo, suspicion = r.res.Suspicion.To, r.res.Suspicion.Cubes
	}
	if b.Phase == PhaseLightsOut {
		loc := b.LightsOut.Next
		if got := b.Locations[loc].Bandit.Minus(a.Locations[loc].Bandit); got.Total() > 0 {
			banditTo, bandit = r.banditCollector(), got
			out = append(out, w.g(banditTo, "r.bandit", w.subject(banditTo), w.cubes(got), w.loc(loc)))
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
		who := w.who(c.Name)
		if c.Name == rules.Guards && lang == terms.En {
			who = c.Name // Lines names the guards' board as the crew list does
		}
		rw, rewarded := rules.Reward{}, false
		if r.resolved {
			rw, rewarded = r.res.RewardOf(c.Name)
			rewarded = rewarded && rw.Collected()
			if t := TierWordsIn(lang, rw.Tier); rewarded && t != "" {
				who = w.e("paren", who, t)
			}
		}
		if s := w.crewChanges(was, c, adjust); s != "" {
			out = append(out, w.e("r.changes", who, s))
		} else if rewarded && rw.Choice != "" && rw.Gains.IsZero() && !slices.Contains(b.LightsOut.Chosen, c.Name) {
			out = append(out, w.e("r.chose-nothing-v7", who))
		} else if r.resolved && rw.Nothing && !rw.Collected() {
			out = append(out, w.e("r.took-nothing", w.crewName(c.Name)))
		}
	}
	out = append(out, w.goalLines(b, a)...)
	if a.FirstPlayer != b.FirstPlayer {
		out = append(out, w.g(a.FirstPlayer, "r.takes-marker", w.subject(a.FirstPlayer)))
	} else if r.resolved {
		for _, rw := range r.res.Rewards() {
			if rw.FirstPlayerMarker && !rw.Declined {
				out = append(out, w.g(rw.Name, "r.keeps-marker", w.subject(rw.Name)))
			}
		}
	}
	if r.resolved {
		out = append(out, r.stragglerLinesIn(w)...)
		if stays := r.res.BanditStays; stays.Total() > 0 {
			out = append(out, w.e("r.bandit-stays", w.cubes(stays), w.loc(r.loc)))
		}
	}
	if p, ok := r.Entry.Payload.(*PatrolEntry); ok {
		out = append(out, w.patrolLines(p, b, a)...)
	}
	switch {
	case a.Round > b.Round && b.Round > 0:
		out = append(out, w.e("r.round-begins", a.Round))
	case a.Phase == PhaseLightsOut && b.Phase == PhaseRollCall:
		out = append(out, w.e("r.lights-out-begins"))
	case a.Phase == PhasePatrol && b.Phase == PhaseLightsOut:
		out = append(out, w.e("r.patrol-begins"))
	case a.Phase == PhaseGameEnd && b.Phase != PhaseGameEnd:
		out = append(out, w.e("r.game-over"))
	}
	return out
}

// subject names a crew at the start of a sentence: "Vera", "The guards"
// in English.
func (w entryWords) subject(name string) string {
	if name == rules.Guards {
		return w.e("r.the-guards")
	}
	return name
}

// crewName names a crew as Lines does where it gives its name as is: the
// guards by the glossary's word in Spanish and Chinese.
func (w entryWords) crewName(name string) string {
	if name == rules.Guards && w.lang != terms.En {
		return w.lang.Word("guards")
	}
	return name
}

// suspicionLineIn is suspicionLine through the catalog.
func (r *Report) suspicionLineIn(w entryWords) string {
	s := &r.res.Suspicion
	cubes := w.count("suspicion-cubes", s.Cubes)
	if s.To != "" {
		line := w.g(s.To, "r.takes-suspicion", w.subject(s.To), cubes, w.loc(r.loc))
		if passed := r.res.PassedOver(); len(passed) > 0 {
			names := make([]string, len(passed))
			for i, n := range passed {
				names[i] = w.crewName(n)
			}
			line = w.e("r.passed-over", line, w.and(names))
		}
		return w.e("r.sentence", line)
	}
	key := "r.stay-nobody"
	if len(r.res.Ranking()) > 0 {
		key = "r.stay-lookouts"
	}
	if s.Cubes == 1 {
		key += "-one"
	}
	return w.e(key, cubes, w.loc(r.loc))
}

// stragglerLinesIn is stragglerLines through the catalog.
func (r *Report) stragglerLinesIn(w entryWords) []string {
	var out []string
	for _, s := range r.res.Stragglers() {
		if s.Name == rules.Guards {
			if r.loc != rules.Library {
				out = append(out, w.e("r.guards-straggle"))
			}
			continue
		}
		toks := s.Tokens.Slice()
		names := make([]string, len(toks))
		for i, t := range toks {
			names[i] = w.token(t.String())
		}
		key := "r.straggle"
		if r.loc == rules.Library {
			key = "r.go-home"
		}
		if len(toks) == 1 {
			key += "-one"
		}
		out = append(out, w.e(key, s.Name, w.and(names)))
	}
	return out
}

// crewChanges is crewChanges through the catalog: "+3 scrap, -1
// reputation, +1 tome owed".
func (w entryWords) crewChanges(b, a CrewState, adj crewAdjust) string {
	var parts []string
	num := func(d int, key string) {
		if d != 0 {
			parts = append(parts, w.e("r.n."+key, d))
		}
	}
	num(a.Board.Reputation-b.Board.Reputation-adj.reputation, "reputation")
	num(a.Board.Power-b.Board.Power-adj.power, "power")
	num(a.Board.Suspicion-b.Board.Suspicion-adj.suspicion, "suspicion")
	for _, k := range rules.AllResources {
		d := a.Board.Resources.Of(k) - b.Board.Resources.Of(k) - adj.resources.Of(k)
		if (k == rules.Potions || k == rules.Scrap) && (d == 1 || d == -1) {
			num(d, k.String()+"-one") // Spanish: "+1 desperdicio"
			continue
		}
		num(d, k.String())
	}
	num(a.Board.StorageLimit-b.Board.StorageLimit-adj.storage, "storage")
	if d := a.TomesToDraw - b.TomesToDraw; d > 0 {
		owed := w.count("r.tomes-owed", d)
		if len(a.TomeChoices) > len(b.TomeChoices) {
			owed = w.e("r.draws-2-keeps-1", owed)
		}
		parts = append(parts, owed)
	}
	return strings.Join(parts, w.e("r.sep"))
}

// goalLines is goalLines through the catalog.
func (w entryWords) goalLines(b, a *Game) []string {
	var out []string
	for _, c := range a.Crews {
		for _, goal := range c.Goals {
			if bc, ok := b.Crew(c.Name); ok && slices.Contains(bc.Goals, goal) {
				continue
			}
			from := ""
			for _, other := range b.Crews {
				if other.Name != c.Name && slices.Contains(other.Goals, goal) {
					from = other.Name
				}
			}
			if from != "" {
				out = append(out, w.g(c.Name, "r.claims-from", w.subject(c.Name), goal, w.who(from)))
				continue
			}
			out = append(out, w.g(c.Name, "r.claims", w.subject(c.Name), goal))
		}
	}
	return out
}

// patrolLines is patrolLines through the catalog.
func (w entryWords) patrolLines(p *PatrolEntry, b, a *Game) []string {
	var out []string
	switch p.Action {
	case PatrolAdvanceGoons:
		for _, name := range a.GoonDiscard[len(b.GoonDiscard):] {
			out = append(out, w.e("r.goon-leaves", name))
		}
		var moves []string
		for _, from := range rules.GoonLocations {
			name := b.Locations[from].Goon
			if name == "" {
				continue
			}
			for _, to := range rules.GoonLocations {
				if to != from && a.Locations[to].Goon == name {
					moves = append(moves, w.e("r.goon-to", name, w.loc(to)))
				}
			}
		}
		if len(moves) > 0 {
			out = append(out, w.e("r.goons-advance", w.and(moves)))
		}
		if empty := a.EmptyGoonSpaces(); len(empty) > 0 {
			names := make([]string, len(empty))
			for i, l := range empty {
				names[i] = w.loc(l)
			}
			out = append(out, w.e("r.empty-goon-spaces", w.and(names)))
		}
	case PatrolAddSuspicion:
		if p.Raid {
			out = append(out, a.RaidTextIn(w.lang))
		}
		for _, l := range rules.AllLocations {
			bl, al := &b.Locations[l], &a.Locations[l]
			if al.Suspicion == bl.Suspicion && al.Bandit == bl.Bandit {
				continue
			}
			var now []string
			if al.Suspicion > 0 || bl.Suspicion > 0 {
				now = append(now, w.count("suspicion-cubes", al.Suspicion))
			}
			if al.Bandit.Total() > 0 {
				now = append(now, w.e("r.from-bandit", w.cubes(al.Bandit)))
			}
			line := w.e("r.holds", w.loc(l), w.and(now))
			if al.Goon != "" {
				line = w.e("paren", line, al.Goon)
			}
			out = append(out, w.e("r.sentence", line))
		}
	}
	return out
}
