package status

import (
	"encoding/json"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/scoring"
)

// statusScoreJSON is the final scoring of a game that has ended: what
// lockup score --output json prints, and the values the game file does not
// give, which are not counted.
type statusScoreJSON struct {
	scoring.JSON
	NotCounted []string `json:"not_counted"`
}

// writeStatusJSON writes the game as companion.StatusView, with the
// commands that answer what it waits for and, once it has ended, its
// final scoring.
func writeStatusJSON(opts *statusOptions, g companion.Game, entries []companion.Entry) error {
	s := companion.NewStatusView(g, entries, cmdutil.ExpectArgs)
	if g.Phase == companion.PhaseGameEnd {
		res, unknown := g.FinalScore()
		if unknown == nil {
			unknown = []string{}
		}
		s.FinalScore = &statusScoreJSON{JSON: scoring.ToJSON(&res), NotCounted: unknown}
	}
	enc := json.NewEncoder(opts.IO.Out)
	enc.SetIndent("", "  ")
	return enc.Encode(s)
}
