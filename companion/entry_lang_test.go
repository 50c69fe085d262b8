package companion

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// entriesOfEveryKind are payloads of every kind of entry, each in its
// variants (a crew and the guards, with and without its options).
func entriesOfEveryKind() []Payload {
	three := 3
	goals := []string{"Leader A", "Instant B"}
	crews := []SetupCrew{{Name: "Vera", Colour: "blue", Trait: "Sly"}, {Name: "Isaac"}, {Name: "Zoë", Colour: "red"}}
	guard := rules.GuardCard{Colour: rules.Blue, Strength: 3}
	special := rules.GuardCard{Colour: rules.Red, Strength: 2, Special: true}
	gain, spend := rules.Resources{Scrap: 1, Potions: 1, Gold: 3}, rules.Resources{Iron: 2, Potions: 2}
	ps := []Payload{
		&SetupEntry{Crews: crews, Edition: rules.Edition2019, Goals: goals},
		&SetupEntry{Crews: crews[:2], Edition: rules.Edition2018, Breakout: true, Advanced: true},
		&SetupEntry{Crews: crews[:1], Edition: rules.Edition2019, Solo: true, Difficulty: rules.Moderate, Decks: AppDecks, Goals: goals[:1]},
		&SetupEntry{Crews: crews[1:2], Edition: rules.Edition2019, Solo: true, Breakout: true, Decks: TableDecks},
		&AssignEntry{Crew: "Vera", Location: rules.ChowHall, Tokens: []string{"enforcer", "3", "lookout"}, FaceDown: []string{"3"}},
		&AssignEntry{Crew: "Vera", Location: rules.Smithy, Tokens: []string{"seeker"}},
		&PassEntry{Crew: "Isaac"},
		&PassEntry{Crew: "Isaac", LegendToken: "seeker"},
		&EffectChoiceEntry{Crew: "Vera", Card: "Mox", Effect: rules.EffectGiveSuspicion, Target: "Isaac"},
		&EffectChoiceEntry{Crew: "Vera", Card: "Mox", Effect: rules.EffectExchangeResource, Gain: gain, Spend: spend},
		&EffectChoiceEntry{Crew: "Vera", Card: "Mox", Effect: rules.EffectGainPower, Declined: true},
		&DisplayCardEntry{Card: "Rusty Shiv"},
		&DisplayCardEntry{Card: "Rusty Shiv", Space: 2},
		&GoonCardEntry{Card: "Mox", Location: rules.Sewers},
		&GoonCardEntry{Card: "Mox", Location: rules.Sewers, Suspicion: &three, Bandit: rules.Iron},
		&GoonCardEntry{Card: "Mox", Location: rules.Sewers, Printed: &catalog.Card{Suspicion: catalog.Know(1), BanditResource: rules.Gold}},
		&TomeDrawnEntry{Crew: "Vera", Card: "Tome A"},
		&TomePlayedEntry{Crew: "Vera", Card: "Tome A"},
		&TomePlayedEntry{Crew: "Vera", Card: "Tome A", Target: "Isaac", TextAllows: true},
		&TomePlayedEntry{Crew: "Vera", Card: atlasOfHideouts, Target: "legend", Revealed: guard},
		&TomePlayedEntry{Crew: "Vera", Card: atlasOfHideouts, Target: "smithy", Revealed: special},
		&GoalClaimedEntry{Crew: "Vera", Card: "Leader A"},
		&GoalClaimedEntry{Crew: "Vera", Card: "Leader A", From: "Isaac"},
		&DiscardEntry{Crew: "Zoë", Resources: gain, Cards: []string{"Tome A", "Rusty Shiv"}},
		&DiscardEntry{Crew: "Zoë", Cards: []string{"Tome A"}},
		&LegendCardEntry{Card: "Tog the Ogre Brute"},
		&TunnelEntry{Location: rules.Infirmary},
		&TunnelEntry{Location: rules.Infirmary, Double: true},
		&ResolveEntry{Location: rules.Library},
		&ResolveEntry{Location: rules.Smithy, Collect: true},
		&PatrolEntry{Action: PatrolAdvanceGoons},
		&PatrolEntry{Action: PatrolAdvanceGoons, DeckEmpty: true},
		&PatrolEntry{Action: PatrolAddSuspicion},
		&PatrolEntry{Action: PatrolAddSuspicion, Raid: true, DeckEmpty: true},
		&SetupBonusEntry{Crew: "Vera", From: "crew board side B", Power: 1, Gain: gain, Suspicion: 2, Reputation: 1, Goon: "Mox", Storage: -1},
		&SetupBonusEntry{Crew: "Vera", From: "Sly", Power: 2, Suspicion: 1, Storage: 2},
		&GuardDealEntry{},
		&GuardDealEntry{Cards: make([]rules.GuardCard, 8)},
		&GuardTurnEntry{Drawn: rules.LocationCard(rules.Smithy), Placed: guard},
		&GuardTurnEntry{Reveal: rules.ChowHall, Revealed: special, Drawn: rules.OffDuty},
		&GuardTurnEntry{Legend: true, Drawn: rules.LocationCard(rules.Library)},
		&GuardCardEntry{Location: rules.Infirmary, Card: guard},
		&GuardCardEntry{Location: rules.Infirmary, Brought: true},
		&GuardCardEntry{Legend: true, Card: special},
		&GuardsEntry{Location: rules.Commissary, Action: automa.Take.String(), Gain: rules.Resources{Iron: 1}},
		&GuardsEntry{Location: rules.ChowHall, Action: automa.Seize.String(), Cards: []string{"Mox", "Pip"}},
		&GuardsEntry{Location: rules.CellBlock, Action: automa.Craft.String(), Cards: []string{"Rusty Shiv"}, Pay: spend},
		&GuardsEntry{Location: rules.CellBlock, Action: automa.Reserve.String(), Cards: []string{"Rusty Shiv"}},
		&GuardsEntry{Location: rules.CellBlock, Action: automa.NoAction.String()},
		&LegendEntry{Card: "Tog the Ogre Brute"},
		&LegendEntry{Card: "Tog the Ogre Brute", Changes: []Change{
			{Crew: "Vera", Gain: gain, Lose: spend, Power: 1, Suspicion: -2, Reputation: 3, Tomes: 2},
			{Crew: rules.Guards, Power: -1, Suspicion: 1, Tomes: 1, Gain: rules.Resources{Gold: 1}, Lose: rules.Resources{Scrap: 1}},
			{Crew: "Isaac"},
		}},
		&ShapeshiftEntry{Crew: "Vera", Drawn: []string{"Mox", "Pip", "Nib"}, Keep: "Pip"},
		&ShapeshiftEntry{Crew: "Vera"},
		&ShapeshiftEntry{Crew: rules.Guards, Drawn: []string{"Mox"}, Keep: "Mox"},
		&ShapeshiftEntry{Crew: rules.Guards},
	}
	for _, crew := range []string{"Vera", rules.Guards} {
		ps = append(ps,
			&LanternEntry{Crew: crew, Stay: true},
			&LanternEntry{Crew: crew, Space: "7"},
			&LanternEntry{Crew: crew, Space: "tomb", Spend: spend},
			&LootEntry{Crew: crew, Loot: "2 gold"},
			&LootEntry{Crew: crew, Loot: "2 gold", Scored: true},
		)
	}
	for a := RewardTake; int(a) < len(rewardActionNames); a++ {
		ps = append(ps,
			&RewardChoiceEntry{Crew: "Vera", Location: rules.CellBlock, Action: a, Cards: []string{"Rusty Shiv"}, Gain: gain, Spend: spend},
			&RewardChoiceEntry{Crew: "Vera", Location: rules.Commissary, Action: a, Cards: []string{"Mox", "Pip"}},
		)
	}
	return ps
}

