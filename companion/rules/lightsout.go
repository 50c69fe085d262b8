package rules

import (
	"fmt"
	"slices"
	"strings"
)

// Site is what lies at one location when the Lights Out phase reaches it:
// the plain values a player reads off the board, kept per seat.
type Site struct {
	// Suspicion is the suspicion cubes waiting at the location.
	Suspicion int
	// Bandit are the resource cubes Bandits left at the location (core
	// rulebook, "Recruiting Goons – Bandits"); uncollected cubes stay and
	// pile up (ruling bandit-cube-unclaimed).
	Bandit Resources
	// Tunnel is the location's tunnel marker (Breakout).
	Tunnel Tunnel
	// Tokens lists each seat's tokens at the location, faces revealed, in
	// the order they were assigned. An empty list is a crew with no tokens
	// there.
	Tokens [MaxSeats][]Token
	// FaceDown counts, for the Roll Call check, how many of a seat's tokens
	// there were assigned face down.
	FaceDown [MaxSeats]int
	// Guards lists the strengths printed on the guard cards at the location
	// (solitary mode).
	Guards []int
	// Declines lists the seats of the crews that decline their reward there,
	// so that their tokens straggle to the Library (core rulebook, "Move
	// Stragglers to the Library", note).
	Declines []Seat
	// Nothing lists the seats that take nothing of a reward they choose
	// how to take (the Commissary's, the Chow Hall's, the Cell Block's): a
	// crew that cannot pay for any choice or chooses nothing, or the guards
	// with nothing to craft or reserve at the Cell Block. They collected no
	// reward, so their tokens straggle to the Library (core rulebook, "Move
	// Stragglers to the Library"; ruling choose-nothing), unless they
	// collected the location's Bandit cubes with it (ruling bandit-cube-pays).
	Nothing []Seat
	// Stays lists the seats whose lantern does not advance from the
	// location's tunnel although their seeker may: kept where it is (ruling
	// bo-tunnel-stay), or on the TOMB or ESCAPED, where it can go no farther.
	// Such an advance is no reward (Breakout rulebook, "Resolving Tunnel
	// Locations").
	Stays []Seat
}

// empty reports whether nothing lies at the site.
func (s *Site) empty() bool {
	return s.Suspicion == 0 && s.Bandit == (Resources{}) && s.Tunnel == NoTunnel && s.FaceDown == [MaxSeats]int{} &&
		!s.hasTokens() && len(s.Guards) == 0 && len(s.Declines) == 0 &&
		len(s.Nothing) == 0 && len(s.Stays) == 0
}

// hasTokens reports whether any seat has tokens at the site.
func (s *Site) hasTokens() bool {
	for _, toks := range s.Tokens {
		if len(toks) > 0 {
			return true
		}
	}
	return false
}

// Round is a whole Lights Out phase: the table and what lies at every
// location and on the legend card.
type Round struct {
	Table Table
	// Sites holds what lies at each location, indexed by location: 1 to 7
	// are assigned to. The Library is never assigned to (its tokens are the
	// stragglers of the other locations), and NoLocation is no place: both
	// stay empty.
	Sites [Library + 1]Site
	// LibraryDeclines lists the seats of the crews that decline their
	// reward at the Library.
	LibraryDeclines []Seat
	// Legend lists each seat's token on the active legend card (Breakout).
	Legend [MaxSeats][]Token
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
func (g Gains) IsZero() bool {
	// Field by field: comparing the whole struct calls the runtime's memequal.
	return g.Resources == Resources{} && g.Power == 0 && g.Reputation == 0 && g.Tomes == 0
}

// String lists the gains, e.g. "3 potions, 1 power".
func (g Gains) String() string {
	var parts []string
	add := func(n int, what string) {
		if n != 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, what))
		}
	}
	for _, r := range AllResources {
		if n := g.Resources.Of(r); n != 0 {
			parts = append(parts, r.Count(n))
		}
	}
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
	// Name and Seat are the crew's (or the guards').
	Name string
	Tier Tier
	// Gains are the fixed gains, Bandit cube included.
	Gains Gains
	// Choice describes a reward the crew chooses how to take (or, for the
	// guards, how the automa takes it), empty when there is none.
	Choice string
	// Bandit are the Bandit cubes included in Gains.
	Bandit Resources
	Seat   Seat
	// FirstPlayerMarker is true when the reward takes the first player marker
	// (the Exercise Yard's most strength).
	FirstPlayerMarker bool
	// Declined is true when the crew declined the reward: it gains nothing
	// and its tokens straggle.
	Declined bool
	// Nothing is true when the crew (or the guards) took nothing of the
	// choice its reward offers (Site.Nothing): it straggles unless it
	// collected Bandit cubes.
	Nothing bool
}

// Collected reports whether the reward counts as collected: not declined,
// and not a choice of which the crew took nothing, unless it collected
// Bandit cubes with it (core rulebook, "Move Stragglers to the Library").
func (r Reward) Collected() bool { return r.collected() }

// collected is Collected without copying the reward (collect decides the
// same as it writes the reward).
func (r *Reward) collected() bool {
	return !r.Declined && (!r.Nothing || r.Bandit.Total() > 0)
}

// Gained returns what the crew actually gains: nothing when it declined.
func (r Reward) Gained() Gains {
	if r.Declined {
		return Gains{}
	}
	return r.Gains
}

// what is the reward in a note's words: its gains, then its choice.
func (r *Reward) what() string {
	what := r.Gains.String()
	if r.Gains.IsZero() {
		what = ""
	}
	if r.Choice != "" {
		if what != "" {
			what += "; "
		}
		what += r.Choice
	}
	return what
}

