package scoring

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// NoteKind is what a note explains: a ruling for an ambiguous passage, or a
// rule a player might miss.
type NoteKind uint8

// The kinds of note, in the order Score may give them.
const (
	// NoNote: nothing to explain.
	NoNote NoteKind = iota
	// NoteRaidZero: in the final raid a crew with no suspicion lost nothing
	// where it would have ranked (ruling raid-zero).
	NoteRaidZero
	// NoteWild: what a crew's wild valuables counted as (ruling
	// bo-wild-choice).
	NoteWild
	// NoteGuardsWild: what the guards' wild valuables counted as (ruling
	// bo-solo-wild).
	NoteGuardsWild
	// NoteGoalZero: a count of 0 scored nothing for the end game goal
	// (ruling goal-zero).
	NoteGoalZero
	// NoteRaidFloor: the final raid took a crew's track to 0 and no lower.
	NoteRaidFloor
	// NoteGolemSplit: how a crew's Golems count as Dwarves and Ratmen (ruling
	// golem-choice).
	NoteGolemSplit
	// NoteGolemsIdle: a crew's Golems count for nothing, with no Dwarf or
	// Ratman to join (ruling golem-choice).
	NoteGolemsIdle
	// NoteScoreFloor: a crew's goons would take its track below 0 (ruling
	// score-floor).
	NoteScoreFloor
	// NoteLanternEscaped: a crew's lantern escaped during the game and scores
	// nothing now (ruling lantern-escape).
	NoteLanternEscaped
	// NoteGuardsGoldOnly: the guards' scrap, potions and iron score nothing.
	NoteGuardsGoldOnly
	// NoteSoloTieItems: a solitary tie goes to the guards though the crew
	// has more items (ruling solo-tie-break).
	NoteSoloTieItems
	// NoteSoloTie: a solitary tie goes to the guards.
	NoteSoloTie
	// NoteTieBrokenByItems: crews tied on reputation and one had the most
	// items.
	NoteTieBrokenByItems
	// NoteSharedVictory: crews tied on reputation and items.
	NoteSharedVictory
)

// noteKinds names each kind and the ruling it cites ("" for a rule).
var noteKinds = [...]struct{ name, ruling string }{
	NoNote:               {"no note", ""},
	NoteRaidZero:         {"raid zero", rules.RulingRaidZero},
	NoteWild:             {"wild", rules.RulingBOWildChoice},
	NoteGuardsWild:       {"guards wild", rules.RulingBOSoloWild},
	NoteGoalZero:         {"goal zero", rules.RulingGoalZero},
	NoteRaidFloor:        {"raid floor", ""},
	NoteGolemSplit:       {"golem split", rules.RulingGolemChoice},
	NoteGolemsIdle:       {"golems idle", rules.RulingGolemChoice},
	NoteScoreFloor:       {"score floor", rules.RulingScoreFloor},
	NoteLanternEscaped:   {"lantern escaped", rules.RulingLanternEscape},
	NoteGuardsGoldOnly:   {"guards gold only", ""},
	NoteSoloTieItems:     {"solo tie items", rules.RulingSoloTieBreak},
	NoteSoloTie:          {"solo tie", ""},
	NoteTieBrokenByItems: {"tie broken by items", ""},
	NoteSharedVictory:    {"shared victory", ""},
}

// String returns the kind's name in words ("raid floor").
func (k NoteKind) String() string {
	if int(k) >= len(noteKinds) {
		return fmt.Sprintf("NoteKind(%d)", int(k))
	}
	return noteKinds[k].name
}

// Ruling returns the ID in docs/rulings.md of the ruling the kind cites, or
// "" for a rule.
func (k NoteKind) Ruling() string {
	if int(k) >= len(noteKinds) {
		return ""
	}
	return noteKinds[k].ruling
}

// Note explains something that changed a number, in words.
type Note struct {
	Kind NoteKind
	// Text says what happened, naming the crews.
	Text string
}

// Ruling returns the ID in docs/rulings.md of the ruling the note cites, or
// "" for a rule a player might miss.
func (n Note) Ruling() string { return n.Kind.Ruling() }

// note is a Note as Score keeps it: a kind, the seats it names and the
// numbers its words need.
type note struct {
	kind NoteKind
	// seat is the crew named (NoteRaidFloor, NoteWild, NoteGuardsWild,
	// NoteGolemSplit, NoteGolemsIdle, NoteScoreFloor, NoteLanternEscaped,
	// NoteSoloTieItems), or the winner (NoteTieBrokenByItems).
	seat uint8
	// seats are the crews tied (NoteTieBrokenByItems) or sharing the
	// victory (NoteSharedVictory).
	seats Seats
	// a and b are, by kind: the reason (a wildWhy) and what the end game
	// goal counts (a rules.Countable) (NoteWild, NoteGuardsWild); the loss
	// (NoteRaidFloor); the Golems as Dwarves
	// and as Ratmen (NoteGolemSplit); the Golems (NoteGolemsIdle); what the
	// goons would score and what they change (NoteScoreFloor); the
	// reputation and the items tied on (NoteTieBrokenByItems,
	// NoteSharedVictory).
	a, b int32
}

