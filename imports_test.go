// This test lives at the module root, in a package of its own with no
// other files, because it checks every package of the module (cmd, scoring,
// automa, companion and the packages under it) and belongs to none of their
// layers: put inside companion, it would be a package checking the packages
// above it.
package lockup_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const modulePath = "github.com/lockup-companion/lockup"

// layers lists the module's packages, folders relative to the module root,
// from the bottom up. A package may import only packages of a lower layer;
// a leaf imports no package of the module at all.
var layers = []struct {
	dir   string
	layer int
	leaf  bool
}{
	{"companion/text", 0, true},           // names and values made safe for a terminal
	{"companion/terms", 1, false},         // the glossary and the languages: data, below the rules
	{"companion/rules", 2, false},         // the rules engine: pure
	{"scoring", 3, false},                 // final raid and final scoring: pure
	{"scoring/prisonarchitect", 3, false}, // Prison Architect's final scoring: pure; its notes are worded from the terms catalog
	{"companion/input", 4, false},         // the YAML input files the player writes
	{"automa", 4, false},                  // the solo guards' decisions: pure
	{"companion/store", 4, true},          // files on disk: folders, paths, atomic writes
	{"companion/catalog", 5, false},
	{"companion", 6, false}, // the tracker: the game, the entry kinds and their registry
	// The game file reads and writes companion's entries: it sits above the
	// tracker (the payload types play on companion.Game, so the registry
	// cannot move below it), and the tracker never reads a file.
	{"companion/gamelog", 7, false},
	// The solo simulator (lockup solo rate) plays whole games with the
	// automa, the rules engine and scoring, dealing the legend deck with
	// the tracker's shuffle (companion.ShuffleLegends).
	{"companion/solosim", 7, false},
	// A play of the history (what score --record and a game's end build),
	// without the database, so that cmdutil and score link no SQLite.
	{"companion/history/plays", 7, false},
	// The play history: an SQLite database of finished plays, made from
	// scored boards and from game files.
	{"companion/history", 8, false},
	// The command line, split by noun as gh does: what the commands share
	// (cmdutil), the nouns above it, and the root command above them all.
	{"cmd/lockup/cmd/cmdutil", 9, false},
	{"cmd/lockup/cmd/internal/cmdtest", 10, false}, // what the command packages' tests share
	{"cmd/lockup/cmd/cards/cardform", 10, false},   // the card forms cards edit and play ask
	{"cmd/lockup/cmd/cards", 11, false},
	{"cmd/lockup/cmd/rules", 11, false},
	{"cmd/lockup/cmd/resolve", 11, false},
	{"cmd/lockup/cmd/score", 11, false}, // lockup score and lockup pa
	{"cmd/lockup/cmd/log", 11, false},
	{"cmd/lockup/cmd/undo", 11, false}, // lockup undo and lockup redo
	{"cmd/lockup/cmd/verify", 11, false},
	{"cmd/lockup/cmd/export", 11, false},
	{"cmd/lockup/cmd/games", 11, false},
	{"cmd/lockup/cmd/use", 11, false},
	{"cmd/lockup/cmd/terms", 11, false},
	{"cmd/lockup/cmd/solo", 11, false}, // lockup solo audit and lockup solo rate
	{"cmd/lockup/cmd/history", 11, false},
	{"cmd/lockup/cmd/entry", 11, false},      // the one-entry commands (assign, pass, next, take...)
	{"cmd/lockup/cmd/completion", 12, false}, // above the nouns: it imports cards and games
	// status prints a game (with lockup score's table at its end); play
	// prints what status does and asks new's setup forms.
	{"cmd/lockup/cmd/status", 12, false},
	{"cmd/lockup/cmd/newgame", 12, false},
	{"cmd/lockup/cmd/play", 13, false},
	{"cmd/lockup/cmd", 14, false},
	{"cmd/lockup", 15, false},
}

func TestImportsPointDown(t *testing.T) {
	layerOf := map[string]int{}
	for _, l := range layers {
		layerOf[l.dir] = l.layer
	}
	dirs := packageDirs(t)
	for _, dir := range dirs {
		if _, ok := layerOf[dir]; !ok {
			t.Errorf("package %s is in no layer: add it to layers in imports_test.go", dir)
		}
	}
	for _, l := range layers {
		if !slices.Contains(dirs, l.dir) {
			t.Errorf("layers lists %s, which holds no Go package", l.dir)
			continue
		}
		for imp, file := range ownImports(t, l.dir) {
			switch below, ok := layerOf[imp]; {
			case l.leaf:
				t.Errorf("%s imports %s (%s), but %s imports no package of the module", l.dir, imp, file, l.dir)
			case !ok:
				t.Errorf("%s imports %s (%s), which is in no layer", l.dir, imp, file)
			case below >= l.layer:
				t.Errorf("%s (layer %d) imports %s (layer %d) in %s: imports must point down", l.dir, l.layer, imp, below, file)
			}
		}
	}
}

// historyImporters are the only packages that may import companion/history
// (and so link modernc.org/sqlite): the history command and the root,
// which wires its recording into the Factory. Every other command
// package's test binary then links without the database, which took
// about half of the link time of go test ./... (docs/speed.md).
var historyImporters = []string{"cmd/lockup/cmd/history", "cmd/lockup/cmd"}

func TestHistoryDatabaseImporters(t *testing.T) {
	for _, l := range layers {
		for imp, file := range ownImports(t, l.dir) {
			if imp == "companion/history" && !slices.Contains(historyImporters, l.dir) {
				t.Errorf("%s imports companion/history (%s): only %v may (the SQLite database); use companion/history/plays or a Factory func", l.dir, file, historyImporters)
			}
		}
	}
}

// packageDirs returns the module's folders that hold non-test Go files,
// relative to the module root, leaving out testdata and hidden folders.
func packageDirs(t *testing.T) []string {
	t.Helper()
	var dirs []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			name := d.Name()
			if path != "." && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if isSource(d.Name()) {
			dir := filepath.ToSlash(filepath.Dir(path))
			if dir != "." && !slices.Contains(dirs, dir) {
				dirs = append(dirs, dir)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return dirs
}

func isSource(name string) bool {
	return strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go")
}

// ownImports reads the imports of the non-test Go files in dir and returns
// those of the module's own packages (relative to the module root), each
// with a file importing it.
func ownImports(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	out := map[string]string{}
	for _, e := range entries {
		if e.IsDir() || !isSource(e.Name()) {
			continue
		}
		path := filepath.Join(dir, e.Name())
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range f.Imports {
			imp, err := strconv.Unquote(spec.Path.Value)
			if err != nil {
				t.Fatal(err)
			}
			if rel, ok := strings.CutPrefix(imp, modulePath+"/"); ok {
				out[rel] = filepath.ToSlash(path)
			} else if imp == modulePath {
				out["."] = filepath.ToSlash(path)
			}
		}
	}
	return out
}

// apart lists imports that the layers would allow but that would bring a
// second home for the same words: the guard cards, their colours and the
// location cards are the rules vocabulary's (companion/rules), so the card
// catalog and the input files name them without the automa (issue 21).
var apart = []struct{ dir, imp string }{
	{"companion/catalog", "automa"},
	{"companion/input", "automa"},
}

func TestImportsKeptApart(t *testing.T) {
	for _, a := range apart {
		if file, ok := ownImports(t, a.dir)[a.imp]; ok {
			t.Errorf("%s imports %s (%s): take the words from companion/rules", a.dir, a.imp, file)
		}
	}
}
