package gamelog

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// roundLog writes the first round of a three-crew game (roundEntries) to
// a new game file and returns it, with the file's bytes.
func roundLog(t *testing.T) (*Log, []byte) {
	t.Helper()
	l, path := newTestLog(t)
	appendAll(t, l, roundEntries(t))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return l, data
}

// roundEntries plays the first round of a three-crew game through the
// tracker's API and returns its entries: the round companion's tests play
// (playRound1), its cards with the made-up printed values of companion's
// test cards (card values are not in the rulebooks).
func roundEntries(t *testing.T) []companion.Entry {
	t.Helper()
	setup := companion.SetupEntry{Crews: []companion.SetupCrew{{Name: "Vera"}, {Name: "Isaac"}, {Name: "Claire"}}, Edition: rules.Edition2019}
	g, err := companion.NewGame(setup)
	if err != nil {
		t.Fatal(err)
	}
	entries := []companion.Entry{{Seq: 1, Phase: companion.PhaseSetup, Payload: &setup}}
	do := func(p companion.Payload) {
		t.Helper()
		e := g.NextEntry(p)
		e.Seq = len(entries) + 1
		if g, err = g.Play(e); err != nil {
			t.Fatalf("entry %d refused: %v", e.Seq, err)
		}
		entries = append(entries, e)
	}
	for i := range g.DisplaySize() {
		name := "Item " + string(rune('A'+i))
		do(&companion.DisplayCardEntry{Card: name, Printed: &catalog.Card{Kind: catalog.ItemCard, Name: name, Reputation: catalog.Know(1), Cost: catalog.Know(catalog.CardCost{}), Valuables: catalog.Know(catalog.CardValuables{}), Effects: catalog.Know([]catalog.Effect{}), Barrels: catalog.Know(0)}})
	}
	icons := map[rules.Location]int{rules.Sewers: 1, rules.ChowHall: 2}
	for _, at := range rules.GoonLocations {
		name := "Goon at " + at.String()
		do(&companion.GoonCardEntry{Card: name, Location: at, Printed: &catalog.Card{Kind: catalog.GoonCard, Name: name, GoonType: rules.Ratmen, Suspicion: catalog.Know(icons[at]), Valuables: catalog.Know(catalog.CardValuables{}), Effects: catalog.Know([]catalog.Effect{})}})
	}
	// Roll Call: Vera, Isaac, Claire, clockwise.
	do(assign("Vera", rules.ExerciseYard, "5"))
	do(assign("Isaac", rules.ExerciseYard, "4"))
	do(assign("Claire", rules.Sewers, "3"))
	do(assign("Vera", rules.Sewers, "2"))
	do(&companion.AssignEntry{Crew: "Isaac", Location: rules.Commissary, Tokens: []string{"5", "lookout"}, FaceDown: []string{"5"}})
	do(assign("Claire", rules.Commissary, "4"))
	do(assign("Vera", rules.Commissary, "3"))
	do(assign("Isaac", rules.ChowHall, "3"))
	do(assign("Claire", rules.Infirmary, "5", "enforcer"))
	do(assign("Vera", rules.Infirmary, "4"))
	do(assign("Isaac", rules.Smithy, "2"))
	do(&companion.PassEntry{Crew: "Claire"})
	do(&companion.PassEntry{Crew: "Vera"})
	do(&companion.PassEntry{Crew: "Isaac"})
	// Lights Out.
	do(&companion.ResolveEntry{Location: rules.ExerciseYard})
	do(&companion.ResolveEntry{Location: rules.Sewers})
	do(&companion.ResolveEntry{Location: rules.Infirmary})
	do(&companion.ResolveEntry{Location: rules.Smithy})
	do(&companion.RewardChoiceEntry{Crew: "Isaac", Location: rules.Commissary, Action: companion.RewardTake, Gain: rules.Resources{Gold: 1}})
	do(&companion.RewardChoiceEntry{Crew: "Claire", Location: rules.Commissary, Action: companion.RewardDecline})
	do(&companion.RewardChoiceEntry{Crew: "Vera", Location: rules.Commissary, Action: companion.RewardExchange, Spend: rules.Resources{Scrap: 1, Potions: 1}, Gain: rules.Resources{Iron: 1}})
	do(&companion.ResolveEntry{Location: rules.Commissary})
	// Isaac, who could recruit, chooses nothing: its token straggles.
	do(&companion.RewardChoiceEntry{Crew: "Isaac", Location: rules.ChowHall, Action: companion.RewardNone})
	do(&companion.ResolveEntry{Location: rules.ChowHall})
	do(&companion.ResolveEntry{Location: rules.CellBlock})
	do(&companion.ResolveEntry{Location: rules.Library})
	return entries
}

