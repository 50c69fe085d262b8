package cmd

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion"
)

// hintWording words, for each kind of entry a refusal suggests instead
// (companion.Hint), the command a player types. TestHintCommandsParse holds
// every kind to a wording that parses against the command tree.
var hintWording = map[companion.HintKind]func(h companion.Hint) string{
	companion.HintStatus:     func(companion.Hint) string { return "lockup status" },
	companion.HintUndo:       func(companion.Hint) string { return "lockup undo" },
	companion.HintNext:       func(companion.Hint) string { return "lockup next" },
	companion.HintPlay:       func(companion.Hint) string { return "lockup play" },
	companion.HintGuardsTurn: func(companion.Hint) string { return "lockup guards turn" },
	companion.HintPass:       func(h companion.Hint) string { return "lockup pass " + hintCrew(h) },
	companion.HintPassLegend: func(companion.Hint) string { return "lockup pass --legend TOKEN" },
	companion.HintLanternStay: func(h companion.Hint) string {
		return fmt.Sprintf("lockup lantern %s --stay", hintCrew(h))
	},
	companion.HintLanternSpace: func(h companion.Hint) string { return "lockup lantern " + hintCrew(h) + " SPACE" },
	companion.HintTomePlay: func(h companion.Hint) string {
		return fmt.Sprintf("lockup tome play %s %q", hintCrew(h), h.Name)
	},
	companion.HintSoloAudit:  func(companion.Hint) string { return "lockup solo audit" },
	companion.HintLegendCard: func(companion.Hint) string { return "lockup legend card NAME" },
}

// hintCrew is the crew a hint names, or the stand-in CREW.
func hintCrew(h companion.Hint) string {
	if h.Crew == "" {
		return "CREW"
	}
	return h.Crew
}

// hintCommand words a hint as a command line ("" for a kind without one).
func hintCommand(h companion.Hint) string {
	if f, ok := hintWording[h.Kind]; ok {
		return f(h)
	}
	return ""
}
