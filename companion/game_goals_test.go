package companion

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestHoldingsWithoutGoonsCountTheSame: settling goals takes holdings
// without the goon map unless a goal counts goons (countsGoons); every
// other countable counts the same either way, in every state of every
// corpus game.
func TestHoldingsWithoutGoonsCountTheSame(t *testing.T) {
	for _, cg := range readCorpus(t) {
		g, err := Replay(cg.header, cg.entries[:1])
		for k := 1; err == nil; k++ {
			for i, c := range g.Crews {
				full, lean := g.Holdings(c.Name), g.holdings(i, false)
				for what := rules.CountItems; what <= rules.CountLanternProgress; what++ {
					if countsGoons(what) {
						continue
					}
					if a, b := full.Count(what), lean.Count(what); a != b {
						t.Fatalf("%s after entry %d: %s of %s: %d with the goon map, %d without", cg.name, k, what, c.Name, a, b)
					}
				}
			}
			if k == len(cg.entries) {
				break
			}
			g, err = g.Play(cg.entries[k])
		}
	}
}

// TestBreakoutHoldings: the loot and Explorer goals read the loot tokens
// kept and the lantern's progress (Breakout rulebook, "Notes", Explorer:
// "13" is farther than the TOMB, "9" and "10" equally far); the Explorer
// goal never leaves a crew whose lantern escaped.
func TestBreakoutHoldings(t *testing.T) {
	g := boToChowHall(t).g
	sp := func(s string) rules.Space {
		v, err := rules.ParseSpace(s)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	for _, tc := range []struct {
		name           string
		holder         string
		vera, isaac    string
		loot           int
		wantHolder     string
		veraFartherThn bool
	}{
		{"13 is farther than the tomb", "Isaac", "13", "tomb", 2, "Vera", true},
		{"9 and 10 are equally far: the holder keeps it", "Isaac", "10", "9", 0, "Isaac", false},
		{"an escaped lantern keeps the goal", "Vera", "escaped", "tomb", 1, "Vera", true},
		{"nor does a second escape take it", "Vera", "escaped", "escaped", 0, "Vera", false},
	} {
		g := g.Clone()
		g.Breakout.Lanterns[0], g.Breakout.Lanterns[1] = sp(tc.vera), sp(tc.isaac)
		g.Breakout.Loot[0] = make([]string, tc.loot)
		v, i := g.Holdings("Vera"), g.Holdings("Isaac")
		if v.Count(rules.CountLoot) != tc.loot {
			t.Errorf("%s: Vera's loot %d, want %d", tc.name, v.Count(rules.CountLoot), tc.loot)
		}
		if got := v.LanternProgress > i.LanternProgress; got != tc.veraFartherThn {
			t.Errorf("%s: Vera farther %v (%d vs %d)", tc.name, got, v.LanternProgress, i.LanternProgress)
		}
		counts := []rules.Count{{Crew: "Vera", N: v.Count(rules.CountLanternProgress)}, {Crew: "Isaac", N: i.Count(rules.CountLanternProgress)}, {Crew: "Claire", N: g.Holdings("Claire").Count(rules.CountLanternProgress)}}
		if got := rules.LeaderGoalHolder(tc.holder, counts, 1); got != tc.wantHolder {
			t.Errorf("%s: Explorer goes to %q, want %q", tc.name, got, tc.wantHolder)
		}
	}
}
