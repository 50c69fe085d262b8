package store

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestLockSerialisesWriters: many goroutines, each with its own lock file
// handle, read a counter and write it back plus one (synced, as lockup
// writes): with the lock not one increment is lost. One refused as busy
// (a slow disk can keep the others long enough) tries again.
func TestLockSerialisesWriters(t *testing.T) {
	path := filepath.Join(t.TempDir(), "counter")
	if err := WriteFileAtomic(path, []byte{0}, 0o600); err != nil {
		t.Fatal(err)
	}
	const workers, each = 4, 25
	var wg sync.WaitGroup
	errs := make(chan error, workers*each)
	for range workers {
		wg.Go(func() {
			for range each {
				unlock, err := Lock(path, "the counter")
				var busy *BusyError
				for errors.As(err, &busy) {
					unlock, err = Lock(path, "the counter")
				}
				if err != nil {
					errs <- err
					return
				}
				b, err := os.ReadFile(path)
				if err == nil {
					err = WriteFileAtomic(path, []byte{b[0] + 1}, 0o600)
				}
				unlock()
				if err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if b, _ := os.ReadFile(path); b[0] != workers*each {
		t.Errorf("counter %d, want %d: increments were lost", b[0], workers*each)
	}
}

// TestLockRefusesWhenBusy: while one handle holds the lock, a second waits
// (here Dirs.LockWait, 50 ms) and is refused with a BusyError naming the
// file and the wait; once released the lock is taken again. The busy
// message of a player's lockup names the real wait, LockWait.
func TestLockRefusesWhenBusy(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "friday.jsonl")
	dirs := Dirs{LockWait: 50 * time.Millisecond}
	unlock, err := dirs.Lock(path, "the game")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	_, err = dirs.Lock(path, "the game")
	if waited := time.Since(start); waited < dirs.LockWait {
		t.Errorf("the second Lock gave up after %v, want at least %v", waited, dirs.LockWait)
	}
	var busy *BusyError
	if !errors.As(err, &busy) || !busy.BadInput() || busy.Error() != "the game "+path+" is busy: another lockup is writing to it (waited 0.1 s); try again when it has finished" {
		t.Errorf("second Lock = %v", err)
	}
	busy.Wait = 0 // what Lock, waiting LockWait, reports
	if got, want := busy.Error(), "the game "+path+" is busy: another lockup is writing to it (waited 2.5 s); try again when it has finished"; got != want {
		t.Errorf("with LockWait:\n%s\nwant\n%s", got, want)
	}
	unlock()
	again, err := dirs.Lock(path, "the game")
	if err != nil {
		t.Fatalf("Lock after unlock: %v", err)
	}
	again()
}

// TestDirs: a Dirs with folders given uses them, whatever the environment
// says; the zero Dirs is the environment's.
func TestDirs(t *testing.T) {
	t.Parallel()
	d := Dirs{Data: "/d/lockup", Config: "/c/lockup"}
	games, _ := d.GamesDir()
	game, _ := d.GamePath("friday")
	cat, _ := d.CatalogPath()
	if games != "/d/lockup/games" || game != "/d/lockup/games/friday.jsonl" || cat != "/c/lockup/catalog.yaml" {
		t.Errorf("GamesDir %s, GamePath %s, CatalogPath %s", games, game, cat)
	}
	if _, err := d.GamePath("../x"); err == nil {
		t.Errorf("GamePath(../x) was not refused")
	}
	if (Dirs{}).Wait() != LockWait || d.Wait() != LockWait || (Dirs{LockWait: time.Second}).Wait() != time.Second {
		t.Errorf("Wait does not default to LockWait")
	}
}

// TestLockFollowsSymlinks: a game reached through a symlink shares its
// lock with the game itself.
func TestLockFollowsSymlinks(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "friday.jsonl")
	link := filepath.Join(t.TempDir(), "link.jsonl")
	if err := os.WriteFile(real, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	if LockPath(link) != LockPath(real) || LockPath(real) != filepath.Join(dir, ".friday.jsonl.lock") {
		t.Errorf("LockPath(link) = %s, LockPath(real) = %s", LockPath(link), LockPath(real))
	}
}

func TestTempOf(t *testing.T) {
	tests := []struct {
		name, of string
		ok       bool
	}{
		{".friday.jsonl.tmp-123456", "friday.jsonl", true},
		{".friday.jsonl.new-9", "friday.jsonl", true},
		{".friday.jsonl.redo.tmp-42", "friday.jsonl.redo", true},
		{".catalog.yaml.tmp-1", "catalog.yaml", true},
		{"friday.jsonl.tmp-1", "", false},   // not hidden: not ours
		{".friday.jsonl.tmp-", "", false},   // no digits
		{".friday.jsonl.tmp-1a", "", false}, // not digits
		{".friday.jsonl.lock", "", false},
		{".tmp-1", "", false},
	}
	for _, tt := range tests {
		if of, ok := tempOf(tt.name); of != tt.of || ok != tt.ok {
			t.Errorf("tempOf(%q) = %q, %v; want %q, %v", tt.name, of, ok, tt.of, tt.ok)
		}
	}
}

// TestLockCleansStaleTemps: taking a file's lock removes the temporary
// files of that file (whose writers all hold the lock) and those of other
// files older than StaleTempAge, and nothing else.
func TestLockCleansStaleTemps(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-2 * StaleTempAge)
	files := []struct {
		name         string
		old, removed bool
	}{
		{".friday.jsonl.tmp-111", false, true},
		{".friday.jsonl.new-222", false, true},
		{".friday.jsonl.redo.tmp-333", false, true},
		{".monday.jsonl.tmp-444", false, false}, // another lockup may be writing it
		{".monday.jsonl.tmp-555", true, true},
		{".current.tmp-666", true, true},
		{"friday.jsonl", true, false},
		{"notes.tmp-1", true, false},
		{".hidden.tmp-x", true, false},
	}
	for _, f := range files {
		p := filepath.Join(dir, f.name)
		if err := os.WriteFile(p, []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
		if f.old {
			if err := os.Chtimes(p, old, old); err != nil {
				t.Fatal(err)
			}
		}
	}
	unlock, err := Lock(filepath.Join(dir, "friday.jsonl"), "the game")
	if err != nil {
		t.Fatal(err)
	}
	unlock()
	for _, f := range files {
		_, err := os.Lstat(filepath.Join(dir, f.name))
		if gone := errors.Is(err, os.ErrNotExist); gone != f.removed {
			t.Errorf("%s: removed %v, want %v", f.name, gone, f.removed)
		}
	}
}

// TestRegularFilesOnly: folders, FIFOs and devices are refused at once
// with "not a regular file", for reading and for replacing; a symlink to a
// regular file has its target replaced and stays a link.
func TestRegularFilesOnly(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	target := filepath.Join(dir, "target.yaml")
	if err := os.WriteFile(target, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.yaml")
	fifoLink := filepath.Join(dir, "fifo-link")
	for old, nw := range map[string]string{target: link, fifo: fifoLink} {
		if err := os.Symlink(old, nw); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []string{dir, fifo, fifoLink, os.DevNull} {
		var nr *NotRegularError
		if f, err := OpenRegular(p); !errors.As(err, &nr) || !nr.BadInput() {
			t.Errorf("OpenRegular(%s) = %v", p, err)
			if f != nil {
				f.Close()
			}
		}
		if err := WriteFileAtomic(p, []byte("new"), 0o600); !errors.As(err, &nr) {
			t.Errorf("WriteFileAtomic(%s) = %v", p, err)
		}
	}
	if st, err := os.Stat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced: %v %v", st.Mode(), err)
	}
	f, err := OpenRegular(link)
	if err != nil {
		t.Fatalf("a symlink to a regular file was refused: %v", err)
	}
	f.Close()
	if err := WriteFileAtomic(link, []byte("new"), 0o600); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the symlink was replaced by a file")
	}
	if b, _ := os.ReadFile(target); string(b) != "new" {
		t.Errorf("the symlink's target holds %q", b)
	}
	left, _ := os.ReadDir(dir)
	names := make([]string, 0, len(left))
	for _, e := range left {
		names = append(names, e.Name())
	}
	if want := []string{"fifo", "fifo-link", "link.yaml", "target.yaml"}; !slices.Equal(names, want) {
		t.Errorf("the folder holds %v, want %v", names, want)
	}
	dangling := filepath.Join(dir, "dangling")
	if err := os.Symlink(filepath.Join(dir, "nowhere"), dangling); err != nil {
		t.Fatal(err)
	}
	if err := WriteFileAtomic(dangling, []byte("x"), 0o600); err == nil {
		t.Errorf("a dangling symlink was written")
	}
}

// BenchmarkLock measures taking and releasing a file's lock, with the look
// for stale temporary files in a folder of 50 games.
func BenchmarkLock(b *testing.B) {
	dir := b.TempDir()
	for i := range 50 {
		if err := os.WriteFile(filepath.Join(dir, "game"+string(rune('a'+i%26))+string(rune('a'+i/26))+".jsonl"), nil, 0o600); err != nil {
			b.Fatal(err)
		}
	}
	path := filepath.Join(dir, "friday.jsonl")
	for b.Loop() {
		unlock, err := Lock(path, "the game")
		if err != nil {
			b.Fatal(err)
		}
		unlock()
	}
}
