package cmdutil

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion"
)

// The commands and flags companion's messages name by what they do
// (companion.Hint, companion.Flag) are worded here, as a player types
// them, and registered at once, so that every message of the program and
// of the tests of the packages below cmd reads the same; package cmd
// registers the commands that answer an expectation beside them
// (expect_commands.go).
func init() {
	companion.SetCommandWording(companion.CommandWording{Hint: HintCommand, Flag: FlagWord})
}

// flagWords are the flags, as a player types them, that carry each choice
// companion names by its meaning (companion.Flag) in a message: the
// command line's spelling of them, registered with the commands'
// wording (companion.CommandWording.Flag).
var flagWords = map[companion.Flag]string{
	companion.FlagChange:     "--change",
	companion.FlagGet:        "--get",
	companion.FlagGive:       "--give",
	companion.FlagPay:        "--pay",
	companion.FlagSpend:      "--spend",
	companion.FlagNone:       "--none",
	companion.FlagImprove:    "--improve",
	companion.FlagDecline:    "--decline",
	companion.FlagCard:       "--card",
	companion.FlagPlaced:     "--placed",
	companion.FlagDrawn:      "--drawn",
	companion.FlagReveal:     "--reveal",
	companion.FlagFaceDown:   "--face-down",
	companion.FlagStay:       "--stay",
	companion.FlagLoot:       "--loot",
	companion.FlagStar:       "--star",
	companion.FlagDeckEmpty:  "--deck-empty",
	companion.FlagKeep:       "--keep",
	companion.FlagGoal:       "--goal",
	companion.FlagDisplay:    "--display",
	companion.FlagGoon:       "--goon",
	companion.FlagSet:        "--set",
	companion.FlagCrew:       "--crew",
	companion.FlagSolo:       "--solo",
	companion.FlagDifficulty: "--difficulty",
	companion.FlagEdition:    "--edition",
	companion.FlagFirst:      "--first",
	companion.FlagDecks:      "--decks",
	companion.FlagBreakout:   "--breakout",
	companion.FlagAdvanced:   "--advanced",
	companion.FlagLegend:     "--legend",
	companion.FlagTextAllows: "--text-allows",
}

// FlagWord is the flag a player types for a choice companion names by its
// meaning ("--keep" for the goon a crew keeps); "" for one it does not
// word.
func FlagWord(f companion.Flag) string { return flagWords[f] }

