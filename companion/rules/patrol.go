package rules

import (
	"errors"
	"fmt"
	"slices"
)

// Sentinel errors of the Patrol phase, the special effect icons, costs and
// goals. Like the Roll Call and Lights Out sentinels, they are wrapped in a
// *RuleError.
var (
	// ErrDiscard: a storage-limit discard that is not what the limit asks.
	ErrDiscard = errors.New("bad discard")
	// ErrCubes: cube counts that cannot be on the table (negative, or more
	// than the box holds).
	ErrCubes = errors.New("bad cube count")
	// ErrGoonSpace: goon spaces that cannot be.
	ErrGoonSpace = errors.New("bad goon space")
	// ErrEffect: a special effect used the wrong way.
	ErrEffect = errors.New("bad special effect")
	// ErrPayment: a payment that does not match the cost.
	ErrPayment = errors.New("bad payment")
	// ErrGoal: a goal condition that cannot be.
	ErrGoal = errors.New("bad goal")
)

// SeatBoard is one seat's board: a crew's crew board, or in solitary mode the
// guard board under the name Guards.
type SeatBoard struct {
	Name  string
	Board CrewBoard
}

// LocationCubes is what waits at one location between phases: suspicion
// cubes from the goons' icons and resource cubes left by Bandits. The cubes
// belong to the location, not to the goon card beside it (rulings
// "suspicion-stays" and "bandit-cube-unclaimed").
type LocationCubes struct {
	Suspicion int
	Bandit    Resources
}

// ---------------------------------------------------------------------------
// Step 1: check resource limits.

// StorageExcess returns how many resources a crew must discard in step 1 of
// the Patrol phase: what it holds above its storage limit, or 0 (core
// rulebook, "III. Patrol Phase – 1. Check Resource Limits"). The guards
// have no storage limit ("Solitary Mode – Patrol Phase", "Storage Limits"):
// do not call it for the guard board.
func StorageExcess(board CrewBoard) int {
	if n := board.Resources.Total() - board.StorageLimit; n > 0 {
		return n
	}
	return 0
}

// CheckDiscard checks a crew's storage-limit discard: cubes it holds, of
// any kinds it chooses, exactly as many as it holds above its limit (ruling
// "discard-to-limit").
func CheckDiscard(board CrewBoard, discard Resources) error {
	if err := checkCounts(countsDiscard, nil, discard); err != nil {
		return err
	}
	if board.StorageLimit < 0 {
		return &RuleError{Err: ErrCubes, Rule: srcLimits, Problem: fmt.Sprintf("a storage limit of %d", board.StorageLimit), Allowed: "0 or more (5 on side A)",
			ProblemKey: "refusal.storage-limit", ProblemArgs: []any{board.StorageLimit}, AllowedKey: "refusal.storage-limit-allowed"}
	}
	for _, r := range AllResources {
		if discard.Of(r) > board.Resources.Of(r) {
			return &RuleError{Err: ErrDiscard, Rule: srcLimits, Problem: fmt.Sprintf("discards %d %s but holds %d", discard.Of(r), r, board.Resources.Of(r)), Allowed: "only cubes on the crew board",
				ProblemKey: "refusal.discards-more", ProblemArgs: []any{discard.Of(r), r, board.Resources.Of(r)}, AllowedKey: "refusal.only-on-board"}
		}
	}
	excess := StorageExcess(board)
	if discard.Total() != excess {
		return &RuleError{Err: ErrDiscard, Rule: srcLimits,
			Problem:    fmt.Sprintf("discards %d resources but holds %d with a storage limit of %d", discard.Total(), board.Resources.Total(), board.StorageLimit),
			Allowed:    fmt.Sprintf("exactly %d, of any kinds", excess),
			ProblemKey: "refusal.discards-excess", ProblemArgs: []any{discard.Total(), board.Resources.Total(), board.StorageLimit}, AllowedKey: "refusal.exactly-any-kinds", AllowedArgs: []any{excess}}
	}
	return nil
}

