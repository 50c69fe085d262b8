package prisonarchitect

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// ScoreCategory is a line of "End Game Scoring".
type ScoreCategory uint8

// The scoring categories, in the rulebook's order.
const (
	CashVP ScoreCategory = iota
	BrickAndMortarVP
	OrganizationVP
	TracksVP
	SpecialistsVP
	ObjectivesVP
	EscapeesVP
	ReintegrationVP
	InmatesVP
	numCategories
)

// ScoreCategories lists the categories in the rulebook's order.
var ScoreCategories = [numCategories]ScoreCategory{CashVP, BrickAndMortarVP, OrganizationVP, TracksVP, SpecialistsVP, ObjectivesVP, EscapeesVP, ReintegrationVP, InmatesVP}

var categoryNames = [numCategories][2]string{
	{"Cash", "cash"}, {"Brick and Mortar", "brick_and_mortar"}, {"Organization", "organization"},
	{"Tracks", "tracks"}, {"Specialists", "specialists"}, {"Objectives", "objectives"},
	{"Escapees", "escapees"}, {"Reintegration", "reintegration"}, {"Inmates", "inmates"},
}

// String returns the category's heading ("Brick and Mortar").
func (c ScoreCategory) String() string {
	if c < numCategories {
		return categoryNames[c][0]
	}
	return fmt.Sprintf("ScoreCategory(%d)", int(c))
}

// Key returns the category's JSON key ("brick_and_mortar").
func (c ScoreCategory) Key() string {
	if c < numCategories {
		return categoryNames[c][1]
	}
	return ""
}

// Breakdown is a warden's VP by category.
type Breakdown [numCategories]int

// Total sums the categories.
func (b Breakdown) Total() int {
	t := 0
	for _, v := range b {
		t += v
	}
	return t
}

// Award is a conditional VP (a tile's or card's end-game condition, a cell's
// inmates, an escapee), with what it counted.
type Award struct {
	VP int
	// Count is what the condition counted (Food tags, prisoners, Windows...).
	Count    int
	At       Pos
	Category ScoreCategory
	Tile     TileID
	Card     CardID
	// Needs are the needs of the cell an Inmates award is for.
	Needs NeedSet
	// Governor: a Governor's award (a condition met once, specialists a
	// tile or card would grant).
	Governor bool
}

// String formats the award, e.g. "Kitchen at B2: +8 (2 Food tags ...)".
func (a Award) String() string {
	var who string
	switch {
	case a.Tile != NoTile && a.Governor:
		who = a.Tile.String()
	case a.Tile != NoTile:
		who = fmt.Sprintf("%s at %s", a.Tile, a.At)
	case a.Card != NoCard:
		who = a.Card.String()
	default:
		who = a.Category.String()
	}
	return fmt.Sprintf("%s: %s (%s)", who, signed(a.VP), a.Why())
}

// quantity is a number of things, written with the noun in the singular
// or the plural as the number asks ("1 Window", "2 Windows").
type quantity struct {
	n         int
	one, many string
}

func plural(n int, one, many string) quantity { return quantity{n, one, many} }

// String writes the number and the noun.
func (q quantity) String() string {
	if q.n == 1 {
		return "1 " + q.one
	}
	return strconv.Itoa(q.n) + " " + q.many
}

func signed(n int) string {
	if n > 0 {
		return fmt.Sprintf("+%d", n)
	}
	return fmt.Sprint(n)
}

// WardenScore is one warden's result.
type WardenScore struct {
	Name      string
	Breakdown Breakdown
	Cells     []CellNeeds
	Awards    []Award
}

// Total is the warden's VP.
func (s *WardenScore) Total() int { return s.Breakdown.Total() }

// GovernorScore is the Governor's result ("Solo Rules – End of the Game").
type GovernorScore struct {
	Difficulty     Difficulty
	BrickAndMortar int
	Organization   int
	Specialists    int
	Objectives     int
	Awards         []Award
}

// Total is the Governor's VP.
func (g *GovernorScore) Total() int {
	return g.BrickAndMortar + g.Organization + g.Specialists + g.Objectives
}

// GovernorName is the Governor's name among the winners.
const GovernorName = "governor"

// Result is a scored game.
type Result struct {
	Wardens  []WardenScore
	Governor *GovernorScore
	// Winners are the names of the winners (GovernorName when he wins).
	Winners []string
	Notes   []Note
}

