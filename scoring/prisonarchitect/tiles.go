package prisonarchitect

import "fmt"

// Category is a tile's kind: the pile it comes from (Appendix: Tiles).
type Category uint8

// The tile categories.
const (
	// CommonCell is the Bunk Cell, bought from its own stack; a Cell.
	CommonCell Category = iota
	// LockerRoom is the Locker Room, bought from its own stack.
	LockerRoom
	// CellTile is a tile from the Cells pile.
	CellTile
	// BasicFacility is a tile from the Basic Facilities pile.
	BasicFacility
	// AdditionalFacility is a tile from the Additional Facilities pile.
	AdditionalFacility
	// StaffFacility is a tile from the Staff Facilities pile.
	StaffFacility
)

// String names the category.
func (c Category) String() string {
	switch c {
	case CommonCell:
		return "common cell"
	case LockerRoom:
		return "locker room"
	case CellTile:
		return "cell"
	case BasicFacility:
		return "basic facility"
	case AdditionalFacility:
		return "additional facility"
	case StaffFacility:
		return "staff facility"
	}
	return fmt.Sprintf("Category(%d)", int(c))
}

// TileID names a tile.
type TileID uint8

// The tiles, in the appendix's order.
const (
	NoTile TileID = iota
	BunkCell
	LockerRoomTile
	LuxuryBunkCell
	SecureBunkCell
	BasicHolding
	LuxuryHolding
	BasicDormitory
	BasicSolitary
	LuxurySolitary
	LuxuryDormitory
	Canteen
	Kitchen
	Showers
	Yard
	CommonRoom
	Workshop
	Laundry
	Visitation
	Counselor
	Infirmary
	CleaningCupboard
	Library
	Forestry
	Classroom
	Mailroom
	Shop
	Greenhouse
	BasketballCourt
	Recycling
	Chapel
	Garden
	Storage
	Surveillance
	Garbage
	StaffRoom
	Deliveries
	Office
	Kennels
	Armoury
	Exports
	Reception
	GuardTower
	numTiles
)

// Grant is a functional tag a tile gives to the cells it reaches.
type Grant struct {
	Tag   Tag
	N     int
	Reach Reach
	// IfStaffed: only with a Staff meeple on the tile (Locker Room).
	IfStaffed bool
	// IfWindows: only with at least this many Windows overlooking the tile
	// (Basketball Court).
	IfWindows int
}

// EndCondition is a tile's conditional end-game VP (the lower-right corner).
type EndCondition uint8

// The tiles' end-game conditions.
const (
	NoCondition EndCondition = iota
	// PerAdjacentFood: EndVP for each Food tag on the 4 adjacent tiles
	// (Kitchen).
	PerAdjacentFood
	// PerFourSurroundingPrisoners: EndVP for every 4 prisoners in the
	// surrounding cells (Library).
	PerFourSurroundingPrisoners
	// AdjacentFinancePair: EndVP if the adjacent tiles carry 2+ Finance tags
	// (Mailroom).
	AdjacentFinancePair
	// CanteenInLine: EndVP if a Canteen is in the row or column
	// (Greenhouse).
	CanteenInLine
	// AdjacentEnvironment: EndVP if an adjacent tile has an Environment tag
	// (Recycling).
	AdjacentEnvironment
	// PerWindowOverlooking: EndVP per Window overlooking the tile (Garden).
	PerWindowOverlooking
	// TwoStaffCards: EndVP with 2+ Staff Bureaucracy cards (Office).
	TwoStaffCards
)

// TileSpec is one tile of the appendix, in the project's words.
type TileSpec struct {
	ID       TileID
	Key      string // the id in files: the printed name, lower case, hyphens
	Name     string // the printed name
	Category Category
	Cost     int
	// VP is the unconditional VP in the top-right corner; VPGiven is false
	// where the extracted rulebook text gives none (the player may type it).
	VP      int
	VPGiven bool
	Outdoor bool
	// Windows is the number of Windows the tile comes with.
	Windows int
	// StaffSlot: the tile takes one Staff meeple.
	StaffSlot bool
	// Tags are the passive and track tags printed on the tile (a tag twice
	// when printed twice); Functional the functional tags on it (cells).
	Tags       []Tag
	Functional []Tag
	// Grants are the functional tags the tile gives to cells.
	Grants []Grant
	// Capacity and Takes: how many prisoners of which colours a cell holds
	// (0 for a non-cell); OneColour: all of one colour (Bunk Cell).
	Capacity  int
	Takes     [numColours]bool
	OneColour bool
	// Specialists the tile grants, fully used (the Governor's count).
	Specialists SpecialistCounts
	// End and EndVP: the conditional VP.
	End   EndCondition
	EndVP int
	// Text is the tile's effect in the project's words; Cut says what the
	// extracted rulebook text loses, if anything.
	Text string
	Cut  string
}

