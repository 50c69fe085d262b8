package companion

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The Lights Out phase (core rulebook, "II. Lights Out Phase"): each
// location in turn settles its strengths and ranking (step 1) and gives its
// suspicion to its taker (step 2) as soon as the phase reaches it
// (reachLocation); the crews then collect their rewards (step 3: the
// reward-choice entries, then the resolve entry for the rewards that need no
// choice), and the resolve entry moves the stragglers (step 4) and goes on
// to the next location.

// RewardAction is what a crew does with its reward at a location.
type RewardAction int

// The reward actions (core rulebook, "Location Rewards"; Breakout rulebook,
// "Resolving Tunnel Locations").
const (
	NoRewardAction       RewardAction = iota
	RewardTake                        // take the reward as it is (power, cubes, a resource of one's choice)
	RewardDecline                     // decline it, to join the stragglers (core rulebook, "Move Stragglers to the Library")
	RewardExchange                    // exchange resources at the Commissary
	RewardRecruit                     // recruit goons at the Chow Hall
	RewardCraft                       // craft an item at the Cell Block
	RewardReserve                     // reserve an item at the Cell Block
	RewardKeepTome                    // keep one of two tomes drawn at the Library
	RewardAdvanceLantern              // advance the lantern from a tunnel location
	RewardNone                        // collect the Chow Hall or Cell Block reward but recruit or craft nothing (ruling choose-nothing)
)

var rewardActionNames = [...]string{"", "take", "decline", "exchange", "recruit", "craft", "reserve", "keep-tome", "advance-lantern", "none"}

// String returns the action as written in game files ("keep-tome").
func (a RewardAction) String() string {
	if a <= NoRewardAction || int(a) >= len(rewardActionNames) {
		return "no action"
	}
	return rewardActionNames[a]
}

// MarshalText writes the action by name.
func (a RewardAction) MarshalText() ([]byte, error) {
	if a <= NoRewardAction || int(a) >= len(rewardActionNames) {
		return nil, fmt.Errorf("reward action %d is not an action", int(a))
	}
	return []byte(a.String()), nil
}

// UnmarshalText reads an action by name.
func (a *RewardAction) UnmarshalText(b []byte) error {
	for v := RewardTake; int(v) < len(rewardActionNames); v++ {
		if rewardActionNames[v] == string(b) {
			*a = v
			return nil
		}
	}
	return fmt.Errorf("%q is not a reward action (%s)", b, strings.Join(rewardActionNames[1:], ", "))
}

// RewardChoiceEntry records what a crew did with its reward at a location.
type RewardChoiceEntry struct {
	Crew string `json:"crew"`
	// Cards names the cards recruited, crafted, reserved or kept.
	Cards    []string       `json:"cards,omitempty"`
	Location rules.Location `json:"location"`
	Action   RewardAction   `json:"action"`
	// Gain and Spend are the cubes gained and spent.
	Gain  rules.Resources `json:"gain,omitzero"`
	Spend rules.Resources `json:"spend,omitzero"`
}

// Kind returns EntryRewardChoice.
func (*RewardChoiceEntry) Kind() EntryKind { return EntryRewardChoice }

func (r *RewardChoiceEntry) actingCrew() string { return r.Crew }

func (r *RewardChoiceEntry) check() error {
	if err := checkCrewName(r.Crew); err != nil {
		return fmt.Errorf("reward choice: %w", err)
	}
	if r.Location == rules.NoLocation {
		return errors.New("reward choice: no location")
	}
	if r.Action == NoRewardAction {
		return errors.New("reward choice: no action")
	}
	if err := checkCubes(r.Gain, r.Spend); err != nil {
		return fmt.Errorf("reward choice: %w", err)
	}
	return checkCardNames("reward choice", r.Cards)
}

func (r *RewardChoiceEntry) describe() string { return r.describeAt(LogVersion) }

