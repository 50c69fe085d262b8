package rules_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// rollCallRefusals makes every kind of Roll Call refusal the rules engine
// gives (companion/rules/rollcall.go).
func rollCallRefusals(t *testing.T) []*rules.RuleError {
	t.Helper()
	var out []*rules.RuleError
	table := func(seating []string, breakout bool) *rules.RollCall {
		tb := rules.Table{Seating: seating, Breakout: breakout}
		for i := range seating {
			tb.Power[i] = 1
		}
		rc, err := rules.NewRollCall(tb)
		if err != nil {
			t.Fatal(err)
		}
		return rc
	}
	two, five, bo := table([]string{"A", "B"}, false), table([]string{"A", "B", "C", "D", "E"}, false), table([]string{"A", "B"}, true)
	if err := two.Assign(rules.Assignment{Crew: "A", Location: rules.Sewers, Tokens: []rules.Token{rules.Five, rules.Four, rules.Three}, FaceDown: 3}); err != nil {
		t.Fatal(err)
	}
	if err := bo.Assign(rules.Assignment{Crew: "A", Location: rules.Sewers, Tokens: []rules.Token{rules.Five, rules.Four, rules.Three, rules.Two, rules.Enforcer}}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		rc *rules.RollCall
		a  rules.Assignment
	}{
		{two, rules.Assignment{Crew: "B", Legend: true, Tokens: []rules.Token{rules.Lookout}}},
		{bo, rules.Assignment{Crew: "B", Legend: true, Location: rules.Smithy, Tokens: []rules.Token{rules.Lookout}}},
		{two, rules.Assignment{Crew: "B", Location: rules.Library, Tokens: []rules.Token{rules.Lookout}}},
		{two, rules.Assignment{Crew: "B", Location: rules.Location(99), Tokens: []rules.Token{rules.Lookout}}},
		{two, rules.Assignment{Crew: "A", Location: rules.Sewers, Tokens: []rules.Token{rules.Two}}},
		{two, rules.Assignment{Crew: "B", Location: rules.Smithy}},
		{two, rules.Assignment{Crew: "B", Legend: true}},
		{two, rules.Assignment{Crew: "A", Location: rules.Smithy, Tokens: []rules.Token{rules.Five}}},
		{bo, rules.Assignment{Crew: "B", Legend: true, Tokens: []rules.Token{rules.Lookout, rules.Enforcer}}},
		{bo, rules.Assignment{Crew: "B", Legend: true, Tokens: []rules.Token{rules.Lookout}, FaceDown: 2}},
		{two, rules.Assignment{Crew: "B", Location: rules.Smithy, Tokens: []rules.Token{rules.Lookout}, FaceDown: 2}},
		{two, rules.Assignment{Crew: "A", Location: rules.Smithy, Tokens: []rules.Token{rules.Two}, FaceDown: 1}},
		{bo, rules.Assignment{Crew: "A", Location: rules.Smithy, Tokens: []rules.Token{rules.Lookout, rules.Seeker}}},
		{two, rules.Assignment{Crew: "B", Location: rules.Smithy, Tokens: []rules.Token{rules.Seeker}}},
		{five, rules.Assignment{Crew: "B", Location: rules.Smithy, Tokens: []rules.Token{rules.Two}}},
	} {
		var re *rules.RuleError
		if err := c.rc.Legal(c.a); !errors.As(err, &re) {
			t.Fatalf("%+v: %v, want a refusal", c.a, err)
		}
		out = append(out, re)
	}
	return out
}

