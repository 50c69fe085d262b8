package prisonarchitect

import (
	"fmt"
	"strings"
)

// Colour is a prisoner's colour: Grey (minimum), Orange (medium) or Red
// (maximum security) ("Meet the Inmates").
type Colour uint8

// The prisoner colours, least dangerous first (the order they stack in).
const (
	Grey Colour = iota
	Orange
	Red
	numColours
)

// Colours lists the prisoner colours.
var Colours = [numColours]Colour{Grey, Orange, Red}

var colourNames = [numColours]string{"grey", "orange", "red"}

// String returns the colour's name in lower case.
func (c Colour) String() string {
	if c < numColours {
		return colourNames[c]
	}
	return fmt.Sprintf("Colour(%d)", int(c))
}

// BoxCount returns how many prisoner tokens of the colour the box holds
// ("Components": 80 Grey, 50 Orange, 40 Red).
func (c Colour) BoxCount() int {
	return [numColours]int{80, 50, 40}[c]
}

// ThreatRange returns the lowest and highest threat value printed on the
// colour's tokens ("Meet the Inmates": Grey 2-3, Orange 3-5, Red 5-7).
func (c Colour) ThreatRange() (lo, hi int) {
	r := [numColours][2]int{{2, 3}, {3, 5}, {5, 7}}[c]
	return r[0], r[1]
}

// Contraband returns the Contraband the colour adds to its cell when it is
// the top prisoner ("Prisoner Needs": Orange 1, Red 2, Grey none).
func (c Colour) Contraband() int {
	return [numColours]int{0, 1, 2}[c]
}

// ParseColour reads a colour's name.
func ParseColour(s string) (Colour, bool) {
	k := normalize(s)
	if k == "gray" {
		return Grey, true
	}
	for c, n := range colourNames {
		if k == n {
			return Colour(c), true
		}
	}
	return 0, false
}

// Prisoners counts prisoners by colour.
type Prisoners [numColours]int

// Total returns the number of prisoners of every colour.
func (p Prisoners) Total() int { return p[Grey] + p[Orange] + p[Red] }

// Top returns the colour of the prisoner on top of the stack (the most
// dangerous colour present) and false when there is none ("Intake": Grey at
// the bottom, then Orange, then Red).
func (p Prisoners) Top() (Colour, bool) {
	for c := Red; ; c-- {
		if p[c] > 0 {
			return c, true
		}
		if c == Grey {
			return 0, false
		}
	}
}

