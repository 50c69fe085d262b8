package cmd

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/store"
)

// The entry commands (assign, pass, next, take, exchange, decline, recruit,
// craft, reserve, effect, tome, discard, draw, patrol, bonus) share these:
// recording an entry, then the entries the table makes by itself; printing
// what each one did and what comes next; reading the names typed, with the
// crew left out when only one crew can act.

// recordReport checks an entry against the game and appends it; the report
// says what it did. A refused entry changes nothing. An entry that ends the
// game records its play in the history of the command's data folder (dirs,
// the Factory's), a failure said on ios's standard error.
func recordReport(ios *IOStreams, dirs store.Dirs, l *gamelog.Log, g companion.Game, p companion.Payload) (companion.Report, error) {
	after, rep, err := g.PlayReport(g.NextEntry(p))
	if err != nil {
		// An entry the table already made by itself is refused as such.
		err = companion.AlreadyMade(l.Header(), l.Entries(), g, p, err)
		return rep, &gameRefusal{Err: fmt.Errorf("refused: %w", err)}
	}
	if err := l.Append(rep.Entry); err != nil {
		return rep, err
	}
	rep.Entry, rep.After = l.Entries()[l.Len()-1], after
	cmdutil.RecordIfEnded(ios, dirs, l, g, after) // issue 25: the play goes to the history
	return rep, nil
}

// recordAndSay records a payload in the game, then the entries the table
// makes by itself, and prints each with what it did, then what comes next
// (dirs as recordReport's).
func recordAndSay(ios *IOStreams, dirs store.Dirs, l *gamelog.Log, g companion.Game, p companion.Payload) error {
	rep, err := recordReport(ios, dirs, l, g, p)
	if err != nil {
		return err
	}
	return say(ios, l, rep)
}

// say prints what a recorded entry did, appends and prints the entries the
// table then makes by itself (appendAutoEntries), and prints what comes
// next with the commands that answer it.
func say(ios *IOStreams, l *gamelog.Log, rep companion.Report) error {
	printReport(ios, rep)
	_, next, err := appendAutoEntries(ios, l, rep.After)
	if err != nil {
		return err
	}
	printLine(ios, next.String(), "", "  ")
	return nil
}

// appendAutoEntries appends, one by one, the entries the table makes by
// itself while nobody has a choice (companion.Expectation.Auto: a crew with
// no token left passes, a location with no reward left to choose resolves,
// the goons advance, the suspicion cubes are added, a choice with one
// answer is made), printing each with its reason. They are ordinary
// entries of the game file: its replay never makes them. It returns the
// game after them and what it then waits for; an entry the rules refuse
// (never expected) stops them, said on standard error, and the game waits
// for it by hand.
func appendAutoEntries(ios *IOStreams, l *gamelog.Log, g companion.Game) (companion.Game, companion.Expectation, error) {
	run, err := g.PlayAuto(nil, func(rep *companion.Report) error {
		if err := l.Append(rep.Entry); err != nil {
			return err
		}
		rep.Entry = l.Entries()[l.Len()-1]
		printReport(ios, *rep)
		return nil
	})
	if err != nil {
		return run.Game, run.Next, err
	}
	if run.Refused != nil {
		auto, _ := run.Next.Auto()
		fmt.Fprintf(ios.ErrOut, "lockup: the entry the table makes by itself (%s) was %v\n", auto, &gameRefusal{Err: fmt.Errorf("refused: %w", run.Refused)})
	}
	return run.Game, run.Next, nil
}

// printReport prints an entry and what it did, one indented line each.
func printReport(ios *IOStreams, rep companion.Report) {
	printLine(ios, companion.DescribeEntry(rep.Entry), "", "    ")
	for _, line := range rep.Lines() {
		// A line indented under the one before (the reasons of the
		// guards' decisions) keeps its indent when it wraps.
		text := strings.TrimLeft(line, " ")
		indent := line[:len(line)-len(text)]
		printLine(ios, text, "  "+indent, "    "+indent)
	}
}

// leadingCrew reads the crew a command may name first: when args[0] names
// a crew of the game (ignoring case), it returns that crew's name and the
// other words; otherwise "" and every word. A crew takes precedence over a
// location, a card or a resource of the same name.
func leadingCrew(g *companion.Game, args []string) (string, []string) {
	if len(args) > 0 {
		if crew, ok := companion.FindName(args[0], g.Seating()); ok {
			return crew, args[1:]
		}
	}
	return "", args
}

// crewOr returns the crew typed, as seated, or when none is typed the one
// crew that can make the action now.
func crewOr(g *companion.Game, typed string, a companion.CrewAction) (string, error) {
	if typed != "" {
		return g.MatchCrew(typed)
	}
	return g.OnlyActor(a)
}
