package history

import (
	"time"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
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