// describeAt says the entry in words as written in log version v: taking
// nothing (action none) sends a crew's tokens home before version 8, and
// since then leaves it without a reward, so that it straggles unless the
// Bandit's cubes it collected there count as its reward (core rulebook,
// "Lights Out Phase", step 4; rulings choose-nothing, bandit-cube-pays).
func (r *RewardChoiceEntry) describeAt(v int) string {
	at := " at the " + r.Location.String()
	var s string
	switch r.Action {
	case RewardTake:
		s = r.Crew + " takes the reward" + at
	case RewardDecline:
		return r.Crew + " declines the reward" + at
	case RewardExchange:
		return fmt.Sprintf("%s exchanges %s for %s%s", r.Crew, describeCubes(r.Spend), describeCubes(r.Gain), at)
	case RewardRecruit:
		s = fmt.Sprintf("%s recruits %s%s", r.Crew, joinAnd(r.Cards), at)
	case RewardCraft:
		s = fmt.Sprintf("%s crafts %s%s", r.Crew, joinAnd(r.Cards), at)
	case RewardReserve:
		s = fmt.Sprintf("%s reserves %s%s", r.Crew, joinAnd(r.Cards), at)
	case RewardKeepTome:
		s = fmt.Sprintf("%s keeps the tome %s%s", r.Crew, joinAnd(r.Cards), at)
	case RewardAdvanceLantern:
		s = r.Crew + " advances their lantern from the tunnel" + at
	case RewardNone:
		if v < 8 {
			return r.Crew + " takes nothing" + at + "; by the rules of log version 7 its tokens go home"
		}
		return r.Crew + " takes nothing" + at + ": a crew that collects no reward there straggles to the Library"
	}
	return s + gainSpend(r.Gain, r.Spend)
}

// rewardSource returns where a reward action may be taken, and the passage
// that says so.
func (a RewardAction) rewardSource() (rules.Location, rules.Source) {
	switch a {
	case RewardTake, RewardExchange:
		return rules.Commissary, srcCommissary
	case RewardRecruit:
		return rules.ChowHall, srcChowHall
	case RewardCraft, RewardReserve:
		return rules.CellBlock, srcCellBlock
	}
	return rules.NoLocation, srcRewards
}

