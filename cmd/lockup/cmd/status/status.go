package status

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/score"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// statusOptions are the flags of `lockup status`.
type statusOptions struct {
	IO *cmdutil.IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	Output   string
	// Full shows everything on a terminal too, rather than the brief view
	// that fits the screen.
	Full bool
	// Lang is the language of the text views (--lang, Factory.Lang);
	// --output json stays English.
	Lang terms.Lang
}

// NewCmdStatus makes lockup status; runF, when not nil, runs instead of its run.
func NewCmdStatus(f *cmdutil.Factory, runF func(*statusOptions) error) *cobra.Command {
	opts := &statusOptions{IO: f.IOStreams, Dirs: f.Dirs}
	cmd := &cobra.Command{
		Use:   "status",
		Short: "Show the current game's board at a glance",
		Long: `status shows the board of the current game, replayed from its game file: the
round and phase and what the game waits for, with the command that answers it
(a special effect icon waiting for its owner's choice first); for each crew its
reputation, power, suspicion, resources against its storage limit, the tokens
still in its holding cell (how many, not which: holding cells are hidden),
items, reserved items, goons, tomes, goals and the first player marker; the
goon spaces with the suspicion cubes, Bandit cubes and tokens at each location;
the item display; the goal cards beside the board; the goon discard pile; and
what is left in the supply. After round 6 it adds the final raid and final
scoring, as lockup score prints them.

In a solitary game it also gives the level and who runs the decks; the guard
board (the guards have no storage limit and no holding cell); the guard cards
at each location until the Lights Out phase resolves it, face-down ones as
"face down" only (even when the app dealt them), with the guards' strength
there once all are face up, and the strengths of those that straggled to the
Library; the cards left in the guard deck; and until the Lights Out phase the
cards left in the location deck and the odds of the next one.

In a Breakout game it adds the tunnels with the seekers there and their
strength, the legend card (the tokens on it counted, never named) and the ones
seen, each lantern (the guards' too) with its loot and where it may go next,
and the loot stacks left.

On a terminal it shows by default the board where the next decision is made,
in the screen's height (24 lines at 80x24): what the game waits for, the
crews' numbers (the guards' too), the cards of the crew acting first, the
locations and the item display, and in a Breakout game the tunnel at each
location, the legend card and where each lantern is (for five crews and a
solitary game too); --full shows everything, in narrow tables
that fit its width. Piped (or on a terminal too narrow for the tables) it
prints everything, a labelled line per crew and per location, no wider than
80 columns; --output json gives the same as JSON. In a solitary game your
own face-down tokens show with their values: they are yours.`,
		Example: `  lockup status
  lockup status --output json
  lockup status --game ./friday.jsonl`,
		Args: cmdutil.MaxArgs(0),
		RunE: func(_ *cobra.Command, _ []string) error {
			if opts.Output != "text" && opts.Output != "json" {
				return &cmdutil.UsageError{Err: fmt.Errorf("--output %q: use text or json", opts.Output)}
			}
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return statusRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.GamePath, "game", "", "the game file (default: the current game)")
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "text", "text or json")
	cmd.Flags().BoolVar(&opts.Full, "full", false, "show everything on a terminal too: the supply, the goals, the discard pile, the decks' odds, every crew's cards")
	cmdutil.AddPagerFlag(cmd, f.IOStreams)
	return cmd
}

func statusRun(opts *statusOptions) error {
	// status only reads: a torn last line is left where it is (a command
	// that writes sets it aside).
	g, entries, _, err := cmdutil.ReadGameEntries(opts.IO, opts.Dirs, opts.GamePath)
	if err != nil {
		return err
	}
	if opts.Output == "json" {
		return writeStatusJSON(opts, g, entries)
	}
	// The terminal's height before the pager takes standard output.
	height := opts.IO.OutputHeight()
	opts.IO.StartPager()
	defer opts.IO.StopPager()
	var b strings.Builder
	brief := opts.IO.IsStdoutTTY() && !opts.Full && g.Phase != companion.PhaseGameEnd &&
		writeStatusBrief(&b, statusLang{opts.Lang}, g, entries, opts.IO.ColorEnabled(), opts.IO.TerminalWidth(), height)
	if !brief {
		writeStatus(&b, statusLang{opts.Lang}, g, entries, opts.IO.IsStdoutTTY(), opts.IO.ColorEnabled(), opts.IO.TerminalWidth())
	}
	if _, err := io.WriteString(opts.IO.Out, b.String()); err != nil {
		return err
	}
	if g.Phase == companion.PhaseGameEnd {
		return writeFinalScoreIn(opts.IO, statusLang{opts.Lang}, g)
	}
	return nil
}