// TestDescribeEntryInEnglish: the catalog's English wording of every kind
// of entry, in its variants, is DescribeEntry's, byte for byte, in every
// phase and log version; Spanish and Chinese say something else, with no
// formatting slip.
func TestDescribeEntryInEnglish(t *testing.T) {
	ps := entriesOfEveryKind()
	seen := map[EntryKind]bool{}
	for i, p := range ps {
		seen[p.Kind()] = true
		for _, v := range []int{7, LogVersion} {
			for _, ph := range []Phase{PhaseSetup, PhaseLightsOut} {
				e := Entry{Seq: i + 1, Phase: ph, Payload: p, Version: v}
				if ph != PhaseSetup {
					e.Round = 3
				}
				want := DescribeEntry(e)
				if got := describeEntryIn(terms.En, e); got != want {
					t.Errorf("entry %d (%s, v%d):\ncatalog: %s\nEnglish: %s", i, p.Kind(), v, got, want)
				}
				for _, lang := range []terms.Lang{terms.Es, terms.Zh} {
					got := DescribeEntryIn(lang, e)
					if got == want || strings.Contains(got, "%!") || strings.Contains(got, "entry.") {
						t.Errorf("entry %d (%s) in %s: %s", i, p.Kind(), lang, got)
					}
				}
			}
		}
	}
	for k := EntrySetup; int(k) < len(kinds); k++ {
		if !seen[k] {
			t.Errorf("no example of a %s entry", k)
		}
	}
	if got, want := describeEntryIn(terms.En, Entry{Seq: 4}), DescribeEntry(Entry{Seq: 4}); got != want {
		t.Errorf("empty entry: %q, want %q", got, want)
	}
	for p := NoPhase; p <= PhaseGameEnd+1; p++ {
		if got := (entryWords{reasonWords{terms.En}}).phase(p); got != p.String() {
			t.Errorf("phase %d: %q, want %q", p, got, p.String())
		}
	}
}

