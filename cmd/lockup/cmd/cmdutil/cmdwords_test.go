package cmdutil

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/solosim"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestCompanionMessagesWorded: the messages of companion that name a
// command or a flag by what it does (terms.Hint, terms.Flag) read,
// with the wording registered here, word for word as they did when
// companion spelled the commands itself (issue 21: the commands' syntax
// moved to cmd; what the player sees did not change). The messages that
// need a game under way are held by the command tests.
func TestCompanionMessagesWorded(t *testing.T) {
	two, one := []string{"Vera:blue", "Isaac:red"}, []string{"Vera:blue"}
	errOf := func(_ any, err error) error { return err }
	box := companion.SetupBox{}
	for _, c := range []struct {
		name string
		err  error
		want string
	}{
		{"assign, no words", errOf(companion.AssignWords{}.Entry(&companion.Game{})),
			"give the location and at least one token, e.g. lockup assign smithy enforcer 3"},
		{"draw goon, no words", errOf(companion.DrawWords{Goon: []string{}}.Entry(&companion.Game{}, nil)),
			"give the goon card drawn, e.g. lockup draw goon sewers Grub"},
		{"loot, a star and changes", companion.LootWords{Star: true, Changes: []string{"Vera: +1 gold"}}.Check(),
			"--star and --change: a token kept for one star does nothing else"},
		{"cubes paid", errOf(companion.ParseCubes(terms.FlagPay, []string{"scrap=x"})),
			`--pay "scrap=x": "x" is not a number of cubes from 1 to 99`},
		{"a resource to get", errOf(companion.OneCube(terms.FlagGet.String(), "")),
			"--get: give a resource: scrap, potions, iron or gold"},
		{"new, a crew without a name", errOf(companion.NewTable{Crews: []string{":blue"}}.Entry(box)),
			`--crew ":blue": give NAME:COLOUR, e.g. Vera:blue`},
		{"new, one crew", errOf(companion.NewTable{Crews: one, Edition: "2019"}.Entry(box)),
			"1 crew: a game has 2 to 5 crews; one crew plays against the guards with --solo --difficulty moderate|challenging|expert"},
		{"new, an edition", errOf(companion.NewTable{Crews: two, Edition: "2020"}.Entry(box)),
			`--edition "2020": use 2019 or 2018`},
		{"new, a first player", errOf(companion.NewTable{Crews: two, Edition: "2019", First: "Rin"}.Entry(box)),
			`--first "Rin" is not one of the crews (allowed: Vera, Isaac)`},
		{"new, a level without solo", errOf(companion.NewTable{Crews: two, Edition: "2019", Difficulty: "expert"}.Entry(box)),
			"--difficulty and --decks are for solitary games (--decks for Breakout games too): add --solo or --breakout"},
		{"new, solo with two crews", errOf(companion.NewTable{Crews: two, Edition: "2019", Solo: true, Difficulty: "expert"}.Entry(box)),
			"--solo: 2 crews; a solitary game has one --crew, against the guards"},
		{"new, solo with a first player", errOf(companion.NewTable{Crews: one, Edition: "2019", Solo: true, First: "Vera"}.Entry(box)),
			`--first: in a solitary game the guards hold the first player marker (core rulebook, "Solitary Mode – Setup", step 7)`},
		{"new, solo without a level", errOf(companion.NewTable{Crews: one, Edition: "2019", Solo: true}.Entry(box)),
			"--solo needs --difficulty: moderate (Local Lockup), challenging (Ye Olde Jail) or expert (Supermax Dungeon)"},
		{"new, the app's decks without guard cards", errOf(companion.NewTable{Crews: one, Edition: "2019", Solo: true, Difficulty: "expert", Decks: "app"}.Entry(box)),
			"--decks app: your card catalog holds no guard cards; type each colour once, as the cards show: lockup cards guards blue STRENGTH... (7 cards), then the level's colour (5 cards)"},
		{"the app's decks, no guard cards", companion.AppDecksReady("expert", "app", nil),
			"no guard cards in your catalog: choose table, or type them first, once, with the strength each card shows (lockup cards guards blue STRENGTH..., then lockup cards guards red STRENGTH...)"},
		{"the app's Breakout solo decks, nothing typed", box.BreakoutSoloDecksReady(rules.Expert),
			"a solitary Breakout game's decks hold 8 blue guard cards, 6 red ones and Breakout's location card, and your card catalog lacks some: type what the cards show, once, with: " +
				"lockup cards guards blue STRENGTH... (the 7 core game cards); lockup cards guards blue --breakout STRENGTH; lockup cards guards red STRENGTH... (the 5 core game cards); lockup cards guards red --breakout STRENGTH; lockup cards location-card SHOWS"},
		{"the app's legend cards, none", companion.BreakoutDecksReady(true, "app", nil),
			"your card catalog holds no legend cards for the app to shuffle: choose table, or type them first (lockup cards edit NAME --kind legend)"},
		{"the app's legend cards, one", companion.BreakoutDecksReady(true, "app", []string{"Ghost"}),
			"your card catalog holds 1 legend card (Ghost); the app turns up 6 in a game (one at setup, one in each Patrol phase but the last): choose table, or type the others first (lockup cards edit NAME --kind legend)"},
	} {
		if c.err == nil || c.err.Error() != c.want {
			t.Errorf("%s:\n got %v\nwant %s", c.name, c.err, c.want)
		}
	}
	for _, h := range []struct {
		hint terms.Hint
		want string
	}{
		{terms.Hint{Kind: terms.HintAssign, Crew: "Vera", Example: true}, "lockup assign Vera smithy enforcer 3"},
		{terms.Hint{Kind: terms.HintAssign}, "lockup assign"},
		{terms.Hint{Kind: terms.HintPass}, "lockup pass"},
		{terms.Hint{Kind: terms.HintDiscard, Crew: "Claire", Example: true}, "lockup discard Claire scrap=1"},
		{terms.Hint{Kind: terms.HintDrawGoon, Args: []string{"smithy", "Grub"}}, "lockup draw goon smithy Grub"},
		{terms.Hint{Kind: terms.HintLanternSpace, Crew: "Vera", Example: true}, "lockup lantern Vera 3"},
		{terms.Hint{Kind: terms.HintTomeDraw, Crew: "Isaac"}, "lockup tome draw Isaac CARD"},
		{terms.Hint{Kind: terms.HintTomeKeep, Name: "Vera Atlas"}, `lockup tome keep "Vera Atlas"`},
		{terms.Hint{Kind: terms.HintTomePlay, Verb: true}, "tome play"},
		{terms.Hint{Kind: terms.HintNext, Verb: true}, "next"},
		{terms.Hint{Kind: terms.HintCardsEdit, Name: "Shiv", Args: []string{"item", "cost=VALUE"}}, `lockup cards edit "Shiv" --kind item --set cost=VALUE`},
	} {
		if got := h.hint.String(); got != h.want {
			t.Errorf("%+v: %q, want %q", h.hint, got, h.want)
		}
	}
}

