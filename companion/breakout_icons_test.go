package companion

import (
	"errors"
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// boLegendIcons plays boLegendRound with a legend card showing Advance
// Lantern then Reserve Item, on to the legend card's resolution: Claire
// ranks first there (her 5 against two lookouts) and gains both icons as
// the phase turns to Patrol (Breakout rulebook, "Resolving the Legend
// Card"; "Special Effect Icons"). With last set, round 1 stands in for the
// sixth, so the game ends instead.
func boLegendIcons(t *testing.T, last bool) *tracker {
	t.Helper()
	tr := boLegendRound(t, rules.Effect{Kind: rules.EffectAdvanceLantern}, rules.Effect{Kind: rules.EffectReserveItem})
	x := tr.toLegend()
	if last {
		tr.g.Round = rules.LastRound
	}
	tr.do(&LegendEntry{Card: x.Legend})
	return tr
}

// TestLegendAdvanceLanternAfterLightsOut: an Advance Lantern the legend
// card gives waits as the phase turns to Patrol (or the game ends after
// round 6): the lantern entry answers it there, and the Reserve Item after
// it is answered by naming the item. Claire's lantern goes from the
// ENTRANCE to space 1 (the free path of the test board), then she takes
// Item B from the display for nothing.
func TestLegendAdvanceLanternAfterLightsOut(t *testing.T) {
	for _, last := range []bool{false, true} {
		tr := boLegendIcons(t, last)
		want := PhasePatrol
		if last {
			want = PhaseGameEnd
		}
		x := tr.g.Expect()
		if tr.g.Phase != want || x.Kind != ExpectLantern || x.Crew != "Claire" || x.Location != rules.NoLocation {
			t.Fatalf("after the legend (last %v): %s, expect %v for %s", last, tr.g.Phase, x.Kind, x.Crew)
		}
		if !slices.Contains(x.Commands(), "answer lantern move Claire") {
			t.Errorf("the commands %q do not answer Claire's lantern", x.Commands())
		}
		// Only Claire's lantern answers it; a Patrol step waits.
		if err := tr.try(&LanternEntry{Crew: "Vera", Space: "1"}); err == nil {
			t.Errorf("Vera's lantern moved for Claire's icon")
		}
		if err := tr.try(&PatrolEntry{Action: PatrolAdvanceGoons}); !errors.Is(err, ErrChoicePending) {
			t.Errorf("a Patrol step before the icon: %v", err)
		}
		tr.do(&LanternEntry{Crew: "Claire", Space: "1"})
		if s, _ := tr.g.Lantern("Claire"); s != (rules.Space{Kind: rules.Numbered, Number: 1}) {
			t.Errorf("Claire's lantern on %v, want space 1", s)
		}
		x = tr.g.Expect()
		if x.Kind != ExpectEffect || x.Effect.Effect.Kind != rules.EffectReserveItem || !slices.Contains(x.Commands(), "answer effect choice Claire") {
			t.Fatalf("after the lantern: %v %q", x.Kind, x.Commands())
		}
		tr.do(&EffectChoiceEntry{Crew: "Claire", Card: "Test Legend", Effect: rules.EffectReserveItem, Target: "Item B"})
		if c, _ := tr.g.Crew("Claire"); !slices.Equal(c.Reserved, []string{"Item B"}) || slices.Contains(tr.g.Display, "Item B") {
			t.Errorf("Claire reserved %v; display %v", c.Reserved, tr.g.Display)
		}
		if len(tr.g.Pending) != 0 {
			t.Errorf("still pending: %+v", tr.g.Pending)
		}
	}
}

// TestAdvanceLanternDeclined: the player "may" advance for the icon
// (Breakout rulebook, "Special Effect Icons – Advance Lantern"): a lantern
// entry that stays declines it, and the next icon waits. A version-7 stay
// was refused and replays so.
func TestAdvanceLanternDeclined(t *testing.T) {
	tr := boLegendIcons(t, false)
	e := tr.g.NextEntry(&LanternEntry{Crew: "Claire", Stay: true})
	e.Version = 7
	if _, err := tr.g.Play(e); !errors.Is(err, ErrNoReward) {
		t.Errorf("a version-7 stay for the icon: %v", err)
	}
	tr.do(&LanternEntry{Crew: "Claire", Stay: true})
	if s, _ := tr.g.Lantern("Claire"); s.Kind != rules.Entrance {
		t.Errorf("Claire's lantern on %v after declining", s)
	}
	if x := tr.g.Expect(); x.Kind != ExpectEffect || x.Effect.Effect.Kind != rules.EffectReserveItem {
		t.Errorf("after declining: %v", x.Kind)
	}
}

// TestAdvanceLanternOnTheTomb: a lantern on the TOMB goes no farther
// ("Khathandor's Tomb"), so its icon is answered only by staying.
func TestAdvanceLanternOnTheTomb(t *testing.T) {
	tr := boLegendIcons(t, false)
	tr.g.Breakout.Lanterns[2] = rules.Space{Kind: rules.Tomb}
	x := tr.g.Expect()
	if x.Kind != ExpectLantern || x.Steps != 0 || x.Location != rules.NoLocation || x.Crew != "Claire" {
		t.Fatalf("on the TOMB: %v, %d step(s), %q", x.Kind, x.Steps, x.Commands())
	}
	if err := tr.try(&LanternEntry{Crew: "Claire", Space: "escaped"}); err == nil {
		t.Errorf("a step beyond the TOMB accepted")
	}
	tr.do(&LanternEntry{Crew: "Claire", Stay: true})
	if x := tr.g.Expect(); x.Kind != ExpectEffect {
		t.Errorf("after staying on the TOMB: %v", x.Kind)
	}
}
