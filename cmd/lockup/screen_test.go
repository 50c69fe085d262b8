//go:build linux

package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"
	"github.com/hinshun/vt10x"

	"github.com/lockup-companion/lockup/companion/store"
)

// A screen is lockup running on a pseudo-terminal of its own, as a player
// would run it in a terminal window, with a terminal emulator reading what
// it draws. Tests type keys on it and read the screen the player would see:
// forms must work with the keyboard (raw mode, arrows, Enter, Tab, Ctrl-C),
// and every question must be readable at 80x24.
type screen struct {
	t    *testing.T
	ptmx *os.File
	cmd  *exec.Cmd

	mu   sync.Mutex // guards term (the reader goroutine writes it)
	term vt10x.Terminal

	read   chan struct{} // closed when the terminal side has nothing more
	exited chan struct{} // closed when lockup has ended
	err    error         // lockup's exit status, once exited is closed
}

// Keys a test types.
const (
	keyEnter = "\r"
	keyTab   = "\t"
	keyUp    = "\x1b[A"
	keyDown  = "\x1b[B"
	keyRight = "\x1b[C"
	keyLeft  = "\x1b[D"
	keyCtrlC = "\x03"
	keyBack  = "\x7f"
)

// screenWait is how long a test waits for the screen to show something
// before it fails: it bounds a hang, and judges nothing about speed.
const screenWait = 10 * time.Second

// screenEnv returns the environment of a lockup started on a screen: its
// own data and config directories under home, a colour terminal, and none
// of the variables that change how lockup draws (NO_COLOR, ACCESSIBLE...):
// the process gets this environment alone. This process's own environment
// is left as it is, so that screen tests run side by side.
func screenEnv(t *testing.T, home string) []string {
	t.Helper()
	env := []string{
		childEnv + "=1",
		"HOME=" + home,
		"XDG_DATA_HOME=" + home + "/data",
		"XDG_CONFIG_HOME=" + home + "/config",
		"XDG_STATE_HOME=" + home + "/state",
		"TERM=xterm-256color",
		"NO_PAGER=1", // the pager has its own test (TestScreenPager)
		"PATH=" + os.Getenv("PATH"),
	}
	// lockup run in this process (lockupHere) keeps its files there too,
	// through the Factory rather than the environment.
	screenDirs.Store(t.Name(), store.Dirs{Data: home + "/data/lockup", Config: home + "/config/lockup"})
	t.Cleanup(func() { screenDirs.Delete(t.Name()) })
	return env
}

// screenDirs are the folders of each screen test's home (screenEnv), by
// the test's name.
var screenDirs sync.Map

// screenCatalog holds made-up values (test fixtures, not card data) for the
// cards of the screen tests' games.
const screenCatalog = `lockup_catalog: 1
items:
  - {name: Lockpick, reputation: 3, cost: "1 iron, 1 any", valuables: "1 gem", effects: [gain-gold], barrels: 0}
  - {name: Crown, reputation: 2, cost: "2 scrap", valuables: "2 gems", effects: none, barrels: 0}
  - {name: Rope, reputation: 1, cost: "1 potions", valuables: "1 shield", effects: none, barrels: 0}
  - {name: Shiv, reputation: 2, cost: "2 iron", valuables: "1 shield", effects: none, barrels: 0}
goons:
  - {name: Grub, type: dwarves, suspicion: 1, valuables: "1 shield", effects: [gain-power]}
  - {name: Snag, type: ratmen, suspicion: 0, valuables: none, effects: [choose-tome]}
  - {name: Mox, type: cultists, suspicion: 0, valuables: none, effects: none}
  - {name: Pip, type: flayers, suspicion: 0, valuables: "1 gem", effects: none}
  - {name: Tusk, type: hobgoblins, suspicion: 2, valuables: none, effects: none}
`

// screenHome makes a home of the test's own with screenCatalog as its card
// catalog, and returns the environment of a lockup started there on a
// screen (see screenEnv).
func screenHome(t *testing.T) []string {
	t.Helper()
	home := t.TempDir()
	env := screenEnv(t, home)
	dir := filepath.Join(home, "config", "lockup")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "catalog.yaml"), []byte(screenCatalog), 0o600); err != nil {
		t.Fatal(err)
	}
	return env
}

// startScreen starts lockup with args on a new pseudo-terminal of cols x
// rows, in dir ("" for the test's own directory), with env (see
// screenEnv). The process is killed when the test ends.
func startScreen(t *testing.T, env []string, dir string, cols, rows int, args ...string) *screen {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	if err := pty.Setsize(ptmx, &pty.Winsize{Cols: uint16(cols), Rows: uint16(rows)}); err != nil {
		t.Fatal(err)
	}
	s := &screen{
		t:      t,
		ptmx:   ptmx,
		read:   make(chan struct{}),
		exited: make(chan struct{}),
	}
	// The emulator answers the program's queries (cursor position, device
	// attributes) on the pseudo-terminal, as a terminal window does.
	s.term = vt10x.New(vt10x.WithSize(cols, rows), vt10x.WithWriter(ptmx))
	s.cmd = exec.Command(exe, args...)
	s.cmd.Env = env
	s.cmd.Dir = dir
	s.cmd.Stdin, s.cmd.Stdout, s.cmd.Stderr = tty, tty, tty
	// A session of its own with the terminal as its controlling terminal,
	// in the foreground, as in a shell.
	s.cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	if err := s.cmd.Start(); err != nil {
		tty.Close()
		ptmx.Close()
		t.Fatal(err)
	}
	tty.Close() // the child holds the terminal now
	go func() {
		defer close(s.read)
		buf := make([]byte, 4096)
		for {
			n, err := ptmx.Read(buf)
			if n > 0 {
				s.mu.Lock()
				_, _ = s.term.Write(buf[:n])
				s.mu.Unlock()
			}
			if err != nil {
				return // Linux ends the read with EIO once the child has gone
			}
		}
	}()
	go func() {
		s.err = s.cmd.Wait()
		close(s.exited)
	}()
	t.Cleanup(func() {
		select {
		case <-s.exited:
		default:
			_ = s.cmd.Process.Kill()
			<-s.exited
		}
		ptmx.Close()
		<-s.read
	})
	return s
}

