package scoring

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
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
	// GoonTypes holds a line per goon type the crew has.
	GoonTypes []GoonScore
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

// CrewScore is one crew's result.
type CrewScore struct {
	Name      string
	Guards    bool
	Items     int
	Breakdown Breakdown
}

// Total returns the crew's final reputation.
func (c CrewScore) Total() int { return c.Breakdown.Total() }

// Note explains something that changed a number: a ruling for an ambiguous
// passage (Ruling is its ID in docs/rulings.md) or a rule a player might
// miss (Ruling is empty).
type Note struct {
	Ruling string
	Text   string
}

// Result is the outcome of final scoring.
type Result struct {
	// Crews in seating order, the guards last in solitary mode.
	Crews []CrewScore
	// Winners names the winner, or several for a shared victory.
	Winners []string
	// Notes explain rulings and rules that changed a number.
	Notes []Note
}

// Score carries out the final raid and final scoring of a finished game. It
// trusts its input: check the game first (package companion does).
func Score(g Game) Result {
	res := Result{Crews: make([]CrewScore, len(g.Crews))}
	note := func(ruling, format string, args ...any) {
		res.Notes = append(res.Notes, Note{Ruling: ruling, Text: fmt.Sprintf(format, args...)})
	}

	// The final raid (core rulebook, "Game End"; "Raids", p. 12).
	suspicion := make([]int, len(g.Crews))
	for i, c := range g.Crews {
		suspicion[i] = c.Suspicion
	}
	losses, zeroRuling := rules.RaidLosses(suspicion)
	if zeroRuling {
		note(rules.RulingRaidZero, "Final raid: a crew with no suspicion cubes loses no reputation, even where it would rank second most or tie for most.")
	}

	// End game goal.
	goal := make([]int, len(g.Crews))
	switch g.EndGameGoal.Kind {
	case MostGoal:
		counts := make([]int, len(g.Crews))
		for i, c := range g.Crews {
			counts[i] = g.EndGameGoal.Counts[c.Name]
		}
		awards, ruled := rules.EndGameGoalAwards(counts)
		copy(goal, awards[:])
		if ruled {
			note(rules.RulingGoalZero, "End game goal: a count of 0 never scores.")
		}
	case PointsGoal:
		for i, c := range g.Crews {
			goal[i] = g.EndGameGoal.Counts[c.Name]
		}
	}

	leaderPoints := 8
	if len(g.Crews) == 2 {
		leaderPoints = 6
	}

	for i, c := range g.Crews {
		b := Breakdown{Track: c.Reputation}
		after := max(c.Reputation-losses[i], 0)
		b.Raid = after - c.Reputation
		if losses[i] > c.Reputation {
			note("", "Final raid: %s would lose %d but stops at 0 on the reputation track.", c.Name, losses[i])
		}
		if g.LeaderGoal != "" && g.LeaderGoal == c.Name {
			b.LeaderGoal = leaderPoints
		}
		b.EndGameGoal = goal[i]

		var golemNote string
		b.GoonTypes, golemNote = goonScores(c)
		if golemNote != "" {
			note(rules.RulingGolemChoice, "%s: %s", c.Name, golemNote)
		}
		for _, gs := range b.GoonTypes {
			b.Goons += gs.Points
		}
		// The track never goes below 0 (ruling score-floor).
		if running := b.Track + b.Raid + b.LeaderGoal + b.EndGameGoal; running+b.Goons < 0 {
			note(rules.RulingScoreFloor, "%s: goons would score %d, but the reputation track stops at 0, so they change it by %d.", c.Name, b.Goons, -running)
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
			note(rules.RulingLanternEscape, "%s's lantern escaped during the game: those stars are already on the track, so the lantern scores nothing now.", c.Name)
		}
		res.Crews[i] = CrewScore{Name: c.Name, Guards: c.Guards, Items: c.Items, Breakdown: b}
	}
	for _, c := range g.Crews {
		// "Solitary Mode – Game End": the guards score only gold. That is
		// the rule, not a ruling, but worth saying when it costs them.
		if c.Guards && c.Resources.Scrap+c.Resources.Potions+c.Resources.Iron > 0 {
			note("", "The guards score only their gold (2 each); their scrap, potions and iron score nothing.")
		}
	}
	res.Winners = winners(g, res.Crews, note)
	return res
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

// goonScores scores each goon type the crew has (core rulebook, "Recruiting
// Goons", p. 15; Breakout rulebook, "Goon Cards"). Golems are split between
// Dwarves and Ratmen to give the owner the highest total (ruling
// golem-choice); the second result describes the split when Golems counted.
func goonScores(c Crew) ([]GoonScore, string) {
	dwarves, ratmen, golems := c.Goons.Of(rules.Dwarves), c.Goons.Of(rules.Ratmen), c.Goons.Of(rules.Golems)
	asDwarves, asRatmen := bestGolemSplit(dwarves, ratmen, golems)

	var out []GoonScore
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
		out = append(out, gs)
	}
	if golems == 0 {
		return out, ""
	}
	var parts []string
	if asDwarves > 0 {
		parts = append(parts, fmt.Sprintf("%d as Dwarves", asDwarves))
	}
	if asRatmen > 0 {
		parts = append(parts, fmt.Sprintf("%d as Ratmen", asRatmen))
	}
	if len(parts) == 0 {
		return out, fmt.Sprintf("%d Golem(s) count for nothing: a Golem counts only as a Dwarf or a Ratman, and only when its owner has one.", golems)
	}
	return out, fmt.Sprintf("Golems count %s, the split that scores the most.", strings.Join(parts, " and "))
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

// winners applies "Final Scoring": most reputation; a tie goes to the most
// crafted items; still tied, a shared victory. In solitary mode the crew wins
// only with strictly more reputation than the guards.
func winners(g Game, crews []CrewScore, note func(string, string, ...any)) []string {
	if len(crews) == 0 {
		return nil
	}
	if g.Solo {
		var crew, guards *CrewScore
		for i := range crews {
			if crews[i].Guards {
				guards = &crews[i]
			} else {
				crew = &crews[i]
			}
		}
		if crew == nil || guards == nil {
			return nil
		}
		if crew.Total() > guards.Total() {
			return []string{crew.Name}
		}
		if crew.Total() == guards.Total() {
			if crew.Items > guards.Items {
				note(rules.RulingSoloTieBreak, "A tie with the guards goes to the guards, even though %s has more items.", crew.Name)
			} else {
				note("", "A tie with the guards goes to the guards.")
			}
		}
		return []string{guards.Name}
	}
	top := crews[0].Total()
	for _, c := range crews {
		top = max(top, c.Total())
	}
	var tied []CrewScore
	for _, c := range crews {
		if c.Total() == top {
			tied = append(tied, c)
		}
	}
	if len(tied) == 1 {
		return []string{tied[0].Name}
	}
	mostItems := 0
	for _, c := range tied {
		mostItems = max(mostItems, c.Items)
	}
	var out []string
	for _, c := range tied {
		if c.Items == mostItems {
			out = append(out, c.Name)
		}
	}
	if len(out) == 1 {
		names := make([]string, len(tied))
		for i, c := range tied {
			names[i] = c.Name
		}
		note("", "%s tie at %d reputation; %s wins with the most items (%d).", strings.Join(names, ", "), top, out[0], mostItems)
	} else {
		note("", "%s tie at %d reputation and %d items: a shared victory.", strings.Join(out, ", "), top, mostItems)
	}
	return out
}
