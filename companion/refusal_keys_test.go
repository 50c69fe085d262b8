package companion

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// checkRefusalKeyed holds a refusal the tracker gave to its catalog keys
// (issue 24): the catalog's English with the arguments is the refusal's
// own English, and the Spanish and the Chinese format cleanly. tracker.try
// calls it on every refusal the tests meet.
func checkRefusalKeyed(t *testing.T, err error) {
	t.Helper()
	var re *rules.RuleError
	if !errors.As(err, &re) || re.ProblemKey == "" {
		return // not a rule's refusal, or the rules engine's own (companion/rules keys them)
	}
	if got := terms.En.Sprintf(re.ProblemKey, re.ProblemArgs...); got != re.Problem {
		t.Errorf("refusal %s: the catalog's English %q, the refusal's %q", re.ProblemKey, got, re.Problem)
	}
	if re.Allowed != "" {
		if re.AllowedKey == "" {
			t.Errorf("refusal %s: allowed %q has no key", re.ProblemKey, re.Allowed)
		} else if got := terms.En.Sprintf(re.AllowedKey, re.AllowedArgs...); got != re.Allowed {
			t.Errorf("refusal %s: the catalog's English allowed %q, the refusal's %q", re.ProblemKey, got, re.Allowed)
		}
	}
	for _, lang := range []terms.Lang{terms.Es, terms.Zh} {
		for _, s := range []string{lang.Sprintf(re.ProblemKey, re.ProblemArgs...), lang.Sprintf(re.AllowedKey, re.AllowedArgs...)} {
			if strings.Contains(s, "%!") {
				t.Errorf("refusal %s in %s: %q", re.ProblemKey, lang, s)
			}
		}
	}
}

// TestTrackerRefusalsHaveKeys: every refusal written in package companion
// (a *rules.RuleError literal in a file of this package) names its catalog
// key, and its allowed text's when it has one, so that lockup says it in
// the reader's language (issue 24).
func TestTrackerRefusalsHaveKeys(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	n := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(node ast.Node) bool {
			lit, ok := node.(*ast.CompositeLit)
			if !ok {
				return true
			}
			sel, ok := lit.Type.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "RuleError" {
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
			where := fset.Position(lit.Pos())
			if !fields["ProblemKey"] {
				t.Errorf("%s: a refusal without ProblemKey", where)
			}
			if fields["Allowed"] && !fields["AllowedKey"] {
				t.Errorf("%s: a refusal's Allowed without AllowedKey", where)
			}
			return true
		})
	}
	if n < 140 {
		t.Errorf("found %d refusals, want the tracker's (at least 140)", n)
	}
}
