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
