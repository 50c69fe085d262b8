package cmd

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// assertGolden compares got with testdata/NAME; with -update it rewrites the
// file instead.
func assertGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./cmd/lockup/cmd -update)", err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s (run go test ./cmd/lockup/cmd -update if the change is intended)\n--- got:\n%s\n--- want:\n%s", path, got, want)
	}
}
