package cmd

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cards"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
)

type cardsRunSetup struct {
	tty, accessible bool
	stdin           string
	// columns is the terminal's width (0: $COLUMNS, else 80).
	columns int
}

func cardsCmd(t *testing.T, s cardsRunSetup, args ...string) (int, string, string) {
	t.Helper()
	ios, in, out, errOut := cmdutil.TestStreams()
	in.WriteString(s.stdin)
	ios.SetStdoutTTY(s.tty)
	ios.SetStdinTTY(s.tty)
	ios.SetTerminalWidth(s.columns)
	ios.Accessible = s.accessible
	code := Run(&Factory{IOStreams: ios, Version: "test", Dirs: testDirs(t)}, args)
	return code, out.String(), errOut.String()
}

// testDirs are lockup's folders for one test, in its temporary folder.
func testDirs(t *testing.T) store.Dirs { return cmdtest.TempDirs(t.TempDir()) }

// cardsTestCatalog is a small card catalog: two items, a goon, a goal.
const cardsTestCatalog = cmdtest.CardsCatalog

func cardsTestFile(t *testing.T, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "catalog.yaml")
	if content != "" {
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

func TestCardsListGolden(t *testing.T) {
	t.Parallel()
	path := cardsTestFile(t, cardsTestCatalog)
	tests := []struct {
		golden string
		tty    bool
		args   []string
	}{
		{"cards-list-tty.golden", true, nil},
		{"cards-list-plain.golden", false, nil},
		{"cards-list-goons.golden", false, []string{"--kind", "goon"}},
		{"cards-list-json.golden", false, []string{"--output", "json"}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			code, out, errOut := cardsCmd(t, cardsRunSetup{tty: tt.tty}, append([]string{"cards", "list", "--catalog", path}, tt.args...)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			golden(t, "cards/"+tt.golden, out)
		})
	}
}

func TestCardsShow(t *testing.T) {
	t.Parallel()
	path := cardsTestFile(t, cardsTestCatalog+"tomes:\n  - name: Hoarder\n")
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"shipped and typed values together", []string{"sacred robes"}, 0, "Sacred Robes (item, breakout box; shipped+yours)\n  reputation  4\n  cost        unknown\n  valuables   1 wild\n"},
		{"a complete card", []string{"Grub"}, 0, "Grub (goon, unknown box; yours)\n  type        bandits\n  suspicion   1\n  valuables   unknown\n  effects     unknown\n  resource    gold\n"},
		{"an ambiguous name", []string{"Hoarder"}, 2, `"Hoarder" names cards of several kinds (goal, tome): add --kind`},
		{"--kind settles it", []string{"Hoarder", "--kind", "goal"}, 0, "  condition   first to 6 resources\n  reputation  4\n"},
		{"a typo", []string{"Grubb"}, 2, `no card called "Grubb" in the catalog; did you mean "Grub"?`},
		{"json", []string{"Grub", "-o", "json"}, 0, `"resource": "gold"`},
		{"bad kind", []string{"Grub", "--kind", "monster"}, 2, "is not a card kind"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := cardsCmd(t, cardsRunSetup{}, append([]string{"cards", "show", "--catalog", path}, tt.args...)...)
			if code != tt.code || !strings.Contains(out+errOut, tt.want) {
				t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s\nwant exit %d and %q", code, out, errOut, tt.code, tt.want)
			}
		})
	}
}

func loadCards(t *testing.T, path string) *catalog.Catalog {
	t.Helper()
	c, err := catalog.LoadCatalog(path)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCardsEditWithSet(t *testing.T) {
	t.Parallel()
	path := cardsTestFile(t, "")
	code, _, errOut := cardsCmd(t, cardsRunSetup{}, "cards", "edit", "--catalog", path, "Rat King", "--kind", "goon",
		"--set", "type=ratmen", "--set", "suspicion=2", "--set", "valuables=1 magic", "--set", "effects=gain-scrap, give-suspicion")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	rat, ok := loadCards(t, path).Lookup(catalog.GoonCard, "rat king")
	if !ok || rat.GoonType != rules.Ratmen || rat.Suspicion.Value != 2 || rat.Value("effects") != "gain-scrap, give-suspicion" || !rat.Complete() {
		t.Errorf("saved %+v", rat)
	}
	before, _ := os.ReadFile(path)
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown key", []string{"Rat King", "--set", "colour=red"}, `a goon card has no "colour"`},
		{"bad value", []string{"Rat King", "--set", "suspicion=lots"}, `suspicion: "lots" is not a number from 0 to 99`},
		{"no equals sign", []string{"Rat King", "--set", "suspicion"}, "write key=value"},
		{"rules clash", []string{"Rat King", "--set", "resource=gold"}, "only a Bandit shows a resource"},
		{"new card without a kind", []string{"Mystery", "--set", "reputation=1"}, "say its kind with --kind"},
		{"no terminal and no --set", []string{"Rat King"}, "standard input is not a terminal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errOut := cardsCmd(t, cardsRunSetup{}, append([]string{"cards", "edit", "--catalog", path}, tt.args...)...)
			if code != 2 || !strings.Contains(errOut, tt.want) {
				t.Errorf("exit %d: %s; want exit 2 and %q", code, errOut, tt.want)
			}
			if after, _ := os.ReadFile(path); string(after) != string(before) {
				t.Errorf("a refused edit changed the catalog")
			}
		})
	}
}

