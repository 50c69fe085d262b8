package cmd

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// entriesGame starts a three-crew corpus game (Vera first): Grub (Gain
// Power, 1 suspicion icon) at the Sewers, Snag (Remove Suspicion) at the
// Infirmary, Mox (Give Suspicion) at the Smithy, Pip at the Commissary,
// Tusk (Choose Tome, 2 icons) at the Chow Hall; then runs prep.
func entriesGame(t *testing.T, prep ...string) {
	t.Helper()
	corpusNew(t, append(threeCrews, "--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Key",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")...)
	for _, c := range prep {
		mustRun(t, words(c)...)
	}
}

// gameFileOf returns the current game file's bytes.
func gameFileOf(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile(currentGamePath(t))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// Commissary: Vera 5 (most), Isaac 4 (second), who took 2 iron at the
// Smithy; the empty locations before it resolve by themselves.
var atCommissary = []string{"assign Vera commissary 5", "assign Isaac smithy 5", "assign Claire sewers 2", "assign Vera sewers 3", "assign Isaac commissary 4",
	"pass Claire", "pass Vera", "pass Isaac", "next", "next"}

// Chow Hall: Vera 5 (most), Isaac 4, Claire 3, and the Cell Block: Vera 4,
// Isaac 3; the locations before are empty.
var atChowHall = []string{"assign Vera chow-hall 5", "assign Isaac chow-hall 4", "assign Claire chow-hall 3", "assign Vera cell-block 4", "assign Isaac cell-block 3",
	"pass Claire", "pass Vera", "pass Isaac"}

// Vera recruits Mox at the Chow Hall, where she took Tusk's 2 suspicion
// cubes: his Give Suspicion waits for her choice of an opponent.
var atGiveSuspicion = []string{"assign Vera chow-hall 5", "pass Isaac", "pass Claire", "assign Vera smithy 4", "pass Vera", "next", "recruit Mox --pay iron=1"}

// TestCrewLeftOut: a command may leave out the crew when only one crew can
// make its entry now; with several, or none, it is refused (exit 2),
// naming them or what the game waits for, and changes nothing.
func TestCrewLeftOut(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		prep []string
		args string
		// want is in the line of the entry recorded; refused, when not
		// empty, is in the error instead.
		want, refused string
	}{
		{"pass: the crew whose turn it is", nil, "pass", "Vera passes", ""},
		{"assign: a location first", nil, "assign smithy enforcer 3", "Vera assigns the enforcer and the 3 to the Smithy", ""},
		{"assign: a location by its printed name", []string{"assign Vera smithy 3"}, "assign Chow Hall 4", "", `"Chow" is not a crew of this game or a location`},
		{"assign: a quoted printed name", []string{"assign Vera smithy 3"}, "assign Chow_Hall 4", "Isaac assigns the 4 to the Chow Hall", ""},
		{"assign: no turn in the Lights Out phase", []string{"pass", "pass", "pass"}, "assign smithy 3", "", "no crew can take a Roll Call turn now; Next: "},
		{"take: the Commissary's most strength", atCommissary, "take gold", "Vera takes the reward at the Commissary, gaining 1 gold", ""},
		{"exchange: the one crew exchanging", append(atCommissary, "take gold"), "exchange --give iron --get gold", "Isaac exchanges 1 iron for 1 gold at the Commissary", ""},
		{"decline: two crews may", atCommissary, "decline", "", "name the crew: Vera or Isaac can decline a reward"},
		{"decline: the location being resolved", atCommissary, "decline Isaac", "Isaac declines the reward at the Commissary", ""},
		{"recruit: the crew choosing first", atChowHall, "recruit --none", "Vera takes nothing at the Chow Hall", ""},
		{"recruit: then the next in rank", append(atChowHall, "recruit --none"), "recruit --none", "Isaac takes nothing at the Chow Hall", ""},
		{"craft: not at the Chow Hall", atChowHall, "craft --none", "", "no crew can craft or reserve at the Cell Block now"},
		{"effect: the crew whose icon waits", atGiveSuspicion, "effect --target claire", "Vera uses Give Suspicion of Mox, choosing Claire", ""},
		{"tome draw: the crew owed", []string{"assign Vera chow-hall 5", "pass Isaac", "pass Claire", "assign Vera smithy 4", "pass Vera", "next",
			"recruit Tusk --pay iron=1"}, "tome draw Atlas", "Vera draws the tome Atlas", ""},
		{"tome draw: a crew's name alone", []string{"assign Vera chow-hall 5", "pass Isaac", "pass Claire", "assign Vera smithy 4", "pass Vera", "next",
			"recruit Tusk --pay iron=1"}, "tome draw vera", "", "name the tome card: lockup tome draw Vera CARD"},
		{"tome keep: the crew with two drawn, from where its choice came", []string{"assign Vera chow-hall 5", "pass Isaac", "pass Claire", "assign Vera smithy 4", "pass Vera", "next",
			"recruit Tusk --pay iron=1", "tome draw Atlas", "tome draw Codex"}, "tome keep codex", "Vera keeps the tome Codex at the Chow Hall", ""},
		{"tome play: the crew holding it", []string{"assign Vera chow-hall 5", "pass Isaac", "pass Claire", "assign Vera smithy 4", "pass Vera", "next",
			"recruit Tusk --pay iron=1", "tome draw Atlas", "tome draw Codex", "tome keep Codex"}, "tome play codex", "Vera plays the tome Codex", ""},
		{"discard: the crew over its limit", []string{"assign Vera sewers 5", "pass Isaac", "pass Claire", "assign Vera infirmary 4", "assign Vera smithy 3", "pass Vera",
			"next", "next", "next"}, "discard scrap=2 potions", "Vera discards 2 scrap and 1 potion", ""},
		{"draw goon: the one empty space", []string{"pass", "pass", "pass"}, "draw goon Fen", "Fen enters the goon space at the Sewers", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			entriesGame(t, tc.prep...)
			before := gameFileOf(t)
			code, out, errOut := run(t, "", false, words(tc.args)...)
			if tc.refused != "" {
				if code != 2 || !strings.Contains(errOut, tc.refused) {
					t.Errorf("exit %d %q; want exit 2 naming %q", code, errOut, tc.refused)
				}
				if string(gameFileOf(t)) != string(before) {
					t.Error("a refused command changed the game file")
				}
				return
			}
			if code != 0 || !strings.Contains(entryLineOf(out), tc.want) {
				t.Errorf("exit %d %q %q; want the entry %q", code, out, errOut, tc.want)
			}
		})
	}
}

// entryLineOf returns the first line a command printed: its entry.
func entryLineOf(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// TestForgivingNames: crews, locations, tokens, resources and cards are
// read in any case, locations also by their printed names; an unknown name
// is refused (exit 2) with the closest name and what is allowed, and
// changes nothing.
func TestForgivingNames(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		prep []string
		args []string
		// want is in the entry recorded; refused in the error instead.
		want, refused string
	}{
		{"crew and token in other cases", nil, []string{"assign", "vERA", "SMITHY", "Enforcer"}, "Vera assigns the enforcer to the Smithy", ""},
		{"a location's printed name", nil, []string{"assign", "Vera", "Exercise Yard", "lookout"}, "Vera assigns the lookout to the Exercise Yard", ""},
		{"a misspelt crew", nil, []string{"assign", "Vira", "smithy", "3"}, "", `"Vira" is not a crew of this game or a location; did you mean "Vera"? (allowed: Vera, Isaac, Claire, exercise-yard`},
		{"a misspelt location", nil, []string{"assign", "Vera", "smithie", "3"}, "", `"smithie" is not a location; did you mean "smithy"? (allowed: exercise-yard, sewers, infirmary, smithy, commissary, chow-hall, cell-block, library)`},
		{"a misspelt token", nil, []string{"assign", "Vera", "smithy", "enforcr"}, "", `"enforcr" is not a crew token; did you mean "enforcer"?`},
		{"a misspelt crew to pass", nil, []string{"pass", "Vear"}, "", `"Vear" is not a crew of this game; did you mean "Vera"? (allowed: Vera, Isaac, Claire)`},
		{"a misspelt resource", atCommissary, []string{"take", "gould"}, "", `resource: "gould" is not a resource; did you mean "gold"? (allowed: scrap, potions, iron, gold)`},
		{"a resource in capitals", atCommissary, []string{"take", "Vera", "GOLD"}, "Vera takes the reward at the Commissary, gaining 1 gold", ""},
		{"a goon in another case", atChowHall, []string{"recruit", "vera", "TUSK", "--pay", "scrap=1"}, "", "pays 1 scrap but holds 0"},
		{"a misspelt goon", atChowHall, []string{"recruit", "Vera", "Tsuk", "--pay", "scrap=1"}, "", `"Tsuk" is not a goon in a goon space; did you mean "Tusk"? (allowed: Grub, Snag, Mox, Pip, Tusk)`},
		{"a misspelt item", append(atChowHall, "recruit --none", "recruit --none", "recruit --none"), []string{"craft", "Lokpick", "--pay", "iron=1"}, "",
			`"Lokpick" is not an item in the item display or reserved by Vera; did you mean "Lockpick"? (allowed: Lockpick, Crown, Rope, Key)`},
		{"a misspelt location to decline", atCommissary, []string{"decline", "Vera", "comissary"}, "", `"comissary" is not a location; did you mean "commissary"?`},
		{"a word neither crew nor location", atCommissary, []string{"decline", "Commisary"}, "", `"Commisary" is not a crew of this game or a location; did you mean "commissary"?`},
		{"a goon space by its printed name", []string{"pass", "pass", "pass"}, []string{"draw", "goon", "the Sewers", "Fen"}, "Fen enters the goon space at the Sewers", ""},
		{"a card the catalog knows, in capitals", []string{"pass", "pass", "pass"}, []string{"draw", "goon", "sewers", "FEN"}, "Fen enters the goon space at the Sewers", ""},
		{"a card the catalog nearly knows", []string{"pass", "pass", "pass"}, []string{"draw", "goon", "sewers", "Fenn"}, "", `or did you mean "Fen", which your card catalog knows?`},
		{"a misspelt target", atGiveSuspicion, []string{"effect", "--target", "clair"}, "", `"clair" is not a crew of this game; did you mean "Claire"?`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			entriesGame(t, tc.prep...)
			before := gameFileOf(t)
			code, out, errOut := run(t, "", false, tc.args...)
			if tc.refused != "" {
				if code != 2 || !strings.Contains(errOut, tc.refused) {
					t.Errorf("exit %d %q; want exit 2 naming %q", code, errOut, tc.refused)
				}
				if string(gameFileOf(t)) != string(before) {
					t.Error("a refused command changed the game file")
				}
				return
			}
			if code != 0 || !strings.Contains(entryLineOf(out), tc.want) {
				t.Errorf("exit %d %q %q; want the entry %q", code, out, errOut, tc.want)
			}
		})
	}
}

