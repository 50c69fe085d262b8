package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Site is what lies at one location when the Lights Out phase reaches it:
// the plain values a player reads off the board.
type Site struct {
	// Suspicion is the suspicion cubes waiting at the location.
	Suspicion int
	// Bandit are the resource cubes Bandits left at the location (core
	// rulebook, "Recruiting Goons – Bandits"); uncollected cubes stay and
	// pile up (ruling bandit-cube-unclaimed).
	Bandit Resources
	// Tunnel is the location's tunnel marker (Breakout).
	Tunnel Tunnel
	// Tokens lists each crew's tokens at the location, faces revealed.
	Tokens map[string][]Token
	// FaceDown counts, for the Roll Call check, how many of a crew's tokens
	// there were assigned face down.
	FaceDown map[string]int
	// Guards lists the strengths printed on the guard cards at the location
	// (solitary mode).
	Guards []int
	// Declines lists the crews that decline their reward there, so that their
	// tokens straggle to the Library (core rulebook, "Move Stragglers to the
	// Library", note).
	Declines []string
}

// Round is a whole Lights Out phase: the table and what lies at every
// location and on the legend card.
type Round struct {
	Table Table
	// Sites holds locations 1 to 7. The Library is never assigned to: its
	// tokens are the stragglers of the other locations.
	Sites map[Location]Site
	// LibraryDeclines lists crews that decline their reward at the Library.
	LibraryDeclines []string
	// Legend lists each crew's token on the active legend card (Breakout).
	Legend map[string][]Token
	// LegendGuards lists the strengths of the guard cards on the legend card
	// (Breakout solitary mode).
	LegendGuards []int
}

// Tier is a reward tier of a location (core rulebook, "Location Rewards",
// p. 11).
type Tier int

// The reward tiers.
const (
	NoTier Tier = iota
	// Most is the crew with the most strength.
	Most
	// Second is the crew with the second most strength.
	Second
	// Third is the crew with the third most strength (Library).
	Third
	// Least is the crew with the least strength (Infirmary).
	Least
	// Others is every other crew with a token there (Sewers, Commissary,
	// Chow Hall).
	Others
	// Each is every crew with a token there (Cell Block).
	Each
)

var tierNames = [...]string{"", "most", "second", "third", "least", "other", "each"}

// String returns the tier's name: most, second, third, least, other, each.
func (t Tier) String() string {
	if t <= NoTier || int(t) >= len(tierNames) {
		return "no reward"
	}
	return tierNames[t]
}

// Gains counts what a reward gives outright.
type Gains struct {
	Resources
	Power      int
	Reputation int
	Tomes      int
}

// IsZero reports whether the gains are empty.
func (g Gains) IsZero() bool { return g == Gains{} }

