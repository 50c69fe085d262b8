package solosim

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
)

// Policy is how the simulator plays the player's side: where the crew
// tokens go, which face-down guard card is turned up, what is taken,
// recruited and crafted. Each policy is documented in docs/solo-rate.md;
// its Version changes whenever what it does changes, so that two rates
// name the same play. A rate is the win rate of a policy, never the
// player's odds.
type Policy int

// The policies.
const (
	NoPolicy Policy = iota
	// Baseline assigns the same six tokens to the same six locations every
	// round and takes the simplest reward at each.
	Baseline
	// Greedy places each token where it looks worth most, from the guard
	// cards face up, and takes the best reward it can pay for.
	Greedy
	// Random places its tokens and picks its rewards at random, from the
	// game's seed.
	Random
)

// Policies lists the policies in order.
var Policies = []Policy{Baseline, Greedy, Random}

var policyNames = [...]string{"", "baseline", "greedy", "random"}

// policyVersions are the policies' versions: raise one whenever the
// policy plays differently.
var policyVersions = [...]int{0, 1, 1, 1}

// String returns the policy's name ("baseline").
func (p Policy) String() string {
	if p <= NoPolicy || int(p) >= len(policyNames) {
		return "no policy"
	}
	return policyNames[p]
}

// Version returns the policy's version.
func (p Policy) Version() int {
	if p <= NoPolicy || int(p) >= len(policyVersions) {
		return 0
	}
	return policyVersions[p]
}

// Label returns the policy with its version ("baseline v1").
func (p Policy) Label() string { return fmt.Sprintf("%s v%d", p, p.Version()) }

// PolicyForms lists the policies, for messages.
const PolicyForms = "baseline, greedy, random"

// ParsePolicy reads a policy by name.
func ParsePolicy(s string) (Policy, error) {
	for _, p := range Policies {
		if strings.EqualFold(strings.TrimSpace(s), p.String()) {
			return p, nil
		}
	}
	return NoPolicy, fmt.Errorf("%q is not a policy (%s)", s, PolicyForms)
}

// The player's six crew tokens in a solitary game (two players: the 2 is
// in; core rulebook, "Game Setup", step 11); with Breakout the seeker stays
// back for the legend card.
var crewTokens = [6]rules.Token{rules.Five, rules.Four, rules.Enforcer, rules.Three, rules.Two, rules.Lookout}

// baselinePlan is the baseline policy's round: one token a turn, to these
// locations.
var baselinePlan = [6]struct {
	token rules.Token
	loc   rules.Location
}{
	{rules.Five, rules.CellBlock}, {rules.Four, rules.Commissary}, {rules.Enforcer, rules.ExerciseYard},
	{rules.Three, rules.ChowHall}, {rules.Two, rules.Smithy}, {rules.Lookout, rules.Sewers},
}

// turnPlan is a round's assignments, as far as a policy fixes them when
// the round begins.
type turnPlan struct {
	tokens [6]rules.Token
	locs   [6]rules.Location
	used   [6]bool // greedy: the tokens placed
	n      int
}

// planRound fixes what the policy can before the Roll Call phase.
func (s *Game) planRound(p *turnPlan, _ *automa.Round) {
	p.n = len(crewTokens)
	switch s.policy {
	case Random:
		var locs = [7]rules.Location{rules.ExerciseYard, rules.Sewers, rules.Infirmary, rules.Smithy, rules.Commissary, rules.ChowHall, rules.CellBlock}
		s.rng.Shuffle(len(locs), func(i, j int) { locs[i], locs[j] = locs[j], locs[i] })
		p.tokens = crewTokens
		s.rng.Shuffle(len(p.tokens), func(i, j int) { p.tokens[i], p.tokens[j] = p.tokens[j], p.tokens[i] })
		copy(p.locs[:], locs[:])
	default:
		for i, a := range baselinePlan {
			p.tokens[i], p.locs[i] = a.token, a.loc
		}
	}
}

// assign returns the k-th token the player assigns this round, and where.
func (s *Game) assign(p *turnPlan, k int, r *automa.Round) (rules.Token, rules.Location) {
	if s.policy != Greedy {
		return p.tokens[k], p.locs[k]
	}
	// Greedy: of the tokens left and the free locations, the pair worth
	// most; a weaker token where strength matters less.
	bestV, bestT, bestL := -1<<30, 0, rules.NoLocation
	for t, tok := range crewTokens {
		if p.used[t] {
			continue
		}
		str := tok.Strength(s.player.board.Power)
		for loc := rules.ExerciseYard; loc <= rules.CellBlock; loc++ {
			if s.tokens[loc][0] != rules.NoToken {
				continue
			}
			v := s.worth(loc, str, r)*10 - str
			if v > bestV {
				bestV, bestT, bestL = v, t, loc
			}
		}
	}
	p.used[bestT] = true
	return crewTokens[bestT], bestL
}

// guardsGuess is the greedy policy's guess of the guards' strength at a
// location: the guard cards face up, and 2 for each face-down one.
func guardsGuess(r *automa.Round, loc rules.Location) int {
	n := 0
	cards := r.Cards()
	for i := range cards {
		switch c := &cards[i]; {
		case c.Location != loc:
		case c.FaceUp:
			n += c.Strength
		default:
			n += 2
		}
	}
	return n
}

