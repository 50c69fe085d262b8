package cmdtest

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/lockup-companion/lockup/companion/store"
)

// TempDirs are lockup's folders in dir: dir/data/lockup and
// dir/config/lockup.
func TempDirs(dir string) store.Dirs {
	return store.Dirs{Data: filepath.Join(dir, "data", "lockup"), Config: filepath.Join(dir, "config", "lockup")}
}

// testDirs are the folders (store.Dirs) each test chose with SetDirs, by
// the test's name; its subtests use them too.
var testDirs sync.Map

// SetDirs makes the commands the test runs keep their files in d, instead
// of the environment's folders, until it ends.
func SetDirs(t *testing.T, d store.Dirs) {
	t.Helper()
	testDirs.Store(t.Name(), d)
	t.Cleanup(func() { testDirs.Delete(t.Name()) })
}

// DirsOf returns the folders the test (or the test it is a subtest of)
// chose with SetDirs, and whether one did.
func DirsOf(t testing.TB) (store.Dirs, bool) {
	for name := t.Name(); ; {
		if d, ok := testDirs.Load(name); ok {
			return d.(store.Dirs), true
		}
		i := strings.LastIndex(name, "/")
		if i < 0 {
			return store.Dirs{}, false
		}
		name = name[:i]
	}
}

// WriteCatalog writes yaml as the card catalog in the folders TempDirs(dir)
// names (dir/config/lockup/catalog.yaml).
func WriteCatalog(t *testing.T, dir, yaml string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Join(dir, "config", "lockup"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "config", "lockup", "catalog.yaml"), []byte(yaml), 0o600); err != nil {
		t.Fatal(err)
	}
}
