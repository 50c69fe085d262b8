package companion

import (
	"reflect"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

func TestExpect(t *testing.T) {
	three := SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019}
	upTo := func(n int) func(t *testing.T) Game {
		// The first n entries of playRound1's Roll Call and Lights Out.
		return func(t *testing.T) Game {
			full := newTracker(t, three)
			playRound1(full)
			tr := newTracker(t, three)
			for _, e := range full.entries[1 : 1+9+n] { // 9 setup cards
				tr.do(e.Payload)
			}
			return tr.g
		}
	}
	// atPatrol is the Patrol phase after Isaac, the Library's second most
	// strength, drew his tome and Claire, its most strength, drew two and
	// kept one.
	atPatrol := func(t *testing.T) *tracker {
		tr := &tracker{t: t, g: upTo(26)(t)}
		tr.do(&TomeDrawnEntry{Crew: "Isaac", Card: "Bestiary"})
		tr.do(&TomeDrawnEntry{Crew: "Claire", Card: "Atlas"})
		tr.do(&TomeDrawnEntry{Crew: "Claire", Card: "Codex"})
		tr.do(&RewardChoiceEntry{Crew: "Claire", Location: rules.Library, Action: RewardKeepTome, Cards: []string{"Codex"}})
		return tr
	}
	for _, tc := range []struct {
		name string
		game func(t *testing.T) Game
		want Expectation
	}{
		{"setup not done", func(t *testing.T) Game {
			tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019})
			for _, c := range []string{"A", "B", "C"} {
				tr.do(&DisplayCardEntry{Card: c})
			}
			return tr.g
		}, Expectation{Kind: ExpectSetup, Phase: PhaseSetup, Missing: []SetupNeed{
			{Kind: NeedGoonCard, Location: rules.Sewers}, {Kind: NeedGoonCard, Location: rules.Infirmary}, {Kind: NeedGoonCard, Location: rules.Smithy}, {Kind: NeedGoonCard, Location: rules.Commissary}, {Kind: NeedGoonCard, Location: rules.ChowHall}}}},
		{"setup done: the first player's turn", upTo(0), Expectation{Kind: ExpectTurn, Round: 1, Phase: PhaseRollCall, setupDone: true, Crew: "Vera", Tokens: []rules.Token{rules.Lookout, rules.Enforcer, rules.Two, rules.Three, rules.Four, rules.Five}}},
		{"clockwise", upTo(1), Expectation{Kind: ExpectTurn, Round: 1, Phase: PhaseRollCall, Crew: "Isaac", Tokens: []rules.Token{rules.Lookout, rules.Enforcer, rules.Two, rules.Three, rules.Four, rules.Five}}},
		{"a passed crew is skipped", upTo(13), Expectation{Kind: ExpectTurn, Round: 1, Phase: PhaseRollCall, Crew: "Isaac", Tokens: []rules.Token{rules.Enforcer}}},
		// Exercise Yard: Vera 5 most, Isaac 4 second: both may decline.
		{"Exercise Yard", upTo(14), Expectation{Kind: ExpectResolve, Round: 1, Phase: PhaseLightsOut, Location: rules.ExerciseYard,
			Open: []OpenReward{{Crew: "Vera", Tier: rules.Most, Gains: rules.Gains{Power: 1}, FirstPlayerMarker: true}, {Crew: "Isaac", Tier: rules.Second, Gains: rules.Gains{Power: 1}}}}},
		// Commissary: Isaac 5 + lookout most, Claire 4 second, Vera 3.
		{"Commissary", upTo(18), Expectation{Kind: ExpectResolve, Round: 1, Phase: PhaseLightsOut, Location: rules.Commissary,
			Open: []OpenReward{
				{Crew: "Isaac", Tier: rules.Most, Actions: []RewardAction{RewardTake}, Must: true, Choice: "gains 1 resource of their choice from the supply"},
				{Crew: "Claire", Tier: rules.Second, Actions: []RewardAction{RewardExchange}, Must: true, Choice: "may exchange 1 of their resources for 1 from the supply"},
				{Crew: "Vera", Tier: rules.Others, Actions: []RewardAction{RewardExchange}, Must: true, Choice: "may exchange 2 of their resources for 1 from the supply"},
			}}},
		{"Commissary after a take and a decline", upTo(20), Expectation{Kind: ExpectResolve, Round: 1, Phase: PhaseLightsOut, Location: rules.Commissary,
			Open: []OpenReward{{Crew: "Vera", Tier: rules.Others, Actions: []RewardAction{RewardExchange}, Must: true, Choice: "may exchange 2 of their resources for 1 from the supply"}}}},
		// Nobody at the Cell Block: it resolves without asking.
		{"an empty location", upTo(24), Expectation{Kind: ExpectResolve, Round: 1, Phase: PhaseLightsOut, Location: rules.CellBlock,
			auto: Auto{Payload: &ResolveEntry{Location: rules.CellBlock}, Reason: AutoNobodyThere, Location: rules.CellBlock}}},
		// Library: Claire's 4 (straggled from the Commissary) most, Isaac's
		// 3 (took nothing at the Chow Hall) second: 1 tome each, Claire's
		// to choose from two.
		{"tomes owed come before the Patrol steps", upTo(26), Expectation{Kind: ExpectTome, Round: 1, Phase: PhasePatrol, Crew: "Isaac", Tomes: 1}},
		{"Patrol step 1", func(t *testing.T) Game { return atPatrol(t).g }, Expectation{Kind: ExpectDiscard, Round: 1, Phase: PhasePatrol, Discards: []CrewCount{{Crew: "Claire", N: 1}}}},
		{"Patrol step 3", func(t *testing.T) Game {
			tr := atPatrol(t)
			tr.do(&DiscardEntry{Crew: "Claire", Resources: rules.Resources{Potions: 1}})
			return tr.g
		}, Expectation{Kind: ExpectAdvanceGoons, Round: 1, Phase: PhasePatrol, auto: Auto{Payload: &PatrolEntry{Action: PatrolAdvanceGoons}, Reason: AutoGoonsAdvance}}},
		{"Patrol refill", func(t *testing.T) Game {
			tr := atPatrol(t)
			tr.do(&DiscardEntry{Crew: "Claire", Resources: rules.Resources{Potions: 1}})
			tr.do(&PatrolEntry{Action: PatrolAdvanceGoons})
			return tr.g
		}, Expectation{Kind: ExpectGoonCard, Round: 1, Phase: PhasePatrol, GoonSpaces: []rules.Location{rules.Sewers}}},
		{"Patrol step 4", func(t *testing.T) Game {
			tr := atPatrol(t)
			tr.do(&DiscardEntry{Crew: "Claire", Resources: rules.Resources{Potions: 1}})
			tr.do(&PatrolEntry{Action: PatrolAdvanceGoons})
			tr.do(&GoonCardEntry{Card: "Nib", Location: rules.Sewers, Suspicion: intp(0)})
			return tr.g
		}, Expectation{Kind: ExpectAddSuspicion, Round: 1, Phase: PhasePatrol, auto: Auto{Payload: &PatrolEntry{Action: PatrolAddSuspicion}, Reason: AutoAddSuspicion}}},
		{"an effect waits", func(t *testing.T) Game {
			tr := toChowHall(t)
			tr.give("Claire", rules.Resources{Potions: 2, Gold: 1})
			tr.chooseNothingAbove("Claire")
			tr.do(recruit("Claire", rules.Resources{Potions: 2}, "Mox"))
			return tr.g
		}, Expectation{Kind: ExpectEffect, Round: 1, Phase: PhaseLightsOut, Crew: "Claire",
			Effect: PendingEffect{Crew: "Claire", Card: "Mox", Location: rules.ChowHall, Effect: rules.Effect{Kind: rules.EffectExchangeResource}}}},
		{"a tome to choose", func(t *testing.T) Game {
			tr := toChowHall(t)
			tr.give("Isaac", rules.Resources{Scrap: 1})
			tr.chooseNothingAbove("Isaac")
			tr.do(recruit("Isaac", rules.Resources{Scrap: 1}, "Snag"))
			return tr.g
		}, Expectation{Kind: ExpectTome, Round: 1, Phase: PhaseLightsOut, Crew: "Isaac", Tomes: 1, TomeFrom: rules.ChowHall}},
		{"a tome to keep", func(t *testing.T) Game {
			tr := toChowHall(t)
			tr.give("Isaac", rules.Resources{Scrap: 1})
			tr.chooseNothingAbove("Isaac")
			tr.do(recruit("Isaac", rules.Resources{Scrap: 1}, "Snag"))
			tr.do(&TomeDrawnEntry{Crew: "Isaac", Card: "Atlas"})
			tr.do(&TomeDrawnEntry{Crew: "Isaac", Card: "Codex"})
			return tr.g
		}, Expectation{Kind: ExpectTome, Round: 1, Phase: PhaseLightsOut, Crew: "Isaac", Tomes: 1, TomeFrom: rules.ChowHall, KeepTome: true, Drawn: []string{"Atlas", "Codex"}}},
		{"game over", func(t *testing.T) Game { return playSixRounds(t).g }, Expectation{Kind: ExpectGameOver, Round: 6, Phase: PhaseGameEnd}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.game(t).Expect()
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("Expect()\n got %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

// chooseNothingAbove records "choose nothing" for every crew ranked above
// crew at the location being resolved, so crew may choose next (ruling
// reward-order).
func (tr *tracker) chooseNothingAbove(crew string) {
	tr.t.Helper()
	res, err := tr.g.Resolution()
	if err != nil {
		tr.t.Fatal(err)
	}
	for _, rw := range res.Rewards() {
		if rw.Name == crew {
			return
		}
		tr.do(&RewardChoiceEntry{Crew: rw.Name, Location: tr.g.LightsOut.Next, Action: RewardNone})
	}
}
