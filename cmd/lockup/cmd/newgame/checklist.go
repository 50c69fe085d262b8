package newgame

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/terms"
)

// setupChecklistIn prints the setup checklist (companion.Game.SetupChecklistIn)
// for the table in lang, ticking what the game file holds. With a width,
// each line is wrapped to it, a step's rest indented under its text;
// testdata/checklist-en.golden holds the English.
func setupChecklistIn(lang terms.Lang, g companion.Game, width int) string {
	w := g.SetupChecklistIn(lang)
	wrap := func(s, first, rest string) string {
		if width > 0 {
			return cmdutil.WrapText(s, width, first, rest)
		}
		return first + s
	}
	var b strings.Builder
	b.WriteString(wrap(w.Head, "", "") + "\n")
	for _, s := range w.Steps {
		mark := "  [ ] "
		if s.Done {
			mark = "  [x] "
		}
		b.WriteString(wrap(s.Text, mark, "      ") + "\n")
	}
	b.WriteString(wrap(w.Last, "", "") + "\n")
	return b.String()
}

// sectionIn names a section of the core rulebook in lang without the book,
// as a form's description cites it in English: "\"Game Setup\"".
func sectionIn(lang terms.Lang, section string) string {
	if lang == terms.En {
		return fmt.Sprintf("%q", section)
	}
	return companion.CiteCoreIn(lang, section)
}
