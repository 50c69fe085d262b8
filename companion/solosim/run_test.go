package solosim

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TestPlanCheck: a plan within its bounds is played; each setting out of
// them is refused naming the Plan's field and what it takes.
func TestPlanCheck(t *testing.T) {
	t.Parallel()
	ok := Plan{Levels: rules.Difficulties, Edition: rules.Edition2019, Policy: Baseline, Games: 100, Jobs: 2, Seed: 1}
	if err := ok.Check(); err != nil || ok.LastSeed() != 100 {
		t.Errorf("Check = %v, LastSeed = %d", err, ok.LastSeed())
	}
	for _, tc := range []struct {
		change func(*Plan)
		err    PlanError
	}{
		{func(p *Plan) { p.Games = 0 }, PlanError{"Games", 0, "from 1 to 10000000"}},
		{func(p *Plan) { p.Games = MaxGames + 1 }, PlanError{"Games", 10000001, "from 1 to 10000000"}},
		{func(p *Plan) { p.Jobs = 0 }, PlanError{"Jobs", 0, "from 1 to 256"}},
		{func(p *Plan) { p.Jobs = MaxJobs + 1 }, PlanError{"Jobs", 257, "from 1 to 256"}},
		{func(p *Plan) { p.Seed = 1<<63 - 100 }, PlanError{"Seed", 1<<63 - 100, "the last game's seed would overflow"}},
	} {
		x := ok
		tc.change(&x)
		var pe *PlanError
		if err := x.Check(); !errors.As(err, &pe) || *pe != tc.err {
			t.Errorf("error %v, want %v", err, &tc.err)
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
		deals[0].Outcome != rep.Levels[0].Hardest || deals[3].Outcome != rep.Levels[1].Easiest {
		t.Errorf("Deals = %+v", deals)
	}
	if n := rep.Played(); n != 100 {
		t.Errorf("Played = %d, want 100", n)
	}
	settings, figures := r.JSON()
	if settings.Policy != "random" || settings.Edition != "2019" || settings.Catalog != box.Hash() ||
		figures.FirstSeed != 7 || figures.LastSeed != 56 || figures.Partial || figures.PartialCards != "" || figures.Report.Played() != 100 {
		t.Errorf("JSON = %+v, %+v", settings, figures)
	}
	if csv := r.CSV(); len(csv) != 3 || csv[1][15] != "false" {
		t.Errorf("CSV = %q", csv)
	}
	r.Missing = []Missing{{Kind: catalog.ItemCard, Have: 1, Want: 2}}
	if _, figures := r.JSON(); !r.Partial() || !figures.Partial {
		t.Errorf("a run with cards missing is not partial")
	}
}