// writeStatus writes the board of a game in lines of at most width
// columns: on a terminal (tty) two narrow tables, the crews' numbers and
// the locations, with a line per crew for its cards; otherwise, or when
// the tables do not fit, a line per crew and per location, each thing
// labelled. A line breaks only between two things, never inside one (a
// list too long for a line breaks between words). entries are the game's
// entries, for what a Breakout game shows of its loot and escapes. It is
// written in lang, but for what other packages word in English (a raid).
func writeStatus(b *strings.Builder, lang statusLang, g companion.Game, entries []companion.Entry, tty, bold bool, width int) {
	line := func(s string) {
		b.WriteString(cmdutil.WrapText(s, width, "", "  "))
		b.WriteByte('\n')
	}
	line(lang.Sprintf("status.when", statusWhen(lang, g), g.Expect().StringIn(lang.Lang)))
	if len(g.Pending) > 1 {
		// The first is in the line above, with the command that answers it.
		waiting := make([]string, len(g.Pending))
		for i, p := range g.Pending {
			waiting[i] = lang.Sprintf("status.waiting-one", p.Crew, p.Card, rules.EffectIn(lang.Lang, p.Effect.Kind))
		}
		line(lang.Sprintf("status.waiting", strings.Join(waiting, lang.Sprintf("status.waiting-then"))))
	}
	var solo *companion.SoloView
	if g.Solo != nil {
		sv := companion.NewSoloView(g)
		solo = &sv
		line(soloHeader(solo, lang))
	}
	b.WriteByte('\n')
	if r := g.RaidTextIn(lang.Lang); r != "" {
		line(r)
		b.WriteByte('\n')
	}
	bandits := false
	for _, l := range rules.AllLocations {
		bandits = bandits || g.Locations[l].Bandit.Total() > 0
	}
	crews, crewsOK := "", false
	locations, locationsOK := "", false
	players := g.PlayerCrews()
	if tty {
		crews, crewsOK = crewTable(lang, g, players, bold, width)
		locations, locationsOK = locationTable(lang, g, bandits, solo, nil, bold, width)
	}
	if crewsOK {
		b.WriteString(crews)
		line(lang.Sprintf("status.crews-key"))
		b.WriteByte('\n')
		// Only the crews holding cards, to keep the board short.
		held := false
		for _, c := range players {
			if cards := crewCards(lang, c, false); len(cards) > 0 {
				b.WriteString(cmdutil.FitItems(cards, width, lang.Sprintf("status.label", crewName(c)), "  "))
				held = true
			}
		}
		switch {
		case held:
		case len(players) == 1:
			line(lang.Sprintf("status.holds-no-card", players[0].Name))
		default:
			line(lang.Sprintf("status.no-crew-holds-card"))
		}
	} else {
		for _, c := range players {
			items := []string{
				lang.Sprintf("status.reputation", c.Board.Reputation), lang.Sprintf("status.power", c.Board.Power), lang.Sprintf("status.suspicion", c.Board.Suspicion),
				lang.Sprintf("status.resources-limit", resourcesIn(lang, c.Board.Resources), c.Board.Resources.Total(), c.Board.StorageLimit),
				lang.Sprintf("status.holding-cell", holdingCell(lang, c)),
			}
			name := crewName(c)
			if c.Name == g.FirstPlayer {
				name += " *"
			}
			b.WriteString(cmdutil.FitItems(append(items, crewCards(lang, c, true)...), width, lang.Sprintf("status.label", name), "  "))
		}
	}
	if solo != nil {
		writeGuardBoard(solo, b, lang, g, width)
	}
	b.WriteByte('\n')
	if locationsOK {
		b.WriteString(locations)
		if solo != nil && solo.Round {
			line(lang.Sprintf("status.strength-key"))
		}
	} else {
		for _, l := range rules.AllLocations {
			st := g.Locations[l]
			items := []string{lang.Sprintf("status.goon", cmdutil.OrDash(st.Goon)), lang.Sprintf("status.suspicion", st.Suspicion)}
			if st.Bandit.Total() > 0 {
				items = append(items, lang.Sprintf("status.bandit-cubes", resourcesIn(lang, st.Bandit)))
			}
			if solo != nil && solo.Round {
				items = append(items, spotItems(lang, solo.Spots[l])...)
			}
			items = append(items, lang.Sprintf("status.tokens", list(placementsIn(lang, g, st))))
			b.WriteString(cmdutil.FitItems(items, width, lang.Sprintf("status.label", rules.LocationIn(lang.Lang, l)), "  "))
		}
	}
	if solo != nil {
		writeDecks(solo, b, lang, g, width)
	}
	if v, ok := g.BreakoutView(entries); ok {
		b.WriteByte('\n')
		writeBreakout(b, lang, v, width)
	}
	b.WriteByte('\n')
	b.WriteString(cmdutil.FitItems(listItems(displayItems(lang, g)), width, lang.Sprintf("status.item-display"), "  "))
	b.WriteString(cmdutil.FitItems(listItems(g.Goals), width, lang.Sprintf("status.goals-beside"), "  "))
	b.WriteString(cmdutil.FitItems(listItems(g.GoonDiscard), width, lang.Sprintf("status.goon-discard"), "  "))
	supply := listItems(strings.Split(resourcesIn(lang, g.Supply.Resources), ", "))
	supply[len(supply)-1] += ";"
	supply = append(supply, lang.Sprintf("status.supply-power", g.Supply.Power), lang.Sprintf("status.supply-suspicion", g.Supply.Suspicion))
	b.WriteString(cmdutil.FitItems(supply, width, lang.Sprintf("status.supply"), "  "))
}

