package games

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/store"
)

// Options are the flags of `lockup games`.
type Options struct {
	IO *cmdutil.IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs   store.Dirs
	Output string
}

// NewCmdGames makes lockup games; runF, when not nil, runs instead of gamesRun.
func NewCmdGames(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IOStreams, Dirs: f.Dirs}
	cmd := &cobra.Command{
		Use:   "games",
		Short: "List the games tracked, and which one is current",
		Long: `games lists the games in your games folder ($XDG_DATA_HOME/lockup/games, where
lockup new puts them), one line each: the name, the round and phase it stands
at, and its crews. The current game, the one the other commands use, is marked
with *; lockup use NAME makes another one current. A game whose file cannot be
read or does not replay is listed with the reason.

A game's name (or its file's path) also goes wherever --game is taken:
lockup status --game friday. Nothing is written: listing the games changes
neither them nor which one is current.`,
		Example: `  lockup games
  lockup games --output json
  lockup use friday`,
		Args: cmdutil.MaxArgs(0),
		RunE: func(_ *cobra.Command, _ []string) error {
			if opts.Output != "text" && opts.Output != "json" {
				return &cmdutil.UsageError{Err: fmt.Errorf("--output %q: use text or json", opts.Output)}
			}
			if runF != nil {
				return runF(opts)
			}
			return gamesRun(opts)
		},
	}
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "text", "text or json")
	return cmd
}

func gamesRun(opts *Options) error {
	dir, games, err := gamelog.ListGames(opts.Dirs)
	if err != nil {
		return err
	}
	if opts.Output == "json" {
		if games == nil {
			games = []gamelog.Summary{}
		}
		return cmdutil.WriteJSON(opts.IO.Out, games)
	}
	if len(games) == 0 {
		fmt.Fprintf(opts.IO.Out, "No games in %s yet: start one with lockup new.\n", dir)
		return nil
	}
	fmt.Fprint(opts.IO.Out, gamesText(games, opts.IO.TerminalWidth()))
	return nil
}

// gamesText lays the games out in columns within width: a mark for the
// current game, the name, the round, the phase and the crews. Crews that do
// not fit end in "…"; the reason a game does not replay is wrapped under
// its line. A name is never cut, so it can be typed back.
func gamesText(games []gamelog.Summary, width int) string {
	nameW := len("Game")
	for _, g := range games {
		nameW = max(nameW, utf8.RuneCountInString(g.Name))
	}
	const roundW, phaseW = len("Round"), len("Lights Out")
	pad := func(s string, w int) string { return s + strings.Repeat(" ", max(0, w-utf8.RuneCountInString(s))) }
	lead := 2 + nameW + 2
	crewsAt := lead + roundW + 2 + phaseW + 2
	var b strings.Builder
	b.WriteString(strings.TrimRight("  "+pad("Game", nameW)+"  "+pad("Round", roundW)+"  "+pad("Phase", phaseW)+"  Crews", " ") + "\n")
	for _, g := range games {
		mark := "  "
		if g.Current {
			mark = "* "
		}
		line := mark + pad(g.Name, nameW) + "  "
		if g.Error != "" {
			reason := g.Problem + ": " + g.Error
			b.WriteString(cmdutil.WrapText(reason, max(width, lead+20), line, strings.Repeat(" ", lead)) + "\n")
			continue
		}
		round := "-"
		if g.Round > 0 {
			round = strconv.Itoa(g.Round)
		}
		line += pad(round, roundW) + "  " + pad(g.GamePhase.String(), phaseW) + "  "
		b.WriteString(strings.TrimRight(line+ellipsize(strings.Join(g.Crews, ", "), width-crewsAt), " ") + "\n")
	}
	for _, g := range games {
		if g.Elsewhere {
			b.WriteString(cmdutil.WrapText(fmt.Sprintf("The current game, %s, is %s, outside the games folder.", g.Name, g.Path), width, "", "") + "\n")
		}
	}
	return b.String()
}

// ellipsize cuts s to at most w runes, ending in "…" when cut.
func ellipsize(s string, w int) string {
	if utf8.RuneCountInString(s) <= w {
		return s
	}
	if w <= 1 {
		return ""
	}
	r := []rune(s)
	return strings.TrimRight(string(r[:w-1]), " ,") + "…"
}
