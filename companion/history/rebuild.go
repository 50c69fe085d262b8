package history

import (
	"time"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/store"
)

// FromGameFile replays a game file's bytes and makes its play when the
// game has reached its final scoring (ok false otherwise): the same play,
// with the same UUID, as the one recorded when the game ended, so that
// lockup history rebuild adds only the plays the history lacks. date is
// used for the play's date (the file's modification time).
func FromGameFile(path string, data []byte, date time.Time) (p Play, ok bool, err error) {
	h, entries, _, err := gamelog.ReadLog(path, data)
	if err != nil {
		return Play{}, false, err
	}
	g, err := companion.Replay(h, entries)
	if err != nil {
		return Play{}, false, err
	}
	p, ok = FromTracked(g, path, data, date)
	return p, ok, nil
}

// Rebuilt is what RebuildIn did: the game files found, those that ended,
// and their plays added to the history and updated in it.
type Rebuilt struct{ Files, Ended, Added, Updated int }

// RebuildIn replays every game file of d's games folder (FromGamesDir,
// handing skip, when not nil, each file passed over) and puts the play of
// each ended one in the history of d's data folder (DB.Put): one the
// history lacks is added, one whose log changed since it was recorded is
// updated.
func RebuildIn(d store.Dirs, skip func(path string, err error)) (Rebuilt, error) {
	dir, err := d.GamesDir()
	if err != nil {
		return Rebuilt{}, err
	}
	files, plays := FromGamesDir(dir, skip)
	r := Rebuilt{Files: files, Ended: len(plays)}
	err = WithDB(d, func(db *DB) error {
		r.Added, r.Updated, err = db.Put(plays...)
		return err
	})
	return r, err
}