// Discard returns the crew board and supply after a storage-limit discard
// that CheckDiscard accepts: the cubes go back to the supply.
func Discard(board CrewBoard, supply Supply, discard Resources) (CrewBoard, Supply, error) {
	if err := CheckDiscard(board, discard); err != nil {
		return board, supply, err
	}
	board.Resources = minusResources(board.Resources, discard)
	supply.Resources = supply.Resources.Plus(discard)
	return board, supply, nil
}

// ---------------------------------------------------------------------------
// Step 2: refill the item display.

// DisplaySize is the number of items the display holds: one per player plus
// one (core rulebook, "Game Setup", step 5).
func DisplaySize(players int) int { return players + 1 }

// DisplayRefill returns how many items to draw so that the display holds one
// item per player plus one (core rulebook, "III. Patrol Phase – 2. Refill
// Item Display"). players is Table.Players(): a solitary game counts 2
// (ruling "solo-two-player"). When the item deck holds fewer cards, draw
// what it has (ruling "empty-deck").
func DisplayRefill(players, inDisplay int) int {
	if n := DisplaySize(players) - inDisplay; n > 0 {
		return n
	}
	return 0
}

// ---------------------------------------------------------------------------
// Step 3: advance goon cards.

// GoonSpace is one goon space beside the board: the goon card in it, if
// any, with the printed values the Patrol phase reads.
type GoonSpace struct {
	// Card is the goon's name; empty for an empty space.
	Card string
	// Type is the goon's type; NoGoonType when it is not known (the goon
	// then counts as neither a Bandit nor a Fungoid).
	Type GoonType
	// Suspicion counts the goon's suspicion icons.
	Suspicion int
	// Bandit is the resource a Bandit shows (NoResource for other goons).
	Bandit Resource
	// RemoveGoon is true when the card has Breakout's remove goon icon.
	RemoveGoon bool
}

// Empty reports whether the space holds no goon.
func (g GoonSpace) Empty() bool { return g.Card == "" }

// leavesOnAdvance reports whether the goon goes to the discard pile when it
// would advance: Fungoids and the remove goon icon (Breakout rulebook, "Goon
// Cards – Fungoids" and "Special Effect Icons – Remove Goon").
func (g GoonSpace) leavesOnAdvance() bool { return g.RemoveGoon || g.Type == Fungoids }

// GoonSpaces are the five goon spaces, beside the Sewers, Infirmary, Smithy,
// Commissary and Chow Hall in that order (core rulebook, "Game Board").
type GoonSpaces [5]GoonSpace

// GoonLocations lists the locations with a goon space, in board order:
// the Sewers, Infirmary, Smithy, Commissary and Chow Hall (core rulebook,
// "Game Board", item 3; "Game Setup", step 7; "Patrol Phase – Advance Goon
// Cards"). It is the one list of them: every other package reads it.
var GoonLocations = [5]Location{Sewers, Infirmary, Smithy, Commissary, ChowHall}

// HasGoonSpace reports whether the location has a goon space
// (GoonLocations).
func (l Location) HasGoonSpace() bool { return GoonIndex(l) >= 0 }

// GoonIndex returns the index of a location's goon space in GoonSpaces
// and GoonLocations, or -1 for a location without one.
func GoonIndex(loc Location) int {
	return slices.Index(GoonLocations[:], loc)
}

// At returns the goon space of a location (an empty space for a location
// without one).
func (gs GoonSpaces) At(loc Location) GoonSpace {
	if i := GoonIndex(loc); i >= 0 {
		return gs[i]
	}
	return GoonSpace{}
}