// Score scores a game checked by Check.
func Score(g *Game) Result {
	res := Result{Wardens: make([]WardenScore, len(g.Wardens)), Notes: make([]Note, 0, 5*len(g.Wardens)+4)}
	// One buffer each for every warden's cells, their contributions and
	// the awards, each warden's its part.
	var a arena
	cells, awards := 0, 0
	for i := range g.Wardens {
		w := &g.Wardens[i]
		cells += w.cells()
		awards += len(w.Prison) + len(w.Bureaucracy)
	}
	a.cells = make([]CellNeeds, 0, cells)
	a.contributions = make([]Contribution, 0, 8*cells)
	a.awards = make([]Award, 0, awards)
	for i := range g.Wardens {
		res.Wardens[i] = scoreWarden(&g.Wardens[i], &res.Notes, &a)
	}
	if g.Solo && g.Governor != nil {
		gs := scoreGovernor(g.Governor, &res.Notes)
		res.Governor = &gs
	}
	res.Winners = winners(&res, &res.Notes)
	return res
}

func winners(res *Result, notes *[]Note) []string {
	if res.Governor != nil && len(res.Wardens) == 1 {
		w := &res.Wardens[0]
		switch gt := res.Governor.Total(); {
		case w.Total() > gt:
			return []string{w.Name}
		case w.Total() == gt:
			*notes = append(*notes, newNote(RulingSoloTie, "", "%s and the Governor tie on %d: the warden wins only with more, so the Governor wins", argStr(w.Name), argN(gt)))
		}
		return []string{GovernorName}
	}
	best, out := 0, []string(nil)
	for i := range res.Wardens {
		switch t := res.Wardens[i].Total(); {
		case i == 0 || t > best:
			best, out = t, []string{res.Wardens[i].Name}
		case t == best:
			out = append(out, res.Wardens[i].Name)
		}
	}
	if len(out) > 1 {
		*notes = append(*notes, newNote(RulingSharedTies, "", "%s tie on %d and share the victory", argStr(strings.Join(out, ", ")), argN(best)))
	}
	return out
}

// arena holds the buffers the wardens' results are cut from, so a score
// allocates a few times whatever the number of wardens.
type arena struct {
	cells         []CellNeeds
	contributions []Contribution
	awards        []Award
}