// String lists the gains, e.g. "3 potions, 1 power".
func (g Gains) String() string {
	var parts []string
	add := func(n int, what string) {
		if n != 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, what))
		}
	}
	add(g.Scrap, "scrap")
	add(g.Potions, "potions")
	add(g.Iron, "iron")
	add(g.Gold, "gold")
	add(g.Power, "power")
	add(g.Reputation, "reputation")
	if g.Tomes == 1 {
		parts = append(parts, "1 tome")
	} else {
		add(g.Tomes, "tomes")
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// Reward is what one crew (or the guards) is entitled to at a location.
type Reward struct {
	Name string
	Tier Tier
	// Gains are the fixed gains, Bandit cube included.
	Gains Gains
	// Choice describes a reward the crew chooses how to take (or, for the
	// guards, how the automa takes it), empty when there is none.
	Choice string
	// FirstPlayerMarker is true when the reward takes the first player marker
	// (the Exercise Yard's most strength).
	FirstPlayerMarker bool
	// Bandit are the Bandit cubes included in Gains.
	Bandit Resources
	// Declined is true when the crew declined the reward: it gains nothing
	// and its tokens straggle.
	Declined bool
}

// Gained returns what the crew actually gains: nothing when it declined.
func (r Reward) Gained() Gains {
	if r.Declined {
		return Gains{}
	}
	return r.Gains
}

// Rank is one crew's (or the guards') place in a location's ranking.
type Rank struct {
	Name     string
	Strength int
	// Tokens are the crew's tokens there; Guards the guards' card strengths.
	Tokens []Token
	Guards []int
	// Lookout is true when the crew's lookout is there.
	Lookout bool
}

// Suspicion says where a location's suspicion cubes went.
type Suspicion struct {
	Cubes int
	// To is who gains the cubes; empty when they stay at the location.
	To string
	// PassedOver lists the crews ranked above To that could not take the
	// cubes because their lookout was there.
	PassedOver []string
}

// Advance is a lantern advance in the catacombs (Breakout).
type Advance struct {
	Name string
	// Spaces is how far the lantern may advance: up to 1 or 2 for a crew,
	// exactly 1 for the guards.
	Spaces   int
	Declined bool
}

// Straggler is a crew (or the guards) that collected no reward at a location:
// its tokens move to the Library, or go home from the Library.
type Straggler struct {
	Name   string
	Tokens []Token
	Guards []int
}

// Note is one step of a resolution, with the rule (or the project's ruling)
// that decided it.
type Note struct {
	Text   string
	Rule   Source
	Ruling string
}

// Resolution is the outcome of one location (or of the legend card).
type Resolution struct {
	Location Location
	// Legend is true for the active legend card (Location is NoLocation).
	Legend  bool
	Ranking []Rank
	// Suspicion is where the suspicion cubes went.
	Suspicion Suspicion
	// Rewards lists, in ranking order, every crew entitled to a reward tier.
	Rewards []Reward
	// BanditStays are the Bandit cubes left at the location because nobody
	// with the most strength took it.
	BanditStays Resources
	// Lantern is the crew advance of a tunnel location; GuardsLantern the
	// guards' advance in a solitary game.
	Lantern       *Advance
	GuardsLantern *Advance
	// Stragglers move to the Library; at the Library they go home.
	Stragglers []Straggler
	// FirstPlayer holds the first player marker after the location.
	FirstPlayer string
	Notes       []Note
}

// Slug returns the location's file name ("chow-hall"), "library" or
// "legend".
func (r Resolution) Slug() string {
	if r.Legend {
		return "legend"
	}
	return r.Location.Slug()
}

// Name returns the location's printed name, or "Legend card".
func (r Resolution) Name() string {
	if r.Legend {
		return "Legend card"
	}
	return r.Location.String()
}

// Rulings lists the IDs of the rulings that decided something here.
func (r Resolution) Rulings() []string {
	var out []string
	for _, n := range r.Notes {
		if n.Ruling != "" && !slices.Contains(out, n.Ruling) {
			out = append(out, n.Ruling)
		}
	}
	return out
}

// RewardOf returns the reward of a crew, if it is entitled to one.
func (r Resolution) RewardOf(name string) (Reward, bool) {
	for _, rw := range r.Rewards {
		if rw.Name == name {
			return rw, true
		}
	}
	return Reward{}, false
}

func (r *Resolution) note(rule Source, ruling, format string, args ...any) {
	r.Notes = append(r.Notes, Note{Text: fmt.Sprintf(format, args...), Rule: rule, Ruling: ruling})
}

// ResolveSite resolves one location in the Lights Out phase, given who holds
// the first player marker when it is reached (core rulebook, "Lights Out
// Phase", steps 1 to 4; Breakout rulebook, "Resolving Tunnel Locations";
// solitary mode's guard rules). For the Library, the site's tokens are the
// stragglers moved there. The input is checked first; a *RuleError says what
// is wrong.
func ResolveSite(t Table, firstPlayer string, loc Location, s Site) (Resolution, error) {
	if err := t.Check(); err != nil {
		return Resolution{}, err
	}
	if !t.Seated(firstPlayer) {
		return Resolution{}, &RuleError{Err: ErrNotSeated, Rule: srcStrengths, Crew: firstPlayer, Problem: fmt.Sprintf("the first player %q is not seated", firstPlayer), Allowed: strings.Join(t.Seating, ", ")}
	}
	if loc <= NoLocation || loc > Library {
		return Resolution{}, &RuleError{Err: ErrLocation, Rule: srcAssigning, Problem: "not a location on the board", Allowed: locationList(true)}
	}
	if err := checkSite(t, loc, s); err != nil {
		return Resolution{}, err
	}
	res := Resolution{Location: loc, FirstPlayer: firstPlayer}
	res.rank(t, firstPlayer, s.Tokens, s.Guards)
	res.suspicion(s.Suspicion)
	res.rewards(t, loc, s)
	res.tunnel(t, s)
	res.stragglers(s)
	return res, nil
}

// ResolveLegend ranks the crews on the active legend card after the Library
// (Breakout rulebook, "Resolving the Legend Card"). The card's own effect is
// printed on it and not known here: the ranking is what the effect reads.
func ResolveLegend(t Table, firstPlayer string, tokens map[string][]Token, guards []int) (Resolution, error) {
	if err := t.Check(); err != nil {
		return Resolution{}, err
	}
	if !t.Seated(firstPlayer) {
		return Resolution{}, &RuleError{Err: ErrNotSeated, Rule: srcBoLegend, Crew: firstPlayer, Problem: fmt.Sprintf("the first player %q is not seated", firstPlayer), Allowed: strings.Join(t.Seating, ", ")}
	}
	if err := checkLegend(t, tokens, guards); err != nil {
		return Resolution{}, err
	}
	res := Resolution{Legend: true, FirstPlayer: firstPlayer}
	res.rank(t, firstPlayer, tokens, guards)
	res.note(srcBoLegend, "", "the legend card's effect, printed on it, rewards or penalises crews by this ranking; the tokens then go home")
	if t.Solo() && slices.ContainsFunc(res.Ranking, func(r Rank) bool { return r.Name == Guards }) {
		res.note(srcBOSolo, "", "a reward the card gives the guards becomes 2 reputation for them; for a penalty with a choice, the crew chooses for the guards")
	}
	return res, nil
}

// rank totals strengths and orders the crews: most strength first, ties
// broken by seating clockwise from the holder of the first player marker.
func (res *Resolution) rank(t Table, firstPlayer string, tokens map[string][]Token, guards []int) {
	explain := map[string][]Note{}
	add := func(name string, rule Source, ruling, format string, args ...any) {
		explain[name] = append(explain[name], Note{Text: fmt.Sprintf(format, args...), Rule: rule, Ruling: ruling})
	}
	for _, name := range t.Seating {
		if name == Guards {
			if len(guards) == 0 {
				continue
			}
			total := 0
			parts := make([]string, len(guards))
			for i, g := range guards {
				total += g
				parts[i] = strconv.Itoa(g)
			}
			res.Ranking = append(res.Ranking, Rank{Name: Guards, Strength: total, Guards: slices.Clone(guards)})
			ruling := ""
			if len(guards) > 1 {
				ruling = RulingGuardsStrength
			}
			add(Guards, srcSoloLightsOut, ruling, "guards: guard cards %s = %d", strings.Join(parts, " + "), total)
			continue
		}
		toks := tokens[name]
		if len(toks) == 0 {
			continue
		}
		power := t.PowerOf(name)
		parts := make([]string, len(toks))
		for i, tok := range toks {
			switch tok {
			case Enforcer:
				parts[i] = fmt.Sprintf("enforcer %d", power)
			case Lookout:
				parts[i] = "lookout 0"
			case Seeker:
				parts[i] = "seeker 1"
			default:
				parts[i] = tok.String()
			}
		}
		r := Rank{Name: name, Strength: Strength(toks, power), Tokens: slices.Clone(toks), Lookout: slices.Contains(toks, Lookout)}
		res.Ranking = append(res.Ranking, r)
		add(name, srcStrengths, "", "%s: %s = %d", name, strings.Join(parts, " + "), r.Strength)
		if len(toks) == 1 && toks[0] == Lookout {
			add(name, srcRewards, RulingLookoutOnly, "%s has only its lookout here: ranked with strength 0 and still eligible for a reward", name)
		}
	}
	slices.SortStableFunc(res.Ranking, func(a, b Rank) int {
		if a.Strength != b.Strength {
			return b.Strength - a.Strength
		}
		return t.distance(firstPlayer, a.Name) - t.distance(firstPlayer, b.Name)
	})
	for _, r := range res.Ranking {
		res.Notes = append(res.Notes, explain[r.Name]...)
	}
	// Explain each tie.
	for i := 0; i < len(res.Ranking); {
		j := i + 1
		for j < len(res.Ranking) && res.Ranking[j].Strength == res.Ranking[i].Strength {
			j++
		}
		if j-i > 1 {
			names := make([]string, 0, j-i)
			strengths := make([]string, 0, j-i)
			for _, r := range res.Ranking[i:j] {
				names = append(names, r.Name)
				strengths = append(strengths, strconv.Itoa(r.Strength))
			}
			rule, ruling := srcStrengths, ""
			if res.Legend {
				rule, ruling = srcBoLegend, RulingLegendMarker
			}
			res.note(rule, ruling, "tie %s broken by seating: %s holds the first player marker, so clockwise from there the order is %s", strings.Join(strengths, "-"), firstPlayer, strings.Join(names, ", "))
		}
		i = j
	}
	if len(res.Ranking) == 0 {
		res.note(srcStrengths, "", "no crew tokens here")
	}
}

func (res *Resolution) suspicion(cubes int) {
	res.Suspicion.Cubes = cubes
	if cubes == 0 {
		return
	}
	for _, r := range res.Ranking {
		if r.Lookout {
			res.Suspicion.PassedOver = append(res.Suspicion.PassedOver, r.Name)
			continue
		}
		res.Suspicion.To = r.Name
		break
	}
	switch {
	case res.Suspicion.To == "" && len(res.Ranking) == 0:
		res.note(srcGainSusp, "", "%d suspicion cube(s) stay: nobody is here", cubes)
	case res.Suspicion.To == "":
		res.note(srcGainSusp, "", "%d suspicion cube(s) stay: every crew here has its lookout here", cubes)
	case len(res.Suspicion.PassedOver) > 0:
		res.note(srcGainSusp, "", "%d suspicion cube(s) to %s: %s ranked higher but had a lookout here", cubes, res.Suspicion.To, strings.Join(res.Suspicion.PassedOver, ", "))
	default:
		res.note(srcGainSusp, "", "%d suspicion cube(s) to %s, the most strength without a lookout here", cubes, res.Suspicion.To)
	}
}

func (res *Resolution) rewards(t Table, loc Location, s Site) {
	players := t.Players()
	present := len(res.Ranking)
	declined := map[string]bool{}
	for _, d := range s.Declines {
		declined[d] = true
	}
	for i, r := range res.Ranking {
		tier := tierFor(loc, players, i, present)
		if loc == Sewers && i == 1 && tier == Others {
			res.note(srcLocRewards, RulingSewersOthers, "the Sewers' second-most tier needs four or more crews; %s, ranked second, takes the every-other-crew tier", r.Name)
		}
		if loc == Infirmary && present == 1 {
			res.note(srcLocRewards, "", "%s alone at the Infirmary: the most-strength reward, not the least", r.Name)
		}
		if tier == NoTier {
			continue
		}
		var rw Reward
		var ok bool
		if r.Name == Guards {
			rw, ok = guardReward(loc, tier, players)
		} else {
			rw, ok = crewReward(loc, tier, players), true
		}
		if !ok {
			res.note(srcSoloLightsOut, "", "the guards are here without the most strength: they gain nothing at the %s", loc)
			continue
		}
		rw.Name = r.Name
		rw.Tier = tier
		if t.Solo() && tier == Most && (loc == Sewers || loc == Infirmary) {
			res.note(srcSoloSetup, RulingSoloTwoPlayer, "a solitary game is set up for two players: the two-player amount applies")
		}
		if tier == Most && s.Bandit.Total() > 0 {
			rw.Bandit = s.Bandit
			rw.Gains.Resources = rw.Gains.Resources.Plus(s.Bandit)
		}
		rw.Declined = declined[r.Name]
		res.Rewards = append(res.Rewards, rw)
		src := srcLocRewards
		if r.Name == Guards && (loc == Commissary || loc == ChowHall || loc == CellBlock || loc == Library) {
			src = srcSoloLightsOut
		}
		what := rw.Gains.String()
		if rw.Gains.IsZero() {
			what = ""
		}
		if rw.Choice != "" {
			if what != "" {
				what += "; "
			}
			what += rw.Choice
		}
		if rw.Declined {
			res.note(srcStragglers, RulingDeclineAll, "%s (%s) declines: %s; the tiers below do not change", r.Name, tier, what)
			if rw.Bandit.Total() > 0 {
				res.note(srcBandits, RulingDeclineAll, "the Bandit cubes (%s) stay at the %s", rw.Bandit, loc)
			}
			if rw.FirstPlayerMarker {
				res.note(srcLocRewards, RulingDeclineAll, "the first player marker stays with %s", res.FirstPlayer)
			}
			continue
		}
		res.note(src, "", "%s (%s): %s", r.Name, tier, what)
		if rw.Bandit.Total() > 0 {
			res.note(srcBandits, "", "%s also takes the Bandit cubes (%s)", r.Name, rw.Bandit)
		}
		if rw.Choice != "" && rw.Gains.IsZero() && r.Name != Guards {
			res.note(srcRewards, RulingMayReward, "%s's reward is a choice; it counts as collected unless %s declines it", r.Name, r.Name)
		}
		if rw.FirstPlayerMarker {
			if res.FirstPlayer == r.Name {
				res.note(srcLocRewards, "", "%s keeps the first player marker", r.Name)
			} else {
				res.note(srcLocRewards, "", "%s takes the first player marker from %s", r.Name, res.FirstPlayer)
			}
			res.FirstPlayer = r.Name
		}
	}
	if s.Bandit.Total() > 0 && (present == 0 || declined[res.Ranking[0].Name] || !slices.ContainsFunc(res.Rewards, func(rw Reward) bool { return rw.Tier == Most })) {
		res.BanditStays = s.Bandit
		if present == 0 {
			res.note(srcBandits, RulingBanditCube, "nobody is here: the Bandit cubes (%s) stay", s.Bandit)
		}
	}
	if loc == Library && len(s.Declines) > 0 {
		res.note(srcStragglers, RulingLibraryDecline, "a crew declining at the Library simply goes home")
	}
}

func (res *Resolution) tunnel(t Table, s Site) {
	if s.Tunnel == NoTunnel {
		return
	}
	var seekers []string
	for _, r := range res.Ranking {
		if slices.Contains(r.Tokens, Seeker) {
			seekers = append(seekers, r.Name)
		}
	}
	switch len(seekers) {
	case 0:
		res.note(srcBoTunnels, "", "%s tunnel: no seeker here, no crew advances", s.Tunnel)
	case 1:
		res.note(srcBoTunnels, "", "%s tunnel: %s has the only seeker here and may advance up to %d space(s)", s.Tunnel, seekers[0], s.Tunnel.Spaces())
	default:
		res.note(srcBoTunnels, "", "%s tunnel: seekers of %s; %s has the most strength among them and may advance up to %d space(s)", s.Tunnel, strings.Join(seekers, ", "), seekers[0], s.Tunnel.Spaces())
	}
	if len(seekers) > 0 {
		res.Lantern = &Advance{Name: seekers[0], Spaces: s.Tunnel.Spaces(), Declined: slices.Contains(s.Declines, seekers[0])}
		if res.Lantern.Declined {
			res.note(srcBoTunnels, RulingDeclineAll, "%s declines its rewards here, the advance included; no other seeker advances instead", seekers[0])
		}
	}
	if t.Solo() && len(res.Ranking) > 0 && res.Ranking[0].Name == Guards {
		res.GuardsLantern = &Advance{Name: Guards, Spaces: 1}
		ruling := ""
		if res.Lantern != nil {
			ruling = RulingSoloTunnel
		}
		res.note(srcBOSolo, ruling, "the guards have the most strength at a tunnel: their lantern advances 1 space")
	}
}

func (res *Resolution) stragglers(s Site) {
	rewarded := map[string]bool{}
	for _, rw := range res.Rewards {
		if !rw.Declined {
			rewarded[rw.Name] = true
		}
	}
	if res.Lantern != nil && !res.Lantern.Declined {
		rewarded[res.Lantern.Name] = true
	}
	if res.GuardsLantern != nil {
		rewarded[Guards] = true
	}
	var names []string
	for _, r := range res.Ranking {
		if rewarded[r.Name] {
			continue
		}
		res.Stragglers = append(res.Stragglers, Straggler{Name: r.Name, Tokens: slices.Clone(r.Tokens), Guards: slices.Clone(r.Guards)})
		names = append(names, r.Name)
	}
	if len(names) == 0 {
		return
	}
	if res.Location == Library {
		res.note(srcStragglers, "", "no reward at the Library for %s: go home", strings.Join(names, ", "))
		return
	}
	res.note(srcStragglers, "", "no reward for %s: straggle to the Library", strings.Join(names, ", "))
}

// tierFor returns the reward tier of the crew at a rank (0 = most strength)
// among those present at a location (core rulebook, "Location Rewards",
// p. 11).
func tierFor(loc Location, players, rank, present int) Tier {
	switch loc {
	case ExerciseYard, Smithy:
		switch rank {
		case 0:
			return Most
		case 1:
			return Second
		}
	case Sewers:
		switch {
		case rank == 0:
			return Most
		case rank == 1 && players >= 4:
			return Second
		}
		return Others
	case Infirmary:
		switch {
		case rank == 0:
			return Most
		case rank == present-1:
			return Least
		}
	case Commissary, ChowHall:
		switch rank {
		case 0:
			return Most
		case 1:
			return Second
		}
		return Others
	case CellBlock:
		return Each
	case Library:
		switch rank {
		case 0:
			return Most
		case 1:
			return Second
		case 2:
			return Third
		}
	}
	return NoTier
}

// crewReward returns a crew's reward for a tier (core rulebook, "Location
// Rewards", p. 11), without the Bandit cube.
func crewReward(loc Location, tier Tier, players int) Reward {
	two := players == 2
	var rw Reward
	switch loc {
	case ExerciseYard:
		rw.Gains.Power = 1
		rw.FirstPlayerMarker = tier == Most
	case Sewers:
		switch tier {
		case Most:
			rw.Gains.Scrap = 3
			if two {
				rw.Gains.Scrap = 2
			}
		case Second:
			rw.Gains.Scrap = 2
		default:
			rw.Gains.Scrap = 1
		}
	case Infirmary:
		rw.Gains.Potions = 1
		if tier == Most {
			rw.Gains.Potions = 3
			if two {
				rw.Gains.Potions = 2
			}
		}
	case Smithy:
		rw.Gains.Iron = 1
		if tier == Most {
			rw.Gains.Iron = 2
		}
	case Commissary:
		switch tier {
		case Most:
			rw.Choice = "gains 1 resource of their choice from the supply"
		case Second:
			rw.Choice = "may exchange 1 of their resources for 1 from the supply"
		default:
			rw.Choice = "may exchange 2 of their resources for 1 from the supply"
		}
	case ChowHall:
		switch tier {
		case Most:
			rw.Choice = "may recruit 1 goon for any 1 resource, or 2 goons for any 4 resources"
		case Second:
			rw.Choice = "may recruit 1 goon for any 1 resource, or 2 goons for any 5 resources"
		default:
			rw.Choice = "may recruit 1 goon for any 2 resources"
		}
	case CellBlock:
		rw.Choice = "may craft 1 item (paying its cost) or reserve 1 item (paying any 1 resource)"
	case Library:
		rw.Gains.Tomes = 1
		if tier == Most {
			rw.Choice = "draws 2 tome cards, keeps 1 and puts the other at the bottom of the tome deck"
		}
	}
	return rw
}

// guardReward returns the guards' reward for a tier in solitary mode (core
// rulebook, "Solitary Mode – Lights Out Phase"), and false when the guards
// gain nothing there. Which goon or item the guards take is the automa's
// business: the reward only says what they are entitled to.
func guardReward(loc Location, tier Tier, players int) (Reward, bool) {
	switch loc {
	case Commissary:
		if tier != Most {
			return Reward{}, false
		}
		return Reward{Choice: "gain 1 resource of the kind they have fewest of (the rarest of those on a tie)"}, true
	case ChowHall:
		if tier != Most {
			return Reward{}, false
		}
		return Reward{Choice: "seize, without paying, the 2 goons with the most suspicion icons (on a tie, the one at the lowest-numbered location)"}, true
	case CellBlock:
		return Reward{Choice: "craft the item of highest reputation they can pay for, else reserve the item of highest reputation for free (on a tie, the item closest to the deck)"}, true
	case Library:
		if tier != Most && tier != Second {
			return Reward{}, false
		}
		return Reward{Gains: Gains{Reputation: 1}}, true
	}
	return crewReward(loc, tier, players), true
}
