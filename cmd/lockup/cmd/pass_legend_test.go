package cmd

import (
	"strings"
	"testing"
)

// TestPassLegendToken: a Breakout crew passing with more than one token
// left puts none on the legend card (Breakout rulebook, "Roll Call Phase":
// no token goes there but the last; ruling legend-early-pass): --legend is
// refused for it, exit 2, and the plain pass leaves the legend card empty.
func TestPassLegendToken(t *testing.T) {
	t.Parallel()
	breakoutGame(t, "app", playBreakoutCatalog)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"pass", "Vera", "--legend", "lookout"}, "only a crew's last token goes face down to the legend card"},
		{[]string{"pass", "Vera", "--legend", "seeker2"}, "seeker2"},
	} {
		if code, _, errOut := run(t, "", false, c.args...); code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q; want exit 2 naming %q", c.args, code, errOut, c.want)
		}
	}
	out := mustRun(t, "pass", "Vera")
	if !strings.Contains(out, "Vera passes.") || strings.Contains(out, "legend card") {
		t.Errorf("pass:\n%s", out)
	}
	st := mustRun(t, "status")
	if strings.Contains(st, "face down on it") {
		t.Errorf("status after the pass shows a token on the legend card:\n%s", st)
	}
}

// TestPassLegendCompletes: pass --legend completes the tokens the passing
// crew still holds, the named crew's or else the one whose turn it is.
func TestPassLegendCompletes(t *testing.T) {
	t.Parallel()
	breakoutGame(t, "app", playBreakoutCatalog)
	mustRun(t, "assign", "Vera", "smithy", "5", "seeker")
	// Isaac's turn: his seven tokens, named or not.
	for _, args := range [][]string{{"pass", "--legend", ""}, {"pass", "Isaac", "--legend", ""}} {
		if got, _ := complete(t, false, args...); strings.Join(got, " ") != "lookout enforcer 2 3 4 5 seeker" {
			t.Errorf("lockup __complete %q: %q", args, got)
		}
	}
	got, _ := complete(t, false, "pass", "Vera", "--legend", "")
	if strings.Join(got, " ") != "lookout enforcer 2 3 4" {
		t.Errorf("Vera's tokens: %q", got)
	}
}
