package cmd

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/terms"
)

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
		ios, _, _, errOut := cmdutil.TestStreams()
		f := &cmdutil.Factory{IOStreams: ios, Getenv: func(k string) string { return c.env[k] }}
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
