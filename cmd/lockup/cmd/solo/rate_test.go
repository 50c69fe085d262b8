package solo

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
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
