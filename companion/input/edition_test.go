package input

import (
	"errors"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestBoardStateEdition: `edition: 2018` is the first edition, whose box
// has no advanced setup (2018 rulebook, "Components"), no Bandits and no
// Flayers ("Recruiting Goons", p. 13) and fewer cards: 29 goons, 30 items,
// 19 tomes (ruling first-edition-cards). Each refusal names file, line,
// column and field.
func TestBoardStateEdition(t *testing.T) {
	const two = "crews:\n  - {name: A, reputation: 1}\n  - {name: B, reputation: 1}\n"
	for _, tc := range []struct {
		name, input string
		want        []string // empty: accepted
	}{
		{"2018 advanced", "edition: 2018\nadvanced: true\n" + two, []string{"f.yaml:2:11", "advanced", "the 2018 first edition has no advanced setup"}},
		{"2018 Bandits", "edition: 2018\ncrews:\n  - {name: A, reputation: 1, goons: {bandits: 1}}\n  - {name: B, reputation: 1}\n", []string{"f.yaml:3:47", "crews[0].goons.bandits", "the 2018 first edition has no bandits"}},
		{"2018 Flayers", "edition: 2018\ncrews:\n  - {name: A, reputation: 1}\n  - {name: B, reputation: 1, goons: {flayers: 2}}\n", []string{"f.yaml:4:47", "crews[1].goons.flayers", "has no flayers"}},
		{"2018 goons over 29", "edition: 2018\ncrews:\n  - {name: A, reputation: 1, goons: {dwarves: 20}}\n  - {name: B, reputation: 1, goons: {ratmen: 10}}\n", []string{"goons", "30 goon cards", "box holds 29 (the 2018 first edition)"}},
		{"2018 tomes over 19", "edition: 2018\ncrews:\n  - {name: A, reputation: 1, tomes: 20}\n  - {name: B, reputation: 1}\n", []string{"tomes", "box holds 19"}},
		{"not an edition", "edition: 2020\n" + two, []string{"f.yaml:1:10", "edition", `"2020" is not an edition`, "2019 (the default) or 2018"}},
		{"edition as a list", "edition: [2018]\n" + two, []string{"f.yaml:1:10", "edition", "must be the year"}},
		{"2018 standard", "edition: 2018\nadvanced: false\ncrews:\n  - {name: A, reputation: 1, goons: {bandits: 0, dwarves: 2}}\n  - {name: B, reputation: 1}\n", nil},
		{"2019 advanced with Bandits and Flayers", "edition: 2019\nadvanced: true\ncrews:\n  - {name: A, reputation: 1, goons: {bandits: 1, flayers: 1}}\n  - {name: B, reputation: 1}\n", nil},
		{"30 goons in 2019", "crews:\n  - {name: A, reputation: 1, goons: {dwarves: 20}}\n  - {name: B, reputation: 1, goons: {ratmen: 10}}\n", nil},
	} {
		bs, err := ParseBoardState("f.yaml", []byte(tc.input))
		if tc.want == nil {
			if err != nil {
				t.Errorf("%s: %v", tc.name, err)
			}
			continue
		}
		var ie *InputError
		if !errors.As(err, &ie) {
			t.Errorf("%s: %v (%+v), want an *InputError", tc.name, err, bs)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q does not contain %q", tc.name, err, w)
			}
		}
	}
	// The edition is kept and written back.
	bs, err := ParseBoardState("f.yaml", []byte("edition: 2018\n"+two))
	if err != nil || bs.Edition != rules.Edition2018 {
		t.Fatalf("edition %v, %v", bs.Edition, err)
	}
	back, err := ParseBoardState("g.yaml", FormatBoardState(bs))
	if err != nil || back.Edition != rules.Edition2018 {
		t.Errorf("written back: edition %v, %v", back.Edition, err)
	}
	if bs, _ := ParseBoardState("f.yaml", []byte(two)); bs.Edition != rules.Edition2019 {
		t.Errorf("no edition key: %v, want 2019", bs.Edition)
	}
}

// TestResolveFileEdition: a resolve file with `edition: 2018` refuses
// Bandit cubes at a location (no Bandits in the 2018 box, "Recruiting
// Goons", p. 13) and the Choose Tome icon on the guard side's cards (its
// "Special Effect Icons" has none), and counts the 2018 box (30 items);
// ruling first-edition-cards.
func TestResolveFileEdition(t *testing.T) {
	const e18 = "edition: 2018\n"
	for _, tc := range []struct {
		name, file, want string // want empty: accepted
	}{
		{"2018 Bandit cubes", e18 + "seating: [A, B]\nfirst_player: A\nlocations:\n  sewers:\n    bandit: gold\n", "r.yaml:6:13: locations.sewers.bandit: the 2018 first edition has no Bandits"},
		{"2018 Choose Tome on a goon", e18 + soloHead + "locations:\n  chow-hall:\n    goon: {name: Brute, suspicion: 1, effects: [choose-tome]}\n", "r.yaml:6:49: locations.chow-hall.goon.effects[0]: the 2018 first edition has no Choose Tome icon"},
		{"2018 Choose Tome on a display item", e18 + soloHead + "display:\n  - {name: Shelf, reputation: 2, cost: {scrap: 1}, effects: [draw-tome, choose-tome]}\n", "r.yaml:5:73: display[0].effects[1]: the 2018 first edition has no Choose Tome icon"},
		{"2018 reserved items over 30", e18 + soloHead + "guard_board:\n  reserved: [" + strings.TrimSuffix(strings.Repeat("{name: X, reputation: 1, cost: {}}, ", 31), ", ") + "]\n", "r.yaml:5:13: guard_board.reserved: 31 reserved items; the box holds 30 item cards"},
		{"not an edition", "edition: first\nseating: [A, B]\nfirst_player: A\n", `r.yaml:1:10: edition: "first" is not an edition of the core game`},
		{"2019 Bandit cubes", "edition: 2019\nseating: [A, B]\nfirst_player: A\nlocations:\n  sewers:\n    bandit: gold\n", ""},
		{"2019 Choose Tome", soloHead + "locations:\n  chow-hall:\n    goon: {name: Brute, suspicion: 1, effects: [choose-tome]}\n", ""},
		{"2018 other icons", e18 + soloHead + "locations:\n  chow-hall:\n    goon: {name: Brute, suspicion: 1, effects: [draw-tome]}\n", ""},
	} {
		_, err := ParseResolve("r.yaml", []byte(tc.file))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v\nwant %s", tc.name, err, tc.want)
		}
	}
}