// maxNotes bounds the notes of one scoring: the raid, the end game goal and
// the winners once each, and per seat at most the raid floor, the wild
// valuables, the Golems, the score floor, the lantern and the guards'
// resources.
const maxNotes = 3 + 6*MaxSeats

// notes is the notes of one scoring, in the order they applied.
type notes struct {
	list [maxNotes]note
	n    int
}

// add appends a note.
func (ns *notes) add(n note) {
	ns.list[ns.n] = n
	ns.n++
}

// text writes the note's words, naming its crews from their results in
// seating order.
func (n note) text(crews []CrewScore) string {
	var name string
	if int(n.seat) < len(crews) {
		name = crews[n.seat].Name
	}
	switch n.kind {
	case NoteRaidZero:
		return "Final raid: a crew with no suspicion cubes loses no reputation, even where it would rank second most or tie for most."
	case NoteWild, NoteGuardsWild:
		return wildText(n, crews)
	case NoteGoalZero:
		return "End game goal: a count of 0 never scores."
	case NoteRaidFloor:
		return fmt.Sprintf("Final raid: %s would lose %d but stops at 0 on the reputation track.", name, n.a)
	case NoteGolemSplit:
		var parts []string
		if n.a > 0 {
			parts = append(parts, fmt.Sprintf("%d as Dwarves", n.a))
		}
		if n.b > 0 {
			parts = append(parts, fmt.Sprintf("%d as Ratmen", n.b))
		}
		return fmt.Sprintf("%s: Golems count %s, the split that scores the most.", name, strings.Join(parts, " and "))
	case NoteGolemsIdle:
		return fmt.Sprintf("%s: %d Golem(s) count for nothing: a Golem counts only as a Dwarf or a Ratman, and only when its owner has one.", name, n.a)
	case NoteScoreFloor:
		return fmt.Sprintf("%s: goons would score %d, but the reputation track stops at 0, so they change it by %d.", name, n.a, n.b)
	case NoteLanternEscaped:
		return fmt.Sprintf("%s's lantern escaped during the game: those stars are already on the track, so the lantern scores nothing now.", name)
	case NoteGuardsGoldOnly:
		return "The guards score only their gold (2 each); their scrap, potions and iron score nothing."
	case NoteSoloTieItems:
		return fmt.Sprintf("A tie with the guards goes to the guards, even though %s has more items.", name)
	case NoteSoloTie:
		return "A tie with the guards goes to the guards."
	case NoteTieBrokenByItems:
		return fmt.Sprintf("%s tie at %d reputation; %s wins with the most items (%d).", strings.Join(names(crews, n.seats), ", "), n.a, name, n.b)
	case NoteSharedVictory:
		return fmt.Sprintf("%s tie at %d reputation and %d items: a shared victory.", strings.Join(names(crews, n.seats), ", "), n.a, n.b)
	}
	return ""
}

// wildText writes a NoteWild or NoteGuardsWild: what the side's wild
// valuables counted as, and why.
func wildText(n note, crews []CrewScore) string {
	if int(n.seat) >= len(crews) {
		return ""
	}
	c := &crews[n.seat]
	w := c.Wild.Total()
	subject, verb, noKind := fmt.Sprintf("%d wild valuables", w), "count", "valuables of no kind in particular"
	if w == 1 {
		subject, verb, noKind = "1 wild valuable", "counts", "a valuable of no kind in particular"
	}
	if n.kind == NoteGuardsWild {
		subject = "The guards' " + subject
	} else {
		subject = c.Name + ": " + subject
	}
	as := rules.CountsText([]int{c.Wild.Shields, c.Wild.Gems, c.Wild.Magic}, ValuableWords[:3])
	what := rules.Countable(n.b)
	switch wildWhy(n.a) {
	case wildBest:
		return fmt.Sprintf("%s %s as %s, the choice that scores the most (the end game goal counts %s).", subject, verb, as, what)
	case wildSame:
		if n.kind == NoteGuardsWild {
			return fmt.Sprintf("%s %s as %s, the kind the end game goal counts.", subject, verb, what)
		}
		return fmt.Sprintf("%s %s as %s, what the end game goal counts; any kind would score the same.", subject, verb, as)
	case wildEvery:
		return fmt.Sprintf("%s %s toward the end game goal, which counts every valuable, whatever its kind.", subject, verb)
	case wildNoKind:
		return fmt.Sprintf("%s %s as %s: no score depends on the kind (Demons count every valuable).", subject, verb, noKind)
	case wildGiven:
		return fmt.Sprintf("%s %s as %s: the end game goal's counts are taken as given, with wild valuables counted as the players chose.", subject, verb, noKind)
	}
	return ""
}

