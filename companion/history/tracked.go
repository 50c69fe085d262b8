package history

import (
	"os"
	"time"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/store"
)

// RecordTracked records the play of a tracked game that has reached its
// final scoring in the history of d's data folder: the game file at path,
// read again, as FromTracked makes it (the same game is always the same
// play, its score what the file says now). A game not at its end records
// nothing.
func RecordTracked(d store.Dirs, path string, g companion.Game, now time.Time) error {
	if g.Phase != companion.PhaseGameEnd {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	p, ok := FromTracked(g, path, data, now)
	if !ok {
		return nil
	}
	return WithDB(d, func(db *DB) error {
		_, _, err := db.Put(p)
		return err
	})
}