// scoreWarden scores one warden ("End Game Scoring").
func scoreWarden(w *Warden, notes *[]Note, ar *arena) WardenScore {
	s := WardenScore{Name: w.Name}
	awardsFrom := len(ar.awards)
	b := newBoard(w)
	note := func(ruling, format string, args ...noteArg) {
		*notes = append(*notes, newNote(ruling, w.Name, format, args...))
	}
	award := func(a Award) {
		s.Breakdown[a.Category] += a.VP
		ar.awards = append(ar.awards, a)
	}

	// Cash: 1 VP per whole $2.
	s.Breakdown[CashVP] = w.Cash / 2
	if w.Cash%2 == 1 {
		note(RulingOddDollar, "$%d scores %d VP; the odd $1 is lost", argN(w.Cash), argN(w.Cash/2))
	}

	// Needs, and the typed cubes compared with them.
	cellsFrom := len(ar.cells)
	ar.cells, ar.contributions = b.appendCellNeeds(ar.cells, ar.contributions)
	s.Cells = ar.cells[cellsFrom:len(ar.cells):len(ar.cells)]
	for i := range s.Cells {
		c := &s.Cells[i]
		sq := &w.Prison[c.Square]
		if c.Trusted != 0 {
			what := "the tile's text is cut in the rulebook extract"
			if c.Trusted == NeedSet(0).With(Secure) {
				what = "Permanent Punishment's text is cut in the rulebook extract"
			}
			note("", "%s %s: %s, so its %s status is taken from your cubes", argAt(c.At), argTileID(c.Tile), argStr(what), argNeedSet(c.Trusted))
		}
		if c.Tile == BunkCell && len(c.From) > 0 {
			for _, x := range c.From {
				if x.Kind != FromSpecialist && x.Kind != FromPrisoner {
					note(RulingBunkCell, "%s Bunk Cell is a Cell: other tiles' and cards' effects on cells reach it", argAt(c.At))
					break
				}
			}
		}
		if !sq.CubesGiven {
			continue
		}
		for _, n := range Needs {
			if c.Trusted.Has(n) || sq.Cubes.Has(n) == c.Needs.Has(n) {
				continue
			}
			if sq.Cubes.Has(n) {
				note("", "%s %s: you marked it %s, but it has %s; scored as not %[3]s", argAt(c.At), argTileID(c.Tile), argNeedOf(n), argWhyOf(c, n))
			} else {
				note("", "%s %s: it has %s, so it is %s though no cube says so; scored as %[4]s", argAt(c.At), argTileID(c.Tile), argWhyOf(c, n), argNeedOf(n))
			}
		}
	}

	// Brick and Mortar: printed VP and each tile's condition.
	staffCards, outdoor, additional := 0, 0, 0
	for _, c := range w.Bureaucracy {
		if c.ID.Spec().Type == StaffCard {
			staffCards++
		}
	}
	for i := range w.Prison {
		sq := &w.Prison[i]
		spec := sq.Tile.Spec()
		vp := spec.VP
		if sq.Printed.VPGiven {
			vp = sq.Printed.VP
		} else if !spec.VPGiven {
			note("", "%s %s: the rulebook extract gives no VP for it; counted 0 (type printed: {vp: N} if the tile shows one)", argAt(sq.At), argTileID(sq.Tile))
		}
		s.Breakdown[BrickAndMortarVP] += vp
		if spec.Outdoor {
			outdoor++
		}
		if spec.Category == AdditionalFacility {
			additional++
		}
		a, ok := Award{}, false
		if spec.End != NoCondition {
			a, ok = b.tileCondition(sq, staffCards)
		}
		if ok {
			award(a)
			if sq.Tile == Kitchen && a.Count > 0 {
				note(RulingKitchenFood, "Kitchen at %s counts %s on its neighbours, tokens and other Kitchens included", argAt(sq.At), argPlural(a.Count, nounFoodTag))
			}
			if sq.Tile == Garden && a.Count > 0 {
				note(RulingWindow, "Garden at %s is overlooked by %s on its neighbours' edges facing it", argAt(sq.At), argPlural(a.Count, nounWindow))
			}
			if sq.Tile == Mailroom && a.VP > 0 {
				note(RulingTileFinance, "Mailroom at %s: its neighbours carry %s, conditional ones included", argAt(sq.At), argPlural(a.Count, nounFinanceTag))
			}
		}
		if sq.Tile == BasketballCourt {
			if n := b.windowsOverlooking(sq.At); n >= 2 {
				note(RulingWindow, "Basketball Court at %s is overlooked by %s and gives Comfort to its row and column", argAt(sq.At), argPlural(n, nounWindow))
			}
		}
		if sq.Tile == Shop {
			note(RulingShopRow, "Shop at %s reaches its row as well as its column", argAt(sq.At))
		}
	}

	// Organization: the cards' end-game effects.
	for _, c := range w.Bureaucracy {
		if a, ok := b.cardEnd(c, notes, outdoor, additional); ok {
			award(a)
		}
	}

	// Tracks, specialists, objectives.
	s.Breakdown[TracksVP] = w.Finance.VP + w.Rehabilitation.VP
	s.Breakdown[SpecialistsVP] = w.Specialists.Total()
	for _, o := range w.Objectives {
		switch {
		case o.Done:
			s.Breakdown[ObjectivesVP] += o.VP
		case o.Penalty > 0:
			s.Breakdown[ObjectivesVP] -= o.Penalty
		default:
			note(RulingMissedNoRed, "a missed %s objective with no red value costs nothing", argDeckOf(o.Deck))
		}
	}

	// Escapees and reintegration.
	tasers := w.holds(Tasers)
	for _, col := range Colours {
		for _, t := range w.Escaped[col] {
			vp := -t
			if tasers {
				vp = -(t - 1)
			}
			s.Breakdown[EscapeesVP] += vp
		}
		for _, t := range w.Released[col] {
			s.Breakdown[ReintegrationVP] += t
		}
	}
	if esc := escapees(w); tasers && esc > 0 {
		note(RulingTasers, "Tasers takes 1 VP off each escapee: %s, %d VP back", argPlural(esc, nounEscapee), argN(esc))
	}

	// Inmates: 1 per prisoner in a Hygienic or Comfortable cell, 3 in both.
	for i := range s.Cells {
		c := &s.Cells[i]
		n := c.Prisoners.Total()
		h, k := c.Needs.Has(Hygienic), c.Needs.Has(Comfortable)
		if n == 0 || !h && !k {
			continue
		}
		per := 1
		if h && k {
			per = 3
		}
		award(Award{Category: InmatesVP, VP: per * n, Tile: c.Tile, At: c.At, Count: n, Needs: c.Needs})
	}
	for _, c := range w.Bureaucracy {
		if c.Prisoners.Total() > 0 {
			note(RulingCardPrisoners, "%s on %s: in no cell, so no Inmates VP", argPrisonersOf(c.Prisoners), argCardID(c.ID))
		}
	}
	s.Awards = ar.awards[awardsFrom:len(ar.awards):len(ar.awards)]
	return s
}

