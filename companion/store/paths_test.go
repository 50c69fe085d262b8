package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestXDGDirs(t *testing.T) {
	home := t.TempDir()
	tests := []struct {
		name             string
		dataEnv, confEnv string
		data, conf       string
	}{
		{"XDG variables set", "/xdg/data", "/xdg/config", "/xdg/data/lockup", "/xdg/config/lockup"},
		{"unset: fall back to HOME", "", "", filepath.Join(home, ".local/share/lockup"), filepath.Join(home, ".config/lockup")},
		{"relative paths are ignored", "data", "conf", filepath.Join(home, ".local/share/lockup"), filepath.Join(home, ".config/lockup")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("HOME", home)
			t.Setenv("XDG_DATA_HOME", tt.dataEnv)
			t.Setenv("XDG_CONFIG_HOME", tt.confEnv)
			if d, err := DataDir(); err != nil || d != tt.data {
				t.Errorf("DataDir = %q, %v; want %q", d, err, tt.data)
			}
			if d, err := ConfigDir(); err != nil || d != tt.conf {
				t.Errorf("ConfigDir = %q, %v; want %q", d, err, tt.conf)
			}
			if p, err := (Dirs{}).GamePath("friday"); err != nil || p != filepath.Join(tt.data, "games", "friday.jsonl") {
				t.Errorf("GamePath = %q, %v", p, err)
			}
			if p, err := (Dirs{}).CatalogPath(); err != nil || p != filepath.Join(tt.conf, "catalog.yaml") {
				t.Errorf("CatalogPath = %q, %v", p, err)
			}
		})
	}
}

func TestGameNames(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/xdg")
	for _, ok := range []string{"friday", "game-2", "Vera_vs_Isaac.3"} {
		if err := CheckGameName(ok); err != nil {
			t.Errorf("%q refused: %v", ok, err)
		}
		if GameNameOf(must((Dirs{}).GamePath(ok))) != ok {
			t.Errorf("GameNameOf does not invert GamePath for %q", ok)
		}
	}
	for _, bad := range []string{"", "../etc/passwd", "a/b", ".hidden", "-rf", "spaced name", "café", string(make([]byte, 65))} {
		err := CheckGameName(bad)
		var ne *GameNameError
		if !errors.As(err, &ne) || !strings.HasPrefix(ne.Error(), "game name: ") {
			t.Errorf("CheckGameName(%q) = %v", bad, err)
		}
	}
}

func TestEnsureDirCreatesPrivateFolders(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a", "b")
	if err := EnsureDir(dir); err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{dir, filepath.Dir(dir)} {
		st, err := os.Stat(d)
		if err != nil || st.Mode().Perm() != 0o700 {
			t.Errorf("%s: %v, %v", d, st.Mode().Perm(), err)
		}
	}
}

func must(s string, err error) string {
	if err != nil {
		panic(err)
	}
	return s
}
