package solosim

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestFromCatalogMissing: a catalog with a few cards lacks the rest of each
// deck the box counts (rules.Box.Limits and the rulebooks' "Components"),
// names its cards with values missing, and the levels whose guard deck
// cannot be built; the box holds the cards known.
func TestFromCatalogMissing(t *testing.T) {
	cat, err := catalog.NewCatalog(
		catalog.Card{Kind: catalog.ItemCard, Name: "Shiv", Reputation: catalog.Know(2), Cost: catalog.Know(rules.Cost{Any: 1}),
			Valuables: catalog.Know(catalog.CardValuables{}), Effects: catalog.Know([]rules.Effect(nil))},
		catalog.Card{Kind: catalog.ItemCard, Name: "Lockpick"},
		catalog.Card{Kind: catalog.GoonCard, Name: "Grub", GoonType: rules.Dwarves, Suspicion: catalog.Know(1),
			Valuables: catalog.Know(catalog.CardValuables{Gems: 1}), Effects: catalog.Know([]rules.Effect(nil))},
	)
	if err != nil {
		t.Fatal(err)
	}
	box, missing := FromCatalog(cat, rules.Edition2019, false, []rules.Difficulty{rules.Expert})
	var got []string
	for _, m := range missing {
		got = append(got, m.String())
	}
	text := strings.Join(got, "\n")
	// The commands are named by what they do (terms.Hint), worded here
	// without the command line's wording: their kind and data.
	edit := terms.Hint{Kind: terms.HintCardsEdit, Args: []string{"item"}}
	guards := terms.Hint{Kind: terms.HintCardsGuards, Name: "red"}
	for _, want := range []string{fmt.Sprintf("item cards: 1 of 34 known; finish Lockpick with %s; type 32 more", edit),
		"goon cards: 1 of 33 known", "goal cards: 0 of 18 known", "guard cards for the expert level", guards.String()} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in\n%s", want, text)
		}
	}
	if len(box.Items) != 1 || box.Items[0].Name != "Shiv" || len(box.Goons) != 1 {
		t.Errorf("box %+v", box)
	}
	if _, missing := FromCatalog(cat, rules.Edition2019, true, nil); !strings.Contains(missingText(missing), "location card") {
		t.Errorf("Breakout without its location card: %s", missingText(missing))
	}
}

func missingText(ms []Missing) string {
	var b strings.Builder
	for _, m := range ms {
		b.WriteString(m.String() + "\n")
	}
	return b.String()
}

// TestBoxHash: the hash changes with any value and stays for the same box.
func TestBoxHash(t *testing.T) {
	a, b := fixtureBox(false), fixtureBox(false)
	if a.Hash() != b.Hash() || len(a.Hash()) != 12 {
		t.Fatalf("hashes %s, %s", a.Hash(), b.Hash())
	}
	b.Items[3].Reputation++
	if a.Hash() == b.Hash() {
		t.Error("a reputation changed, the hash did not")
	}
}

// BenchmarkRate times a whole rating at the expert level on every core: 10,000 games
// an iteration, as lockup solo rate plays them.
// Goal (issue 26): >= 50,000 games a second per core, so that 100,000
// games a level take <= 2 s on the 2-core machine.
func BenchmarkRate(b *testing.B) {
	box := fixtureBox(false)
	const games = 10000
	seed := int64(1)
	for b.Loop() {
		if _, err := Rate(context.Background(), Options{Box: &box, Levels: []rules.Difficulty{rules.Expert}, Policy: Baseline, Games: games, Seed: seed, Jobs: runtime.GOMAXPROCS(0)}); err != nil {
			b.Fatal(err)
		}
		seed += games
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*games), "ns/game")
	b.ReportMetric(float64(b.N*games)/b.Elapsed().Seconds(), "games/s")
}

// FuzzParsePolicy: any text is a policy or an error naming the policies,
// and a policy read is written back as its name.
func FuzzParsePolicy(f *testing.F) {
	for _, s := range []string{"baseline", " Greedy ", "random", "", "clever"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePolicy(s)
		if err != nil {
			if p != NoPolicy || !strings.Contains(err.Error(), PolicyForms) {
				t.Fatalf("%q: %v, %v", s, p, err)
			}
			return
		}
		if again, err := ParsePolicy(p.String()); err != nil || again != p || p.Version() < 1 {
			t.Fatalf("%q: %v, then %v, %v", s, p, again, err)
		}
	})
}

// TestPlayable: a level whose guard cards the catalog lacks is skipped, the
// others are played in the order asked; other cards missing skip nothing
// (a partial run plays with the cards known).
func TestPlayable(t *testing.T) {
	t.Parallel()
	missing := []Missing{
		{Kind: catalog.ItemCard, Have: 20, Want: 34},
		{Kind: catalog.GuardCard, Level: rules.Challenging, Colours: []rules.Colour{rules.Yellow}},
	}
	play, skip := Playable(rules.Difficulties, missing)
	if !slices.Equal(play, []rules.Difficulty{rules.Moderate, rules.Expert}) || !slices.Equal(skip, []rules.Difficulty{rules.Challenging}) {
		t.Errorf("Playable = %v, %v", play, skip)
	}
	if play, skip := Playable([]rules.Difficulty{rules.Expert}, nil); !slices.Equal(play, []rules.Difficulty{rules.Expert}) || skip != nil {
		t.Errorf("nothing missing: Playable = %v, %v", play, skip)
	}
}
