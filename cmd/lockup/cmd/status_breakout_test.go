package cmd

import (
	"encoding/json"
	"strings"
	"testing"
)

// statusBreakoutCards are made-up Breakout cards (test data only: the
// rulebook prints neither the board nor the tokens): a legend card played
// at the table, two loot tokens, and a small catacombs board where space 1
// forks to ESCAPED or, for 1 scrap, the TOMB.
const statusBreakoutCards = `legends:
  - {name: Tog the Ogre Brute, expansion: breakout, asked: yes}
loot:
  - {name: Lantern Oil, effects: [advance-lantern], asked: false}
  - {name: Gold Cache, effects: [gain-gold, gain-gold], asked: false}
spaces:
  - {name: entrance, paths: "1; 5: 1 iron"}
  - {name: "1", loot: true, paths: [escaped, "tomb: 1 scrap"]}
  - {name: "5", loot: false, paths: [tomb]}
  - {name: tomb, loot: true}
  - {name: escaped, loot: false}
`

// boRollCall is a two-crew Breakout game in round 1's Roll Call: both
// seekers at the Smithy's double tunnel, Isaac's 4 face down there (so
// his strength shows as 3 + 1 face down), Vera's last token passed face
// down onto the legend card by itself (a crew with one token left passes).
func boRollCall(t *testing.T) {
	dir := gameEnv(t)
	writeCatalog(t, dir, roundCatalog+statusBreakoutCards)
	mustRun(t, append(breakoutTable, "--name", "bo")...)
	cmds(t, words("tunnel smithy double"), words("tunnel commissary single"), words("legend card tog"),
		words("assign Vera smithy seeker 5"),
		words("assign Isaac smithy seeker 2 4 --face-down 1"),
		words("assign Vera sewers enforcer 2 3 4"),
		words("assign Isaac commissary 3 5"))
}

// boEscape goes on from boRollCall into the Lights Out phase: Isaac's
// seeker is the strongest at the Smithy (7 against 6, his 4 turned up); his
// lantern moves two spaces: to space 1, where he takes the loot token Gold
// Cache for the star, and on to ESCAPED in round 1 (17 stars plus 3 for
// each of the 5 rounds left).
func boEscape(t *testing.T) {
	boRollCall(t)
	cmds(t, words("assign Isaac chow-hall enforcer"), words("next"),
		words("lantern Isaac 1"), []string{"loot", "Isaac", "Gold Cache", "--star"},
		words("lantern Isaac escaped"))
}

// boSolo is a solitary Breakout game at a real table as round 1 begins:
// the tunnels laid, the first legend turned up and the guard cards dealt.
// Breakout solo adds an eighth blue guard card (made up here).
func boSolo(t *testing.T) {
	dir := gameEnv(t)
	writeCatalog(t, dir, statusSoloCatalog+"  - {name: blue 8, colour: blue, strength: 4, expansion: breakout}\n"+statusBreakoutCards)
	mustRun(t, "new", "--solo", "--breakout", "--crew", "Rin:blue", "--name", "solo", "--seed", "7", "--goal", "Hoarder", "--difficulty", "moderate",
		"--display", "Item 1", "--display", "Item 2", "--display", "Item 3",
		"--goon", "sewers=Goon 1", "--goon", "infirmary=Goon 2", "--goon", "smithy=Goon 3", "--goon", "commissary=Goon 4", "--goon", "chow-hall=Goon 5")
	cmds(t, words("tunnel smithy double"), words("tunnel commissary single"), words("legend card tog"))
}

// TestStatusBreakoutGolden shows a Breakout game mid-round and after an
// escape, and a solitary Breakout game with the guards' lantern, on an
// 80-column terminal (--full), piped and as JSON.
func TestStatusBreakoutGolden(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		golden string
		play   func(*testing.T)
	}{
		{"breakout-roll-call", boRollCall},
		{"breakout-escape", boEscape},
		{"breakout-solo", boSolo},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			tc.play(t)
			for _, tty := range []bool{true, false} {
				// --full: the brief view a terminal gets by default is
				// TestStatusBrief's.
				code, out, errOut := runColumns(t, 80, "", tty, "status", "--full")
				if code != 0 {
					t.Fatalf("exit %d: %s", code, errOut)
				}
				name := "status/" + tc.golden + ".plain.golden"
				if tty {
					name = "status/" + tc.golden + ".tty.golden"
				}
				golden(t, name, out)
				if wide := tooWide(out, 80); len(wide) > 0 {
					t.Errorf("%s: lines wider than 80:\n%s", name, strings.Join(wide, "\n"))
				}
			}
			golden(t, "status/"+tc.golden+".json.golden", mustRun(t, "status", "--output", "json"))
		})
	}
}

