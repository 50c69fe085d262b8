package cmd

import (
	"strings"
	"testing"
)

// TestResolveInThreeLanguages: lockup resolve --explain in Spanish and
// Chinese: location names from the glossary, the lines and rewards from the
// catalog, each rule's passage cited in the book of the language where it
// has the section; json stays English (issue 24).
func TestResolveInThreeLanguages(t *testing.T) {
	t.Parallel()
	for _, ex := range []string{"resolve-four-crews", "resolve-solo", "resolve-solo-breakout"} {
		file := "../../../examples/" + ex + ".yaml"
		for _, lang := range []string{"es", "zh"} {
			t.Run(ex+"/"+lang, func(t *testing.T) {
				code, out, errOut := run(t, "", false, "resolve", "--lang", lang, "--explain", file)
				if code != 0 {
					t.Fatalf("exit %d: %s", code, errOut)
				}
				golden(t, "resolve/lang/"+ex+".explain."+lang+".golden", out)
				_, en, _ := run(t, "", false, "resolve", "--explain", "-o", "json", file)
				if _, js, _ := run(t, "", false, "resolve", "--lang", lang, "--explain", "-o", "json", file); js != en {
					t.Errorf("--lang %s -o json differs from English", lang)
				}
			})
		}
	}
	_, out, _ := run(t, "", false, "resolve", "--lang", "es", "--explain", "../../../examples/resolve-four-crews.yaml")
	for _, want := range []string{"3. Enfermería", "2. Gana Sospecha»]", "«Recompensas de las localizaciones», pág. 11]", "Decisiones aplicadas"} {
		if !strings.Contains(out, want) {
			t.Errorf("resolve --lang es lacks %q", want)
		}
	}
}