// Legal checks the printed values: no negative icons, a type from the list
// (or none when not known), a Bandit's resource only on a Bandit (and every Bandit shows one), a card name at most once.
func (gs GoonSpaces) Legal() error {
	seen := map[string]bool{}
	for i, g := range gs {
		loc := GoonLocations[i]
		if g.Empty() {
			if g != (GoonSpace{}) {
				return &RuleError{Err: ErrGoonSpace, Rule: srcAdvanceGoons, Location: loc, Problem: fmt.Sprintf("the goon space beside the %s has values but no card", loc), Allowed: "a card name, or nothing",
					ProblemKey: "refusal.goon-space-no-card", ProblemArgs: []any{loc}, AllowedKey: "refusal.card-name-or-nothing"}
			}
			continue
		}
		if seen[g.Card] {
			return &RuleError{Err: ErrGoonSpace, Rule: srcAdvanceGoons, Location: loc, Problem: fmt.Sprintf("%s is in two goon spaces", g.Card), Allowed: "each card in one space",
				ProblemKey: "refusal.goon-two-spaces", ProblemArgs: []any{g.Card}, AllowedKey: "refusal.each-card-one-space"}
		}
		seen[g.Card] = true
		if g.Suspicion < 0 || g.Suspicion > 12 {
			return &RuleError{Err: ErrGoonSpace, Rule: srcAddSusp, Location: loc, Problem: fmt.Sprintf("%s shows %d suspicion icons", g.Card, g.Suspicion), Allowed: "0 or more",
				ProblemKey: "refusal.goon-suspicion", ProblemArgs: []any{g.Card, g.Suspicion}, AllowedKey: "refusal.zero-or-more"}
		}
		if g.Type < NoGoonType || g.Type > Shapeshifters {
			return &RuleError{Err: ErrGoonSpace, Rule: srcRecruiting, Location: loc, Problem: fmt.Sprintf("%s has goon type %d", g.Card, int(g.Type)), Allowed: "the type printed on the card, or none when not known",
				ProblemKey: "refusal.goon-type", ProblemArgs: []any{g.Card, int(g.Type)}, AllowedKey: "refusal.printed-type"}
		}
		if (g.Type == Bandits) != (g.Bandit != NoResource) || g.Bandit < NoResource || g.Bandit > Gold {
			return &RuleError{Err: ErrGoonSpace, Rule: srcBandits, Location: loc, Problem: fmt.Sprintf("%s is %s with resource %q", g.Card, g.Type, g.Bandit), Allowed: "a Bandit shows one resource; other goons none",
				ProblemKey: "refusal.goon-bandit-resource", ProblemArgs: []any{g.Card, g.Type, g.Bandit}, AllowedKey: "refusal.bandit-one-resource"}
		}
	}
	return nil
}

// GoonAdvance is the result of step 3 of the Patrol phase.
type GoonAdvance struct {
	// Spaces are the goon spaces after the goons advanced.
	Spaces GoonSpaces
	// Discarded lists the cards put on the goon discard pile, the Chow
	// Hall's goon first, then the leaving goons from the Sewers onwards.
	Discarded []string
	// Empty lists the empty spaces to refill from the goon deck, from the
	// Sewers onwards.
	Empty []Location
	// Rulings names the rulings applied.
	Rulings []string
}

// AdvanceGoons carries out step 3 of the Patrol phase (core rulebook, "III.
// Patrol Phase – 3. Advance Goon Cards"): the goon at the Chow Hall goes to
// the discard pile, and every other goon moves clockwise as far as it can,
// so that the goons fill the highest-numbered spaces. A Fungoid or a goon
// with the remove goon icon goes to the discard pile instead of advancing
// (Breakout rulebook, "Fungoids", "Remove Goon"); the other goons then
// close up the gap (ruling "remove-goon-gap"). Every goon left on the board
// always moves at least one space, since the Chow Hall space is always
// freed. Cubes at the locations stay where they are (ruling
// "suspicion-stays"). The caller then fills Empty from the goon deck (see
// PlaceGoon; ruling "empty-deck").
func AdvanceGoons(spaces GoonSpaces) (GoonAdvance, error) {
	if err := spaces.Legal(); err != nil {
		return GoonAdvance{Spaces: spaces}, err
	}
	var out GoonAdvance
	last := len(spaces) - 1
	if !spaces[last].Empty() {
		out.Discarded = append(out.Discarded, spaces[last].Card)
	}
	var staying []GoonSpace
	for _, g := range spaces[:last] {
		switch {
		case g.Empty():
		case g.leavesOnAdvance():
			out.Discarded = append(out.Discarded, g.Card)
			out.Rulings = appendOnce(out.Rulings, RulingRemoveGoonGap)
		default:
			staying = append(staying, g)
		}
	}
	start := len(spaces) - len(staying)
	for i, g := range staying {
		out.Spaces[start+i] = g
	}
	for i := range start {
		out.Empty = append(out.Empty, GoonLocations[i])
	}
	return out, nil
}

