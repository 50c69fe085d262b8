package cmdutil

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/terms"
)

// The commands and flags the messages below cmd name by what they do
// (terms.Hint, terms.Flag) are worded here, as a player types them, and
// registered at once, so that every message of the program and
// of the tests of the packages below cmd reads the same; package cmd
// registers the commands that answer an expectation beside them
// (expect_commands.go).
func init() {
	terms.SetCommandWording(terms.CommandWording{Hint: HintCommand, Flag: FlagWord})
}

// flagWords are the flags, as a player types them, that carry each choice
// a message below cmd names by its meaning (terms.Flag): the command
// line's spelling of them, registered with the commands' wording
// (terms.CommandWording.Flag).
var flagWords = map[terms.Flag]string{
	terms.FlagChange:     "--change",
	terms.FlagGet:        "--get",
	terms.FlagGive:       "--give",
	terms.FlagPay:        "--pay",
	terms.FlagSpend:      "--spend",
	terms.FlagNone:       "--none",
	terms.FlagImprove:    "--improve",
	terms.FlagDecline:    "--decline",
	terms.FlagCard:       "--card",
	terms.FlagPlaced:     "--placed",
	terms.FlagDrawn:      "--drawn",
	terms.FlagReveal:     "--reveal",
	terms.FlagFaceDown:   "--face-down",
	terms.FlagStay:       "--stay",
	terms.FlagLoot:       "--loot",
	terms.FlagStar:       "--star",
	terms.FlagDeckEmpty:  "--deck-empty",
	terms.FlagKeep:       "--keep",
	terms.FlagGoal:       "--goal",
	terms.FlagDisplay:    "--display",
	terms.FlagGoon:       "--goon",
	terms.FlagSet:        "--set",
	terms.FlagCrew:       "--crew",
	terms.FlagSolo:       "--solo",
	terms.FlagDifficulty: "--difficulty",
	terms.FlagEdition:    "--edition",
	terms.FlagFirst:      "--first",
	terms.FlagDecks:      "--decks",
	terms.FlagBreakout:   "--breakout",
	terms.FlagAdvanced:   "--advanced",
	terms.FlagLegend:     "--legend",
	terms.FlagTextAllows: "--text-allows",
	terms.FlagGame:       "--game",
	terms.FlagAccept:     "--accept",
	terms.FlagReplace:    "--replace",
	terms.FlagSpecial:    "--special",
	terms.FlagLang:       "--lang",
}

// FlagWord is the flag a player types for a choice companion names by its
// meaning ("--keep" for the goon a crew keeps); "" for one it does not
// word.
func FlagWord(f terms.Flag) string { return flagWords[f] }

