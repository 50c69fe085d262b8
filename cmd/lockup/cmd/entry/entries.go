package entry

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The entry commands share these: the options every one has, the wiring
// of a leaf command (leaf), and recording the entry its words make (record,
// recordCards). What the words mean at this point of the game is
// companion's (AssignWords, TomeWords...: one type per command, which each
// command's options embed); recording an entry and printing what it did
// are cmdutil's (RecordAndSay), which play and new share.

// Options are what every entry command has: its streams, the language it
// prints in, lockup's folders and lock wait, and the game it writes.
type Options struct {
	IO *cmdutil.IOStreams
	// Lang is the language the entry and what it did are printed in
	// (Factory.Lang).
	Lang terms.Lang
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs store.Dirs
	// RecordIfEnded adds the game to the play history when the entry ends
	// it (Factory.RecordIfEnded; nil adds nothing).
	RecordIfEnded func(l *gamelog.Log, before, after companion.Game)
	// GamePath is --game: the game file ("" for the current game).
	GamePath string
}

// leaf finishes an entry command built with its options opts, whose
// Options are common: it gives them the Factory's streams and folders, cmd
// the --game flag, and the run of cmdutil.Leaf, which takes the Factory's
// language first.
func leaf[O any](f *cmdutil.Factory, cmd *cobra.Command, opts *O, common *Options, read func(args []string) error, runF, run func(*O) error) *cobra.Command {
	common.IO, common.Dirs, common.RecordIfEnded = f.IOStreams, f.Dirs, f.RecordIfEnded
	cmdutil.GameFlag(cmd, &common.GamePath)
	return cmdutil.Leaf(cmd, opts, func(*cobra.Command) { common.Lang = f.Lang }, read, runF, run)
}

// record opens the game, makes the entry the command's words say (entry,
// which may refuse them: then nothing is written), records it and prints
// what it did and what comes next.
func (o *Options) record(entry func(g *companion.Game) (companion.Payload, error)) error {
	l, g, err := cmdutil.OpenGame(o.IO, o.Dirs, o.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	p, err := entry(&g)
	if err != nil {
		return err
	}
	return cmdutil.RecordAndSay(o.IO, o.Lang, o.RecordIfEnded, l, g, p)
}

// recordCards is record for an entry that names cards: entry fills their
// printed values from the card catalog (cards), a refused entry names the
// closest card the catalog knows, and the values typed are kept in the
// player's catalog once the entry is recorded.
func (o *Options) recordCards(entry func(g *companion.Game, cards companion.Cards) (companion.Payload, error)) error {
	l, g, err := cmdutil.OpenGame(o.IO, o.Dirs, o.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	cards, err := catalog.NewFiller(o.Dirs, g.Breakout != nil)
	if err != nil {
		return err
	}
	p, err := entry(&g, cards)
	if err != nil {
		return err
	}
	rep, err := cmdutil.RecordReport(o.RecordIfEnded, l, g, p)
	if err != nil {
		return closestKnown(err, cards, p)
	}
	if err := cards.Save(); err != nil {
		return err
	}
	return cmdutil.Say(o.IO, o.Lang, l, rep)
}

// closestKnown adds to an entry the rules refuse, naming a card the catalog
// does not know, the closest card it knows (companion.ClosestKnown).
func closestKnown(err error, cards *catalog.Filler, p companion.Payload) error {
	var refused *cmdutil.GameRefusal
	if !errors.As(err, &refused) {
		return err
	}
	return &cmdutil.GameRefusal{Err: companion.ClosestKnown(cards.Catalog(), p, refused.Err)}
}

// wantArgs counts an entry command's arguments: from min to max (no
// limit when max < 0), else a usage error repeating usage.
func wantArgs(min, max int, usage string) cobra.PositionalArgs {
	return func(_ *cobra.Command, args []string) error {
		if len(args) < min || (max >= 0 && len(args) > max) {
			return &cmdutil.UsageError{Err: fmt.Errorf("usage: %s", usage)}
		}
		return nil
	}
}
