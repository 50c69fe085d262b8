package cmd

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/history"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestHintCommandsParse: every kind of entry a refusal suggests
// (terms.HintKinds) has a wording here, and the wording, with a crew
// and a card named or not, parses against the real command tree (issue 21:
// the refusals' commands belong to cmd).
func TestHintCommandsParse(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	// hintArgs are further words (Hint.Args) of the kinds that take them.
	hintArgs := map[terms.HintKind][]string{
		terms.HintDrawGoon:  {"sewers", "Grub"},
		terms.HintCardsEdit: {"item", "reputation=3", `cost="2 iron"`},
	}
	for _, k := range terms.HintKinds() {
		if cmdutil.HintCommand(terms.Hint{Kind: k}) == "" {
			t.Errorf("hint %s has no wording in cmd", k)
			continue
		}
		hints := []terms.Hint{{Kind: k}, {Kind: k, Crew: "Ann Lee", Name: "Atlas of Hideouts"}, {Kind: k, Example: true}, {Kind: k, Crew: "Ann Lee", Example: true}, {Kind: k, Bare: true}}
		if args, ok := hintArgs[k]; ok {
			hints = append(hints, terms.Hint{Kind: k, Name: "Lockpick", Args: args})
		}
		// The command's name alone (Verb), as a message speaks of it, is a
		// command of the tree (with its action word: "tome play").
		verb := terms.Hint{Kind: k, Verb: true}.String()
		root := NewRootCmd(&cmdutil.Factory{IOStreams: ios})
		if c, _, err := root.Find(strings.Fields(verb)); err != nil || c == root || !strings.HasPrefix(verb, strings.TrimPrefix(c.CommandPath(), "lockup ")) || strings.Contains(" "+verb, " -") {
			t.Errorf("hint %s: its name %q is no command of lockup", k, verb)
		}
		for _, h := range hints {
			line := h.String()
			args, err := cmdutil.SplitCommandLine(line)
			if err != nil || len(args) < 2 || args[0] != "lockup" {
				t.Errorf("hint %s: %q is no lockup command line (%v)", k, line, err)
				continue
			}
			for i, a := range args { // a stand-in an int flag takes
				if a == "STRENGTH" && args[i-1] == "--breakout" {
					args[i] = "2"
				}
			}
			checkParses(t, "hint "+k.String(), line, args[1:])
		}
	}
}

// TestFlagWordsExist: every choice companion names by its meaning
// (terms.Flags) has a flag here that some command of the real command
// tree takes, so that a message naming it names a flag a player can type.
func TestFlagWordsExist(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	root := NewRootCmd(&cmdutil.Factory{IOStreams: ios})
	var takes func(c *cobra.Command, name string) bool
	takes = func(c *cobra.Command, name string) bool {
		if c.Flags().Lookup(name) != nil || c.PersistentFlags().Lookup(name) != nil {
			return true
		}
		for _, s := range c.Commands() {
			if takes(s, name) {
				return true
			}
		}
		return false
	}
	for _, f := range terms.Flags() {
		w := cmdutil.FlagWord(f)
		if name, ok := strings.CutPrefix(w, "--"); !ok {
			t.Errorf("flag %s has no wording in cmd (%q)", f.Meaning(), w)
		} else if !takes(root, name) {
			t.Errorf("flag %s: no command takes %s", f.Meaning(), w)
		}
	}
}

// TestHistoryMessageWorded: the play history's refusal of an unknown play
// names the command that lists the plays as cmd words it, word for word as
// companion/history spelled it itself before (TestSubpackageMessagesWorded
// in cmdutil holds the other packages' messages; this one lives here because
// only package cmd's tests may link the history's SQLite database).
func TestHistoryMessageWorded(t *testing.T) {
	t.Parallel()
	got := (&history.NotFoundError{ID: "abc"}).Error()
	if want := `no play "abc" in the history (lockup history lists them; an ID may be shortened to its first characters)`; got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}
