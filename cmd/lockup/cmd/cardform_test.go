package cmd

import (
	"strings"
	"testing"

	"charm.land/huh/v2"
	"github.com/jedib0t/go-pretty/v6/text"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cards/cardform"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/terms"
)

func TestBuildCardFormAsksOnlyWhatIsMissing(t *testing.T) {
	t.Parallel()
	robes, _ := catalog.ShippedCatalog().Lookup(catalog.ItemCard, "Sacred Robes")
	ios, in, out, _ := cmdutil.TestStreams()
	ios.Accessible = true
	in.WriteString("4\n1 scrap, 1 any\nnone\n")
	form, card := cardform.BuildIn(ios, terms.En, robes, true)
	if err := form.Run(); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "valuables") || strings.Contains(out.String(), "box") {
		t.Errorf("the form asked for what the catalog knows:\n%s", out)
	}
	if strings.Contains(out.String(), "barrel") {
		t.Errorf("the form asked for barrel icons, which a core game never counts:\n%s", out)
	}
	if card.Reputation.Value != 4 || card.Value("cost") != "1 scrap, 1 any" || card.Value("effects") != "none" || card.Barrels.Known || card.Valuables.Value.Wild != 1 {
		t.Errorf("card after the form: %+v", card)
	}
	if m := card.Missing(); len(m) != 1 || m[0] != "barrels" {
		t.Errorf("still missing %v", m)
	}
}

func TestBuildCardFormKeepsKnownValues(t *testing.T) {
	t.Parallel()
	c, _ := catalog.ParseCatalog("c", []byte(cardsTestCatalog))
	hoarder, _ := c.Lookup(catalog.GoalCard, "Hoarder")
	ios, in, _, _ := cmdutil.TestStreams()
	ios.Accessible = true
	in.WriteString("\n\n\n\n") // keep every answer
	form, card := cardform.BuildIn(ios, terms.En, hoarder, false)
	if err := form.Run(); err != nil {
		t.Fatal(err)
	}
	if card.Value("condition") != "first to 6 resources" || card.GoalType != catalog.InstantGoal || card.Reputation.Value != 4 {
		t.Errorf("empty answers changed the card: %+v", card)
	}
}

// TestCardFormsFitTheScreen: every page of the edit form of a legend card,
// a loot token and a space fits a terminal of 80 columns and 24 rows.
func TestCardFormsFitTheScreen(t *testing.T) {
	t.Parallel()
	for _, c := range []catalog.Card{
		{Kind: catalog.LegendCard, Name: "Tog the Ogre Brute", Expansion: catalog.BreakoutExpansion},
		{Kind: catalog.LootCard, Name: "two gold", Expansion: catalog.BreakoutExpansion},
		{Kind: catalog.SpaceCard, Name: "12", Expansion: catalog.BreakoutExpansion},
		{Kind: catalog.SpaceCard, Name: "entrance", Expansion: catalog.BreakoutExpansion},
	} {
		for _, game := range []bool{false, true} {
			card := c
			groups := cardform.Groups(&card, cardform.Ask{Game: game})
			if len(groups) == 0 {
				t.Fatalf("%s %s (game %v): no question", c.Kind, c.Name, game)
			}
			for page, g := range groups {
				form := huh.NewForm(g).WithWidth(80).WithHeight(24)
				form.Init()
				// The view is padded to the height given, then the help
				// line: what it shows is the lines up to the last one
				// written, and the help.
				lines := strings.Split(strings.TrimRight(form.View(), "\n"), "\n")
				shown := len(lines) - 1
				for shown > 0 && strings.TrimSpace(text.StripEscape(lines[shown-1])) == "" {
					shown--
				}
				if shown+1 > 24 {
					t.Errorf("%s %s (game %v), page %d: %d lines", c.Kind, c.Name, game, page, shown+1)
				}
				for _, l := range lines {
					if w := text.StringWidthWithoutEscSequences(l); w > 80 {
						t.Errorf("%s %s, page %d: a line of %d columns: %q", c.Kind, c.Name, page, w, l)
					}
				}
			}
		}
	}
}
