package companion

// AutoRun is what Game.PlayAuto did: the entries the table made by itself,
// in order, the game after them and what it then waits for.
type AutoRun struct {
	// Reports are the entries kept, each with what it did and why the
	// table made it (Report.Auto).
	Reports []Report
	// Game is the game after them; Next what it waits for then.
	Game Game
	Next Expectation
	// Refused is the rules' refusal of the entry Next.Auto holds, which
	// Game.Expect offered (never expected): the run stopped before it and
	// the game waits for it by hand.
	Refused error
}

// PlayAuto plays, one by one, the entries the table makes by itself while
// nobody has a choice (Expectation.Auto: a crew with no token left passes, a
// location with no reward left to choose resolves, the goons advance, the
// suspicion cubes are added, the app's decks deal, a choice with one answer
// is made), and returns what happened.
//
// When while is not nil, only the entries it accepts are played (the run
// stops at the first it refuses). keep is called with each entry the rules
// accept, before the next is worked out: it stores the entry (appending it
// to the game file) and may replace rep.Entry with the stored one; its
// error stops the run, which returns it with the entries kept before.
func (g Game) PlayAuto(while func(Game, Auto) bool, keep func(rep *Report) error) (AutoRun, error) {
	run := AutoRun{Game: g}
	for {
		x := run.Game.Expect()
		run.Next = x
		auto, ok := x.Auto()
		if !ok || while != nil && !while(run.Game, auto) {
			return run, nil
		}
		after, rep, err := run.Game.PlayReport(run.Game.NextEntry(auto.Payload))
		if err != nil {
			run.Refused = err
			return run, nil
		}
		rep.After, rep.Auto = after, auto
		if keep != nil {
			if err := keep(&rep); err != nil {
				return run, err
			}
		}
		run.Reports = append(run.Reports, rep)
		run.Game = after
	}
}

// AppDecksAtSetup accepts, for Game.PlayAuto, the entries the app's decks
// make while the game is set up: the tunnel markers and the first legend
// card a Breakout game's app lays from its seed (Breakout rulebook,
// "Expansion Setup"), which lockup new writes with the setup.
func AppDecksAtSetup(g Game, a Auto) bool {
	return g.Phase == PhaseSetup && a.Reason == AutoAppDecks
}
