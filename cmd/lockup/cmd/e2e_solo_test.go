package cmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// e2eSoloCatalog holds made-up card values for the solitary Breakout game
// below: test data, NOT the printed values (the rulebooks print neither the
// cards' values, nor the legend cards' and loot tokens' effects, nor the
// catacombs board). The board: the ENTRANCE leads to 1 (loot), or to 2
// (loot) for 1 iron; both lead to 3, where the path forks: 4 (loot), or the
// TOMB for 1 scrap; from 4 a path costing 1 gold leads to ESCAPED. The
// guard cards are typed by the commands (lockup cards guards), as a player
// does.
const e2eSoloCatalog = `lockup_catalog: 1
items:
  - {name: Lockpick, reputation: 3, cost: "1 iron, 1 any", valuables: "1 gem", effects: none, barrels: 1}
  - {name: Crown, reputation: 2, cost: "2 scrap", valuables: "2 gems", effects: none, barrels: 0}
  - {name: Rope, reputation: 1, cost: "1 potions", valuables: "1 shield", effects: none, barrels: 2}
  - {name: Key, reputation: 4, cost: "1 gold, 2 iron", valuables: "1 magic", effects: none, barrels: 0}
  - {name: Shiv, reputation: 1, cost: "1 scrap", valuables: none, effects: none, barrels: 1}
  - {name: Keg, reputation: 2, cost: "1 potions, 1 scrap", valuables: none, effects: none, barrels: 2}
  - {name: Lamp, reputation: 2, cost: "1 iron", valuables: "1 shield", effects: none, barrels: 0}
  - {name: Anvil, reputation: 5, cost: "3 iron", valuables: none, effects: none, barrels: 0}
  - {name: Cask, reputation: 1, cost: "1 any", valuables: none, effects: none, barrels: 1}
  - {name: Bell, reputation: 3, cost: "1 gold, 1 scrap", valuables: "1 gem", effects: none, barrels: 0}
goons:
  - {name: Grub, type: dwarves, suspicion: 1, valuables: none, effects: none}
  - {name: Snag, type: cultists, suspicion: 0, valuables: none, effects: none}
  - {name: Mox, type: cultists, suspicion: 0, valuables: none, effects: none}
  - {name: Pip, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Tusk, type: hobgoblins, suspicion: 2, valuables: none, effects: none}
  - {name: Oak, type: dryads, suspicion: 0, valuables: none, effects: none}
  - {name: Elm, type: dryads, suspicion: 1, valuables: none, effects: none}
  - {name: Spore, type: fungoids, suspicion: 0, valuables: none, effects: none}
  - {name: Cap, type: fungoids, suspicion: 1, valuables: none, effects: none}
  - {name: Boulder, type: golems, suspicion: 2, valuables: none, effects: none}
  - {name: Clay, type: golems, suspicion: 0, valuables: none, effects: none}
  - {name: Mimic, type: shapeshifters, suspicion: 0, valuables: none, effects: none}
  - {name: Guise, type: shapeshifters, suspicion: 2, valuables: none, effects: none}
  - {name: Bolt, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Gnash, type: dwarves, suspicion: 0, valuables: none, effects: none}
  - {name: Wart, type: ratmen, suspicion: 1, valuables: none, effects: none}
  - {name: Moss, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Fang, type: dwarves, suspicion: 1, valuables: none, effects: none}
  - {name: Rook, type: cultists, suspicion: 0, valuables: none, effects: none}
  - {name: Brute, type: hobgoblins, suspicion: 1, valuables: none, effects: none}
goals:
  - {name: Hoarder, type: leader, condition: "most valuables (at least 1)"}
  - {name: Tinkerer, type: end-game, condition: "most items"}
legends:
  - {name: Warden Mercy, expansion: breakout, effects: [gain-gold], asked: no}
  - {name: Masik, expansion: breakout, asked: yes}
  - {name: Khathandor, expansion: breakout, effects: [advance-lantern], asked: no}
  - {name: Tog the Ogre Brute, expansion: breakout, asked: yes}
  - {name: Starlit Door, expansion: breakout, effects: [gain-power], asked: no}
  - {name: Queen Gimnax, expansion: breakout, asked: yes}
loot:
  - {name: gold cache, expansion: breakout, effects: [gain-gold], asked: no}
  - {name: old map, expansion: breakout, effects: [advance-lantern], asked: no}
  - {name: iron bar, expansion: breakout, effects: [gain-iron], asked: no}
  - {name: strange idol, expansion: breakout, asked: yes}
spaces:
  - {name: entrance, expansion: breakout, paths: "1; 2: 1 iron"}
  - {name: "1", expansion: breakout, loot: true, paths: ["3"]}
  - {name: "2", expansion: breakout, loot: true, paths: ["3"]}
  - {name: "3", expansion: breakout, loot: false, paths: "4; tomb: 1 scrap"}
  - {name: "4", expansion: breakout, loot: true, paths: "escaped: 1 gold"}
  - {name: tomb, expansion: breakout, loot: true}
  - {name: escaped, expansion: breakout, loot: false}
`