// statusWhen says where the game is: "Setup", "Round 2 of 6, Patrol".
func statusWhen(lang statusLang, g companion.Game) string {
	if g.Phase == companion.PhaseSetup {
		return lang.Sprintf("status.setup")
	}
	return lang.Sprintf("status.round", g.Round, rules.LastRound, phaseIn(lang, g.Phase))
}

// phaseIn is a phase's name in a language: the glossary's term, the
// English name in English or where the glossary has none.
func phaseIn(lang statusLang, p companion.Phase) string {
	if lang.Lang == terms.En {
		return p.String()
	}
	if w := lang.Word(p.Slug()); w != p.Slug() {
		return w
	}
	return p.String()
}

// displayItems are the item display's cards, numbered, an empty space as
// "(empty)".
func displayItems(lang statusLang, g companion.Game) []string {
	display := make([]string, len(g.Display))
	for i, c := range g.Display {
		if c == "" {
			c = lang.Sprintf("status.empty")
		}
		display[i] = fmt.Sprintf("%d. %s", i+1, c)
	}
	return display
}

// crewName is a crew's name with its colour.
func crewName(c companion.CrewState) string {
	if c.Colour != "" {
		return c.Name + " (" + c.Colour + ")"
	}
	return c.Name
}

// holdingCell says how many tokens are left in a crew's holding cell, or
// that it passed. Holding cells are hidden from the other crews: only the
// count shows.
func holdingCell(lang statusLang, c companion.CrewState) string {
	if c.Passed {
		return lang.Sprintf("status.passed")
	}
	return lang.Sprintf("status.left", len(c.Tokens))
}

