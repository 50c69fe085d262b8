package prisonarchitect

import "fmt"

// CardType is a Bureaucracy card's type ("Bureaucracy Effects"): Staff
// cards have Staff vacancies, Policies do not (ruling pa-card-types).
type CardType uint8

// The card types.
const (
	PolicyCard CardType = iota
	StaffCard
)

// String names the type.
func (t CardType) String() string {
	if t == StaffCard {
		return "staff"
	}
	return "policy"
}

// CardID names a Bureaucracy card.
type CardID uint8

// The Bureaucracy cards, in the appendix's order.
const (
	NoCard CardID = iota
	Finances
	ExtraGrant
	BankLoan
	Micromanagement
	PrisonLabour
	OffshoreTaxHaven
	ChiefOfSecurity
	LandExpansion
	Cooks
	Cleaning
	Groundskeeping
	CCTV
	InmateIntelligence
	CrampedCells
	PsychEvaluation
	PermanentPunishment
	GuardTraining
	TaxRelief
	Tasers
	Snipers
	Detox
	FancyCoffeeMachines
	ResettlementScheme
	Accountants
	Deployment
	Coaches
	Lawyers
	ParoleOfficers
	Doctors
	Janitors
	Gardeners
	Foremen
	SpiritualLeaders
	DogHandlers
	Teachers
	numCards
)

// CardEnd is a card's end-game effect.
type CardEnd uint8

// The cards' end-game effects.
const (
	NoCardEnd CardEnd = iota
	PerStaffOnStaffCards
	PerFinanceTag
	FiveSecurityTiles
	PerPrisonerNearFood
	PerOutdoorTile
	PerThreeReds
	ThreeFreedom
	PerStaffOnLockerRooms
	PerRehabilitationTag
	HasArmoury
	PerRecreationTag
	InfirmaryNearStaffFacility
	ThreeSpirituality
	AdjacentKennels
	PerTwoAdditionalFacilities
	PerWindowOnOutdoor
)

// CardSpec is one Bureaucracy card of the appendix, in the project's words.
type CardSpec struct {
	ID   CardID
	Key  string
	Name string
	Type CardType
	Cost int
	// StaffSlots: how many Staff meeples the card takes (a Staff card's 3
	// vacancies); PrisonerSlots: the card takes Grey prisoners (Prison
	// Labour, Cleaning).
	StaffSlots    int
	PrisonerSlots bool
	// Specialist, SpecialistNow and SpecialistPerStaff: the specialists
	// the card brings when gained and per Staff meeple placed.
	Specialist         Specialist
	SpecialistNow      int
	SpecialistPerStaff int
	End                CardEnd
	EndVP              int
	Text               string
	Cut                string
}

// Source cites the appendix entry the card comes from.
func (c *CardSpec) Source() string { return "Appendix: Bureaucracy cards – " + c.Name }

// String returns the card's printed name.
func (id CardID) String() string {
	if id > NoCard && id < numCards {
		return cards[id].Name
	}
	return fmt.Sprintf("CardID(%d)", int(id))
}

// Key returns the card's id in files ("prison-labour").
func (id CardID) Key() string {
	if id > NoCard && id < numCards {
		return cards[id].Key
	}
	return ""
}

// Spec returns the card's entry in the table.
func (id CardID) Spec() *CardSpec {
	if id > NoCard && id < numCards {
		return &cards[id]
	}
	return &cards[NoCard]
}

// Cards returns every Bureaucracy card in the appendix's order.
func Cards() []*CardSpec {
	out := make([]*CardSpec, 0, numCards-1)
	for id := NoCard + 1; id < numCards; id++ {
		out = append(out, &cards[id])
	}
	return out
}

// CardKeys returns every card's id, for messages and suggestions.
func CardKeys() []string {
	out := make([]string, 0, numCards-1)
	for id := NoCard + 1; id < numCards; id++ {
		out = append(out, cards[id].Key)
	}
	return out
}

