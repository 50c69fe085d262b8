package solo

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/solosim"
)

// TestSoloRateInterrupted: a run stopped (Ctrl-C cancels the run's
// context) prints the games played so far, says so, and exits 130; the
// progress bar goes to standard error when it is a terminal, its carriage
// returns unescaped, and is cleared.
func TestSoloRateInterrupted(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	dirs := cmdtest.TempDirs(dir)
	cmdtest.WriteCatalog(t, dir, cmdtest.RateCatalog(false))
	ios, _, out, errOut := cmdutil.TestStreams()
	ios.SetStderrTTY(true)
	ctx, cancel := context.WithCancel(context.Background())
	opts := &RateOptions{IO: ios, Dirs: dirs, Version: "test", Context: ctx, Difficulty: "all", Edition: "2019",
		Games: 500_000, Seed: 1, Policy: "baseline", Jobs: 2, Output: "table"}
	go func() {
		time.Sleep(300 * time.Millisecond)
		cancel()
	}()
	err := soloRateRun(opts)
	if cmdutil.ExitCode(err) != cmdutil.ExitCancelled || !strings.Contains(out.String(), "Interrupted after ") || !strings.Contains(out.String(), "| moderate") {
		t.Errorf("exit %d (%v)\n%s", cmdutil.ExitCode(err), err, out.String())
	}
	if strings.Contains(errOut.String(), `\x0d`) || (errOut.Len() > 0 && !strings.Contains(errOut.String(), "\r")) {
		t.Errorf("the progress bar wrote %q", errOut.String())
	}
}

// TestNewCmdSoloRate: the flags fill the options (defaults: every level,
// the 2019 edition, 100,000 games from seed 1, baseline, a table).
func TestNewCmdSoloRate(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		want RateOptions
	}{
		{[]string{}, RateOptions{Difficulty: "all", Edition: "2019", Games: 100000, Seed: 1, Policy: "baseline", Output: "table"}},
		{[]string{"--difficulty", "expert", "--breakout", "--edition", "2018", "--games", "500", "--seed", "-7", "--policy", "random",
			"--jobs", "3", "-o", "csv", "--partial", "--catalog", "c.yaml"},
			RateOptions{Difficulty: "expert", Breakout: true, Edition: "2018", Games: 500, Seed: -7, Policy: "random", Jobs: 3, Output: "csv", Partial: true, CatalogPath: "c.yaml"}},
	} {
		ios, _, _, _ := cmdutil.TestStreams()
		var got *RateOptions
		cmd := NewCmdRate(&cmdutil.Factory{IOStreams: ios, Version: "v1"}, func(o *RateOptions) error { got = o; return nil })
		cmd.SetArgs(tc.args) // never nil: cobra would read the test binary's own flags (-update)
		if err := cmd.Execute(); err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		if tc.want.Jobs == 0 {
			tc.want.Jobs = got.Jobs // the number of CPUs
		}
		g := *got
		g.IO, g.Context, g.progressAfter, g.Version = nil, nil, 0, ""
		if g != tc.want {
			t.Errorf("%v: options %+v, want %+v", tc.args, g, tc.want)
		}
		if got.Version != "v1" || got.progressAfter != time.Second {
			t.Errorf("%v: version %q, progress after %v", tc.args, got.Version, got.progressAfter)
		}
	}
}

// TestRateCheck: the flags read into a plan; each one typed wrong is
// refused, as a usage error, naming the flag and what it takes (those out
// of bounds as solosim.Plan.Check finds them).
func TestRateCheck(t *testing.T) {
	t.Parallel()
	ok := RateOptions{Difficulty: "ALL", Edition: "2019", Policy: "baseline", Games: 100, Jobs: 2, Seed: 1, Output: "table"}
	p, err := ok.check()
	if err != nil || !slices.Equal(p.Levels, rules.Difficulties) || p.Edition != rules.Edition2019 || p.Policy != solosim.Baseline || p.LastSeed() != 100 {
		t.Errorf("check = %+v, %v", p, err)
	}
	one := ok
	one.Difficulty, one.Edition, one.Policy = "Ye Olde Jail", "2018", " Greedy "
	if p, err := one.check(); err != nil || !slices.Equal(p.Levels, []rules.Difficulty{rules.Challenging}) || p.Edition != rules.Edition2018 || p.Policy != solosim.Greedy {
		t.Errorf("Ye Olde Jail, 2018, greedy: %+v, %v", p, err)
	}
	for _, tc := range []struct {
		change func(*RateOptions)
		err    string
	}{
		{func(o *RateOptions) { o.Difficulty = "hard" }, `--difficulty: "hard" is not a difficulty level (moderate, challenging, expert) (or all)`},
		{func(o *RateOptions) { o.Edition = "2020" }, `--edition "2020": 2019 or 2018`},
		{func(o *RateOptions) { o.Policy = "smart" }, `--policy: "smart" is not a policy (baseline, greedy, random)`},
		{func(o *RateOptions) { o.Games = 0 }, "--games 0: from 1 to 10000000"},
		{func(o *RateOptions) { o.Games = solosim.MaxGames + 1 }, "--games 10000001: from 1 to 10000000"},
		{func(o *RateOptions) { o.Jobs = 0 }, "--jobs 0: from 1 to 256"},
		{func(o *RateOptions) { o.Jobs = solosim.MaxJobs + 1 }, "--jobs 257: from 1 to 256"},
		{func(o *RateOptions) { o.Seed = 1<<63 - 100 }, "--seed 9223372036854775708: the last game's seed would overflow"},
		{func(o *RateOptions) { o.Output = "xml" }, `--output "xml": table, json or csv`},
	} {
		x := ok
		tc.change(&x)
		var u *cmdutil.UsageError
		if _, err := x.check(); !errors.As(err, &u) || err.Error() != tc.err {
			t.Errorf("error %v, want %q", err, tc.err)
		}
	}
}

// TestRateRerun: the command that plays a run again gives the plan's
// settings (a level by its name, however it was typed), and --partial and
// --catalog as given.
func TestRateRerun(t *testing.T) {
	t.Parallel()
	plan := solosim.Plan{Levels: []rules.Difficulty{rules.Challenging}, Edition: rules.Edition2018, Policy: solosim.Greedy, Breakout: true, Games: 10, Jobs: 1, Seed: 5}
	r := rateRun{opts: &RateOptions{Difficulty: "Ye Olde Jail", Partial: true, CatalogPath: "my cards.yaml"}, Run: solosim.Run{Plan: plan}}
	want := "lockup solo rate --difficulty challenging --edition 2018 --games 10 --seed 5 --policy greedy --breakout --partial --catalog 'my cards.yaml'"
	if got := r.rerun(); got != want {
		t.Errorf("rerun = %q, want %q", got, want)
	}
	r.Levels, r.opts = rules.Difficulties, &RateOptions{}
	if got := r.rerun(); !strings.HasPrefix(got, "lockup solo rate --difficulty all --edition 2018") || strings.Contains(got, "--partial") {
		t.Errorf("rerun = %q", got)
	}
}