// play checks a crew's reward choice at the location being resolved and
// carries it out: a decline, the Commissary's resource or exchange, a
// recruit, a craft or reserve, or choosing nothing. Keeping a tome may come
// later, whenever the tomes are drawn (playKeepTome).
func (r *RewardChoiceEntry) play(g *Game) error {
	if r.Action == RewardKeepTome {
		return g.keepTome(r)
	}
	if r.Action == RewardAdvanceLantern {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoAdvance, Crew: r.Crew, Location: r.Location, Problem: "a lantern moves one space a lantern entry, each naming the space reached", Allowed: hint(terms.HintLanternSpace),
			ProblemKey: "refusal.tracker.lantern-one-space", AllowedKey: typed, AllowedArgs: []any{hint(terms.HintLanternSpace)}}
	}
	if lo := &g.LightsOut; lo.Collected && r.Location == lo.Next && g.Phase == PhaseLightsOut {
		return g.declineAdvance(r)
	}
	if r.Action == RewardNone && !(g.rulesAt(8) && r.Location == rules.Commissary) && g.lanternStays(r) {
		// Game files before version 7 kept a lantern where it was with
		// "none" (now a lantern entry's stay).
		g.LightsOut.Advanced = append(g.LightsOut.Advanced, r.Crew)
		return nil
	}
	where, rule := r.Action.rewardSource()
	if r.Action == RewardNone {
		switch {
		case r.Location == rules.ChowHall:
			rule = srcChowHall
		case r.Location == rules.CellBlock:
			rule = srcCellBlock
		case r.Location == rules.Commissary && g.rulesAt(8):
			// Since version 8 a crew may take nothing of the Commissary's
			// choice too, and straggles like any crew that collects no
			// reward.
			rule = srcCommissary
		case g.rulesAt(8):
			return &rules.RuleError{Err: ErrNoReward, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("choosing nothing is for the rewards a crew chooses how to take (the Commissary, the Chow Hall, the Cell Block), not the %s; there a crew takes its reward or declines it", r.Location), Allowed: "commissary, chow-hall, cell-block",
				ProblemKey: "refusal.tracker.nothing-not-here", ProblemArgs: []any{r.Location}, AllowedKey: typed, AllowedArgs: []any{"commissary, chow-hall, cell-block"}}
		default:
			return &rules.RuleError{Err: ErrNoReward, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("choosing nothing is for the card rewards of the Chow Hall and the Cell Block, not the %s; there a crew takes its reward or declines it", r.Location), Allowed: "chow-hall, cell-block",
				ProblemKey: "refusal.tracker.nothing-not-here-cards", ProblemArgs: []any{r.Location}, AllowedKey: typed, AllowedArgs: []any{"chow-hall, cell-block"}}
		}
		where = r.Location
	}
	if r.Action == RewardDecline {
		where, rule = r.Location, srcRewards
	}
	if r.Location != where {
		if where == rules.Commissary {
			return &rules.RuleError{Err: ErrNoReward, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("the reward at the %s is handed out when the location is resolved; only a decline can be entered", r.Location), Allowed: "decline",
				ProblemKey: "refusal.tracker.reward-handed-out", ProblemArgs: []any{r.Location}, AllowedKey: typed, AllowedArgs: []any{"decline"}}
		}
		return &rules.RuleError{Err: ErrNoReward, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("a crew can %s only at the %s", r.Action, where), Allowed: where.Slug(),
			ProblemKey: "refusal.tracker.action-only-at", ProblemArgs: []any{r.Action.String(), where}, AllowedKey: typed, AllowedArgs: []any{where.Slug()}}
	}
	if g.Phase != PhaseLightsOut {
		return g.gameOverOr(&rules.RuleError{Err: ErrWrongPhase, Rule: srcLightsOut, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("rewards are chosen when the Lights Out phase resolves their location; the game is in %s", g.whereNow()),
			ProblemKey: "refusal.tracker.rewards-when", ProblemArgs: []any{g.whereNowWords()}})
	}
	lo := &g.LightsOut
	if r.Location != lo.Next {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcLightsOut, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("the Lights Out phase is %s; locations resolve one at a time, in order", g.lightsOutPlace()), Allowed: g.nextAllowed(),
			ProblemKey: "refusal.tracker.lights-out-place", ProblemArgs: []any{g.lightsOutPlaceWords()}, AllowedKey: typed, AllowedArgs: []any{g.nextAllowed()}}
	}
	i, err := g.seatedCrew(r.Crew, rule)
	if err != nil {
		return err
	}
	var res rules.Resolution
	settled, err := g.settle(&res)
	if err != nil {
		return err
	}
	if slices.Contains(lo.Declines, r.Crew) || slices.Contains(lo.Chosen, r.Crew) {
		return &rules.RuleError{Err: ErrNoReward, Rule: rule, Crew: r.Crew, Location: where, Problem: fmt.Sprintf("%s has already taken or declined its reward at the %s", r.Crew, where),
			ProblemKey: "refusal.tracker.reward-taken", ProblemArgs: []any{r.Crew, where}}
	}
	if !settled {
		if err := g.resolveInto(&res); err != nil {
			return err
		}
	}
	rw, ok := res.RewardOf(r.Crew)
	if !ok {
		return &rules.RuleError{Err: ErrNoReward, Rule: rule, Crew: r.Crew, Location: where, Problem: fmt.Sprintf("%s has no reward at the %s to take or decline", r.Crew, where),
			ProblemKey: "refusal.tracker.no-reward", ProblemArgs: []any{r.Crew, where}}
	}
	if r.Action == RewardDecline {
		if r.Gain.Total() > 0 || r.Spend.Total() > 0 || len(r.Cards) > 0 {
			return &input.InputError{Field: "reward choice", Problem: "a decline gains and spends nothing"}
		}
		lo.Declines = append(lo.Declines, r.Crew)
		return nil
	}
	if where == rules.ChowHall || where == rules.CellBlock {
		if err := g.legalRankOrder(res, r.Crew, where, rule); err != nil {
			return err
		}
	}
	// The Bandit cubes go with the reward of the crew ranked first, and are
	// in hand when that reward is collected (ruling bandit-cube-pays).
	g.collectBandit(i, rw)
	lo.Chosen = append(lo.Chosen, r.Crew)
	cr := &g.Crews[i]
	switch r.Action {
	case RewardTake, RewardExchange:
		return g.commissary(r, rw, cr)
	case RewardNone:
		if r.Gain.Total() > 0 || r.Spend.Total() > 0 || len(r.Cards) > 0 {
			return &input.InputError{Field: "reward choice", Problem: "choosing nothing names no cards and gains and spends no cubes"}
		}
		if g.rulesAt(8) {
			// The crew took nothing: it collected no reward, so its tokens
			// straggle (core rulebook, "Move Stragglers to the Library";
			// ruling choose-nothing), unless the Bandit cubes it collected
			// above are a reward.
			lo.Nothing = append(lo.Nothing, r.Crew)
		}
		// Before version 8 the crew counted as having collected its
		// reward, and its tokens went home.
		return nil
	}
	if r.Gain.Total() > 0 {
		return &input.InputError{Field: "reward choice", Problem: fmt.Sprintf("a %s gains no cubes; it only spends them", r.Action)}
	}
	if dup := firstDuplicate(r.Cards); dup != "" {
		return &input.InputError{Field: "reward choice", Problem: fmt.Sprintf("the card %s is named twice", dup)}
	}
	switch r.Action {
	case RewardRecruit:
		return g.recruit(r, rw, cr)
	case RewardCraft:
		return g.craft(r, cr)
	default:
		return g.reserve(r, cr)
	}
}

