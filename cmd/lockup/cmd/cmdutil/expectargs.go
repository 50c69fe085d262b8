package cmdutil

import (
	"errors"
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion"
)

// ExpectArgs returns the commands that answer x as argument lists, one per
// possible answer, "lockup" first, for scripts (lockup status --output
// json's expect.commands): the lines x.Commands() gives (the wording package cmd registers), with a crew's
// name one argument even when it holds spaces; a word in capitals stands for
// what the script fills in (LOCATION, TOKEN..., RESOURCE=N); the words that
// only explain a line ("if the item deck has run out", "for the final
// scoring") are left out.
func ExpectArgs(x companion.Expectation) [][]string {
	// The crews' names are masked while the lines are split at spaces.
	masks := map[string]string{}
	mask := func(name string) string {
		if name == "" {
			return ""
		}
		m := fmt.Sprintf("CREW%d-%d", len(masks), len(name))
		for k, v := range masks {
			if v == name {
				return k
			}
		}
		masks[m] = name
		return m
	}
	x.Crew = mask(x.Crew)
	x.Open = append([]companion.OpenReward(nil), x.Open...)
	for i := range x.Open {
		x.Open[i].Crew = mask(x.Open[i].Crew)
	}
	x.Discards = append([]companion.CrewCount(nil), x.Discards...)
	for i := range x.Discards {
		x.Discards[i].Crew = mask(x.Discards[i].Crew)
	}
	out := [][]string{}
	for _, line := range x.Commands() {
		words, err := SplitCommandLine(line)
		if err != nil {
			continue
		}
		var args []string
		for _, w := range words {
			if w == "if" || w == "for" || strings.HasPrefix(w, "(") {
				break // the rest explains the line
			}
			if name, ok := masks[w]; ok {
				w = name
			}
			args = append(args, w)
		}
		out = append(out, args)
	}
	return out
}

// SplitCommandLine splits a printed command line into its words as a shell
// would: double quotes group words.
func SplitCommandLine(line string) ([]string, error) {
	var out []string
	var word strings.Builder
	inWord, quoted := false, false
	for _, r := range line {
		switch {
		case r == '"':
			quoted, inWord = !quoted, true
		case r == ' ' && !quoted:
			if inWord {
				out = append(out, word.String())
				word.Reset()
				inWord = false
			}
		default:
			word.WriteRune(r)
			inWord = true
		}
	}
	if quoted {
		return nil, errors.New("a quote is not closed")
	}
	if inWord {
		out = append(out, word.String())
	}
	return out, nil
}