// Rank is one crew's (or the guards') place in a location's ranking.
type Rank struct {
	// Name and Seat are the crew's (or the guards').
	Name     string
	Seat     Seat
	Strength int
	// Guards are the guards' card strengths (the site's own list); Tokens
	// the crew's tokens there.
	Guards []int
	Tokens TokenList
	// Lookout is true when the crew's lookout is there.
	Lookout bool
	// guards is true for the guards' rank: Name need not be compared.
	guards bool
	// rank writes every field one by one (TestRankFieldsWritten): a new
	// field must be written there too.
}

// IsGuards reports whether the rank is the guards' (a solitary game),
// without comparing names.
func (r *Rank) IsGuards() bool { return r.guards }

// Suspicion says where a location's suspicion cubes went.
type Suspicion struct {
	Cubes int
	// To is who gains the cubes; empty when they stay at the location.
	To string
	// Passed counts the crews ranked first that could not take the cubes
	// because their lookout was there: all of them when To is empty.
	// Resolution.PassedOver names them.
	Passed int
}

// Advance is a lantern advance in the catacombs (Breakout).
type Advance struct {
	// Name and Seat are the crew's (or the guards').
	Name string
	Seat Seat
	// Spaces is how far the lantern may advance: up to 1 or 2 for a crew,
	// exactly 1 for the guards.
	Spaces   int
	Declined bool
	// Stays is true when the lantern does not advance (Site.Stays): the
	// advance is no reward.
	Stays bool
}

// Straggler is a crew (or the guards) that collected no reward at a location:
// its tokens move to the Library, or go home from the Library.
type Straggler struct {
	// Name and Seat are the crew's (or the guards').
	Name   string
	Seat   Seat
	Guards []int
	Tokens TokenList
}

// Note is one step of a resolution in words, with the rule (or the
// project's ruling) that decided it. Resolution.Notes writes them.
type Note struct {
	Text   string
	Rule   Source
	Ruling string
}

// Resolution is the outcome of one location (or of the legend card). It
// holds its results in place, one entry per seat at most, so that resolving
// allocates nothing; read them through its methods (Ranking, Rewards,
// Stragglers, Lantern, Notes), on a variable: the slices they return are
// views of it.
type Resolution struct {
	Location Location
	// Legend is true for the active legend card (Location is NoLocation).
	Legend bool
	// Suspicion is where the suspicion cubes went.
	Suspicion Suspicion
	// BanditStays are the Bandit cubes left at the location because nobody
	// with the most strength took it.
	BanditStays Resources
	// FirstPlayer holds the first player marker after the location.
	FirstPlayer string

	// firstSeat is FirstPlayer's seat; seating names the seats in notes.
	firstSeat Seat
	seating   []string

	// The results, each array filled up to its count.
	ranking    [MaxSeats]Rank
	rewards    [MaxSeats]Reward
	stragglers [MaxSeats]Straggler
	notes      [maxNotes]note // the steps as codes: Notes writes them in words

	ranks, rewarded, straggling, noted int8

	// quiet is true when no note is recorded (SkipNotes).
	quiet bool

	// lantern and guardsLantern hold the advances, when hasLantern and
	// hasGuardsLantern say so.
	lantern, guardsLantern       Advance
	hasLantern, hasGuardsLantern bool
}

// maxNotes is room for the notes of the most crowded location: per seat its
// strength, a lookout alone, its reward and a choice; two ties, and once
// each the suspicion, the Bandit cubes, the first player marker, the tiers'
// exceptions, the tunnel and the stragglers: 36 at most.
const maxNotes = 40

// Ranking returns the crews (and the guards) at the location, most strength
// first.
func (r *Resolution) Ranking() []Rank { return r.ranking[:r.ranks] }

// FirstSeat returns the seat of FirstPlayer, the holder of the first player
// marker after the location.
func (r *Resolution) FirstSeat() Seat { return r.firstSeat }

// SuspicionSeat returns the seat of Suspicion.To, who gains the location's
// suspicion cubes; ok is false when they stay at the location.
func (r *Resolution) SuspicionSeat() (seat Seat, ok bool) {
	if r.Suspicion.To == "" {
		return NoSeat, false
	}
	return r.ranking[r.Suspicion.Passed].Seat, true
}

// Rewards returns, in ranking order, every crew entitled to a reward tier.
func (r *Resolution) Rewards() []Reward { return r.rewards[:r.rewarded] }

// Stragglers returns the crews (and the guards) that move to the Library;
// at the Library, those that go home.
func (r *Resolution) Stragglers() []Straggler { return r.stragglers[:r.straggling] }

// Lantern returns the crew advance of a tunnel location, nil when no crew
// advances.
func (r *Resolution) Lantern() *Advance {
	if !r.hasLantern {
		return nil
	}
	return &r.lantern
}

// GuardsLantern returns the guards' advance at a tunnel location in a
// solitary game, nil when they do not advance.
func (r *Resolution) GuardsLantern() *Advance {
	if !r.hasGuardsLantern {
		return nil
	}
	return &r.guardsLantern
}

// PassedOver names the crews ranked above the taker of the suspicion cubes
// that could not take them because their lookout was there.
func (r *Resolution) PassedOver() []string {
	if r.Suspicion.Passed == 0 {
		return nil
	}
	out := make([]string, r.Suspicion.Passed)
	for i := range out {
		out[i] = r.ranking[i].Name
	}
	return out
}

// Slug returns the location's file name ("chow-hall"), "library" or
// "legend".
func (r *Resolution) Slug() string {
	if r.Legend {
		return "legend"
	}
	return r.Location.Slug()
}

