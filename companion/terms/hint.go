package terms

import "strings"

// HintKind is a kind of entry a message suggests: a refusal's entry
// instead of the one it refuses, the entry words missing would make, a
// catalog entry the tracker lacks. The domain says what would be
// accepted; the command line words it as the command a player types
// (CommandWording.Hint), so that no "lockup ..." line is written below
// cmd (TestMessagesNameNoCommand).
type HintKind int

// The kinds of entry a message suggests.
const (
	NoHint HintKind = iota
	// HintStatus: look at the game's state (and its final scoring).
	HintStatus
	// HintUndo: take back the last entry.
	HintUndo
	// HintNext: let the tracker make the entry the app's decks decide.
	HintNext
	// HintPlay: play the game question by question.
	HintPlay
	// HintGuardsTurn: a guard turn of a solitary game.
	HintGuardsTurn
	// HintPass: the crew passes (Crew; the command alone when empty).
	HintPass
	// HintPassLegend: a crew passes, naming the token for the legend card.
	HintPassLegend
	// HintLanternStay: the crew's lantern stays where it is (Crew).
	HintLanternStay
	// HintLanternSpace: the crew's lantern moves to a space (Crew; a
	// stand-in for any crew when empty; Example: a space named).
	HintLanternSpace
	// HintTomePlay: the crew plays a tome (Crew, Name the tome; either
	// left out when empty).
	HintTomePlay
	// HintSoloAudit: check a solitary game's cards against the app's decks.
	HintSoloAudit
	// HintLegendCard: name the legend card turned up at the table.
	HintLegendCard
	// HintAssign: a crew's Roll Call turn (Crew, left out when empty;
	// Example: a location and tokens named).
	HintAssign
	// HintDiscard: a crew discards cubes over its storage (Crew; Example:
	// the cubes named).
	HintDiscard
	// HintDrawItem: the item card drawn for the display.
	HintDrawItem
	// HintDrawGoon: the goon card drawn for a goon space (Args: the
	// space's slug and the card, as typed; Example: stand-ins named).
	HintDrawGoon
	// HintTunnel: the tunnel marker turned up at a location (Breakout).
	HintTunnel
	// HintLegendResolve: the legend card resolved (Breakout).
	HintLegendResolve
	// HintTomeDraw: the tome card a crew draws (Crew, Name the tome;
	// either left out when empty).
	HintTomeDraw
	// HintTomeKeep: the tome card a crew keeps of two (Crew, Name).
	HintTomeKeep
	// HintNew: a new game.
	HintNew
	// HintCardsGuards: the guard cards of a colour typed into the card
	// catalog (Name the colour).
	HintCardsGuards
	// HintCardsGuardsBreakout: Breakout's guard card of a colour typed
	// into the card catalog (Name the colour).
	HintCardsGuardsBreakout
	// HintCardsLocationCard: the face of Breakout's solo location card
	// typed into the card catalog.
	HintCardsLocationCard
	// HintCardsEdit: a card typed into the card catalog (Name the card, a
	// stand-in when empty; Args: the kind of card, then each printed value
	// to type, FIELD=VALUE).
	HintCardsEdit
	// HintCardsImport: a file of cards imported into the card catalog.
	HintCardsImport
	// HintUse: choose the current game by its name.
	HintUse
	// HintGames: list the games tracked.
	HintGames
	// HintVerify: check a game file's lines against their hashes.
	HintVerify
	// HintHistory: list the plays of the history.
	HintHistory
	// HintScore: score a board-state file.
	HintScore
	// HintPAScore: score a Prison Architect board-state file.
	HintPAScore
	// HintPATiles: list the Prison Architect tiles.
	HintPATiles
	// HintPACards: list the Prison Architect cards.
	HintPACards
	// HintRules: the index of the rules reference's topics.
	HintRules

	hintKinds // the number of kinds; not a kind
)

var hintNames = [...]string{"none", "status", "undo", "next", "play", "guards turn", "pass", "pass legend",
	"lantern stay", "lantern space", "tome play", "solo audit", "legend card", "assign", "discard", "draw item",
	"draw goon", "tunnel", "legend resolve", "tome draw", "tome keep", "new", "cards guards",
	"cards guards breakout", "cards location card", "cards edit", "cards import", "use", "games", "verify",
	"history", "score", "pa score", "pa tiles", "pa cards", "rules"}

// Every kind has its name (the lengths must match for this to compile).
var _ [hintKinds]struct{} = [len(hintNames)]struct{}{}

// String names the kind.
func (k HintKind) String() string {
	if k < 0 || k >= hintKinds {
		return "hint?"
	}
	return hintNames[k]
}

// HintKinds returns every kind of hint, NoHint left out, so that the
// command line can check it words each one.
func HintKinds() []HintKind {
	out := make([]HintKind, 0, hintKinds-1)
	for k := NoHint + 1; k < hintKinds; k++ {
		out = append(out, k)
	}
	return out
}

// Hint is an entry a message suggests: its kind and what it names.
type Hint struct {
	Kind HintKind
	// Crew is the crew the entry is for, if any.
	Crew string
	// Name is a card's name the entry names, if any (or a colour, a
	// kind says which).
	Name string
	// Args are further words the entry names, as typed, if any.
	Args []string
	// Example asks for the command with example values a player might
	// type where no values are given.
	Example bool
	// Verb asks for the command's name alone, as a player speaks of it
	// ("next"), not the line typed.
	Verb bool
	// Bare asks for the command as typed without its arguments and flags
	// ("lockup pa score" of "lockup pa score FILE"), as a message names
	// the command itself rather than a line to type.
	Bare bool
}

// String words the hint as the command a player types, by the
// CommandWording registered; without one, its kind and data.
func (h Hint) String() string {
	if wording.Hint != nil {
		return wording.Hint(h)
	}
	words := []string{h.Kind.String()}
	for _, w := range append([]string{h.Crew, h.Name}, h.Args...) {
		if w != "" {
			words = append(words, w)
		}
	}
	return strings.Join(words, " ")
}
