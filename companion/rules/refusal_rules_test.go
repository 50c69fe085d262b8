package rules_test

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestRuleRefusalsInLanguages: a sample of the refusals of the rules
// engine and the automa, at least one from each file that builds them,
// has catalog keys whose English with its arguments is the refusal's own,
// reads in Spanish and Chinese with no English marker, and cites the
// passage in the reader's book where that book prints it.
func TestRuleRefusalsInLanguages(t *testing.T) {
	two := rules.Table{Seating: []string{"Ana", "Bo"}}
	two.Power[0], two.Power[1] = 3, 2
	solo := rules.Table{Seating: []string{"Ana", rules.Guards}}
	solo.Power[0] = 3
	breakout := two
	breakout.Breakout = true
	site := func(t rules.Table, loc rules.Location, s rules.Site) func() error {
		return func() error {
			_, err := rules.ResolveSite(t, 0, loc, s)
			return err
		}
	}
	tokens := func(seat int, toks ...rules.Token) [rules.MaxSeats][]rules.Token {
		var out [rules.MaxSeats][]rules.Token
		out[seat] = toks
		return out
	}
	cfg := automa.Config{Edition: rules.Edition2019, Difficulty: rules.Challenging}
	board := rules.CrewBoard{StorageLimit: 5, Resources: rules.Resources{Scrap: 7, Iron: 1}}
	seats := []rules.SeatBoard{{Name: "Ana", Board: board}, {Name: "Bo"}}
	round := func() *automa.Round {
		r, _, err := automa.NewRound(cfg, 1, automa.Player)
		if err != nil {
			t.Fatal(err)
		}
		return &r
	}
	blue1, blue3 := rules.GuardCard{Colour: rules.Blue, Strength: 1}, rules.GuardCard{Colour: rules.Blue, Strength: 3}
	special := rules.GuardCard{Colour: rules.Yellow, Strength: 3, Special: true}
	breakoutCfg := cfg
	breakoutCfg.Breakout = true
	app := []rules.GuardCard{blue1, blue1, special, blue3, blue1, blue1, blue1}
	catacombs := &rules.Catacombs{
		Spaces: []rules.Space{{Kind: rules.Entrance}, {Kind: rules.Numbered, Number: 2}, {Kind: rules.Tomb}, {Kind: rules.Escaped}},
		Paths:  []rules.Path{{From: 0, To: 1, Cost: rules.Resources{Iron: 1, Potions: 1}}, {From: 1, To: 2}, {From: 1, To: 3, Cost: rules.Resources{Gold: 2}}},
	}
	for _, c := range []struct {
		key  string // the refusal's ProblemKey
		make func() error
	}{
		// table.go
		{"refusal.seated-twice", func() error { _, err := rules.NewRollCall(rules.Table{Seating: []string{"Ana", "Ana"}}); return err }},
		{"refusal.one-seat", func() error { _, err := rules.NewRollCall(rules.Table{Seating: []string{"Ana"}}); return err }},
		{"refusal.power-cubes", func() error {
			tb := two
			tb.Power[1] = 30
			_, err := rules.NewRollCall(tb)
			return err
		}},
		{"refusal.guards-solo-only", func() error {
			rc, err := rules.NewRollCall(two)
			if err != nil {
				return nil
			}
			return rc.Legal(rules.Assignment{Crew: rules.Guards, Location: rules.Smithy, Tokens: []rules.Token{rules.Five}})
		}},
		// rollcall.go: every token used, none left to name
		{"refusal.token-twice", func() error {
			rc, err := rules.NewRollCall(two)
			if err != nil {
				return nil
			}
			all := rules.CrewTokens(two)
			if err := rc.Assign(rules.Assignment{Crew: "Ana", Location: rules.Sewers, Tokens: all}); err != nil {
				return nil
			}
			return rc.Legal(rules.Assignment{Crew: "Ana", Location: rules.Smithy, Tokens: all[:1]})
		}},
		// lightsout.go
		{"refusal.not-a-location", site(two, rules.Location(99), rules.Site{})},
		{"refusal.first-player-not-seated", func() error { _, err := rules.ResolveSite(two, 7, rules.Smithy, rules.Site{}); return err }},
		// lightsout_check.go
		{"refusal.suspicion-at", site(two, rules.ChowHall, rules.Site{Suspicion: 13})},
		{"refusal.tunnels-need-breakout", site(two, rules.Sewers, rules.Site{Tunnel: rules.SingleTunnel})},
		{"refusal.guards-solo", site(two, rules.Sewers, rules.Site{Guards: []int{2}})},
		{"refusal.token-listed-twice", site(two, rules.Sewers, rules.Site{Tokens: tokens(0, rules.Five, rules.Five)})},
		{"refusal.face-down-many-one", site(two, rules.Sewers, rules.Site{Tokens: tokens(0, rules.Five), FaceDown: [rules.MaxSeats]int{2}})},
		{"refusal.no-reward-to-decline", site(two, rules.Sewers, rules.Site{Tokens: tokens(0, rules.Five), Declines: []rules.Seat{1}})},
		{"refusal.guards-never-decline", site(solo, rules.Sewers, rules.Site{Tokens: tokens(0, rules.Five), Declines: []rules.Seat{1}})},
		// goals.go
		{"refusal.goal-counts-nothing", func() error { return rules.GoalCondition{}.Legal() }},
		{"refusal.goal-target", func() error { return rules.GoalCondition{Rule: rules.RuleFirstTo, What: rules.CountGold}.Legal() }},
		// guardcard.go
		{"refusal.card-colour-level", func() error { return rules.GuardCard{Colour: rules.Red, Strength: 2}.Check(rules.Challenging) }},
		{"refusal.special-colour", func() error {
			return rules.GuardCard{Colour: rules.Blue, Strength: 2, Special: true}.Check(rules.Challenging)
		}},
		// catacombs.go
		{"refusal.space-count", func() error { return (&rules.Catacombs{}).Check() }},
		{"refusal.path-cost-paid", func() error { return catacombs.CheckMove(0, 1, rules.Resources{}, rules.Resources{Iron: 3}) }},
		{"refusal.path-cost-held", func() error {
			return catacombs.CheckMove(1, 3, rules.Resources{Gold: 2}, rules.Resources{Gold: 1, Scrap: 1})
		}},
		{"refusal.lantern-at-end", func() error { return catacombs.CheckMove(2, 3, rules.Resources{}, rules.Resources{}) }},
		{"refusal.no-such-space", func() error { return (&rules.Catacombs{}).CheckMove(0, 1, rules.Resources{}, rules.Resources{}) }},
		// patrol.go
		{"refusal.discards-excess", func() error { return rules.CheckDiscard(board, rules.Resources{Scrap: 1}) }},
		{"refusal.negative.discard", func() error { return rules.CheckDiscard(board, rules.Resources{Iron: -1}) }},
		{"refusal.no-goon-space", func() error {
			_, err := rules.PlaceGoon(rules.GoonSpaces{}, rules.ExerciseYard, rules.GoonSpace{Card: "Grub"})
			return err
		}},
		{"refusal.seats-count", func() error { _, err := rules.Raid(nil, nil, rules.Supply{}); return err }},
		// effects.go
		{"refusal.not-seated-short", func() error {
			_, err := rules.ApplyEffect(seats, rules.Supply{}, "Zed", rules.Effect{Kind: rules.EffectGainPower}, rules.EffectChoice{})
			return err
		}},
		{"refusal.nothing-to-give", func() error {
			_, err := rules.ApplyEffect(seats, rules.Supply{}, "Ana", rules.Effect{Kind: rules.EffectExchangeResource}, rules.EffectChoice{Give: rules.Gold, Get: rules.Iron})
			return err
		}},
		// costs.go
		{"refusal.pays-more", func() error {
			return rules.CheckPayment(board, rules.Cost{Resources: rules.Resources{Iron: 2}}, rules.Resources{Iron: 2})
		}},
		{"refusal.pays-total", func() error {
			return rules.CheckPayment(board, rules.Cost{Resources: rules.Resources{Iron: 1}, Any: 2}, rules.Resources{Iron: 1, Scrap: 1})
		}},
		{"refusal.chow-hall-goons", func() error { _, err := rules.ChowHallCost(rules.Others, 2); return err }},
		{"refusal.commissary-tier", func() error {
			return rules.CheckCommissary(board, rules.Supply{}, rules.Third, rules.Resources{}, rules.Gold)
		}},
		// automa/deck.go
		{"refusal.breakout-card-without", func() error {
			c := cfg
			c.BreakoutCard = rules.LocationCard(rules.ChowHall)
			return c.Check()
		}},
		{"refusal.blue-cards", func() error { _, err := automa.NewCards(cfg, nil); return err }},
		// automa/round.go
		{"refusal.round-number", func() error { _, _, err := automa.NewRound(cfg, 7, automa.Player); return err }},
		{"refusal.round-waits", func() error { _, err := round().PlayerTurn(3, false); return err }},
		{"refusal.card-is.at", guardTurn(cfg, automa.GuardTurn{Reveal: rules.Smithy, Revealed: blue1, Drawn: rules.OffDuty}, app...)},
		{"refusal.card-no-values.at", guardTurn(cfg, automa.GuardTurn{Reveal: rules.Smithy, Drawn: rules.OffDuty})},
		{"refusal.no-face-down.at", guardTurn(cfg, automa.GuardTurn{Reveal: rules.Library, Drawn: rules.OffDuty}, app...)},
		{"refusal.none-chosen", guardTurn(cfg, automa.GuardTurn{Drawn: rules.OffDuty}, app...)},
		{"refusal.card-not-left", guardTurn(cfg, automa.GuardTurn{Reveal: rules.Smithy}, app...)},
		{"refusal.card-sends", guardTurn(cfg, automa.GuardTurn{Reveal: rules.Smithy, Drawn: rules.SewersCard}, app...)},
		{"refusal.placed-after.off-duty", guardTurn(cfg, automa.GuardTurn{Reveal: rules.Smithy, Drawn: rules.OffDuty, Placed: blue1}, app...)},
		{"refusal.second-special", guardTurn(cfg, automa.GuardTurn{Reveal: rules.Sewers, Drawn: rules.SmithyCard, Placed: special}, app...)},
		{"refusal.turn-up-one", guardTurn(breakoutCfg, automa.GuardTurn{Legend: true, Reveal: rules.Smithy, Drawn: rules.OffDuty})},
		// automa/decide.go
		{"refusal.legend-effect-printed", func() error {
			_, err := automa.Decide(&rules.Resolution{Legend: true}, &automa.Board{})
			return err
		}},
	} {
		t.Run(c.key, func(t *testing.T) {
			var re *rules.RuleError
			if err := c.make(); !errors.As(err, &re) {
				t.Fatalf("%v, want a refusal", err)
			}
			if re.ProblemKey != c.key {
				t.Fatalf("key %q, want %q (%s)", re.ProblemKey, c.key, re.Problem)
			}
			if got := terms.En.Sprintf(re.ProblemKey, re.ProblemArgs...); got != re.Problem {
				t.Errorf("the catalog's English %q, the refusal's %q", got, re.Problem)
			}
			if re.Allowed != "" {
				if got := terms.En.Sprintf(re.AllowedKey, re.AllowedArgs...); got != re.Allowed {
					t.Errorf("allowed: the catalog's English %q, the refusal's %q", got, re.Allowed)
				}
			}
			for _, lang := range []terms.Lang{terms.Es, terms.Zh} {
				got := rules.RefusalIn(re, lang)
				if strings.Contains(got, "(en inglés)") || strings.Contains(got, "（英文）") || strings.Contains(got, re.Problem) || strings.Contains(got, "seat ") {
					t.Errorf("in %s: %q", lang, got)
				}
				rl := rules.Language(lang)
				if eq, ok := re.Rule.Equivalent(rl); ok {
					if !strings.Contains(got, eq.In(rl)) {
						t.Errorf("in %s: %q does not cite %q", lang, got, eq.In(rl))
					}
				} else if re.Rule.Book == rules.CoreRulebook && !noEquivalent[lang][re.Rule.Section] {
					t.Errorf("in %s: %q has no equivalent in the reader's book", lang, re.Rule.Section)
				}
				t.Logf("%s: %s", lang, got)
			}
		})
	}
}

