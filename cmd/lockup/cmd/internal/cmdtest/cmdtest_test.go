package cmdtest

import "testing"

// TestPkgDir: the hint in Golden's messages names the package as go test
// does from the module's root.
func TestPkgDir(t *testing.T) {
	if got, want := pkgDir(t), "./cmd/lockup/cmd/internal/cmdtest"; got != want {
		t.Errorf("pkgDir = %q, want %q", got, want)
	}
}