// PlaceGoon returns the goon spaces with a goon drawn from the goon deck put
// in the empty space of a location.
func PlaceGoon(spaces GoonSpaces, loc Location, g GoonSpace) (GoonSpaces, error) {
	i := GoonIndex(loc)
	if i < 0 {
		return spaces, &RuleError{Err: ErrGoonSpace, Rule: srcAdvanceGoons, Location: loc, Problem: fmt.Sprintf("the %s has no goon space", loc), Allowed: "sewers, infirmary, smithy, commissary, chow-hall",
			ProblemKey: "refusal.no-goon-space", ProblemArgs: []any{loc}, AllowedKey: "refusal.typed", AllowedArgs: []any{"sewers, infirmary, smithy, commissary, chow-hall"}}
	}
	if !spaces[i].Empty() {
		return spaces, &RuleError{Err: ErrGoonSpace, Rule: srcAdvanceGoons, Location: loc, Problem: fmt.Sprintf("the goon space beside the %s already holds %s", loc, spaces[i].Card), Allowed: "an empty goon space",
			ProblemKey: "refusal.goon-space-taken", ProblemArgs: []any{loc, spaces[i].Card}, AllowedKey: "refusal.empty-goon-space"}
	}
	if g.Empty() {
		return spaces, &RuleError{Err: ErrGoonSpace, Rule: srcAdvanceGoons, Location: loc, Problem: "no card to place", Allowed: "the goon card drawn",
			ProblemKey: "refusal.no-goon-card", AllowedKey: "refusal.goon-card-drawn"}
	}
	next := spaces
	next[i] = g
	if err := next.Legal(); err != nil {
		return spaces, err
	}
	return next, nil
}

// ---------------------------------------------------------------------------
// Step 4: add suspicion cubes.

// SuspicionAdded is the result of step 4 of the Patrol phase.
type SuspicionAdded struct {
	// Sites are the cubes at each location after the step.
	Sites map[Location]LocationCubes
	// Supply is the supply after the step.
	Supply Supply
	// Short counts the suspicion cubes that could not be added because the
	// supply ran out even after the raid (ruling "one-raid-per-patrol").
	Short int
	// Rulings names the rulings applied.
	Rulings []string
}

// SuspicionNeeded returns the suspicion cubes step 4 of the Patrol phase
// adds: the total of the icons of the goons on the board.
func SuspicionNeeded(spaces GoonSpaces) int {
	n := 0
	for i := range spaces { // by index: ranging over the array would copy it
		n += spaces[i].Suspicion
	}
	return n
}

// AddSuspicion carries out step 4 of the Patrol phase (core rulebook, "III.
// Patrol Phase – 4. Add Suspicion Cubes"): each goon's location gets as many
// suspicion cubes as the goon shows icons, and each Bandit's location one
// cube of the Bandit's resource ("Recruiting Goons – Bandits", p. 15; none
// when the supply has none left, ruling "bandit-cube-unclaimed").
//
// If the supply holds fewer suspicion cubes than the goons need, nothing is
// added and raid is true: the caller carries out Raid and then calls
// AddSuspicionAfterRaid with what the raid returns.
func AddSuspicion(spaces GoonSpaces, sites map[Location]LocationCubes, supply Supply) (added SuspicionAdded, raid bool, err error) {
	if err := checkPatrolCubes(spaces, sites, supply); err != nil {
		return SuspicionAdded{Sites: copySites(sites), Supply: supply}, false, err
	}
	if SuspicionNeeded(spaces) > supply.Suspicion {
		return SuspicionAdded{Sites: copySites(sites), Supply: supply}, true, nil
	}
	return addSuspicion(spaces, sites, supply), false, nil
}

