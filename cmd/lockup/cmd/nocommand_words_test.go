package cmd

import (
	"go/ast"
	"go/parser"
	"go/token"
	"regexp"
	"strconv"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// TestNoCommandWordsNameEveryCommand: commandWords, the pattern with which
// TestMessagesNameNoCommand (companion/words_nocommand_test.go) finds a
// lockup command in a message below cmd, knows every command of lockup's
// and each alias: a command it lacks could be spelled below cmd unseen.
// The pattern is a test's, which this package cannot import: it is read
// from that file's source, as written.
func TestNoCommandWordsNameEveryCommand(t *testing.T) {
	t.Parallel()
	const file = "../../../companion/words_nocommand_test.go"
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var pattern string
	ast.Inspect(f, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok || len(spec.Names) != 1 || spec.Names[0].Name != "commandWords" || len(spec.Values) != 1 {
			return true
		}
		if call, ok := spec.Values[0].(*ast.CallExpr); ok && len(call.Args) == 1 {
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				pattern, err = strconv.Unquote(lit.Value)
			}
		}
		return false
	})
	if pattern == "" || err != nil {
		t.Fatalf("%s: no commandWords = regexp.MustCompile(\"...\") found (%v)", file, err)
	}
	commandWords := regexp.MustCompile(pattern)
	ios, _, _, _ := cmdutil.TestStreams()
	root := NewRootCmd(&cmdutil.Factory{IOStreams: ios})
	n := 0
	for _, c := range root.Commands() {
		for _, name := range append([]string{c.Name()}, c.Aliases...) {
			n++
			if line := "lockup " + name + " x"; !commandWords.MatchString(line) {
				t.Errorf("%s: commandWords does not find %q: add %s to its list of commands", file, line, name)
			}
		}
	}
	// The tree holds the help and completion commands too (root.go).
	if n < 40 {
		t.Errorf("only %d commands and aliases: the command tree is not whole", n)
	}
}
