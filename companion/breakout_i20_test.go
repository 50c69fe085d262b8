package companion

import (
	"errors"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// tryAt plays p as an entry written in log version v: an older game file's
// entry, which replays by the rules it was played under (Game.rulesAt).
func (tr *tracker) tryAt(v int, p Payload) error {
	p = withPrinted(tr.cat, p)
	e := tr.g.NextEntry(p)
	e.Seq, e.Version = len(tr.entries)+1, v
	g, err := tr.g.Play(e)
	if err != nil {
		return err
	}
	tr.g = g
	tr.entries = append(tr.entries, e)
	return nil
}

// earlyPassTable plays round 1's Roll Call of a three-crew Breakout game up
// to Claire's turn, with three tokens (lookout, 4, 5) in her holding cell;
// Vera and Isaac keep only their lookouts.
func earlyPassTable(t *testing.T) *tracker {
	t.Helper()
	tr := newBreakoutTracker(t)
	tr.do(assign("Vera", rules.Smithy, "seeker", "5"))
	tr.do(assign("Isaac", rules.Smithy, "4"))
	tr.do(assign("Claire", rules.Commissary, "seeker", "enforcer", "2", "3"))
	tr.do(assign("Vera", rules.Sewers, "enforcer", "2", "3", "4"))
	tr.do(assign("Isaac", rules.Sewers, "seeker", "enforcer", "2", "3", "5"))
	return tr
}

// TestLegendOnlyLastToken: Breakout rulebook, "Roll Call Phase": a player
// with one crew token left must pass and puts it face down on the legend
// card; players may not assign tokens to the legend card otherwise (ruling
// legend-early-pass). Claire passes with three tokens: she puts none there,
// and naming one is refused; Vera's last token, the lookout, goes there, and
// naming another is refused.
func TestLegendOnlyLastToken(t *testing.T) {
	tr := earlyPassTable(t)
	for _, tok := range []string{"5", "lookout"} {
		if err := tr.try(&PassEntry{Crew: "Claire", LegendToken: tok}); !errors.Is(err, rules.ErrLegend) {
			t.Errorf("Claire passing with 3 tokens and --legend %s: %v", tok, err)
		}
	}
	tr.do(&PassEntry{Crew: "Claire"})
	c := tr.g.Crews[2]
	if len(c.Tokens) != 3 || !c.Passed || tr.g.Breakout.LegendTokens[2] != rules.NoToken {
		t.Errorf("Claire after passing: home %v, passed %v, legend %v; want 3 tokens home and none on the legend card", c.Tokens, c.Passed, tr.g.Breakout.LegendTokens[2])
	}
	// Vera, one token left: the table knows it is her lookout.
	if err := tr.try(&PassEntry{Crew: "Vera", LegendToken: "4"}); !errors.Is(err, rules.ErrLegend) {
		t.Errorf("Vera naming a token she no longer holds: %v", err)
	}
	tr.do(&PassEntry{Crew: "Vera", LegendToken: "lookout"})
	if tr.g.Breakout.LegendTokens[0] != rules.Lookout || len(tr.g.Crews[0].Tokens) != 0 {
		t.Errorf("Vera's lookout: legend %v, home %v", tr.g.Breakout.LegendTokens[0], tr.g.Crews[0].Tokens)
	}
	// Isaac passes by himself, his lookout to the legend card.
	x := tr.g.Expect()
	if a, ok := x.Auto(); !ok || a.Reason != AutoLastToken {
		t.Fatalf("Isaac with one token left: %+v", x)
	}
	tr.autoPlay()
	// The legend card ranks the two lookouts only, Vera first (the first
	// player marker's holder); Claire is not on it.
	res, err := tr.g.LegendResolution()
	if err != nil {
		t.Fatal(err)
	}
	if rk := res.Ranking(); len(rk) != 2 || rk[0].Name != "Vera" || rk[1].Name != "Isaac" {
		t.Errorf("legend ranking %+v, want Vera then Isaac", rk)
	}
}

// TestLegendEarlyPassVersion7: a version 7 game file, written while ruling
// legend-early-pass let a crew passing early choose a token for the legend
// card, replays so: Claire's 5 goes there and her other two stay home; the
// version 7 pass without a token is refused as it was.
func TestLegendEarlyPassVersion7(t *testing.T) {
	tr := earlyPassTable(t)
	if err := tr.tryAt(7, &PassEntry{Crew: "Claire"}); !errors.Is(err, rules.ErrLegend) {
		t.Errorf("a version 7 early pass naming no token: %v", err)
	}
	if err := tr.tryAt(7, &PassEntry{Crew: "Claire", LegendToken: "5"}); err != nil {
		t.Fatal(err)
	}
	if c := tr.g.Crews[2]; len(c.Tokens) != 2 || tr.g.Breakout.LegendTokens[2] != rules.Five {
		t.Errorf("Claire after a version 7 early pass: home %v, legend %v", c.Tokens, tr.g.Breakout.LegendTokens[2])
	}
}
