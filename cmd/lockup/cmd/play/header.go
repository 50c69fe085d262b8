package play

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/status"
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
// gets (lightsOutPreview, in English).
func playHeaderIn(lang terms.Lang, g companion.Game, x companion.Expectation, who string) playHeading {
	head := lang.Sprintf("play.header", x.Round, phaseWord(lang, x.Phase))
	switch {
	case x.Phase == companion.PhaseLightsOut && g.LightsOut.Legend:
		head += lang.Sprintf("play.header-legend")
	case x.Phase == companion.PhaseLightsOut:
		head += lang.Sprintf("play.header-location", locationWord(lang, g.LightsOut.Next))
	}
	h := playHeading{head: lang.Sprintf("play.header-who", head, who)}
	if x.Kind != companion.ExpectResolve {
		return h
	}
	if res, err := g.Resolution(); err == nil {
		h.details = strings.Join(lightsOutPreview(&res, g.FirstPlayer), "\n")
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

// locationWord is a location's name in a language, from the glossary.
func locationWord(lang terms.Lang, l rules.Location) string {
	if w := lang.Word(l.Slug()); lang != terms.En && w != l.Slug() {
		return w
	}
	return l.String()
}

// tokenWords are tokens' names in a language, from the glossary (numbers
// stay numbers).
func tokenWords(lang terms.Lang, ts []rules.Token) []string {
	out := status.TokenNames(ts)
	if lang == terms.En {
		return out
	}
	for i, t := range out {
		out[i] = lang.Word(t)
	}
	return out
}

// lightsOutPreview says what the location being resolved gives each crew
// there, a line each, before any of them chooses: the reward of its
// strength rank, or its tokens straggling, and where the suspicion cubes
// go. firstPlayer holds the first player marker.
func lightsOutPreview(res *rules.Resolution, firstPlayer string) []string {
	var out []string
	// Each side's strength, and how a tie went (rules.Resolution.Ties).
	if rk := res.Ranking(); len(rk) > 1 {
		strengths := make([]string, len(rk))
		for i, r := range rk {
			strengths[i] = fmt.Sprintf("%s %d", r.Name, r.Strength)
		}
		line := "Strength: " + strings.Join(strengths, ", ")
		if ties := res.Ties(); len(ties) > 0 {
			line += "; " + strings.Join(ties, "; ")
		}
		out = append(out, line+".")
	}
	for _, rw := range res.Rewards() {
		if !rw.Collected() {
			continue // declined, or took nothing: among the stragglers
		}
		var what []string
		if !rw.Gains.IsZero() {
			what = append(what, "gets "+rw.Gains.String())
		}
		if rw.Choice != "" {
			what = append(what, rw.Choice)
		}
		switch {
		case !rw.FirstPlayerMarker:
		case rw.Name == firstPlayer:
			what = append(what, "keeps the first player marker")
		default:
			what = append(what, "takes the first player marker")
		}
		if len(what) == 0 {
			what = append(what, "gets nothing")
		}
		out = append(out, rw.Name+tierWords(rw.Tier)+": "+strings.Join(what, "; "))
	}
	for _, s := range res.Stragglers() {
		tokens := status.TokenNames(s.Tokens.Slice())
		where := "straggle to the Library"
		if res.Location == rules.Library {
			where = "go home"
		}
		if len(tokens) == 1 {
			where = "straggles to the Library"
			if res.Location == rules.Library {
				where = "goes home"
			}
		}
		what := "its " + strings.Join(tokens, ", ")
		if s.Name == rules.Guards {
			what = "their guard cards" // a solitary game's guards hold no tokens
			where = strings.Replace(strings.Replace(where, "straggles", "straggle", 1), "goes", "go", 1)
		}
		out = append(out, fmt.Sprintf("%s: no reward; %s %s", s.Name, what, where))
	}
	sp := res.Suspicion
	here, goes, stays := fmt.Sprintf("The %d suspicion cubes here", sp.Cubes), "go", "stay"
	if sp.Cubes == 1 {
		here, goes, stays = "The suspicion cube here", "goes", "stays"
	}
	switch {
	case sp.Cubes == 0:
	case sp.To != "":
		out = append(out, fmt.Sprintf("%s %s to %s.", here, goes, sp.To))
	case sp.Passed == 1:
		out = append(out, fmt.Sprintf("%s %s: %s's lookout keeps them away.", here, stays, res.PassedOver()[0]))
	case sp.Passed > 1:
		out = append(out, fmt.Sprintf("%s %s: the lookouts of %s keep them away.", here, stays, joinNames(res.PassedOver())))
	default:
		out = append(out, fmt.Sprintf("%s %s: no crew takes them.", here, stays))
	}
	return out
}

// tierWords writes a reward tier as a player says it (companion.TierWords),
// to follow a crew's name: " (most strength)"; nothing where every crew
// gets the same.
func tierWords(t rules.Tier) string {
	if w := companion.TierWords(t); w != "" {
		return " (" + w + ")"
	}
	return ""
}

// joinNames joins names with commas and a final "and".
func joinNames(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
