package cmd

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
)

func TestTermsGolden(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name string
		args []string
	}{
		{"terms/index.golden", []string{"terms"}},
		{"terms/comedor.golden", []string{"terms", "comedor"}},
		{"terms/power-zh.golden", []string{"terms", "力量"}},
		{"terms/moderate-es.golden", []string{"terms", "Fácil"}},
		{"terms/patrol.json.golden", []string{"terms", "--output", "json", "巡检阶段"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runLockup(tt.args...)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d, stderr %q", code, errOut)
			}
			golden(t, tt.name, out)
			if strings.HasSuffix(tt.name, ".json.golden") {
				return
			}
			for _, line := range strings.Split(out, "\n") {
				if w := displayWidth(line); w > 80 {
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

// TestLangFlag: every command takes --lang; without it LOCKUP_LANG, then
// the locale choose; a language lockup does not speak exits 2; a zh_TW
// locale gets our Chinese with a note on the error stream.
func TestLangFlag(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args    []string
		env     map[string]string
		code    int
		want    terms.Lang
		errHave string
	}{
		{args: []string{"terms", "comedor"}, want: terms.En},
		{args: []string{"--lang", "es", "terms", "comedor"}, want: terms.Es},
		{args: []string{"terms", "--lang", "zh", "comedor"}, want: terms.Zh},
		{args: []string{"rules", "raid"}, env: map[string]string{"LOCKUP_LANG": "es", "LANG": "zh_CN.UTF-8"}, want: terms.Es},
		{args: []string{"rules", "raid"}, env: map[string]string{"LC_ALL": "zh_CN.UTF-8"}, want: terms.Zh},
		{args: []string{"rules", "raid"}, env: map[string]string{"LANG": "zh_TW.UTF-8"}, want: terms.Zh, errHave: "simplified"},
		{args: []string{"--lang", "fr", "rules", "raid"}, code: 2, errHave: "--lang"},
		{args: []string{"rules", "raid"}, env: map[string]string{"LOCKUP_LANG": "klingon"}, code: 2, errHave: "LOCKUP_LANG"},
	} {
		ios, _, _, errOut := TestStreams()
		f := &Factory{IOStreams: ios, Getenv: func(k string) string { return c.env[k] }}
		code := Run(f, c.args)
		if code != c.code || (c.code == 0 && f.Lang != c.want) || !strings.Contains(errOut.String(), c.errHave) {
			t.Errorf("%q with %v: exit %d, lang %s, stderr %q; want exit %d, lang %s, stderr holding %q", c.args, c.env, code, f.Lang, errOut, c.code, c.want, c.errHave)
		}
	}
}

// TestTypedInSpanishAndChinese: a game's words typed in Spanish or Chinese
// (locations in new's --goon and in assign, tokens) are read as the English
// ones, and the game file holds the English (issue 24, "Typed in any of the
// three"); an unknown word near a Spanish one names it.
func TestTypedInSpanishAndChinese(t *testing.T) {
	t.Parallel()
	corpusNew(t, append(threeCrews, "--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Key",
		"--goon", "cloaca=Grub", "--goon", "医务室=Snag", "--goon", "Forja=Mox", "--goon", "ECONOMATO=Pip", "--goon", "comedor=Tusk")...)
	mustRun(t, "assign", "Vera", "Comedor", "5")
	mustRun(t, "assign", "Isaac", "铁匠铺", "matón")
	mustRun(t, "assign", "Claire", "patio de ejercicios", "瞭望员")
	file := string(gameFileOf(t))
	for _, want := range []string{`"chow-hall"`, `"smithy"`, `"exercise-yard"`, `"enforcer"`, `"lookout"`} {
		if !strings.Contains(file, want) {
			t.Errorf("the game file lacks %s", want)
		}
	}
	for _, foreign := range []string{"Comedor", "铁匠铺", "matón", "瞭望员", "cloaca"} {
		if strings.Contains(file, foreign) {
			t.Errorf("the game file holds %q: files stay English", foreign)
		}
	}
	code, _, errOut := run(t, "", false, "assign", "Vera", "enfermeria", "4")
	if code != 2 || !strings.Contains(errOut, "Enfermería") {
		t.Errorf("assign to enfermeria: exit %d, %q; want exit 2 naming Enfermería", code, errOut)
	}
}

// runLockup runs the command line over test streams (not a terminal, so
// 80 columns) and returns the exit code, stdout and stderr.
func runLockup(args ...string) (int, string, string) {
	io, _, out, errOut := TestStreams()
	code := Run(&Factory{IOStreams: io, Version: "test"}, args)
	return code, out.String(), errOut.String()
}
