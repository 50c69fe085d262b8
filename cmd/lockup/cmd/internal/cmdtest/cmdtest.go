package cmdtest

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// Golden compares got with testdata/name of the package under test, or
// rewrites that file (and makes its folder) when the test runs with
// -update. Its messages name the go test command that rewrites it.
func Golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test %s -update to create it)", err, PkgDir(t))
	}
	if got != string(want) {
		t.Errorf("%s differs (run go test %s -update after checking the change)\n--- got\n%s\n--- want\n%s", path, PkgDir(t), got, want)
	}
}

// PkgDir is the package under test as go test names it from the module's
// root ("./cmd/lockup/cmd/newgame"): go test runs a package's tests in its
// folder.
func PkgDir(t *testing.T) string {
	t.Helper()
	wd, err := os.Getwd()
	if err != nil {
		return "."
	}
	for root := wd; ; {
		if _, err := os.Stat(filepath.Join(root, "go.mod")); err == nil {
			rel, err := filepath.Rel(root, wd)
			if err != nil {
				return "."
			}
			return "./" + filepath.ToSlash(rel)
		}
		parent := filepath.Dir(root)
		if parent == root {
			return "."
		}
		root = parent
	}
}

// NoControl fails when an error message holds a control character, which
// would reach the terminal raw.
func NoControl(t *testing.T, in string, err error) {
	t.Helper()
	if strings.ContainsFunc(err.Error(), unicode.IsControl) {
		t.Fatalf("%q: control characters in the message %q", in, err.Error())
	}
}