// AddSuspicionAfterRaid adds the goons' cubes after the raid that
// AddSuspicion asked for. There is at most one raid per Patrol phase: if the
// supply still cannot cover every icon (possible only in solitary mode,
// where the player may keep their cubes), the locations get their cubes in
// numerical order until the supply runs out (ruling "one-raid-per-patrol").
func AddSuspicionAfterRaid(spaces GoonSpaces, sites map[Location]LocationCubes, supply Supply) (SuspicionAdded, error) {
	if err := checkPatrolCubes(spaces, sites, supply); err != nil {
		return SuspicionAdded{Sites: copySites(sites), Supply: supply}, err
	}
	return addSuspicion(spaces, sites, supply), nil
}

func addSuspicion(spaces GoonSpaces, sites map[Location]LocationCubes, supply Supply) SuspicionAdded {
	out := SuspicionAdded{Sites: copySites(sites), Supply: supply}
	for i, g := range spaces {
		if g.Empty() {
			continue
		}
		loc := GoonLocations[i]
		c := out.Sites[loc]
		n := min(g.Suspicion, out.Supply.Suspicion)
		if n < g.Suspicion {
			out.Short += g.Suspicion - n
			out.Rulings = appendOnce(out.Rulings, RulingOneRaid)
		}
		c.Suspicion += n
		out.Supply.Suspicion -= n
		if g.Type == Bandits && g.Bandit != NoResource {
			if out.Supply.Resources.Of(g.Bandit) > 0 {
				out.Supply.Resources = out.Supply.Resources.With(g.Bandit, out.Supply.Resources.Of(g.Bandit)-1)
				c.Bandit = c.Bandit.With(g.Bandit, c.Bandit.Of(g.Bandit)+1)
			} else {
				out.Rulings = appendOnce(out.Rulings, RulingBanditCube)
			}
		}
		if _, ok := out.Sites[loc]; ok || c != (LocationCubes{}) {
			out.Sites[loc] = c
		}
	}
	return out
}

// checkPatrolCubes checks the goon spaces and that no count is negative.
func checkPatrolCubes(spaces GoonSpaces, sites map[Location]LocationCubes, supply Supply) error {
	if err := spaces.Legal(); err != nil {
		return err
	}
	if err := checkSupply(supply); err != nil {
		return err
	}
	return checkSites(sites)
}

func checkSites(sites map[Location]LocationCubes) error {
	for _, loc := range AllLocations {
		c, ok := sites[loc]
		if !ok {
			continue
		}
		if c.Suspicion < 0 || c.Suspicion > 12 {
			return &RuleError{Err: ErrCubes, Rule: srcComponents, Location: loc, Problem: fmt.Sprintf("%d suspicion cubes at the %s", c.Suspicion, loc), Allowed: "0 to 12, the cubes in the box",
				ProblemKey: "refusal.suspicion-at", ProblemArgs: []any{c.Suspicion, loc}, AllowedKey: "refusal.suspicion-box"}
		}
		if err := checkCounts(countsBandit, loc, c.Bandit); err != nil {
			return err
		}
	}
	for loc := range sites {
		if loc < ExerciseYard || loc > Library {
			return &RuleError{Err: ErrLocation, Rule: srcComponents, Location: loc, Problem: fmt.Sprintf("location %d", int(loc)), Allowed: locationList(true),
				ProblemKey: "refusal.location-number", ProblemArgs: []any{int(loc)}, AllowedKey: "refusal.typed", AllowedArgs: []any{locationList(true)}}
		}
	}
	return nil
}

func checkSupply(s Supply) error {
	if s.Suspicion < 0 || s.Power < 0 {
		return &RuleError{Err: ErrCubes, Rule: srcComponents, Problem: fmt.Sprintf("the supply holds %d suspicion and %d power cubes", s.Suspicion, s.Power), Allowed: "0 or more",
			ProblemKey: "refusal.supply-negative", ProblemArgs: []any{s.Suspicion, s.Power}, AllowedKey: "refusal.zero-or-more"}
	}
	return checkCounts(countsSupply, nil, s.Resources)
}

