package rules

import (
	"fmt"
	"slices"
	"strings"
)

// checkSite checks what lies at one location, on its own: seated crews with
// tokens they own (each once), face-down counts, guard cards only in a
// solitary game, a Bandit cube only beside a goon space, a tunnel only with
// Breakout, declines from crews that are there. When lists is not nil, it
// receives each seat's tokens packed (listsOf), from the same pass.
func checkSite(st *CheckedTable, loc Location, s *Site, lists *[MaxSeats]TokenList) error {
	t := &st.t
	if s.Suspicion < 0 || s.Suspicion > 12 {
		return &RuleError{Err: ErrSite, Rule: srcComponents, Location: loc, Problem: fmt.Sprintf("%d suspicion cubes at the %s", s.Suspicion, loc), Allowed: "0 to 12, the cubes in the box",
			ProblemKey: "refusal.suspicion-at", ProblemArgs: []any{s.Suspicion, loc}, AllowedKey: "refusal.suspicion-box"}
	}
	if s.Bandit.Total() > 0 {
		if s.Bandit.Scrap < 0 || s.Bandit.Potions < 0 || s.Bandit.Iron < 0 || s.Bandit.Gold < 0 {
			return &RuleError{Err: ErrSite, Rule: srcBandits, Location: loc, Problem: "a negative number of Bandit cubes", Allowed: "0 or more of each resource",
				ProblemKey: "refusal.bandit-negative", AllowedKey: "refusal.zero-or-more-each"}
		}
		if !loc.HasGoonSpace() {
			return &RuleError{Err: ErrSite, Rule: srcBandits, Location: loc, Problem: fmt.Sprintf("a Bandit's cube waits beside its goon space; the %s has none", loc), Allowed: "sewers, infirmary, smithy, commissary, chow-hall",
				ProblemKey: "refusal.bandit-no-goon-space", ProblemArgs: []any{loc}, AllowedKey: "refusal.typed", AllowedArgs: []any{"sewers, infirmary, smithy, commissary, chow-hall"}}
		}
	}
	if s.Tunnel != NoTunnel {
		switch {
		case s.Tunnel != SingleTunnel && s.Tunnel != DoubleTunnel:
			return &RuleError{Err: ErrSite, Rule: srcBoSetup, Location: loc, Problem: "not a tunnel", Allowed: "single, double",
				ProblemKey: "refusal.not-a-tunnel", AllowedKey: "refusal.typed", AllowedArgs: []any{"single, double"}}
		case !t.Breakout:
			return &RuleError{Err: ErrBreakout, Rule: srcBoSetup, Location: loc, Problem: "tunnel markers come with the Breakout expansion", Allowed: "add breakout to the expansions",
				ProblemKey: "refusal.tunnels-need-breakout", AllowedKey: "refusal.add-breakout"}
		case loc == Library:
			return &RuleError{Err: ErrSite, Rule: srcBoSetup, Location: loc, Problem: "tunnel markers lie on locations 1 to 7, never the Library", Allowed: locationList(false),
				ProblemKey: "refusal.tunnel-library", AllowedKey: "refusal.typed", AllowedArgs: []any{locationList(false)}}
		}
	}
	// Most sites are fine: look for a mistake first, then say which one a
	// player is told of (firstByName).
	owned, crews, guards := st.owned, st.crews, st.guards
	tokensOK, faceDownOK := true, true
	var present uint8         // one bit per seat with tokens there
	var stray int             // the face-down counts of seats without tokens, or'ed: 0 when all are 0
	for i := range s.Tokens { // by index: ranging over the array would copy it
		toks := s.Tokens[i]
		if n := s.FaceDown[i]; len(toks) == 0 {
			stray |= n // no branch: most seats have no tokens
			continue
		} else if n < 0 || n > len(toks) {
			faceDownOK = false
		}
		present |= 1 << i
		if lists != nil {
			lists[i] = listOf(toks)
		}
		var seen tokenSet
		for _, tok := range toks {
			tokensOK = tokensOK && owned.has(tok) && !seen.has(tok)
			seen.add(tok)
		}
	}
	// Tokens only at crews' seats: the guards' seat and the seats beyond
	// the seating have none (nor face-down counts, which need tokens).
	tokensOK = tokensOK && present&^crews == 0
	faceDownOK = faceDownOK && stray == 0
	if !tokensOK {
		return firstByName(t, func(seat Seat) error { return siteTokensError(t, loc, s, seat, owned) })
	}
	if !faceDownOK {
		return firstByName(t, func(seat Seat) error { return siteFaceDownError(t, loc, s, seat) })
	}
	if len(s.Guards) > 0 {
		if guards == 0 { // not a solitary game
			return &RuleError{Err: ErrGuards, Rule: srcSoloRollCall, Location: loc, Problem: "guard cards are only used in a solitary game", Allowed: "seat [your crew, guards] to play solo",
				ProblemKey: "refusal.guards-solo", AllowedKey: "refusal.seat-solo"}
		}
		for _, g := range s.Guards {
			if g < 0 {
				return &RuleError{Err: ErrGuards, Rule: srcSoloRollCall, Crew: Guards, Location: loc, Problem: fmt.Sprintf("a guard card's strength of %d", g), Allowed: "the strength printed on the card, 0 or more",
					ProblemKey: "refusal.guard-strength", ProblemArgs: []any{g}, AllowedKey: "refusal.printed-strength"}
			}
		}
	}
	if len(s.Declines) > 0 {
		if err := checkDeclines(t, loc, s.Declines, present); err != nil {
			return err
		}
	}
	if len(s.Guards) > 0 {
		present |= guards
	}
	if len(s.Nothing) == 0 && len(s.Stays) == 0 {
		return nil // nothing more to check: most sites
	}
	return checkNothing(t, loc, s, present)
}

