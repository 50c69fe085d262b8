package cmd

import (
	"strings"
	"testing"
)

// TestStatusBrief shows games on an 80x24 terminal in the default view
// (issue 22, item 4): at most 23 lines (the shell's prompt takes the 24th),
// none wider than 80 columns, with what the game waits for on top, the
// crews' table with the player's own crew, and lockup status --full named
// for the rest. In a solitary game the player's own face-down tokens show
// with their values. A Breakout game fits too, five crews and solitary.
func TestStatusBrief(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		golden string
		setup  func(*testing.T) []string // the arguments besides status
		want   []string
	}{
		{"two-crews", func(t *testing.T) []string { return []string{"--game", corpusCopy(t, "effects-craft-goals")} }, []string{"Vera", "Isaac"}},
		{"five-crews", func(t *testing.T) []string { return []string{"--game", corpusCopy(t, "five-crews-bandit-effect")} },
			[]string{"Vera", "Bartholomew the Bold", "Vera (blue): goons Mox"}},
		{"solo-roll-call", func(t *testing.T) []string {
			soloRollCall(t)
			mustRun(t, "guards", "turn", "--reveal", "infirmary", "--card", "blue:3", "--drawn", "off-duty")
			mustRun(t, "assign", "Rin", "cell-block", "lookout", "2", "--face-down", "1")
			return nil
		}, []string{"Rin (blue)", "* Guards", "Rin: lookout 2 (face down)", "Guard deck: "}},
		{"solo-lights-out", func(t *testing.T) []string { soloLightsOut(t); return nil }, []string{"Rin (blue)", "Guards"}},
		// Breakout: the tunnels in a column, the legend card and the
		// lanterns a line each.
		{"breakout-roll-call", func(t *testing.T) []string { boRollCall(t); return nil },
			[]string{"Vera", "Isaac", "Tunnel ", "Smithy         Mox      0  double  Vera: seeker 5", "Legend card: Tog the Ogre Brute, 1 token face down on it.", "Lanterns: Vera ENTRANCE, Isaac ENTRANCE."}},
		{"breakout-five-crews", func(t *testing.T) []string { boFiveCrews(t); return nil },
			[]string{"Vera", "Bartholomew the Bold", "Tunnel ", "Lanterns: "}},
		{"breakout-solo", func(t *testing.T) []string {
			boSolo(t)
			mustRun(t, "guards", "turn", "--reveal", "smithy", "--card", "blue:2", "--drawn", "off-duty")
			mustRun(t, "assign", "Rin", "cell-block", "lookout", "2", "--face-down", "1")
			return nil
		}, []string{"Rin (blue)", "* Guards", "Rin: lookout 2", "Tunnel ", "the guards' guard card face down on it", "the guards ENTRANCE"}},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			args := tc.setup(t)
			code, out, errOut := runColumns(t, 80, "", true, append([]string{"status"}, args...)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			golden(t, "status/"+tc.golden+".brief.golden", out)
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(lines) > 23 {
				t.Errorf("%d lines, more than 23:\n%s", len(lines), out)
			}
			if wide := tooWide(out, 80); len(wide) > 0 {
				t.Errorf("lines wider than 80:\n%s", strings.Join(wide, "\n"))
			}
			if !strings.Contains(lines[0], "Next: ") || !strings.HasSuffix(lines[len(lines)-1], "lockup status --full") {
				t.Errorf("the first line does not say what comes next, or the last does not name --full:\n%s", out)
			}
			for _, w := range append(tc.want, "lockup play", "Crew ", "Location ", "Item display: ") {
				if !strings.Contains(out, w) {
					t.Errorf("%q missing:\n%s", w, out)
				}
			}
		})
	}
}