// TestEntryOutput plays a round and the start of the next through the
// entry commands, crews mostly left out, and keeps what they print: each
// entry, what it changed (gains by reward tier, suspicion cubes and who
// took them, a lookout passing them on, the first player marker, the
// stragglers, the tomes owed, the goons advancing, the cubes added, a
// Bandit's cube collected), the entries the table made by itself with
// their reason, and what comes next with the commands that answer it.
func TestEntryOutput(t *testing.T) {
	t.Parallel()
	corpusNew(t, append(threeCrews, "--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Key",
		"--goon", "sewers=Gil", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")...)
	golden(t, "game/entries-output.golden", entryOutput(t))
}

// entryOutputCommands are TestEntryOutput's commands, one a string.
var entryOutputCommands = []string{
	"assign Vera exercise-yard 5", "assign sewers 4 lookout", "assign Claire sewers 3",
	"assign chow-hall 4 enforcer", "assign commissary 5", "assign chow-hall 5",
	"pass", "pass", "assign cell-block 2", "assign Cell_Block 4",
	"pass",
	"next", "next",
	"take gold",
	"recruit --none", "recruit Tusk --pay scrap=1",
	"tome draw Atlas", "tome draw Codex", "tome keep codex",
	"decline",
	"next",
	// Vera, who took nothing at the Chow Hall, straggled with her 4 and
	// enforcer: the most strength at the Library, above Claire's 2.
	"tome draw Big Book", "tome draw Vera Grimoire", "tome draw Vera Bestiary", "tome keep grimoire",
	"tome draw Lexicon",
	"draw goon Fen",
	"assign Vera infirmary 5", "pass", "pass", "pass",
	"next",
}

// entryOutput runs entryOutputCommands, each with extra (--lang zh) after
// its words, and returns each command line with what it printed.
func entryOutput(t *testing.T, extra ...string) string {
	t.Helper()
	var b strings.Builder
	for _, c := range entryOutputCommands {
		code, out, errOut := run(t, "", false, append(words(c), extra...)...)
		b.WriteString("$ lockup " + strings.Join(append(words(c), extra...), " ") + "\n" + out)
		if errOut != "" || code != 0 {
			b.WriteString(errOut)
			b.WriteString(fmt.Sprintf("(exit %d)\n", code))
		}
	}
	return b.String()
}

// TestEntryOutputWraps: on a terminal, what an entry command prints is
// wrapped at words to the terminal's width, never cut inside a word.
func TestEntryOutputWraps(t *testing.T) {
	t.Parallel()
	entriesGame(t, "assign Vera sewers 5", "assign Isaac smithy 4")
	code, out, errOut := runColumns(t, 40, "", true, "pass")
	if code != 0 {
		t.Fatalf("exit %d %s", code, errOut)
	}
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if n := len([]rune(line)); n > 40 {
			t.Errorf("a line of %d runes: %q", n, line)
		}
	}
	if !strings.Contains(out, "Next: Vera's turn (tokens left: lookout,\n  enforcer,") {
		t.Errorf("not wrapped at words:\n%s", out)
	}
}