// checkNothing checks the seats that take nothing of their reward's choice
// and those whose lantern stays at a location: seated, each once, with
// tokens (or guard cards) there, none also declining; a stay only at a
// tunnel (one bit per seat in present).
func checkNothing(t *Table, loc Location, s *Site, present uint8) error {
	if err := checkSeatList(t, loc, s, present, s.Nothing, "takes nothing of its reward"); err != nil {
		return err
	}
	if err := checkSeatList(t, loc, s, present, s.Stays, "keeps its lantern where it is"); err != nil {
		return err
	}
	if len(s.Stays) > 0 && s.Tunnel == NoTunnel {
		return &RuleError{Err: ErrSite, Rule: srcBoTunnels, Location: loc, Problem: fmt.Sprintf("the %s has no tunnel marker, so no lantern advances from it", loc),
			ProblemKey: "refusal.no-tunnel", ProblemArgs: []any{loc}}
	}
	return nil
}

// checkSeatList checks one of checkNothing's lists of seats; what says
// what the seats do, for messages.
func checkSeatList(t *Table, loc Location, s *Site, present uint8, seats []Seat, what string) error {
	var seen uint8 // one bit per seat
	twiceKey := "refusal.stays-twice"
	if what == "takes nothing of its reward" {
		twiceKey = "refusal.nothing-twice"
	}
	for _, d := range seats {
		switch {
		case !t.hasSeat(d):
			return t.crewNotSeated(t.Name(d), srcStragglers)
		case seen&(1<<d) != 0:
			return &RuleError{Err: ErrDecline, Rule: srcStragglers, Crew: t.Seating[d], Location: loc, Problem: fmt.Sprintf("%s %s twice at the %s", t.Seating[d], what, loc), Allowed: "each crew once",
				ProblemKey: twiceKey, ProblemArgs: []any{t.Seating[d], loc}, AllowedKey: "refusal.each-crew-once"}
		case present&(1<<d) == 0:
			return &RuleError{Err: ErrDecline, Rule: srcStragglers, Crew: t.Seating[d], Location: loc, Problem: fmt.Sprintf("%s is not at the %s, so %s there", t.Seating[d], loc, "has no reward"), Allowed: presentList(t, present),
				ProblemKey: "refusal.not-there-no-reward", ProblemArgs: []any{t.Seating[d], loc}, AllowedKey: "refusal.typed", AllowedArgs: []any{presentArg(t, present)}}
		case slices.Contains(s.Declines, d):
			return &RuleError{Err: ErrDecline, Rule: srcStragglers, Crew: t.Seating[d], Location: loc, Problem: fmt.Sprintf("%s declines its reward at the %s, so it takes nothing of it already", t.Seating[d], loc),
				ProblemKey: "refusal.declines-already", ProblemArgs: []any{t.Seating[d], loc}}
		}
		seen |= 1 << d
	}
	return nil
}

