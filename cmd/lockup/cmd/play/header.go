package play

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/terms"
)

// showHeader writes the header above the question, once for the questions
// of one turn: in the prompts, where it stays above the form on a terminal.
func (p *player) showHeader() {
	if p.header.head != p.shown.head {
		head := p.header.head
		if p.io.ColorEnabled() && !p.io.Accessible {
			head = "\x1b[1m" + head + "\x1b[0m"
		}
		fmt.Fprintln(p.io.ErrOut, head)
	}
	if p.header.details != p.shown.details && p.header.details != "" {
		fmt.Fprintln(p.io.ErrOut, p.details())
	}
	p.shown = p.header
}

// details returns the lines under the header, indented; on a terminal
// each wraps at words to its width, its rest indented under it.
func (p *player) details() string {
	if !p.io.IsStdoutTTY() || p.io.Accessible {
		return indentLines(p.header.details)
	}
	lines := strings.Split(p.header.details, "\n")
	for i, l := range lines {
		lines[i] = cmdutil.WrapText(l, p.io.TerminalWidth(), "  ", "    ")
	}
	return strings.Join(lines, "\n")
}

// indentLines indents each line by two spaces.
func indentLines(s string) string {
	return "  " + strings.ReplaceAll(s, "\n", "\n  ")
}

// playHeading is the header of a question: its first line, and the lines
// after it.
type playHeading struct {
	head, details string
}

// playHeaderIn is the header shown above a question in a language
// (companion.Game.HeadingIn): the round, the phase, the location in Lights
// Out, and who (already in that language); at a location whose rewards
// wait, what each crew there gets.
func playHeaderIn(lang terms.Lang, g companion.Game, x companion.Expectation, who string) playHeading {
	head, details := g.HeadingIn(lang, x, who)
	return playHeading{head: head, details: details}
}
