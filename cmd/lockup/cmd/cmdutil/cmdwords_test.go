package cmdutil

import (
	"testing"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
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