// TestAutoStringInEnglish: the catalog's English of every reason the table
// makes an entry by itself is String's, byte for byte.
func TestAutoStringInEnglish(t *testing.T) {
	var as []Auto
	for r := NoAutoReason + 1; r <= AutoCollect; r++ {
		as = append(as,
			Auto{Reason: r, Crew: "Vera", Target: "Isaac", Kind: rules.Potions, Location: rules.ChowHall},
			Auto{Reason: r, Crew: "Vera", Legend: true},
			Auto{Reason: r, Crew: "Vera"},
		)
	}
	for _, a := range as {
		if got, want := a.stringIn(terms.En), a.String(); got != want {
			t.Errorf("reason %d:\ncatalog: %s\nEnglish: %s", a.Reason, got, want)
		}
		if got, want := terms.En.Sprintf("entry.automatic", a.stringIn(terms.En)), AutomaticIn(terms.En, a); got != want {
			t.Errorf("reason %d: %q, want %q", a.Reason, got, want)
		}
		for _, lang := range []terms.Lang{terms.Es, terms.Zh} {
			if got := a.StringIn(lang); got == a.String() || strings.Contains(got, "%!") {
				t.Errorf("reason %d in %s: %s", a.Reason, lang, got)
			}
		}
	}
}

// TestNoEntriesIn: log's "(no entries)" in the catalog.
func TestNoEntriesIn(t *testing.T) {
	if got := terms.En.Sprintf("entry.none"); got != NoEntriesIn(terms.En) {
		t.Errorf("catalog %q, English %q", got, NoEntriesIn(terms.En))
	}
}

// TestReportLinesInEnglish: what every entry of every corpus game did
// (Report.Lines), automatic or not, in English is byte for byte what the
// hand-written English walk it replaced printed (testdata/report-lines-en.golden,
// written by that walk); Spanish and Chinese have no formatting slip.
func TestReportLinesInEnglish(t *testing.T) {
	lines := 0
	var all []string
	for _, cg := range readCorpus(t) {
		if cg.refused {
			continue
		}
		g, err := Replay(cg.header, cg.entries[:1])
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range cg.entries[1:] {
			auto, _ := g.Expect().Auto()
			after, rep, err := g.PlayReport(e)
			if err != nil {
				t.Fatalf("%s: entry %d: %v", cg.name, e.Seq, err)
			}
			if g.MadeByItself(e) {
				rep.Auto = auto
			}
			want := rep.Lines()
			lines += len(want)
			all = append(all, want...)
			for _, lang := range []terms.Lang{terms.Es, terms.Zh} {
				rep.Lang = lang
				for _, l := range rep.Lines() {
					if strings.Contains(l, "%!") || strings.Contains(l, "entry.") {
						t.Errorf("%s: entry %d in %s: %s", cg.name, e.Seq, lang, l)
					}
				}
			}
			g = after
		}
	}
	t.Logf("%d lines", lines)
	linesGolden(t, "report-lines-en.golden", all)
}

var updateLines = flag.Bool("update", false, "rewrite testdata/report-lines-en.golden")

// linesGolden holds the English of what every corpus entry did, once
// worded by a hand-written English walk and now by the catalog's English,
// to the lines that walk printed (written with -update).
func linesGolden(t *testing.T, name string, lines []string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	got := strings.Join(lines, "\n") + "\n"
	if *updateLines {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("%s differs (go test ./companion -run TestReportLinesInEnglish -update after checking the change)", path)
	}
}

// linesInEnglishOf replays a tracker's entries and returns every line of
// what each did, in English.
func linesInEnglishOf(t *testing.T, tr *tracker) []string {
	t.Helper()
	g, err := NewGame(*tr.entries[0].Payload.(*SetupEntry))
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, e := range tr.entries[1:] {
		after, rep, err := g.PlayReport(e)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, rep.Lines()...)
		g = after
	}
	return all
}

// TestReportLinesInEnglishRare: lines the corpus games never print, in
// the catalog's English as Lines says them: suspicion cubes staying where
// every crew has its lookout (core rulebook, "II. Lights Out Phase", step
// 2), several tokens straggling to the Library and going home from it
// without a reward (step 4).
func TestReportLinesInEnglishRare(t *testing.T) {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire", "Zoë"), Edition: rules.Edition2019})
	tr.setUp()
	tr.do(assign("Vera", rules.Sewers, "lookout", "3"))
	tr.do(assign("Isaac", rules.Sewers, "lookout", "2"))
	tr.do(assign("Claire", rules.ChowHall, "3"))
	tr.do(assign("Zoë", rules.ChowHall, "lookout", "2"))
	tr.do(assign("Vera", rules.ChowHall, "5"))
	tr.do(assign("Isaac", rules.ChowHall, "4"))
	for _, c := range []string{"Claire", "Zoë", "Vera", "Isaac"} {
		tr.do(&PassEntry{Crew: c})
	}
	for x := tr.autoPlay(); x.Kind == ExpectResolve; x = tr.autoPlay() {
		if x.Location == rules.ChowHall && len(x.Open) > 0 {
			tr.do(&RewardChoiceEntry{Crew: x.Open[0].Crew, Location: rules.ChowHall, Action: RewardNone})
			continue
		}
		tr.do(&ResolveEntry{Location: x.Location})
	}
	all := strings.Join(linesInEnglishOf(t, tr), "\n")
	for _, want := range []string{"every crew there has its lookout there", "home without a reward"} {
		if !strings.Contains(all, want) {
			t.Errorf("no line says %q:\n%s", want, all)
		}
	}
}