// seatBits returns the crews' seats and the guards' seat, one bit per seat,
// from one pass over the seating: crews are seated and not the guards;
// guards is 0 when the guards do not play (guardsBit).
func seatBits(t *Table) (crews, guards uint8) {
	for i := range t.Seating {
		switch {
		case t.Seating[i] != Guards:
			crews |= 1 << i
		case guards == 0:
			guards = 1 << i
		}
	}
	return crews, guards
}

// checkDeclines checks the declines at a location: crews, not the guards,
// each once, with tokens there (one bit per seat in present).
func checkDeclines(t *Table, loc Location, declines []Seat, present uint8) error {
	var seen uint8 // one bit per seat
	for _, d := range declines {
		switch {
		case t.hasSeat(d) && t.Seating[d] == Guards:
			return &RuleError{Err: ErrDecline, Rule: srcSoloLightsOut, Crew: Guards, Location: loc, Problem: "the guards never decline: they take whatever they are entitled to", Allowed: strings.Join(t.Crews(), ", "),
				ProblemKey: "refusal.guards-never-decline", AllowedKey: "refusal.typed", AllowedArgs: []any{strings.Join(t.Crews(), ", ")}}
		case !t.hasSeat(d):
			return t.crewNotSeated(t.Name(d), srcStragglers)
		case seen&(1<<d) != 0:
			return &RuleError{Err: ErrDecline, Rule: srcStragglers, Crew: t.Seating[d], Location: loc, Problem: fmt.Sprintf("%s declines twice at the %s", t.Seating[d], loc), Allowed: "each crew once",
				ProblemKey: "refusal.declines-twice", ProblemArgs: []any{t.Seating[d], loc}, AllowedKey: "refusal.each-crew-once"}
		case present&(1<<d) == 0:
			return &RuleError{Err: ErrDecline, Rule: srcStragglers, Crew: t.Seating[d], Location: loc, Problem: fmt.Sprintf("%s has no tokens at the %s, so has no reward to decline", t.Seating[d], loc), Allowed: presentList(t, present),
				ProblemKey: "refusal.no-reward-to-decline", ProblemArgs: []any{t.Seating[d], loc}, AllowedKey: "refusal.typed", AllowedArgs: []any{presentArg(t, present)}}
		}
		seen |= 1 << d
	}
	return nil
}

// presentList names the crews with tokens at a location (one bit per seat
// in present).
// siteTokensError says what is wrong with a seat's tokens at a site: a seat
// that is not a crew's, a token the crew does not own or lists twice.
func siteTokensError(t *Table, loc Location, s *Site, seat Seat, owned tokenSet) error {
	toks := s.Tokens[seat]
	if len(toks) == 0 {
		return nil
	}
	if !t.crewSeat(seat) {
		return t.crewNotSeated(t.Name(seat), srcAssigning)
	}
	crew := t.Seating[seat]
	var seen tokenSet
	for _, tok := range toks {
		if !owned.has(tok) {
			rc := &RollCall{table: *t}
			return rc.notOwned(Assignment{Crew: crew, Location: loc}, tok)
		}
		if seen.has(tok) {
			return &RuleError{Err: ErrTokenTwice, Rule: srcCrewTokens, Crew: crew, Location: loc, Token: tok, Problem: fmt.Sprintf("%s's %s token is listed twice at the %s", crew, tok, loc),
				ProblemKey: "refusal.token-listed-twice", ProblemArgs: []any{crew, tok, loc}}
		}
		seen.add(tok)
	}
	return nil
}

// siteFaceDownError says what is wrong with a seat's face-down count at a
// site: a seat that is not a crew's, or more than its tokens there.
func siteFaceDownError(t *Table, loc Location, s *Site, seat Seat) error {
	n := s.FaceDown[seat]
	if n == 0 {
		return nil
	}
	if !t.crewSeat(seat) {
		return t.crewNotSeated(t.Name(seat), srcAssigning)
	}
	crew, toks := t.Seating[seat], len(s.Tokens[seat])
	if n < 0 || n > toks {
		return &RuleError{Err: ErrFaceDown, Rule: srcAssigning, Crew: crew, Location: loc, Problem: fmt.Sprintf("%s, but %s has %s at the %s", plural(n, "face-down token", "face-down tokens"), crew, plural(toks, "token", "tokens"), loc), Allowed: fmt.Sprintf("0 to %d", toks),
			ProblemKey: faceDownKey(n, toks), ProblemArgs: []any{n, crew, toks, loc}, AllowedKey: "refusal.zero-to", AllowedArgs: []any{toks}}
	}
	return nil
}