// ParseCard reads a card's id or printed name ("Psych. Evaluation",
// "prison-labor", "cctv" ...).
func ParseCard(s string) (CardID, bool) {
	k := normalize(s)
	switch k {
	case "prison-labor":
		return PrisonLabour, true
	case "psych-eval", "psychological-evaluation":
		return PsychEvaluation, true
	case "fancy-coffee", "coffee-machines":
		return FancyCoffeeMachines, true
	case "offshore", "tax-haven":
		return OffshoreTaxHaven, true
	case "resettlement":
		return ResettlementScheme, true
	}
	for id := NoCard + 1; id < numCards; id++ {
		if cards[id].Key == k {
			return id, true
		}
	}
	return NoCard, false
}

// cards is the appendix's Bureaucracy table, indexed by CardID.
var cards = [numCards]CardSpec{
	NoCard: {Name: "no card"},
	Finances: {ID: Finances, Key: "finances", Name: "Finances", Cost: 4, End: PerStaffOnStaffCards, EndVP: 2,
		Text: "At game end, 2 VP for each Staff meeple you have on Staff cards."},
	ExtraGrant: {ID: ExtraGrant, Key: "extra-grant", Name: "Extra Grant", Cost: 4,
		Text: "When gained, draw a Hard Objective. At game end you may play one more Objective and/or throw away one you played: type your objectives as they stand after that."},
	BankLoan: {ID: BankLoan, Key: "bank-loan", Name: "Bank Loan", Cost: 4,
		Text: "When gained, a Finance tag and $10."},
	Micromanagement: {ID: Micromanagement, Key: "micromanagement", Name: "Micromanagement", Cost: 4,
		Text: "When gained, a Wildcard token on a tile; once each Build phase, swap two tiles or move one without splitting the prison."},
	PrisonLabour: {ID: PrisonLabour, Key: "prison-labour", Name: "Prison Labour", Cost: 4, PrisonerSlots: true,
		Text: "Exhaust to move a Grey prisoner from a cell onto the card, where it is Secure (and in no cell: ruling pa-card-prisoners). The first slot also puts a Labour token on a tile; each slot gives a Rehabilitation tag."},
	OffshoreTaxHaven: {ID: OffshoreTaxHaven, Key: "offshore-tax-haven", Name: "Offshore Tax Haven", Cost: 5, End: PerFinanceTag, EndVP: 1,
		Text: "At game end, 1 VP for each Finance tag on your tiles and cards, beyond the track's 10 too (type `tags: {finance: N}`)."},
	ChiefOfSecurity: {ID: ChiefOfSecurity, Key: "chief-of-security", Name: "Chief of Security", Cost: 4, End: FiveSecurityTiles, EndVP: 5,
		Text: "When gained, 3 Staff meeples. At game end, 5 VP with 5 or more Staff Facility or Locker Room tiles that give Security (ruling pa-chief-of-security)."},
	LandExpansion: {ID: LandExpansion, Key: "land-expansion", Name: "Land Expansion", Cost: 7,
		Text: "Once each Build phase, dig one tile type (never cards) from any stack, paying with cash."},
	Cooks: {ID: Cooks, Key: "cooks", Name: "Cooks", Cost: 4, End: PerPrisonerNearFood, EndVP: 1,
		Text: "When gained, a Food token on a tile. At game end, 1 VP for each prisoner next to a tile with a Food tag (each prisoner once: ruling pa-cooks-once)."},
	Cleaning: {ID: Cleaning, Key: "cleaning", Name: "Cleaning", Cost: 4, PrisonerSlots: true,
		Text: "Exhaust to move a Grey prisoner from a cell onto the card, where it is Secure (and in no cell: ruling pa-card-prisoners). The first slot also puts an Environment token on a tile; each slot gives a Finance tag."},
	Groundskeeping: {ID: Groundskeeping, Key: "groundskeeping", Name: "Groundskeeping", Cost: 4, End: PerOutdoorTile, EndVP: 1,
		Text: "Digging for tiles costs $1 less per extra draw. At game end, 1 VP per Outdoor tile in your prison."},
	CCTV: {ID: CCTV, Key: "cctv", Name: "CCTV", Cost: 4, End: PerThreeReds, EndVP: 3,
		Text: "Each cell next to another cell gets 1 Security. At game end, 3 VP for every 3 Red prisoners (in your cells: ruling pa-cctv-red)."},
	InmateIntelligence: {ID: InmateIntelligence, Key: "inmate-intelligence", Name: "Inmate Intelligence", Cost: 4,
		Text: "Every Literacy and every Labour tag in your prison gives 1 Security to each cell next to its tile."},
	CrampedCells: {ID: CrampedCells, Key: "cramped-cells", Name: "Cramped Cells", Cost: 6,
		Text: "Every cell holds 1 more prisoner, of the colours it takes."},
	PsychEvaluation: {ID: PsychEvaluation, Key: "psych-evaluation", Name: "Psych. Evaluation", Cost: 4, End: ThreeFreedom, EndVP: 4,
		Text: "When gained, a Literacy token on a tile, a Finance and a Rehabilitation tag. At game end, 4 VP with 3 or more Freedom tags."},
	PermanentPunishment: {ID: PermanentPunishment, Key: "permanent-punishment", Name: "Permanent Punishment", Cost: 4,
		Text: "Changes what makes a cell Secure; the extracted text stops at its first word.",
		Cut:  "the extracted text stops after \"Ignore\": lockup cannot derive Secure with this card and takes the Secure cubes you typed (Secure changes no VP of final scoring; it matters for your objectives, which you type)"},
	GuardTraining: {ID: GuardTraining, Key: "guard-training", Name: "Guard Training", Cost: 4,
		Text: "When gained, 1 Staff meeple. A Locker Room with a Staff meeple gives 1 more Security."},
	TaxRelief: {ID: TaxRelief, Key: "tax-relief", Name: "Tax Relief", Cost: 4, End: PerTwoAdditionalFacilities, EndVP: 2,
		Text: "Each pair of Additional Facility tiles you own brings a Finance tag, and at game end 2 VP."},
	Tasers: {ID: Tasers, Key: "tasers", Name: "Tasers", Cost: 4,
		Text: "Escape rolls drop their highest die. At game end, each escaped prisoner costs 1 VP less (ruling pa-tasers)."},
	Snipers: {ID: Snipers, Key: "snipers", Name: "Snipers", Cost: 5,
		Text: "When gained, 3 of something the extracted text loses.",
		Cut:  "the extracted text stops after \"Immediately gain 3\": count the specialists it gave in your `specialists`, and for the Governor type them as `{card: snipers, specialists: N}`"},
	Detox: {ID: Detox, Key: "detox", Name: "Detox", Cost: 4,
		Text: "When gained, a Rehabilitation tag, and release one Grey or Orange prisoner."},
	FancyCoffeeMachines: {ID: FancyCoffeeMachines, Key: "fancy-coffee-machines", Name: "Fancy Coffee Machines", Cost: 5, End: PerStaffOnLockerRooms, EndVP: 2,
		Text: "Staff meeples stay on Locker Rooms at Evaluations. At game end, 2 VP per Staff meeple on a Locker Room."},
	ResettlementScheme: {ID: ResettlementScheme, Key: "resettlement-scheme", Name: "Resettlement Scheme", Cost: 6, End: PerRehabilitationTag, EndVP: 1,
		Text: "At game end, 1 VP for each Rehabilitation tag on your tiles and cards, beyond the track's 10 too (type `tags: {rehabilitation: N}`)."},
	Accountants: {ID: Accountants, Key: "accountants", Name: "Accountants", Type: StaffCard, Cost: 5, StaffSlots: 3,
		Text: "When gained and for each Staff meeple placed, a Finance tag."},
	Deployment: {ID: Deployment, Key: "deployment", Name: "Deployment", Type: StaffCard, Cost: 4, StaffSlots: 3, Specialist: Guard, SpecialistNow: 1, SpecialistPerStaff: 1, End: HasArmoury, EndVP: 2,
		Text: "When gained and for each Staff meeple placed, a Guard. At game end, 2 VP if you have an Armoury."},
	Coaches: {ID: Coaches, Key: "coaches", Name: "Coaches", Type: StaffCard, Cost: 4, StaffSlots: 3, Specialist: Librarian, SpecialistPerStaff: 1, End: PerRecreationTag, EndVP: 1,
		Text: "For each Staff meeple placed, a Librarian; the first also puts a Recreation token on a tile. At game end, 1 VP per Recreation tag in your prison."},
	Lawyers: {ID: Lawyers, Key: "lawyers", Name: "Lawyers", Type: StaffCard, Cost: 4, StaffSlots: 3,
		Text: "For each Staff meeple placed, a Wildcard token on a tile."},
	ParoleOfficers: {ID: ParoleOfficers, Key: "parole-officers", Name: "Parole Officers", Type: StaffCard, Cost: 5, StaffSlots: 3,
		Text: "When gained and for each Staff meeple placed, a Rehabilitation tag."},
	Doctors: {ID: Doctors, Key: "doctors", Name: "Doctors", Type: StaffCard, Cost: 4, StaffSlots: 3, Specialist: Nurse, SpecialistPerStaff: 1, End: InfirmaryNearStaffFacility, EndVP: 3,
		Text: "For each Staff meeple placed, a \"Doctor\" (a Nurse: ruling pa-doctors). At game end, 3 VP if an Infirmary is next to a Staff Facility tile."},
	Janitors: {ID: Janitors, Key: "janitors", Name: "Janitors", Type: StaffCard, Cost: 4, StaffSlots: 3,
		Text: "Each Staff meeple on it lets one tile of one Blueprint be ignored at final scoring (at most one per Blueprint): judge your objectives with it."},
	Gardeners: {ID: Gardeners, Key: "gardeners", Name: "Gardeners", Type: StaffCard, Cost: 4, StaffSlots: 3, End: PerWindowOnOutdoor, EndVP: 1,
		Text: "For each Staff meeple placed, add, take away or move a Window. At game end, 1 VP per Window overlooking an Outdoor tile."},
	Foremen: {ID: Foremen, Key: "foremen", Name: "Foremen", Type: StaffCard, Cost: 4, StaffSlots: 3,
		Text: "After bids are shown, add $1 plus $1 per Staff meeple on it to one of your bids."},
	SpiritualLeaders: {ID: SpiritualLeaders, Key: "spiritual-leaders", Name: "Spiritual Leaders", Type: StaffCard, Cost: 4, StaffSlots: 3, End: ThreeSpirituality, EndVP: 3,
		Text: "First Staff meeple: a Freedom token; second: a Spirituality token and a Rehabilitation tag; third: 2 Finance tags. At game end, 3 VP with 3 or more Spirituality tags."},
	DogHandlers: {ID: DogHandlers, Key: "dog-handlers", Name: "Dog Handlers", Type: StaffCard, Cost: 4, StaffSlots: 3, Specialist: Dog, SpecialistPerStaff: 1, End: AdjacentKennels, EndVP: 3,
		Text: "For each Staff meeple placed, a Dog. At game end, 3 VP with two Kennels next to each other."},
	Teachers: {ID: Teachers, Key: "teachers", Name: "Teachers", Type: StaffCard, Cost: 6, StaffSlots: 3,
		Text: "The first Staff meeple puts a Literacy token on a tile; at each Evaluation, one more Grey prisoner may be released per Staff meeple on it."},
}