func escapees(w *Warden) int {
	n := 0
	for _, col := range Colours {
		n += len(w.Escaped[col])
	}
	return n
}

// tileCondition scores a tile's end-game condition.
func (b *board) tileCondition(sq *Square, staffCards int) (Award, bool) {
	spec := sq.Tile.Spec()
	a := Award{Category: BrickAndMortarVP, Tile: sq.Tile, At: sq.At}
	switch spec.End {
	case PerAdjacentFood:
		a.Count = b.sumTag(reachMask(sq.At, Adjacent), Food)
		a.VP = spec.EndVP * a.Count
	case PerFourSurroundingPrisoners:
		for m := b.reach(sq.At, Surrounding); m != 0; m &= m - 1 {
			a.Count += b.w.Prison[b.at[bits.TrailingZeros64(m)]].Prisoners.Total()
		}
		a.VP = spec.EndVP * (a.Count / 4)
	case AdjacentFinancePair:
		a.Count = b.sumTag(reachMask(sq.At, Adjacent), Finance)
		if a.Count >= 2 {
			a.VP = spec.EndVP
		}
	case CanteenInLine:
		a.Count = b.count(reachMask(sq.At, RowAndColumn), Canteen)
		if a.Count > 0 {
			a.VP = spec.EndVP
		}
	case AdjacentEnvironment:
		a.Count = b.sumTag(reachMask(sq.At, Adjacent), Environment)
		if a.Count > 0 {
			a.VP = spec.EndVP
		}
	case PerWindowOverlooking:
		a.Count = b.windowsOverlooking(sq.At)
		a.VP = spec.EndVP * a.Count
	case TwoStaffCards:
		a.Count = staffCards
		if staffCards >= 2 {
			a.VP = spec.EndVP
		}
	default:
		return Award{}, false
	}
	return a, true
}

// countTag counts a passive tag over the whole prison.
func (b *board) countTag(t Tag) int {
	return b.sumTag(b.occupied, t)
}

