package gamelog

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/store"
)

// raceLog runs op on a Log of its own, opening the game again whenever
// another writer changed it and trying again when the game was busy (as a
// player would), until op succeeds or fails otherwise.
func raceLog(path string, l **Log, op func(*Log) error) error {
	for {
		if *l == nil {
			fresh, _, err := Files{}.OpenLog(path)
			if errors.As(err, new(*store.BusyError)) {
				continue
			}
			if err != nil {
				return err
			}
			*l = fresh
		}
		err := op(*l)
		switch {
		case errors.Is(err, ErrLogChanged):
			*l = nil
			continue
		case errors.As(err, new(*store.BusyError)):
			continue
		}
		return err
	}
}

// TestAppendAndUndoNeverInterleave: one goroutine appends, another undoes,
// each through its own Log, 200 times each. Every entry an Append
// confirmed is in the file unless an Undo confirmed taking it back, the
// file reads whole, and the lock leaves no temporary file behind.
func TestAppendAndUndoNeverInterleave(t *testing.T) {
	l, path := newTestLog(t)
	entries := sampleEntries()
	appendAll(t, l, entries[:1])
	n := 200
	if testing.Short() {
		n = 40
	}
	var appended, undone int
	var wg sync.WaitGroup
	var appendErr, undoErr error
	wg.Go(func() {
		var mine *Log
		for i := range n {
			appendErr = raceLog(path, &mine, func(l *Log) error { return l.Append(entries[1+i%(len(entries)-1)]) })
			if appendErr != nil {
				return
			}
			appended++
		}
	})
	wg.Go(func() {
		var mine *Log
		for range n {
			undoErr = raceLog(path, &mine, func(l *Log) error {
				if l.Len() <= 1 {
					return nil // only the first entry left: nothing this test undoes
				}
				_, err := l.Undo()
				if err == nil {
					undone++
				}
				return err
			})
			if undoErr != nil {
				return
			}
		}
	})
	wg.Wait()
	if appendErr != nil || undoErr != nil {
		t.Fatalf("append: %v; undo: %v", appendErr, undoErr)
	}
	got, rep, err := Files{}.OpenLog(path)
	if err != nil || rep.Torn {
		t.Fatalf("the game does not read whole after the race: %v %+v", err, rep)
	}
	if want := 1 + appended - undone; got.Len() != want {
		t.Errorf("%d entries, want 1 + %d appended - %d undone = %d: entries were lost", got.Len(), appended, undone, want)
	}
	for i, e := range got.Entries() {
		if e.Seq != i+1 {
			t.Fatalf("entry %d is numbered %d", i+1, e.Seq)
		}
	}
	assertNoTemps(t, filepath.Dir(path))
}

// assertNoTemps fails when dir holds a temporary file of lockup's.
func assertNoTemps(t *testing.T, dir string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if name := e.Name(); name[0] == '.' && name != ".friday.jsonl.lock" {
			t.Errorf("%s was left in %s", name, dir)
		}
	}
}

// TestLockedLogMakesOthersWait: while a command holds the game
// (OpenLogLocked), another lockup's append waits and is refused as busy,
// and the game is unchanged; once unlocked, the holder's own writes take
// the lock for themselves.
func TestLockedLogMakesOthersWait(t *testing.T) {
	first, path := newTestLog(t)
	appendAll(t, first, sampleEntries()[:1])
	// The others wait 50 ms, not store.LockWait: a Log keeps the wait of
	// the Files that opened it.
	fs := Files{LockWait: 50 * time.Millisecond}
	l, _, err := fs.OpenLog(path)
	if err != nil {
		t.Fatal(err)
	}
	held, _, err := Files{}.OpenLogLocked(path)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)
	var busy *store.BusyError
	if err := l.Append(sampleEntries()[1]); !errors.As(err, &busy) || busy.Wait != fs.LockWait {
		t.Errorf("Append while another holds the game = %v", err)
	}
	if _, _, err := fs.OpenLog(path); !errors.As(err, &busy) {
		t.Errorf("OpenLog while another holds the game = %v", err)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Errorf("the busy game was changed")
	}
	if err := held.Append(sampleEntries()[1]); err != nil {
		t.Errorf("the holder cannot append: %v", err)
	}
	held.Unlock()
	held.Unlock() // twice is harmless
	if err := held.Append(sampleEntries()[2]); err != nil {
		t.Errorf("append after Unlock: %v", err)
	}
	var none *Log
	none.Unlock() // nil-safe, for defer
}

// TestUndoSeenEvenAtTheSameLength: another lockup's undo followed by an
// append of a line as long as the one taken back leaves the file at the
// length this Log knows, yet it is another file: the append is refused.
func TestUndoSeenEvenAtTheSameLength(t *testing.T) {
	l, path := newTestLog(t)
	entries := sampleEntries()
	appendAll(t, l, entries[:2])
	other, _, err := Files{}.OpenLog(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := other.Undo(); err != nil {
		t.Fatal(err)
	}
	appendAll(t, other, entries[1:2])
	if st, _ := os.Stat(path); st.Size() != l.size {
		t.Fatalf("the test needs a file of the same length")
	}
	if err := l.Append(entries[2]); !errors.Is(err, ErrLogChanged) {
		t.Errorf("Append after another's undo and append = %v", err)
	}
}

// TestCreateLogWritesTheSetupInOneGo: the header and the first entries are
// one file from the start, read back as given, with no temporary file left.
func TestCreateLogWritesTheSetupInOneGo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "friday.jsonl")
	first := sampleEntries()[:3]
	l, err := Files{}.CreateLog(path, 42, created, first...)
	if err != nil {
		t.Fatal(err)
	}
	got, _, err := Files{}.OpenLog(path)
	if err != nil || got.Len() != 3 || l.Len() != 3 {
		t.Fatalf("OpenLog: %v, %d entries (Log had %d)", err, got.Len(), l.Len())
	}
	if err := l.Append(sampleEntries()[3]); err != nil {
		t.Errorf("append after CreateLog: %v", err)
	}
	assertNoTemps(t, filepath.Dir(path))
	bad := sampleEntries()[:1]
	bad[0].Phase = companion.PhaseLightsOut
	if _, err := (Files{}).CreateLog(path+"2", 42, created, bad...); err == nil {
		t.Errorf("a bad first entry was accepted")
	}
	if _, err := os.Stat(path + "2"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a refused CreateLog left a file: %v", err)
	}
}