// hintWording words, for each kind of entry a message suggests
// (terms.Hint: a refusal's entry instead, an example of what to type),
// the command a player types. TestHintCommandsParse in package cmd holds
// every kind to a wording that parses against the command tree.
var hintWording = map[terms.HintKind]func(h terms.Hint) string{
	terms.HintStatus:     func(terms.Hint) string { return "lockup status" },
	terms.HintUndo:       func(terms.Hint) string { return "lockup undo" },
	terms.HintNext:       func(terms.Hint) string { return "lockup next" },
	terms.HintPlay:       func(terms.Hint) string { return "lockup play" },
	terms.HintGuardsTurn: func(terms.Hint) string { return "lockup guards turn" },
	terms.HintPass:       func(h terms.Hint) string { return withWords("lockup pass", h.Crew) },
	terms.HintPassLegend: func(terms.Hint) string { return "lockup pass --legend TOKEN" },
	terms.HintLanternStay: func(h terms.Hint) string {
		return fmt.Sprintf("lockup lantern %s --stay", hintCrew(h))
	},
	terms.HintLanternSpace: func(h terms.Hint) string {
		if h.Example {
			return "lockup lantern " + hintCrew(h) + " 3"
		}
		return "lockup lantern " + hintCrew(h) + " SPACE"
	},
	terms.HintTomePlay:   func(h terms.Hint) string { return tomeCommand("play", h) },
	terms.HintSoloAudit:  func(terms.Hint) string { return "lockup solo audit" },
	terms.HintLegendCard: func(terms.Hint) string { return "lockup legend card NAME" },
	terms.HintAssign: func(h terms.Hint) string {
		if h.Example {
			return withWords("lockup assign", h.Crew, "smithy enforcer 3")
		}
		return withWords("lockup assign", h.Crew)
	},
	terms.HintDiscard: func(h terms.Hint) string {
		if h.Example {
			return fmt.Sprintf("lockup discard %s scrap=1", hintCrew(h))
		}
		return fmt.Sprintf("lockup discard %s RESOURCE=N", hintCrew(h))
	},
	terms.HintDrawItem: func(terms.Hint) string { return "lockup draw item CARD" },
	terms.HintDrawGoon: func(h terms.Hint) string {
		switch {
		case len(h.Args) > 0:
			return withWords("lockup draw goon", h.Args...)
		case h.Example:
			return "lockup draw goon sewers Grub"
		}
		return "lockup draw goon LOCATION CARD"
	},
	terms.HintTunnel:        func(terms.Hint) string { return "lockup tunnel LOCATION single|double" },
	terms.HintLegendResolve: func(terms.Hint) string { return "lockup legend resolve" },
	terms.HintTomeDraw:      func(h terms.Hint) string { return tomeCommand("draw", h) },
	terms.HintTomeKeep:      func(h terms.Hint) string { return tomeCommand("keep", h) },
	terms.HintNew:           func(terms.Hint) string { return "lockup new" },
	terms.HintCardsGuards: func(h terms.Hint) string {
		return fmt.Sprintf("lockup cards guards %s STRENGTH...", hintColour(h))
	},
	terms.HintCardsGuardsBreakout: func(h terms.Hint) string {
		return fmt.Sprintf("lockup cards guards %s --breakout STRENGTH", hintColour(h))
	},
	terms.HintCardsLocationCard: func(terms.Hint) string { return "lockup cards location-card SHOWS" },
	terms.HintCardsEdit: func(h terms.Hint) string {
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
	terms.HintCardsImport: func(terms.Hint) string { return "lockup cards import FILE" },
	terms.HintUse:         func(terms.Hint) string { return "lockup use NAME" },
	terms.HintGames:       func(terms.Hint) string { return "lockup games" },
	terms.HintVerify:      func(terms.Hint) string { return "lockup verify" },
	terms.HintHistory:     func(terms.Hint) string { return "lockup history" },
	terms.HintScore:       func(terms.Hint) string { return "lockup score FILE" },
	terms.HintPAScore:     func(terms.Hint) string { return "lockup pa score FILE" },
	terms.HintPATiles:     func(terms.Hint) string { return "lockup pa tiles" },
	terms.HintPACards:     func(terms.Hint) string { return "lockup pa cards" },
	terms.HintRules:       func(terms.Hint) string { return "lockup rules" },
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
func tomeCommand(action string, h terms.Hint) string {
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
func hintColour(h terms.Hint) string {
	if h.Name == "" {
		return "COLOUR"
	}
	return h.Name
}

// hintCrew is the crew a hint names, or the stand-in CREW.
func hintCrew(h terms.Hint) string {
	if h.Crew == "" {
		return "CREW"
	}
	return h.Crew
}

// HintCommand words a hint as a command line ("" for a kind without one),
// or, for a hint asking for the verb, the command's name alone ("next"),
// or, for a bare one, the command typed without its arguments ("lockup pa
// score").
func HintCommand(h terms.Hint) string {
	f, ok := hintWording[h.Kind]
	if !ok {
		return ""
	}
	switch {
	case h.Verb:
		return commandName(f(terms.Hint{Kind: h.Kind}))
	case h.Bare:
		return "lockup " + commandName(f(terms.Hint{Kind: h.Kind}))
	}
	return f(h)
}
