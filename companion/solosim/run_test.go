package solosim

import (
	"context"
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TestTypedPlan: lockup solo rate's flags read into a plan; each one typed
// wrong is refused naming the flag and what it takes.
func TestTypedPlan(t *testing.T) {
	t.Parallel()
	ok := Typed{Difficulty: "ALL", Edition: "2019", Policy: "baseline", Games: 100, Jobs: 2, Seed: 1}
	p, err := ok.Plan()
	if err != nil || !slices.Equal(p.Levels, rules.Difficulties) || p.Edition != rules.Edition2019 || p.Policy != Baseline || p.LastSeed() != 100 {
		t.Errorf("Plan = %+v, %v", p, err)
	}
	one := ok
	one.Difficulty, one.Edition, one.Policy = "expert", "2018", " Greedy "
	if p, err := one.Plan(); err != nil || !slices.Equal(p.Levels, []rules.Difficulty{rules.Expert}) || p.Edition != rules.Edition2018 || p.Policy != Greedy {
		t.Errorf("expert, 2018, greedy: %+v, %v", p, err)
	}
	for _, tc := range []struct {
		change func(*Typed)
		err    string
	}{
		{func(t *Typed) { t.Difficulty = "hard" }, `--difficulty: "hard" is not a difficulty level (moderate, challenging, expert) (or all)`},
		{func(t *Typed) { t.Edition = "2020" }, `--edition "2020": 2019 or 2018`},
		{func(t *Typed) { t.Policy = "smart" }, `--policy: "smart" is not a policy (baseline, greedy, random)`},
		{func(t *Typed) { t.Games = 0 }, "--games 0: from 1 to 10000000"},
		{func(t *Typed) { t.Games = MaxGames + 1 }, "--games 10000001: from 1 to 10000000"},
		{func(t *Typed) { t.Jobs = 0 }, "--jobs 0: from 1 to 256"},
		{func(t *Typed) { t.Jobs = MaxJobs + 1 }, "--jobs 257: from 1 to 256"},
		{func(t *Typed) { t.Seed = 1<<63 - 100 }, "--seed 9223372036854775708: the last game's seed would overflow"},
	} {
		x := ok
		tc.change(&x)
		if _, err := x.Plan(); err == nil || err.Error() != tc.err {
			t.Errorf("error %v, want %q", err, tc.err)
		}
	}
}

// TestPolicyNames: every policy by the name ParsePolicy reads.
func TestPolicyNames(t *testing.T) {
	t.Parallel()
	names := PolicyNames()
	if !slices.Equal(names, []string{"baseline", "greedy", "random"}) {
		t.Errorf("PolicyNames = %q", names)
	}
	for i, n := range names {
		if p, err := ParsePolicy(n); err != nil || p != Policies[i] {
			t.Errorf("ParsePolicy(%q) = %v, %v", n, p, err)
		}
	}
}

// TestRunDealsAndJSON: each level played gives its hardest then its
// easiest game; the JSON document carries the plan, the box and the
// counts the report played.
func TestRunDealsAndJSON(t *testing.T) {
	t.Parallel()
	box := fixtureBox(false)
	levels := []rules.Difficulty{rules.Moderate, rules.Expert}
	r := Run{Plan: Plan{Levels: levels, Edition: rules.Edition2019, Policy: Random, Games: 50, Jobs: 1, Seed: 7}, Box: &box}
	rep, err := Rate(context.Background(), Options{Box: &box, Levels: levels, Policy: Random, Games: 50, Seed: 7, Jobs: 1})
	if err != nil {
		t.Fatal(err)
	}
	r.Report = rep
	deals := r.Deals()
	if len(deals) != 4 || deals[0].Which != "hardest" || deals[1].Which != "easiest" || deals[2].Difficulty != rules.Expert ||
		deals[0].Outcome != rep.Levels[0].Hardest || deals[3].Outcome != rep.Levels[1].Easiest || deals[0].Command != "" {
		t.Errorf("Deals = %+v", deals)
	}
	if n := rep.Played(); n != 100 {
		t.Errorf("Played = %d, want 100", n)
	}
	deals[0].Command = "lockup new"
	j := r.JSON("v1", deals, "lockup solo rate")
	if j.Policy != "random" || j.Edition != "2019" || j.FirstSeed != 7 || j.LastSeed != 56 || j.Partial || j.PartialCards != "" ||
		j.Catalog != box.Hash() || j.Lockup != "v1" || j.Deals[0].Command != "lockup new" || j.Rerun != "lockup solo rate" || j.Cards["items"] != len(box.Items) {
		t.Errorf("JSON = %+v", j)
	}
	if csv := r.CSV(); len(csv) != 3 || csv[1][15] != "false" {
		t.Errorf("CSV = %q", csv)
	}
	r.Missing = []Missing{{Kind: catalog.ItemCard, Have: 1, Want: 2}}
	if !r.Partial() || !r.JSON("v1", nil, "").Partial {
		t.Errorf("a run with cards missing is not partial")
	}
}
