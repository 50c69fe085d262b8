package cmd

import (
	"fmt"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The commands that answer what a game waits for are worded here, from what
// companion.Game.Expect says it waits for (the kind, the crew, the location,
// the choices open): companion prints them through the wording registered
// (companion.SetCommandWording), in the next line every tracker command
// prints and in the refusals that name the allowed entries, beside the
// commands a message suggests and the flags it names by their meaning,
// which cmdutil registers (cmdwords.go), so that companion's messages say
// what is wrong in the game's terms and cmd what to type.
// TestExpectCommandsParse parses every line against the command tree.
func init() {
	companion.SetCommandWording(companion.CommandWording{Expect: expectCommands, ChoiceOpen: choiceOpenCommands})
}

// expectWording words the commands for each kind of expectation; a kind
// missing has none.
var expectWording = map[companion.ExpectKind]func(x companion.Expectation) []string{
	companion.ExpectSetup:        setupCommands,
	companion.ExpectTurn:         turnCommands,
	companion.ExpectEffect:       effectCommands,
	companion.ExpectTome:         tomeCommands,
	companion.ExpectResolve:      resolveCommands,
	companion.ExpectDiscard:      discardCommands,
	companion.ExpectDisplayCard:  displayCardCommands,
	companion.ExpectAdvanceGoons: patrolCommands,
	companion.ExpectAddSuspicion: patrolCommands,
	companion.ExpectGoonCard:     goonCardCommands,
	companion.ExpectGameOver:     gameOverCommands,
	companion.ExpectGuardDeal:    nextCommands,
	companion.ExpectGuards:       nextCommands,
	companion.ExpectGuardTurn:    guardTurnCommands,
	companion.ExpectGuardCard:    guardCardCommands,
	companion.ExpectLoot:         lootCommands,
	companion.ExpectLantern:      lanternCommands,
	companion.ExpectLegend:       legendCommands,
	companion.ExpectLegendCard:   legendCardCommands,
	companion.ExpectShapeshift:   shapeshiftCommands,
	companion.NoExpectation:      func(companion.Expectation) []string { return nil },
}

// expectCommands returns the command lines that answer x, one per possible
// answer, with the crew named.
func expectCommands(x companion.Expectation) []string {
	if f, ok := expectWording[x.Kind]; ok {
		return f(x)
	}
	return nil
}

func nextCommands(companion.Expectation) []string { return []string{"lockup next"} }

func patrolCommands(companion.Expectation) []string { return []string{"lockup patrol"} }

func setupCommands(x companion.Expectation) []string {
	if x.Automatic() {
		return []string{"lockup next"}
	}
	cmd := func(k terms.HintKind) string { return cmdutil.HintCommand(terms.Hint{Kind: k}) }
	out := []string{cmd(terms.HintDrawItem), cmd(terms.HintDrawGoon)}
	if x.Needs(companion.NeedSingleTunnels) || x.Needs(companion.NeedDoubleTunnels) {
		out = append(out, cmd(terms.HintTunnel))
	}
	if x.Needs(companion.NeedFirstLegend) {
		out = append(out, cmd(terms.HintLegendCard))
	}
	return out
}

func turnCommands(x companion.Expectation) []string {
	return []string{fmt.Sprintf("lockup assign %s LOCATION TOKEN...", x.Crew), "lockup pass " + x.Crew}
}

func effectCommands(x companion.Expectation) []string {
	switch x.Effect.Effect.Kind {
	case rules.EffectGiveSuspicion:
		return []string{fmt.Sprintf("lockup effect %s --target CREW", x.Crew)}
	case rules.EffectExchangeResource:
		return []string{fmt.Sprintf("lockup effect %s --give RESOURCE --get RESOURCE", x.Crew), fmt.Sprintf("lockup effect %s --decline", x.Crew)}
	case rules.EffectImproveItem:
		return []string{fmt.Sprintf("lockup effect %s --improve", x.Crew), fmt.Sprintf("lockup effect %s --decline", x.Crew)}
	case rules.EffectReserveItem:
		return []string{fmt.Sprintf("lockup effect %s --target ITEM", x.Crew)}
	}
	return []string{"lockup effect " + x.Crew}
}

func tomeCommands(x companion.Expectation) []string {
	if x.KeepTome {
		return []string{fmt.Sprintf("lockup tome keep %s CARD --from %s", x.Crew, x.TomeFrom.Slug())}
	}
	return []string{fmt.Sprintf("lockup tome draw %s CARD", x.Crew)}
}

// resolveCommands answers a location being resolved: each open crew's
// choice and decline (only the crew choosing first at the Chow Hall and the
// Cell Block), then lockup next, unless a crew must answer first.
func resolveCommands(x companion.Expectation) []string {
	var out []string
	must := false
	for _, o := range x.Open {
		out = append(out, rewardCommands(o, x.Location)...)
		must = must || o.Must
		if x.CardReward() {
			break
		}
	}
	if must {
		return append(out, "lockup next --none")
	}
	return append(out, "lockup next")
}

// rewardCommands are the command lines that answer a crew's open reward at
// loc: its actions, taking nothing of a choice, a decline.
func rewardCommands(o companion.OpenReward, loc rules.Location) []string {
	var out []string
	for _, a := range o.Actions {
		switch a {
		case companion.RewardTake:
			out = append(out, fmt.Sprintf("lockup take %s RESOURCE", o.Crew))
		case companion.RewardExchange:
			give := "RESOURCE=1"
			if o.Tier != rules.Second {
				give = "RESOURCE=2"
			}
			out = append(out, fmt.Sprintf("lockup exchange %s --give %s --get RESOURCE", o.Crew, give))
		case companion.RewardRecruit:
			out = append(out, fmt.Sprintf("lockup recruit %s GOON... --pay RESOURCE=N", o.Crew), fmt.Sprintf("lockup recruit %s --none", o.Crew))
		case companion.RewardCraft:
			out = append(out, fmt.Sprintf("lockup craft %s ITEM --pay RESOURCE=N", o.Crew))
		case companion.RewardReserve:
			out = append(out, fmt.Sprintf("lockup reserve %s ITEM --pay RESOURCE=1", o.Crew), fmt.Sprintf("lockup craft %s --none", o.Crew))
		}
	}
	return append(out, fmt.Sprintf("lockup decline %s %s", o.Crew, loc.Slug()))
}

// choiceOpenCommands are the answers a refusal names when loc would
// resolve while the crews in open still choose: each one's actions and
// decline, then taking nothing.
func choiceOpenCommands(open []companion.OpenReward, loc rules.Location) []string {
	var out []string
	for _, o := range open {
		out = append(out, rewardCommands(o, loc)...)
	}
	who := "each of them"
	if len(open) == 1 {
		who = open[0].Crew
	}
	return append(out, "lockup next --none ("+who+" takes nothing, and its tokens straggle to the Library)")
}

func discardCommands(x companion.Expectation) []string {
	out := make([]string, len(x.Discards))
	for i, d := range x.Discards {
		out[i] = fmt.Sprintf("lockup discard %s RESOURCE=N", d.Crew)
	}
	return out
}

func displayCardCommands(companion.Expectation) []string {
	return []string{"lockup draw item CARD", "lockup patrol --deck-empty if the item deck has run out"}
}

func goonCardCommands(x companion.Expectation) []string {
	return []string{fmt.Sprintf("lockup draw goon %s CARD[:SUSPICION]", x.GoonSpaces[0].Slug()), "lockup patrol --deck-empty if the goon deck has run out"}
}

func gameOverCommands(companion.Expectation) []string {
	return []string{"lockup status for the final scoring", "lockup undo"}
}

func guardTurnCommands(x companion.Expectation) []string {
	where := "LOCATION"
	if x.LegendDown {
		where = "LOCATION|legend"
	}
	if x.AppDecks {
		return []string{"lockup guards turn --reveal " + where}
	}
	return []string{"lockup guards turn --reveal " + where + " --card COLOUR:STRENGTH --drawn LOCATION-CARD --placed COLOUR:STRENGTH"}
}

func guardCardCommands(x companion.Expectation) []string {
	if x.LegendGuard && !x.AppDecks {
		return []string{"lockup guards card legend COLOUR:STRENGTH"}
	}
	if !x.Brought && !x.AppDecks {
		return []string{fmt.Sprintf("lockup guards card %s COLOUR:STRENGTH", x.Location.Slug())}
	}
	return []string{"lockup next"}
}

func lootCommands(x companion.Expectation) []string {
	if x.Crew == rules.Guards { // they never score the star instead
		return []string{"lockup loot guards TOKEN"}
	}
	return []string{fmt.Sprintf("lockup loot %s TOKEN", x.Crew), fmt.Sprintf("lockup loot %s TOKEN --star", x.Crew)}
}

func lanternCommands(x companion.Expectation) []string {
	if x.Automatic() {
		return []string{"lockup next"}
	}
	out := []string{fmt.Sprintf("lockup lantern %s SPACE --spend RESOURCE=N", x.Crew)}
	if x.Steps == 0 && x.Location == rules.NoLocation {
		out = out[:0] // on the TOMB or ESCAPED: nowhere to go
	}
	if x.Location == rules.NoLocation && (x.Crew != rules.Guards || !x.Mapped) {
		// The icon's "may": the crew declines it.
		out = append(out, fmt.Sprintf("lockup lantern %s --stay", x.Crew))
	}
	if x.Location != rules.NoLocation && x.Crew != rules.Guards {
		out = append(out, fmt.Sprintf("lockup lantern %s --stay", x.Crew))
		if !x.Collected {
			// Once the rewards are collected, a crew that got one
			// stays rather than decline.
			out = append(out, fmt.Sprintf("lockup decline %s %s", x.Crew, x.Location.Slug()))
		}
	}
	return out
}

func legendCommands(x companion.Expectation) []string {
	if x.Automatic() {
		return []string{"lockup next"}
	}
	return []string{`lockup legend resolve --change "CREW: +N WHAT..."`, "lockup legend resolve"}
}

func legendCardCommands(x companion.Expectation) []string {
	if x.Automatic() {
		return []string{"lockup next"}
	}
	return []string{"lockup legend card NAME"}
}

func shapeshiftCommands(x companion.Expectation) []string {
	if x.Crew == rules.Guards {
		return []string{"lockup shapeshift guards GOON GOON GOON"}
	}
	return []string{fmt.Sprintf("lockup shapeshift %s GOON GOON GOON --keep GOON", x.Crew)}
}
