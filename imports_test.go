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
	"maps"
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

// sqliteDriver is the module of the SQLite database companion/history
// opens: a binary importing it, or any package of it, links the database.
const sqliteDriver = "modernc.org/sqlite"

// sqliteLinkers are the only packages whose binaries, test binaries
// included, may link the SQLite database: companion/history, which opens
// it, historyImporters, and the program (cmd/lockup), which runs the root.
var sqliteLinkers = append([]string{"companion/history", "cmd/lockup"}, historyImporters...)

// TestHistoryDatabaseImporters holds the SQLite database to the packages
// that need it: only historyImporters import companion/history, and no
// other package reaches the driver at all, through any chain of the
// module's own packages (a package below history importing one that imports
// it, as well as a direct import) nor through its own test files, which its
// test binary links too. The chain is followed in the module's own
// packages; the driver is found where one of them imports it.
func TestHistoryDatabaseImporters(t *testing.T) {
	for _, l := range layers {
		for imp, file := range ownImports(t, l.dir) {
			if imp == "companion/history" && !slices.Contains(historyImporters, l.dir) {
				t.Errorf("%s imports companion/history (%s): only %v may (the SQLite database); use companion/history/plays or a Factory func", l.dir, file, historyImporters)
			}
		}
	}
	dirs := packageDirs(t)
	var graph importGraph // the non-test imports of every package
	for _, dir := range dirs {
		own, other := fileImports(t, dir, false)
		graph.add(dir, own, other)
	}
	for _, dir := range dirs {
		if slices.Contains(sqliteLinkers, dir) {
			continue
		}
		own, other := fileImports(t, dir, true) // its test binary's: its tests' imports too
		if chain := graph.sqliteChain(dir, own, other); chain != nil {
			t.Errorf("%s links the SQLite database: %s; only %v may (use companion/history/plays or a Factory func)", dir, strings.Join(chain, " -> "), sqliteLinkers)
		}
	}
}

// importGraph holds the imports of the module's packages (fileImports):
// the module's own, relative to its root, and the others.
type importGraph struct{ own, other map[string]map[string]string }

func (g *importGraph) add(dir string, own, other map[string]string) {
	if g.own == nil {
		g.own, g.other = map[string]map[string]string{}, map[string]map[string]string{}
	}
	g.own[dir], g.other[dir] = own, other
}

// sqliteChain returns how a package reaches the SQLite driver, breadth
// first through the module's own packages from the package's imports (own
// and other, as fileImports gives them): the package, the packages between,
// the file importing the driver and the driver; nil when it does not.
func (g *importGraph) sqliteChain(dir string, own, other map[string]string) []string {
	from := map[string]string{dir: ""} // each package reached, from the one importing it
	queue := []string{dir}
	for len(queue) > 0 {
		pkg := queue[0]
		queue = queue[1:]
		imps, ext := g.own[pkg], g.other[pkg]
		if pkg == dir {
			imps, ext = own, other
		}
		for _, imp := range slices.Sorted(maps.Keys(ext)) {
			if imp == sqliteDriver || strings.HasPrefix(imp, sqliteDriver+"/") {
				chain := []string{imp, ext[imp]}
				for p := pkg; p != ""; p = from[p] {
					chain = append(chain, p)
				}
				slices.Reverse(chain)
				return chain
			}
		}
		for _, imp := range slices.Sorted(maps.Keys(imps)) {
			if _, seen := from[imp]; !seen {
				from[imp] = pkg
				queue = append(queue, imp)
			}
		}
	}
	return nil
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
	own, _ := fileImports(t, dir, false)
	return own
}

// fileImports reads the imports of the Go files in dir, its non-test files
// or (tests) every file, test files too, and returns each with a file
// importing it: own, the module's own packages relative to the module root
// ("." for the root); other, the rest by their import path.
func fileImports(t *testing.T, dir string, tests bool) (own, other map[string]string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	own, other = map[string]string{}, map[string]string{}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") || (!tests && !isSource(e.Name())) {
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
			into := other
			if rel, ok := strings.CutPrefix(imp, modulePath+"/"); ok {
				imp, into = rel, own
			} else if imp == modulePath {
				imp, into = ".", own
			}
			if _, ok := into[imp]; !ok {
				into[imp] = filepath.ToSlash(path)
			}
		}
	}
	return own, other
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

// TestSQLiteChain checks the walk TestHistoryDatabaseImporters makes, on a
// made-up module: the driver imported directly, from two packages below
// through a package between (history's own import of the driver), only by
// a test file, or not reached at all.
func TestSQLiteChain(t *testing.T) {
	var g importGraph
	g.add("companion/history", map[string]string{"companion/rules": "companion/history/db.go"}, map[string]string{"fmt": "companion/history/db.go", sqliteDriver: "companion/history/db.go"})
	g.add("companion/rules", nil, map[string]string{"fmt": "companion/rules/rules.go"})
	g.add("companion/middle", map[string]string{"companion/history": "companion/middle/m.go"}, nil)
	g.add("cmd/top", map[string]string{"companion/middle": "cmd/top/top.go", "companion/rules": "cmd/top/top.go"}, nil)
	g.add("cmd/clean", map[string]string{"companion/rules": "cmd/clean/clean.go"}, nil)
	for _, tc := range []struct {
		dir        string
		own, other map[string]string // the package's imports, its tests' too
		want       string
	}{
		{"companion/direct", nil, map[string]string{sqliteDriver + "/lib": "companion/direct/d.go"}, "companion/direct -> companion/direct/d.go -> modernc.org/sqlite/lib"},
		{"cmd/top", g.own["cmd/top"], nil, "cmd/top -> companion/middle -> companion/history -> companion/history/db.go -> modernc.org/sqlite"},
		{"cmd/clean", map[string]string{"companion/rules": "cmd/clean/clean.go", "companion/middle": "cmd/clean/clean_test.go"}, nil, "cmd/clean -> companion/middle -> companion/history -> companion/history/db.go -> modernc.org/sqlite"},
		{"cmd/clean", g.own["cmd/clean"], nil, ""},
	} {
		if got := strings.Join(g.sqliteChain(tc.dir, tc.own, tc.other), " -> "); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.dir, got, tc.want)
		}
	}
}