func assign(crew string, loc rules.Location, tokens ...string) *companion.AssignEntry {
	return &companion.AssignEntry{Crew: crew, Location: loc, Tokens: tokens}
}

func seqs(es []companion.Entry) []int {
	out := make([]int, len(es))
	for i, e := range es {
		out[i] = e.Seq
	}
	return out
}

func replayLog(t *testing.T, l *Log) companion.Game {
	t.Helper()
	g, err := companion.Replay(l.Header(), l.Entries())
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestUndoAndRedo(t *testing.T) {
	// Each step acts on the log; undoTo(k) takes back the last k entries
	// at once.
	type step func(t *testing.T, l **Log) error
	undoTo := func(k int) step {
		return func(t *testing.T, l **Log) error {
			to := (*l).Len() - k
			taken, err := (*l).UndoTo(to)
			if err == nil && (len(taken) != k || taken[0].Seq != to+1) {
				t.Errorf("UndoTo(%d) took back %v", to, seqs(taken))
			}
			return err
		}
	}
	undo := func(t *testing.T, l **Log) error {
		e, err := (*l).Undo()
		if err == nil && e.Seq != (*l).Len()+1 {
			t.Errorf("Undo took back entry %d with %d left", e.Seq, (*l).Len())
		}
		return err
	}
	redo := func(t *testing.T, l **Log) error {
		before := (*l).Len()
		g, e, err := (*l).Redo(replayLog(t, *l))
		if err == nil && (e.Seq != before+1 || (*l).Len() != before+1 || !gamesEqual(g, replayLog(t, *l))) {
			t.Errorf("Redo put back entry %d, the log holds %d", e.Seq, (*l).Len())
		}
		return err
	}
	reopen := func(t *testing.T, l **Log) error {
		again, _, err := Files{}.OpenLog((*l).Path())
		*l = again
		return err
	}
	appendOther := func(t *testing.T, l **Log) error {
		// Claire's turn, after the round's first eleven Roll Call
		// entries: she assigns instead of passing.
		g := replayLog(t, *l)
		e := g.NextEntry(assign("Claire", rules.CellBlock, "2"))
		if _, err := g.Play(e); err != nil {
			t.Fatalf("the new entry is refused: %v", err)
		}
		return (*l).Append(e)
	}
	tests := []struct {
		name  string
		steps []step
		// want are the errors each step returns (nil: none).
		want []error
		// left is how many entries fewer than the round the file holds at
		// the end; undone are the entries Undone returns then (by number, from
		// the end of the round: 1 is the last entry).
		left   int
		undone []int
		// same is true when the file must be the round's, byte for byte.
		same bool
	}{
		{name: "undo then redo", steps: []step{undo, redo}, want: []error{nil, nil}, same: true},
		{name: "three at once, back one a call", steps: []step{undoTo(3), redo, redo}, want: []error{nil, nil, nil}, left: 1, undone: []int{1}},
		{name: "three at once, all back", steps: []step{undoTo(3), redo, redo, redo, redo}, want: []error{nil, nil, nil, nil, ErrNothingToRedo}, same: true},
		{name: "undos pile up in order", steps: []step{undo, undo, undoTo(2)}, want: []error{nil, nil, nil}, left: 4, undone: []int{4, 3, 2, 1}},
		{name: "redo then undo again", steps: []step{undoTo(2), redo, undo}, want: []error{nil, nil, nil}, left: 2, undone: []int{2, 1}},
		{name: "kept when the game is opened again", steps: []step{undoTo(2), reopen, redo}, want: []error{nil, nil, nil}, left: 1, undone: []int{1}},
		{name: "nothing undone", steps: []step{redo}, want: []error{ErrNothingToRedo}, same: true},
		{name: "a new entry ends redo", steps: []step{undoTo(15), appendOther, redo}, want: []error{nil, nil, ErrNothingToRedo}, left: 14},
		{name: "undo to beyond the end", steps: []step{undoTo(0)}, want: []error{ErrNothingToUndo}, same: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, round := roundLog(t)
			n := l.Len()
			for i, s := range tc.steps {
				if err := s(t, &l); !errors.Is(err, tc.want[i]) {
					t.Fatalf("step %d: %v, want %v", i+1, err, tc.want[i])
				}
			}
			data, err := os.ReadFile(l.Path())
			if err != nil {
				t.Fatal(err)
			}
			if tc.same {
				if !bytes.Equal(data, round) {
					t.Errorf("the game file is not the round's:\n%s", data)
				}
			} else if !bytes.HasPrefix(round, data[:len(data)-len(l.lines[l.Len()-1])]) {
				t.Errorf("the game file does not start as the round's")
			}
			if l.Len() != n-tc.left {
				t.Errorf("%d entries, want %d", l.Len(), n-tc.left)
			}
			var want []int
			for _, k := range tc.undone {
				want = append(want, n+1-k)
			}
			if got := seqs(l.Undone()); !equalInts(got, want) {
				t.Errorf("Undone = %v, want %v", got, want)
			}
			if len(want) == 0 {
				// Redo removes the file once nothing is left; Append
				// removes it too.
				if _, err := os.Stat(RedoPath(l.Path())); err == nil {
					t.Errorf("the redo file is still there")
				}
			}
		})
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// gamesEqual compares two games by what status shows of them.
func gamesEqual(a, b companion.Game) bool {
	return a.Round == b.Round && a.Phase == b.Phase && a.FirstPlayer == b.FirstPlayer && a.Expect().String() == b.Expect().String() &&
		len(a.Crews) == len(b.Crews) && a.Supply == b.Supply
}

// TestRedoChecksTheEntry hands Redo a game the entry does not fit: the
// rules engine refuses it and nothing changes.
func TestRedoChecksTheEntry(t *testing.T) {
	l, _ := roundLog(t)
	if _, err := l.UndoTo(l.Len() - 2); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(l.Path())
	redoBefore, _ := os.ReadFile(RedoPath(l.Path()))
	older, err := companion.Replay(l.Header(), l.Entries()[:l.Len()-3])
	if err != nil {
		t.Fatal(err)
	}
	var refused *companion.ReplayError
	if _, _, err := l.Redo(older); !errors.As(err, &refused) || refused.Seq != l.Len()+1 {
		t.Fatalf("Redo against another game = %v, want the rules' refusal of entry %d", err, l.Len()+1)
	}
	after, _ := os.ReadFile(l.Path())
	redoAfter, _ := os.ReadFile(RedoPath(l.Path()))
	if !bytes.Equal(before, after) || !bytes.Equal(redoBefore, redoAfter) || len(l.Undone()) != 2 {
		t.Errorf("a refused redo changed something")
	}
}

// TestRedoFileOutOfDate: a redo file that does not match the game file
// (changed by another program since the undo) is never used.
func TestRedoFileOutOfDate(t *testing.T) {
	l, round := roundLog(t)
	if _, err := l.Undo(); err != nil {
		t.Fatal(err)
	}
	// Another program puts the entry back by hand.
	if err := os.WriteFile(l.Path(), round, 0o600); err != nil {
		t.Fatal(err)
	}
	again, _, err := Files{}.OpenLog(l.Path())
	if err != nil {
		t.Fatal(err)
	}
	if len(again.Undone()) != 0 {
		t.Errorf("an out-of-date redo file was read")
	}
	_, _, err = again.Redo(replayLog(t, again))
	if !errors.Is(err, ErrNothingToRedo) || !strings.Contains(err.Error(), "changed since") {
		t.Errorf("Redo = %v", err)
	}
	// A damaged redo file holds nothing to redo either.
	if err := os.WriteFile(RedoPath(l.Path()), []byte("{not json\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, _, err := again.Redo(replayLog(t, again)); !errors.Is(err, ErrNothingToRedo) || !strings.Contains(err.Error(), "cannot be read") {
		t.Errorf("Redo with a damaged redo file = %v", err)
	}
}

func TestCreateLogRemovesAnOldRedoFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "friday.jsonl")
	if err := os.WriteFile(RedoPath(path), []byte("left over\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := (Files{}).CreateLog(path, 1, created); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(RedoPath(path)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the old redo file is still there: %v", err)
	}
}
