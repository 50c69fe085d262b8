package cmd

import (
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// TestHintCommandsParse: every kind of entry a refusal suggests
// (companion.HintKinds) has a wording here, and the wording, with a crew
// and a card named or not, parses against the real command tree (issue 21:
// the refusals' commands belong to cmd).
func TestHintCommandsParse(t *testing.T) {
	t.Parallel()
	for _, k := range companion.HintKinds() {
		if _, ok := hintWording[k]; !ok {
			t.Errorf("hint %s has no wording in cmd", k)
			continue
		}
		for _, h := range []companion.Hint{{Kind: k}, {Kind: k, Crew: "Ann Lee", Name: "Atlas of Hideouts"}} {
			line := h.String()
			args, err := cmdutil.SplitCommandLine(line)
			if err != nil || len(args) < 2 || args[0] != "lockup" {
				t.Errorf("hint %s: %q is no lockup command line (%v)", k, line, err)
				continue
			}
			checkParses(t, "hint "+k.String(), line, args[1:])
		}
	}
}
