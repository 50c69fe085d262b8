package companion

import "strings"

// HintKind is a kind of entry a refusal suggests instead of the one it
// refuses: the domain says what would be accepted; the command line words
// it as the command a player types (CommandWording.Hint), so that no
// "lockup ..." line is written below cmd.
type HintKind int

// The kinds of entry a refusal suggests.
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
	// HintPass: the crew passes (Crew).
	HintPass
	// HintPassLegend: a crew passes, naming the token for the legend card.
	HintPassLegend
	// HintLanternStay: the crew's lantern stays where it is (Crew).
	HintLanternStay
	// HintLanternSpace: the crew's lantern moves to a space (Crew; a
	// stand-in for any crew when empty).
	HintLanternSpace
	// HintTomePlay: the crew plays a tome (Crew, Name the tome).
	HintTomePlay
	// HintSoloAudit: check a solitary game's cards against the app's decks.
	HintSoloAudit
	// HintLegendCard: name the legend card turned up at the table.
	HintLegendCard

	hintKinds // the number of kinds; not a kind
)

var hintNames = [...]string{"none", "status", "undo", "next", "play", "guards turn", "pass", "pass legend",
	"lantern stay", "lantern space", "tome play", "solo audit", "legend card"}

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

// Hint is an entry a refusal suggests: its kind and what it names.
type Hint struct {
	Kind HintKind
	// Crew is the crew the entry is for, if any.
	Crew string
	// Name is a card's name the entry names, if any.
	Name string
}

// String words the hint as the command a player types, by the
// CommandWording registered; without one, its kind and data.
func (h Hint) String() string {
	if wording.Hint != nil {
		return wording.Hint(h)
	}
	return strings.TrimSpace(strings.Join([]string{h.Kind.String(), h.Crew, h.Name}, " "))
}

// hint is the command of a hint of kind k for crew (and card name).
func hint(k HintKind, crewAndName ...string) string {
	h := Hint{Kind: k}
	if len(crewAndName) > 0 {
		h.Crew = crewAndName[0]
	}
	if len(crewAndName) > 1 {
		h.Name = crewAndName[1]
	}
	return h.String()
}