// String lists the prisoners, e.g. "2 grey, 1 red"; "none" when empty.
func (p Prisoners) String() string {
	var parts []string
	for _, c := range Colours {
		if p[c] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", p[c], c))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// Phrase lists the prisoners with the noun, singular or plural as the
// number asks: "1 grey prisoner", "2 grey, 1 red prisoners", "no
// prisoners".
func (p Prisoners) Phrase() string {
	switch p.Total() {
	case 0:
		return "no prisoners"
	case 1:
		return p.String() + " prisoner"
	}
	return p.String() + " prisoners"
}

// Tag is a tag printed on a tile or card or placed as a token ("Tags"):
// the seven passive tags, the two track tags and the five functional tags
// prisoner needs count.
type Tag uint8

// The tags.
const (
	NoTag Tag = iota
	// The passive tags.
	Recreation
	Food
	Freedom
	Spirituality
	Literacy
	Labour
	Environment
	// The track tags.
	Finance
	Rehabilitation
	// The functional tags.
	Security
	Comfort
	Hygiene
	Contraband
	Discontent
	numTags
)

var tagNames = [numTags]string{"none", "recreation", "food", "freedom", "spirituality", "literacy", "labour", "environment", "finance", "rehabilitation", "security", "comfort", "hygiene", "contraband", "discontent"}

// PassiveTags lists the seven passive tags, the only ones a token may show.
var PassiveTags = []Tag{Recreation, Food, Freedom, Spirituality, Literacy, Labour, Environment}

// String returns the tag's name in lower case.
func (t Tag) String() string {
	if t < numTags {
		return tagNames[t]
	}
	return fmt.Sprintf("Tag(%d)", int(t))
}

// Passive reports whether the tag is one of the seven passive tags.
func (t Tag) Passive() bool { return t >= Recreation && t <= Environment }

// Functional reports whether the tag is one prisoner needs count.
func (t Tag) Functional() bool { return t >= Security && t <= Discontent }

// ParseTag reads a tag's name, accepting the obvious spellings (spiritual,
// labor, rehab, security...).
func ParseTag(s string) (Tag, bool) {
	k := normalize(s)
	switch k {
	case "spiritual":
		return Spirituality, true
	case "labor":
		return Labour, true
	case "rehab":
		return Rehabilitation, true
	case "secure", "securities":
		return Security, true
	case "comfortable":
		return Comfort, true
	case "hygienic":
		return Hygiene, true
	}
	for t := Recreation; t < numTags; t++ {
		if tagNames[t] == k {
			return t, true
		}
	}
	return NoTag, false
}

// Need is one of a cell's three needs ("Prisoner Needs").
type Need uint8

// The needs.
const (
	Secure Need = iota
	Comfortable
	Hygienic
	numNeeds
)

// Needs lists the three needs.
var Needs = [numNeeds]Need{Secure, Comfortable, Hygienic}

var needNames = [numNeeds]string{"secure", "comfortable", "hygienic"}

// String returns the need's name in lower case.
func (n Need) String() string {
	if n < numNeeds {
		return needNames[n]
	}
	return fmt.Sprintf("Need(%d)", int(n))
}

// ParseNeed reads a need's name (also security, comfort, hygiene).
func ParseNeed(s string) (Need, bool) {
	switch normalize(s) {
	case "secure", "security":
		return Secure, true
	case "comfortable", "comfort":
		return Comfortable, true
	case "hygienic", "hygiene":
		return Hygienic, true
	}
	return 0, false
}

// NeedSet is a set of needs.
type NeedSet uint8

// Has reports whether the set holds n.
func (s NeedSet) Has(n Need) bool { return s&(1<<n) != 0 }

// With returns the set with n added.
func (s NeedSet) With(n Need) NeedSet { return s | 1<<n }

// String lists the needs, e.g. "secure, hygienic"; "none" when empty.
func (s NeedSet) String() string {
	var parts []string
	for _, n := range Needs {
		if s.Has(n) {
			parts = append(parts, n.String())
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// Specialist is a specialist meeple ("Specialists"): each acts as a
// functional tag on the cell it is assigned to.
type Specialist uint8

// The specialists.
const (
	Guard Specialist = iota
	Dog
	Trainer
	Librarian
	Nurse
	Custodian
	numSpecialists
)

// Specialists lists the six specialists.
var Specialists = [numSpecialists]Specialist{Guard, Dog, Trainer, Librarian, Nurse, Custodian}

var specialistNames = [numSpecialists]string{"guard", "dog", "trainer", "librarian", "nurse", "custodian"}

// String returns the specialist's name in lower case, singular.
func (s Specialist) String() string {
	if s < numSpecialists {
		return specialistNames[s]
	}
	return fmt.Sprintf("Specialist(%d)", int(s))
}

// Plural returns the specialist's name in the plural, the key of the
// board-state file ("guards").
func (s Specialist) Plural() string { return s.String() + "s" }

// Tag returns the functional tag the specialist acts as: Guards and Dogs
// Security, Trainers and Librarians Comfort, Nurses and Custodians Hygiene.
func (s Specialist) Tag() Tag {
	return [numSpecialists]Tag{Security, Security, Comfort, Comfort, Hygiene, Hygiene}[s]
}

// ParseSpecialist reads a specialist's name, singular or plural.
func ParseSpecialist(s string) (Specialist, bool) {
	k := strings.TrimSuffix(normalize(s), "s")
	for i, n := range specialistNames {
		if n == k {
			return Specialist(i), true
		}
	}
	return 0, false
}

// SpecialistCounts counts specialists by kind.
type SpecialistCounts [numSpecialists]int

// Total returns the number of specialists of every kind.
func (c SpecialistCounts) Total() int {
	t := 0
	for _, n := range c {
		t += n
	}
	return t
}

// Edge is one side of a square: N faces row-1, S row+1, W column-1, E
// column+1.
type Edge uint8

// The edges.
const (
	North Edge = iota
	East
	South
	West
	numEdges
)

// Edges lists the four edges.
var Edges = [numEdges]Edge{North, East, South, West}

// String returns the edge's letter: N, E, S or W.
func (e Edge) String() string {
	if e < numEdges {
		return [numEdges]string{"N", "E", "S", "W"}[e]
	}
	return fmt.Sprintf("Edge(%d)", int(e))
}

// Opposite returns the edge facing e on the neighbouring square.
func (e Edge) Opposite() Edge { return (e + 2) % numEdges }

// ParseEdge reads an edge: N, E, S, W or north, east, south, west.
func ParseEdge(s string) (Edge, bool) {
	switch normalize(s) {
	case "n", "north":
		return North, true
	case "e", "east":
		return East, true
	case "s", "south":
		return South, true
	case "w", "west":
		return West, true
	}
	return 0, false
}

// EdgeSet is a set of edges (the Windows of a tile).
type EdgeSet uint8

// Has reports whether the set holds e.
func (s EdgeSet) Has(e Edge) bool { return s&(1<<e) != 0 }

// With returns the set with e added.
func (s EdgeSet) With(e Edge) EdgeSet { return s | 1<<e }

// Difficulty is the Governor's difficulty ("Solo Rules – End of the Game":
// the green, yellow and red scores).
type Difficulty uint8

// The difficulties.
const (
	Easy Difficulty = iota
	Medium
	Hard
	numDifficulties
)

// String returns the difficulty's name in lower case.
func (d Difficulty) String() string {
	if d < numDifficulties {
		return [numDifficulties]string{"easy", "medium", "hard"}[d]
	}
	return fmt.Sprintf("Difficulty(%d)", int(d))
}

// ParseDifficulty reads a difficulty (also green, yellow, red).
func ParseDifficulty(s string) (Difficulty, bool) {
	switch normalize(s) {
	case "easy", "green":
		return Easy, true
	case "medium", "yellow":
		return Medium, true
	case "hard", "red":
		return Hard, true
	}
	return 0, false
}

// Deck is the deck an objective comes from ("Player Setup").
type Deck uint8

// The objective decks.
const (
	StarterDeck Deck = iota
	EasyDeck
	HardDeck
	numDecks
)

// String returns the deck's name in lower case.
func (d Deck) String() string {
	if d < numDecks {
		return [numDecks]string{"starter", "easy", "hard"}[d]
	}
	return fmt.Sprintf("Deck(%d)", int(d))
}

// ParseDeck reads a deck's name.
func ParseDeck(s string) (Deck, bool) {
	switch normalize(s) {
	case "starter", "start", "starting":
		return StarterDeck, true
	case "easy":
		return EasyDeck, true
	case "hard":
		return HardDeck, true
	}
	return 0, false
}

// normalize lowers s and spells it as an id: spaces, underscores and dots
// become hyphens, an apostrophe goes.
func normalize(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.NewReplacer(" ", "-", "_", "-", ".", "", "'", "", "’", "").Replace(s)
	for strings.Contains(s, "--") {
		s = strings.ReplaceAll(s, "--", "-")
	}
	return strings.Trim(s, "-")
}
