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
// commands and flags the packages below it name by what they do
// (terms.Hint, terms.Flag). A command is lockup followed by the name or
// an alias of one of its commands (lockup --help lists them; a new one is
// added here, or TestNoCommandWordsNameEveryCommand in package cmd fails),
// so that lockup as the program a message speaks of ("lockup never writes
// such a line", "this lockup reads up to version 8") is no command.
var commandWords = regexp.MustCompile(`lockup (score|resolve|history|new|play|status|log|undo|redo|verify|export|games|solo|use|bonus|tunnel|assign|pass|decline|take|exchange|recruit|craft|reserve|effect|tome|lantern|loot|shapeshift|legend|next|guards|discard|draw|patrol|rules|terms|cards|pa|prison-architect|completion|help)\b|(^|[^-\w])--[a-z]`)

// commandWordsAllowed are the messages below cmd that still match
// commandWords, each with why: the file (from companion), a part of the
// message (a string literal, or a catalog message's English) that
// identifies it ("" for every message of the file), and the reason.
var commandWordsAllowed = []struct{ file, part, why string }{
	// The rulings are reference text, not a message: each cites the
	// command line a reader types for the case, in backticks, as an
	// example; they are written into docs/rulings.md by the tests of
	// package rules, where cmd's wording is not registered, and that
	// document stays as it is.
	{"rules/automa_rulings.go", "", "a ruling's example command (docs/rulings.md)"},
	{"rules/breakout_rulings.go", "", "a ruling's example command (docs/rulings.md)"},
	{"rules/edition_rulings.go", "", "a ruling's example flag (docs/rulings.md)"},
	{"rules/reference_rulings.go", "", "a ruling's example command (docs/rulings.md)"},
	{"rules/tracker_rulings.go", "", "a ruling's example command (docs/rulings.md)"},
	{"rules/rulings_es.go", "", "a ruling's example command, in Spanish (docs/rulings.md)"},
	{"rules/rulings_zh.go", "", "a ruling's example command, in Chinese (docs/rulings.md)"},
	{"rules/rulingsdoc.go", "lockup rules TOPIC", "the introduction of docs/rulings.md"},
	{"../scoring/prisonarchitect/rulings.go", "lockup pa score", "the Prison Architect section of docs/rulings.md"},
	// The topics of the rules reference (lockup rules TOPIC) are reference
	// text too, in English, Spanish and Chinese, package data set before
	// the wording is registered: a topic names the command that does what
	// it explains, in its prose.
	{"rules/topics.go", "", "a topic's prose (lockup rules TOPIC)"},
	{"rules/topics_es.go", "", "a topic's prose in Spanish (lockup rules TOPIC)"},
	{"rules/topics_zh.go", "", "a topic's prose in Chinese (lockup rules TOPIC)"},
	{"rules/pa_topics.go", "", "a Prison Architect topic's prose, en, es and zh (lockup rules TOPIC)"},
	{"rules/reference.go", "Prison Architect (lockup pa)", "the heading of the topics' index names the commands the group explains"},
	{"rules/topics_i18n.go", "Prison Architect", "the index heading above, in Spanish and Chinese"},
}

// TestMessagesNameNoCommand: no message below cmd spells a lockup command
// or flag, but those commandWordsAllowed lists (issue 21: cmd words the
// commands; the packages below it say what is wrong and what is allowed in
// the game's terms): no message of the catalog (companion/terms, en, es
// and zh) whose key a source below cmd names, and no other string literal
// of the sources of companion and its sub-packages, automa and scoring.
// A catalog message is read where a source below cmd names its key: one
// whose key only cmd names is cmd's own message, kept in the catalog for
// its translations, and may name a command as cmd words it (status's
// brief names lockup status --full). A key built from parts is not seen.
func TestMessagesNameNoCommand(t *testing.T) {
	catalog := map[string]terms.Message{}
	catalogText := map[string]bool{}
	for _, m := range terms.Messages {
		catalog[m.Key] = m
		catalogText[m.En], catalogText[m.Es], catalogText[m.Zh] = true, true, true
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
		defines := strings.HasPrefix(path, "terms/messages")
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
			switch m, ok := catalog[s]; {
			case ok && !defines:
				texts = []string{m.En, m.Es, m.Zh}
			case !ok && !catalogText[s]:
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
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
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
