package scoring

import (
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// Breakdown is one crew's final tally, a field per category. Every field is
// the change actually made to the reputation track, so the fields add up to
// the total.
type Breakdown struct {
	// Track is the reputation track before the final raid.
	Track int
	// Raid is the change from the final raid, after the floor at 0 (0 or
	// negative).
	Raid int
	// LeaderGoal is 8 (2 crews and solo: 6) for the holder of the card.
	LeaderGoal int
	// EndGameGoal is what the end game goal card scored.
	EndGameGoal int
	// Goons is the sum of GoonTypes (less any part stopped by the floor at 0).
	Goons int
	// GoonTypes holds what each goon type the crew has scored.
	GoonTypes GoonScores
	// Resources is 1 per scrap, potion and iron and 2 per gold (guards: gold
	// only).
	Resources int
	// Tomes is 1 per unplayed tome card.
	Tomes int
	// FirstPlayer is 2 for the holder of the first player marker.
	FirstPlayer int
	// Catacombs is what the lantern's final position scores (Breakout).
	Catacombs int
}

// Total returns the final reputation.
func (b Breakdown) Total() int {
	return b.Track + b.Raid + b.LeaderGoal + b.EndGameGoal + b.Goons + b.Resources + b.Tomes + b.FirstPlayer + b.Catacombs
}

// GoonScore is what one goon type scored for a crew.
type GoonScore struct {
	Type rules.GoonType
	// Count is the number of goon cards of the type.
	Count int
	// Golems is the number of Golems counted as this type (Dwarves and
	// Ratmen only).
	Golems int
	// Points is what the type scored.
	Points int
}

// GoonScores holds what each goon type scored for a crew, indexed by goon
// type as Goons is. A type the crew does not have is the zero GoonScore.
type GoonScores [rules.Shapeshifters + 1]GoonScore

// Of returns what goon type t scored, and whether the crew has any goon of
// that type.
func (g GoonScores) Of(t rules.GoonType) (GoonScore, bool) {
	if t <= rules.NoGoonType || int(t) >= len(g) || g[t].Count == 0 {
		return GoonScore{}, false
	}
	return g[t], true
}

// List returns a line per goon type the crew has, in the order of
// rules.ScoringGoonTypes (nil if it has none).
func (g GoonScores) List() []GoonScore {
	var out []GoonScore
	for _, t := range rules.ScoringGoonTypes {
		if gs, ok := g.Of(t); ok {
			out = append(out, gs)
		}
	}
	return out
}

// CrewScore is one crew's result.
type CrewScore struct {
	Name      string
	Guards    bool
	Items     int
	Breakdown Breakdown
	// Wild is what the crew's wild valuables counted as: shields, gems or
	// magic where a kind was chosen (rulings bo-wild-choice, bo-solo-wild),
	// Wild for those whose kind no score depended on (they still count
	// wherever every valuable does, as for Demons).
	Wild Valuables
}

// Total returns the crew's final reputation.
func (c CrewScore) Total() int { return c.Breakdown.Total() }

// Result is the outcome of final scoring. It is a plain value that holds
// nothing outside itself: the notes are kept as a kind and a few numbers and
// put into words only when Notes is called.
type Result struct {
	crews   [MaxSeats]CrewScore
	seats   int
	winners Seats
	notes   notes
}

// Crews returns each side's result in seating order, the guards last in
// solitary mode. The slice is the caller's.
func (r *Result) Crews() []CrewScore {
	out := make([]CrewScore, r.seats)
	copy(out, r.crews[:r.seats])
	return out
}

// Total returns the final reputation of the side at seat (an index in
// Crews), 0 for a seat the game does not have; unlike Crews it copies
// nothing, for callers that score many games (lockup solo rate).
func (r *Result) Total(seat int) int {
	if seat < 0 || seat >= r.seats {
		return 0
	}
	return r.crews[seat].Total()
}

// WinnerSeats returns the winner's seat (an index in Crews), or several for
// a shared victory.
func (r *Result) WinnerSeats() Seats { return r.winners }

// Winners names the winner, or several for a shared victory, in seating
// order.
func (r *Result) Winners() []string { return names(r.crews[:r.seats], r.winners) }

// names returns the names of a set of seats in seating order.
func names(crews []CrewScore, s Seats) []string {
	var out []string
	for i, c := range crews {
		if s.Has(i) {
			out = append(out, c.Name)
		}
	}
	return out
}

// Notes returns, in words, the rulings and rules that changed a number, in
// the order they applied (nil if none did).
func (r *Result) Notes() []Note {
	if r.notes.n == 0 {
		return nil
	}
	out := make([]Note, r.notes.n)
	for i, n := range r.notes.list[:r.notes.n] {
		out[i] = Note{Kind: n.kind, Text: n.text(r.crews[:r.seats])}
	}
	return out
}

// NotesIn returns the notes as Notes does, worded in a language: English
// is Notes' own words; Spanish and Chinese come from the message catalog
// (companion/terms), with the glossary's terms and the crews' names as
// typed.
func (r *Result) NotesIn(l terms.Lang) []Note {
	if l == terms.En {
		return r.Notes()
	}
	if r.notes.n == 0 {
		return nil
	}
	out := make([]Note, r.notes.n)
	for i, n := range r.notes.list[:r.notes.n] {
		out[i] = Note{Kind: n.kind, Text: n.textIn(l, r.crews[:r.seats])}
	}
	return out
}

// Score carries out the final raid and final scoring of a finished game. It
// trusts its input: check the game first (package companion does). More
// than MaxSeats crews is a caller's mistake and panics. It allocates
// nothing.
func Score(g Game) (res Result) {
	res.score(&g)
	return res
}

// Score is the function Score writing into res, overwritten whole, for a
// caller that scores game after game (lockup solo rate): nothing as large
// as a Result is copied. g is only read.
func (res *Result) Score(g *Game) {
	*res = Result{}
	res.score(g)
}

// score is Score writing into res, which starts zero: Score stays small
// enough to be inlined.
func (res *Result) score(g *Game) {
	n := len(g.Crews)
	if n > MaxSeats {
		panic("scoring: a game has at most MaxSeats crews; check it before scoring")
	}
	res.seats = n

	// The final raid (core rulebook, "Game End"; "Raids", p. 12).
	var suspicion [MaxSeats]int
	for i := range g.Crews {
		suspicion[i] = g.Crews[i].Suspicion
	}
	losses, zeroRuling := rules.RaidLosses(suspicion[:n])
	if zeroRuling {
		res.notes.add(note{kind: NoteRaidZero})
	}

	// End game goal, each side's wild valuables counted first where they
	// score best (rulings bo-wild-choice, bo-solo-wild).
	var why [MaxSeats]wildWhy
	counts := chooseWild(g, &res.crews, &why)
	for i := range g.Crews {
		if why[i] == wildNone {
			continue
		}
		kind := NoteWild
		if g.Crews[i].Guards {
			kind = NoteGuardsWild
		}
		res.notes.add(note{kind: kind, seat: uint8(i), a: int32(why[i]), b: int32(g.EndGameGoal.Condition.What)})
	}
	var goal [MaxSeats]int
	switch eg := &g.EndGameGoal; {
	case eg.Conditioned():
		var ruled bool
		goal, ruled = conditionAwards(eg.Condition, &counts, n)
		if ruled {
			res.notes.add(note{kind: NoteGoalZero})
		}
	case eg.Kind == MostGoal:
		var ruled bool
		goal, ruled = rules.EndGameGoalAwards(counts[:n])
		if ruled {
			res.notes.add(note{kind: NoteGoalZero})
		}
	case eg.Kind == PointsGoal:
		goal = counts
	}

	leaderPoints := 8
	if n == 2 {
		leaderPoints = 6
	}

	var totals [MaxSeats]int
	for i := range g.Crews {
		c := &g.Crews[i]
		seat := uint8(i)
		cs := &res.crews[i]
		cs.Name, cs.Guards, cs.Items = c.Name, c.Guards, c.Items
		b := &cs.Breakdown
		b.Track = c.Reputation
		after := max(c.Reputation-losses[i], 0)
		b.Raid = after - c.Reputation
		if losses[i] > c.Reputation {
			res.notes.add(note{kind: NoteRaidFloor, seat: seat, a: int32(losses[i])})
		}
		if g.LeaderGoal != "" && g.LeaderGoal == c.Name {
			b.LeaderGoal = leaderPoints
		}
		b.EndGameGoal = goal[i]

		points, golems := goonScores(c, &b.GoonTypes)
		b.Goons = points
		if golems.kind != NoNote {
			golems.seat = seat
			res.notes.add(golems)
		}
		// The track never goes below 0 (ruling score-floor).
		if running := b.Track + b.Raid + b.LeaderGoal + b.EndGameGoal; running+b.Goons < 0 {
			res.notes.add(note{kind: NoteScoreFloor, seat: seat, a: int32(b.Goons), b: int32(-running)})
			b.Goons = -running
		}

		if c.Guards {
			b.Resources = 2 * c.Resources.Gold
		} else {
			b.Resources = c.Resources.Scrap + c.Resources.Potions + c.Resources.Iron + 2*c.Resources.Gold
			b.Tomes = c.Tomes
		}
		if g.FirstPlayer != "" && g.FirstPlayer == c.Name {
			b.FirstPlayer = 2
		}
		b.Catacombs = catacombs(c.Lantern)
		if c.Lantern.Place == Escaped {
			res.notes.add(note{kind: NoteLanternEscaped, seat: seat})
		}
		totals[i] = b.Total()
	}
	for i := range g.Crews {
		// "Solitary Mode – Game End": the guards score only gold. That is
		// the rule, not a ruling, but worth saying when it costs them.
		if c := &g.Crews[i]; c.Guards && c.Resources.Scrap+c.Resources.Potions+c.Resources.Iron > 0 {
			res.notes.add(note{kind: NoteGuardsGoldOnly})
		}
	}
	res.decide(g.Solo, &totals)
}

// wildWhy is why a side's wild valuables count as they do, for its note.
type wildWhy uint8

// The reasons.
const (
	// wildNone: the side has no wild valuable.
	wildNone wildWhy = iota
	// wildBest: counted as the kind the end game goal counts, which scores
	// more than some other choice.
	wildBest
	// wildSame: counted as the kind the end game goal counts, though every
	// choice scores the same.
	wildSame
	// wildEvery: the end game goal counts every valuable, so each counts
	// toward it whatever its kind.
	wildEvery
	// wildNoKind: no score depends on the kind.
	wildNoKind
	// wildGiven: the end game goal's counts are given without its
	// condition, as the players counted them.
	wildGiven
)

// valuableKinds are the kinds a wild valuable may count as, in the order
// of the tie rule of ruling bo-wild-choice, with what a goal counting each
// counts.
var valuableKinds = [3]rules.Countable{rules.CountShields, rules.CountGems, rules.CountMagic}

// add counts n valuables of kind k (an index in valuableKinds).
func (v *Valuables) add(k, n int) {
	switch k {
	case 0:
		v.Shields += n
	case 1:
		v.Gems += n
	case 2:
		v.Magic += n
	}
}

// chooseWild decides what each side's wild valuables count as (ruling
// bo-wild-choice; the guards, ruling bo-solo-wild), writes it into each
// side's CrewScore.Wild with the reason in why, and returns the end game
// goal's counts with the wild valuables counted toward it.
//
// Only the end game goal can depend on the kind: Demons count every
// valuable, and the leader goal stays with its holder at game end (ruling
// bo-wild-leader-goal). So a crew's best choice is the number x of its w
// wild valuables that count as the kind the goal counts, the rest counting
// as another kind: trying x from w down to 0 tries every kind for every
// wild valuable (3^w choices, but wild valuables are alike, so only x
// changes a score). A higher end game goal score is a higher total, the
// score floor included, so x is chosen on the goal's points, the others'
// counts as they stand, each crew in seating order; on a tie the highest x
// stays.
func chooseWild(g *Game, crews *[MaxSeats]CrewScore, why *[MaxSeats]wildWhy) (counts [MaxSeats]int) {
	eg := &g.EndGameGoal
	counts = eg.Counts
	n := len(g.Crews)
	kind := -1
	for k, c := range valuableKinds {
		if eg.Conditioned() && eg.Condition.What == c {
			kind = k
		}
	}
	// First every wild valuable counts toward the goal where it can.
	for i := range g.Crews {
		w := g.Crews[i].Valuables.Wild
		as := &crews[i].Wild
		switch {
		case w <= 0:
			continue
		case !eg.Conditioned() && eg.Kind != NoEndGameGoal:
			as.Wild, why[i] = w, wildGiven
		case kind >= 0:
			counts[i] += w
			as.add(kind, w)
			why[i] = wildSame
		case eg.Conditioned() && eg.Condition.What == rules.CountValuables:
			counts[i] += w
			as.Wild, why[i] = w, wildEvery
		default:
			as.Wild, why[i] = w, wildNoKind
		}
	}
	if kind < 0 {
		return counts
	}
	// Then each crew chooses for itself; the guards count every one toward
	// the goal (ruling bo-solo-wild) and choose nothing more.
	other := 0
	if kind == 0 {
		other = 1
	}
	for i := range g.Crews {
		w := g.Crews[i].Valuables.Wild
		if w <= 0 || g.Crews[i].Guards {
			continue
		}
		base := counts[i] - w
		best := goalPoints(eg.Condition, &counts, n, i)
		bestX, worst := w, best
		for x := w - 1; x >= 0; x-- {
			counts[i] = base + x
			p := goalPoints(eg.Condition, &counts, n, i)
			if p > best {
				best, bestX = p, x
			}
			worst = min(worst, p)
		}
		counts[i] = base + bestX
		crews[i].Wild = Valuables{}
		crews[i].Wild.add(kind, bestX)
		crews[i].Wild.add(other, w-bestX)
		if worst < best {
			why[i] = wildBest
		}
	}
	return counts
}

// goalPoints returns what seat scores from the end game goal's condition
// with these counts.
func goalPoints(cond rules.GoalCondition, counts *[MaxSeats]int, n, seat int) int {
	if cond.Rule == rules.RulePerUnit {
		return rules.PerUnitStars(cond, counts[seat])
	}
	awards, _ := conditionAwards(cond, counts, n)
	return awards[seat]
}

// conditionAwards returns what every seat scores from the end game goal's
// condition (core rulebook, "Claiming Goals", "End Game Goal Cards", p. 13):
// a most goal's awards, a count below the printed minimum counting 0, and
// whether ruling goal-zero changed them; or a per-unit goal's stars.
func conditionAwards(cond rules.GoalCondition, counts *[MaxSeats]int, n int) (awards [MaxSeats]int, ruled bool) {
	if cond.Rule == rules.RulePerUnit {
		for i := range n {
			awards[i] = rules.PerUnitStars(cond, counts[i])
		}
		return awards, false
	}
	var c [MaxSeats]int
	for i := range n {
		if c[i] = counts[i]; c[i] < cond.N {
			c[i] = 0
		}
	}
	return rules.EndGameGoalAwards(c[:n])
}

// catacombs scores a lantern's final position (Breakout rulebook, "Game End",
// "Khathandor's Tomb", "Prison Breakout").
func catacombs(l Lantern) int {
	switch l.Place {
	case OnSpace:
		return l.Space
	case AtTomb:
		return 15
	}
	// Entrance and no lantern score nothing; an escaped lantern scored when
	// it escaped (ruling lantern-escaped).
	return 0
}

// dwarfPoints is the Dwarves' table: 1|3|7|12|18|25|30 for 1..7+ (core
// rulebook, "Recruiting Goons", p. 15).
func dwarfPoints(n int) int {
	table := [...]int{0, 1, 3, 7, 12, 18, 25, 30}
	return table[min(n, 7)]
}

// ratmanPoints is the Ratmen's table: -3|1|6|13|25 for 1..5+.
func ratmanPoints(n int) int {
	table := [...]int{0, -3, 1, 6, 13, 25}
	return table[min(n, 5)]
}

// goonScores scores each goon type the crew has into out (core rulebook,
// "Recruiting Goons", p. 15; Breakout rulebook, "Goon Cards") and returns
// the sum. Golems are split between Dwarves and Ratmen to give the owner the
// highest total (ruling golem-choice); when the crew has Golems, the note
// returned describes the split (its seat left for the caller), else its kind
// is NoNote.
func goonScores(c *Crew, out *GoonScores) (points int, golemNote note) {
	dwarves, ratmen, golems := c.Goons.Of(rules.Dwarves), c.Goons.Of(rules.Ratmen), c.Goons.Of(rules.Golems)
	asDwarves, asRatmen := bestGolemSplit(dwarves, ratmen, golems)

	for _, t := range rules.ScoringGoonTypes {
		n := c.Goons.Of(t)
		if n == 0 {
			continue
		}
		gs := GoonScore{Type: t, Count: n}
		switch t {
		case rules.Bandits:
			gs.Points = 3 * n
		case rules.Flayers:
			gs.Points = 2 * n
		case rules.Cultists:
			gs.Points = n * c.Items
		case rules.Demons:
			gs.Points = 2 * n * c.Valuables.Total()
		case rules.Dwarves:
			gs.Golems = asDwarves
			gs.Points = dwarfPoints(n + asDwarves)
		case rules.Hobgoblins:
			gs.Points = n * c.Power
		case rules.Ratmen:
			gs.Golems = asRatmen
			gs.Points = ratmanPoints(n + asRatmen)
		case rules.Dryads:
			barrels := c.Barrels
			if !c.Guards {
				barrels++ // the crew board's own barrel; the guards have no crew board
			}
			gs.Points = n * barrels
		case rules.Fungoids:
			gs.Points = 2 * n * c.Loot
		case rules.Golems:
			gs.Points = 0 // counted within Dwarves or Ratmen
		}
		out[t] = gs
		points += gs.Points
	}
	switch {
	case golems == 0:
		return points, note{}
	case asDwarves == 0 && asRatmen == 0:
		return points, note{kind: NoteGolemsIdle, a: int32(golems)}
	}
	return points, note{kind: NoteGolemSplit, a: int32(asDwarves), b: int32(asRatmen)}
}

// bestGolemSplit returns how many Golems count as Dwarves and as Ratmen to
// give the highest total; a Golem may only join a type the owner has at least
// one real card of.
func bestGolemSplit(dwarves, ratmen, golems int) (asDwarves, asRatmen int) {
	if golems == 0 || (dwarves == 0 && ratmen == 0) {
		return 0, 0
	}
	best := -1 << 31
	for d := 0; d <= golems; d++ {
		r := golems - d
		if (d > 0 && dwarves == 0) || (r > 0 && ratmen == 0) {
			continue
		}
		total := 0
		if dwarves > 0 {
			total += dwarfPoints(dwarves + d)
		}
		if ratmen > 0 {
			total += ratmanPoints(ratmen + r)
		}
		if total > best {
			best, asDwarves, asRatmen = total, d, r
		}
	}
	return asDwarves, asRatmen
}

// decide applies "Final Scoring" to the totals, by seat: most reputation; a
// tie goes to the most crafted items; still tied, a shared victory. In
// solitary mode the crew wins only with strictly more reputation than the
// guards.
func (r *Result) decide(solo bool, totals *[MaxSeats]int) {
	if r.seats == 0 {
		return
	}
	crews := r.crews[:r.seats]
	if solo {
		crew, guards := -1, -1
		for i := range crews {
			if crews[i].Guards {
				guards = i
			} else {
				crew = i
			}
		}
		if crew < 0 || guards < 0 {
			return
		}
		switch {
		case totals[crew] > totals[guards]:
			r.winners = r.winners.With(crew)
			return
		case totals[crew] == totals[guards] && crews[crew].Items > crews[guards].Items:
			r.notes.add(note{kind: NoteSoloTieItems, seat: uint8(crew)})
		case totals[crew] == totals[guards]:
			r.notes.add(note{kind: NoteSoloTie})
		}
		r.winners = r.winners.With(guards)
		return
	}
	top := totals[0]
	for _, t := range totals[1:r.seats] {
		top = max(top, t)
	}
	var tied Seats
	mostItems := 0
	for i := range crews {
		if totals[i] == top {
			tied = tied.With(i)
			mostItems = max(mostItems, crews[i].Items)
		}
	}
	if tied.Len() == 1 {
		r.winners = tied
		return
	}
	winner := 0
	for i := range crews {
		if tied.Has(i) && crews[i].Items == mostItems {
			r.winners = r.winners.With(i)
			winner = i
		}
	}
	if r.winners.Len() == 1 {
		r.notes.add(note{kind: NoteTieBrokenByItems, seat: uint8(winner), seats: tied, a: int32(top), b: int32(mostItems)})
	} else {
		r.notes.add(note{kind: NoteSharedVictory, seats: r.winners, a: int32(top), b: int32(mostItems)})
	}
}