func checkBoard(name string, b CrewBoard) error {
	if b.Suspicion < 0 || b.Power < 0 || b.Reputation < 0 {
		return &RuleError{Err: ErrCubes, Rule: srcComponents, Crew: name, Problem: fmt.Sprintf("%s has %d reputation, %d power and %d suspicion", seatName(name), b.Reputation, b.Power, b.Suspicion), Allowed: "0 or more",
			ProblemKey: "refusal.board-negative", ProblemArgs: []any{seatArg(name), b.Reputation, b.Power, b.Suspicion}, AllowedKey: "refusal.zero-or-more"}
	}
	return checkCounts(countsResources, seatArg(name), b.Resources)
}

// checkCounts refuses negative resource counts. what is the catalog key
// of the refusal, which says whose cubes they are (countsWhat), with arg.
func checkCounts(what string, arg any, rs Resources) error {
	for _, r := range AllResources {
		if rs.Of(r) < 0 {
			args := []any{rs.Of(r), r}
			if arg != nil {
				args = []any{arg, rs.Of(r), r}
			}
			return &RuleError{Err: ErrCubes, Rule: core("Resource Cubes", 0), Problem: fmt.Sprintf("%s: %d %s", countsWhat(what, arg), rs.Of(r), r), Allowed: "0 or more",
				ProblemKey: what, ProblemArgs: args, AllowedKey: "refusal.zero-or-more"}
		}
	}
	return nil
}

// Whose cubes checkCounts checks: the keys of its refusals.
const (
	countsDiscard   = "refusal.negative.discard"
	countsBandit    = "refusal.negative.bandit"
	countsSupply    = "refusal.negative.supply"
	countsResources = "refusal.negative.resources"
	countsPayment   = "refusal.negative.payment"
	countsCost      = "refusal.negative.cost"
)

// countsWhat says in English whose cubes checkCounts refuses.
func countsWhat(what string, arg any) string {
	switch what {
	case countsDiscard:
		return "discard"
	case countsBandit:
		return fmt.Sprintf("Bandit cubes at the %s", arg)
	case countsSupply:
		return "the supply"
	case countsResources:
		return fmt.Sprintf("%s's resources", arg)
	case countsPayment:
		return "the payment"
	case countsCost:
		return "the cost"
	}
	return what
}

// seatArg is seatName as a refusal's argument.
func seatArg(name string) any {
	if name == "" {
		return Phrase{Key: "refusal.the-crew", En: "the crew"}
	}
	return name
}

func seatName(name string) string {
	if name == "" {
		return "the crew"
	}
	return name
}

func copySites(sites map[Location]LocationCubes) map[Location]LocationCubes {
	out := make(map[Location]LocationCubes, len(sites)+len(GoonLocations))
	for k, v := range sites {
		out[k] = v
	}
	return out
}

func appendOnce(ids []string, id string) []string {
	if slices.Contains(ids, id) {
		return ids
	}
	return append(ids, id)
}

// ---------------------------------------------------------------------------
// Raids.

// RaidResult is the table after a raid.
type RaidResult struct {
	// Seats are the boards after the raid, in the order given.
	Seats []SeatBoard
	// Losses is the reputation each seat lost, as RaidLosses gives it (the
	// loss actually made is smaller when the track reached 0).
	Losses []int
	// Sites are the location cubes after the raid: no suspicion, Bandit
	// cubes untouched.
	Sites map[Location]LocationCubes
	// Supply is the supply after the raid.
	Supply Supply
	// Rulings names the rulings applied.
	Rulings []string
}