// guardTurn plays a guard turn in a round whose face-down cards are dealt
// (known to the app, or a real table's when none are given).
func guardTurn(cfg automa.Config, turn automa.GuardTurn, cards ...rules.GuardCard) func() error {
	return func() error {
		r, _, err := automa.NewRound(cfg, 1, automa.Guards)
		if err != nil {
			return err
		}
		for i := 0; r.Wants().Kind == automa.WantDeal; i++ {
			var c rules.GuardCard
			if i < len(cards) {
				c = cards[i]
			}
			if _, err := r.Deal(c); err != nil {
				return err
			}
		}
		_, err = r.GuardTurn(turn)
		return err
	}
}

// noEquivalent are the core rulebook's sections the Spanish or the Chinese
// book does not print: a refusal citing one cites the English book.
var noEquivalent = map[terms.Lang]map[string]bool{
	terms.Es: {"Components": true},
	terms.Zh: {"Recruiting Goons – Bandits": true, "Advanced Setup": true},
}

// TestRuleRefusalsAllKeyed: every rules.RuleError the rules engine and the
// automa build has a ProblemKey, and an AllowedKey when it says what is
// allowed – in the literal, or set on the refusal later in the same
// function (rules.ChowHallCost) – so that none is left in English; and
// every key they name ("refusal.…") is in the catalog, or begins keys
// that are (placeKey's, the tiers').
func TestRuleRefusalsAllKeyed(t *testing.T) {
	var keys []string
	for _, m := range terms.Messages {
		keys = append(keys, m.Key)
	}
	inCatalog := func(lit string) bool { // a key, or the start of keys built from it
		for _, k := range keys {
			if strings.HasPrefix(k, lit) {
				return true
			}
		}
		return false
	}
	n := 0
	for _, dir := range []string{".", "../../automa"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") {
				continue
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, file, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(node ast.Node) bool {
				if lit, ok := node.(*ast.BasicLit); ok && lit.Kind == token.STRING && strings.HasPrefix(lit.Value, `"refusal.`) {
					if key := strings.Trim(lit.Value, `"`); !inCatalog(key) {
						t.Errorf("%s: key %q is not in the catalog", filepath.Base(file), key)
					}
				}
				return true
			})
			for _, decl := range f.Decls {
				fn, ok := decl.(*ast.FuncDecl)
				if !ok || fn.Body == nil {
					continue
				}
				later := map[string]bool{} // fields assigned after the literal
				ast.Inspect(fn.Body, func(node ast.Node) bool {
					if as, ok := node.(*ast.AssignStmt); ok {
						for _, lhs := range as.Lhs {
							if sel, ok := lhs.(*ast.SelectorExpr); ok {
								later[sel.Sel.Name] = true
							}
						}
					}
					return true
				})
				ast.Inspect(fn.Body, func(node ast.Node) bool {
					lit, ok := node.(*ast.CompositeLit)
					if !ok || !isRuleError(lit.Type) {
						return true
					}
					n++
					fields := map[string]bool{}
					for _, el := range lit.Elts {
						if kv, ok := el.(*ast.KeyValueExpr); ok {
							if id, ok := kv.Key.(*ast.Ident); ok {
								fields[id.Name] = true
							}
						}
					}
					pos := fset.Position(lit.Pos())
					if !fields["ProblemKey"] && !later["ProblemKey"] {
						t.Errorf("%s:%d: a refusal with no ProblemKey", filepath.Base(pos.Filename), pos.Line)
					}
					if (fields["Allowed"] || later["Allowed"]) && !fields["AllowedKey"] && !later["AllowedKey"] {
						t.Errorf("%s:%d: a refusal with no AllowedKey", filepath.Base(pos.Filename), pos.Line)
					}
					return true
				})
			}
		}
	}
	if n < 140 {
		t.Errorf("found %d refusals, want the rules engine's and the automa's (at least 140)", n)
	}
}