// crewCards lists a crew's cards, each kind a thing of its own: with
// every kind ("items: -") when all is set, else only the kinds the crew
// has (none at all when it has no card).
func crewCards(lang statusLang, c companion.CrewState, all bool) []string {
	var out []string
	add := func(label string, cards []string, extra string) {
		if len(cards) == 0 && extra == "" && !all {
			return
		}
		format := "status.cards-labelled"
		if !all {
			format = "status.cards"
		}
		out = append(out, lang.Sprintf(format, label, list(cards)+extra))
	}
	add(lang.Sprintf("status.items"), c.Items, "")
	add(lang.Sprintf("status.reserved"), c.Reserved, "")
	add(lang.Sprintf("status.goons"), c.Goons, "")
	extra := ""
	if c.TomesToDraw > 0 {
		extra = lang.Sprintf("status.to-draw", c.TomesToDraw)
	}
	add(lang.Sprintf("status.tomes"), c.Tomes, extra)
	add(lang.Sprintf("status.goals"), c.Goals, "")
	return out
}

// placementsIn says which tokens each crew has at a location, in a
// language (the tokens by the glossary's names), as the players see them
// (Game.PlacementsSeen): "Vera: 2 3 +1 face down", "Rin: 2 (face down)".
func placementsIn(lang statusLang, g companion.Game, st companion.LocationState) []string {
	var out []string
	for _, p := range g.PlacementsSeen(st) {
		names := rules.TokensIn(lang.Lang, p.Tokens)
		for i, t := range p.Tokens {
			if slices.Contains(p.Marked, t) {
				names[i] = lang.Sprintf("status.token-face-down", names[i])
			}
		}
		s := lang.Sprintf("status.placement", p.Crew, strings.Join(names, " "))
		if p.FaceDown > 0 {
			if len(p.Tokens) > 0 {
				s += " +"
			}
			s += lang.Sprintf("status.face-down-count", p.FaceDown)
		}
		out = append(out, s)
	}
	return out
}

func list(s []string) string {
	if len(s) == 0 {
		return "-"
	}
	return strings.Join(s, ", ")
}

// listItems returns names as things for cmdutil.FitItems: each but the last ending
// in a comma; "-" for none.
func listItems(s []string) []string {
	if len(s) == 0 || len(s) == 1 && s[0] == "" {
		return []string{"-"}
	}
	out := make([]string, len(s))
	for i, v := range s {
		out[i] = v
		if i < len(s)-1 {
			out[i] += ","
		}
	}
	return out
}

// writeFinalScore prints the final raid and final scoring of a game that
// has ended, naming the values the tracker could not know.
func writeFinalScore(ios *cmdutil.IOStreams, g companion.Game) error {
	return writeFinalScoreIn(ios, statusLang{terms.En}, g)
}

// writeFinalScoreIn is writeFinalScore in a language.
func writeFinalScoreIn(ios *cmdutil.IOStreams, lang statusLang, g companion.Game) error {
	res, unknown := g.FinalScore()
	bs, _ := g.BoardState()
	fmt.Fprintln(ios.Out, "\n"+lang.Sprintf("status.final-scoring"))
	if err := score.Write(ios, "table", lang.Lang, bs.Game, &res); err != nil {
		return err
	}
	for _, u := range unknown {
		fmt.Fprintln(ios.Out, cmdutil.WrapText(lang.Sprintf("status.not-counted", u), ios.TerminalWidth(), "", "  "))
	}
	return nil
}

// resourcesIn lists resource cubes in a language ("2 iron, 1 potion";
// "none"), by the glossary's words.
func resourcesIn(lang statusLang, r rules.Resources) string {
	if lang.Lang == terms.En {
		return rules.ResourcesIn(terms.En, r)
	}
	var parts []string
	for _, k := range rules.AllResources {
		if n := r.Of(k); n > 0 {
			parts = append(parts, lang.Sprintf("status.count", n, lang.Word(k.String())))
		}
	}
	if len(parts) == 0 {
		return lang.Sprintf("status.none")
	}
	return strings.Join(parts, ", ")
}

// statusLang is the language status writes in; its Sprintf is
// terms.Lang's, which formats English without building the catalog.
type statusLang struct{ terms.Lang }