// cardEnd scores a card's end-game effect.
func (b *board) cardEnd(c Card, notes *[]Note, outdoor, additional int) (Award, bool) {
	w := b.w
	spec := c.ID.Spec()
	a := Award{Category: OrganizationVP, Card: c.ID}
	note := func(ruling, format string, args ...noteArg) {
		*notes = append(*notes, newNote(ruling, w.Name, format, args...))
	}
	switch spec.End {
	case PerStaffOnStaffCards:
		for _, o := range w.Bureaucracy {
			if o.ID.Spec().Type == StaffCard {
				a.Count += o.Staff
			}
		}
		a.VP = spec.EndVP * a.Count
	case PerFinanceTag:
		a.Count = w.FinanceTags
		if !w.FinanceGiven {
			a.Count = min(w.Finance.Space, 10)
			note(RulingTagsFromTracks, "no `tags.finance` typed: Offshore Tax Haven counts the Finance track's space, %d", argN(a.Count))
		}
		a.VP = a.Count
	case PerRehabilitationTag:
		a.Count = w.RehabilitationTags
		if !w.RehabilitationGiven {
			a.Count = min(w.Rehabilitation.Space, 10)
			note(RulingTagsFromTracks, "no `tags.rehabilitation` typed: Resettlement Scheme counts the Rehabilitation track's space, %d", argN(a.Count))
		}
		a.VP = a.Count
	case FiveSecurityTiles:
		for i := range w.Prison {
			sq := &w.Prison[i]
			if sq.Tile == Surveillance || sq.Tile == GuardTower || sq.Tile == LockerRoomTile && sq.Staff {
				a.Count++
			}
		}
		if a.Count >= 5 {
			a.VP = spec.EndVP
		}
		note(RulingChief, "Chief of Security counts Surveillance, Guard Tower and staffed Locker Rooms: %d", argN(a.Count))
	case PerPrisonerNearFood:
		twice := 0
		for i := range w.Prison {
			sq := &w.Prison[i]
			if sq.Prisoners.Total() == 0 {
				continue
			}
			near := 0
			for m := b.reach(sq.At, Adjacent); m != 0; m &= m - 1 {
				if b.tags[bits.TrailingZeros64(m)][Food] > 0 {
					near++
				}
			}
			if near > 0 {
				a.Count += sq.Prisoners.Total()
			}
			if near > 1 {
				twice += sq.Prisoners.Total()
			}
		}
		a.VP = a.Count * spec.EndVP
		if twice > 0 {
			note(RulingCooksOnce, "Cooks counts each prisoner once: %s next to two or more Food tiles", argPlural(twice, nounPrisonerIs))
		}
	case PerOutdoorTile:
		a.Count = outdoor
		a.VP = outdoor * spec.EndVP
	case PerThreeReds:
		for i := range w.Prison {
			a.Count += w.Prison[i].Prisoners[Red]
		}
		a.VP = spec.EndVP * (a.Count / 3)
		if len(w.Escaped[Red])+len(w.Released[Red]) > 0 {
			note(RulingCCTVRed, "CCTV counts %s in cells, not the escaped or released ones", argPlural(a.Count, nounRedPrisoner))
		}
	case ThreeFreedom, ThreeSpirituality:
		t := Freedom
		if spec.End == ThreeSpirituality {
			t = Spirituality
		}
		a.Count = b.countTag(t)
		if a.Count >= 3 {
			a.VP = spec.EndVP
		}
	case PerStaffOnLockerRooms:
		for i := range w.Prison {
			if w.Prison[i].Tile == LockerRoomTile && w.Prison[i].Staff {
				a.Count++
			}
		}
		a.VP = spec.EndVP * a.Count
	case HasArmoury:
		for i := range w.Prison {
			if w.Prison[i].Tile == Armoury {
				a.Count++
			}
		}
		if a.Count > 0 {
			a.VP = spec.EndVP
		}
	case PerRecreationTag:
		a.Count = b.countTag(Recreation)
		a.VP = a.Count * spec.EndVP
	case InfirmaryNearStaffFacility:
		for i := range w.Prison {
			if sq := &w.Prison[i]; sq.Tile == Infirmary {
				for m := b.reach(sq.At, Adjacent); m != 0; m &= m - 1 {
					if w.Prison[b.at[bits.TrailingZeros64(m)]].Tile.Spec().Category == StaffFacility {
						a.Count++
					}
				}
			}
		}
		if a.Count > 0 {
			a.VP = spec.EndVP
		}
	case AdjacentKennels:
		for i := range w.Prison {
			if sq := &w.Prison[i]; sq.Tile == Kennels {
				a.Count += b.count(reachMask(sq.At, Adjacent), Kennels)
			}
		}
		a.Count /= 2 // each pair seen from both sides
		if a.Count > 0 {
			a.VP = spec.EndVP
		}
	case PerTwoAdditionalFacilities:
		a.Count = additional
		a.VP = spec.EndVP * (additional / 2)
	case PerWindowOnOutdoor:
		for i := range w.Prison {
			if sq := &w.Prison[i]; sq.Tile.Spec().Outdoor {
				a.Count += b.windowsOverlooking(sq.At)
			}
		}
		a.VP = a.Count * spec.EndVP
		if a.Count > 0 {
			note(RulingWindow, "Gardeners counts %s on edges bordering Outdoor tiles", argPlural(a.Count, nounWindow))
		}
	default:
		return Award{}, false
	}
	return a, true
}