// hintWording words, for each kind of entry a message suggests
// (companion.Hint: a refusal's entry instead, an example of what to type),
// the command a player types. TestHintCommandsParse in package cmd holds
// every kind to a wording that parses against the command tree.
var hintWording = map[companion.HintKind]func(h companion.Hint) string{
	companion.HintStatus:     func(companion.Hint) string { return "lockup status" },
	companion.HintUndo:       func(companion.Hint) string { return "lockup undo" },
	companion.HintNext:       func(companion.Hint) string { return "lockup next" },
	companion.HintPlay:       func(companion.Hint) string { return "lockup play" },
	companion.HintGuardsTurn: func(companion.Hint) string { return "lockup guards turn" },
	companion.HintPass:       func(h companion.Hint) string { return withWords("lockup pass", h.Crew) },
	companion.HintPassLegend: func(companion.Hint) string { return "lockup pass --legend TOKEN" },
	companion.HintLanternStay: func(h companion.Hint) string {
		return fmt.Sprintf("lockup lantern %s --stay", hintCrew(h))
	},
	companion.HintLanternSpace: func(h companion.Hint) string {
		if h.Example {
			return "lockup lantern " + hintCrew(h) + " 3"
		}
		return "lockup lantern " + hintCrew(h) + " SPACE"
	},
	companion.HintTomePlay:   func(h companion.Hint) string { return tomeCommand("play", h) },
	companion.HintSoloAudit:  func(companion.Hint) string { return "lockup solo audit" },
	companion.HintLegendCard: func(companion.Hint) string { return "lockup legend card NAME" },
	companion.HintAssign: func(h companion.Hint) string {
		if h.Example {
			return withWords("lockup assign", h.Crew, "smithy enforcer 3")
		}
		return withWords("lockup assign", h.Crew)
	},
	companion.HintDiscard: func(h companion.Hint) string {
		if h.Example {
			return fmt.Sprintf("lockup discard %s scrap=1", hintCrew(h))
		}
		return fmt.Sprintf("lockup discard %s RESOURCE=N", hintCrew(h))
	},
	companion.HintDrawItem: func(companion.Hint) string { return "lockup draw item CARD" },
	companion.HintDrawGoon: func(h companion.Hint) string {
		switch {
		case len(h.Args) > 0:
			return withWords("lockup draw goon", h.Args...)
		case h.Example:
			return "lockup draw goon sewers Grub"
		}
		return "lockup draw goon LOCATION CARD"
	},
	companion.HintTunnel:        func(companion.Hint) string { return "lockup tunnel LOCATION single|double" },
	companion.HintLegendResolve: func(companion.Hint) string { return "lockup legend resolve" },
	companion.HintTomeDraw:      func(h companion.Hint) string { return tomeCommand("draw", h) },
	companion.HintTomeKeep:      func(h companion.Hint) string { return tomeCommand("keep", h) },
	companion.HintNew:           func(companion.Hint) string { return "lockup new" },
	companion.HintCardsGuards: func(h companion.Hint) string {
		return fmt.Sprintf("lockup cards guards %s STRENGTH...", hintColour(h))
	},
	companion.HintCardsGuardsBreakout: func(h companion.Hint) string {
		return fmt.Sprintf("lockup cards guards %s --breakout STRENGTH", hintColour(h))
	},
	companion.HintCardsLocationCard: func(companion.Hint) string { return "lockup cards location-card SHOWS" },
	companion.HintCardsEdit: func(h companion.Hint) string {
		line := "lockup cards edit NAME"
		if h.Name != "" {
			line = fmt.Sprintf("lockup cards edit %q", h.Name)
		}
		if len(h.Args) > 0 {
			line += " --kind " + h.Args[0]
		}
		for _, v := range h.Args[min(1, len(h.Args)):] {
			line += " --set " + v
		}
		return line
	},
}

// commandName is the name of the command a line types, without lockup
// and the words after it: "tome play" of "lockup tome play CARD", "pass"
// of "lockup pass --legend TOKEN".
func commandName(line string) string {
	var name []string
	for _, w := range strings.Fields(strings.TrimPrefix(line, "lockup ")) {
		if strings.HasPrefix(w, "-") || strings.Trim(w, "abcdefghijklmnopqrstuvwxyz-") != "" {
			break
		}
		name = append(name, w)
	}
	return strings.Join(name, " ")
}

// tomeCommand words lockup tome draw|keep|play with the crew and the tome
// a hint names (either left out when empty; the stand-in CARD for no
// tome).
func tomeCommand(action string, h companion.Hint) string {
	card := "CARD"
	if h.Name != "" {
		card = fmt.Sprintf("%q", h.Name)
	}
	return withWords("lockup tome "+action, h.Crew, card)
}

// withWords is a command line followed by the words given, empty ones
// left out.
func withWords(line string, words ...string) string {
	for _, w := range words {
		if w != "" {
			line += " " + w
		}
	}
	return line
}

// hintColour is the guard card colour a hint names, or the stand-in
// COLOUR.
func hintColour(h companion.Hint) string {
	if h.Name == "" {
		return "COLOUR"
	}
	return h.Name
}

// hintCrew is the crew a hint names, or the stand-in CREW.
func hintCrew(h companion.Hint) string {
	if h.Crew == "" {
		return "CREW"
	}
	return h.Crew
}

// HintCommand words a hint as a command line ("" for a kind without one),
// or, for a hint asking for the verb, the command's name alone ("next").
func HintCommand(h companion.Hint) string {
	f, ok := hintWording[h.Kind]
	if !ok {
		return ""
	}
	if h.Verb {
		return commandName(f(companion.Hint{Kind: h.Kind}))
	}
	return f(h)
}