func TestCardsEditAccessibleForm(t *testing.T) {
	t.Parallel()
	path := cardsTestFile(t, "")
	// box: 1 = core game; type: 5 = bandits showing gold (1 unknown, then
	// bandits showing scrap, potions, iron, gold); suspicion: a wrong
	// answer, then 1; valuables; effects.
	answers := "1\n5\nlots\n1\n1 gem\ngain-iron, remove-goon\n"
	code, out, errOut := cardsCmd(t, cardsRunSetup{accessible: true, stdin: answers}, "cards", "edit", "--catalog", path, "Grub", "--kind", "goon")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	for _, want := range []string{"Grub: which box", "Grub: goon type", "Grub: suspicion icons", `"lots" is not a number from 0 to 99`, "bandits, showing gold"} {
		if !strings.Contains(out, want) {
			t.Errorf("the form did not show %q:\n%s", want, out)
		}
	}
	// A core game card: neither Breakout's goon types nor a question on a
	// Bandit's resource of its own.
	for _, unwanted := range []string{"dryads", "shapeshifters", "resource shown"} {
		if strings.Contains(out, unwanted) {
			t.Errorf("the form of a core game goon showed %q:\n%s", unwanted, out)
		}
	}
	grub, _ := loadCards(t, path).Lookup(catalog.GoonCard, "Grub")
	if grub.Expansion != catalog.CoreGame || grub.GoonType != rules.Bandits || grub.Suspicion.Value != 1 || grub.Value("valuables") != "1 gem" ||
		grub.Value("effects") != "gain-iron, remove-goon" || grub.BanditResource != rules.Gold {
		t.Errorf("saved %+v", grub)
	}
}

func TestCardsImport(t *testing.T) {
	t.Parallel()
	mine := cardsTestFile(t, cardsTestCatalog)
	theirs := filepath.Join(t.TempDir(), "theirs.yaml")
	os.WriteFile(theirs, []byte("lockup_catalog: 1\ngoons:\n  - name: grub\n    suspicion: 2\n    valuables: {gems: 1}\n  - name: Rat King\n    type: ratmen\n"), 0o644)
	before, _ := os.ReadFile(mine)

	code, _, errOut := cardsCmd(t, cardsRunSetup{}, "cards", "import", "--catalog", mine, theirs)
	if code != 2 || !strings.Contains(errOut, `goon "Grub": suspicion is 1 here, 2 in the import`) || !strings.Contains(errOut, "--replace") {
		t.Errorf("conflicting import: exit %d: %s", code, errOut)
	}
	if after, _ := os.ReadFile(mine); string(after) != string(before) {
		t.Fatal("a refused import changed the catalog")
	}

	code, out, errOut := cardsCmd(t, cardsRunSetup{}, "cards", "import", "--catalog", mine, "--replace", theirs)
	if code != 0 || !strings.Contains(out, "1 added, 0 filled in, 1 replaced, 0 already known") {
		t.Errorf("import --replace: exit %d: %s%s", code, out, errOut)
	}
	grub, _ := loadCards(t, mine).Lookup(catalog.GoonCard, "Grub")
	if grub.Suspicion.Value != 2 || grub.Value("valuables") != "1 gem" || grub.BanditResource != rules.Gold {
		t.Errorf("after import: %+v", grub)
	}

	code, _, errOut = cardsCmd(t, cardsRunSetup{stdin: "lockup_catalog: 2\n"}, "cards", "import", "--catalog", mine, "-")
	if code != 2 || !strings.Contains(errOut, "standard input:1:17: lockup_catalog: this catalog was written by a newer lockup") {
		t.Errorf("newer catalog: exit %d: %s", code, errOut)
	}
}

func TestCardsExport(t *testing.T) {
	t.Parallel()
	mine := cardsTestFile(t, cardsTestCatalog)
	code, out, _ := cardsCmd(t, cardsRunSetup{}, "cards", "export", "--catalog", mine)
	if back, err := catalog.ParseCatalog("out", []byte(out)); code != 0 || err != nil || back.Len() != 4 {
		t.Errorf("export to stdout: exit %d, %v", code, err)
	}
	code, out, _ = cardsCmd(t, cardsRunSetup{}, "cards", "export", "--all", "--catalog", mine)
	if back, err := catalog.ParseCatalog("out", []byte(out)); code != 0 || err != nil || back.Len() != 13 {
		t.Errorf("export --all: exit %d, %v, %d cards", code, err, back.Len())
	}
	file := filepath.Join(t.TempDir(), "share.yaml")
	if code, _, errOut := cardsCmd(t, cardsRunSetup{}, "cards", "export", "--catalog", mine, file); code != 0 {
		t.Fatalf("export to a file: %s", errOut)
	}
	if code, _, errOut := cardsCmd(t, cardsRunSetup{}, "cards", "export", "--catalog", mine, file); code != 2 || !strings.Contains(errOut, "--force") {
		t.Errorf("export over a file: exit %d: %s", code, errOut)
	}
	if code, _, _ := cardsCmd(t, cardsRunSetup{}, "cards", "export", "--catalog", mine, "--force", file); code != 0 {
		t.Errorf("export --force: exit %d", code)
	}
}

