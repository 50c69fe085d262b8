package companion

import "fmt"

// StartGame plays a new game's whole setup, for lockup new to write in one
// go with the log's header (a game file appears whole or not at all, never
// with half its setup): the setup entry, then later (the item display's
// and goon spaces' cards), then with the app's decks the tunnel markers and
// first legend card laid from seed (AppDecksAtSetup), as a replay deals
// them from the header. It returns the entries and the game they make; an
// error is the rules' refusal.
func StartGame(setup SetupEntry, later []Payload, seed int64) ([]Entry, Game, error) {
	g, err := NewGame(setup)
	if err != nil {
		return nil, Game{}, err
	}
	entries := []Entry{{Phase: PhaseSetup, Payload: &setup}}
	for _, p := range later {
		e := g.NextEntry(p)
		if g, err = g.Play(e); err != nil {
			return nil, Game{}, fmt.Errorf("refused: %w", err)
		}
		entries = append(entries, e)
	}
	g.Seed = seed
	run, _ := g.PlayAuto(AppDecksAtSetup, func(rep *Report) error {
		entries = append(entries, rep.Entry)
		return nil
	})
	if run.Refused != nil {
		return nil, Game{}, fmt.Errorf("refused: %w", run.Refused)
	}
	return entries, run.Game, nil
}
