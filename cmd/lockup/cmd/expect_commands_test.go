package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// wordingCases are expectations built by hand, with the command lines
// lockup words for them (the lines the companion tests checked before the
// wording moved here).
var wordingCases = []struct {
	name string
	x    companion.Expectation
	want []string
}{
	{"a turn", companion.Expectation{Kind: companion.ExpectTurn, Crew: "Isaac"},
		[]string{"lockup assign Isaac LOCATION TOKEN...", "lockup pass Isaac"}},
	{"fixed rewards", companion.Expectation{Kind: companion.ExpectResolve, Location: rules.ExerciseYard, Open: []companion.OpenReward{{Crew: "Vera", Tier: rules.Most}, {Crew: "Isaac", Tier: rules.Second}}},
		[]string{"lockup decline Vera exercise-yard", "lockup decline Isaac exercise-yard", "lockup next"}},
	{"the Commissary's cube first", companion.Expectation{Kind: companion.ExpectResolve, Location: rules.Commissary, Open: []companion.OpenReward{
		{Crew: "Isaac", Tier: rules.Most, Actions: []companion.RewardAction{companion.RewardTake}, Must: true},
		{Crew: "Claire", Tier: rules.Second, Actions: []companion.RewardAction{companion.RewardExchange}},
		{Crew: "Vera", Tier: rules.Others, Actions: []companion.RewardAction{companion.RewardExchange}}}},
		[]string{"lockup take Isaac RESOURCE", "lockup decline Isaac commissary", "lockup exchange Claire --give RESOURCE=1 --get RESOURCE", "lockup decline Claire commissary", "lockup exchange Vera --give RESOURCE=2 --get RESOURCE", "lockup decline Vera commissary", "lockup next --none"}},
	{"the crew ranked first chooses first", companion.Expectation{Kind: companion.ExpectResolve, Location: rules.ChowHall, Open: []companion.OpenReward{
		{Crew: "Vera", Tier: rules.Most, Actions: []companion.RewardAction{companion.RewardRecruit}},
		{Crew: "Isaac", Tier: rules.Second, Actions: []companion.RewardAction{companion.RewardRecruit}}}},
		[]string{"lockup recruit Vera GOON... --pay RESOURCE=N", "lockup recruit Vera --none", "lockup decline Vera chow-hall", "lockup next"}},
	{"the Cell Block", companion.Expectation{Kind: companion.ExpectResolve, Location: rules.CellBlock, Open: []companion.OpenReward{
		{Crew: "Vera", Actions: []companion.RewardAction{companion.RewardCraft, companion.RewardReserve}}}},
		[]string{"lockup craft Vera ITEM --pay RESOURCE=N", "lockup reserve Vera ITEM --pay RESOURCE=1", "lockup craft Vera --none", "lockup decline Vera cell-block", "lockup next"}},
	{"a tome owed", companion.Expectation{Kind: companion.ExpectTome, Crew: "Isaac", Tomes: 1},
		[]string{"lockup tome draw Isaac CARD"}},
	{"a tome kept", companion.Expectation{Kind: companion.ExpectTome, Crew: "Isaac", KeepTome: true, TomeFrom: rules.Library},
		[]string{"lockup tome keep Isaac CARD --from library"}},
	{"a discard", companion.Expectation{Kind: companion.ExpectDiscard, Discards: []companion.CrewCount{{Crew: "Claire", N: 1}}},
		[]string{"lockup discard Claire RESOURCE=N"}},
	{"the game end", companion.Expectation{Kind: companion.ExpectGameOver},
		[]string{"lockup status for the final scoring", "lockup undo"}},
	{"an item card", companion.Expectation{Kind: companion.ExpectDisplayCard, DisplayCards: 2},
		[]string{"lockup draw item CARD", "lockup patrol --deck-empty if the item deck has run out"}},
	{"a goon card", companion.Expectation{Kind: companion.ExpectGoonCard, GoonSpaces: []rules.Location{rules.Sewers}},
		[]string{"lockup draw goon sewers CARD[:SUSPICION]", "lockup patrol --deck-empty if the goon deck has run out"}},
	{"the goons advance", companion.Expectation{Kind: companion.ExpectAdvanceGoons}, []string{"lockup patrol"}},
	{"suspicion cubes", companion.Expectation{Kind: companion.ExpectAddSuspicion}, []string{"lockup patrol"}},
	{"give suspicion", companion.Expectation{Kind: companion.ExpectEffect, Crew: "Vera", Effect: companion.PendingEffect{Effect: rules.Effect{Kind: rules.EffectGiveSuspicion}}},
		[]string{"lockup effect Vera --target CREW"}},
	{"exchange a resource", companion.Expectation{Kind: companion.ExpectEffect, Crew: "Vera", Effect: companion.PendingEffect{Effect: rules.Effect{Kind: rules.EffectExchangeResource}}},
		[]string{"lockup effect Vera --give RESOURCE --get RESOURCE", "lockup effect Vera --decline"}},
	{"improve an item", companion.Expectation{Kind: companion.ExpectEffect, Crew: "Vera", Effect: companion.PendingEffect{Effect: rules.Effect{Kind: rules.EffectImproveItem}}},
		[]string{"lockup effect Vera --improve", "lockup effect Vera --decline"}},
	{"reserve an item", companion.Expectation{Kind: companion.ExpectEffect, Crew: "Claire", Effect: companion.PendingEffect{Effect: rules.Effect{Kind: rules.EffectReserveItem}}},
		[]string{"lockup effect Claire --target ITEM"}},
	{"another icon", companion.Expectation{Kind: companion.ExpectEffect, Crew: "Claire"},
		[]string{"lockup effect Claire"}},
	{"a guard deal", companion.Expectation{Kind: companion.ExpectGuardDeal}, []string{"lockup next"}},
	{"the guards' reward", companion.Expectation{Kind: companion.ExpectGuards}, []string{"lockup next"}},
	{"a guard turn", companion.Expectation{Kind: companion.ExpectGuardTurn, LegendDown: true},
		[]string{"lockup guards turn --reveal LOCATION|legend --card COLOUR:STRENGTH --drawn LOCATION-CARD --placed COLOUR:STRENGTH"}},
	{"a guard turn, app decks", companion.Expectation{Kind: companion.ExpectGuardTurn, AppDecks: true},
		[]string{"lockup guards turn --reveal LOCATION"}},
	{"a guard card", companion.Expectation{Kind: companion.ExpectGuardCard, Location: rules.Smithy},
		[]string{"lockup guards card smithy COLOUR:STRENGTH"}},
	{"the legend's guard card", companion.Expectation{Kind: companion.ExpectGuardCard, LegendGuard: true},
		[]string{"lockup guards card legend COLOUR:STRENGTH"}},
	{"a guard card brought", companion.Expectation{Kind: companion.ExpectGuardCard, Brought: true}, []string{"lockup next"}},
	{"a loot token", companion.Expectation{Kind: companion.ExpectLoot, Crew: "Vera"},
		[]string{"lockup loot Vera TOKEN", "lockup loot Vera TOKEN --star"}},
	{"the guards' loot", companion.Expectation{Kind: companion.ExpectLoot, Crew: rules.Guards}, []string{"lockup loot guards TOKEN"}},
	{"a lantern at a tunnel", companion.Expectation{Kind: companion.ExpectLantern, Crew: "Vera", Location: rules.Smithy, Steps: 1},
		[]string{"lockup lantern Vera SPACE --spend RESOURCE=N", "lockup lantern Vera --stay", "lockup decline Vera smithy"}},
	{"a lantern after collecting", companion.Expectation{Kind: companion.ExpectLantern, Crew: "Vera", Location: rules.Smithy, Steps: 1, Collected: true},
		[]string{"lockup lantern Vera SPACE --spend RESOURCE=N", "lockup lantern Vera --stay"}},
	{"an Advance Lantern icon", companion.Expectation{Kind: companion.ExpectLantern, Crew: "Claire", Steps: 1},
		[]string{"lockup lantern Claire SPACE --spend RESOURCE=N", "lockup lantern Claire --stay"}},
	{"an Advance Lantern icon on the TOMB", companion.Expectation{Kind: companion.ExpectLantern, Crew: "Claire"},
		[]string{"lockup lantern Claire --stay"}},
	{"the guards' icon with the map", companion.Expectation{Kind: companion.ExpectLantern, Crew: rules.Guards, Steps: 1, Mapped: true},
		[]string{"lockup lantern guards SPACE --spend RESOURCE=N"}},
	{"a legend card resolves", companion.Expectation{Kind: companion.ExpectLegend},
		[]string{`lockup legend resolve --change "CREW: +N WHAT..."`, "lockup legend resolve"}},
	{"a legend card turned up", companion.Expectation{Kind: companion.ExpectLegendCard}, []string{"lockup legend card NAME"}},
	{"a Shapeshifter", companion.Expectation{Kind: companion.ExpectShapeshift, Crew: "Vera"},
		[]string{"lockup shapeshift Vera GOON GOON GOON --keep GOON"}},
	{"the guards' Shapeshifter", companion.Expectation{Kind: companion.ExpectShapeshift, Crew: rules.Guards},
		[]string{"lockup shapeshift guards GOON GOON GOON"}},
	{"setup: core cards", companion.Expectation{Kind: companion.ExpectSetup, Missing: []companion.SetupNeed{{Kind: companion.NeedGoonCard, Location: rules.Sewers}}},
		[]string{"lockup draw item CARD", "lockup draw goon LOCATION CARD"}},
	{"setup: tunnels", companion.Expectation{Kind: companion.ExpectSetup, Missing: []companion.SetupNeed{{Kind: companion.NeedDoubleTunnels, N: 1}}},
		[]string{"lockup draw item CARD", "lockup draw goon LOCATION CARD", "lockup tunnel LOCATION single|double"}},
	{"setup: legend", companion.Expectation{Kind: companion.ExpectSetup, Missing: []companion.SetupNeed{{Kind: companion.NeedFirstLegend}}},
		[]string{"lockup draw item CARD", "lockup draw goon LOCATION CARD", "lockup legend card NAME"}},
	{"setup: both", companion.Expectation{Kind: companion.ExpectSetup, Missing: []companion.SetupNeed{{Kind: companion.NeedSingleTunnels, N: 2}, {Kind: companion.NeedFirstLegend}}},
		[]string{"lockup draw item CARD", "lockup draw goon LOCATION CARD", "lockup tunnel LOCATION single|double", "lockup legend card NAME"}},
}