// commissary carries out the Commissary's reward: one resource of the
// crew's choice for the most strength, an exchange for the others (the rule
// itself is rules.CheckCommissary).
func (g *Game) commissary(r *RewardChoiceEntry, rw rules.Reward, cr *CrewState) error {
	if len(r.Cards) > 0 {
		return &input.InputError{Field: "reward choice", Problem: fmt.Sprintf("a %s at the %s takes no cards", r.Action, r.Location)}
	}
	if (rw.Tier == rules.Most) != (r.Action == RewardTake) {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcCommissary, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("%s (%s strength at the Commissary): %s", r.Crew, rw.Tier, rw.Choice), Allowed: commissaryActions(rw.Tier),
			ProblemKey: "refusal.tracker.commissary-tier", ProblemArgs: []any{r.Crew, rw.Tier, commissaryChoiceWords(rw.Tier, rw.Choice)}, AllowedKey: typed, AllowedArgs: []any{commissaryActions(rw.Tier)}}
	}
	if r.Gain.Total() != 1 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcCommissary, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("a Commissary reward gains exactly one resource cube, not %d", r.Gain.Total()), Allowed: "gain 1 scrap, potion, iron or gold",
			ProblemKey: "refusal.tracker.commissary-one-cube", ProblemArgs: []any{r.Gain.Total()}, AllowedKey: "refusal.tracker.gain-one-cube"}
	}
	get := rules.NoResource
	for _, k := range rules.AllResources {
		if r.Gain.Of(k) > 0 {
			get = k
		}
	}
	var err error
	cr.Board, g.Supply, err = rules.CommissaryReward(cr.Board, g.Supply, rw.Tier, r.Spend, get)
	return err
}

func commissaryActions(t rules.Tier) string {
	if t == rules.Most {
		return "take, decline"
	}
	return "exchange, decline"
}

// collectBandit gives the crew ranked first the Bandit cubes the location
// held in step 1, once, with its reward (core rulebook, "Bandits").
func (g *Game) collectBandit(i int, rw rules.Reward) {
	lo := &g.LightsOut
	if rw.Bandit.Total() == 0 || lo.BanditTaken {
		return
	}
	g.Crews[i].Board.Resources = g.Crews[i].Board.Resources.Plus(rw.Bandit)
	l := &g.Locations[lo.Next]
	l.Bandit = l.Bandit.Minus(rw.Bandit)
	lo.BanditTaken = true
}

// ResolveEntry records the table finishing a location in the Lights Out
// phase: the rewards that need no choice are handed out, the first player
// marker moves, the stragglers go to the Library, and the phase goes on to
// the next location (core rulebook, "Lights Out Phase", steps 3 and 4).
// Declines and reward choices at the location are entered before it. Log
// version 2.
type ResolveEntry struct {
	Location rules.Location `json:"location"`
	// Collect is true for the first of two resolve entries at a tunnel
	// location where a lantern may advance: the rewards are handed out,
	// then the lantern moves, then the second entry sends the tokens home
	// or to the Library (Breakout rulebook, "Resolving Tunnel Locations";
	// log version 7).
	Collect bool `json:"collect,omitempty"`
}

