package solo

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"charm.land/bubbles/v2/progress"
	"charm.land/huh/v2"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/solosim"
	"github.com/lockup-companion/lockup/companion/store"
)

// RateOptions are the flags of `lockup solo rate`.
type RateOptions struct {
	IO      *cmdutil.IOStreams
	Dirs    store.Dirs
	Version string
	// Context, when set, is the run's parent context (tests); the run
	// stops on Ctrl-C either way.
	Context context.Context

	Difficulty  string
	Breakout    bool
	Edition     string
	Games       int
	Seed        int64
	Policy      string
	Jobs        int
	Output      string
	Partial     bool
	CatalogPath string

	// progressAfter is how long a run goes before the progress bar shows
	// (a second; tests shorten it).
	progressAfter time.Duration
}

// NewCmdRate makes lockup solo rate; runF, when not nil, runs instead of
// soloRateRun.
func NewCmdRate(f *cmdutil.Factory, runF func(*RateOptions) error) *cobra.Command {
	opts := &RateOptions{IO: f.IOStreams, Dirs: f.Dirs, Version: f.Version, progressAfter: time.Second}
	if opts.Version == "" && f.BuildVersion != nil {
		opts.Version = f.BuildVersion()
	}
	cmd := &cobra.Command{
		Use:   "rate",
		Short: "Play thousands of solo games with your cards to rate each level",
		Long: `rate plays many solitary games in a second or two, with the guard cards, items,
goons and goals of your card catalog: the guards by lockup's automa, every
location by the same rules the tracker applies, your side by a fixed,
documented policy (docs/solo-rate.md). Per level it prints the policy's win
rate with its 95% interval, the guards' score at the median, 75th and 90th
percentile (score more than the 75th to beat them 3 games in 4), the mean
margin and the raids a game; then how the win rate changes from level to
level, over the same seeds; then the hardest and the easiest deals found, as
the lockup new command that deals the same guard and location decks at your
table. The figures are the win rate of a policy, not your odds.

Game i plays seed --seed + i, the same on every machine and for any --jobs.
With cards missing from your catalog it stops and lists what to type;
--partial plays with the cards known, and says so beside every figure.`,
		Example: `  lockup solo rate
  lockup solo rate --difficulty expert --games 20000 --policy greedy
  lockup solo rate --breakout --output json
  lockup solo rate --partial --games 2000`,
		Args: cmdutil.MaxArgs(0),
		RunE: func(c *cobra.Command, _ []string) error {
			if runF != nil {
				return runF(opts)
			}
			if opts.Context == nil {
				opts.Context = c.Context()
			}
			return soloRateRun(opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.Difficulty, "difficulty", "all", "the levels to play: all, moderate, challenging or expert")
	fl.BoolVar(&opts.Breakout, "breakout", false, "play with the Breakout expansion's solo cards")
	fl.StringVar(&opts.Edition, "edition", "2019", "the core game's edition: 2019 or 2018")
	fl.IntVar(&opts.Games, "games", 100000, "games per level")
	fl.Int64Var(&opts.Seed, "seed", 1, "the first game's seed: game i plays seed N+i")
	fl.StringVar(&opts.Policy, "policy", "baseline", "how your side plays: "+solosim.PolicyForms)
	fl.IntVar(&opts.Jobs, "jobs", runtime.NumCPU(), "games played at once (the figures never depend on it)")
	fl.StringVarP(&opts.Output, "output", "o", "table", "output format: table, json or csv")
	fl.BoolVar(&opts.Partial, "partial", false, "play with the cards your catalog knows when some are missing")
	fl.StringVar(&opts.CatalogPath, "catalog", "", "use this catalog file instead of the one in your config folder")
	words := func(ws ...string) cobra.CompletionFunc {
		return func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
			return ws, cobra.ShellCompDirectiveNoFileComp
		}
	}
	for flag, fn := range map[string]cobra.CompletionFunc{
		"difficulty": words(append([]string{"all"}, levelWords()...)...),
		"edition":    words("2019", "2018"),
		"policy":     words(solosim.PolicyNames()...),
		"output":     words("table", "json", "csv"),
		"games":      words(), // a number
		"seed":       words(),
		"jobs":       words(),
		"catalog": func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
			return []cobra.Completion{"yaml", "yml"}, cobra.ShellCompDirectiveFilterFileExt
		},
	} {
		_ = cmd.RegisterFlagCompletionFunc(flag, fn)
	}
	return cmd
}

// planFlags are the flags that give the settings of a plan Check may
// refuse (solosim.PlanError's Field).
var planFlags = map[string]string{"Games": "--games", "Jobs": "--jobs", "Seed": "--seed"}