// Name returns the location's printed name, or "Legend card".
func (r *Resolution) Name() string {
	if r.Legend {
		return "Legend card"
	}
	return r.Location.String()
}

// Rulings lists the IDs of the rulings that decided something here.
func (r *Resolution) Rulings() []string {
	var out []string
	for _, n := range r.notes[:r.noted] {
		if id := n.kind.ruling(); id != "" && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// RewardOf returns the reward of a crew, if it is entitled to one.
func (r *Resolution) RewardOf(name string) (Reward, bool) {
	for i := range r.rewarded {
		if r.rewards[i].Name == name {
			return r.rewards[i], true
		}
	}
	return Reward{}, false
}

// ResolveSite resolves one location in the Lights Out phase, given who holds
// the first player marker when it is reached (core rulebook, "Lights Out
// Phase", steps 1 to 4; Breakout rulebook, "Resolving Tunnel Locations";
// solitary mode's guard rules). For the Library, the site's tokens are the
// stragglers moved there. The input is checked first; a *RuleError says what
// is wrong.
func ResolveSite(t Table, firstPlayer Seat, loc Location, s Site) (Resolution, error) {
	var res Resolution
	if err := res.checkAndResolve(&t, firstPlayer, loc, &s); err != nil {
		return Resolution{}, err
	}
	return res, nil
}

// SkipNotes stops recording the steps of the resolutions written into res
// from now on (skip false records them again): Notes, NotesIn, Rulings and
// Ties then come back empty, every result being the same. It is for a
// caller that reads only the results, location after location (a simulated
// game), and saves writing some ten notes a location nobody reads.
func (res *Resolution) SkipNotes(skip bool) { res.quiet = skip }

// ResolveSite is the function ResolveSite writing into res, for a caller
// that resolves location after location (a simulated game): nothing as
// large as a Resolution is copied. res is overwritten whole, and left zero
// when the input is refused; t and s are only read.
func (res *Resolution) ResolveSite(t *Table, firstPlayer Seat, loc Location, s *Site) error {
	u := res.reset()
	err := res.checkAndResolve(t, firstPlayer, loc, s)
	res.done(u)
	return err
}

// used is how many entries of each of a Resolution's arrays are in use.
type used struct{ ranks, rewarded, straggling, noted int8 }

// reset empties res for a new resolution, as *res = Resolution{} would
// for a fraction of the cost, and returns the entries the last one used:
// resolving writes each entry it uses whole, and done (called once the new
// resolution is written) zeroes those the last one used beyond them, so
// that the arrays' entries beyond their counts are always zero. A
// Resolution is some 1.7 kB, nearly all of it arrays a solitary location
// barely uses.
func (res *Resolution) reset() used {
	u := used{res.ranks, res.rewarded, res.straggling, res.noted}
	res.ranks, res.rewarded, res.straggling, res.noted = 0, 0, 0, 0
	res.Location, res.Legend, res.Suspicion, res.BanditStays, res.FirstPlayer = NoLocation, false, Suspicion{}, Resources{}, ""
	res.firstSeat, res.seating = 0, nil
	if res.hasLantern {
		res.lantern, res.hasLantern = Advance{}, false
	}
	if res.hasGuardsLantern {
		res.guardsLantern, res.hasGuardsLantern = Advance{}, false
	}
	return u
}

// resetTrusted is reset for a site resolution that is never refused
// (ResolveTrusted): what resolveSite writes every time (the location, the
// first player marker's holder, the seating) is left to it.
func (res *Resolution) resetTrusted() used {
	u := used{res.ranks, res.rewarded, res.straggling, res.noted}
	res.ranks, res.rewarded, res.straggling, res.noted = 0, 0, 0, 0
	res.Legend, res.Suspicion, res.BanditStays = false, Suspicion{}, Resources{}
	if res.hasLantern {
		res.lantern, res.hasLantern = Advance{}, false
	}
	if res.hasGuardsLantern {
		res.guardsLantern, res.hasGuardsLantern = Advance{}, false
	}
	return u
}

// done zeroes the entries the last resolution used (u, from reset) beyond
// those in use now.
func (res *Resolution) done(u used) {
	// Entry by entry: clear would call the runtime's clearing with write
	// barriers, dearer than a few stores for the one or two entries left.
	for i := res.ranks; i < u.ranks; i++ {
		res.ranking[i] = Rank{}
	}
	for i := res.rewarded; i < u.rewarded; i++ {
		res.rewards[i] = Reward{}
	}
	for i := res.straggling; i < u.straggling; i++ {
		res.stragglers[i] = Straggler{}
	}
	for i := res.noted; i < u.noted; i++ {
		res.notes[i] = note{}
	}
}

// checkAndResolve checks a site, then resolves it into res, which must be
// zero; res is left as it was when the site is refused.
func (res *Resolution) checkAndResolve(t *Table, firstPlayer Seat, loc Location, s *Site) error {
	var st CheckedTable
	if err := st.from(t); err != nil {
		return err
	}
	return res.checkAndResolveChecked(&st, firstPlayer, loc, s)
}

// ResolveChecked is ResolveSite at a table checked once (Table.Checked): the
// site is checked, the table is not checked again. res is overwritten
// whole, and left zero when the site is refused; st and s are only read.
func (res *Resolution) ResolveChecked(st *CheckedTable, firstPlayer Seat, loc Location, s *Site) error {
	u := res.reset()
	err := res.checkAndResolveChecked(st, firstPlayer, loc, s)
	res.done(u)
	return err
}

// ResolveTrusted is ResolveChecked without the site's checks, for a caller
// that builds every site from its own game's state and never from a
// player's input (a simulated game), and whose tests resolve the same sites
// with ResolveChecked and find none refused: checking them again at every
// location would only recompute what the caller knows. firstPlayer must be
// seated, loc a location on the board and s a site ResolveChecked accepts;
// what it returns for another is not specified. res is overwritten whole;
// st and s are only read.
func (res *Resolution) ResolveTrusted(st *CheckedTable, firstPlayer Seat, loc Location, s *Site) {
	u := res.resetTrusted()
	site := checked{Site: s, tokens: seatedLists(&st.t, &s.Tokens)}
	res.resolveSite(&st.t, st.guards, firstPlayer, loc, &site, false)
	res.done(u)
}

// ResolveLegendTrusted is ResolveLegendChecked without the tokens' checks,
// as ResolveTrusted is ResolveChecked's: tokens and guards must be what
// ResolveLegendChecked accepts.
func (res *Resolution) ResolveLegendTrusted(st *CheckedTable, firstPlayer Seat, tokens *[MaxSeats][]Token, guards []int) {
	u := res.reset()
	res.resolveLegend(&st.t, st.guards, firstPlayer, seatedLists(&st.t, tokens), guards)
	res.done(u)
}

// seatedLists is listsOf for tokens that are checked already, which lie at
// seated crews only: the seats beyond the seating are not read.
func seatedLists(t *Table, tokens *[MaxSeats][]Token) [MaxSeats]TokenList {
	var out [MaxSeats]TokenList
	for i := range t.Seating {
		out[i] = listOf(tokens[i])
	}
	return out
}

// checkAndResolveChecked is checkAndResolve at a table checked once.
func (res *Resolution) checkAndResolveChecked(st *CheckedTable, firstPlayer Seat, loc Location, s *Site) error {
	t := &st.t
	if !t.hasSeat(firstPlayer) {
		return &RuleError{Err: ErrNotSeated, Rule: srcStrengths, Crew: t.Name(firstPlayer), Problem: fmt.Sprintf("the first player (%s) is not seated", firstPlayer), Allowed: strings.Join(t.Seating, ", "),
			ProblemKey: "refusal.first-player-not-seated", ProblemArgs: []any{firstPlayer}, AllowedKey: "refusal.typed", AllowedArgs: []any{strings.Join(t.Seating, ", ")}}
	}
	if loc <= NoLocation || loc > Library {
		return &RuleError{Err: ErrLocation, Rule: srcAssigning, Problem: "not a location on the board", Allowed: locationList(true),
			ProblemKey: "refusal.not-a-location", AllowedKey: "refusal.typed", AllowedArgs: []any{locationList(true)}}
	}
	site := checked{Site: s}
	if err := checkSite(st, loc, s, &site.tokens); err != nil { // the tokens packed as they are checked
		return err
	}
	res.resolveSite(t, st.guards, firstPlayer, loc, &site, false)
	return nil
}

// ResolveLegend ranks the crews on the active legend card after the Library
// (Breakout rulebook, "Resolving the Legend Card"). The card's own effect is
// printed on it and not known here: the ranking is what the effect reads.
func ResolveLegend(t Table, firstPlayer Seat, tokens [MaxSeats][]Token, guards []int) (Resolution, error) {
	var res Resolution
	if err := res.checkAndResolveLegend(&t, firstPlayer, &tokens, guards); err != nil {
		return Resolution{}, err
	}
	return res, nil
}

// ResolveLegend is the function ResolveLegend writing into res, for a
// caller that resolves round after round (a simulated game): nothing as
// large as a Resolution is copied. res is overwritten whole, and left zero
// when the input is refused; t, tokens and guards are only read.
func (res *Resolution) ResolveLegend(t *Table, firstPlayer Seat, tokens *[MaxSeats][]Token, guards []int) error {
	u := res.reset()
	err := res.checkAndResolveLegend(t, firstPlayer, tokens, guards)
	res.done(u)
	return err
}

// checkAndResolveLegend checks the legend card's tokens, then ranks them
// into res, which must be zero; res is left as it was when they are
// refused.
func (res *Resolution) checkAndResolveLegend(t *Table, firstPlayer Seat, tokens *[MaxSeats][]Token, guards []int) error {
	var st CheckedTable
	if err := st.from(t); err != nil {
		return err
	}
	return res.checkAndResolveLegendChecked(&st, firstPlayer, tokens, guards)
}

// ResolveLegendChecked is ResolveLegend at a table checked once
// (Table.Checked): the tokens are checked, the table is not checked again.
// res is overwritten whole, and left zero when the tokens are refused; st,
// tokens and guards are only read.
func (res *Resolution) ResolveLegendChecked(st *CheckedTable, firstPlayer Seat, tokens *[MaxSeats][]Token, guards []int) error {
	u := res.reset()
	err := res.checkAndResolveLegendChecked(st, firstPlayer, tokens, guards)
	res.done(u)
	return err
}

// checkAndResolveLegendChecked is checkAndResolveLegend at a table checked once.
func (res *Resolution) checkAndResolveLegendChecked(st *CheckedTable, firstPlayer Seat, tokens *[MaxSeats][]Token, guards []int) error {
	t := &st.t
	if !t.hasSeat(firstPlayer) {
		return &RuleError{Err: ErrNotSeated, Rule: srcBoLegend, Crew: t.Name(firstPlayer), Problem: fmt.Sprintf("the first player (%s) is not seated", firstPlayer), Allowed: strings.Join(t.Seating, ", "),
			ProblemKey: "refusal.first-player-not-seated", ProblemArgs: []any{firstPlayer}, AllowedKey: "refusal.typed", AllowedArgs: []any{strings.Join(t.Seating, ", ")}}
	}
	if err := checkLegend(st, tokens, guards); err != nil {
		return err
	}
	res.resolveLegend(t, st.guards, firstPlayer, listsOf(tokens), guards)
	return nil
}

// checked is a site once checked, as the resolution reads it: the site
// itself, only read, and each seat's tokens packed in a list (the site's
// Tokens are not read again).
type checked struct {
	*Site
	tokens [MaxSeats]TokenList
}

// siteOf packs a checked site.
func siteOf(s *Site) checked {
	return checked{Site: s, tokens: listsOf(&s.Tokens)}
}

// listsOf packs each seat's checked tokens.
func listsOf(tokens *[MaxSeats][]Token) [MaxSeats]TokenList {
	var out [MaxSeats]TokenList
	for i, toks := range tokens {
		out[i] = listOf(toks)
	}
	return out
}

// resolveSite resolves a checked site into res, which is zero (or reset):
// a step with nothing to do is not called. inRound is true for the Library
// of a whole phase, ranked from the stragglers. guardSeats is the guards' seat
// as a bit, 0 when they do not play (seatBits): the seats are told apart
// without comparing names.
func (res *Resolution) resolveSite(t *Table, guardSeats uint8, firstPlayer Seat, loc Location, s *checked, inRound bool) {
	res.start(t, firstPlayer)
	res.Location = loc
	res.rank(t, guardSeats, &s.tokens, s.Guards, inRound && loc == Library)
	if s.Suspicion > 0 { // none: they stay as res holds them, zero
		res.suspicion(s.Suspicion)
	}
	took, ranked := res.collect(t, guardSeats != 0, loc, s)
	if s.Tunnel != NoTunnel {
		res.tunnel(t, s)
	}
	if took != ranked { // else nobody straggles: the lanterns only add to took
		res.straggle(took)
	}
}

// resolveLegend ranks the legend card's checked tokens; guardSeats is as
// in resolveSite.
func (res *Resolution) resolveLegend(t *Table, guardSeats uint8, firstPlayer Seat, tokens [MaxSeats]TokenList, guards []int) {
	res.start(t, firstPlayer)
	res.Legend = true
	res.rank(t, guardSeats, &tokens, guards, false)
	res.note(noteLegendEffect, 0, 0, 0)
	if !res.quiet && guardSeats != 0 && slices.ContainsFunc(res.Ranking(), func(r Rank) bool { return r.guards }) {
		res.note(noteLegendGuards, 0, 0, 0)
	}
}

// start names the holder of the first player marker as the location is
// reached.
func (res *Resolution) start(t *Table, firstPlayer Seat) {
	res.FirstPlayer, res.firstSeat, res.seating = t.Seating[firstPlayer], firstPlayer, t.Seating
}

// note records a step as its kind, the indexes and number it reads, and a
// seat.
func (res *Resolution) note(k noteKind, i, j int, seat Seat) {
	if res.quiet {
		return
	}
	res.notes[res.noted] = note{kind: k, i: int8(i), j: int8(j), seat: int8(seat)}
	res.noted++
}

// rank totals strengths and orders the crews: most strength first, ties
// broken by seating clockwise from the holder of the first player marker.
// guardSeats is the guards' seat as a bit (resolveSite).
func (res *Resolution) rank(t *Table, guardSeats uint8, tokens *[MaxSeats]TokenList, guards []int, library bool) {
	// Each seat's strength, then the seats present in ranking order: every
	// seat's distance from the marker differs, so the order is total.
	var strength [MaxSeats]int
	var order [MaxSeats]Seat
	n := 0
	for i := range t.Seating {
		seat := Seat(i)
		isGuards := guardSeats&(1<<uint(seat)) != 0 // by uint: no check for a negative shift
		switch {
		case isGuards && len(guards) > 0:
			for _, g := range guards {
				strength[seat] += g
			}
		case isGuards || tokens[seat] == 0:
			continue
		default:
			strength[seat] = tokens[seat].strength(t.Power[seat])
		}
		// Insert the seat after those ranked above it.
		k := n
		for ; k > 0 && !res.ranksAbove(t, order[k-1], seat, &strength); k-- {
			order[k] = order[k-1]
		}
		order[k] = seat
		n++
	}
	res.ranks = int8(n)
	for i, seat := range order[:n] {
		rk := &res.ranking[i]
		if guardSeats&(1<<uint(seat)) != 0 {
			// Every field written, one by one: a composite literal is built
			// aside and copied whole.
			rk.Name, rk.Seat, rk.Strength, rk.Guards, rk.Tokens, rk.Lookout, rk.guards = t.Seating[seat], seat, strength[seat], guards[:len(guards):len(guards)], 0, false, true
			continue
		}
		rk.Name, rk.Seat, rk.Strength, rk.Guards, rk.Tokens, rk.Lookout, rk.guards = t.Seating[seat], seat, strength[seat], nil, tokens[seat], tokens[seat].Contains(Lookout), false
	}
	if !res.quiet {
		res.noteRanking(t, library)
	}
}

// noteRanking notes how the ranking came about: the Library's stragglers,
// each crew's (or the guards') strength, each tie, or nobody there. Only
// notes: a resolution that records none (SkipNotes) does not work them out.
func (res *Resolution) noteRanking(t *Table, library bool) {
	rk := res.Ranking()
	n := len(rk)
	if library && n > 0 {
		res.note(noteLibraryStrength, 0, 0, 0)
	}
	for i := range rk {
		r := &rk[i]
		switch {
		case r.guards && len(r.Guards) > 1:
			res.note(noteGuardsCards, i, 0, r.Seat)
		case r.guards:
			res.note(noteGuardsStrength, i, 0, r.Seat)
		default:
			res.note(noteStrength, i, t.Power[r.Seat], r.Seat)
			if r.Tokens == TokenList(Lookout) {
				res.note(noteLookoutOnly, i, 0, r.Seat)
			}
		}
	}
	// Explain each tie.
	for i := 0; i < n; {
		j := i + 1
		for j < n && rk[j].Strength == rk[i].Strength {
			j++
		}
		if j-i > 1 {
			k := noteTie
			if res.Legend {
				k = noteLegendTie
			}
			res.note(k, i, j, res.firstSeat)
		}
		i = j
	}
	if n == 0 {
		res.note(noteNobody, 0, 0, 0)
	}
}

// ranksAbove reports whether seat a ranks above seat b: more strength, or
// as much and closer clockwise to the holder of the first player marker.
func (res *Resolution) ranksAbove(t *Table, a, b Seat, strength *[MaxSeats]int) bool {
	if strength[a] != strength[b] {
		return strength[a] > strength[b]
	}
	return t.distance(res.firstSeat, a) < t.distance(res.firstSeat, b)
}

func (res *Resolution) suspicion(cubes int) {
	res.Suspicion.Cubes = cubes
	if cubes == 0 {
		return
	}
	rk := res.Ranking()
	passed := 0
	for passed < len(rk) && rk[passed].Lookout {
		passed++
	}
	res.Suspicion.Passed = passed
	if passed < len(rk) {
		res.Suspicion.To = rk[passed].Name
	}
	switch {
	case len(rk) == 0:
		res.note(noteSuspicionNobody, 0, 0, 0)
	case passed == len(rk):
		res.note(noteSuspicionLookouts, 0, 0, 0)
	case passed > 0:
		res.note(noteSuspicionPassed, 0, 0, 0)
	default:
		res.note(noteSuspicionTo, 0, 0, 0)
	}
}

// collect hands out the reward tiers (core rulebook, "Location Rewards");
// solo is true in a solitary game (the guards seated). It returns the seats
// that collected their reward (Reward.Collected) and those ranked, one bit
// each, for straggle.
func (res *Resolution) collect(t *Table, solo bool, loc Location, s *checked) (took, ranked uint8) {
	players := len(t.Seating) // Players, without copying the table
	present := int(res.ranks)
	var declined, nothing uint8 // one bit per seat (shifts by uint: the seats are checked, never negative)
	for _, d := range s.Declines {
		declined |= 1 << uint(d)
	}
	for _, d := range s.Nothing {
		nothing |= 1 << uint(d)
	}
	bandit := s.Bandit.Total() > 0
	most := false
	for i := range present {
		r := &res.ranking[i]
		bit := uint8(1) << uint(r.Seat)
		ranked |= bit
		tier := tierFor(loc, players, i, present)
		if !res.quiet {
			res.noteTier(loc, tier, i, present, r.Seat)
		}
		if tier == NoTier {
			continue
		}
		guards := r.guards
		tmpl, ok := rewardFor(loc, tier, players, guards)
		if !ok {
			if guards {
				res.note(noteGuardsNothing, 0, 0, r.Seat)
			}
			continue
		}
		ri := int(res.rewarded)
		rw := &res.rewards[ri]
		*rw = *tmpl // written whole: reset left it as it was
		res.rewarded++
		rw.Name, rw.Seat, rw.Tier = r.Name, r.Seat, tier
		most = most || tier == Most
		if tier == Most && bandit {
			rw.Bandit = s.Bandit
			rw.Gains.Resources = rw.Gains.Resources.Plus(s.Bandit)
		}
		rw.Declined = declined&bit != 0
		// A declined reward is not a choice of which nothing is taken.
		rw.Nothing = !rw.Declined && nothing&bit != 0
		if rw.collected() {
			took |= bit
		}
		if !res.quiet {
			res.noteReward(rw, ri, loc, guards, solo)
		}
		if rw.FirstPlayerMarker && !rw.Declined {
			res.FirstPlayer, res.firstSeat = r.Name, r.Seat
		}
	}
	if bandit && (present == 0 || declined&(1<<uint(res.ranking[0].Seat)) != 0 || !most) {
		res.BanditStays = s.Bandit
		if present == 0 {
			res.note(noteBanditNobody, 0, 0, 0)
		}
	}
	if loc == Library && len(s.Declines) > 0 {
		res.note(noteLibraryDecline, 0, 0, 0)
	}
	return took, ranked
}

// noteTier notes the exceptions to a location's tiers: the Sewers' second
// taking the others' reward, a crew alone at the Infirmary. Only notes
// (noteRanking).
func (res *Resolution) noteTier(loc Location, tier Tier, i, present int, seat Seat) {
	if loc == Sewers && i == 1 && tier == Others {
		res.note(noteSewersOthers, i, 0, seat)
	}
	if loc == Infirmary && present == 1 {
		res.note(noteInfirmaryAlone, i, 0, seat)
	}
}

// noteReward notes the reward rw, the ri-th, as collect wrote it: the
// two-player amount, a decline, the reward and its Bandit cubes, a choice,
// the first player marker. Only notes (noteRanking); the marker's holder
// is still the one before the reward.
func (res *Resolution) noteReward(rw *Reward, ri int, loc Location, guards, solo bool) {
	if rw.Tier == Most && (loc == Sewers || loc == Infirmary) && solo {
		res.note(noteSoloTwoPlayer, 0, 0, 0)
	}
	bandit := rw.Bandit.Total() > 0
	if rw.Declined {
		res.note(noteDeclines, ri, 0, rw.Seat)
		if bandit {
			res.note(noteDeclinedBandit, ri, 0, rw.Seat)
		}
		if rw.FirstPlayerMarker {
			res.note(noteMarkerStays, ri, 0, res.firstSeat)
		}
		return
	}
	if guards && (GuardsChoose(loc) || loc == Library) {
		res.note(noteGuardsReward, ri, 0, rw.Seat)
	} else {
		res.note(noteReward, ri, 0, rw.Seat)
	}
	if bandit {
		res.note(noteBandit, ri, 0, rw.Seat)
	}
	switch {
	case rw.Nothing && guards:
		res.note(noteGuardsTakeNothing, ri, 0, rw.Seat)
	case rw.Nothing:
		res.note(noteTakesNothing, ri, 0, rw.Seat)
	case rw.Choice != "" && rw.Gains.IsZero() && !guards:
		res.note(noteMayReward, ri, 0, rw.Seat)
	}
	if rw.FirstPlayerMarker {
		if res.firstSeat == rw.Seat {
			res.note(noteKeepsMarker, ri, 0, rw.Seat)
		} else {
			res.note(noteTakesMarker, ri, 0, res.firstSeat)
		}
	}
}

// tunnel resolves a tunnel location's lantern advances (Breakout rulebook,
// "Resolving Tunnel Locations"); the site has a tunnel marker.
func (res *Resolution) tunnel(t *Table, s *checked) {
	rk := res.Ranking()
	seekers, first := 0, -1
	for i := range rk {
		if rk[i].Tokens.Contains(Seeker) {
			if seekers == 0 {
				first = i
			}
			seekers++
		}
	}
	if seekers > 1 && !t.SeekerTieAtReach {
		first = res.strongestSeeker(t)
	}
	switch seekers {
	case 0:
		res.note(noteNoSeeker, 0, int(s.Tunnel), 0)
	case 1:
		res.note(noteOneSeeker, first, int(s.Tunnel), 0)
	default:
		res.note(noteSeekers, first, int(s.Tunnel), 0)
	}
	if seekers > 0 {
		r := &rk[first]
		declined := slices.Contains(s.Declines, r.Seat)
		stays := !declined && slices.Contains(s.Stays, r.Seat)
		res.lantern, res.hasLantern = Advance{Name: r.Name, Seat: r.Seat, Spaces: s.Tunnel.Spaces(), Declined: declined, Stays: stays}, true
		switch {
		case declined:
			res.note(noteAdvanceDeclined, first, 0, r.Seat)
		case stays:
			res.note(noteLanternStays, first, 0, r.Seat)
		}
	}
	if len(rk) > 0 && rk[0].guards { // a solitary game, the guards ranked first
		res.guardsLantern, res.hasGuardsLantern = Advance{Name: Guards, Seat: rk[0].Seat, Spaces: 1, Stays: slices.Contains(s.Stays, rk[0].Seat)}, true
		if res.hasLantern {
			res.note(noteGuardsLanternToo, 0, 0, 0)
		} else {
			res.note(noteGuardsLantern, 0, 0, 0)
		}
	}
}

// strongestSeeker returns the rank of the seekers' crew that may advance:
// the most strength among the crews with a seeker, ties broken by seating
// clockwise from the holder of the first player marker once the rewards
// are collected, so at the Exercise Yard from the crew that just took it
// (Breakout rulebook, "Resolving Tunnel Locations", step 1; ruling
// bo-tunnel-marker). A tie is noted with who broke it.
func (res *Resolution) strongestSeeker(t *Table) int {
	rk := res.Ranking()
	best, tied := -1, false
	for i := range rk {
		if !rk[i].Tokens.Contains(Seeker) {
			continue
		}
		switch {
		case best < 0 || rk[i].Strength > rk[best].Strength:
			best, tied = i, false
		case rk[i].Strength == rk[best].Strength:
			tied = true
			if t.distance(res.firstSeat, rk[i].Seat) < t.distance(res.firstSeat, rk[best].Seat) {
				best = i
			}
		}
	}
	if tied {
		res.note(noteSeekersTie, best, 0, res.firstSeat)
	}
	return best
}

// straggle lists the crews that collected no reward; rewarded holds the
// seats that collected theirs, one bit each (collect), to which those
// advancing their lantern are added (shifts by uint: a seat is never
// negative here).
func (res *Resolution) straggle(rewarded uint8) {
	if res.hasLantern && !res.lantern.Declined && !res.lantern.Stays {
		rewarded |= 1 << uint(res.lantern.Seat)
	}
	if res.hasGuardsLantern && !res.guardsLantern.Stays {
		rewarded |= 1 << uint(res.guardsLantern.Seat)
	}
	for i := range res.ranks {
		r := &res.ranking[i]
		if rewarded&(1<<uint(r.Seat)) != 0 {
			continue
		}
		res.stragglers[res.straggling] = Straggler{Name: r.Name, Seat: r.Seat, Tokens: r.Tokens, Guards: r.Guards}
		res.straggling++
	}
	switch {
	case res.straggling == 0:
	case res.Location == Library:
		res.note(noteGoHome, 0, 0, 0)
	default:
		res.note(noteStragglers, 0, 0, 0)
	}
}

// tierFor returns the reward tier of the crew at a rank (0 = most strength)
// among those present at a location (core rulebook, "Location Rewards",
// p. 11): tiers' entry, but for the Sewers' second with fewer than four
// players, who takes the others' reward, and the Infirmary's least
// strength. Small enough to be inlined.
func tierFor(loc Location, players, rank, present int) Tier {
	switch {
	case loc == Sewers && rank == 1 && players < 4:
		return Others
	case loc == Infirmary && rank > 0 && rank == present-1:
		return Least
	}
	return tiers[loc][rank]
}

// tiers holds each location's reward tier by rank, most strength first,
// for four or five players (tierFor makes the exceptions).
var tiers = [Library + 1][MaxSeats]Tier{
	ExerciseYard: {Most, Second},
	Sewers:       {Most, Second, Others, Others, Others},
	Infirmary:    {Most},
	Smithy:       {Most, Second},
	Commissary:   {Most, Second, Others, Others, Others},
	ChowHall:     {Most, Second, Others, Others, Others},
	CellBlock:    {Each, Each, Each, Each, Each},
	Library:      {Most, Second, Third},
}

// crewRewards holds a crew's reward at each location for each tier it can
// collect there (tierFor), without the Bandit cubes (core rulebook,
// "Location Rewards", p. 11): its Tier, Gains, Choice and first player
// marker, as collect copies it whole; the rest of an entry is zero.
// twoPlayerMost holds the most strength's reward where a two-player game
// (solitary mode too) gives less.
var crewRewards = [Library + 1][Each + 1]Reward{
	ExerciseYard: {
		Most:   {Tier: Most, Gains: Gains{Power: 1}, FirstPlayerMarker: true},
		Second: {Tier: Second, Gains: Gains{Power: 1}},
	},
	Sewers: {
		Most:   {Tier: Most, Gains: Gains{Resources: Resources{Scrap: 3}}},
		Second: {Tier: Second, Gains: Gains{Resources: Resources{Scrap: 2}}},
		Others: {Tier: Others, Gains: Gains{Resources: Resources{Scrap: 1}}},
	},
	Infirmary: {
		Most:  {Tier: Most, Gains: Gains{Resources: Resources{Potions: 3}}},
		Least: {Tier: Least, Gains: Gains{Resources: Resources{Potions: 1}}},
	},
	Smithy: {
		Most:   {Tier: Most, Gains: Gains{Resources: Resources{Iron: 2}}},
		Second: {Tier: Second, Gains: Gains{Resources: Resources{Iron: 1}}},
	},
	Commissary: {
		Most:   {Tier: Most, Choice: "gains 1 resource of their choice from the supply"},
		Second: {Tier: Second, Choice: "may exchange 1 of their resources for 1 from the supply"},
		Others: {Tier: Others, Choice: "may exchange 2 of their resources for 1 from the supply"},
	},
	ChowHall: {
		Most:   {Tier: Most, Choice: "may recruit 1 goon for any 1 resource, or 2 goons for any 4 resources"},
		Second: {Tier: Second, Choice: "may recruit 1 goon for any 1 resource, or 2 goons for any 5 resources"},
		Others: {Tier: Others, Choice: "may recruit 1 goon for any 2 resources"},
	},
	CellBlock: {
		Each: {Tier: Each, Choice: "may craft 1 item (paying its cost) or reserve 1 item (paying any 1 resource)"},
	},
	Library: {
		Most:   {Tier: Most, Gains: Gains{Tomes: 1}, Choice: "draws 2 tome cards, keeps 1 and puts the other at the bottom of the tome deck"},
		Second: {Tier: Second, Gains: Gains{Tomes: 1}},
		Third:  {Tier: Third, Gains: Gains{Tomes: 1}},
	},
}

// twoPlayerMost: see crewRewards.
var twoPlayerMost = [Library + 1]Reward{
	Sewers:    {Tier: Most, Gains: Gains{Resources: Resources{Scrap: 2}}},
	Infirmary: {Tier: Most, Gains: Gains{Resources: Resources{Potions: 2}}},
}

// guardRewards holds the guards' reward in solitary mode where their own
// rules give it (core rulebook, "Solitary Mode – Lights Out Phase";
// GuardsChoose, and the Library), by tier; an entry with no tier is no
// reward. Which goon or item the guards take is the automa's business: the
// reward only says what they are entitled to. Elsewhere they collect a
// crew's reward (ruling solo-guards-fixed-rewards).
var guardRewards = [Library + 1][Each + 1]Reward{
	Commissary: {Most: {Tier: Most, Choice: "gain 1 resource of the kind they have fewest of (the rarest of those on a tie)"}},
	ChowHall:   {Most: {Tier: Most, Choice: "seize, without paying, the 2 goons with the most suspicion icons (on a tie, the one at the lowest-numbered location)"}},
	CellBlock:  {Each: {Tier: Each, Choice: "craft the item of highest reputation they can pay for, else reserve the item of highest reputation for free (on a tie, the item closest to the deck)"}},
	Library: {
		Most:   {Tier: Most, Gains: Gains{Reputation: 1}},
		Second: {Tier: Second, Gains: Gains{Reputation: 1}},
	},
}

// rewardFor returns the reward of a crew (or of the guards) for a tier at a
// location, as crewRewards and guardRewards hold it; ok is false when it
// gains nothing there.
func rewardFor(loc Location, tier Tier, players int, guards bool) (rw *Reward, ok bool) {
	switch {
	case guards && (GuardsChoose(loc) || loc == Library):
		rw = &guardRewards[loc][tier]
	case tier == Most && players == 2 && twoPlayerMost[loc].Tier == Most:
		rw = &twoPlayerMost[loc]
	default:
		rw = &crewRewards[loc][tier]
	}
	return rw, rw.Tier != NoTier
}

// GuardsChoose reports whether the guards' reward at a location is a choice
// their own rules make, as a crew's player would (core rulebook, "Solitary
// Mode – Lights Out Phase"): the Commissary's cube, the Chow Hall's goons,
// the Cell Block's item. At the Library their own rule is a fixed star, and
// elsewhere they collect a crew's reward (ruling solo-guards-fixed-rewards).
func GuardsChoose(loc Location) bool {
	return loc == Commissary || loc == ChowHall || loc == CellBlock
}