// Kind returns EntryResolve.
func (*ResolveEntry) Kind() EntryKind { return EntryResolve }

func (r *ResolveEntry) checkVersion(v int) error {
	if v < 7 && r.Collect {
		return errors.New("a resolve entry's \"collect\" was added in version 7")
	}
	return nil
}

func (r *ResolveEntry) check() error {
	if r.Location < rules.ExerciseYard || r.Location > rules.Library {
		return errors.New("resolve: no location")
	}
	return nil
}

func (r *ResolveEntry) describe() string {
	if r.Collect {
		return fmt.Sprintf("the rewards at the %s are collected; its tunnel's lantern advance comes next", r.Location)
	}
	return fmt.Sprintf("the %s is resolved", r.Location)
}

// play hands out what the engine decides at the location: the fixed gains
// from the supply (as far as the supply goes), the Bandit cubes of the crew
// ranked first unless it collected them already, the tomes owed, the first
// player marker, and the stragglers, who move to the Library (or, from the
// Library, go home). The suspicion went to its taker when the phase reached
// the location.
func (r *ResolveEntry) play(g *Game) error {
	lo := &g.LightsOut
	if r.Location != lo.Next {
		if lo.Next == rules.NoLocation {
			return &rules.RuleError{Err: ErrWrongPhase, Rule: srcLightsOut, Location: r.Location, Problem: fmt.Sprintf("every location is resolved this round: the Lights Out phase is %s", g.lightsOutPlace()), Allowed: g.nextAllowed(),
				ProblemKey: "refusal.tracker.all-resolved", ProblemArgs: []any{g.lightsOutPlaceWords()}, AllowedKey: typed, AllowedArgs: []any{g.nextAllowed()}}
		}
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcLightsOut, Location: r.Location, Problem: fmt.Sprintf("the %s is next; locations resolve one at a time, in numerical order", lo.Next), Allowed: lo.Next.Slug(),
			ProblemKey: "refusal.tracker.next-location", ProblemArgs: []any{lo.Next}, AllowedKey: typed, AllowedArgs: []any{lo.Next.Slug()}}
	}
	var res rules.Resolution
	settled, err := g.settle(&res)
	if err != nil {
		return err
	}
	if !settled {
		if err := g.resolveInto(&res); err != nil {
			return err
		}
	}
	loc := r.Location
	if g.rulesAt(8) {
		// Nobody chooses for a crew: one that can still choose refuses
		// the resolution; one that cannot takes nothing, and straggles.
		if err := g.takeNothingSilent(&res); err != nil {
			return err
		}
		if err := g.resolveInto(&res); err != nil {
			return err
		}
	}
	g.traceResolved(loc, &res)
	if loc == rules.Commissary && g.Supply.Resources.Total() > 0 {
		for _, rw := range res.Rewards() {
			if rw.Tier == rules.Most && !rw.Declined && !slices.Contains(lo.Chosen, rw.Name) {
				return &rules.RuleError{Err: ErrNoReward, Rule: srcCommissary, Crew: rw.Name, Location: loc, Problem: fmt.Sprintf("%s has the most strength at the Commissary and has not chosen its resource cube yet", rw.Name), Allowed: "a take or decline entry first",
					ProblemKey: "refusal.tracker.commissary-choice-first", ProblemArgs: []any{rw.Name}, AllowedKey: "refusal.tracker.take-or-decline-first"}
			}
		}
	}
	if _, due := g.guardsDue(&res); due {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcSoloLightsOut, Crew: rules.Guards, Location: loc, Problem: fmt.Sprintf("the guards have not collected their reward at the %s yet", loc), Allowed: "a guards entry first",
			ProblemKey: "refusal.tracker.guards-collect-first", ProblemArgs: []any{loc}, AllowedKey: "refusal.tracker.guards-entry-first"}
	}
	if r.Collect {
		if lo.Collected || !g.advanceWaits() {
			return &rules.RuleError{Err: ErrWrongPhase, Rule: srcBoTunnels, Location: loc, Problem: fmt.Sprintf("the rewards at the %s are collected apart only once, when a lantern may still advance from its tunnel", loc), Allowed: g.Expect().Answer(),
				ProblemKey: "refusal.tracker.collect-once", ProblemArgs: []any{loc}, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
		}
		g.collectRewards(&res, loc)
		lo.Collected = true
		return nil
	}
	if !lo.Collected && g.advanceWaits() {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoTunnels, Location: loc, Problem: fmt.Sprintf("at the %s's tunnel the rewards are collected first, then the lantern may advance, then the tokens leave", loc), Allowed: fmt.Sprintf("the entry that collects the rewards (%s), or a lantern entry", hint(terms.HintNext)),
			ProblemKey: "refusal.tracker.tunnel-order", ProblemArgs: []any{loc}, AllowedKey: "refusal.tracker.collect-entry", AllowedArgs: []any{hint(terms.HintNext)}}
	}
	if err := g.lanternsDone(); err != nil {
		return err
	}
	if !lo.Collected {
		g.collectRewards(&res, loc)
	}
	g.FirstPlayer = res.FirstPlayer
	l := &g.Locations[loc]
	if loc != rules.Library {
		lib := &g.Locations[rules.Library]
		for _, s := range res.Stragglers() {
			if s.Name == rules.Guards {
				// The guard cards that collected nothing move to the
				// Library (core rulebook, "Solitary Mode – Lights Out
				// Phase, Library").
				g.Solo.Library = g.Solo.Round.AppendStrengths(g.Solo.Library, loc)
				continue
			}
			lib.Placements = append(lib.Placements, Placement{Crew: s.Name, Tokens: s.Tokens.Slice()})
		}
	}
	l.Placements = nil
	if g.Breakout != nil {
		g.Breakout.Steps = nil
	}
	if loc == rules.Library {
		// Every token has gone home: the legend card resolves (Breakout),
		// or the Patrol phase begins, or the game ends after round 6.
		g.LightsOut = LightsOutState{Legend: g.Breakout != nil}
		if g.Breakout == nil {
			g.beginPatrol()
		}
		return nil
	}
	return g.reachLocation(loc + 1)
}

