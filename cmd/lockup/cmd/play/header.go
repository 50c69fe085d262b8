package play

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
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

// playHeader is the header shown above a question, in English
// (playHeaderIn).
func playHeader(g companion.Game, x companion.Expectation, who string) playHeading {
	return playHeaderIn(terms.En, g, x, who)
}

// playHeaderIn is the header shown above a question in a language: the
// round, the phase, the location in Lights Out, and whose turn (who, already
// in that language); at a location whose rewards wait, what each crew there
// gets (lightsOutPreviewIn).
func playHeaderIn(lang terms.Lang, g companion.Game, x companion.Expectation, who string) playHeading {
	head := lang.Sprintf("play.header", x.Round, phaseWord(lang, x.Phase))
	switch {
	case x.Phase == companion.PhaseLightsOut && g.LightsOut.Legend:
		head += lang.Sprintf("play.header-legend")
	case x.Phase == companion.PhaseLightsOut:
		head += lang.Sprintf("play.header-location", rules.LocationIn(lang, g.LightsOut.Next))
	}
	h := playHeading{head: lang.Sprintf("play.header-who", head, who)}
	if x.Kind != companion.ExpectResolve {
		return h
	}
	if res, err := g.Resolution(); err == nil {
		h.details = strings.Join(lightsOutPreviewIn(lang, &res, g.FirstPlayer), "\n")
	}
	return h
}

// phaseWord is a phase's name in a language: the glossary's term, or the
// English name where the glossary has none.
func phaseWord(lang terms.Lang, p companion.Phase) string {
	if w := lang.Word(p.Slug()); lang != terms.En && w != p.Slug() {
		return w
	}
	return p.String()
}

// lightsOutPreview says what the location being resolved gives each crew
// there, a line each, before any of them chooses: the reward of its
// strength rank, or its tokens straggling, and where the suspicion cubes
// go. firstPlayer holds the first player marker. In English (lightsOutPreviewIn).
func lightsOutPreview(res *rules.Resolution, firstPlayer string) []string {
	return lightsOutPreviewIn(terms.En, res, firstPlayer)
}

// lightsOutPreviewIn is lightsOutPreview in a language: the numbers, the
// rewards and the words of the game are the reader's; how a tie went and a
// reward's choice (the rules' wording) stay English.
func lightsOutPreviewIn(lang terms.Lang, res *rules.Resolution, firstPlayer string) []string {
	var out []string
	sep := lang.Sprintf("play.preview-sep")
	// Each side's strength, and how a tie went (rules.Resolution.Ties).
	if rk := res.Ranking(); len(rk) > 1 {
		strengths := make([]string, len(rk))
		for i, r := range rk {
			strengths[i] = fmt.Sprintf("%s %d", rules.NameIn(lang, r.Name), r.Strength)
		}
		line := rules.ListIn(lang, strengths)
		if ties := res.Ties(); len(ties) > 0 {
			line += sep + strings.Join(ties, sep)
		}
		out = append(out, lang.Sprintf("play.preview-strength", line))
	}
	for _, rw := range res.Rewards() {
		if !rw.Collected() {
			continue // declined, or took nothing: among the stragglers
		}
		var what []string
		if !rw.Gains.IsZero() {
			what = append(what, lang.Sprintf("play.preview-gets", gainsTextIn(lang, rw.Gains)))
		}
		if rw.Choice != "" {
			what = append(what, choiceIn(lang, rw.Choice))
		}
		switch {
		case !rw.FirstPlayerMarker:
		case rw.Name == firstPlayer:
			what = append(what, lang.Sprintf("play.preview-keeps-marker"))
		default:
			what = append(what, lang.Sprintf("play.preview-takes-marker"))
		}
		if len(what) == 0 {
			what = append(what, lang.Sprintf("play.preview-nothing"))
		}
		out = append(out, lang.Sprintf("play.preview-reward", rules.NameIn(lang, rw.Name), tierWordsIn(lang, rw.Tier), strings.Join(what, sep)))
	}
	for _, s := range res.Stragglers() {
		tokens := rules.TokensIn(lang, s.Tokens.Slice())
		key := "play.preview-straggle"
		switch {
		case s.Name == rules.Guards:
			key = "play.preview-straggle-guards"
		case len(tokens) == 1:
			key = "play.preview-straggle-one"
		}
		if res.Location == rules.Library {
			key += "-home"
		}
		if s.Name == rules.Guards {
			// A solitary game's guards hold no tokens: their guard cards.
			out = append(out, lang.Sprintf(key, rules.NameIn(lang, s.Name)))
			continue
		}
		out = append(out, lang.Sprintf(key, s.Name, rules.ListIn(lang, tokens)))
	}
	sp := res.Suspicion
	key, args := "play.suspicion-", []any{sp.Cubes}
	if sp.Cubes == 1 {
		key, args = "play.suspicion-one-", nil
	}
	switch {
	case sp.Cubes == 0:
	case sp.To != "":
		out = append(out, lang.Sprintf(key+"to", append(args, rules.NameIn(lang, sp.To))...))
	case sp.Passed == 1:
		out = append(out, lang.Sprintf(key+"lookout", append(args, res.PassedOver()[0])...))
	case sp.Passed > 1:
		out = append(out, lang.Sprintf(key+"lookouts", append(args, cmdutil.JoinNamesIn(lang, res.PassedOver()))...))
	default:
		out = append(out, lang.Sprintf(key+"stays", args...))
	}
	return out
}
