package cmd

import (
	"strings"
	"testing"
)

// TestPassLegendToken: a Breakout crew passing with more than one token
// left names the one that goes face down to the legend card with --legend
// (Breakout rulebook, "Roll Call Phase"; ruling legend-early-pass); without
// it the pass is refused, naming the flag, and an unknown or absent token
// is refused too.
func TestPassLegendToken(t *testing.T) {
	breakoutGame(t, "app", playBreakoutCatalog)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"pass", "Vera"}, "lockup pass --legend TOKEN"},
		{[]string{"pass", "Vera", "--legend", "seeker2"}, "seeker2"},
	} {
		if code, _, errOut := run(t, "", false, c.args...); code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q; want exit 2 naming %q", c.args, code, errOut, c.want)
		}
	}
	out := mustRun(t, "pass", "Vera", "--legend", "lookout")
	if !strings.Contains(out, "Vera passes") {
		t.Errorf("pass --legend:\n%s", out)
	}
	st := mustRun(t, "status")
	if !strings.Contains(st, "1 token face down on it") {
		t.Errorf("status after the pass:\n%s", st)
	}
}

// TestPassLegendCompletes: pass --legend completes the tokens the passing
// crew still holds, the named crew's or else the one whose turn it is.
func TestPassLegendCompletes(t *testing.T) {
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