// textIn writes the note's words in a language from the message catalog
// (companion/terms, keys "note.score.*"), naming its crews from their
// results in seating order. In English it says what text says, word for
// word (TestNoteCatalogEnglish); text stays English's own path, which
// builds no catalog.
func (n note) textIn(l terms.Lang, crews []CrewScore) string {
	var name string
	if int(n.seat) < len(crews) {
		name = crewIn(l, crews[n.seat].Name)
	}
	switch n.kind {
	case NoteRaidZero:
		return l.Sprintf("note.score.raid-zero")
	case NoteWild, NoteGuardsWild:
		return wildTextIn(l, n, crews)
	case NoteGoalZero:
		return l.Sprintf("note.score.goal-zero")
	case NoteRaidFloor:
		return l.Sprintf("note.score.raid-floor", name, n.a)
	case NoteGolemSplit:
		var parts []string
		if n.a > 0 {
			parts = append(parts, l.Sprintf("note.score.golems-dwarves", n.a))
		}
		if n.b > 0 {
			parts = append(parts, l.Sprintf("note.score.golems-ratmen", n.b))
		}
		return l.Sprintf("note.score.golem-split", name, strings.Join(parts, l.Sprintf("note.score.and")))
	case NoteGolemsIdle:
		return l.Sprintf("note.score.golems-idle", name, n.a)
	case NoteScoreFloor:
		return l.Sprintf("note.score.score-floor", name, n.a, n.b)
	case NoteLanternEscaped:
		return l.Sprintf("note.score.lantern-escaped", name)
	case NoteGuardsGoldOnly:
		return l.Sprintf("note.score.guards-gold-only")
	case NoteSoloTieItems:
		return l.Sprintf("note.score.solo-tie-items", name)
	case NoteSoloTie:
		return l.Sprintf("note.score.solo-tie")
	case NoteTieBrokenByItems:
		return l.Sprintf("note.score.tie-items", namesIn(l, crews, n.seats), n.a, name, n.b)
	case NoteSharedVictory:
		return l.Sprintf("note.score.shared-victory", namesIn(l, crews, n.seats), n.a, n.b)
	}
	return ""
}

// crewIn names a side in a language: a crew by its name, the guards by the
// glossary's word ("los guardias", "警卫"); in English as Score names them.
func crewIn(l terms.Lang, name string) string {
	if l != terms.En && name == rules.Guards {
		return l.Word("guards")
	}
	return name
}

// namesIn lists the names of a set of seats in seating order, in a
// language's list.
func namesIn(l terms.Lang, crews []CrewScore, s Seats) string {
	list := names(crews, s)
	for i := range list {
		list[i] = crewIn(l, list[i])
	}
	return rules.ListIn(l, list)
}

// valuableKeys are the catalog's keys of a count of each kind of valuable
// (shields, gems, magic): one, and more than one.
var valuableKeys = [3][2]string{
	{"note.score.shield-one", "note.score.shields"},
	{"note.score.gem-one", "note.score.gems"},
	{"note.score.magic-one", "note.score.magic"},
}

// wildTextIn writes a NoteWild or NoteGuardsWild in a language.
func wildTextIn(l terms.Lang, n note, crews []CrewScore) string {
	if int(n.seat) >= len(crews) {
		return ""
	}
	c := &crews[n.seat]
	w := c.Wild.Total()
	subject, form := l.Sprintf("note.score.wild-many", w), "-many"
	if w == 1 {
		subject, form = l.Sprintf("note.score.wild-one"), "-one"
	}
	if n.kind == NoteGuardsWild {
		subject = l.Sprintf("note.score.wild-guards", subject)
	} else {
		subject = l.Sprintf("note.score.wild-crew", crewIn(l, c.Name), subject)
	}
	var parts []string
	for i, k := range []int{c.Wild.Shields, c.Wild.Gems, c.Wild.Magic} {
		switch {
		case k == 1:
			parts = append(parts, l.Sprintf(valuableKeys[i][0]))
		case k != 0:
			parts = append(parts, l.Sprintf(valuableKeys[i][1], k))
		}
	}
	as := rules.ListIn(l, parts)
	if len(parts) == 0 {
		as = l.Sprintf("list.none")
	}
	what := rules.Countable(n.b).String()
	if l != terms.En {
		what = l.Word(what)
	}
	switch wildWhy(n.a) {
	case wildBest:
		return l.Sprintf("note.score.wild-best"+form, subject, as, what)
	case wildSame:
		if n.kind == NoteGuardsWild {
			return l.Sprintf("note.score.wild-guards-same"+form, subject, what)
		}
		return l.Sprintf("note.score.wild-same"+form, subject, as)
	case wildEvery:
		return l.Sprintf("note.score.wild-every"+form, subject)
	case wildNoKind:
		return l.Sprintf("note.score.wild-no-kind"+form, subject)
	case wildGiven:
		return l.Sprintf("note.score.wild-given"+form, subject)
	}
	return ""
}