// TestExpectCommandsWording: the command lines that answer each kind of
// expectation, with the crew, location and choices it names. The setup's
// follow the kinds of cards lacking (moved from companion's
// TestSetupNeedString).
func TestExpectCommandsWording(t *testing.T) {
	t.Parallel()
	for _, tc := range wordingCases {
		if got := expectCommands(tc.x); !slices.Equal(got, tc.want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
	}
	// The whole next line and a refusal's answer, as companion composes
	// them with this wording.
	x := wordingCases[0].x
	x.Tokens = []rules.Token{rules.Enforcer}
	if got, want := x.String(), "Next: Isaac's turn (tokens left: enforcer): lockup assign Isaac LOCATION TOKEN... or lockup pass Isaac."; got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	if got, want := (companion.Expectation{Kind: companion.ExpectGameOver}).String(), "The game is over after round 6: lockup status for the final scoring or lockup undo."; got != want {
		t.Errorf("\n got %s\nwant %s", got, want)
	}
	open := []companion.OpenReward{{Crew: "Claire", Tier: rules.Second, Actions: []companion.RewardAction{companion.RewardRecruit}}}
	if got, want := choiceOpenCommands(open, rules.ChowHall), []string{"lockup recruit Claire GOON... --pay RESOURCE=N", "lockup recruit Claire --none", "lockup decline Claire chow-hall", "lockup next --none (Claire takes nothing, and its tokens straggle to the Library)"}; !slices.Equal(got, want) {
		t.Errorf("choice open:\n got %q\nwant %q", got, want)
	}
	open = append(open, companion.OpenReward{Crew: "Vera", Tier: rules.Most, Actions: []companion.RewardAction{companion.RewardRecruit}})
	if got := choiceOpenCommands(open, rules.ChowHall); got[len(got)-1] != "lockup next --none (each of them takes nothing, and its tokens straggle to the Library)" {
		t.Errorf("choice open, two crews: %q", got)
	}
}

// TestExpectCommandsParse: every command line printed for what a game
// waits for parses against the real command tree: the command path exists
// (and runs), and every flag is one of its own. The expectations are those
// of every corpus game after each of its entries, and the hand-built ones
// of TestExpectCommandsWording; together they hold every kind.
// checkedExpectation is an expectation a test words, and where it came
// from.
type checkedExpectation struct {
	where string
	x     companion.Expectation
}

// checkedExpectations are wordingCases' expectations, then every one met
// replaying the corpus: every kind is among them.
func checkedExpectations(t *testing.T) []checkedExpectation {
	t.Helper()
	var out []checkedExpectation
	seen := map[companion.ExpectKind]bool{}
	add := func(where string, x companion.Expectation) {
		seen[x.Kind] = true
		out = append(out, checkedExpectation{where, x})
	}
	for _, tc := range wordingCases {
		add(tc.name, tc.x)
	}
	files, err := filepath.Glob(filepath.Join(corpusDir, "*.jsonl"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus in %s: %v", corpusDir, err)
	}
	fromCorpus := map[companion.ExpectKind]bool{}
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		h, entries, _, err := gamelog.ReadLog(file, data)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		g, err := companion.Replay(h, entries[:1])
		for i := 1; err == nil; i++ {
			x := g.Expect()
			fromCorpus[x.Kind] = true
			add(fmt.Sprintf("%s before line %d", filepath.Base(file), i+2), x)
			if i == len(entries) {
				break
			}
			g, err = g.Play(entries[i])
		}
	}
	for k := companion.ExpectKind(1); k.String() != "nothing"; k++ {
		if !seen[k] {
			t.Errorf("no expectation of kind %q is checked", k)
		}
	}
	if len(fromCorpus) < 10 {
		t.Errorf("the corpus gives only %d kinds of expectation", len(fromCorpus))
	}
	return out
}

// checkParses fails the test unless args (without "lockup") name a
// command of the real command tree that runs and whose flags parse.
func checkParses(t *testing.T, where, line string, args []string) {
	t.Helper()
	ios, _, _, _ := cmdutil.TestStreams()
	root := NewRootCmd(&cmdutil.Factory{IOStreams: ios})
	c, rest, err := root.Find(args)
	switch {
	case err != nil:
		t.Errorf("%s: %q: %v", where, line, err)
	case c == root || !c.Runnable():
		t.Errorf("%s: %q names no command that runs (found %q)", where, line, c.CommandPath())
	case c.HasSubCommands() && len(rest) > 0 && !strings.HasPrefix(rest[0], "-"):
		t.Errorf("%s: %q: %q has no subcommand %q", where, line, c.CommandPath(), rest[0])
	default:
		if err := c.ParseFlags(rest); err != nil {
			t.Errorf("%s: %q: %v", where, line, err)
		}
	}
}

// TestExpectArgsParse: status --output json's expect.commands, argument
// lists, each name a command of the real command tree whose flags parse
// (issue 22, item 8), for every expectation of TestExpectCommandsParse.
// Each list is checked once, where it first comes (a command tree built
// for each of the thousands of lists the corpus repeats took most of the
// test's time).
func TestExpectArgsParse(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for _, e := range checkedExpectations(t) {
		for _, args := range cmdutil.ExpectArgs(e.x) {
			key := strings.Join(args, "\x00")
			if seen[key] {
				continue
			}
			seen[key] = true
			if len(args) < 2 || args[0] != "lockup" {
				t.Errorf("%s: %q is no lockup command", e.where, args)
				continue
			}
			checkParses(t, e.where, strings.Join(args, " "), args[1:])
		}
	}
}

// TestExpectArgs: a crew's name is one argument, spaces and all; the words
// that explain a line are left out.
func TestExpectArgs(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		x    companion.Expectation
		want [][]string
	}{
		{companion.Expectation{Kind: companion.ExpectTurn, Crew: "Bartholomew the Bold"},
			[][]string{{"lockup", "assign", "Bartholomew the Bold", "LOCATION", "TOKEN..."}, {"lockup", "pass", "Bartholomew the Bold"}}},
		{companion.Expectation{Kind: companion.ExpectDisplayCard, DisplayCards: 1},
			[][]string{{"lockup", "draw", "item", "CARD"}, {"lockup", "patrol", "--deck-empty"}}},
		{companion.Expectation{Kind: companion.ExpectGameOver}, [][]string{{"lockup", "status"}, {"lockup", "undo"}}},
		{companion.Expectation{Kind: companion.ExpectDiscard, Discards: []companion.CrewCount{{Crew: "Ann Lee", N: 1}, {Crew: "Bo", N: 2}}},
			[][]string{{"lockup", "discard", "Ann Lee", "RESOURCE=N"}, {"lockup", "discard", "Bo", "RESOURCE=N"}}},
	} {
		if got := cmdutil.ExpectArgs(tc.x); !slices.EqualFunc(got, tc.want, slices.Equal) {
			t.Errorf("%s: %q, want %q", tc.x.Kind, got, tc.want)
		}
	}
}

func TestExpectCommandsParse(t *testing.T) {
	t.Parallel()
	lines := map[string]string{} // command line -> where it came from
	for _, e := range checkedExpectations(t) {
		for _, l := range expectCommands(e.x) {
			if _, ok := lines[l]; !ok {
				lines[l] = e.where
			}
		}
		for _, o := range e.x.Open {
			for _, l := range choiceOpenCommands([]companion.OpenReward{o}, e.x.Location) {
				if _, ok := lines[l]; !ok {
					lines[l] = e.where + " (choice open)"
				}
			}
		}
	}
	for line, where := range lines {
		args, err := cmdutil.SplitCommandLine(line)
		if err != nil || len(args) < 2 || args[0] != "lockup" {
			t.Errorf("%s: %q is no lockup command line (%v)", where, line, err)
			continue
		}
		checkParses(t, where, line, args[1:])
	}
}
