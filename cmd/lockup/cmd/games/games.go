package games

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
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

// Summary is one game of lockup games: where it stands, or why it does
// not replay.
type Summary struct {
	Name    string   `json:"name"`
	Path    string   `json:"path"`
	Current bool     `json:"current"`
	Round   int      `json:"round"`
	Phase   string   `json:"phase,omitempty"`
	Crews   []string `json:"crews"`
	Error   string   `json:"error,omitempty"`
	// GamePhase is Phase as the text output names it.
	GamePhase companion.Phase `json:"-"`
	// elsewhere is set for the current game when it is not in the games
	// folder.
	elsewhere bool
	// Problem says what went wrong when Error is set: the file cannot be
	// read, or it does not replay.
	Problem string `json:"-"`
}

// Summarize reads and replays the game file at path, writing nothing.
// A file that does not read or replay gives a summary with the reason.
func Summarize(name, path string) Summary {
	s := Summary{Name: name, Path: path, Crews: []string{}}
	h, entries, _, err := gamelog.ReadGameFile(path, filepath.Base(path))
	if err != nil {
		s.Error, s.Problem = err.Error(), "cannot be read"
		return s
	}
	g, err := companion.Replay(h, entries)
	if err != nil {
		s.Error, s.Problem = err.Error(), "does not replay"
		return s
	}
	s.Round, s.Phase, s.GamePhase = g.Round, g.Phase.Slug(), g.Phase
	for _, c := range g.Crews {
		s.Crews = append(s.Crews, c.Name)
	}
	return s
}

// listGames summarizes the games in the games folder, sorted by name, and
// the current game last when it lives elsewhere.
func listGames(dirs store.Dirs) (string, []Summary, error) {
	dir, err := dirs.GamesDir()
	if err != nil {
		return "", nil, err
	}
	names, err := gamelog.GameNames(dir)
	if err != nil {
		return dir, nil, err
	}
	current, err := gamelog.RememberedGame(dirs)
	if err != nil {
		return dir, nil, err
	}
	if current != "" {
		current = filepath.Clean(current)
	}
	var games []Summary
	found := false
	for _, n := range names {
		path := filepath.Join(dir, n+store.GameFileExt)
		s := Summarize(n, path)
		if abs, err := filepath.Abs(path); err == nil && abs == current {
			s.Current, found = true, true
		}
		games = append(games, s)
	}
	if current != "" && !found {
		s := Summarize(store.GameNameOf(current), current)
		s.Current, s.elsewhere = true, true
		games = append(games, s)
	}
	return dir, games, nil
}

func gamesRun(opts *Options) error {
	dir, games, err := listGames(opts.Dirs)
	if err != nil {
		return err
	}
	if opts.Output == "json" {
		if games == nil {
			games = []Summary{}
		}
		enc := json.NewEncoder(opts.IO.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(games)
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
func gamesText(games []Summary, width int) string {
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
		if g.elsewhere {
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