func TestCardsUsage(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"cards", "show"},
		{"cards", "edit", "a", "b"},
		{"cards", "list", "--output", "yaml"},
		{"cards", "list", "--bogus"},
	} {
		if code, _, _ := cardsCmd(t, cardsRunSetup{}, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

func TestCardsCommandsAreDocumented(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	cmd := cards.NewCmdCards(&cmdutil.Factory{IOStreams: ios})
	for _, c := range append(cmd.Commands(), cmd) {
		if c.Short == "" || c.Long == "" || c.Example == "" {
			t.Errorf("%q lacks Short, Long or Example", c.CommandPath())
		}
	}
}

// Made-up strengths: the rulebooks print none, and lockup ships none.
const cardsGuardCatalog = `lockup_catalog: 1
guards:
  - name: blue 1
    expansion: core
    colour: blue
    strength: 4
  - name: blue 2
    expansion: core
    colour: blue
    strength: 1
  - name: yellow 1
    colour: yellow
    strength: 2
    special: false
  - name: yellow 2
    colour: yellow
    strength: 3
    special: true
  - name: yellow 3
    colour: yellow
  - name: Mystery guard
    strength: 5
  - name: blue 8
    expansion: breakout
    colour: blue
    strength: 2
`

func TestCardsListGuards(t *testing.T) {
	t.Parallel()
	path := cardsTestFile(t, cardsGuardCatalog)
	tests := []struct {
		golden string
		tty    bool
		args   []string
	}{
		{"cards-list-guards-tty.golden", true, nil},
		{"cards-list-guards-plain.golden", false, []string{"--kind", "guard"}},
		{"cards-list-guards-json.golden", false, []string{"--kind", "guards", "-o", "json"}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			code, out, errOut := cardsCmd(t, cardsRunSetup{tty: tt.tty}, append([]string{"cards", "list", "--catalog", path}, tt.args...)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			golden(t, "cards/"+tt.golden, out)
		})
	}
}

func TestCardsShowGuards(t *testing.T) {
	t.Parallel()
	path := cardsTestFile(t, cardsGuardCatalog)
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"a special card", []string{"Yellow 2"}, 0, "yellow 2 (guard, unknown box; yours)\n  colour      yellow\n  strength    3\n  special     yes\n"},
		{"a blue card is never asked whether it is special", []string{"blue 1"}, 0, "blue 1 (guard, core box; yours)\n  colour      blue\n  strength    4\n"},
		{"a card still unknown", []string{"yellow 3"}, 0, "  strength    unknown\n  special     unknown\nStill unknown: strength, special"},
		{"a colour", []string{"yellow"}, 0, "3 yellow guard cards (the core game has 5, Breakout adds 1):\n  yellow 1  strength 2 (unknown box; yours)\n  yellow 2  strength 3, special (unknown box; yours)\n  yellow 3  strength unknown; still unknown: strength, special (unknown box; yours)\n"},
		{"a colour of two boxes", []string{"BLUE", "--kind", "guard"}, 0, "  blue 8    strength 2 (breakout box; yours)\n"},
		{"a colour as json", []string{"blue", "-o", "json"}, 0, `"strength": 4`},
		{"a colour not typed", []string{"red"}, 2, "no red guard cards in the catalog; type them with: lockup cards guards red STRENGTH..."},
		{"a colour of another kind", []string{"red", "--kind", "goon"}, 2, `no goon card called "red" in the catalog`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := cardsCmd(t, cardsRunSetup{}, append([]string{"cards", "show", "--catalog", path}, tt.args...)...)
			if code != tt.code || !strings.Contains(out+errOut, tt.want) {
				t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s\nwant exit %d and %q", code, out, errOut, tt.code, tt.want)
			}
		})
	}
}