// Cell reports whether the tile is a cell (a Bunk Cell is one: ruling
// pa-bunk-cell).
func (t *TileSpec) Cell() bool { return t.Category == CommonCell || t.Category == CellTile }

// Source cites the appendix entry the tile comes from.
func (t *TileSpec) Source() string {
	section := map[Category]string{CommonCell: "Common Tiles", LockerRoom: "Common Tiles", CellTile: "Cells", BasicFacility: "Basic Facilities", AdditionalFacility: "Additional Facilities", StaffFacility: "Staff Facilities"}[t.Category]
	return "Appendix: Tiles – " + section + ", " + t.Name
}

// String returns the tile's printed name.
func (id TileID) String() string {
	if id > NoTile && id < numTiles {
		return tiles[id].Name
	}
	return fmt.Sprintf("TileID(%d)", int(id))
}

// Key returns the tile's id in files ("bunk-cell").
func (id TileID) Key() string {
	if id > NoTile && id < numTiles {
		return tiles[id].Key
	}
	return ""
}

// Spec returns the tile's entry in the table.
func (id TileID) Spec() *TileSpec {
	if id > NoTile && id < numTiles {
		return &tiles[id]
	}
	return &tiles[NoTile]
}

// Tiles returns every tile in the appendix's order.
func Tiles() []*TileSpec {
	out := make([]*TileSpec, 0, numTiles-1)
	for id := NoTile + 1; id < numTiles; id++ {
		out = append(out, &tiles[id])
	}
	return out
}

// TileKeys returns every tile's id, for messages and suggestions.
func TileKeys() []string {
	out := make([]string, 0, numTiles-1)
	for id := NoTile + 1; id < numTiles; id++ {
		out = append(out, tiles[id].Key)
	}
	return out
}

// ParseTile reads a tile's id or printed name ("Bunk Cell", "bunk_cell",
// "armory", "counsellor", "basic-holding-cell" ...).
func ParseTile(s string) (TileID, bool) {
	k := normalize(s)
	switch k {
	case "armory":
		return Armoury, true
	case "counsellor", "counseling", "counselling":
		return Counselor, true
	case "basketball", "basketball-court-tile":
		return BasketballCourt, true
	case "locker":
		return LockerRoomTile, true
	case "guard-towers", "tower":
		return GuardTower, true
	}
	for _, suffix := range []string{"", "-cell", "-tile"} {
		for id := NoTile + 1; id < numTiles; id++ {
			if tiles[id].Key+suffix == k {
				return id, true
			}
		}
	}
	return NoTile, false
}

var any3 = [numColours]bool{true, true, true}
var greyOnly = [numColours]bool{true, false, false}

