package cmd

import (
	"strings"
	"testing"
)

// TestNextAtTheLegendCard: once every location is resolved, lockup next
// refuses (exit 2) and names lockup legend resolve, the command that
// resolves the legend card (Breakout rulebook, "Resolving the Legend
// Card"); it used to answer "resolve: resolve: no location".
func TestNextAtTheLegendCard(t *testing.T) {
	t.Parallel()
	breakoutGame(t, "app", playBreakoutCatalog)
	cmds(t, words("pass Vera"), words("pass Isaac"))
	for i := 0; i < 20 && !strings.Contains(mustRun(t, "status"), "lockup legend resolve"); i++ {
		mustRun(t, "next")
	}
	code, _, errOut := run(t, "", false, "next")
	if code != 2 || !strings.Contains(errOut, "is resolved with lockup legend resolve, not next") || strings.Contains(errOut, "no location") {
		t.Errorf("next at the legend card: exit %d, %s", code, errOut)
	}
	mustRun(t, "legend", "resolve") // still answers it
}