// check reads the flags into the run's plan, checked (solosim.Plan.Check),
// and --output.
func (opts *RateOptions) check() (solosim.Plan, error) {
	bad := func(format string, args ...any) error { return &cmdutil.UsageError{Err: fmt.Errorf(format, args...)} }
	plan := solosim.Plan{Breakout: opts.Breakout, Games: opts.Games, Jobs: opts.Jobs, Seed: opts.Seed}
	if strings.EqualFold(opts.Difficulty, "all") {
		plan.Levels = rules.Difficulties
	} else {
		d, err := rules.ParseDifficulty(opts.Difficulty)
		if err != nil {
			return plan, bad("--difficulty: %w (or all)", err)
		}
		plan.Levels = []rules.Difficulty{d}
	}
	if err := plan.Edition.UnmarshalText([]byte(opts.Edition)); err != nil {
		return plan, bad("--edition %q: 2019 or 2018", opts.Edition)
	}
	policy, err := solosim.ParsePolicy(opts.Policy)
	if err != nil {
		return plan, bad("--policy: %w", err)
	}
	plan.Policy = policy
	if err := plan.Check(); err != nil {
		var pe *solosim.PlanError
		if errors.As(err, &pe) && planFlags[pe.Field] != "" {
			return plan, bad("%s %d: %s", planFlags[pe.Field], pe.Value, pe.Allowed)
		}
		return plan, bad("%w", err)
	}
	switch opts.Output {
	case "table", "json", "csv":
	default:
		return plan, bad("--output %q: table, json or csv", opts.Output)
	}
	return plan, nil
}

// loadRateCatalog reads the player's catalog (or --catalog's) over the
// cards lockup ships.
func loadRateCatalog(opts *RateOptions) (*catalog.Catalog, error) {
	path := opts.CatalogPath
	if path == "" {
		p, err := opts.Dirs.CatalogPath()
		if err != nil {
			return nil, err
		}
		path = p
	}
	user, err := catalog.LoadCatalog(path)
	if err != nil {
		return nil, err
	}
	return catalog.EffectiveCatalog(user)
}

// rateRun is the run (solosim.Run), for the writers, with the options
// for what its plan does not hold: the streams, lockup's version,
// --output, --partial and --catalog. The run's settings are read from its
// Plan only.
type rateRun struct {
	opts *RateOptions
	solosim.Run
}

func soloRateRun(opts *RateOptions) error {
	plan, err := opts.check()
	if err != nil {
		return err
	}
	cat, err := loadRateCatalog(opts)
	if err != nil {
		return err
	}
	sim, levels := solosim.NewRun(cat, plan)
	run := &rateRun{opts: opts, Run: sim}
	if run.Partial() && !opts.Partial {
		var b strings.Builder
		fmt.Fprintf(&b, "your card catalog lacks cards the games need:")
		for _, m := range run.Missing {
			fmt.Fprintf(&b, "\n  - %s", m)
		}
		b.WriteString("\nType them (a group can share one catalog: lockup cards export, lockup cards import), or play with the cards known: --partial")
		return fmt.Errorf("%w: %s", cmdutil.ErrBadInput, b.String())
	}
	if len(levels) == 0 {
		return fmt.Errorf("%w: no level can be played: the catalog lacks its guard cards (lockup cards guards COLOUR STRENGTH...)", cmdutil.ErrBadInput)
	}
	parent := opts.Context
	if parent == nil {
		parent = context.Background()
	}
	ctx, stop := signal.NotifyContext(parent, os.Interrupt)
	defer stop()
	var done atomic.Int64
	total := int64(plan.Games) * int64(len(levels))
	stopBar := startRateProgress(opts, &done, total)
	rep, err := solosim.Rate(ctx, solosim.Options{Box: run.Box, Levels: levels, Policy: plan.Policy, Games: plan.Games, Seed: plan.Seed, Jobs: plan.Jobs, Done: &done})
	stopBar()
	interrupted := errors.Is(err, context.Canceled)
	if err != nil && !interrupted {
		return err
	}
	run.Report = rep
	if werr := run.write(opts.IO.Out); werr != nil {
		return werr
	}
	if interrupted {
		return fmt.Errorf("interrupted after %d of %d games: %w", done.Load(), total, huh.ErrUserAborted)
	}
	return nil
}

// startRateProgress shows a progress bar on standard error when it is a
// terminal and the run takes longer than opts.progressAfter; the function
// it returns stops the bar and clears it.
func startRateProgress(opts *RateOptions, done *atomic.Int64, total int64) func() {
	if !opts.IO.IsStderrTTY() {
		return func() {}
	}
	// The terminal itself: the bar's carriage returns would be escaped by
	// the output filter.
	w := cmdutil.RawWriter(opts.IO.ErrOut)
	quit, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		select {
		case <-quit:
			return
		case <-time.After(opts.progressAfter):
		}
		bar, shown := newRateBar(total), ""
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-quit:
				if shown != "" {
					// Cleared: what follows goes where the bar was.
					fmt.Fprint(w, "\r"+strings.Repeat(" ", utf8.RuneCountInString(shown))+"\r")
				}
				return
			case <-tick.C:
				shown = bar(done.Load())
				fmt.Fprint(w, "\r"+shown)
			}
		}
	}()
	return func() {
		close(quit)
		<-finished
	}
}

// newRateBar returns the progress line of a run of total games, given the
// games done: a bar of 20 cells with the percentage (bubbles' progress bar,
// without colours) and the count, "████░░░░  40% 4000/10000".
func newRateBar(total int64) func(done int64) string {
	bar := progress.New(progress.WithWidth(25), progress.WithFillCharacters('█', '░'))
	bar.FullColor, bar.EmptyColor = nil, nil
	return func(done int64) string {
		return fmt.Sprintf("%s %d/%d", bar.ViewAs(float64(done)/float64(max(total, 1))), done, total)
	}
}

// levelWords are the solitary mode's levels as --difficulty takes them
// (rules.Difficulties), easiest first.
func levelWords() []string {
	out := make([]string, len(rules.Difficulties))
	for i, d := range rules.Difficulties {
		out[i] = d.String()
	}
	return out
}
