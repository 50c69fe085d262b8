package cmdutil

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/terms"
)

// Recording an entry, then the entries the table makes by itself, and
// printing what each one did and what comes next: the entry commands
// (package entry), play and new share these.

// RecordReport checks an entry against the game and appends it; the report
// says what it did. A refused entry changes nothing. Then ended (the
// Factory's RecordIfEnded; nil: nothing) records the game's play in the
// history when the entry ended it.
func RecordReport(ended func(l *gamelog.Log, before, after companion.Game), l *gamelog.Log, g companion.Game, p companion.Payload) (companion.Report, error) {
	after, rep, err := g.PlayReport(g.NextEntry(p))
	if err != nil {
		// An entry the table already made by itself is refused as such.
		err = companion.AlreadyMade(l.Header(), l.Entries(), g, p, err)
		return rep, &GameRefusal{Err: fmt.Errorf("refused: %w", err)}
	}
	if err := l.Append(rep.Entry); err != nil {
		return rep, err
	}
	rep.Entry, rep.After = l.Entries()[l.Len()-1], after
	if ended != nil {
		ended(l, g, after) // issue 25: the play goes to the history
	}
	return rep, nil
}

// RecordAndSay records a payload in the game, then the entries the table
// makes by itself, and prints each with what it did, then what comes next,
// in lang (ended as RecordReport's).
func RecordAndSay(ios *IOStreams, lang terms.Lang, ended func(l *gamelog.Log, before, after companion.Game), l *gamelog.Log, g companion.Game, p companion.Payload) error {
	rep, err := RecordReport(ended, l, g, p)
	if err != nil {
		return err
	}
	return Say(ios, lang, l, rep)
}

// Say prints what a recorded entry did, appends and prints the entries the
// table then makes by itself (AppendAutoEntries), and prints what comes
// next with the commands that answer it, all in lang.
func Say(ios *IOStreams, lang terms.Lang, l *gamelog.Log, rep companion.Report) error {
	rep.Lang = lang
	PrintReport(ios, rep)
	_, next, err := AppendAutoEntries(ios, lang, l, rep.After)
	if err != nil {
		return err
	}
	PrintLine(ios, next.StringIn(lang), "", "  ")
	return nil
}

// AppendAutoEntries appends, one by one, the entries the table makes by
// itself while nobody has a choice (companion.Expectation.Auto: a crew with
// no token left passes, a location with no reward left to choose resolves,
// the goons advance, the suspicion cubes are added, a choice with one
// answer is made), printing each with its reason. They are ordinary
// entries of the game file: its replay never makes them. It returns the
// game after them and what it then waits for; an entry the rules refuse
// (never expected) stops them, said on standard error, and the game waits
// for it by hand. The entries and what they did are printed in lang.
func AppendAutoEntries(ios *IOStreams, lang terms.Lang, l *gamelog.Log, g companion.Game) (companion.Game, companion.Expectation, error) {
	run, err := g.PlayAuto(nil, func(rep *companion.Report) error {
		if err := l.Append(rep.Entry); err != nil {
			return err
		}
		rep.Entry = l.Entries()[l.Len()-1]
		rep.Lang = lang
		PrintReport(ios, *rep)
		return nil
	})
	if err != nil {
		return run.Game, run.Next, err
	}
	if run.Refused != nil {
		auto, _ := run.Next.Auto()
		fmt.Fprintf(ios.ErrOut, "lockup: the entry the table makes by itself (%s) was %v\n", auto, &GameRefusal{Err: fmt.Errorf("refused: %w", run.Refused)})
	}
	return run.Game, run.Next, nil
}

// PrintReport prints an entry and what it did, one indented line each, in
// the report's language (Report.Lang).
func PrintReport(ios *IOStreams, rep companion.Report) {
	PrintLine(ios, companion.DescribeEntryIn(rep.Lang, rep.Entry), "", "    ")
	for _, line := range rep.Lines() {
		// A line indented under the one before (the reasons of the
		// guards' decisions) keeps its indent when it wraps.
		text := strings.TrimLeft(line, " ")
		indent := line[:len(line)-len(text)]
		PrintLine(ios, text, "  "+indent, "    "+indent)
	}
}
