package status

import (
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// writeStatusJSON writes the game as companion.StatusView, with the
// commands that answer what it waits for and, once it has ended, its
// final scoring.
func writeStatusJSON(opts *statusOptions, g companion.Game, entries []companion.Entry) error {
	return cmdutil.WriteJSON(opts.IO.Out, companion.NewStatusView(g, entries, cmdutil.ExpectArgs))
}