func presentList(t *Table, present uint8) string {
	var names []string
	for i, c := range t.Seating {
		if c != Guards && present&(1<<i) != 0 {
			names = append(names, c)
		}
	}
	if len(names) == 0 {
		return "no crew is there"
	}
	return strings.Join(names, ", ")
}

// presentArg is presentList as a refusal's argument.
func presentArg(t *Table, present uint8) any {
	if l := presentList(t, present); l != "no crew is there" {
		return l
	}
	return Phrase{Key: "refusal.no-crew-there", En: "no crew is there"}
}

// faceDownKey is the catalog key of the refusal of n face-down tokens
// among toks, by the number of each (one, or several).
func faceDownKey(n, toks int) string {
	key := "refusal.face-down-"
	if n == 1 {
		key += "one-"
	} else {
		key += "many-"
	}
	if toks == 1 {
		return key + "one"
	}
	return key + "many"
}

// checkLegend checks the tokens on the legend card on their own.
func checkLegend(st *CheckedTable, tokens *[MaxSeats][]Token, guards []int) error {
	t := &st.t
	placed := len(guards) > 0
	for _, toks := range tokens {
		placed = placed || len(toks) > 0
	}
	if placed && !t.Breakout {
		return &RuleError{Err: ErrBreakout, Rule: srcBoRollCall, Problem: "the legend card comes with the Breakout expansion", Allowed: "add breakout to the expansions",
			ProblemKey: "refusal.legend-needs-breakout", AllowedKey: "refusal.add-breakout"}
	}
	// The legend card holds one owned token per crew at most: look for a
	// mistake first, then say which one a player is told of (firstByName).
	owned, crews, ok := st.owned, st.crews, true // crews: the crews' seats as bits, as crewSeat tells them
	for seat := range tokens {
		toks := tokens[seat]
		ok = ok && (len(toks) == 0 || len(toks) == 1 && owned.has(toks[0]) && crews&(1<<uint(seat)) != 0)
	}
	if !ok {
		rc := newRollCall(*t)
		if err := firstByName(t, func(seat Seat) error {
			if len(tokens[seat]) == 0 {
				return nil // an empty seat: named only when something is wrong
			}
			a := Assignment{Crew: t.Name(seat), Legend: true, Tokens: tokens[seat]}
			if !t.hasSeat(seat) {
				seat = NoSeat
			}
			return rc.legal(seat, a)
		}); err != nil {
			return err
		}
	}
	if len(guards) > 0 {
		if st.guards == 0 { // not a solitary game (Table.solo)
			return &RuleError{Err: ErrGuards, Rule: srcBOSoloRoll, Problem: "guard cards are only used in a solitary game",
				ProblemKey: "refusal.guards-solo"}
		}
		if len(guards) > 1 {
			return &RuleError{Err: ErrGuards, Rule: srcBOSoloRoll, Crew: Guards, Problem: fmt.Sprintf("%d guard cards on the legend card; the guards place one", len(guards)), Allowed: "one guard card",
				ProblemKey: "refusal.legend-guard-cards", ProblemArgs: []any{len(guards)}, AllowedKey: "refusal.one-guard-card"}
		}
		if guards[0] < 0 {
			return &RuleError{Err: ErrGuards, Rule: srcBOSoloRoll, Crew: Guards, Problem: fmt.Sprintf("a guard card's strength of %d", guards[0]), Allowed: "the strength printed on the card, 0 or more",
				ProblemKey: "refusal.guard-strength", ProblemArgs: []any{guards[0]}, AllowedKey: "refusal.printed-strength"}
		}
	}
	return nil
}

// GuardDeckSize returns the guard cards in a solitary game's guard deck: 7
// blue and 5 of the difficulty's colour, or 8 and 6 with Breakout (core
// rulebook, "Solitary Mode – Difficulty Levels"; Breakout rulebook, "Solitary
// Mode – Setup").
func GuardDeckSize(breakout bool) int {
	if breakout {
		return 14
	}
	return 12
}

