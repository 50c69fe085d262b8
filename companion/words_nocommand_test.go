package companion

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
)

// commandWords finds a lockup command ("lockup tome") or a flag ("--keep")
// in a message: command syntax is cmd's (issue 21), which words the
// commands and flags the packages below it name by what they do (terms.Hint,
// terms.Flag).
var commandWords = regexp.MustCompile(`lockup [a-z]|(^|[^-\w])--[a-z]`)

// commandWordsAllowed are the messages of this package that still match
// commandWords, each with why: the file, a part of the message (a string
// literal, or a catalog message's English) that identifies it, and the
// reason.
var commandWordsAllowed = []struct{ file, part, why string }{
	// lockup, the program, is the subject: no command is named.
	{"setup_cards.go", "lockup asks next for any value", "the program asks, no command"},
	{"setup_checklist_lang.go", "lockup takes the table's word", "the program trusts the table, no command"},
	{"entries_solo.go", "the entry lockup makes for the app's decks", "the program makes the entry, no command"},
	{"game_printed.go", "with a lockup that writes version 4", "a version of the program, no command"},
}

// TestMessagesNameNoCommand: no message below cmd spells a lockup command
// or flag, but those commandWordsAllowed lists (issue 21: cmd words the
// commands; companion says what is wrong and what is allowed in the
// game's terms): no message of the catalog (companion/terms, en, es and
// zh) whose key a source of companion, automa or scoring names, and no
// string in package companion's own sources. The sub-packages' own
// strings are not read (their messages name commands still: catalog,
// gamelog, history, input, solosim, store, terms' --lang; and a key
// built from parts is not seen).
func TestMessagesNameNoCommand(t *testing.T) {
	catalog := map[string]terms.Message{}
	for _, m := range terms.Messages {
		catalog[m.Key] = m
	}
	used := make([]bool, len(commandWordsAllowed))
	allowed := func(file, msg string) bool {
		for i, a := range commandWordsAllowed {
			if a.file == file && strings.Contains(msg, a.part) {
				used[i] = true
				return true
			}
		}
		return false
	}
	fset := token.NewFileSet()
	check := func(path string) {
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		own := filepath.Dir(path) == "."
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				t.Fatalf("%s: %v", fset.Position(lit.Pos()), err)
			}
			var texts []string
			if m, ok := catalog[s]; ok {
				texts = []string{m.En, m.Es, m.Zh}
			} else if own {
				texts = []string{s}
			}
			for _, text := range texts {
				if commandWords.MatchString(text) && !allowed(path, texts[0]) {
					t.Errorf("%s: %q names a lockup command or flag: name it by what it does (terms.Hint, terms.Flag) and let cmd word it", fset.Position(lit.Pos()), text)
				}
			}
			return true
		})
	}
	for _, root := range []string{".", "../automa", "../scoring"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || strings.HasPrefix(path, "terms/") {
				return err
			}
			check(path)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for i, a := range commandWordsAllowed {
		if !used[i] {
			t.Errorf("%s: %q is allowed but no longer found: remove it from commandWordsAllowed", a.file, a.part)
		}
	}
}