// Type sends keys to lockup, as typed on the keyboard, one key at a time
// (a terminal sends each key press as it comes; a whole line in one read
// would be a paste).
func (s *screen) Type(keys ...string) {
	s.t.Helper()
	for _, k := range keys {
		if _, err := s.ptmx.Write([]byte(k)); err != nil {
			s.t.Fatalf("typing %q: %v", k, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Text returns the screen as the player sees it: one line per row, with
// trailing blanks removed.
func (s *screen) Text() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	lines := strings.Split(s.term.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n")
}

// WaitFor waits until the screen shows every one of texts, and returns the
// screen. It fails the test with the screen when they do not appear, or
// when lockup ends first.
func (s *screen) WaitFor(texts ...string) string {
	s.t.Helper()
	deadline := time.Now().Add(screenWait)
	for {
		text := s.Text()
		if containsAll(text, texts) {
			return text
		}
		select {
		case <-s.exited:
			<-s.read
			if text := s.Text(); containsAll(text, texts) {
				return text
			}
			s.t.Fatalf("lockup ended (%v) before the screen showed %q; the screen:\n%s", s.err, texts, s.Text())
		default:
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("the screen did not show %q within %v; the screen:\n%s", texts, screenWait, text)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Exit waits for lockup to end and returns its exit code and the last
// screen.
func (s *screen) Exit() (int, string) {
	s.t.Helper()
	select {
	case <-s.exited:
	case <-time.After(screenWait):
		s.t.Fatalf("lockup did not end within %v; the screen:\n%s", screenWait, s.Text())
	}
	<-s.read
	code := 0
	if s.err != nil {
		var exit *exec.ExitError
		if !errors.As(s.err, &exit) {
			s.t.Fatal(s.err)
		}
		code = exit.ExitCode()
	}
	return code, s.Text()
}

func containsAll(text string, parts []string) bool {
	for _, p := range parts {
		if !strings.Contains(text, p) {
			return false
		}
	}
	return true
}

// TestScreenRules checks the harness on a command that asks nothing: the
// screen shows what lockup printed.
func TestScreenRules(t *testing.T) {
	t.Parallel()
	env := screenEnv(t, t.TempDir())
	s := startScreen(t, env, "", 80, 24, "rules", "raid")
	code, text := s.Exit()
	if code != 0 || !strings.Contains(text, "aid") {
		t.Fatalf("lockup rules raid on a screen: exit code %d, screen:\n%s", code, text)
	}
}

// TestScreenPager runs `lockup rules raid` (64 lines) at 80x24 with the
// pager: a script that copies its input to a file, then less itself (LESS
// unset, so lockup sets LESS=FRX): the first screen shows the topic's
// start, q quits, and the text stays on the screen.
func TestScreenPager(t *testing.T) {
	t.Parallel()
	base := screenEnv(t, t.TempDir())
	var env []string
	for _, e := range base {
		if !strings.HasPrefix(e, "NO_PAGER=") {
			env = append(env, e)
		}
	}
	t.Run("fake", func(t *testing.T) {
		dir := t.TempDir()
		copied := filepath.Join(dir, "paged")
		script := filepath.Join(dir, "pager")
		if err := os.WriteFile(script, []byte("#!/bin/sh\necho \"LESS=$LESS\" > "+copied+"\ncat >> "+copied+"\n"), 0o700); err != nil {
			t.Fatal(err)
		}
		s := startScreen(t, append(env, "PAGER="+script), "", 80, 24, "rules", "raid")
		code, screen := s.Exit()
		data, err := os.ReadFile(copied)
		if err != nil {
			t.Fatal(err)
		}
		got := sgr.ReplaceAllString(string(data), "")
		if code != 0 || !strings.HasPrefix(got, "LESS=FRX\n") || strings.Count(got, "\n") < 60 || strings.TrimSpace(screen) != "" {
			t.Errorf("exit code %d; the pager got %d lines:\n%s\nthe screen:\n%s", code, strings.Count(got, "\n"), got, screen)
		}
	})
	t.Run("less", func(t *testing.T) {
		if _, err := exec.LookPath("less"); err != nil {
			t.Skip("no less here")
		}
		s := startScreen(t, env, "", 80, 24, "rules", "raid")
		s.WaitFor("Raid")
		time.Sleep(200 * time.Millisecond)
		select {
		case <-s.exited:
			t.Fatalf("lockup ended without waiting in the pager; the screen:\n%s", s.Text())
		default:
		}
		if first := s.Text(); strings.Contains(first, "Also found as") {
			t.Errorf("the first page shows the topic's end:\n%s", first)
		}
		s.Type("q")
		if code, last := s.Exit(); code != 0 || !strings.Contains(last, "Raid") {
			t.Errorf("after q: exit code %d, screen:\n%s", code, last)
		}
	})
}
