package prisonarchitect

import (
	"fmt"
	"strings"
)

// Note explains a number a ruling changed, or something the player should
// check (typed cubes the rules do not give, a cut tile).
type Note struct {
	// Ruling is the ruling's ID, or "" for a plain note.
	Ruling string
	// Who is the warden's name, "Governor", or "" for the whole game.
	Who string
	// format and args are put into words by Text, only when asked: a
	// score keeps the values, never the words.
	format string
	args   [maxNoteArgs]noteArg
}

// maxNoteArgs is the most values a note's text shows.
const maxNoteArgs = 4

// newNote keeps the values a note's text shows (at most maxNoteArgs).
func newNote(ruling, who, format string, args ...noteArg) Note {
	n := Note{Ruling: ruling, Who: who, format: format}
	copy(n.args[:], args)
	return n
}

// Text says what the note explains.
func (n Note) Text() string {
	args := make([]any, 0, maxNoteArgs)
	for _, a := range n.args {
		if a.kind != argNone {
			args = append(args, a.value())
		}
	}
	return fmt.Sprintf(n.format, args...)
}

// String formats the note as "Who: text [ruling ID]".
func (n Note) String() string {
	var b strings.Builder
	if n.Who != "" {
		b.WriteString(n.Who + ": ")
	}
	b.WriteString(n.Text())
	if n.Ruling != "" {
		b.WriteString(" [ruling " + n.Ruling + "]")
	}
	return b.String()
}

// argKind is what a note's value is, so Text can word it.
type argKind uint8

const (
	argNone argKind = iota
	argInt
	argString
	argPos
	argTile
	argCard
	argDeck
	argNeed
	argNeeds
	argQuantity
	argPrisoners
	argWhy
)

// noteArg is one value a note's text shows, as plain data: keeping it
// allocates nothing. n holds the number or id, noun a quantity's noun, s a
// string.
type noteArg struct {
	s    string
	n    int
	kind argKind
	noun noun
}

func argN(n int) noteArg           { return noteArg{kind: argInt, n: n} }
func argStr(s string) noteArg      { return noteArg{kind: argString, s: s} }
func argAt(p Pos) noteArg          { return noteArg{kind: argPos, n: int(p.Col)<<8 | int(uint8(p.Row))} }
func argTileID(t TileID) noteArg   { return noteArg{kind: argTile, n: int(t)} }
func argCardID(c CardID) noteArg   { return noteArg{kind: argCard, n: int(c)} }
func argDeckOf(d Deck) noteArg     { return noteArg{kind: argDeck, n: int(d)} }
func argNeedOf(n Need) noteArg     { return noteArg{kind: argNeed, n: int(n)} }
func argNeedSet(s NeedSet) noteArg { return noteArg{kind: argNeeds, n: int(s)} }

// argPlural keeps a number of things, worded with the noun in the singular
// or the plural as the number asks.
func argPlural(n int, w noun) noteArg { return noteArg{kind: argQuantity, n: n, noun: w} }

// noun is a noun the notes count, in the singular and the plural (nouns).
type noun uint8

// The nouns the notes count.
const (
	nounFoodTag noun = iota
	nounWindow
	nounFinanceTag
	nounEscapee
	nounPrisonerIs
	nounRedPrisoner
	nounTileScores
	nounGovernorSpecialist
	nounGovernorObjective
	numNouns
)

var nouns = [numNouns][2]string{
	nounFoodTag:            {"Food tag", "Food tags"},
	nounWindow:             {"Window", "Windows"},
	nounFinanceTag:         {"Finance tag", "Finance tags"},
	nounEscapee:            {"escapee", "escapees"},
	nounPrisonerIs:         {"prisoner is", "prisoners are"},
	nounRedPrisoner:        {"Red prisoner", "Red prisoners"},
	nounTileScores:         {"tile scores its", "tiles score their"},
	nounGovernorSpecialist: {"specialist his tiles and cards would grant", "specialists his tiles and cards would grant"},
	nounGovernorObjective:  {"objective: it scores its green value", "objectives: all score their green value"},
}

// argPrisonersOf keeps a count of prisoners by colour (each under 2^20,
// as any the box holds).
func argPrisonersOf(p Prisoners) noteArg {
	return noteArg{kind: argPrisoners, n: p[Grey]&prisonerMask | p[Orange]&prisonerMask<<20 | p[Red]&prisonerMask<<40}
}

const prisonerMask = 1<<20 - 1

// argWhyOf keeps the tally behind a cell's need (CellNeeds.Why).
func argWhyOf(c *CellNeeds, n Need) noteArg {
	var a, b Tag
	switch n {
	case Secure:
		a, b = Security, Contraband
	case Comfortable:
		a, b = Comfort, Discontent
	default:
		a = Hygiene
	}
	return noteArg{kind: argWhy, n: int(n) | int(uint16(c.Tally[a]))<<8 | int(uint16(c.Tally[b]))<<24}
}

// value returns the value as Text shows it.
func (a noteArg) value() any {
	switch a.kind {
	case argString:
		return a.s
	case argPos:
		return Pos{Col: int8(a.n >> 8), Row: int8(uint8(a.n))}
	case argTile:
		return TileID(a.n)
	case argCard:
		return CardID(a.n)
	case argDeck:
		return Deck(a.n)
	case argNeed:
		return Need(a.n)
	case argNeeds:
		return NeedSet(a.n)
	case argQuantity:
		if a.noun < numNouns {
			return plural(a.n, nouns[a.noun][0], nouns[a.noun][1])
		}
	case argPrisoners:
		return Prisoners{a.n & prisonerMask, a.n >> 20 & prisonerMask, a.n >> 40 & prisonerMask}.Phrase()
	case argWhy:
		var c CellNeeds
		n := Need(uint8(a.n))
		x, y := int16(uint16(a.n>>8)), int16(uint16(a.n>>24))
		switch n {
		case Secure:
			c.Tally[Security], c.Tally[Contraband] = x, y
		case Comfortable:
			c.Tally[Comfort], c.Tally[Discontent] = x, y
		default:
			c.Tally[Hygiene] = x
		}
		return c.Why(n)
	}
	return a.n
}