// worth is the greedy policy's value, in tenths of a star, of a token of
// strength str at loc: what the reward it likely wins there is worth.
func (s *Game) worth(loc rules.Location, str int, r *automa.Round) int {
	win := str > guardsGuess(r, loc)
	v := 0
	switch loc {
	case rules.ExerciseYard:
		v = 5
		if win && s.marker == automa.Guards {
			v = 25 // the marker is worth 2 stars at the end
		}
	case rules.Sewers, rules.Infirmary:
		v = 8
		if win {
			v = 18
		}
	case rules.Smithy:
		v = 8
		if win {
			v = 17
		}
	case rules.Commissary:
		if win {
			v = 18 + 10 // and the guards take nothing there
		}
	case rules.ChowHall:
		cost := rules.Cost{Any: 2}
		if win {
			cost.Any = 1
			v = 30 // the guards seize no goon
		}
		if s.bestGoon(cost) >= 0 {
			v += 25
		}
	case rules.CellBlock:
		// Every crew there may craft, the strongest first: it picks
		// before the guards.
		if i := s.bestItem(); i >= 0 {
			v = 10 * s.display[i].Reputation
		} else {
			v = 10 // the cubes of the locations before may pay for one
		}
		if win {
			v += 15
		}
		return v
	}
	if win && s.sites[loc].Suspicion > 0 {
		v -= 5 * s.sites[loc].Suspicion
	}
	return v
}

// bestItem is the display's item of most reputation the player can pay
// for, -1 for none.
func (s *Game) bestItem() int {
	best := -1
	for i := range s.display { // by index: ranging over the array would copy it
		if it := &s.display[i]; !it.Empty() && rules.CanPay(*s.player.board, it.Cost) && (best < 0 || it.Reputation > s.display[best].Reputation) {
			best = i
		}
	}
	return best
}

// bestGoon is the goon the greedy policy recruits for cost: the one with
// most valuables (on a tie, the lowest-numbered space); -1 for none or when
// the player cannot pay.
func (s *Game) bestGoon(cost rules.Cost) int {
	if !rules.CanPay(*s.player.board, cost) {
		return -1
	}
	best, bestV := -1, -1
	for i := range s.b.Goons { // by index: ranging over the array would copy it
		if s.b.Goons[i].Empty() {
			continue
		}
		v := s.box.Goons[s.goonCard[i]].Valuables
		if n := v.Shields + v.Gems + v.Magic + v.Wild; n > bestV {
			best, bestV = i, n
		}
	}
	return best
}

// pick returns the index of one of the n candidates for which ok holds, at
// random from the game's seed; -1 for none.
func (s *Game) pick(n int, ok func(int) bool) int {
	var cand [8]int
	k := 0
	for i := range min(n, len(cand)) {
		if ok(i) {
			cand[k] = i
			k++
		}
	}
	if k == 0 {
		return -1
	}
	return cand[s.rng.IntN(k)]
}

// playerReward is the policy's choice for a reward the player won.
func (s *Game) playerReward(loc rules.Location, rw *rules.Reward) {
	b := s.player.board
	switch loc {
	case rules.Commissary:
		if rw.Tier != rules.Most {
			return // no policy exchanges
		}
		want := [...]rules.Resource{rules.Gold, rules.Iron, rules.Potions, rules.Scrap}
		if s.policy == Random {
			s.rng.Shuffle(len(want), func(i, j int) { want[i], want[j] = want[j], want[i] })
		}
		for _, r := range want {
			if s.b.Supply.Resources.Of(r) > 0 {
				s.take(r, 1)
				break
			}
		}
	case rules.ChowHall:
		cost := rules.Cost{Any: 1}
		if rw.Tier == rules.Others {
			cost.Any = 2
		}
		i := -1
		switch s.policy {
		case Greedy:
			i = s.bestGoon(cost)
		case Random:
			if rules.CanPay(*b, cost) {
				i = s.pick(len(s.b.Goons), func(i int) bool { return !s.b.Goons[i].Empty() })
			}
		default:
			for j := range s.b.Goons { // by index: ranging over the array would copy it
				if !s.b.Goons[j].Empty() && rules.CanPay(*b, cost) {
					i = j
					break
				}
			}
		}
		if i >= 0 {
			s.pay(cost)
			c := s.goonCard[i]
			s.b.Goons[i], s.goonCard[i] = rules.GoonSpace{}, -1
			s.gainGoon(&s.player, c)
		}
	case rules.CellBlock:
		i := s.bestItem()
		if s.policy == Random {
			i = s.pick(len(s.display), func(i int) bool {
				return !s.display[i].Empty() && rules.CanPay(*b, s.display[i].Cost)
			})
		}
		if i >= 0 {
			s.pay(s.display[i].Cost)
			b.Reputation += s.display[i].Reputation
			c := s.dispCard[i]
			s.display[i], s.dispCard[i] = automa.Item{}, -1
			s.gainItem(&s.player, c)
		}
	case rules.Library:
		s.drawTome()
	default:
		s.takeAll(rw.Gains.Resources)
		p := min(rw.Gains.Power, s.b.Supply.Power)
		b.Power += p
		s.b.Supply.Power -= p
	}
}