// TestRollCallRefusalsKeyed: every Roll Call refusal has a catalog key
// whose English, with its arguments, is the refusal's own English, and
// reads in Spanish and Chinese with no English marker.
func TestRollCallRefusalsKeyed(t *testing.T) {
	for _, re := range rollCallRefusals(t) {
		if re.ProblemKey == "" {
			t.Errorf("%q has no key", re.Problem)
			continue
		}
		if got := terms.En.Sprintf(re.ProblemKey, re.ProblemArgs...); got != re.Problem {
			t.Errorf("%s: the catalog's English %q, the refusal's %q", re.ProblemKey, got, re.Problem)
		}
		if re.Allowed != "" {
			if got := terms.En.Sprintf(re.AllowedKey, re.AllowedArgs...); got != re.Allowed {
				t.Errorf("%s allowed: the catalog's English %q, the refusal's %q", re.ProblemKey, got, re.Allowed)
			}
		}
		for _, lang := range []terms.Lang{terms.Es, terms.Zh} {
			got := rules.RefusalIn(re, lang)
			if strings.Contains(got, "(en inglés)") || strings.Contains(got, "（英文）") || strings.Contains(got, re.Problem) {
				t.Errorf("%s in %s: %q", re.ProblemKey, lang, got)
			}
		}
	}
}

func ExampleRefusalIn() {
	re := &rules.RuleError{
		Err: rules.ErrAssignedTwice, Rule: rules.Source{Book: rules.CoreRulebook, Section: "Roll Call Phase – Assigning Crew Tokens"},
		Problem:    "Ana already assigned tokens to the Chow Hall this round; a crew assigns to each location once per round",
		ProblemKey: "refusal.assigned-twice", ProblemArgs: []any{"Ana", rules.ChowHall},
	}
	for _, lang := range terms.Langs {
		fmt.Println(rules.RefusalIn(re, lang))
	}
	// A refusal with no key is said in English, marked so.
	re = &rules.RuleError{Rule: rules.Source{Book: rules.BreakoutRulebook, Section: "Solitary Mode"}, Problem: "the guards wait", Allowed: "lockup guards turn"}
	fmt.Println(rules.RefusalIn(re, terms.Es))
	fmt.Println(rules.RefusalIn(re, terms.Zh))
	// Output:
	// Ana already assigned tokens to the Chow Hall this round; a crew assigns to each location once per round [Lockup core rulebook (2019), "Roll Call Phase – Assigning Crew Tokens"]
	// Ana ya asignó losetas a la localización Comedor esta ronda; cada pandilla asigna a cada localización una vez por ronda [reglamento de Lockup (2019, edición en español), «I. FASE DE RECUENTO – Asignar las Losetas de Pandilleros»]
	// Ana 本回合已向食堂分配过标记；每个团队每回合只能向每个地点分配一次［Lockup 规则书（2018 第一版，中文翻译），“I. 点名阶段 – 分配组员标记”］
	// the guards wait (en inglés) (se admite: lockup guards turn) [reglamento de Lockup: Breakout, en inglés (2022), «Solitary Mode»]
	// the guards wait（英文）（允许：lockup guards turn）［Lockup: Breakout 英文规则书（2022），“Solitary Mode”］
}

// TestRefusalKeysInCatalog: every refusal key the rules and the tracker
// give (ProblemKey, AllowedKey) is in the catalog.
func TestRefusalKeysInCatalog(t *testing.T) {
	keys := map[string]bool{}
	for _, m := range terms.Messages {
		keys[m.Key] = true
	}
	re := regexp.MustCompile(`(?:Problem|Allowed)Key:\s*"([^"]+)"|key, args\s*:?=\s*"([^"]+)"|phrase\("([^"]+)"`)
	n := 0
	tracker, err := filepath.Glob("../*.go")
	if err != nil || len(tracker) == 0 {
		t.Fatal("no tracker files", err)
	}
	for _, file := range append([]string{"rollcall.go"}, tracker...) {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			key := m[1] + m[2] + m[3]
			if strings.HasSuffix(key, ".") {
				continue // a key completed at run time (refusal_words.go)
			}
			n++
			if !keys[key] {
				t.Errorf("%s: key %q is not in the catalog", file, key)
			}
		}
	}
	if n < 200 {
		t.Errorf("found %d keys, want the Roll Call's and the tracker's refusals' (at least 200)", n)
	}
}
