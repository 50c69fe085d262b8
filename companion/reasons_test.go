package companion

import (
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// reasonDecisions are decisions whose steps name cards: goons seized, an
// item crafted, an item reserved, a reward collected.
func reasonDecisions(t *testing.T) []*automa.Decision {
	t.Helper()
	var goons rules.GoonSpaces
	goons[1] = rules.GoonSpace{Card: "Grog", Suspicion: 2}
	goons[3] = rules.GoonSpace{Card: "Mirelle", Suspicion: 2}
	chow := guardsAlone(t, rules.ChowHall, &automa.Board{Goons: goons})
	craft := guardsAlone(t, rules.CellBlock, &automa.Board{
		Guards: rules.CrewBoard{Resources: rules.Resources{Scrap: 1, Potions: 1, Iron: 2}},
		Display: []automa.Item{
			{Name: "Rope", Reputation: 2, Cost: rules.Cost{Resources: rules.Resources{Scrap: 1}}},
			{Name: "Shiv", Reputation: 3, Cost: rules.Cost{Resources: rules.Resources{Iron: 1}, Any: 1}},
		},
		Reserved: []automa.Item{{Name: "Lockpick", Reputation: 3, Cost: rules.Cost{Resources: rules.Resources{Potions: 1}}}},
	})
	reserved := guardsAlone(t, rules.CellBlock, &automa.Board{
		Reserved: []automa.Item{{Name: "Lockpick", Reputation: 3, Cost: rules.Cost{Resources: rules.Resources{Potions: 1}}}},
		Guards:   rules.CrewBoard{Resources: rules.Resources{Potions: 2}},
	})
	reserve := guardsAlone(t, rules.CellBlock, &automa.Board{Display: []automa.Item{{Name: "Crown", Reputation: 9, Cost: rules.Cost{Resources: rules.Resources{Gold: 4}}}}})
	commissary := guardsAlone(t, rules.Commissary, &automa.Board{
		Guards: rules.CrewBoard{Resources: rules.Resources{Scrap: 2, Gold: 1}},
		Supply: rules.Supply{Resources: rules.Resources{Scrap: 20, Potions: 12, Iron: 10, Gold: 8}},
	})
	out := []*automa.Decision{&chow, &craft, &reserved, &reserve, &commissary}
	for _, d := range out[:4] {
		if len(d.Steps()) == 0 {
			t.Fatalf("a decision without steps: %s", d.Summary())
		}
	}
	return out
}

// guardsAlone returns the guards' decision at a location where their guard
// card of 1 is alone, as a game reaches it: the rules engine's resolution,
// then automa.Decide.
func guardsAlone(t *testing.T, loc rules.Location, b *automa.Board) automa.Decision {
	t.Helper()
	var site rules.Site
	site.Guards = []int{1}
	table := rules.Table{Seating: []string{"Rin", rules.Guards}, FirstPlayer: 1, Power: [rules.MaxSeats]int{1}}
	res, err := rules.ResolveSite(table, table.FirstPlayer, loc, site)
	if err != nil {
		t.Fatal(err)
	}
	d, err := automa.Decide(&res, b)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// guardStepText writes a step of the guards' path in lang. d, when not nil,
// is the decision the step belongs to, whose cards it may name.
func guardStepText(lang terms.Lang, s automa.Step, d *automa.Decision) string {
	if lang == terms.En {
		return s.Text(d)
	}
	return reasonWords{lang}.step(s, d)
}

// reasonNumbers are the numbers tried for every kind of step: locations,
// resources, sides, counts, spaces of the catacombs (negative codes), card
// codes (colour, special, brought) and masks of kinds and locations.
var reasonNumbers = []int16{0, 1, 2, 3, 6, 9, 19, -1, -2, 0x0121}

// TestReasonsCatalogEnglish: for every kind of step, on examples, the
// catalog's English (what Spanish and Chinese are translated from) is
// automa's English word for word, so the two cannot drift apart; and the
// Spanish and Chinese texts are not English and leave no key unread.
func TestReasonsCatalogEnglish(t *testing.T) {
	decisions := reasonDecisions(t)
	seen := map[automa.StepKind]bool{}
	failed := map[automa.StepKind]bool{}
	errorf := func(k automa.StepKind, format string, args ...any) {
		t.Helper()
		if !failed[k] { // the first of a kind says enough
			t.Errorf(format, args...)
		}
		failed[k] = true
	}
	check := func(s automa.Step, d *automa.Decision) {
		t.Helper()
		want := s.Text(d)
		if got := (reasonWords{terms.En}).step(s, d); got != want {
			errorf(s.Kind, "%s %d %d %d: catalog %q, automa %q", s.Kind, s.A, s.B, s.C, got, want)
		}
		for _, l := range []terms.Lang{terms.Es, terms.Zh} {
			got := guardStepText(l, s, d)
			if got == "" || got == want || strings.Contains(got, "reason.") || strings.Contains(got, "%!") {
				errorf(s.Kind, "%s %d %d %d in %s: %q", s.Kind, s.A, s.B, s.C, l, got)
			}
		}
		seen[s.Kind] = true
	}
	for k := automa.StepKind(1); k.String() != "no step"; k++ {
		for _, a := range reasonNumbers {
			for _, b := range reasonNumbers {
				for _, c := range reasonNumbers {
					check(automa.Step{Kind: k, A: a, B: b, C: c}, nil)
				}
			}
		}
		if !seen[k] {
			t.Errorf("%s: no example", k)
		}
	}
	for _, d := range decisions {
		for _, s := range d.Steps() {
			check(s, d)
		}
		if got, want := (reasonWords{terms.En}).summary(d), d.Summary(); got != want {
			t.Errorf("summary: catalog %q, automa %q", got, want)
		}
	}
}

// TestGuardSummaryActions: the catalog's English of every action equals
// automa's Decision.Summary.
func TestGuardSummaryActions(t *testing.T) {
	for a := automa.NoAction; a <= automa.Advance; a++ {
		for _, loc := range []rules.Location{rules.NoLocation, rules.ChowHall} {
			for _, n := range []int{1, 2} {
				d := automa.Decision{Location: loc, Action: a, Item: -1, Reputation: n, Lantern: n,
					Gain: rules.Resources{Iron: n}, Pay: rules.Resources{Potions: 1}, Power: n - 1, Straggle: n == 2}
				if got, want := (reasonWords{terms.En}).summary(&d), d.Summary(); got != want {
					t.Errorf("%s: catalog %q, automa %q", a, got, want)
				}
				for _, l := range []terms.Lang{terms.Es, terms.Zh} {
					if got := GuardSummary(l, &d); got == d.Summary() || strings.Contains(got, "reason.") || strings.Contains(got, "%!") {
						t.Errorf("%s in %s: %q", a, l, got)
					}
				}
			}
		}
	}
}

// TestReportGuardLines: a report's lines of the guards' decision, through
// the catalog in English, are the lines Report.Lines writes in English; in
// Spanish and Chinese they are the catalog's.
func TestReportGuardLines(t *testing.T) {
	for _, d := range reasonDecisions(t) {
		r := Report{guards: *d, decided: true}
		want := r.Lines()
		if got := r.guardLinesIn(terms.En); !slices.Equal(got, want) {
			t.Errorf("catalog:\n%s\nLines:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		r.Lang = terms.Zh
		if got := r.Lines(); len(got) != len(want) || got[0] != GuardSummary(terms.Zh, d)+"，原因：" {
			t.Errorf("in Chinese: %q", got)
		}
	}
}