// Check reports whether the round is a position the rules allow: a good
// table; every location's contents (checkSite); the Roll Call rules over the
// whole round, assignments taken in location order and, within a location, in
// seating order; no Library placement; at most 12 suspicion cubes and as many
// tunnel markers and guard cards as the box holds.
func (r Round) Check() error { return r.check() }

// check is Check without copying the round.
func (r *Round) check() error {
	var st CheckedTable
	if err := st.from(&r.Table); err != nil {
		return err
	}
	t := &st.t
	rc := newRollCall(*t)
	if !r.Sites[NoLocation].empty() {
		return &RuleError{Err: ErrLocation, Rule: srcAssigning, Problem: "not a location on the board", Allowed: locationList(false),
			ProblemKey: "refusal.not-a-location", AllowedKey: "refusal.typed", AllowedArgs: []any{locationList(false)}}
	}
	suspicion, guardCards := 0, len(r.LegendGuards)
	var tunnels [DoubleTunnel + 1]int
	for loc := ExerciseYard; loc < Library; loc++ {
		s := &r.Sites[loc]
		if err := checkSite(&st, loc, s, nil); err != nil {
			return err
		}
		for i, crew := range t.Seating {
			if crew == Guards || len(s.Tokens[i]) == 0 {
				continue
			}
			if err := rc.assignChecked(Seat(i), loc, s.Tokens[i], s.FaceDown[i]); err != nil {
				return err
			}
		}
		suspicion += s.Suspicion
		guardCards += len(s.Guards)
		if s.Tunnel == SingleTunnel || s.Tunnel == DoubleTunnel {
			tunnels[s.Tunnel]++
		}
	}
	switch s := &r.Sites[Library]; {
	case s.hasTokens():
		return &RuleError{Err: ErrLibrary, Rule: srcAssigning, Location: Library, Problem: "crew tokens are never assigned to the Library; only stragglers end up there", Allowed: locationList(false),
			ProblemKey: "refusal.library", AllowedKey: "refusal.typed", AllowedArgs: []any{locationList(false)}}
	case len(s.Guards) > 0:
		return &RuleError{Err: ErrLibrary, Rule: srcSoloLightsOut, Location: Library, Problem: "guard cards are never placed at the Library; only stragglers end up there", Allowed: locationList(false),
			ProblemKey: "refusal.guards-library", AllowedKey: "refusal.typed", AllowedArgs: []any{locationList(false)}}
	case s.Suspicion > 0 || s.Bandit.Total() > 0 || s.Tunnel != NoTunnel || len(s.Declines) > 0 || len(s.Nothing) > 0 || len(s.Stays) > 0 || s.FaceDown != [MaxSeats]int{}:
		return &RuleError{Err: ErrSite, Rule: srcAssigning, Location: Library, Problem: "nothing waits at the Library; list its declines in LibraryDeclines",
			ProblemKey: "refusal.library-nothing-waits"}
	}
	if err := checkLegend(&st, &r.Legend, r.LegendGuards); err != nil {
		return err
	}
	for i, crew := range t.Seating {
		if crew != Guards && len(r.Legend[i]) > 0 {
			if err := rc.assign(Seat(i), Assignment{Crew: crew, Legend: true, Tokens: r.Legend[i]}); err != nil {
				return err
			}
		}
	}
	if suspicion > 12 {
		return &RuleError{Err: ErrSite, Rule: srcComponents, Problem: fmt.Sprintf("%d suspicion cubes wait at the locations; the box holds 12", suspicion), Allowed: "12 in all",
			ProblemKey: "refusal.suspicion-locations", ProblemArgs: []any{suspicion}, AllowedKey: "refusal.twelve-in-all"}
	}
	single, double := TunnelMarkers(t.Players())
	if tunnels[SingleTunnel] > single || tunnels[DoubleTunnel] > double {
		return &RuleError{Err: ErrSite, Rule: srcBoSetup, Problem: fmt.Sprintf("%d single and %d double tunnels; with %d seats the board has %d single and %d double", tunnels[SingleTunnel], tunnels[DoubleTunnel], t.Players(), single, double), Allowed: fmt.Sprintf("at most %d single and %d double", single, double),
			ProblemKey: "refusal.tunnel-count", ProblemArgs: []any{tunnels[SingleTunnel], tunnels[DoubleTunnel], t.Players(), single, double}, AllowedKey: "refusal.tunnels-at-most", AllowedArgs: []any{single, double}}
	}
	if t.solo() && guardCards > GuardDeckSize(t.Breakout) {
		return &RuleError{Err: ErrGuards, Rule: srcSoloRollCall, Crew: Guards, Problem: fmt.Sprintf("%d guard cards in play; the guard deck has %d", guardCards, GuardDeckSize(t.Breakout)), Allowed: fmt.Sprintf("at most %d", GuardDeckSize(t.Breakout)),
			ProblemKey: "refusal.guard-cards-in-play", ProblemArgs: []any{guardCards, GuardDeckSize(t.Breakout)}, AllowedKey: "refusal.at-most", AllowedArgs: []any{GuardDeckSize(t.Breakout)}}
	}
	for _, d := range r.LibraryDeclines {
		if t.hasSeat(d) && t.Seating[d] == Guards {
			return &RuleError{Err: ErrDecline, Rule: srcSoloLightsOut, Crew: Guards, Location: Library, Problem: "the guards never decline: they take whatever they are entitled to", Allowed: strings.Join(t.Crews(), ", "),
				ProblemKey: "refusal.guards-never-decline", AllowedKey: "refusal.typed", AllowedArgs: []any{strings.Join(t.Crews(), ", ")}}
		}
		if !t.hasSeat(d) {
			return t.crewNotSeated(t.Name(d), srcStragglers)
		}
	}
	return nil
}

