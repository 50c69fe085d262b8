package companion

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The commands that answer an expectation are worded by lockup's cmd
// package (cmd/lockup/cmd/expect_commands.go, tested there against the
// command tree), and so are the commands and flags a message names
// (cmdutil/cmdwords.go). These tests register a stand-in that names only
// the data the domain hands over, so that they can check that a next line
// or a refusal names the answers to what the game waits for; a flag is
// its meaning in angle brackets, a hint its kind and data.
func init() {
	SetCommandWording(CommandWording{
		Expect: func(x Expectation) []string {
			out := []string{strings.TrimSpace(fmt.Sprintf("answer %s %s", x.Kind, x.Crew))}
			for _, o := range x.Open {
				out = append(out, stubReward(o, x.Location)...)
			}
			return out
		},
		ChoiceOpen: func(open []OpenReward, loc rules.Location) []string {
			var out []string
			for _, o := range open {
				out = append(out, stubReward(o, loc)...)
			}
			return out
		},
	})
	terms.SetCommandWording(terms.CommandWording{Flag: func(f terms.Flag) string { return "<" + f.Meaning() + ">" }})
}

// stubReward names a crew's open reward at loc and each of its actions.
func stubReward(o OpenReward, loc rules.Location) []string {
	out := []string{fmt.Sprintf("reward %s %s", o.Crew, loc.Slug())}
	for _, a := range o.Actions {
		out = append(out, fmt.Sprintf("reward %s %v", o.Crew, a))
	}
	return out
}
