package rules

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	gamerules "github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// RulesOptions is what `lockup rules` was asked for.
type RulesOptions struct {
	IO *cmdutil.IOStreams
	// Args are the words after `rules`: a topic, or words to search for.
	Args []string
	// Search treats Args as words to search for, never as a topic.
	Search bool
	// Output is "text" or "json".
	Output string
	// Width is the width to wrap text to; 0 asks the terminal.
	Width int
	// Lang is the language the text is printed in and the topics are
	// looked up and searched in (--lang, Factory.Lang); --output json
	// stays English.
	Lang terms.Lang
}

// NewCmdRules makes lockup rules; runF, when not nil, runs instead of
// rulesRun.
func NewCmdRules(f *cmdutil.Factory, runF func(*RulesOptions) error) *cobra.Command {
	opts := &RulesOptions{IO: f.IOStreams}
	c := &cobra.Command{
		Use:   "rules [TOPIC | --search WORDS...]",
		Short: "Look up a rule: a summary, its rulebook section, our rulings",
		Long: `Rules is the rulebook at the table. With no argument it prints the index of
topics: phases, locations, raids and goals, goons, special effect icons,
solitary mode, the Breakout expansion and the 2018 first edition.

With a topic it prints a short summary of the rule, the rulebook section (and
page, where the rulebook prints one) it comes from, every ruling this project
made for an ambiguous case of it, what the 2018 first edition says
differently, and related topics. A topic is found by its name or an alias,
ignoring case, spaces and a plural ending: "chow hall", "Raids", "first player".

With --search, or with several words that do not name a topic, it answers
a question as a player asks it ("can I look at my face-down tokens"): words
that carry no meaning for a search (can, I, at, my...) are left out, and the
entries that mention the other words are listed, those mentioning the most
of them first, marked as the best matches (the start of a word is enough:
"suspic").
A topic it does not know exits with code 2 and names the closest topics.

With --lang es or zh (or LOCKUP_LANG, or the locale) the index, the topics
and the rulings are printed in Spanish or Chinese, citing the passages in
that language's rulebook, and a topic or a search may be typed in that
language's words ("enfermería", "灯笼").

Text is wrapped to the terminal's width (80 columns when output is not a
terminal); --output json prints the same content, in English, for scripts.`,
		Example: `  lockup rules
  lockup rules raid
  lockup rules chow hall
  lockup rules --search lookout suspicion
  lockup rules passed tome
  lockup rules can I look at my face-down tokens
  lockup rules --output json infirmary
  lockup --lang es rules enfermería
  lockup --lang zh rules --search 可疑方块`,
		Args: func(cmd *cobra.Command, args []string) error {
			if opts.Search && len(args) == 0 {
				return &cmdutil.UsageError{Err: errors.New("--search needs at least one word to search for")}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Args = args
			opts.Lang = f.Lang
			if opts.Output != "text" && opts.Output != "json" {
				return &cmdutil.UsageError{Err: fmt.Errorf("--output %q: allowed: text, json", opts.Output)}
			}
			if runF != nil {
				return runF(opts)
			}
			return rulesRun(opts)
		},
	}
	c.Flags().BoolVarP(&opts.Search, "search", "s", false, "list the entries that mention every word given")
	c.Flags().StringVarP(&opts.Output, "output", "o", "text", "output format: text or json")
	cmdutil.AddPagerFlag(c, f.IOStreams)
	c.ValidArgsFunction = func(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		var ids []string
		for _, t := range gamerules.Topics() {
			ids = append(ids, t.ID+"\t"+t.Title)
		}
		return ids, cobra.ShellCompDirectiveNoFileComp
	}
	return c
}

// rulesError is an unknown topic or a search that found nothing, with a hint
// for the next thing to try. It is bad input: exit code 2.
type rulesError struct {
	err  error
	hint string
}

func (e *rulesError) Error() string {
	if e.hint == "" {
		return e.err.Error()
	}
	return e.err.Error() + "\n" + e.hint
}

func (e *rulesError) Unwrap() error { return e.err }

func (e *rulesError) BadInput() bool { return true }

// rulesRun prints the index, a topic, or search results.
func rulesRun(opts *RulesOptions) error {
	width := opts.Width
	if width <= 0 {
		width = opts.IO.TerminalWidth()
	}
	if opts.Output == "text" {
		opts.IO.StartPager()
		defer opts.IO.StopPager()
	}
	out := opts.IO.Out
	tl := opts.Lang
	if opts.Output == "json" {
		tl = terms.En // JSON is English; the words are still read in the reader's language
	}
	lang := gamerules.Language(tl)
	if len(opts.Args) == 0 {
		if opts.Output == "json" {
			return cmdutil.WriteJSON(out, gamerules.TopicIndexJSON())
		}
		_, err := io.WriteString(out, renderIndex(lang, width))
		return err
	}
	query := strings.Join(opts.Args, " ")
	search := func() gamerules.Search { return gamerules.SearchTopicsIn(opts.Args, gamerules.Language(opts.Lang)) }
	if !opts.Search {
		topic, err := gamerules.LookupTopicIn(query, lang)
		if err == nil {
			if opts.Output == "json" {
				return cmdutil.WriteJSON(out, gamerules.TopicToJSON(topic))
			}
			_, err := io.WriteString(out, renderTopic(topic, lang, width))
			return err
		}
		err = gamerules.UnknownTopicIn(err, tl)
		if len(opts.Args) == 1 {
			hint := ""
			if n := len(search().Matches); n > 0 {
				hint = fmt.Sprintf("%s: lockup rules --search %s", gamerules.EntriesMention(tl, n, query), query)
			}
			return &rulesError{err: err, hint: hint}
		}
	}
	found := search()
	if len(found.Matches) == 0 {
		var closest []string
		for _, t := range gamerules.ClosestTopics(query, 3) {
			closest = append(closest, t.ID)
		}
		var err error
		if opts.Search {
			err = errors.New(tl.Sprintf("rules.no-entry", query))
		} else {
			err = errors.New(tl.Sprintf("rules.no-topic-no-entry", query))
		}
		hint := ""
		if len(closest) > 0 {
			hint = tl.Sprintf("rules.closest", strings.Join(closest, ", "))
		}
		return &rulesError{err: err, hint: hint}
	}
	if opts.Output == "json" {
		return cmdutil.WriteJSON(out, gamerules.SearchToJSON(query, found))
	}
	_, err := io.WriteString(out, renderSearch(lang, query, found, width))
	return err
}

// renderIndex lists every topic by group, in a language.
func renderIndex(lang gamerules.Language, width int) string {
	tl := terms.Lang(lang)
	var b strings.Builder
	topics := gamerules.TopicsIn(lang)
	fmt.Fprintf(&b, "%s\n\n", cmdutil.WrapText(tl.Sprintf("rules.index", len(topics)), width, "", ""))
	col := 0
	for _, t := range topics {
		col = max(col, len(t.ID))
	}
	for gi, g := range gamerules.TopicGroups {
		if gi > 0 {
			b.WriteString("\n")
		}
		b.WriteString(g.In(lang) + "\n")
		for _, t := range topics {
			if t.Group != g {
				continue
			}
			first := "  " + t.ID + strings.Repeat(" ", col-len(t.ID)+2)
			b.WriteString(cmdutil.WrapText(t.Title, width, first, strings.Repeat(" ", col+4)) + "\n")
		}
	}
	return b.String()
}

// renderTopic prints one entry in full, in a language (the topic is
// Topic.In that language; one with no translation is its English text
// under the note saying so): its title, the note on its translation, the
// summary, the sources in that language's book, the rulings in that
// language citing the same passage in that book where it has one.
func renderTopic(t gamerules.Topic, lang gamerules.Language, width int) string {
	tl := terms.Lang(lang)
	var b strings.Builder
	b.WriteString(t.Title + "\n")
	b.WriteString(strings.Repeat("=", min(cmdutil.DisplayWidth(t.Title), width)) + "\n")
	if t.Note != "" {
		b.WriteString(cmdutil.WrapText(t.Note, width, "", "") + "\n\n")
	}
	b.WriteString(cmdutil.WrapText(t.Summary, width, "", "") + "\n")

	b.WriteString("\n" + tl.Sprintf("rules.sources") + "\n")
	for _, s := range t.Sources {
		b.WriteString(cmdutil.WrapText(s.In(lang), width, "  - ", "    ") + "\n")
	}
	if len(t.Rulings) > 0 {
		b.WriteString("\n" + tl.Sprintf("rules.rulings") + "\n")
		for i, id := range t.Rulings {
			if i > 0 {
				b.WriteString("\n")
			}
			r, ok := gamerules.RulingByIDIn(id, lang)
			if !ok {
				b.WriteString("  " + tl.Sprintf("rules.not-in-registry", id) + "\n")
				continue
			}
			src := r.Source
			if eq, ok := src.Equivalent(lang); ok {
				src = eq
			}
			b.WriteString(cmdutil.WrapText(tl.Sprintf("rules.ruling-title", r.ID, r.Title), width, "  ", "    ") + "\n")
			b.WriteString(cmdutil.WrapText(tl.Sprintf("rules.passage", src.In(lang), r.Passage), width, "    ", "    ") + "\n")
			b.WriteString(cmdutil.WrapText(tl.Sprintf("rules.decision", r.Decision), width, "    ", "    ") + "\n")
		}
	}
	if t.FirstEdition != "" {
		b.WriteString("\n" + tl.Sprintf("rules.first-edition") + "\n")
		b.WriteString(cmdutil.WrapText(t.FirstEdition, width, "  ", "  ") + "\n")
	}
	if len(t.Related) > 0 {
		b.WriteString("\n" + cmdutil.WrapText(tl.Sprintf("rules.related", strings.Join(t.Related, ", ")), width, "", "  ") + "\n")
	}
	if len(t.Aliases) > 0 {
		b.WriteString(cmdutil.WrapText(tl.Sprintf("rules.aliases", strings.Join(t.Aliases, ", ")), width, "", "  ") + "\n")
	}
	return b.String()
}

// renderSearch lists the entries a search found.
// maxSearchListed is how many entries a search lists on the terminal; the
// JSON output has them all.
const maxSearchListed = 10

func renderSearch(lang gamerules.Language, query string, found gamerules.Search, width int) string {
	tl := terms.Lang(lang)
	var b strings.Builder
	head := gamerules.EntriesMention(tl, len(found.Matches), query)
	if len(found.Ignored) > 0 {
		head = tl.Sprintf("rules.searched", head, strings.Join(found.Words, ", "), strings.Join(found.Ignored, ", "))
	}
	b.WriteString(cmdutil.WrapText(tl.Sprintf("rules.colon", head), width, "", "") + "\n")
	col := 0
	for _, m := range found.Matches {
		col = max(col, len(m.Topic.ID))
	}
	best := true
	for k, m := range found.Matches {
		if k == 0 {
			b.WriteString("\n" + tl.Sprintf("rules.best") + "\n")
		}
		if best && !m.Best {
			best = false
			b.WriteString("\n" + tl.Sprintf("rules.also") + "\n")
		}
		if k == maxSearchListed && len(found.Matches) > k {
			rest := len(found.Matches) - k
			b.WriteString(cmdutil.WrapText(tl.Sprintf("rules.more", rest), width, "  ", "  ") + "\n")
			break
		}
		first := "  " + m.Topic.ID + strings.Repeat(" ", col-len(m.Topic.ID)+2)
		title := m.Topic.Title
		if len(found.Words) > 1 {
			title = tl.Sprintf("rules.matched", title, gamerules.ListIn(tl, m.Matched))
		}
		b.WriteString(cmdutil.WrapText(title, width, first, strings.Repeat(" ", col+4)) + "\n")
	}
	b.WriteString("\n" + cmdutil.WrapText(tl.Sprintf("rules.type-topic"), width, "", "") + "\n")
	return b.String()
}
