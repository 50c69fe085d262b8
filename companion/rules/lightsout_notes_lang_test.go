package rules

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
)

// noteResolutions returns resolutions holding a note of every kind, each
// with the words it reads: one naming crews, one naming the guards where a
// note's words change for them, and counts of 1 and of more.
func noteResolutions() []*Resolution {
	var out []*Resolution
	for _, v := range []struct {
		first, second string
		cubes         int
		bandit        Resources
		choice        string
	}{
		{"Vera", "Isaac", 2, Resources{Potions: 1}, "may recruit 1 goon for any 2 resources"},
		{Guards, "Isaac", 1, Resources{Scrap: 2, Gold: 1}, "gain 1 resource of the kind they have fewest of (the rarest of those on a tie)"},
		{"Isaac", Guards, 3, Resources{}, ""},
	} {
		r := &Resolution{Location: Sewers, seating: []string{"Isaac", "Vera", Guards}, straggling: 2}
		r.Suspicion = Suspicion{Cubes: v.cubes, To: v.second, Passed: 1}
		r.BanditStays = v.bandit
		r.ranking[0] = Rank{Name: v.first, Strength: 7, Tokens: listOf([]Token{Enforcer, Lookout, Three}), Guards: []int{3, 4}}
		r.ranking[1] = Rank{Name: v.second, Strength: 3, Tokens: listOf([]Token{Seeker, Two}), Guards: []int{3}}
		r.ranking[2] = Rank{Name: "Stan", Strength: 3, Tokens: listOf([]Token{Three})}
		r.ranks = 3
		r.rewards[0] = Reward{Name: v.first, Tier: Most, Gains: Gains{Resources: v.bandit, Power: 1, Tomes: 1}, Bandit: v.bandit, Choice: v.choice}
		r.rewards[1] = Reward{Name: v.second, Tier: Others, Gains: Gains{Reputation: 2}}
		r.rewarded = 2
		r.stragglers[0] = Straggler{Name: "Stan"}
		r.stragglers[1] = Straggler{Name: v.second}
		var all []note
		for k := noteLibraryStrength; int(k) < len(noteRules); k++ {
			for _, n := range []note{{kind: k, i: 0, j: 1}, {kind: k, i: 1, j: 3, seat: 2}, {kind: k, i: 0, j: 2, seat: 1}} {
				switch k {
				case noteNoSeeker, noteOneSeeker, noteSeekers:
					n.j = int8(SingleTunnel + Tunnel(n.i))
				case noteStrength:
					n.j = 4
				}
				all = append(all, n)
			}
		}
		// The notes, maxNotes to a resolution.
		for len(all) > 0 {
			c := *r
			c.noted = int8(copy(c.notes[:], all))
			all = all[c.noted:]
			out = append(out, &c)
		}
	}
	return out
}

// TestNoteCatalogEnglish: every note kind has an example, and their
// English, now the catalog's, is word for word what the hand-written
// English walk it replaced wrote (testdata/notes-en.golden).
func TestNoteCatalogEnglish(t *testing.T) {
	seen := map[noteKind]bool{}
	for _, r := range noteResolutions() {
		for _, n := range r.notes[:r.noted] {
			seen[n.kind] = true
			if r.textIn(terms.En, n) == "" {
				t.Errorf("note %d: no English", n.kind)
			}
		}
	}
	for k := noteLibraryStrength; int(k) < len(noteRules); k++ {
		if !seen[k] {
			t.Errorf("note %d: no example", k)
		}
	}
	var all []string
	for _, r := range noteResolutions() {
		for _, n := range r.Notes() {
			all = append(all, n.Text)
		}
	}
	notesGolden(t, strings.Join(all, "\n")+"\n")
	for choice := range choiceKeys {
		if got := terms.En.Sprintf(choiceKeys[choice]); got != choice {
			t.Errorf("choice %q: the catalog's English is %q", choice, got)
		}
	}
}

