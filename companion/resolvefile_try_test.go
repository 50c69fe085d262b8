package companion

import (
	"os"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

func TestTry(t *testing.T) {
	for _, f := range []string{"../examples/resolve-four-crews.yaml", "../examples/resolve-solo-breakout.yaml"} {
		data, _ := os.ReadFile(f)
		r, err := ParseResolveFile(f, data)
		if err != nil {
			t.Fatal(err)
		}
		lo, err := rules.ResolveLightsOut(r)
		if err != nil {
			t.Fatal(err)
		}
		for _, res := range lo.Resolutions {
			t.Log(res.Slug())
			for _, n := range res.Notes {
				t.Log("  ", n.Text, n.Ruling)
			}
		}
	}
}
