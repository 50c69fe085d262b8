package resolve

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// Options are the flags and argument of lockup resolve.
type Options struct {
	IO *cmdutil.IOStreams
	// File is the resolve file ("-": standard input).
	File     string
	Output   string
	Explain  bool
	Location string
	// Lang is the language of the text output (--lang); json stays English.
	Lang terms.Lang
}

// NewCmdResolve makes lockup resolve; runF, when not nil, runs instead of
// resolveRun.
func NewCmdResolve(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "resolve FILE",
		Short: "Resolve a Lights Out phase from the tokens on the board",
		Long: `Resolve reads the crew tokens on the board at the start of a Lights Out phase
(a resolve file, described in docs/resolve-file.md; - reads standard input) and
resolves every location in order, then the Library and, with Breakout, the
legend card.

For each location it prints the crews' strengths and ranking, who takes the
suspicion cubes, each crew's reward tier and what it gains (fixed gains as
counts, choices described), lantern advances, the stragglers moving to the
Library, and who holds the first player marker afterwards.

In a solitary game whose file gives the guard board, the goons or the item
display, it then says what the guards do with each reward, location by
location: the cube they take, the goons they seize, the item they craft or
reserve and pay for, their stars, and the special effect icons the file gives.

--explain adds every step with the rule (or the project's ruling) that decided
it. --location prints one location only (the whole phase is still resolved,
so the first player marker and the Library are right).`,
		Example: `  lockup resolve examples/resolve-four-crews.yaml
  lockup resolve --explain examples/resolve-solo.yaml
  lockup resolve --location infirmary --output json \
    examples/resolve-four-crews.yaml`,
		Args: cmdutil.MaxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return &cmdutil.UsageError{Err: fmt.Errorf("resolve needs a file (or - for standard input)")}
			}
			opts.File = args[0]
			opts.Lang = f.Lang
			if opts.Output != "text" && opts.Output != "json" {
				return &cmdutil.UsageError{Err: fmt.Errorf("--output %q: allowed: text, json", opts.Output)}
			}
			if runF != nil {
				return runF(opts)
			}
			return resolveRun(opts)
		},
	}
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "text", "output format: text or json")
	cmd.Flags().BoolVar(&opts.Explain, "explain", false, "print each step with the rule that decided it")
	cmd.Flags().StringVar(&opts.Location, "location", "", "print one location only: "+strings.Join(append(rules.LocationSlugs(), "legend"), ", "))
	return cmd
}

func resolveRun(opts *Options) error {
	name, data, err := cmdutil.ReadInput(opts.IO, opts.File)
	if err != nil {
		return err
	}
	file, err := input.ParseResolve(name, data)
	if err != nil {
		return err
	}
	round := file.Round
	lo, err := rules.ResolveLightsOut(round)
	if err != nil {
		return fmt.Errorf("%w: %s: %v", cmdutil.ErrBadInput, name, err)
	}
	var ph *companion.GuardsPhase
	if file.Guards != nil {
		// The guards decide location by location; where they collect no
		// reward the engine handed them (automa.TakeNothing), the phase is
		// resolved again with their cards straggling to the Library, as the
		// tracker does.
		for {
			if ph, err = companion.DecideGuards(file.Guards, round.Table, lo.Resolutions()); err != nil {
				return fmt.Errorf("%w: %s: %v", cmdutil.ErrBadInput, name, err)
			}
			if !automa.TakeNothing(&round, ph.Decisions()) {
				break
			}
			if lo, err = rules.ResolveLightsOut(round); err != nil {
				return fmt.Errorf("%w: %s: %v", cmdutil.ErrBadInput, name, err)
			}
		}
	}
	shown := lo.Resolutions()
	if opts.Location != "" {
		res, ok := lo.Resolution(opts.Location)
		if !ok {
			allowed := append(rules.LocationSlugs(), "legend")
			if !round.Table.Breakout {
				allowed = rules.LocationSlugs()
			}
			return fmt.Errorf("%w: --location %q: not a location of this game (allowed: %s)", cmdutil.ErrBadInput, opts.Location, strings.Join(allowed, ", "))
		}
		shown = []rules.Resolution{res}
	}
	var guards *companion.GuardsShown
	if ph != nil {
		guards = &companion.GuardsShown{}
		guards.Stops, guards.Before, guards.After = ph.Shown(shown)
	}
	rulingIDs := companion.ShownRulings(shown, guards)
	if opts.Output == "json" {
		return cmdutil.WriteJSON(opts.IO.Out, companion.NewResolveView(shown, lo.FirstPlayer, rulingIDs, opts.Explain, guards))
	}
	writeResolveText(opts.IO.Out, opts.Lang, shown, rulingIDs, opts.Explain, guards, opts.IO.TerminalWidth())
	return nil
}