// wants fails the test when out lacks one of the lines wanted; why names
// the passage the lines follow from.
func wants(t *testing.T, why, out string, lines ...string) {
	t.Helper()
	for _, l := range lines {
		if !strings.Contains(out, l) {
			t.Errorf("%s: the output lacks %q:\n%s", why, l, out)
		}
	}
}

// playEndToEndBreakoutSolo plays a whole solitary Breakout game of six
// rounds through the commands: Rin against the guards at the challenging
// level (Ye Olde Jail), the app running the guard, location and legend
// decks and laying the tunnels from seed 9 (a single tunnel at the Sewers,
// a double one at the Smithy). Every guard turn turns up the face-down card
// the player picks; the guards' rewards, lantern steps and Shapeshifter
// are decided by the automa. The goon, item, tome and loot draws are the
// player's, typed as they come up. Each check names the passage it follows.
//
// Two places of the tracker are played around, as a player at the table
// would (both are reported to the lead, with a failing test each):
//   - a tunnel's lantern step comes before the location's rewards, so Rin's
//     seeker goes where the path's cost is paid from cubes held before;
//   - the legend cards the app turns up carry no printed icons, so the
//     table enters what the first-ranked crew gains with --change (the
//     guards' 2 stars too).
func playEndToEndBreakoutSolo(t *testing.T) {
	dir := gameEnv(t)
	writeCatalog(t, dir, e2eSoloCatalog)
	// The guard cards of the challenging level, Breakout's included, and
	// Breakout's location card ("Solitary Mode – Setup", both rulebooks).
	mustRun(t, "cards", "guards", "blue", "0", "1", "1", "2", "2", "3", "3", "--breakout", "2")
	mustRun(t, "cards", "guards", "yellow", "1", "2", "3", "3", "4", "--special", "3", "--breakout", "3")
	mustRun(t, "cards", "location-card", "smithy")
	out := mustRun(t, "new", "--solo", "--breakout", "--difficulty", "challenging", "--decks", "app", "--crew", "Rin:blue",
		"--name", "bo-solo", "--seed", "9", "--goal", "Hoarder", "--goal", "Tinkerer",
		"--display", "Lockpick", "--display", "Rope", "--display", "Keg",
		"--goon", "sewers=Oak", "--goon", "infirmary=Pip", "--goon", "smithy=Mox", "--goon", "commissary=Boulder", "--goon", "chow-hall=Mimic")
	wants(t, `Breakout, "Expansion Setup" and "Solitary Mode – Setup"`, out,
		"tunnel markers (from the app): single at the Sewers, double at the Smithy",
		"turn up Khathandor",
		"the 8 blue guard cards and the 6 yellow ones")
	g := &e2eGame{t: t}

	// Round 1. The Roll Call ("Solitary Mode – Roll Call Phase"): a guard
	// card at each location and one on the legend card.
	wants(t, `Breakout, "Solitary Mode – Roll Call Phase"`, g.do("next"), "and one on the legend card")
	g.do("guards", "turn", "--reveal", "smithy")     // blue 3 at the Smithy
	g.do("assign", "smithy", "seeker", "5")          // 6
	g.do("guards", "turn", "--reveal", "sewers")     // Sewers: 1 and a special 3
	g.do("assign", "chow-hall", "4")                 //
	g.do("guards", "turn", "--reveal", "chow-hall")  // 1 + 2
	g.do("assign", "commissary", "3")                //
	g.do("guards", "turn", "--reveal", "commissary") // 2 + 3
	g.do("assign", "cell-block", "2")                //
	g.do("guards", "turn", "--reveal", "cell-block") //
	// With two tokens left Rin passes and puts neither on the legend card:
	// only a last token goes there (Breakout, "Roll Call Phase"; ruling
	// legend-early-pass). Then the Exercise Yard resolves, and at the Sewers the guards, most
	// strength at a tunnel, advance one space without a seeker; no iron,
	// so the path without a cost ("Solitary Mode – Lights Out Phase").
	g.refused("only a crew's last token goes face down to the legend card", "pass", "--legend", "enforcer")
	out = g.do("pass")
	wants(t, `Breakout, "Roll Call Phase"`, out, "Rin passes.")
	wants(t, `Breakout, "Solitary Mode – Lights Out Phase"`, out, "the guards move their lantern to 1.")
	g.do("next") // the Sewers' rewards
	// They take the top loot token and always use it: old map, an Advance
	// Lantern icon, moves them on to 3.
	g.refused("never score the star", "loot", "guards", "old map", "--star")
	out = g.do("loot", "guards", "old map")
	wants(t, `Breakout, "Special Effect Icons – Advance Lantern"`, out, "the guards take and use the loot token old map.", "the guards move their lantern to 3.")
	// The Smithy's double tunnel: its rewards first, then two steps, a loot
	// space on the way ("Resolving Tunnel Locations"; "Advancing in the
	// Catacombs").
	wants(t, `Breakout, "Resolving Tunnel Locations"`, g.do("next"), "the rewards at the Smithy are collected", "Rin (most strength): +2 iron.")
	wants(t, `Breakout, "Advancing in the Catacombs"`, g.do("lantern", "1"), "Rin moves their lantern to 1.", "Rin takes a loot token")
	// A token played at the table, used at once.
	out = g.do("loot", "strange idol", "--change", "Rin: +1 gold")
	wants(t, `Breakout, "Advancing in the Catacombs"`, out, "Rin takes and uses the loot token strange idol.\n  Rin: +1 gold.",
		"Rin may move its lantern 1 space from space 1")
	out = g.do("lantern", "3")
	wants(t, `Breakout, "Resolving Tunnel Locations"`, out, "Rin moves their lantern to 3.", "the Smithy is resolved", "the guards take 1 gold at the Commissary")
	g.do("decline", "Rin", "commissary")
	// A Shapeshifter recruited is discarded: three goons drawn, one kept
	// (Breakout, "Goon Cards – Shapeshifters").
	g.do("recruit", "Rin", "Mimic", "--pay", "iron=1")
	out = g.do("shapeshift", "Spore", "Elm", "Clay", "--keep", "Spore")
	wants(t, `Breakout, "Shapeshifters"`, out, "Rin's Shapeshifter draws Spore, Elm and Clay; Rin keeps Spore.")
	g.do("reserve", "Rin", "Keg", "--pay", "iron=1")
	g.do("next") // the Library: the guards 1 star, Rin a tome
	out = g.do("tome", "draw", "Rin", "Tome of Tunnels")
	wants(t, `Breakout, "Solitary Mode – Roll Call Phase"`, out, "the guard card on the legend card is turned up: blue 3.")
	// Khathandor: the guards (3), alone on it, rank first: its
	// Advance Lantern icon, a reward, is 2 stars for the guards instead
	// ("Solitary Mode – Resolving the Legend Card"). The card's icons say
	// it all, so it resolves by itself, and the app turns up the next.
	wants(t, `Breakout, "Resolving the Legend Card"`, out, "Khathandor is resolved", "guards: +2 reputation.", "Warden Mercy becomes the active legend.")
	g.do("draw", "item", "Lamp")
	g.do("draw", "item", "Cask")
	g.do("draw", "goon", "sewers", "Guise")

	// Round 2.
	g.do("guards", "turn", "--reveal", "smithy")
	g.do("assign", "smithy", "seeker", "3")
	g.do("guards", "turn", "--reveal", "chow-hall")
	g.do("assign", "infirmary", "5")
	g.do("guards", "turn", "--reveal", "infirmary")
	g.do("assign", "commissary", "4")
	g.do("guards", "turn", "--reveal", "commissary")
	g.do("assign", "cell-block", "2")
	g.do("guards", "turn", "--reveal", "sewers")
	// The Sewers: the guards at 3 can pay the TOMB's path (1 scrap), so
	// they take it ("Solitary Mode – Lights Out Phase"), and take a loot
	// token there ("Khathandor's Tomb").
	out = g.do("pass")
	wants(t, `Breakout, "Solitary Mode – Lights Out Phase"`, out, "the guards move their lantern to tomb, spending 1 scrap.")
	wants(t, `Breakout, "Khathandor's Tomb"`, g.do("loot", "guards", "iron bar"), "guards: +1 iron.")
	g.do("next") // the Infirmary: Rin 2 potions
	// The Smithy's double tunnel again, its rewards first: 4 (loot), then
	// ESCAPED for 1 gold.
	g.do("next")
	g.do("lantern", "4")
	out = g.do("loot", "gold cache", "--star")
	wants(t, `Breakout, "Advancing in the Catacombs"`, out, "Rin takes the loot token gold cache and scores one star instead of using it.")
	// Lanterns follow the arrows, and a path's cost is paid
	// ("Advancing in the Catacombs").
	g.refused("no path leads from 4 to tomb (allowed: escaped)", "lantern", "tomb")
	g.refused("costs 1 gold", "lantern", "escaped")
	out = g.do("lantern", "escaped", "--spend", "gold=1")
	// 17 stars, and 3 for each of the 4 rounds left: 29 ("Prison Breakout").
	wants(t, `Breakout, "Prison Breakout"`, out, "Rin moves their lantern to escaped, spending 1 gold.", "Rin: +29 reputation, -1 gold.")
	g.do("exchange", "Rin", "--give", "potions=1", "--get", "scrap")
	// The guards at the Chow Hall seize the two goons with the most
	// suspicion icons (core rulebook, "Solitary Mode – Chow Hall"): the
	// Shapeshifter Guise and the Golem Boulder; the Shapeshifter draws
	// three and they keep the one with the most icons.
	out = mustRun(t, "log")
	wants(t, `core rulebook, "Solitary Mode – Chow Hall"`, out, "the guards seize Guise and Boulder at the Chow Hall.")
	out = g.do("shapeshift", "guards", "Fang", "Bolt", "Moss")
	wants(t, `Breakout, "Shapeshifters"`, out, "the guards' Shapeshifter draws Fang, Bolt and Moss; the guards keep Fang.")
	g.do("craft", "Rin", "Keg", "--pay", "potions=1,scrap=1")
	// Warden Mercy resolved by itself: the guards' 1, alone on it, 2 stars
	// instead of its gold.
	g.do("draw", "item", "Anvil")
	g.do("draw", "goon", "sewers", "Cap")
	g.do("draw", "goon", "infirmary", "Grub")

	// Round 3: Rin's seeker still works after the escape ("Prison
	// Breakout", note).
	g.do("guards", "turn", "--reveal", "chow-hall")
	g.do("assign", "chow-hall", "5", "seeker")
	g.do("guards", "turn", "--reveal", "exercise-yard")
	g.do("assign", "exercise-yard", "4")
	g.do("guards", "turn", "--reveal", "smithy")
	g.do("assign", "smithy", "3")
	g.do("guards", "turn", "--reveal", "cell-block")
	g.do("assign", "cell-block", "enforcer")
	g.do("guards", "turn", "--reveal", "sewers")
	g.do("pass")
	g.do("next") // the Exercise Yard: Rin takes the first player marker
	g.do("next") // the Smithy
	// Rin, her iron spent on Oak and Cap, can pay for nothing at the Cell
	// Block: the guards ranked below her need not wait for her ("Solitary
	// Mode – Cell Block"; ruling may-reward), and craft Rope.
	out = g.do("recruit", "Rin", "Oak", "Cap", "--pay", "iron=4")
	wants(t, `core rulebook, "Solitary Mode – Cell Block"`, out, "the guards craft Rope at the Cell Block")
	// Rin takes nothing: she collects no reward, and her enforcer straggles
	// to the Library (core rulebook, "Lights Out Phase", step 4). There
	// the guards' straggling cards (3) outrank her enforcer (2 power) and
	// score a star instead of tomes; Rin, second, draws one tome
	// ("Location Rewards", Library; "Solitary Mode – Lights Out Phase,
	// Library").
	wants(t, `core rulebook, "Lights Out Phase", step 4`, g.do("craft", "Rin", "--none"), "Rin's enforcer straggles to the Library.")
	wants(t, `core rulebook, "Solitary Mode – Library"`, g.do("next"), "guards (most strength): +1 reputation.", "Rin (second most): +1 tome owed.")
	g.do("tome", "draw", "Rin", "Tome of Secrets")
	// Starlit Door resolved by itself: blue 3, alone on it, 2 stars.
	g.do("draw", "item", "Bell")
	g.do("draw", "goon", "sewers", "Gnash")
	g.do("draw", "goon", "infirmary", "Snag")
	g.do("draw", "goon", "smithy", "Rook")

	// Round 4.
	g.do("assign", "sewers", "4")
	g.do("guards", "turn", "--reveal", "sewers")
	g.do("assign", "infirmary", "3")
	g.do("guards", "turn", "--reveal", "infirmary")
	g.do("assign", "smithy", "seeker", "2")
	g.do("guards", "turn", "--reveal", "cell-block")
	g.do("assign", "cell-block", "enforcer")
	g.do("guards", "turn", "--reveal", "chow-hall")
	g.do("pass")
	g.do("next") // the Sewers
	g.do("next") // the Infirmary
	g.do("next") // the Smithy; the guards seize Grub and Gnash, craft Anvil
	g.do("craft", "Rin", "Cask", "--pay", "scrap=1")
	// Tog the Ogre Brute, played at the table: the guards' 3 is alone on
	// it (Rin passed with two tokens left), and nobody there has more
	// power for them to take from: nothing happens.
	out = g.do("legend", "resolve")
	wants(t, `Breakout, "Resolving the Legend Card"`, out, "Tog the Ogre Brute is resolved.")
	g.do("draw", "item", "Crown")
	g.do("draw", "item", "Shiv")
	g.do("draw", "goon", "sewers", "Tusk")
	g.do("draw", "goon", "infirmary", "Wart")
	out = g.do("draw", "goon", "smithy", "Brute")
	// The supply runs short of suspicion cubes: the guards hold the most,
	// and lose 6 (core rulebook, "Solitary Mode – Patrol Phase, Raids").
	wants(t, `core rulebook, "Solitary Mode – Raids"`, out, "guards: -6 reputation, -9 suspicion.")

	// Round 5.
	g.do("guards", "turn", "--reveal", "exercise-yard")
	g.do("assign", "exercise-yard", "4")
	g.do("guards", "turn", "--reveal", "cell-block")
	g.do("assign", "cell-block", "3")
	g.do("guards", "turn", "--reveal", "smithy")
	g.do("assign", "smithy", "lookout", "seeker", "2")
	g.do("guards", "turn", "--reveal", "chow-hall")
	g.do("pass")
	g.do("next") // the Exercise Yard
	g.do("next") // the Smithy; the guards seize Tusk and Wart, craft Bell
	// Rin takes nothing at the Cell Block: her 3 straggles, alone at the
	// Library: she draws two tomes and keeps one (core rulebook, "Lights
	// Out Phase", step 4; "Location Rewards", Library).
	g.do("craft", "Rin", "--none")
	wants(t, `core rulebook, "Location Rewards", Library`, g.do("next"), "Rin (most strength): +1 tome owed (draws 2, keeps 1).")
	g.do("tome", "draw", "Rin", "Tome of Maps")
	g.do("tome", "draw", "Rin", "Tome of Keys")
	g.do("tome", "keep", "Rin", "Tome of Keys", "--from", "library")
	g.do("legend", "resolve", "--change", "guards: +2 stars") // Masik: yellow 4 alone; its reward is 2 stars for the guards
	g.do("draw", "item", "Key")
	g.do("patrol", "--deck-empty")

	// Round 6.
	g.do("guards", "turn", "--reveal", "commissary")
	g.do("assign", "commissary", "lookout", "3")
	g.do("guards", "turn", "--reveal", "exercise-yard")
	g.do("assign", "exercise-yard", "4")
	g.do("guards", "turn", "--reveal", "cell-block")
	g.do("assign", "cell-block", "enforcer")
	g.do("guards", "turn", "--reveal", "smithy")
	g.do("assign", "sewers", "seeker", "2")
	// Rin's last token goes to the legend card by itself as Rin passes
	// (Breakout, "Roll Call Phase").
	out = g.do("guards", "turn", "--reveal", "sewers")
	wants(t, `Breakout, "Roll Call Phase"`, out, "Rin passes; the 5 goes face down to the legend card.",
		"Automatic: Rin has one token left, which goes face down to the legend card as it passes")
	g.do("next") // the Exercise Yard: the first player marker back to Rin
	g.do("next") // the Sewers
	g.do("take", "Rin", "gold")
	g.do("craft", "Rin", "Key", "--pay", "gold=1,iron=2")
	out = g.do("legend", "resolve", "--change", "Rin: +1 gold") // Queen Gimnax: Rin's 5 over yellow 3
	wants(t, `core rulebook, "Game End"`, out, "the game is over")
}