// collectRewards hands out the fixed gains of the location being resolved
// from the supply (as far as it goes), the Bandit cubes of the crew ranked
// first unless it collected them already, and the tomes owed.
func (g *Game) collectRewards(res *rules.Resolution, loc rules.Location) {
	for _, rw := range res.Rewards() {
		i := g.crewIndex(rw.Name)
		if i < 0 || rw.Declined || (rw.Name == rules.Guards && rules.GuardsChoose(loc)) {
			continue
		}
		g.collectBandit(i, rw)
		cr := &g.Crews[i]
		gains := rw.Gains
		gains.Resources = gains.Resources.Minus(rw.Bandit)
		for _, k := range rules.AllResources {
			n := min(gains.Resources.Of(k), g.Supply.Resources.Of(k))
			cr.Board.Resources = cr.Board.Resources.With(k, cr.Board.Resources.Of(k)+n)
			g.Supply.Resources = g.Supply.Resources.With(k, g.Supply.Resources.Of(k)-n)
		}
		p := min(gains.Power, g.Supply.Power)
		cr.Board.Power += p
		g.Supply.Power -= p
		cr.Board.Reputation += gains.Reputation
		cr.TomesToDraw += gains.Tomes
		if loc == rules.Library && rw.Tier == rules.Most && gains.Tomes > 0 {
			// The most strength draws two tomes and keeps one (core
			// rulebook, "Location Rewards – Library", p. 11); the engine
			// counts the tome kept. Not the guards: they score a star
			// instead of tomes ("Solitary Mode – Lights Out Phase,
			// Library").
			cr.TomeChoices = append(cr.TomeChoices, rules.Library)
		}
	}
}

// nextAllowed is what a refusal for a location out of turn allows: the
// location being resolved, or, once every location is resolved, what the
// game waits for.
func (g *Game) nextAllowed() string {
	if next := g.LightsOut.Next; next != rules.NoLocation {
		return next.Slug()
	}
	return g.Expect().Answer()
}