// writeResolveText prints the resolutions in lang (the catalog's resolve.*
// messages, the glossary's location names); the rules' notes under --explain
// in lang too (rules.Resolution.NotesIn), each citing its passage in the
// book of lang where that book has it (rules.Source.Equivalent); the rulings applied are the reference's
// in lang (rules.RulingByIDIn). The guards' decisions are printed in English.
func writeResolveText(w io.Writer, lang terms.Lang, shown []rules.Resolution, rulingIDs []string, explain bool, guards *companion.GuardsShown, width int) {
	say := lang.Sprintf
	for i, res := range shown {
		if i > 0 {
			fmt.Fprintln(w)
		}
		title := res.Name()
		if res.Legend && lang != terms.En {
			w := []rune(lang.Word("legend-card"))
			title = strings.ToUpper(string(w[:1])) + string(w[1:])
		}
		if !res.Legend {
			if lang != terms.En {
				title = lang.Word(res.Location.Slug())
			}
			title = fmt.Sprintf("%d. %s", int(res.Location), title)
		}
		fmt.Fprintln(w, title)
		line := func(label, text string) {
			label += ":"
			fmt.Fprintf(w, "  %s%s %s\n", label, strings.Repeat(" ", max(0, 14-cmdutil.DisplayWidth(label))), text)
		}
		if len(res.Ranking()) == 0 {
			line(say("resolve.ranking"), say("resolve.nobody"))
		} else {
			parts := make([]string, len(res.Ranking()))
			for j, r := range res.Ranking() {
				parts[j] = fmt.Sprintf("%s %d", guardsName(lang, r.Name), r.Strength)
			}
			line(say("resolve.ranking"), strings.Join(parts, ", "))
		}
		if s := res.Suspicion; s.Cubes > 0 {
			to := say("resolve.cubes-to", s.Cubes, guardsWordIn(lang, s.To))
			if s.Cubes == 1 {
				to = say("resolve.cube-to", guardsWordIn(lang, s.To))
			}
			switch {
			case s.To == "" && s.Cubes == 1:
				line(say("resolve.suspicion"), say("resolve.cube-stays"))
			case s.To == "":
				line(say("resolve.suspicion"), say("resolve.cubes-stay", s.Cubes))
			case s.Passed > 0:
				line(say("resolve.suspicion"), say("resolve.passing-over", to, rules.ListIn(lang, res.PassedOver())))
			default:
				line(say("resolve.suspicion"), to)
			}
		}
		for _, rw := range res.Rewards() {
			line(guardsName(lang, rw.Name), rewardText(lang, rw))
		}
		if res.BanditStays.Total() > 0 {
			line(say("resolve.bandit"), say("resolve.bandit-stays", rules.ResourcesIn(lang, res.BanditStays)))
		}
		for _, adv := range []*rules.Advance{res.Lantern(), res.GuardsLantern()} {
			if adv == nil {
				continue
			}
			switch {
			case adv.Declined:
				line(say("resolve.lantern"), say("resolve.lantern-declines", adv.Name))
			case adv.Name == rules.Guards:
				line(say("resolve.lantern"), say("resolve.lantern-guards", adv.Spaces))
			case adv.Spaces == 1:
				line(say("resolve.lantern"), say("resolve.lantern-may-one", adv.Name))
			default:
				line(say("resolve.lantern"), say("resolve.lantern-may", adv.Name, adv.Spaces))
			}
		}
		if len(res.Stragglers()) > 0 {
			names := make([]string, len(res.Stragglers()))
			for j, s := range res.Stragglers() {
				names[j] = guardsName(lang, s.Name)
			}
			where := "resolve.stragglers-to"
			if res.Location == rules.Library {
				where = "resolve.stragglers-home"
			}
			line(say("resolve.stragglers"), say(where, rules.ListIn(lang, names)))
		}
		if res.Legend {
			line(say("resolve.effect"), say("resolve.legend-effect"))
		}
		line(say("resolve.first-player"), guardsName(lang, res.FirstPlayer))
		if explain {
			fmt.Fprintln(w, "  "+say("note.lo.why"))
			for _, n := range res.NotesIn(lang) {
				fmt.Fprintf(w, "    - %s\n", noteText(lang, n))
			}
		}
	}
	if guards != nil {
		writeGuardsText(w, lang, guards, explain, width)
	}
	if len(rulingIDs) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, say("resolve.rulings"))
		for _, id := range rulingIDs {
			if r, ok := rules.RulingByIDIn(id, ruleLang(lang)); ok {
				fmt.Fprintf(w, "  %s: %s\n", id, r.Title)
				if explain {
					fmt.Fprintf(w, "    %s\n", r.Decision)
				}
			}
		}
	}
}