func TestCardsGuards(t *testing.T) {
	t.Parallel()
	path := cardsTestFile(t, cardsGuardCatalog)
	code, out, errOut := cardsCmd(t, cardsRunSetup{}, "cards", "guards", "--catalog", path, "blue", "1", "1", "2", "2", "3", "3", "4")
	want := "Stored the 7 blue guard cards in " + path + ":\n" +
		"  blue 1    strength 1\n  blue 2    strength 1\n  blue 3    strength 2\n  blue 4    strength 2\n  blue 5    strength 3\n  blue 6    strength 3\n  blue 7    strength 4\n" +
		"They replace blue 1, blue 2.\n"
	if code != 0 || out != want {
		t.Fatalf("exit %d\n%s%s\nwant\n%s", code, out, errOut, want)
	}
	code, out, errOut = cardsCmd(t, cardsRunSetup{}, "cards", "guards", "--catalog", path, "Red", "2", "3", "3", "4", "5", "--special", "3")
	if code != 0 || !strings.Contains(out, "Stored the 5 red guard cards") || !strings.Contains(out, "  red 3     strength 3, special\n") || strings.Contains(out, "replace") {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	c := loadCards(t, path)
	box, names := c.GuardCards(false)
	var got []string
	for i, g := range box {
		got = append(got, names[i]+"="+g.String())
	}
	if want := "blue 1=blue 1 blue 2=blue 1 blue 3=blue 2 blue 4=blue 2 blue 5=blue 3 blue 6=blue 3 blue 7=blue 4 " +
		"yellow 1=yellow 2 yellow 2=yellow 3, special " +
		"red 1=red 2 red 2=red 3 red 3=red 3, special red 4=red 4 red 5=red 5"; strings.Join(got, " ") != want {
		t.Errorf("the catalog's guard cards:\n%s\nwant\n%s", strings.Join(got, " "), want)
	}
	if !c.Has(catalog.GuardCard, "blue 8") || !c.Has(catalog.GuardCard, "Mystery guard") {
		t.Error("a Breakout blue card or a card of no colour was replaced")
	}

	before, _ := os.ReadFile(path)
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"no colour", nil, "give a colour (blue, green, yellow or red), then the strength of each of its cards"},
		{"a misspelt colour", []string{"geren", "1", "2", "3", "4", "5"}, `"geren" is not a guard card colour (blue, green, yellow or red); did you mean "green"?`},
		{"not a colour", []string{"purple", "1"}, `"purple" is not a guard card colour (blue, green, yellow or red)`},
		{"no strengths", []string{"green"}, "give the strength of each of the 5 green guard cards after the colour"},
		{"too few", []string{"green", "1", "2", "3", "4"}, "4 green strengths given; the core game has 5 green guard cards: give the strength of each"},
		{"too many", []string{"blue", "1", "1", "2", "2", "3", "3", "4", "4"}, "8 blue strengths given; the core game has 7 blue guard cards"},
		{"a word", []string{"green", "1", "two", "3", "4", "5"}, `strength 2 ("two") is not a whole number from 0 to 99`},
		{"too strong", []string{"green", "1", "2", "3", "4", "100"}, `strength 5 ("100") is not a whole number from 0 to 99`},
		{"negative", []string{"green", "1", "-2", "3", "4", "5"}, "strength -2 is negative: a guard card shows a strength from 0 to 99"},
		{"a special green card", []string{"green", "1", "2", "3", "4", "5", "--special", "1"}, "--special: a green guard card is never special (only one yellow and one red card are); leave --special out"},
		{"red without --special", []string{"red", "1", "2", "3", "4", "5"}, "one of the 5 red guard cards is special: say which with --special N, N its place among the strengths given (1 to 5)"},
		{"two special yellow cards", []string{"yellow", "1", "2", "3", "4", "5", "--special", "1", "--special", "2"}, "--special is given 2 times; exactly one yellow guard card is special"},
		{"--special out of range", []string{"yellow", "1", "2", "3", "4", "5", "--special", "6"}, "--special 6: give the place of the special card among the strengths, 1 to 5"},
		{"--special 0", []string{"yellow", "1", "2", "3", "4", "5", "--special", "0"}, "--special 0: give the place of the special card among the strengths, 1 to 5"},
		{"--special not a number", []string{"yellow", "1", "2", "3", "4", "5", "--special", "last"}, `invalid argument "last" for "--special"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := cardsCmd(t, cardsRunSetup{}, append([]string{"cards", "guards", "--catalog", path}, tt.args...)...)
			if code != 2 || !strings.Contains(errOut, tt.want) || out != "" {
				t.Errorf("exit %d\nstdout:\n%s\nstderr:\n%s\nwant exit 2 and %q", code, out, errOut, tt.want)
			}
			if after, _ := os.ReadFile(path); string(after) != string(before) {
				t.Errorf("a refused colour changed the catalog")
			}
		})
	}
}

func TestCardsEditGuard(t *testing.T) {
	t.Parallel()
	path := cardsTestFile(t, "")
	// A new card named after its colour starts with it: box 1 = core game;
	// colour 5 = red (1 unknown, blue, green, yellow, red); strength; then
	// special: 3 = yes.
	code, out, errOut := cardsCmd(t, cardsRunSetup{accessible: true, stdin: "1\n5\n6\n3\n"}, "cards", "edit", "--catalog", path, "red 2", "--kind", "guard")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	for _, want := range []string{"red 2: which box", "red 2: colour", "red 2: strength", "red 2: is it the special card?"} {
		if !strings.Contains(out, want) {
			t.Errorf("the form did not show %q:\n%s", want, out)
		}
	}
	red, _ := loadCards(t, path).Lookup(catalog.GuardCard, "red 2")
	if red.Expansion != catalog.CoreGame || red.Colour != rules.Red || red.Strength.Value != 6 || !red.Special.Value || !red.Complete() {
		t.Errorf("saved %+v", red)
	}
	// A blue card said to be special: the form refuses, then takes "no",
	// which a blue card does not keep (it is never special).
	code, out, errOut = cardsCmd(t, cardsRunSetup{accessible: true, stdin: "1\n2\n4\n3\n2\n"}, "cards", "edit", "--catalog", path, "blue 7", "--kind", "guard")
	if code != 0 || !strings.Contains(out, "a blue guard card is never special") {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	blue, _ := loadCards(t, path).Lookup(catalog.GuardCard, "blue 7")
	if blue.Colour != rules.Blue || blue.Strength.Value != 4 || blue.Special.Known || !blue.Complete() {
		t.Errorf("saved %+v", blue)
	}
	// --set, and the rules checked as for any card.
	code, _, errOut = cardsCmd(t, cardsRunSetup{}, "cards", "edit", "--catalog", path, "green 5", "--kind", "guard", "--set", "strength=2")
	if g, _ := loadCards(t, path).Lookup(catalog.GuardCard, "green 5"); code != 0 || g.Colour != rules.Green || g.Strength.Value != 2 {
		t.Errorf("exit %d: %s; saved %+v", code, errOut, g)
	}
	before, _ := os.ReadFile(path)
	for _, tt := range []struct{ set, want string }{
		{"special=yes", "a green guard card is never special"},
		{"strength=100", `strength: "100" is not a whole number from 0 to 99`},
		{"colour=purple", `colour: "purple" is not a guard card colour`},
		{"suspicion=1", `a guard card has no "suspicion" (it has expansion, colour, strength, special)`},
	} {
		code, _, errOut := cardsCmd(t, cardsRunSetup{}, "cards", "edit", "--catalog", path, "green 5", "--kind", "guard", "--set", tt.set)
		if code != 2 || !strings.Contains(errOut, tt.want) {
			t.Errorf("--set %s: exit %d: %s; want %q", tt.set, code, errOut, tt.want)
		}
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Error("a refused edit changed the catalog")
	}
}

// TestCardsListFitsTheTerminal: the table of cards list wraps its Name and
// Still unknown columns to the terminal's width, between words, so no word
// is cut: a terminal too narrow for the longest words gets a wider table.
func TestCardsListFitsTheTerminal(t *testing.T) {
	t.Parallel()
	path := cardsTestFile(t, cardsTestCatalog)
	for _, tt := range []struct{ columns, width int }{{100, 84}, {80, 80}, {70, 70}, {30, 65}} {
		t.Run(strconv.Itoa(tt.columns), func(t *testing.T) {
			t.Parallel()
			code, out, errOut := cardsCmd(t, cardsRunSetup{tty: true, columns: tt.columns}, "cards", "list", "--catalog", path)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			lines := strings.Split(out, "\n")
			for _, line := range lines[:len(lines)-2] { // the table
				if n := utf8.RuneCountInString(line); n != tt.width {
					t.Errorf("a line of %d columns, want %d: %s", n, tt.width, line)
				}
			}
			for _, word := range []string{"Cutthroat", "barrels", "Crafting", "13 cards."} {
				if !strings.Contains(out, word) {
					t.Errorf("%q is not whole:\n%s", word, out)
				}
			}
		})
	}
}

// A made-up catacombs board (the rulebook prints none): the entrance, tomb
// and escaped spaces are lockup's; the rest is typed.
const cardsBoardCatalog = `lockup_catalog: 1
legends:
  - name: Tog the Ogre Brute
    asked: yes
loot:
  - name: two gold
    effects: [gain-gold, gain-gold]
    asked: false
spaces:
  - name: entrance
    paths: "1; 2: 1 scrap"
  - name: "1"
    loot: true
    paths: ["3"]
  - name: "2"
    loot: false
    paths: ["3: 1 iron", "4"]
  - name: "3"
    loot: true
    paths: ["tomb", "escaped: 2 gold"]
  - name: "4"
    loot: false
    paths: [escaped]
  - name: escaped
    loot: false
`

func TestCardsCatacombsGolden(t *testing.T) {
	t.Parallel()
	complete := cardsTestFile(t, cardsBoardCatalog)
	incomplete := cardsTestFile(t, strings.Replace(strings.Replace(cardsBoardCatalog, "    paths: [escaped]\n", "", 1), "  - name: escaped\n    loot: false\n", "", 1))
	loop := cardsTestFile(t, strings.Replace(cardsBoardCatalog, "paths: [escaped]", "paths: [\"2\", escaped]", 1))
	shipped := cardsTestFile(t, "")
	tests := []struct {
		golden, path string
		args         []string
	}{
		{"cards-catacombs.golden", complete, nil},
		{"cards-catacombs-incomplete.golden", incomplete, nil},
		{"cards-catacombs-loop.golden", loop, nil},
		{"cards-catacombs-shipped.golden", shipped, nil},
		{"cards-catacombs-json.golden", incomplete, []string{"--output", "json"}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			code, out, errOut := cardsCmd(t, cardsRunSetup{}, append([]string{"cards", "catacombs", "--catalog", tt.path}, tt.args...)...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			golden(t, "cards/"+tt.golden, out)
		})
	}
	// The board as the tracker takes it.
	board, err := loadCards(t, complete).Catacombs() // the user's cards alone
	if err == nil || !strings.Contains(err.Error(), "tomb: not typed yet (a path from 3 leads there)") {
		t.Errorf("the user's catalog alone: %+v, %v", board, err)
	}
	eff, err := catalog.EffectiveCatalog(loadCards(t, complete))
	if err != nil {
		t.Fatal(err)
	}
	if board, err := eff.Catacombs(); err != nil || len(board.Spaces) != 7 || len(board.Paths) != 8 {
		t.Errorf("the board: %+v, %v", board, err)
	}
}

func TestCardsShowTheNewKinds(t *testing.T) {
	t.Parallel()
	path := cardsTestFile(t, cardsBoardCatalog)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"two gold"}, "two gold (loot, unknown box; yours)\n  effects     gain-gold, gain-gold\n  asked       no\n"},
		{[]string{"Tog the Ogre Brute"}, "Tog the Ogre Brute (legend, breakout box; shipped+yours)\n  asked       yes\n"},
		{[]string{"2", "--kind", "space"}, "2 (space, unknown box; yours)\n  loot        no\n  paths       3: 1 iron; 4\n"},
		{[]string{"entrance"}, "entrance (space, breakout box; shipped+yours)\n  paths       1; 2: 1 scrap\n"},
		{[]string{"tomb"}, "tomb (space, breakout box; shipped)\n"},
		{[]string{"3", "-o", "json"}, `"paths": [
    {
      "to": "tomb"
    },
    {
      "to": "escaped",
      "cost": {
        "gold": 2
      }
    }
  ]`},
		{[]string{"two gold", "-o", "json"}, `"effects": [
    "gain-gold",
    "gain-gold"
  ],
  "asked": false`},
	}
	for _, tt := range tests {
		code, out, errOut := cardsCmd(t, cardsRunSetup{}, append([]string{"cards", "show", "--catalog", path}, tt.args...)...)
		if code != 0 || !strings.Contains(out, tt.want) {
			t.Errorf("show %q: exit %d\n%s%s\nwant %q", tt.args, code, out, errOut, tt.want)
		}
	}
}

func TestCardsEditTheNewKinds(t *testing.T) {
	t.Parallel()
	path := cardsTestFile(t, "")
	for _, args := range [][]string{
		{"two gold", "--kind", "loot", "--set", "effects=gain-gold, gain-gold", "--set", "asked=no"},
		{"Tog the Ogre Brute", "--set", "asked=yes"},
		{"A riddle", "--kind", "legends", "--set", "asked=yes", "--set", "effects=draw-tome"},
		{"entrance", "--set", "paths=1; 2: 1 scrap"},
		{"3", "--kind", "spaces", "--set", "loot=yes", "--set", "paths= 4 ; Tomb : 2 Scrap, 1 gold"},
		{"tomb", "--kind", "space"},
	} {
		if code, _, errOut := cardsCmd(t, cardsRunSetup{}, append([]string{"cards", "edit", "--catalog", path}, args...)...); code != 0 {
			t.Fatalf("edit %q: exit %d: %s", args, code, errOut)
		}
	}
	c := loadCards(t, path)
	for _, tt := range []struct {
		kind catalog.CardKind
		name string
		want string
	}{
		{catalog.LootCard, "two gold", "loot two gold (effects gain-gold, gain-gold; asked no)"},
		{catalog.LegendCard, "Tog the Ogre Brute", "legend Tog the Ogre Brute (asked yes)"},
		{catalog.LegendCard, "a riddle", "legend A riddle (effects draw-tome; asked yes)"},
		{catalog.SpaceCard, "entrance", `space entrance (paths "1; 2: 1 scrap")`},
		{catalog.SpaceCard, "3", `space 3 (loot yes; paths "4; tomb: 2 scrap, 1 gold")`},
		{catalog.SpaceCard, "tomb", "space tomb"},
	} {
		card, ok := c.Lookup(tt.kind, tt.name)
		if got := catalog.CardString(card); !ok || got != tt.want {
			t.Errorf("saved %q, want %q", got, tt.want)
		}
		// A new card of a kind only Breakout's box holds is from that box,
		// as are the shipped ones edited.
		if card.Expansion != catalog.BreakoutExpansion {
			t.Errorf("%s: box %s", tt.name, card.Expansion)
		}
	}

	before, _ := os.ReadFile(path)
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"asked not yes or no", []string{"two gold", "--set", "asked=sometimes"}, `--set asked: "sometimes" is not yes or no`},
		{"an icon only items show", []string{"two gold", "--set", "effects=improve-gold+2"}, `loot "two gold": the Improve Item icon is only on items`},
		{"an unknown icon", []string{"two gold", "--set", "effects=gain-gold, fly"}, `--set effects: "fly" is not a special effect (gain-scrap, gain-potions`},
		{"a loot token from the core game", []string{"two gold", "--set", "expansion=core"}, `loot "two gold": the loot tokens come in the Breakout box`},
		{"a key with a control character", []string{"two gold", "--set", "\x1b[2J=yes"}, `--set "\x1b[2J": a loot token has no "\x1b[2J"`},
		{"a field of another kind", []string{"two gold", "--set", "loot=yes"}, `--set loot: a loot token has no "loot" (it has expansion, effects, asked)`},
		{"paths with commas", []string{"3", "--kind", "space", "--set", "paths=4, tomb"}, `--set paths: path "4, tomb": "4, tomb" is not a space of the catacombs (entrance, tomb, escaped, or the number printed on the space); separate paths with semicolons, e.g. "4; 5: 1 iron"`},
		{"a cost of any", []string{"3", "--kind", "space", "--set", "paths=4: 1 any"}, `--set paths: path "4: 1 any": "1 any": "any" is not one of scrap, potions, iron, gold`},
		{"a path back", []string{"3", "--kind", "space", "--set", "paths=3; 4"}, `space "3": paths: a path leads from 3 back to it`},
		{"a path into the entrance", []string{"3", "--kind", "space", "--set", "paths=entrance"}, `space "3": paths: the path from 3 leads into the entrance`},
		{"a dead end", []string{"3", "--kind", "space", "--set", "paths=none"}, `space "3": paths: a path leaves every space but the tomb and escaped`},
		{"a path out of the tomb", []string{"tomb", "--kind", "space", "--set", "paths=4"}, `space "tomb": paths: no path leaves the tomb`},
		{"loot on the entrance", []string{"entrance", "--set", "loot=yes"}, `space "entrance": loot: the entrance shows no loot icon`},
		{"a leading zero", []string{"04", "--kind", "space", "--set", "loot=yes"}, `space "04": write the space as "4"`},
		{"not a space", []string{"crypt", "--kind", "space"}, `space "crypt": a space is named by its label: entrance, tomb, escaped, or the number printed on the space`},
		{"a misspelt kind", []string{"5", "--kind", "spcae"}, `--kind: "spcae" is not a card kind (item, goon, goal, tome, legend, guard, loot, space, location)`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := cardsCmd(t, cardsRunSetup{}, append([]string{"cards", "edit", "--catalog", path}, tt.args...)...)
			if code != 2 || !strings.Contains(errOut, tt.want) || out != "" {
				t.Errorf("exit %d\n%s%s\nwant exit 2 and %q", code, out, errOut, tt.want)
			}
			if after, _ := os.ReadFile(path); string(after) != string(before) {
				t.Error("a refused edit changed the catalog")
			}
		})
	}
}

// TestCardsEditFormsOfTheNewKinds answers the forms of a loot token, a
// legend card and spaces in accessible mode: no box is asked (only
// Breakout's box holds them), whether the effect is asked at the table
// comes before its icons, a space is asked only what its label leaves open,
// and a value the card cannot hold is refused as it is typed.
func TestCardsEditFormsOfTheNewKinds(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		args    []string
		answers string
		shown   []string
		unasked []string
		want    string // the card saved (CardString)
	}{
		// asked: 2 = no (1 unknown, 2 no, 3 yes); effects: a goon's icon
		// refused, then two icons.
		{"a loot token", []string{"two gold", "--kind", "loot"}, "2\nremove-goon\ngain-gold, gain-gold\n",
			[]string{"two gold: is the effect, or a part of it, played at the table?", "two gold: special effect icons the token gives", "the Remove Goon icon is only on goons"},
			[]string{"which box"}, "loot two gold (effects gain-gold, gain-gold; asked no)"},
		{"a legend card played at the table", []string{"Tog the Ogre Brute"}, "3\n\n",
			[]string{"special effect icons the crew ranked first gains"},
			[]string{"which box"}, "legend Tog the Ogre Brute (asked yes)"},
		// loot: 3 = yes; paths: a path back refused, then two.
		{"a numbered space", []string{"3", "--kind", "space"}, "3\n3; 4\n4; tomb: 1 gold\n",
			[]string{"3: does the space show the loot icon?", "3: paths: the spaces its arrows lead to", "a path leads from 3 back to it"},
			[]string{"which box"}, `space 3 (loot yes; paths "4; tomb: 1 gold")`},
		{"the entrance", []string{"entrance"}, "1; 2\n",
			[]string{"entrance: paths"}, []string{"loot icon"}, `space entrance (paths "1; 2")`},
		{"escaped", []string{"escaped"}, "2\n",
			[]string{"escaped: does the space show the loot icon?"}, []string{"paths"}, "space escaped (loot no)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := cardsTestFile(t, "")
			code, out, errOut := cardsCmd(t, cardsRunSetup{accessible: true, stdin: tt.answers}, append([]string{"cards", "edit", "--catalog", path}, tt.args...)...)
			if code != 0 {
				t.Fatalf("exit %d: %s\n%s", code, errOut, out)
			}
			for _, want := range tt.shown {
				if !strings.Contains(out, want) {
					t.Errorf("the form did not show %q:\n%s", want, out)
				}
			}
			for _, unwanted := range tt.unasked {
				if strings.Contains(out, unwanted) {
					t.Errorf("the form showed %q:\n%s", unwanted, out)
				}
			}
			cards := loadCards(t, path).Cards()
			if len(cards) != 1 || catalog.CardString(cards[0]) != tt.want {
				t.Errorf("saved %v, want %s", cards, tt.want)
			}
		})
	}
}

// TestCardCatalogDocExamples: the catalog file of docs/card-catalog.md
// reads, and the board it shows is what lockup cards catacombs prints.
func TestCardCatalogDocExamples(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile(filepath.Join("..", "..", "..", "docs", "card-catalog.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, file, ok := strings.Cut(string(doc), "```yaml\n")
	file, _, _ = strings.Cut(file, "```")
	if !ok {
		t.Fatal("docs/card-catalog.md shows no catalog file")
	}
	if _, err := catalog.ParseCatalog("docs/card-catalog.md", []byte(file)); err != nil {
		t.Errorf("the catalog file of the docs: %v", err)
	}
	board, err := os.ReadFile(filepath.Join("testdata", "cards", "cards-catacombs.golden"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), string(board)) {
		t.Errorf("docs/card-catalog.md does not show the board as lockup cards catacombs prints it:\n%s", board)
	}
}

func TestCardsListCountsOneCard(t *testing.T) {
	t.Parallel()
	path := cardsTestFile(t, cardsBoardCatalog)
	code, out, errOut := cardsCmd(t, cardsRunSetup{tty: true}, "cards", "list", "--catalog", path, "--kind", "loot")
	if code != 0 || !strings.Contains(out, "│ loot │ two gold │ unknown │ yours  │ -             │") || !strings.HasSuffix(out, "\n1 card. Type a card's values with: lockup cards edit NAME\n") {
		t.Errorf("exit %d\n%s%s", code, out, errOut)
	}
}

// TestNewCmdCards: each cards command reads its flags and arguments into
// options of its own.
func TestNewCmdCards(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	f := &cmdutil.Factory{IOStreams: ios, Dirs: store.Dirs{Config: "config"}}
	// execute runs the leaf under lockup cards, which gives it --catalog.
	execute := func(leaf *cobra.Command, args ...string) {
		t.Helper()
		parent := &cobra.Command{Use: "cards"}
		cards.AddCatalogFlag(parent)
		parent.AddCommand(leaf)
		parent.SetArgs(append([]string{leaf.Name()}, args...))
		parent.SetOut(ios.Out)
		parent.SetErr(ios.ErrOut)
		if err := parent.Execute(); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
	}
	t.Run("list", func(t *testing.T) {
		var got *cards.ListOptions
		execute(cards.NewCmdList(f, func(o *cards.ListOptions) error { got = o; return nil }), "--kind", "goon", "-o", "json", "--catalog", "x.yaml")
		if got.Kind != "goon" || got.Output != "json" || got.CatalogPath != "x.yaml" || got.Dirs.Config != "config" || got.IO != ios {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("show", func(t *testing.T) {
		var got *cards.ShowOptions
		execute(cards.NewCmdShow(f, func(o *cards.ShowOptions) error { got = o; return nil }), "Sacred Robes", "--kind", "item")
		if got.Name != "Sacred Robes" || got.Kind != "item" || got.Output != "" || got.CatalogPath != "" {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("edit", func(t *testing.T) {
		var got *cards.EditOptions
		execute(cards.NewCmdEdit(f, func(o *cards.EditOptions) error { got = o; return nil }), "Grub", "--kind", "goon", "--set", "suspicion=1", "--catalog", "x.yaml")
		if got.Name != "Grub" || got.Kind != "goon" || len(got.Sets) != 1 || got.Sets[0] != "suspicion=1" || got.CatalogPath != "x.yaml" {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("guards", func(t *testing.T) {
		var got *cards.GuardsOptions
		execute(cards.NewCmdGuards(f, func(o *cards.GuardsOptions) error { got = o; return nil }), "red", "2", "3", "3", "4", "5", "--special", "3")
		if got.Colour != "red" || strings.Join(got.Strengths, " ") != "2 3 3 4 5" || len(got.Special) != 1 || got.Special[0] != 3 || got.BreakoutSet {
			t.Errorf("options = %+v", got)
		}
		execute(cards.NewCmdGuards(f, func(o *cards.GuardsOptions) error { got = o; return nil }), "green", "--breakout", "0")
		if got.Colour != "green" || len(got.Strengths) != 0 || !got.BreakoutSet || got.Breakout != 0 {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("location-card", func(t *testing.T) {
		var got *cards.LocationCardOptions
		execute(cards.NewCmdLocationCard(f, func(o *cards.LocationCardOptions) error { got = o; return nil }), "cell-block")
		if got.Shows != "cell-block" {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("catacombs", func(t *testing.T) {
		var got *cards.CatacombsOptions
		execute(cards.NewCmdCatacombs(f, func(o *cards.CatacombsOptions) error { got = o; return nil }), "--output", "text")
		if got.Output != "text" {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("import", func(t *testing.T) {
		var got *cards.ImportOptions
		execute(cards.NewCmdImport(f, func(o *cards.ImportOptions) error { got = o; return nil }), "friends.yaml", "--replace")
		if got.File != "friends.yaml" || !got.Replace {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("export", func(t *testing.T) {
		var got *cards.ExportOptions
		execute(cards.NewCmdExport(f, func(o *cards.ExportOptions) error { got = o; return nil }))
		if got.File != "" || got.Force || got.All {
			t.Errorf("options = %+v", got)
		}
		execute(cards.NewCmdExport(f, func(o *cards.ExportOptions) error { got = o; return nil }), "-", "--force", "--all")
		if got.File != "-" || !got.Force || !got.All {
			t.Errorf("options = %+v", got)
		}
	})
}