// TestSubpackageMessagesWorded: the messages of the packages below
// companion (gamelog, catalog, input, rules, terms, solosim; history's in
// package cmd, whose tests may link SQLite) that name a command or a flag by what it does read, with the wording
// registered here, word for word as they did when each package spelled
// the commands itself (commit 65230f8, before issue 21 moved the commands'
// syntax to cmd). A wording changed in cmdwords.go fails here.
func TestSubpackageMessagesWorded(t *testing.T) {
	dir := t.TempDir()
	errText := func(err error) string {
		if err == nil {
			return "<nil>"
		}
		return err.Error()
	}
	// detail is what a *gamelog.LogError says after its sentinel.
	detail := func(err error) string {
		var le *gamelog.LogError
		if !errors.As(err, &le) {
			return "not a *gamelog.LogError: " + errText(err)
		}
		return le.Detail
	}
	guards := func(t catalog.TypedGuards) string {
		_, _, err := t.Read()
		return errText(err)
	}
	fields := strings.Fields

	// The file naming the current game, holding a path that is not a full one.
	current := filepath.Join(dir, "current")
	if err := os.WriteFile(current, []byte("friday.jsonl\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, damaged := gamelog.ReadCurrentFile(current)
	// An empty data folder: no games yet.
	empty := store.Dirs{Data: filepath.Join(dir, "data")}
	_, noGames := gamelog.ResolveGame(empty, "friday")
	// A version 8 header without its hash.
	_, _, _, unhashed := gamelog.ReadLog("g.jsonl", []byte(`{"lockup_log":8,"seed":1,"created":"2025-03-01T19:30:00Z"}`+"\n"))
	// A game with nothing taken back.
	log, err := gamelog.Files{}.CreateLog(filepath.Join(dir, "g.jsonl"), 1, time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	_, _, noRedo := log.Redo(companion.Game{})
	_, _, langErr := terms.Select("fr", func(string) string { return "" })
	_, paBoard := input.ParseBoardState("b.yaml", []byte("game: prison-architect\nwardens: []\n"))
	_, chess := input.ParseBoardState("b.yaml", []byte("game: chess\n"))
	const paHead = "game: prison-architect\nwardens:\n  - name: Ana\n    prison:\n"
	_, noTile := input.ParsePrisonArchitect("f.yaml", []byte(paHead+"      - {at: A1}\n"))
	_, noCard := input.ParsePrisonArchitect("f.yaml", []byte(paHead+"      - {at: A1, tile: chapel}\n    bureaucracy: [{staff: 1}]\n"))
	_, breakoutGuards := input.ParseResolve("solo.yaml", []byte("expansions: [breakout]\nseating: [Rin, guards]\nfirst_player: guards\nguard_board: {power: 1}\n"))
	paYAML := strings.SplitAfter(string((&input.PAAnswers{}).YAML()), "\n")
	tiles := (&input.PAWardenAnswers{}).TilePages("Ana")

	for _, c := range []struct {
		name, got, want string
	}{
		{"gamelog, no game", gamelog.ErrNoGame.Error(),
			"no game is being tracked: start one with lockup new, or choose one with lockup use NAME (lockup games lists them)"},
		{"gamelog, no game file", gamelog.NoGameFile("/g/friday.jsonl").Error(),
			"the game file /g/friday.jsonl does not exist: start a game with lockup new, or name one with --game NAME|PATH (lockup games lists them)"},
		{"gamelog, the current file damaged", errText(damaged),
			current + ", the file naming the current game, cannot be read: it does not hold a full path (lockup writes one, starting at /); choose the game again with lockup use NAME (lockup games lists them), or give --game"},
		{"gamelog, no games yet", errText(noGames),
			`no game called "friday": ` + filepath.Join(empty.Data, "games") + " holds no games yet (start one with lockup new, or give the game file's path)"},
		{"gamelog, a line changed", detail(unhashed),
			`line 1 does not end with its hash ,"h":"…"} although it was written by a lockup of version 7 or later; ` +
				"put the line back as it was, or restore a copy of the file; if you changed it on purpose, lockup verify --accept keeps the change (and a copy of the file as it is)"},
		{"gamelog, nothing to redo", detail(noRedo),
			"no entry was taken back with lockup undo since the last one was added (redo puts back only what undo took back, until a new entry is added)"},
		{"catalog, a conflict", (&catalog.CatalogConflictError{Conflicts: []catalog.CardConflict{{Kind: catalog.GoonCard, Name: "Grub", Field: "suspicion", Have: "1", Incoming: "2"}}}).Error(),
			"1 value differs from the catalog; nothing was imported (use --replace to take the imported values):\n" + `  goon "Grub": suspicion is 1 here, 2 in the import`},
		{"catalog, a Breakout strength", guards(catalog.TypedGuards{Colour: "red", Breakout: -1, BreakoutSet: true}),
			"--breakout -1: a guard card shows a strength from 0 to 99"},
		{"catalog, a Breakout card special", guards(catalog.TypedGuards{Colour: "green", BreakoutSet: true, Special: []int{1}}),
			"--special: Breakout's green guard card is never special (the level's one special card is a core game card); leave --special out"},
		{"catalog, no strengths", guards(catalog.TypedGuards{Colour: "blue"}),
			"give the strength of each of the 7 blue guard cards after the colour (or Breakout's card alone with --breakout STRENGTH)"},
		{"catalog, a colour never special", guards(catalog.TypedGuards{Colour: "green", Strengths: fields("1 2 3 4 5"), Special: []int{1}}),
			"--special: a green guard card is never special (only one yellow and one red card are); leave --special out"},
		{"catalog, which is special", guards(catalog.TypedGuards{Colour: "red", Strengths: fields("1 2 3 4 5")}),
			"one of the 5 red guard cards is special: say which with --special N, N its place among the strengths given (1 to 5)"},
		{"catalog, two special", guards(catalog.TypedGuards{Colour: "red", Strengths: fields("1 2 3 4 5"), Special: []int{1, 2}}),
			"--special is given 2 times; exactly one red guard card is special"},
		{"catalog, a special place", guards(catalog.TypedGuards{Colour: "red", Strengths: fields("1 2 3 4 5"), Special: []int{6}}),
			"--special 6: give the place of the special card among the strengths, 1 to 5"},
		{"input, a Prison Architect board", errText(paBoard),
			"b.yaml:1:7: game: this is a Prison Architect board (game: prison-architect), not a Lockup one (allowed: score it with lockup pa score FILE (lockup score FILE hands it over too; docs/prison-architect.md))"},
		{"input, another game", errText(chess),
			"b.yaml:1:7: game: game: \"chess\" is not a game lockup scores (allowed: a Lockup board, which has no `game:` key (docs/board-state.md), or game: prison-architect for lockup pa score)"},
		{"input, no tile", errText(noTile),
			"f.yaml:5:9: wardens[0].prison[0]: the tile is missing (allowed: tile: a tile's id such as bunk-cell (lockup pa tiles lists them))"},
		{"input, no card", errText(noCard),
			"f.yaml:6:19: wardens[0].bureaucracy[0]: the card is missing (allowed: card: a card's id such as accountants (lockup pa cards lists them))"},
		{"input, the form's tiles", tiles[0].Title, "Ana: the tiles (lockup pa tiles)"},
		{"input, the form's file", paYAML[1], "# Typed in lockup pa score's form; score it with: lockup pa score FILE\n"},
		{"input, a resolve file's guards with Breakout", errText(breakoutGuards),
			"solo.yaml:4:14: guard_board: a resolve file does not decide for the guards with the Breakout expansion (the guards' lantern, the legend card's guard card): the tracker does, in a game started with lockup new --solo --breakout (allowed: remove `expansions: [breakout]`, or remove the key)"},
		{"rules, no topic", (&rules.UnknownTopicError{}).Error(), "no topic given; see `lockup rules` for the index"},
		{"terms, a language", errText(langErr), `--lang: "fr" is not a language lockup speaks (en, es, zh)`},
		{"solosim, guard cards", solosim.Missing{Kind: catalog.GuardCard, Level: rules.Expert, Problem: "no red cards", Colours: []rules.Colour{rules.Blue, rules.Red}}.String(),
			"guard cards for the expert level: no red cards; type them as your cards show: lockup cards guards blue STRENGTH...; lockup cards guards red STRENGTH..."},
		{"solosim, Breakout guard cards", solosim.Missing{Kind: catalog.GuardCard, Level: rules.Expert, Problem: "no red card", Colours: []rules.Colour{rules.Red}, Breakout: true}.String(),
			"guard cards for the expert level: no red card; type them as your cards show: lockup cards guards red STRENGTH... --breakout STRENGTH"},
		{"solosim, the location card", solosim.Missing{Kind: catalog.LocationCard}.String(),
			"the Breakout solo location card: lockup cards location-card SHOWS"},
		{"solosim, goons", solosim.Missing{Kind: catalog.GoonCard, Have: 3, Want: 10, Incomplete: []string{"Grub"}}.String(),
			"goon cards: 3 of 10 known; finish Grub with lockup cards edit NAME --kind goon; type 6 more with lockup cards edit NAME --kind goon (or lockup cards import FILE)"},
	} {
		if c.got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.name, c.got, c.want)
		}
	}
}
