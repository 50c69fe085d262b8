package terms

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	gameterms "github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
)

// Options is what `lockup terms` was asked for.
type Options struct {
	IO *cmdutil.IOStreams
	// Word is the word looked up, in any of the three languages; "" lists
	// the whole glossary.
	Word string
	// Output is "text" or "json".
	Output string
	// Width is the width to wrap text to; 0 asks the terminal.
	Width int
}

// NewCmdTerms makes lockup terms; runF, when not nil, runs instead of termsRun.
func NewCmdTerms(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IOStreams}
	c := &cobra.Command{
		Use:   "terms [WORD]",
		Short: "A game word in English, Spanish and Chinese, with its sources",
		Long: `Terms is the glossary: every game term (locations, resources, cubes, tokens,
phases, goons and goon types, items, tomes, goals, valuables, icons, the
guards and their cards, difficulty levels, Breakout's pieces) in English,
Spanish and Chinese.

With a word, in any of the three languages, it prints the term in all three,
each with the rulebook section (and page, where the book gives one) that
prints it, so that a player can find it in the book they read. Where a book
prints no term (the Chinese 2018 first edition has no Bandits, Flayers,
traits or solitary-mode terms; no Spanish or Chinese book covers Breakout),
the term is lockup's own and says so. Where a book uses a word that says
something else than the English (Spanish "Fácil" for the moderate level,
"comprar" for crafting; Chinese 力量 for both strength and power), a note
says so.

Words are compared as names are: letter case and spacing aside, accents as
typed. A word it does not know exits with code 2 and names the closest term
in the language the word looks written in.

Without a word it lists the whole glossary; --output json prints the same
for scripts.`,
		Example: `  lockup terms
  lockup terms comedor
  lockup terms 食堂
  lockup terms chow hall
  lockup terms --output json fácil`,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Word = strings.Join(args, " ")
			if opts.Output != "text" && opts.Output != "json" {
				return &cmdutil.UsageError{Err: fmt.Errorf("--output %q: allowed: text, json", opts.Output)}
			}
			if runF != nil {
				return runF(opts)
			}
			return termsRun(opts)
		},
	}
	c.Flags().StringVarP(&opts.Output, "output", "o", "text", "output format: text or json")
	c.ValidArgsFunction = func(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		return gameterms.Words(gameterms.En, ""), cobra.ShellCompDirectiveNoFileComp
	}
	return c
}

// termsError is a word the glossary does not hold: bad input, exit code 2.
type termsError struct{ msg string }

func (e *termsError) Error() string  { return e.msg }
func (e *termsError) BadInput() bool { return true }

// termsRun prints the glossary or the terms a word names.
func termsRun(opts *Options) error {
	width := opts.Width
	if width <= 0 {
		width = opts.IO.TerminalWidth()
	}
	out := opts.IO.Out
	if opts.Word == "" {
		all := gameterms.All()
		if opts.Output == "json" {
			return cmdutil.WriteJSON(out, struct {
				Terms []gameterms.Term `json:"terms"`
			}{all})
		}
		_, err := io.WriteString(out, renderGlossary(all, width))
		return err
	}
	found := gameterms.Find(opts.Word)
	if len(found) == 0 {
		msg := fmt.Sprintf("no term %s in the glossary", text.Quote(opts.Word))
		if best, lang := gameterms.Closest(opts.Word); best != "" {
			msg += fmt.Sprintf("; closest: %s (%s)", best, lang)
		}
		return &termsError{msg: msg}
	}
	if opts.Output == "json" {
		doc := struct {
			Query string           `json:"query"`
			Terms []gameterms.Term `json:"terms"`
		}{Query: opts.Word}
		for _, f := range found {
			doc.Terms = append(doc.Terms, f.Term)
		}
		return cmdutil.WriteJSON(out, doc)
	}
	var b strings.Builder
	for i, f := range found {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(renderTerm(f.Term, width))
	}
	_, err := io.WriteString(out, b.String())
	return err
}

// renderTerm prints one term in the three languages with its sources:
//
//	Chow Hall (location: chow-hall)
//	  en  Chow Hall  core rulebook (en), "CHOW HALL"
//	  es  Comedor    reglamento (es), "Recompensas de las localizaciones", p. 11
//	  zh  食堂       规则书 (zh, 2018), "位置奖励", p. 10
func renderTerm(t gameterms.Term, width int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s: %s)\n", t.En.Term, t.Kind, t.ID)
	col := 0
	for _, l := range gameterms.Langs {
		col = max(col, cmdutil.DisplayWidth(t.In(l).Term))
	}
	indent := strings.Repeat(" ", 4+col+2)
	for _, l := range gameterms.Langs {
		w := t.In(l)
		first := "  " + l.String() + "  " + w.Term + strings.Repeat(" ", col-cmdutil.DisplayWidth(w.Term)+2)
		b.WriteString(cmdutil.WrapText(w.Source(), width, first, indent) + "\n")
		if len(w.Also) > 0 {
			label := "also printed: "
			if w.Ours {
				label = "also ours: "
			}
			b.WriteString(cmdutil.WrapText(label+strings.Join(w.Also, ", "), width, indent, indent) + "\n")
		}
		if w.Note != "" {
			label := "note: "
			if w.Slip {
				label = "the book's slip: "
			}
			b.WriteString(cmdutil.WrapText(label+w.Note, width, indent, indent) + "\n")
		}
	}
	return b.String()
}

// renderGlossary lists every term by kind, one line each: English ·
// Spanish · Chinese, a term of ours marked with an asterisk.
func renderGlossary(all []gameterms.Term, width int) string {
	var b strings.Builder
	b.WriteString(cmdutil.WrapText(fmt.Sprintf("Lockup glossary: %d terms, English · español · 中文. A term marked * is lockup's own: its book prints none. Type `lockup terms WORD` (in any of the three) for a term's rulebook sections.", len(all)), width, "", "") + "\n")
	// The kinds in the order they first come, each with all its gameterms.
	kinds, byKind := gameterms.ByKind(all)
	for _, kind := range kinds {
		fmt.Fprintf(&b, "\n%s\n", kind)
		for _, t := range byKind[kind] {
			renderGlossaryLine(&b, t, width)
		}
	}
	return b.String()
}

// renderGlossaryLine writes one term's line of the glossary: its three
// words, a line broken only between words, never inside one (a Chinese
// term would break between any two characters).
func renderGlossaryLine(b *strings.Builder, t gameterms.Term, width int) {
	line := "  "
	for i, l := range gameterms.Langs {
		w := t.In(l)
		piece := w.Term
		if w.Ours {
			piece += "*"
		}
		if i > 0 {
			if cmdutil.DisplayWidth(line+" · "+piece) > width {
				b.WriteString(line + " ·\n")
				line = "    " + piece
				continue
			}
			piece = " · " + piece
		}
		line += piece
	}
	b.WriteString(line + "\n")
}