// reachLocation moves the Lights Out phase on to a location.
func (g *Game) reachLocation(loc rules.Location) error {
	g.LightsOut = LightsOutState{Next: loc}
	return nil
}

// settle carries out steps 1 and 2 at the location being resolved, once,
// with the first entry made there: the strengths and the ranking are
// settled with the power cubes and the first player marker as they are,
// and the suspicion cubes there go to their taker before any reward is
// collected (core rulebook, "II. Lights Out Phase", steps 1 and 2). No
// entry between two locations can change what step 1 reads.
//
// When it settles the location now (settled true), it leaves in res the
// resolution it read there (Resolution), which the entry settling it reads
// too: handing out the suspicion changes nothing Resolution reads once the
// location is settled (the cubes are LightsOut.Suspicion's).
func (g *Game) settle(res *rules.Resolution) (settled bool, err error) {
	lo := &g.LightsOut
	if lo.Settled {
		return false, nil
	}
	if w, ok := g.guardsWaiting(); ok {
		what, key := "turned up", "refusal.tracker.guard-card-to-turn"
		if w.Kind == automa.WantBring {
			what, key = "brought by the special guard card", "refusal.tracker.guard-card-to-bring"
		}
		return false, &rules.RuleError{Err: ErrWrongPhase, Rule: srcSoloLightsOut, Location: lo.Next, Problem: fmt.Sprintf("a guard card at the %s is still to be %s: the guards' strength there is not known yet", lo.Next, what), Allowed: g.Expect().Answer(),
			ProblemKey: key, ProblemArgs: []any{lo.Next}, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	l := &g.Locations[lo.Next]
	lo.Settled, lo.FirstPlayer, lo.Suspicion, lo.Bandit = true, g.FirstPlayer, l.Suspicion, l.Bandit
	lo.Power = make([]int, len(g.Crews))
	for i := range g.Crews {
		lo.Power[i] = g.Crews[i].Board.Power
	}
	g.settleEnded(lo.Next)
	if err := g.resolveInto(res); err != nil {
		return false, err
	}
	if i := g.crewIndex(res.Suspicion.To); i >= 0 {
		g.Crews[i].Board.Suspicion += l.Suspicion
		l.Suspicion = 0
	}
	g.traceSettled(res)
	return true, nil
}

// settleEnded lists, as the tunnel location being resolved is settled, the
// crews there (and the guards) whose lantern stands on the TOMB or ESCAPED:
// it can go no farther, so the tunnel's advance is no reward for them
// (Breakout rulebook, "Resolving Tunnel Locations", note; "Khathandor's
// Tomb"). Since version 8; before it, the advance counted as collected.
func (g *Game) settleEnded(loc rules.Location) {
	if g.Breakout == nil || g.Breakout.Tunnels[loc] == rules.NoTunnel || !g.rulesAt(8) {
		return
	}
	for _, c := range g.Crews {
		there := slices.ContainsFunc(g.Locations[loc].Placements, func(p Placement) bool { return p.Crew == c.Name })
		if c.Name == rules.Guards {
			there = len(g.guardStrengths(nil, loc)) > 0
		}
		if at, _ := g.lanternOf(c.Name); there && at.End() {
			g.LightsOut.Stays = append(g.LightsOut.Stays, c.Name)
		}
	}
}

// gameOverOr returns the game-over refusal after the game end, else err.
func (g *Game) gameOverOr(err error) error {
	if g.Phase == PhaseGameEnd {
		return &rules.RuleError{Err: ErrGameOver, Rule: srcGameEnd, Problem: fmt.Sprintf("the game ended after round %d; nothing more can be entered", rules.LastRound), Allowed: fmt.Sprintf("%s for the final scoring, or %s", hint(terms.HintStatus), hint(terms.HintUndo)),
			ProblemKey: "refusal.tracker.game-over", ProblemArgs: []any{rules.LastRound}, AllowedKey: "refusal.tracker.game-over-allowed", AllowedArgs: []any{hint(terms.HintStatus), hint(terms.HintUndo)}}
	}
	return err
}