// Raid carries out a raid in the middle of the game (core rulebook,
// "Raids", p. 12): the losses of RaidLosses (ruling "raid-zero"), no
// reputation below 0, then every suspicion cube on the boards and at the
// locations goes back to the supply. Bandit cubes at locations stay (ruling
// "bandit-cube-unclaimed").
//
// In solitary mode (a seat named Guards; "Solitary Mode – Patrol Phase",
// "Raids") the side with the most loses 6 and a tie costs nothing; when the
// guards had the most only the guards' cubes leave their board and the
// player keeps theirs. The cubes at the locations go back in every case
// (ruling "solo-raid-locations").
func Raid(seats []SeatBoard, sites map[Location]LocationCubes, supply Supply) (RaidResult, error) {
	fail := func(err error) (RaidResult, error) {
		return RaidResult{Seats: slices.Clone(seats), Sites: copySites(sites), Supply: supply}, err
	}
	if err := checkSeats(seats); err != nil {
		return fail(err)
	}
	if err := checkSites(sites); err != nil {
		return fail(err)
	}
	if err := checkSupply(supply); err != nil {
		return fail(err)
	}
	total := supply.Suspicion
	susp := make([]int, len(seats))
	for i, s := range seats {
		susp[i] = s.Board.Suspicion
		total += s.Board.Suspicion
	}
	for _, c := range sites {
		total += c.Suspicion
	}
	if total > 12 {
		return fail(&RuleError{Err: ErrCubes, Rule: srcComponents, Problem: fmt.Sprintf("%d suspicion cubes on the boards, at the locations and in the supply", total), Allowed: "12 at most, the cubes in the box",
			ProblemKey: "refusal.suspicion-total", ProblemArgs: []any{total}, AllowedKey: "refusal.twelve-at-most"})
	}
	losses, zero := RaidLosses(susp)
	out := RaidResult{Seats: slices.Clone(seats), Losses: losses[:len(seats)], Sites: copySites(sites), Supply: supply}
	if zero {
		out.Rulings = append(out.Rulings, RulingRaidZero)
	}
	guardsMost := false
	if g := slices.IndexFunc(seats, func(s SeatBoard) bool { return s.Name == Guards }); g >= 0 {
		guardsMost = losses[g] > 0
		if anySuspicion(sites) {
			out.Rulings = append(out.Rulings, RulingSoloRaidLocations)
		}
	}
	for i := range out.Seats {
		b := &out.Seats[i].Board
		b.Reputation = max(0, b.Reputation-losses[i])
		if guardsMost && out.Seats[i].Name != Guards {
			continue
		}
		out.Supply.Suspicion += b.Suspicion
		b.Suspicion = 0
	}
	for loc, c := range out.Sites {
		out.Supply.Suspicion += c.Suspicion
		c.Suspicion = 0
		out.Sites[loc] = c
	}
	return out, nil
}

func anySuspicion(sites map[Location]LocationCubes) bool {
	for _, c := range sites {
		if c.Suspicion > 0 {
			return true
		}
	}
	return false
}

// checkSeats checks the seats a raid or an effect reads: at least one, names
// unique and not empty, a solitary game exactly one crew and the guards, and
// no negative counts.
func checkSeats(seats []SeatBoard) error {
	if len(seats) == 0 || len(seats) > MaxCrews {
		return &RuleError{Err: ErrSeating, Rule: srcSetup, Problem: fmt.Sprintf("%d seats", len(seats)), Allowed: "1 to 5 crews, or one crew and the guards",
			ProblemKey: "refusal.seats-count", ProblemArgs: []any{len(seats)}, AllowedKey: "refusal.one-to-five-crews"}
	}
	seen := map[string]bool{}
	for _, s := range seats {
		if s.Name == "" || seen[s.Name] {
			return &RuleError{Err: ErrSeating, Rule: srcSetup, Crew: s.Name, Problem: fmt.Sprintf("seat name %q is empty or repeated", s.Name), Allowed: "one board per crew",
				ProblemKey: "refusal.seat-name-repeated", ProblemArgs: []any{s.Name}, AllowedKey: "refusal.one-board-per-crew"}
		}
		seen[s.Name] = true
		if err := checkBoard(s.Name, s.Board); err != nil {
			return err
		}
	}
	if seen[Guards] && len(seats) != 2 {
		return &RuleError{Err: ErrSeating, Rule: srcSoloSetup, Problem: fmt.Sprintf("the guards and %d crews", len(seats)-1), Allowed: "one crew against the guards",
			ProblemKey: "refusal.guards-and-crews", ProblemArgs: []any{len(seats) - 1}, AllowedKey: "refusal.one-crew-against-guards"}
	}
	return nil
}

// minusResources returns a minus b, kind by kind.
func minusResources(a, b Resources) Resources {
	return Resources{a.Scrap - b.Scrap, a.Potions - b.Potions, a.Iron - b.Iron, a.Gold - b.Gold}
}