// noteText writes a rule's note with its ruling and its passage, cited in
// the book of lang where that book has the passage (rules.Source.Equivalent),
// else in the English book.
func noteText(lang terms.Lang, n rules.Note) string {
	s := n.Text
	switch {
	case n.Ruling == "":
	case lang == terms.En:
		s += " (ruling " + n.Ruling + ")"
	default:
		s = lang.Sprintf("note.lo.ruling", s, n.Ruling)
	}
	if n.Rule.Book != rules.NoBook {
		cite := n.Rule.String()
		if eq, ok := n.Rule.Equivalent(ruleLang(lang)); ok {
			cite = eq.In(ruleLang(lang))
		}
		s += " [" + cite + "]"
	}
	return s
}

// ruleLang is the rules reference's language for lockup's: the two types
// list en, es, zh in the same order (TestLanguagesAgree).
func ruleLang(l terms.Lang) rules.Language { return rules.Language(l) }

// rewardText writes a crew's reward in lang: its tier, what it gains, the
// choice it has and the first player marker.
func rewardText(lang terms.Lang, rw rules.Reward) string {
	var parts []string
	if !rw.Gains.IsZero() {
		g := lang.Sprintf("resolve.gains", rules.GainsIn(lang, rw.Gains))
		if rw.Bandit.Total() > 0 {
			g = lang.Sprintf("resolve.bandit-included", g, rules.ResourcesIn(lang, rw.Bandit))
		}
		parts = append(parts, g)
	}
	if rw.Choice != "" {
		parts = append(parts, rules.ChoiceIn(lang, rw.Choice))
	}
	if rw.FirstPlayerMarker {
		parts = append(parts, lang.Sprintf("resolve.takes-marker"))
	}
	text := lang.Sprintf("resolve.reward", lang.Sprintf("resolve.tier."+rw.Tier.String()), strings.Join(parts, "; "))
	if rw.Declined {
		text = lang.Sprintf("resolve.declined", text)
	}
	return text
}

// guardsWordIn names a seat as an object in a sentence, in lang: "Vera",
// "the guards", "los guardias", "警卫".
func guardsWordIn(lang terms.Lang, name string) string {
	if name == rules.Guards {
		return lang.Sprintf("resolve.the-guards")
	}
	return name
}

// guardsName names a seat as a label or in a list: the guards' seat as
// files write it ("guards") in English, the glossary's word otherwise.
func guardsName(lang terms.Lang, name string) string {
	if name == rules.Guards && lang != terms.En {
		return lang.Word("guards")
	}
	return name
}
