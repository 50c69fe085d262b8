//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScreenPAScoreForm walks the Prison Architect form on a terminal of
// 80x24 with the keys a player uses (Enter, the arrows, Ctrl-C): a solo
// warden, two squares, a Library whose Staff meeple is asked and a Bunk
// Cell asked its Grey and Orange prisoners (not Red: it takes none), an
// answer the rules refuse shown with its reason, then Ctrl-C keeps what was
// typed.
func TestScreenPAScoreForm(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	env := screenEnv(t, home)
	save := filepath.Join(home, "pa.yaml")
	s := startScreen(t, env, "", 80, 24, "pa", "score", "--save", save)
	s.WaitFor("┃ Solo game (one warden against the Governor)?")
	s.Type(keyLeft) // Yes
	s.Type(keyEnter)
	s.WaitFor("┃ Wardens' names")
	s.Type("Gil", keyEnter)
	s.WaitFor("┃ Gil: cash left ($)", "Gil (warden 1 of 1): cash and tracks")
	s.Type("3", "8", keyEnter)
	for _, q := range []string{"Finance track: space", "Finance track: VP", "Rehabilitation track: space", "Rehabilitation track: VP", "guards", "dogs", "trainers", "librarians", "nurses", "custodians"} {
		s.WaitFor("┃ Gil: " + q)
		s.Type(keyEnter)
	}
	s.WaitFor("┃ Gil: squares with a tile")
	s.Type("A", "1", " ", "C", "1", keyEnter)
	s.WaitFor("C1 shares no side with A1", "rulebook: Build")
	s.Type(keyBack, keyBack, "B", "1", keyEnter)
	s.WaitFor("┃ Gil: the tile at A1")
	s.Type("l", "i", "b", "r", "a", "r", "y", keyEnter)
	s.WaitFor("┃ Gil: the tile at B1")
	s.Type("b", "u", "n", "k", " ", "c", "e", "l", "l", keyEnter)
	s.WaitFor("┃ Gil, A1 Library: a Staff meeple on it?", "A1 Library (square 1 of 2)")
	s.Type(keyLeft)
	s.Type(keyEnter)
	s.WaitFor("┃ Gil, A1 Library: token on it")
	s.Type(keyRight) // recreation
	s.WaitFor("← recreation →")
	s.Type(keyEnter)
	s.WaitFor("┃ Gil, A1 Library: Windows, on edges N, S, W")
	s.Type(keyEnter)
	screen := s.WaitFor("┃ Gil, B1 Bunk Cell: token on it", "Gil, B1 Bunk Cell: grey prisoners in it", "Gil, B1 Bunk Cell: orange prisoners in it")
	if strings.Contains(screen, "red prisoners") || strings.Contains(screen, "B1 Bunk Cell: a Staff meeple") {
		t.Errorf("the Bunk Cell is asked what it does not take:\n%s", screen)
	}
	s.Type(keyEnter)
	s.WaitFor("┃ Gil, B1 Bunk Cell: Windows")
	s.Type(keyEnter)
	s.WaitFor("┃ Gil, B1 Bunk Cell: grey prisoners in it")
	s.Type("3", keyEnter)
	s.WaitFor("3 prisoners in Bunk Cell, which holds 2 here")
	s.Type(keyBack, "2", keyEnter)
	s.WaitFor("┃ Gil, B1 Bunk Cell: orange prisoners in it")
	s.Type(keyCtrlC)
	code, screen := s.Exit()
	if code != 130 || !strings.Contains(strings.Join(strings.Fields(screen), ""), "theanswerssofararesavedin") {
		t.Errorf("Ctrl-C: exit code %d, screen:\n%s", code, screen)
	}
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"cash: 38", "{at: A1, tile: library, staff: true, token: recreation}", "{at: B1, tile: bunk-cell, prisoners: {grey: 2}}"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the saved board lacks %q:\n%s", want, data)
		}
	}
}