// TestStatusBreakout checks the facts the Breakout section gives: what the
// Roll Call hides stays hidden, the loot tokens' uses, the escape's stars,
// the stacks left and where a lantern may go next; a core game has no
// breakout object.
func TestStatusBreakout(t *testing.T) {
	t.Parallel()
	read := func(t *testing.T) statusJSON {
		t.Helper()
		var st statusJSON
		if err := json.Unmarshal([]byte(mustRun(t, "status", "--output", "json")), &st); err != nil {
			t.Fatal(err)
		}
		return st
	}
	t.Run("roll call", func(t *testing.T) {
		boRollCall(t)
		bo := read(t).Breakout
		if bo == nil {
			t.Fatal("no breakout object")
		}
		if len(bo.Tunnels) != 2 || bo.Tunnels[0].Location != "smithy" || bo.Tunnels[0].Tunnel != "double" || bo.Tunnels[1].Tunnel != "single" {
			t.Errorf("tunnels %+v", bo.Tunnels)
		}
		// Isaac's 4 is face down: counted, not added.
		want := []statusSeekerJSON{{Crew: "Vera", Strength: 6}, {Crew: "Isaac", Strength: 3, FaceDown: 1}}
		if s := bo.Tunnels[0].Seekers; len(s) != 2 || s[0] != want[0] || s[1] != want[1] {
			t.Errorf("seekers %+v, want %+v", s, want)
		}
		if bo.Legend != "Tog the Ogre Brute" || bo.LegendFaceDown != 1 || len(bo.LegendsSeen) != 1 {
			t.Errorf("legend %q, %d face down, seen %v", bo.Legend, bo.LegendFaceDown, bo.LegendsSeen)
		}
		if l := bo.Lanterns[0]; l.Space != "entrance" || len(l.Next) != 2 || l.Next[1].Space != "5" || l.Next[1].Cost["iron"] != 1 {
			t.Errorf("Vera's lantern %+v", l)
		}
		if len(bo.LootStacks) != 2 || bo.LootStacks[0].Left != 2 || bo.StackSize != 2 || !bo.Mapped {
			t.Errorf("stacks %+v of %d", bo.LootStacks, bo.StackSize)
		}
		out := mustRun(t, "status")
		if strings.Contains(out, "strength 7") || !strings.Contains(out, "Isaac (strength 3 + 1 face down)") {
			t.Errorf("the face-down 4 shows:\n%s", out)
		}
	})
	t.Run("escape", func(t *testing.T) {
		boEscape(t)
		bo := read(t).Breakout
		l := bo.Lanterns[1]
		if l.Space != "escaped" || l.EscapeStars != 32 || l.EscapeRound != 1 || len(l.Next) != 0 {
			t.Errorf("Isaac's lantern %+v", l)
		}
		if len(l.Loot) != 1 || l.Loot[0] != (statusLootJSON{Token: "Gold Cache", Used: "star"}) {
			t.Errorf("Isaac's loot %+v", l.Loot)
		}
		if s := bo.LootStacks; len(s) != 2 || s[0].Space != "1" || s[0].Left != 1 || s[1].Space != "tomb" || s[1].Left != 2 {
			t.Errorf("stacks %+v", s)
		}
		out := mustRun(t, "status")
		if !strings.Contains(out, "ESCAPED (32 stars scored in round 1)") || !strings.Contains(out, "loot: Gold Cache (1 star)") {
			t.Errorf("text:\n%s", out)
		}
		// The section fits narrow terminals too, breaking between things.
		for _, width := range []int{64, 40, 30} {
			_, out, _ := runColumns(t, width, "", true, "status")
			if wide := tooWide(out, width); len(wide) > 0 {
				t.Errorf("width %d: lines wider:\n%s", width, strings.Join(wide, "\n"))
			}
		}
	})
	t.Run("solo", func(t *testing.T) {
		boSolo(t)
		bo := read(t).Breakout
		if len(bo.Lanterns) != 2 || bo.Lanterns[1].Crew != "guards" || bo.Lanterns[1].Space != "entrance" {
			t.Errorf("lanterns %+v", bo.Lanterns)
		}
		if out := mustRun(t, "status"); !strings.Contains(out, "The guards' lantern: ENTRANCE; loot: -") {
			t.Errorf("no guards' lantern:\n%s", out)
		}
	})
	t.Run("core game", func(t *testing.T) {
		path := corpusCopy(t, "effects-craft-goals")
		out := mustRun(t, "status", "--output", "json", "--game", path)
		if strings.Contains(out, `"breakout"`) {
			t.Errorf("a core game has a breakout object:\n%s", out)
		}
		if out := mustRun(t, "status", "--game", path); strings.Contains(out, "Breakout") {
			t.Errorf("a core game shows Breakout:\n%s", out)
		}
	})
}

// boFiveCrews is a five-crew Breakout game in round 1's Roll Call (issue
// 22, item 4: the brief view fits 80x24 for five crews): four tunnels,
// three seekers at two of them, the other crews' tokens elsewhere. Shiv
// and Sack are made-up items for the six spaces of the display.
func boFiveCrews(t *testing.T) {
	dir := gameEnv(t)
	items := "  - {name: Shiv, reputation: 2, cost: \"2 iron\", valuables: \"1 shield\", effects: none, barrels: 0}\n" +
		"  - {name: Sack, reputation: 1, cost: \"1 scrap\", valuables: \"1 gem\", effects: none, barrels: 0}\n"
	writeCatalog(t, dir, strings.Replace(roundCatalog, "goons:\n", items+"goons:\n", 1)+statusBreakoutCards)
	mustRun(t, "new", "--breakout", "--crew", "Vera", "--crew", "Isaac", "--crew", "Claire", "--crew", "Stan", "--crew", "Bartholomew the Bold",
		"--seed", "7", "--name", "bo5", "--goal", "Tinkerer", "--goal", "Hoarder",
		"--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Key", "--display", "Shiv", "--display", "Sack",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")
	cmds(t, words("tunnel sewers double"), words("tunnel smithy single"), words("tunnel infirmary single"), words("tunnel commissary single"),
		words("legend card tog"),
		words("assign Vera sewers seeker 5"), words("assign Isaac smithy seeker 4"), words("assign Claire sewers seeker 3"),
		words("assign Stan commissary 3"), []string{"assign", "Bartholomew the Bold", "chow-hall", "enforcer", "4"},
		words("assign Vera exercise-yard 3 4 --face-down 1"))
}