// TestNotesTranslated: in Spanish and Chinese every note is worded with
// none of its English left but the crews' names; Chinese keeps no Latin
// letters but the names.
func TestNotesTranslated(t *testing.T) {
	english := regexp.MustCompile(`\b(the|and|of|to|with|here|guards|tie|crews?|tokens?|may|takes?|reward|tunnel|seekers?|lookout|enforcer|straggle|nobody|scrap|potions?|iron|gold|power|reputation)\b`)
	latin := regexp.MustCompile(`[A-Za-z]+`)
	for _, r := range noteResolutions() {
		for _, l := range []terms.Lang{terms.Es, terms.Zh} {
			for _, n := range r.notes[:r.noted] {
				got := r.textIn(l, n)
				if got == "" || got == r.textIn(terms.En, n) {
					t.Errorf("note %d in %v: %q", n.kind, l, got)
					continue
				}
				if w := english.FindString(got); w != "" {
					t.Errorf("note %d in %v keeps the English %q: %q", n.kind, l, w, got)
				}
				if l == terms.Zh {
					for _, w := range latin.FindAllString(got, -1) {
						if !strings.Contains("Vera Isaac Stan", w) {
							t.Errorf("note %d in zh keeps %q: %q", n.kind, w, got)
						}
					}
				}
			}
		}
	}
}

// The notes of the Infirmary of ExampleResolveSite, in Chinese.
func ExampleResolution_NotesIn() {
	table := Table{Seating: []string{"Stan", "Vera", "Isaac", "Claire"}, FirstPlayer: 0, Power: [MaxSeats]int{1, 4, 1, 1}}
	res, _ := ResolveSite(table, table.FirstPlayer, Infirmary, Site{
		Suspicion: 1,
		Tokens:    [MaxSeats][]Token{{Four}, {Enforcer, Two}, {Lookout, Four}, {Three}},
	})
	for _, n := range res.NotesIn(terms.Zh) {
		fmt.Println(n.Text)
	}
	// Output:
	// Vera：执行者 4 + 2 = 6
	// Stan：4 = 4
	// Isaac：瞭望员 0 + 4 = 4
	// Claire：3 = 3
	// 平局 4-4 按座位打破：Stan 持有起始玩家标记，从其开始顺时针的顺序为 Stan、Isaac
	// 1 个可疑方块给 Vera：此处没有瞭望员的团队中力量最高
	// Vera（力量最高）：3 药剂
	// Claire（力量最小）：1 药剂
	// Stan、Isaac 没有奖励：作为散乱的组员前往图书馆
}

// TestGainsInEnglish: the catalog's words of resources and gains are
// Resources.String's and Gains.String's in English.
func TestGainsInEnglish(t *testing.T) {
	for _, g := range []Gains{
		{},
		{Resources: Resources{Scrap: 1}},
		{Resources: Resources{Scrap: 2, Potions: 1, Iron: 3, Gold: 1}},
		{Resources: Resources{Potions: 2}, Power: 1, Reputation: 2, Tomes: 1},
		{Power: 3, Tomes: 2},
	} {
		if got, want := GainsIn(terms.En, g), g.String(); got != want {
			t.Errorf("GainsIn %q, String %q", got, want)
		}
		if got, want := ResourcesIn(terms.En, g.Resources), g.Resources.String(); got != want {
			t.Errorf("ResourcesIn %q, String %q", got, want)
		}
	}
}

// notesGolden holds the English of every note kind's examples to
// testdata/notes-en.golden, written by the hand-written English walk the
// catalog's English replaced (go test ./companion/rules -run
// TestNoteCatalogEnglish -update-notes rewrites it).
func notesGolden(t *testing.T, got string) {
	t.Helper()
	path := filepath.Join("testdata", "notes-en.golden")
	if *updateNotes {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("%s differs (rewrite it with -update-notes after checking the change)", path)
	}
}

var updateNotes = flag.Bool("update-notes", false, "rewrite testdata/notes-en.golden")

// TestChoiceKeysCoverTheRewards: every reward choice of the reward tables
// has its catalog key, so that no choice falls back to English in Spanish
// or Chinese when its wording changes.
func TestChoiceKeysCoverTheRewards(t *testing.T) {
	check := func(table string, rw Reward) {
		if rw.Choice == "" {
			return
		}
		if _, ok := choiceKeys[rw.Choice]; !ok {
			t.Errorf("%s: the choice %q has no catalog key in choiceKeys", table, rw.Choice)
		}
	}
	for loc := range crewRewards {
		for _, rw := range crewRewards[loc] {
			check("crewRewards", rw)
		}
		for _, rw := range guardRewards[loc] {
			check("guardRewards", rw)
		}
		check("twoPlayerMost", twoPlayerMost[loc])
	}
}
