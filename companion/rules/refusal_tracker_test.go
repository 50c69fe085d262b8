package rules_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// trackerRefusals plays entries the tracker refuses on a fresh two-crew
// game, one or more for each of several of package companion's files.
func trackerRefusals(t *testing.T) map[string]*rules.RuleError {
	t.Helper()
	setup := companion.SetupEntry{Crews: []companion.SetupCrew{{Name: "Ana"}, {Name: "Bo"}}, Edition: rules.Edition2019}
	g, err := companion.NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*rules.RuleError{}
	refuse := func(name string, p companion.Payload) {
		var re *rules.RuleError
		if _, err := g.Play(g.NextEntry(p)); !errors.As(err, &re) {
			t.Fatalf("%s: %v, want a refusal", name, err)
		}
		out[name] = re
	}
	refuse("game.go: set up again", &setup)
	refuse("game.go: wrong phase", &companion.PatrolEntry{Action: companion.PatrolAddSuspicion})
	refuse("entries_rollcall.go: setup incomplete", &companion.AssignEntry{Crew: "Ana", Location: rules.Sewers, Tokens: []string{"2"}})
	refuse("entries_cards.go: display space", &companion.DisplayCardEntry{Card: "Shiv", Space: 4})
	refuse("game_rewards.go: no such tome", &companion.TomePlayedEntry{Crew: "Ana", Card: "Tome of Nothing"})
	refuse("entries_lightsout.go: lantern in setup", &companion.LanternEntry{Crew: "Ana", Stay: true})
	refuse("entries_breakout.go: not a Breakout game", &companion.LegendCardEntry{Card: "Tog the Ogre Brute"})
	if _, err := g.GuardTurn(rules.Smithy, false); err != nil {
		var re *rules.RuleError
		if errors.As(err, &re) {
			out["solo.go: no app decks"] = re
		}
	}
	return out
}

// TestTrackerRefusalsIn: the tracker's refusals (package companion) read
// in Spanish and Chinese from the catalog, never marked as English, citing
// a core rulebook passage in the reader's book, and each piece of words
// (a phase, a list) in the reader's language; English is the refusal's own
// (issue 24).
func TestTrackerRefusalsIn(t *testing.T) {
	refusals := trackerRefusals(t)
	if len(refusals) < 8 {
		t.Errorf("%d samples, want 8", len(refusals))
	}
	for name, re := range refusals {
		if got := rules.RefusalIn(re, terms.En); got != re.Error() {
			t.Errorf("%s in English: %q, want %q", name, got, re.Error())
		}
		for _, lang := range []terms.Lang{terms.Es, terms.Zh} {
			got := rules.RefusalIn(re, lang)
			if strings.Contains(got, "(en inglés)") || strings.Contains(got, "（英文）") || strings.Contains(got, re.Problem) || strings.Contains(got, "%!") {
				t.Errorf("%s in %s: %q", name, lang, got)
			}
			if eq, ok := re.Rule.Equivalent(rules.Language(lang)); re.Rule.Book == rules.CoreRulebook && (!ok || !strings.Contains(got, eq.Section)) {
				t.Errorf("%s in %s: %q does not cite the reader's book (%v)", name, lang, got, eq)
			}
		}
	}
	// The pieces are the reader's too: the phases and the place in the game.
	for lang, want := range map[terms.Lang]string{
		terms.Es: "se anotan durante la Fase de Patrulla; la partida está en la preparación",
		terms.Zh: "在巡逻阶段记录；游戏现在处于游戏设置",
	} {
		if got := rules.RefusalIn(refusals["game.go: wrong phase"], lang); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want it to hold %q", lang, got, want)
		}
	}
}

func ExampleRefusalIn_tracker() {
	setup := companion.SetupEntry{Crews: []companion.SetupCrew{{Name: "Ana"}, {Name: "Bo"}}, Edition: rules.Edition2019}
	g, _ := companion.NewGame(setup)
	_, err := g.Play(g.NextEntry(&companion.PatrolEntry{Action: companion.PatrolAddSuspicion}))
	var re *rules.RuleError
	errors.As(err, &re)
	for _, lang := range terms.Langs {
		fmt.Println(rules.RefusalIn(re, lang))
	}
	// Output:
	// Patrol steps are entered during the Patrol phase; the game is in setup [Lockup core rulebook (2019), "Patrol Phase"]
	// los pasos de la Fase de Patrulla se anotan durante la Fase de Patrulla; la partida está en la preparación [reglamento de Lockup (2019, edición en español), «III. FASE DE PATRULLA»]
	// 巡逻阶段的步骤在巡逻阶段记录；游戏现在处于游戏设置［Lockup 规则书（2018 第一版，中文翻译），“III. 巡逻阶段”］
}

// A term of the game inside a tracker's refusal (an icon, here) is the
// glossary's word in the reader's language.
func ExampleRefusalIn_glossed() {
	re := &rules.RuleError{
		Rule:       rules.Source{Book: rules.CoreRulebook, Section: "Special Effect Icons"},
		Problem:    "Leaf shows the Choose Tome icon, which the 2018 first edition does not have (ruling first-edition-cards)",
		ProblemKey: "refusal.tracker.edition-icon", ProblemArgs: []any{"Leaf", rules.EffectChooseTome, rules.RulingFirstEditionCards},
	}
	fmt.Println(rules.RefusalIn(re, terms.Es))
	fmt.Println(rules.RefusalIn(re, terms.Zh))
	// Output:
	// Leaf muestra el símbolo Elegir un Libro, que la primera edición de 2018 no tiene (decisión first-edition-cards) [reglamento de Lockup (2019, edición en español), «Símbolos de Efectos Especiales»]
	// Leaf 带有选择典籍卡图标，2018 年第一版没有该图标（裁定 first-edition-cards）［Lockup 规则书（2018 第一版，中文翻译），“特殊效果图标”］
}