// tiles is the appendix's table, indexed by TileID.
var tiles = [numTiles]TileSpec{
	NoTile: {Name: "no tile"},
	BunkCell: {ID: BunkCell, Key: "bunk-cell", Name: "Bunk Cell", Category: CommonCell, Cost: 3, VPGiven: true,
		Capacity: 2, Takes: [numColours]bool{true, true, false}, OneColour: true,
		Text: "A cell for 2 prisoners, both Grey or both Orange. The appendix gives it no VP."},
	LockerRoomTile: {ID: LockerRoomTile, Key: "locker-room", Name: "Locker Room", Category: LockerRoom, Cost: 1, VPGiven: true, StaffSlot: true,
		Grants: []Grant{{Tag: Security, N: 1, Reach: Surrounding, IfStaffed: true}},
		Text:   "With a Staff meeple on it, each of the 8 tiles around it gets 1 Security. The meeple leaves at every Evaluation but the last. No VP."},
	LuxuryBunkCell: {ID: LuxuryBunkCell, Key: "luxury-bunk-cell", Name: "Luxury Bunk Cell", Category: CellTile, Cost: 4, VP: 3, VPGiven: true, Windows: 1,
		Functional: []Tag{Comfort}, Capacity: 2, Takes: any3,
		Text: "A cell for 2 prisoners of any colours, with a Window and a Comfort tag of its own."},
	SecureBunkCell: {ID: SecureBunkCell, Key: "secure-bunk-cell", Name: "Secure Bunk Cell", Category: CellTile, Cost: 4, VP: 1, VPGiven: true,
		Text: "A cell; what it comes with and what it holds are not in the extracted rulebook text.",
		Cut:  "the appendix text stops after \"Comes with a\": type the tile's printed tags and capacity under `printed` (tags, capacity); without them lockup trusts your needs cubes for this cell and checks no capacity"},
	BasicHolding: {ID: BasicHolding, Key: "basic-holding", Name: "Basic Holding", Category: CellTile, Cost: 4, VP: 4, VPGiven: true,
		Functional: []Tag{Security, Discontent}, Capacity: 4, Takes: any3,
		Text: "A cell for 4 prisoners of any colours, with a Security and a Discontent tag of its own."},
	LuxuryHolding: {ID: LuxuryHolding, Key: "luxury-holding", Name: "Luxury Holding", Category: CellTile, Cost: 4, VP: 3, VPGiven: true, Windows: 1,
		Functional: []Tag{Hygiene}, Capacity: 3, Takes: any3,
		Text: "A cell for 3 prisoners of any colours, with a Window and a Hygiene tag of its own."},
	BasicDormitory: {ID: BasicDormitory, Key: "basic-dormitory", Name: "Basic Dormitory", Category: CellTile, Cost: 2, VP: 4, VPGiven: true,
		Capacity: 4, Takes: greyOnly,
		Text: "A cell for 4 Grey prisoners only."},
	BasicSolitary: {ID: BasicSolitary, Key: "basic-solitary", Name: "Basic Solitary", Category: CellTile, Cost: 3, VP: 5, VPGiven: true,
		Functional: []Tag{Security, Security, Discontent}, Capacity: 1, Takes: any3,
		Text: "A cell for 1 prisoner of any colour, with 2 Security tags and a Discontent tag of its own."},
	LuxurySolitary: {ID: LuxurySolitary, Key: "luxury-solitary", Name: "Luxury Solitary", Category: CellTile, Cost: 5, VP: 4, VPGiven: true, Windows: 1,
		Functional: []Tag{Security, Hygiene}, Capacity: 1, Takes: any3,
		Text: "A cell for 1 prisoner of any colour, with a Window, a Security and a Hygiene tag of its own."},
	LuxuryDormitory: {ID: LuxuryDormitory, Key: "luxury-dormitory", Name: "Luxury Dormitory", Category: CellTile, Cost: 5, VP: 2, VPGiven: true, Windows: 1,
		Functional: []Tag{Comfort, Hygiene}, Capacity: 3, Takes: greyOnly,
		Text: "A cell for 3 Grey prisoners only, with a Window, a Comfort and a Hygiene tag of its own."},
	Canteen: {ID: Canteen, Key: "canteen", Name: "Canteen", Category: BasicFacility, Cost: 4, VP: 2, VPGiven: true,
		Tags: []Tag{Food}, Grants: []Grant{{Tag: Comfort, N: 1, Reach: Adjacent}},
		Text: "Carries a Food tag; each adjacent cell gets 1 Comfort."},
	Kitchen: {ID: Kitchen, Key: "kitchen", Name: "Kitchen", Category: BasicFacility, Cost: 5, VP: 1, VPGiven: true,
		Tags: []Tag{Food, Food}, End: PerAdjacentFood, EndVP: 4,
		Text: "Carries 2 Food tags. At game end, 4 VP for each Food tag on the 4 adjacent tiles (tokens and another Kitchen's tags count: ruling pa-kitchen-food)."},
	Showers: {ID: Showers, Key: "showers", Name: "Showers", Category: BasicFacility, Cost: 3,
		Grants: []Grant{{Tag: Hygiene, N: 1, Reach: Adjacent}},
		Text:   "Each adjacent cell holds 1 more prisoner (of the colours it takes) and gets 1 Hygiene.",
		Cut:    "the appendix text gives no VP: type the printed VP under `printed: {vp: N}` if the tile shows one (lockup counts 0)"},
	Yard: {ID: Yard, Key: "yard", Name: "Yard", Category: BasicFacility, Cost: 5, VP: 3, VPGiven: true, Outdoor: true,
		Tags: []Tag{Recreation}, Grants: []Grant{{Tag: Contraband, N: 1, Reach: Adjacent}}, Specialists: SpecialistCounts{Trainer: 1},
		Text: "Outdoor. Brings a Trainer and carries a Recreation tag; each adjacent cell gets 1 Contraband."},
	CommonRoom: {ID: CommonRoom, Key: "common-room", Name: "Common Room", Category: BasicFacility, Cost: 5, VP: 4, VPGiven: true, Windows: 1,
		Tags: []Tag{Recreation}, Grants: []Grant{{Tag: Comfort, N: 1, Reach: Surrounding}},
		Text: "Comes with a Window and carries a Recreation tag; each of the 8 surrounding cells gets 1 Comfort."},
	Workshop: {ID: Workshop, Key: "workshop", Name: "Workshop", Category: BasicFacility, Cost: 6, VP: 1, VPGiven: true,
		Tags: []Tag{Labour},
		Text: "Carries a Labour tag, and a Rehabilitation tag for every 4 prisoners in the 8 surrounding cells."},
	Laundry: {ID: Laundry, Key: "laundry", Name: "Laundry", Category: BasicFacility, Cost: 5, VP: 2, VPGiven: true,
		Tags:   []Tag{Environment, Labour},
		Grants: []Grant{{Tag: Hygiene, N: 1, Reach: Surrounding}, {Tag: Contraband, N: 1, Reach: Adjacent}},
		Text:   "Carries an Environment and a Labour tag; the 8 surrounding cells get 1 Hygiene, the 4 adjacent ones also 1 Contraband."},
	Visitation: {ID: Visitation, Key: "visitation", Name: "Visitation", Category: BasicFacility, Cost: 6, VP: 5, VPGiven: true,
		Tags:   []Tag{Freedom},
		Grants: []Grant{{Tag: Comfort, N: 1, Reach: Surrounding}, {Tag: Contraband, N: 1, Reach: Adjacent}},
		Text:   "Carries a Freedom tag; the 8 surrounding cells get 1 Comfort, the 4 adjacent ones also 1 Contraband."},
	Counselor: {ID: Counselor, Key: "counselor", Name: "Counselor", Category: BasicFacility, Cost: 6, VP: 3, VPGiven: true, Windows: 1, StaffSlot: true,
		Text: "Comes with a Window. A Staff meeple on it gives 2 Rehabilitation tags."},
	Infirmary: {ID: Infirmary, Key: "infirmary", Name: "Infirmary", Category: BasicFacility, Cost: 5, VP: 1, VPGiven: true,
		Grants: []Grant{{Tag: Hygiene, N: 1, Reach: RowAndColumn}},
		Text:   "Every cell in its row and its column gets 1 Hygiene."},
	CleaningCupboard: {ID: CleaningCupboard, Key: "cleaning-cupboard", Name: "Cleaning Cupboard", Category: AdditionalFacility, Cost: 2,
		Tags: []Tag{Environment, Labour}, Grants: []Grant{{Tag: Contraband, N: 1, Reach: Adjacent}}, Specialists: SpecialistCounts{Custodian: 1},
		Text: "Carries an Environment and a Labour tag; brings a Custodian once the adjacent cells hold 2 or more prisoners together; each adjacent cell gets 1 Contraband.",
		Cut:  "the extracted text reads \"$2.1 Environment\", which may hide a VP: type the printed VP under `printed: {vp: N}` (lockup counts 0)"},
	Library: {ID: Library, Key: "library", Name: "Library", Category: AdditionalFacility, Cost: 7, VP: 1, VPGiven: true, StaffSlot: true,
		Tags: []Tag{Literacy}, Specialists: SpecialistCounts{Librarian: 3}, End: PerFourSurroundingPrisoners, EndVP: 4,
		Text: "Carries a Literacy tag; a Staff meeple on it brings 3 Librarians. At game end, 4 VP for every 4 prisoners in the 8 surrounding cells."},
	Forestry: {ID: Forestry, Key: "forestry", Name: "Forestry", Category: AdditionalFacility, Cost: 6, VP: 3, VPGiven: true, Outdoor: true,
		Tags: []Tag{Labour},
		Text: "Outdoor. Brings a Staff meeple and carries a Labour tag, and a Finance tag for each Workshop in its row and its column."},
	Classroom: {ID: Classroom, Key: "classroom", Name: "Classroom", Category: AdditionalFacility, Cost: 4, VP: 1, VPGiven: true,
		Tags: []Tag{Rehabilitation, Literacy},
		Text: "Carries a Rehabilitation and a Literacy tag."},
	Mailroom: {ID: Mailroom, Key: "mailroom", Name: "Mailroom", Category: AdditionalFacility, Cost: 6, VP: 2, VPGiven: true, Windows: 1, StaffSlot: true,
		End: AdjacentFinancePair, EndVP: 4,
		Text: "Comes with a Window. A Staff meeple on it gives a Freedom and 2 Finance tags (counted on the tile: ruling pa-tile-finance). At game end, 4 VP if the adjacent tiles carry 2 or more Finance tags."},
	Shop: {ID: Shop, Key: "shop", Name: "Shop", Category: AdditionalFacility, Cost: 5, VP: 3, VPGiven: true, Outdoor: true,
		Tags:   []Tag{Finance, Freedom},
		Grants: []Grant{{Tag: Comfort, N: 1, Reach: RowAndColumn}, {Tag: Contraband, N: 1, Reach: RowAndColumn}},
		Text:   "Outdoor. Carries a Finance and a Freedom tag; every cell in its column and its row gets 1 Comfort and 1 Contraband (the row is our reading: ruling pa-shop-row).",
		Cut:    "the extracted text stops in mid-sentence after the Shop's column, before naming the second line it reaches"},
	Greenhouse: {ID: Greenhouse, Key: "greenhouse", Name: "Greenhouse", Category: AdditionalFacility, Cost: 7, VP: 2, VPGiven: true, Outdoor: true,
		Tags: []Tag{Food, Labour}, End: CanteenInLine, EndVP: 2,
		Text: "Outdoor. Carries a Food and a Labour tag, and a Finance tag if a Kitchen is in its row or column. At game end, 2 VP if a Canteen is in its row or column."},
	BasketballCourt: {ID: BasketballCourt, Key: "basketball-court", Name: "Basketball Court", Category: AdditionalFacility, Cost: 5, VP: 2, VPGiven: true, Outdoor: true,
		Tags: []Tag{Recreation}, Grants: []Grant{{Tag: Comfort, N: 1, Reach: RowAndColumn, IfWindows: 2}},
		Text: "Outdoor. Carries a Recreation tag; with 2 or more Windows overlooking it, every cell in its row and column gets 1 Comfort."},
	Recycling: {ID: Recycling, Key: "recycling", Name: "Recycling", Category: AdditionalFacility, Cost: 6, VP: 1, VPGiven: true,
		Tags: []Tag{Environment, Labour}, End: AdjacentEnvironment, EndVP: 3,
		Text: "Carries an Environment and a Labour tag, and a Finance tag if an adjacent tile has a Labour tag. At game end, 3 VP if an adjacent tile has an Environment tag."},
	Chapel: {ID: Chapel, Key: "chapel", Name: "Chapel", Category: AdditionalFacility, Cost: 5, VP: 1, VPGiven: true,
		Tags: []Tag{Rehabilitation, Spirituality},
		Text: "Carries a Rehabilitation and a Spirituality tag."},
	Garden: {ID: Garden, Key: "garden", Name: "Garden", Category: AdditionalFacility, Cost: 6, VP: 4, VPGiven: true, Outdoor: true,
		Tags: []Tag{Environment, Recreation}, End: PerWindowOverlooking, EndVP: 2,
		Text: "Outdoor. Carries an Environment and a Recreation tag. At game end, 2 VP for each Window overlooking it."},
	Storage: {ID: Storage, Key: "storage", Name: "Storage", Category: StaffFacility, Cost: 6, VP: 1, VPGiven: true, StaffSlot: true,
		Text: "Takes a Wildcard token of its own. A Staff meeple on it draws 2 Bureaucracy cards, one of which may be bought at its minimum price."},
	Surveillance: {ID: Surveillance, Key: "surveillance", Name: "Surveillance", Category: StaffFacility, Cost: 4, VP: 1, VPGiven: true,
		Grants: []Grant{{Tag: Security, N: 1, Reach: Surrounding}},
		Text:   "Each of the 8 surrounding cells gets 1 Security."},
	Garbage: {ID: Garbage, Key: "garbage", Name: "Garbage", Category: StaffFacility, Cost: 3, VP: 4, VPGiven: true,
		Tags: []Tag{Environment}, Grants: []Grant{{Tag: Discontent, N: 1, Reach: Adjacent}},
		Text: "Carries an Environment tag, and a Finance tag if an adjacent tile has a Labour tag; each adjacent cell gets 1 Discontent."},
	StaffRoom: {ID: StaffRoom, Key: "staff-room", Name: "Staff Room", Category: StaffFacility, Cost: 4, VP: 2, VPGiven: true, Windows: 1,
		Text: "Brings 4 Staff meeples and comes with a Window."},
	Deliveries: {ID: Deliveries, Key: "deliveries", Name: "Deliveries", Category: StaffFacility, Cost: 6, VP: 2, VPGiven: true, Windows: 2,
		Tags: []Tag{Finance},
		Text: "Comes with 2 Windows, a Staff meeple and a Wildcard token of its own, and carries a Finance tag."},
	Office: {ID: Office, Key: "office", Name: "Office", Category: StaffFacility, Cost: 5, VP: 3, VPGiven: true, Windows: 1,
		Tags: []Tag{Finance}, End: TwoStaffCards, EndVP: 5,
		Text: "Comes with a Window and a Staff meeple and carries a Finance tag; a Wildcard token once you hold 2 Policy cards. At game end, 5 VP if you hold 2 or more Staff cards."},
	Kennels: {ID: Kennels, Key: "kennels", Name: "Kennels", Category: StaffFacility, Cost: 5, VP: 1, VPGiven: true, Windows: 1,
		Specialists: SpecialistCounts{Dog: 2},
		Text:        "Comes with a Window and brings 2 Dogs."},
	Armoury: {ID: Armoury, Key: "armoury", Name: "Armoury", Category: StaffFacility, Cost: 7, VP: 2, VPGiven: true,
		Grants: []Grant{{Tag: Discontent, N: 1, Reach: Surrounding}},
		Text:   "Each of the 8 surrounding cells gets 1 Discontent. Each adjacent tile that itself grants Security grants 1 more, to the same cells (ruling pa-armoury)."},
	Exports: {ID: Exports, Key: "exports", Name: "Exports", Category: StaffFacility, Cost: 6, VP: 5, VPGiven: true,
		Text: "Carries 2 Finance tags while the adjacent tiles show 3 or more different passive tags."},
	Reception: {ID: Reception, Key: "reception", Name: "Reception", Category: StaffFacility, Cost: 5, VP: 3, VPGiven: true, Windows: 2,
		Text: "Comes with 2 Windows. At Intake, $1 more per prisoner taken; a second Reception adds nothing."},
	GuardTower: {ID: GuardTower, Key: "guard-tower", Name: "Guard Tower", Category: StaffFacility, Cost: 6, VP: 2, VPGiven: true, Outdoor: true,
		Grants: []Grant{{Tag: Discontent, N: 1, Reach: Adjacent}, {Tag: Security, N: 2, Reach: Surrounding}},
		Text:   "Outdoor. Each adjacent cell gets 1 Discontent; each of the 8 surrounding cells gets 2 Security."},
}

// grantsSecurity reports whether the tile's own text grants Security (the
// tiles an Armoury strengthens and Chief of Security counts).
func (t *TileSpec) grantsSecurity() bool {
	for _, g := range t.Grants {
		if g.Tag == Security {
			return true
		}
	}
	return false
}

// count returns how many times tag is printed on the tile.
func (t *TileSpec) count(tag Tag) int {
	n := 0
	for _, x := range t.Tags {
		if x == tag {
			n++
		}
	}
	return n
}
