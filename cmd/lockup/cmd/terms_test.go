package cmd

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/terms"
)

func TestTermsGolden(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name string
		args []string
	}{
		{"index.golden", []string{"terms"}},
		{"comedor.golden", []string{"terms", "comedor"}},
		{"power-zh.golden", []string{"terms", "力量"}},
		{"moderate-es.golden", []string{"terms", "Fácil"}},
		{"patrol.json.golden", []string{"terms", "--output", "json", "巡检阶段"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runLockup(tt.args...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, "terms/"+tt.name, out)
			if strings.HasSuffix(tt.name, ".json.golden") {
				return
			}
			for _, line := range strings.Split(out, "\n") {
				if w := cmdutil.DisplayWidth(line); w > 80 {
					t.Errorf("line %d columns wide: %q", w, line)
				}
			}
		})
	}
}

// TestTermsAnyLanguage: a term is found by its word in any of the three
// languages, and each finds the same term.
func TestTermsAnyLanguage(t *testing.T) {
	t.Parallel()
	for _, words := range [][]string{
		{"Infirmary", "ENFERMERÍA", "医务室"},
		{"hobgoblins", "Hobgoblins", "半兽人"},
		{"lookout", "observador", "瞭望员"},
		{"raid", "redada", "突击检查"},
		{"Flayers", "Desuellamentes", "夺心魔"},
	} {
		var ids []string
		for _, w := range words {
			code, out, errOut := runLockup("terms", "--output", "json", w)
			if code != 0 {
				t.Fatalf("terms %s: exit %d: %s", w, code, errOut)
			}
			var doc struct {
				Terms []struct{ ID string }
			}
			if err := json.Unmarshal([]byte(out), &doc); err != nil || len(doc.Terms) != 1 {
				t.Fatalf("terms %s: %v, %d terms", w, err, len(doc.Terms))
			}
			ids = append(ids, doc.Terms[0].ID)
		}
		if ids[0] != ids[1] || ids[1] != ids[2] {
			t.Errorf("%q find %q", words, ids)
		}
	}
}

// TestTermsUnknown: an unknown word exits 2 and names the closest term in
// the language the word looks written in.
func TestTermsUnknown(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ word, want string }{
		{"comdor", "closest: Comedor (es)"},
		{"enfermeria", "closest: Enfermería (es)"},
		{"食糖", "closest: 食堂 (zh)"},
		{"infirmery", "closest: Infirmary (en)"},
		{"xyzzyplugh", ""},
	} {
		code, out, errOut := runLockup("terms", c.word)
		if code != 2 || out != "" || !strings.Contains(errOut, "no term") || !strings.Contains(errOut, c.want) {
			t.Errorf("terms %s: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.word, code, out, errOut, c.want)
		}
	}
}

// TestNewCmdTerms reads the words and flags into the options through runF.
func TestNewCmdTerms(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, terms.NewCmdTerms, "--output", "json", "chow", "hall")
	if got.Word != "chow hall" || got.Output != "json" || got.IO != f.IOStreams {
		t.Errorf("options = %+v", got)
	}
}
