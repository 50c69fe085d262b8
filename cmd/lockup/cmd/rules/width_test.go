package rules

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	gamerules "github.com/lockup-companion/lockup/companion/rules"
)

func TestRulesWidth(t *testing.T) {
	t.Parallel()
	topic, _ := gamerules.LookupTopic("raid")
	for _, width := range []int{40, 60, 120} {
		for _, line := range strings.Split(renderTopic(topic, gamerules.English, width), "\n") {
			if cmdutil.DisplayWidth(line) > width {
				t.Errorf("width %d: line of %d cells: %q", width, cmdutil.DisplayWidth(line), line)
			}
		}
	}
}
