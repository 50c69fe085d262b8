package cmd

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestScoreInThreeLanguages: lockup score prints its table and verdict in
// English, Spanish and Chinese (--lang), goldens for each; json and csv
// stay English whatever the language; every table line keeps 80 columns
// (display width: a Chinese character is 2), also for five crews with
// Chinese names (issue 24, "Printed in the player's language").
func TestScoreInThreeLanguages(t *testing.T) {
	t.Parallel()
	boards := map[string]string{
		"two-crews":     "../../../examples/two-crews.yaml",
		"four-crews":    "../../../examples/four-crews.yaml",
		"breakout":      "../../../examples/breakout.yaml",
		"five-crews-zh": "testdata/score/five-crews-zh.yaml",
	}
	formats := []struct {
		name string
		args []string
		tty  bool
	}{
		{"table", nil, true},
		{"plain", nil, false},
		{"markdown", []string{"--output", "markdown"}, false},
	}
	for ex, file := range boards {
		for _, lang := range []string{"en", "es", "zh"} {
			for _, f := range formats {
				if lang == "en" && ex != "five-crews-zh" {
					continue // TestScoreGolden holds the English of the examples
				}
				t.Run(ex+"/"+lang+"/"+f.name, func(t *testing.T) {
					args := append([]string{"score", "--lang", lang, file}, f.args...)
					code, out, errOut := run(t, "", f.tty, args...)
					if code != 0 {
						t.Fatalf("exit %d: %s", code, errOut)
					}
					golden(t, "score/lang/"+ex+"."+lang+"."+f.name+".golden", out)
					for _, line := range strings.Split(out, "\n") {
						if strings.ContainsAny(line[:min(len(line), 3)], "+|┌│├└") && cmdutil.DisplayWidth(line) > 80 {
							t.Errorf("a table line %d columns wide: %q", cmdutil.DisplayWidth(line), line)
						}
					}
				})
			}
		}
		t.Run(ex+"/scripts stay English", func(t *testing.T) {
			for _, format := range []string{"json", "csv"} {
				_, en, _ := run(t, "", false, "score", "-o", format, file)
				for _, lang := range []string{"es", "zh"} {
					if _, out, _ := run(t, "", false, "score", "--lang", lang, "-o", format, file); out != en {
						t.Errorf("--lang %s -o %s differs from English:\n%s", lang, format, out)
					}
				}
			}
		})
	}
}

// TestMessageKeysInCatalog: every message key the commands print through
// the catalog (lang.Sprintf("score.winner", ...)) is in it, so that no key
// is printed as itself.
func TestMessageKeysInCatalog(t *testing.T) {
	t.Parallel()
	known := map[string]bool{}
	for _, m := range terms.Messages {
		known[m.Key] = true
	}
	var files []string // every command package's files: package cmd and the nouns below it
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	key := regexp.MustCompile(`\.Sprintf\("([a-z-]+\.[a-z.-]*[a-z])"`)
	used := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range key.FindAllStringSubmatch(string(data), -1) {
			used++
			if !known[m[1]] {
				t.Errorf("%s prints message %q, which the catalog (companion/terms) lacks", f, m[1])
			}
		}
	}
	if used == 0 {
		t.Error("no message key found: the pattern no longer matches how commands print messages")
	}
}

// TestResolveKeysInCatalog: the keys resolve builds from the rules' words
// (a tier, a resource) are in the catalog.
func TestResolveKeysInCatalog(t *testing.T) {
	t.Parallel()
	known := map[string]bool{}
	for _, m := range terms.Messages {
		known[m.Key] = true
	}
	keys := []string{"resolve.scrap-one", "resolve.potions-one"}
	for _, tier := range []rules.Tier{rules.Most, rules.Second, rules.Third, rules.Least, rules.Others, rules.Each} {
		keys = append(keys, "resolve.tier."+tier.String())
	}
	for _, r := range rules.AllResources {
		keys = append(keys, "resolve."+r.String())
	}
	for _, k := range keys {
		if !known[k] {
			t.Errorf("the catalog lacks %q", k)
		}
	}
}
