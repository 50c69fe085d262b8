package resolve

import (
	"fmt"
	"io"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The guards' decisions in a solitary resolve file (docs/resolve-file.md,
// "The guards' decisions"), printed: companion.DecideGuards decides and
// carries them out.

// detail reports whether the one-line text of a decision leaves a step to
// --explain: a step that says again what the summary says (the cube gained,
// the price paid), or that reads the board on the way to the choice (each
// goon's icons, the items the guards can pay for). The steps kept are the
// tie-breaks and shortages that decided it.
func detail(k automa.StepKind) bool {
	switch k {
	case automa.StepStandard, automa.StepGainCube, automa.StepSeized, automa.StepPaid, automa.StepCrafted, automa.StepEffectGain,
		automa.StepGoon, automa.StepCanPay, automa.StepBestCraft, automa.StepBestReserve,
		automa.StepGiveSuspicion, automa.StepRemoveSuspicion, automa.StepTomeStar, automa.StepChooseTomeStar:
		return true
	}
	return false
}

// decisionLine writes a decision in one line, in lang: what the guards do
// and, unless every step is printed below it, why.
func decisionLine(lang terms.Lang, d *automa.Decision, prefix string, explain bool) string {
	line := prefix + companion.GuardSummary(lang, d)
	if explain {
		return line
	}
	var why []string
	for i, n := range companion.GuardNotes(lang, d) {
		if !detail(d.Steps()[i].Kind) {
			why = append(why, n.Text)
		}
	}
	if len(why) > 0 {
		line = lang.Sprintf("reason.because", line, strings.Join(why, lang.Sprintf("reason.separator")))
	}
	return line
}

// writeGuardsText prints the guards' decisions after the locations,
// wrapped to width with hanging indents, in lang (the decisions and their
// reasons too; their passages are cited in the reader's book).
func writeGuardsText(w io.Writer, lang terms.Lang, g *companion.GuardsShown, explain bool, width int) {
	line := func(text, first, rest string) {
		fmt.Fprintln(w, cmdutil.WrapText(text, width, first, rest))
	}
	board := func(label string, side *companion.GuardsSide) {
		label = lang.Sprintf(label)
		line(boardText(lang, side), "  "+label+strings.Repeat(" ", max(14-cmdutil.DisplayWidth(label), 0))+" ", strings.Repeat(" ", 17))
	}
	notes := func(d *automa.Decision, indent string) {
		if !explain {
			return
		}
		for _, n := range companion.GuardNotes(lang, d) {
			line(noteText(lang, n), indent+"- ", indent+"  ")
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, lang.Sprintf("guards.heading"))
	board("guards.board-before", &g.Before)
	if len(g.Stops) == 0 {
		line(lang.Sprintf("guards.no-reward"), "  - ", "    ")
	}
	for i := range g.Stops {
		s := &g.Stops[i]
		line(decisionLine(lang, &s.Decision, "", explain), "  - ", "    ")
		notes(&s.Decision, "      ")
		for j := range s.Effects {
			e := &s.Effects[j]
			icon := companion.EffectWord(lang, e.Icon) // the glossary's term
			line(decisionLine(lang, &e.Decision, lang.Sprintf("guards.effect", e.Card, icon), explain), "      ", "        ")
			notes(&e.Decision, "        ")
		}
		for _, name := range s.Unread {
			line(lang.Sprintf("guards.unread", name), "      ", "        ")
		}
	}
	board("guards.board-after", &g.After)
}

// boardText writes the guard board in a line, in lang: cubes, power,
// suspicion, reputation, reserved items (their names as printed).
func boardText(lang terms.Lang, g *companion.GuardsSide) string {
	b := &g.Board.Guards
	parts := []string{lang.Sprintf("guards.no-resources")}
	if b.Resources.Total() > 0 {
		parts[0] = rules.ResourcesIn(lang, b.Resources)
	}
	parts = append(parts, lang.Sprintf("resolve.power", b.Power), lang.Sprintf("guards.suspicion", b.Suspicion), lang.Sprintf("resolve.reputation", b.Reputation))
	if len(g.Board.Reserved) > 0 {
		names := make([]string, len(g.Board.Reserved))
		for i, it := range g.Board.Reserved {
			names[i] = it.Name
		}
		parts = append(parts, lang.Sprintf("guards.reserved", strings.Join(names, ", ")))
	}
	return strings.Join(parts, lang.Sprintf("guards.separator"))
}
