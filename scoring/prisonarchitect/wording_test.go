package prisonarchitect

import (
	"strings"
	"testing"
	"unicode"
)

// pluralAfterOne returns the first "1 NOUNs" in s ("1 Windows", "1 grey
// prisoners"), or "": after a lone 1, the noun (past a colour, a tag or
// "Staff") must be singular. Kennels and Showers are tiles' names.
func pluralAfterOne(s string) string {
	words := strings.Fields(s)
	adjective := map[string]bool{"grey": true, "orange": true, "red": true, "Red": true, "Food": true, "Finance": true,
		"Staff": true, "Outdoor": true, "Environment": true, "Freedom": true, "Spirituality": true, "Recreation": true,
		"Rehabilitation": true, "Additional": true, "Facility": true, "Window": false}
	singularS := map[string]bool{"Kennels": true, "Showers": true, "VP": true}
	for i, w := range words {
		if strings.TrimLeft(w, "+-(") != "1" || i+1 == len(words) {
			continue
		}
		j := i + 1
		for j+1 < len(words) && adjective[strings.Trim(words[j], ",")] {
			j++
		}
		noun := strings.TrimRightFunc(words[j], unicode.IsPunct)
		if strings.HasSuffix(noun, "s") && !singularS[noun] {
			return strings.Join(words[i:j+1], " ")
		}
	}
	return ""
}

// TestWordingSingular scores a prison where every count is 1 and checks
// that no note, award or tally speaks of "1 Windows" or "1 grey
// prisoners".
func TestWordingSingular(t *testing.T) {
	w := Warden{Name: "Una", Cash: 3,
		Prison: []Square{
			// Garden B2 overlooked by one Window (A2's east edge);
			// Kitchen B1 with one Food tag next to it (the Canteen at
			// C1); one Red prisoner in a cell (CCTV); one escapee
			// (Tasers); one grey prisoner on Prison Labour.
			sq("B2", Garden),
			{At: p("A2"), Tile: LuxurySolitary, Prisoners: Prisoners{0, 0, 1}, Windows: EdgeSet(0).With(East)},
			sq("B1", Kitchen), sq("C1", Canteen),
			sq("B3", Mailroom), sq("C3", Shop),
			sq("A3", BasketballCourt),
		},
		Bureaucracy: []Card{{ID: Tasers}, {ID: CCTV}, {ID: PrisonLabour, Prisoners: Prisoners{1, 0, 0}}, {ID: Gardeners}, {ID: Cooks}},
		Objectives:  []Objective{{Deck: EasyDeck, VP: 4}},
	}
	w.Escaped[Grey] = []int{3}
	g := Game{Solo: true, Wardens: []Warden{w}, Governor: &Governor{Difficulty: Easy, Tiles: []TileID{Kitchen, Kennels}, Objectives: []Objective{{Deck: EasyDeck, VP: 4}}}}
	if pr := Check(&g); pr != nil {
		t.Fatal(pr)
	}
	res := Score(&g)
	var texts []string
	for _, n := range res.Notes {
		texts = append(texts, n.String())
	}
	for _, a := range res.Wardens[0].Awards {
		texts = append(texts, a.String())
	}
	for _, a := range res.Governor.Awards {
		texts = append(texts, a.String())
	}
	// Every condition's reason with a count of 1.
	for _, spec := range Tiles() {
		if spec.End != NoCondition {
			texts = append(texts, Award{Category: BrickAndMortarVP, Tile: spec.ID, Count: 1}.Why())
		}
	}
	for _, spec := range Cards() {
		if spec.End != NoCardEnd {
			texts = append(texts, Award{Category: OrganizationVP, Card: spec.ID, Count: 1}.Why())
		}
	}
	texts = append(texts, Award{Category: InmatesVP, Count: 1, Needs: needSet(Hygienic)}.Why(), Prisoners{0, 1, 0}.Phrase())
	for _, s := range texts {
		if bad := pluralAfterOne(s); bad != "" {
			t.Errorf("%q in %q", bad, s)
		}
	}
	for _, want := range []string{"1 Window on its neighbours", "1 escapee", "1 grey prisoner on Prison Labour", "1 Red prisoner in your cells", "1 objective: it scores", "1 tile scores its condition"} {
		if !strings.Contains(strings.Join(texts, "\n"), want) {
			t.Errorf("no text says %q:\n%s", want, strings.Join(texts, "\n"))
		}
	}
	// The check itself: it finds what it is meant to find.
	for _, bad := range []string{"Garden at B2 is overlooked by 1 Windows", "(1 grey prisoners, capacity 2)", "1 Staff meeples on Staff cards"} {
		if pluralAfterOne(bad) == "" {
			t.Errorf("pluralAfterOne misses %q", bad)
		}
	}
}