// LightsOut is the outcome of a whole Lights Out phase. It holds its
// resolutions in place, so that resolving a phase allocates nothing: it is
// a large value, best kept in one variable and read through Resolutions.
type LightsOut struct {
	// FirstPlayer holds the first player marker at the end of the phase.
	FirstPlayer string
	resolved    int
	resolutions [9]Resolution
}

// Resolutions returns locations 1 to 7 in resolution order, then the
// Library, then (with Breakout) the legend card.
func (lo *LightsOut) Resolutions() []Resolution { return lo.resolutions[:lo.resolved] }

// Resolution returns the outcome of one location by its slug ("infirmary",
// "library", "legend").
func (lo *LightsOut) Resolution(slug string) (Resolution, bool) {
	for i := range lo.Resolutions() {
		if lo.resolutions[i].Slug() == slug {
			return lo.resolutions[i], true
		}
	}
	return Resolution{}, false
}

// ResolveLightsOut resolves a whole Lights Out phase (core rulebook, "Lights
// Out Phase"): locations 1 to 7 in order, the holder of the first player
// marker passing on from the Exercise Yard; the stragglers gathered at the
// Library, which is ranked from them alone; then, with Breakout, the legend
// card. The round is checked first (Round.Check), once: each location is
// resolved without checking it again.
func ResolveLightsOut(r Round) (LightsOut, error) {
	var lo LightsOut
	if err := lo.resolve(&r); err != nil {
		return LightsOut{}, err
	}
	return lo, nil
}

func (lo *LightsOut) resolve(r *Round) error {
	if err := r.check(); err != nil {
		return err
	}
	t := &r.Table
	guards := guardsBit(t)
	fp := t.FirstPlayer
	library := checked{Site: &Site{Declines: r.LibraryDeclines}}
	var present uint8 // one bit per seat straggling to the Library
	for loc := ExerciseYard; loc < Library; loc++ {
		res := &lo.resolutions[lo.resolved]
		lo.resolved++
		site := siteOf(&r.Sites[loc])
		res.resolveSite(t, guards, fp, loc, &site, true)
		fp = res.firstSeat
		for _, st := range res.Stragglers() {
			library.tokens[st.Seat] = library.tokens[st.Seat].appendList(st.Tokens)
			library.Guards = append(library.Guards, st.Guards...)
			present |= 1 << st.Seat
		}
	}
	// The Library's declines can only be checked against its stragglers.
	if err := checkDeclines(t, Library, library.Declines, present&^guards); err != nil {
		return err
	}
	lo.resolutions[lo.resolved].resolveSite(t, guards, fp, Library, &library, true)
	lo.resolved++
	if t.Breakout {
		lo.resolutions[lo.resolved].resolveLegend(t, guards, fp, listsOf(&r.Legend), r.LegendGuards)
		lo.resolved++
	}
	lo.FirstPlayer = t.Seating[fp]
	return nil
}

// guardsBit is the guards' seat as a bit, 0 when they do not play.
func guardsBit(t *Table) uint8 {
	_, guards := seatBits(t)
	return guards
}
