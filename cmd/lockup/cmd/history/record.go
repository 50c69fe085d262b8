package history

import (
	"fmt"
	"time"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	playhistory "github.com/lockup-companion/lockup/companion/history"
	"github.com/lockup-companion/lockup/companion/store"
)

// RecordIfEnded records the play of a tracked game whose entries (one, or
// several redone) just took it to its final scoring, or changed it after
// its end (a tome, a loot token): before is the game before them, after
// the game after. The play is the game's (playhistory.GameID): a game whose
// end is taken back and put back, or whose score changes after its end, is
// still one play, with the score its log gives now. A failure never
// refuses the entry: it is said, and lockup history rebuild records the
// play later from the game file. The history is the one in the command's
// data folder (dirs, the Factory's), the failure said on ios's standard
// error.
func RecordIfEnded(ios *cmdutil.IOStreams, dirs store.Dirs, l *gamelog.Log, before, after companion.Game) {
	if err := playhistory.RecordTracked(dirs, l.Path(), after, time.Now()); err != nil {
		fmt.Fprintf(ios.ErrOut, "lockup: the play was not added to the history (%v); lockup history rebuild adds it later\n", err)
	}
}

// RecordScored records a scored board's play (--record) and says so on
// standard error, so that --output json stays one value.
func RecordScored(ios *cmdutil.IOStreams, d store.Dirs, p playhistory.Play) error {
	_, err := RecordPlay(ios, d, p)
	return err
}

// RecordPlay is RecordScored, also saying whether the play was added.
func RecordPlay(ios *cmdutil.IOStreams, d store.Dirs, p playhistory.Play) (added int, err error) {
	added, err = playhistory.RecordIn(d, p)
	if err != nil {
		return 0, err
	}
	if added == 0 {
		fmt.Fprintf(ios.ErrOut, "This board is in the play history already (play %s).\n", cmdutil.ShortID(p.ID))
	} else {
		fmt.Fprintf(ios.ErrOut, "Added to the play history as play %s (lockup history show %s).\n", cmdutil.ShortID(p.ID), cmdutil.ShortID(p.ID))
	}
	return added, nil
}