// TestEndToEndBreakoutSolo plays the game above and checks its final
// scoring against the one worked out by hand, from lockup status and from
// lockup score on lockup export; lockup solo audit agrees with every card
// the app drew, and undo then redo leaves the file as it was.
//
// The boards after round 6 (lockup status):
//
//	Rin: 47 stars (10 + 1 for gold cache kept + 29 for the escape + Keg 2 +
//	Cask 1 + Key 4), 0 suspicion, 4 power, 2 scrap, 1 potion,
//	2 iron, 1 gold; items Keg (2 barrels), Cask (1 barrel), Key (1 magic);
//	goons Spore and Cap (Fungoids), Oak (Dryad); loot strange idol (used)
//	and gold cache (1 star); 3 tomes (round 1's, when she declined at the
//	Commissary, and those of rounds 3 and 5, when she took nothing at the
//	Cell Block and straggled); the first player marker; lantern ESCAPED in
//	round 2.
//	The guards: 31 stars (10 + Lockpick 3, Library 1, Khathandor 2, Lamp 2,
//	Warden Mercy 2, Rope 1, Library 1, Starlit Door 2, Anvil 5, raid -6,
//	Bell 3, Crown 2, Masik 2, Library 1), 5 suspicion, 7 power, 3 gold (and cubes
//	that score nothing); items Lockpick, Lamp, Rope, Anvil, Bell, Crown
//	(6 valuables); goons Boulder (Golem), Fang, Grub, Gnash (Dwarves),
//	Tusk, Brute (Hobgoblins), Wart (Ratman), Snag (Cultist); the leader
//	goal Hoarder; lantern on the TOMB.
//
// Final scoring, by hand:
//
//	Final raid (core, "Solitary Mode – Game End" and "– Raids"): the guards
//	  hold the most suspicion (5 > 0): they lose 6; Rin nothing.
//	Leader goal Hoarder (core, "Leader Goal Cards", two players 6): the
//	  guards, 6 valuables to Rin's 1: +6.
//	End game goal Tinkerer, most items (core, "End Game Goal Cards", two
//	  players: the most scores 6, the other nothing): the guards 6 to 3: +6.
//	Goons (core, "Recruiting Goons"; Breakout, "Goon Cards"):
//	  Rin: Dryad Oak, 1 per barrel icon, the crew board's included:
//	    1 + Keg 2 + Cask 1 = 4; Fungoids Spore and Cap, 2 per loot token:
//	    2 × 2 × 2 = 8. Goons 12.
//	  The guards: the Golem counts as a Dwarf or a Ratman, whichever scores
//	    best for them (Breakout, "Solitary Mode – Game End"): as a Dwarf,
//	    4 Dwarves 12 and 1 Ratman -3 = 9; as a Ratman, 3 Dwarves 7 and
//	    2 Ratmen 1 = 8: a Dwarf. Hobgoblins 2 × 7 power = 14; Cultist
//	    1 × 6 items = 6. Goons 12 - 3 + 14 + 6 = 29.
//	Resources (core, "Final Scoring"): Rin 2 + 1 + 2 + 2 × 1 = 7; the
//	  guards only their gold, 2 × 3 = 6 (core, "Solitary Mode – Game End").
//	Tomes: Rin 3. First player marker: Rin 2.
//	Lanterns (Breakout, "Game End", "Khathandor's Tomb", "Prison
//	  Breakout"): the guards' on the TOMB 15; Rin's escaped: its 29 stars
//	  are on the track already, nothing now.
//	Rin: 47 + 12 + 7 + 3 + 2 = 71.
//	The guards: 31 - 6 + 6 + 6 + 29 + 6 + 15 = 87. The guards win.
//
// Rin passes early in rounds 1 to 5, so only the guards' card is on those
// legend cards (Breakout, "Roll Call Phase"): Tog takes no power cube from
// the guards for Rin, and Masik's reward is the guards' 2 stars, not Rin's
// 3 (before log version 8 Rin put a token there each time).
func TestEndToEndBreakoutSolo(t *testing.T) {
	t.Parallel()
	playEndToEndBreakoutSolo(t)
	const rin, guards = 71, 87
	if got := finalTotals(t); got["Rin"] != rin || got["guards"] != guards {
		t.Errorf("final scoring %v, want Rin %d, guards %d", got, rin, guards)
	}
	st := mustRun(t, "status")
	wants(t, `Breakout, "Game End"`, st,
		"| Catacombs     |   0 |    +15 |",
		"| Goons         | +12 |    +29 |",
		"|   Dryads      |  +4 |        |",
		"|   Fungoids    |  +8 |        |",
		"Winner: guards",
		"Rin's lantern escaped during the game: those stars are already on the track",
		"guards: Golems count 1 as Dwarves, the split that scores the most.",
		"Rin's lantern: ESCAPED (29 stars scored in round 2); loot: strange idol (used),\n  gold cache (1 star)",
		"The guards' lantern: TOMB; loot: old map (used), iron bar (used)")

	// The export scores the same.
	board := filepath.Join(t.TempDir(), "end.yaml")
	if err := os.WriteFile(board, []byte(mustRun(t, "export")), 0o600); err != nil {
		t.Fatal(err)
	}
	sc := mustRun(t, "score", board)
	wants(t, "lockup score on lockup export", sc, "| Total         |  71 |     87 |", "Winner: guards")

	audit := mustRun(t, "solo", "audit")
	if strings.Count(audit, ": ok\n") != 6 || !strings.Contains(audit, "Every card drawn is the one the seed 9 deals") {
		t.Errorf("audit:\n%s", audit)
	}

	// The game file is the corpus's e2e-solo.jsonl, but for the header's
	// creation time, which every line's hash covers.
	path := currentGamePath(t)
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(corpusDir, "e2e-solo.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := withoutHashes(before[bytes.IndexByte(before, '\n'):]), withoutHashes(want[bytes.IndexByte(want, '\n'):]); !bytes.Equal(got, want) {
		t.Errorf("the game file differs from the corpus's e2e-solo.jsonl:\n%s", firstDiff(got, want))
	}
	mustRun(t, "undo")
	if g := mustRun(t, "status"); !strings.Contains(g, "Queen Gimnax resolves") {
		t.Errorf("after undo the legend card waits again:\n%s", g)
	}
	mustRun(t, "redo")
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(after) != string(before) {
		t.Error("undo then redo changed the game file")
	}
}