// isRuleError reports whether a composite literal's type is RuleError or
// rules.RuleError.
func isRuleError(e ast.Expr) bool {
	switch v := e.(type) {
	case *ast.Ident:
		return v.Name == "RuleError"
	case *ast.SelectorExpr:
		return v.Sel.Name == "RuleError"
	}
	return false
}

// A refusal of the rules engine whose arguments are terms of the game,
// fixed phrases (rules.Phrase) and cubes: each is said in the reader's
// words, the passage cited in the book the rule comes from (Breakout has
// no Spanish or Chinese book).
func ExampleRefusalIn_arguments() {
	c := &rules.Catacombs{
		Spaces: []rules.Space{{Kind: rules.Entrance}, {Kind: rules.Numbered, Number: 2}},
		Paths:  []rules.Path{{From: 0, To: 1, Cost: rules.Resources{Potions: 1, Gold: 2}}},
	}
	var re *rules.RuleError
	if errors.As(c.CheckMove(0, 1, rules.Resources{}, rules.Resources{}), &re) {
		for _, lang := range terms.Langs {
			fmt.Println(rules.RefusalIn(re, lang))
		}
	}
	// Output:
	// the path from entrance to 2 costs 1 potion, 2 gold, not nothing [Lockup: Breakout rulebook (2022), "Advancing in the Catacombs"]
	// el camino de Entrada a 2 cuesta 1 poción, 2 oro; lo pagado: nada [reglamento de Lockup: Breakout, en inglés (2022), «Advancing in the Catacombs»]
	// 从 入口 到 2 的路径花费 1 药剂、2 金块，实际支付：无［Lockup: Breakout 英文规则书（2022），“Advancing in the Catacombs”］
}
