package cmd

import (
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/rules"
)

// rulesCommandQuoted is a command line the rules reference cites in
// backticks (`lockup lantern CREW --stay`).
var rulesCommandQuoted = regexp.MustCompile("`(lockup [^`]*)`")

// rulesCommandWord is a word of a command line in prose: a name, a
// stand-in in capitals, a flag or a number.
var rulesCommandWord = regexp.MustCompile(`^(--?[a-z][a-z0-9-]*|[a-z][a-z0-9-]*|[A-Z]+|[0-9]+)`)

// proseCommand reads the command line that begins after "lockup " in the
// reference's prose ("lockup next --none records nothing for each"): the
// words a command line is made of, up to the first that is none or ends a
// clause, cut after the command's name and the last flag (with its
// value), stand-in or number that follows it. A word a mark of
// punctuation follows ("--none,", "2018（") ends the line. ok is false
// when the first word is no command of lockup's (lockup as the program:
// "lockup makes the choice").
func proseCommand(root *cobra.Command, commands map[string]bool, after string) (line string, ok bool) {
	var words []string
	for _, w := range strings.Fields(after) {
		bare := rulesCommandWord.FindString(w)
		next, _ := utf8.DecodeRuneInString(w[len(bare):])
		if bare == "" || bare == "lockup" || unicode.IsLetter(next) || unicode.IsDigit(next) || next == '_' {
			break
		}
		words = append(words, bare)
		if bare != w {
			break
		}
	}
	if len(words) == 0 || !commands[words[0]] {
		return "", false
	}
	c, rest, err := root.Find(words)
	if err != nil {
		return "lockup " + strings.Join(words, " "), true // checkParses says why
	}
	end := 0
	for i := 0; i < len(rest); i++ {
		switch w := rest[i]; {
		case strings.HasPrefix(w, "-"):
			end = i + 1
			if f := c.Flag(strings.TrimLeft(w, "-")); f != nil && f.NoOptDefVal == "" && i+1 < len(rest) {
				i++
				end = i + 1
			}
		case w == strings.ToUpper(w):
			end = i + 1
		}
	}
	return "lockup " + strings.Join(words[:len(words)-len(rest)+end], " "), true
}

// TestRulesCommandsParse: the command lines that the topics and the
// rulings of lockup rules name, in English, Spanish and Chinese, parse
// against the real command tree: those in backticks each, and those the
// prose names by a command of lockup (lockup new --edition 2018). The
// reference is package rules' text, written below cmd and kept as it is
// (TestMessagesNameNoCommand allows it), so nothing else checks that a
// command it cites is still typed so.
func TestRulesCommandsParse(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	root := NewRootCmd(&cmdutil.Factory{IOStreams: ios})
	commands := map[string]bool{}
	for _, c := range root.Commands() {
		commands[c.Name()] = true
		for _, a := range c.Aliases {
			commands[a] = true
		}
	}
	type text struct{ where, s string }
	var texts []text
	for _, lang := range rules.Languages {
		for _, tp := range rules.TopicsIn(lang) {
			where := "topic " + tp.ID + " (" + lang.String() + ")"
			for _, s := range []string{tp.Title, tp.Summary, tp.FirstEdition, tp.Note} {
				texts = append(texts, text{where, s})
			}
		}
		for _, r := range rules.Rulings() {
			r = r.In(lang)
			where := "ruling " + r.ID + " (" + lang.String() + ")"
			for _, s := range []string{r.Title, r.Passage, r.Decision} {
				texts = append(texts, text{where, s})
			}
		}
	}
	checked := map[string]bool{}
	check := func(where, line string) {
		if checked[line] {
			return
		}
		checked[line] = true
		args, err := cmdutil.SplitCommandLine(line)
		if err != nil || len(args) < 2 || args[0] != "lockup" {
			t.Errorf("%s: %q is no lockup command line (%v)", where, line, err)
			return
		}
		checkParses(t, where, line, args[1:])
	}
	quoted, prose := 0, 0
	for _, x := range texts {
		for _, m := range rulesCommandQuoted.FindAllStringSubmatch(x.s, -1) {
			quoted++
			check(x.where, m[1])
		}
		rest := rulesCommandQuoted.ReplaceAllString(x.s, "``")
		for {
			_, after, found := strings.Cut(rest, "lockup ")
			if !found {
				break
			}
			rest = after
			if line, ok := proseCommand(root, commands, after); ok {
				prose++
				check(x.where, line)
			}
		}
	}
	// The reference names commands in backticks and in its prose: a test
	// that finds none of either checks nothing.
	if quoted == 0 || prose == 0 {
		t.Errorf("found %d command lines in backticks and %d in prose; want some of each", quoted, prose)
	}
	t.Logf("%d command lines in backticks, %d in prose, %d different", quoted, prose, len(checked))
}