// Why says in words what the award counted.
func (a Award) Why() string {
	if a.Category == InmatesVP {
		why, per := "hygienic", 1
		switch h, k := a.Needs.Has(Hygienic), a.Needs.Has(Comfortable); {
		case h && k:
			why, per = "hygienic and comfortable", 3
		case k:
			why = "comfortable"
		}
		return fmt.Sprintf("%s in a %s cell, %d each", plural(a.Count, "prisoner", "prisoners"), why, per)
	}
	if a.Governor {
		if a.Category == SpecialistsVP {
			return fmt.Sprintf("%s it would grant, fully used", plural(a.Count, "specialist", "specialists"))
		}
		return "its condition, met once"
	}
	if a.Tile != NoTile {
		spec := a.Tile.Spec()
		v := spec.EndVP
		switch spec.End {
		case PerAdjacentFood:
			return fmt.Sprintf("%s on the adjacent tiles, %d VP each", plural(a.Count, "Food tag", "Food tags"), v)
		case PerFourSurroundingPrisoners:
			return fmt.Sprintf("%s in the surrounding cells, %d VP per 4", plural(a.Count, "prisoner", "prisoners"), v)
		case AdjacentFinancePair:
			return fmt.Sprintf("%s on the adjacent tiles; %d VP with 2 or more", plural(a.Count, "Finance tag", "Finance tags"), v)
		case CanteenInLine:
			return fmt.Sprintf("%s in its row and column; %d VP with one", plural(a.Count, "Canteen", "Canteens"), v)
		case AdjacentEnvironment:
			return fmt.Sprintf("%s on the adjacent tiles; %d VP with one", plural(a.Count, "Environment tag", "Environment tags"), v)
		case PerWindowOverlooking:
			return fmt.Sprintf("%s overlooking it, %d VP each", plural(a.Count, "Window", "Windows"), v)
		case TwoStaffCards:
			return fmt.Sprintf("%s; %d VP with 2 or more", plural(a.Count, "Staff card", "Staff cards"), v)
		}
		return ""
	}
	spec := a.Card.Spec()
	v := spec.EndVP
	switch spec.End {
	case PerStaffOnStaffCards:
		return fmt.Sprintf("%s on Staff cards, %d VP each", plural(a.Count, "Staff meeple", "Staff meeples"), v)
	case PerFinanceTag:
		return fmt.Sprintf("%s, 1 VP each", plural(a.Count, "Finance tag", "Finance tags"))
	case PerRehabilitationTag:
		return fmt.Sprintf("%s, 1 VP each", plural(a.Count, "Rehabilitation tag", "Rehabilitation tags"))
	case FiveSecurityTiles:
		return fmt.Sprintf("%s; %d VP with 5 or more", plural(a.Count, "Surveillance, Guard Tower or staffed Locker Room tile", "Surveillance, Guard Tower and staffed Locker Room tiles"), v)
	case PerPrisonerNearFood:
		return fmt.Sprintf("%s next to a tile with a Food tag, %d VP each", plural(a.Count, "prisoner", "prisoners"), v)
	case PerOutdoorTile:
		return fmt.Sprintf("%s, %d VP each", plural(a.Count, "Outdoor tile", "Outdoor tiles"), v)
	case PerThreeReds:
		return fmt.Sprintf("%s in your cells, %d VP per 3", plural(a.Count, "Red prisoner", "Red prisoners"), v)
	case ThreeFreedom:
		return fmt.Sprintf("%s; %d VP with 3 or more", plural(a.Count, "Freedom tag", "Freedom tags"), v)
	case ThreeSpirituality:
		return fmt.Sprintf("%s; %d VP with 3 or more", plural(a.Count, "Spirituality tag", "Spirituality tags"), v)
	case PerStaffOnLockerRooms:
		return fmt.Sprintf("%s on Locker Rooms, %d VP each", plural(a.Count, "Staff meeple", "Staff meeples"), v)
	case HasArmoury:
		return fmt.Sprintf("%s; %d VP with one", plural(a.Count, "Armoury", "Armouries"), v)
	case PerRecreationTag:
		return fmt.Sprintf("%s, %d VP each", plural(a.Count, "Recreation tag", "Recreation tags"), v)
	case InfirmaryNearStaffFacility:
		return fmt.Sprintf("%s next to an Infirmary; %d VP with one", plural(a.Count, "Staff Facility tile", "Staff Facility tiles"), v)
	case AdjacentKennels:
		return fmt.Sprintf("%s; %d VP with one", plural(a.Count, "pair of adjacent Kennels", "pairs of adjacent Kennels"), v)
	case PerTwoAdditionalFacilities:
		return fmt.Sprintf("%s, %d VP per 2", plural(a.Count, "Additional Facility tile", "Additional Facility tiles"), v)
	case PerWindowOnOutdoor:
		return fmt.Sprintf("%s overlooking Outdoor tiles, %d VP each", plural(a.Count, "Window", "Windows"), v)
	}
	return ""
}
