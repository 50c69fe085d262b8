package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/text"
)

// hostileNames are crew or card names that would act on a terminal or look
// like another name: a title-setting sequence with BEL, a right-to-left
// override, a zero-width space, a screen-clearing C1 sequence. Each is given
// as YAML double-quoted text and as the raw name.
var hostileNames = []struct{ yaml, raw string }{
	{`"\x1b]0;pwned\x07Vera"`, "\x1b]0;pwned\x07Vera"},
	{`"\u202eareV"`, "\u202eareV"},
	{`"Ve\u200bra"`, "Ve\u200bra"},
	{`"Vera\u009b2J"`, "Vera\u009b2J"},
}

// assertTerminalSafe fails when s holds a byte or rune a terminal would act
// on: a control byte other than a line break or a tab, DEL, a C1 control,
// a bidirectional or invisible character.
func assertTerminalSafe(t *testing.T, what, s string) {
	t.Helper()
	for i, r := range s {
		if r == '\n' || r == '\t' {
			continue
		}
		if r == utf8.RuneError || text.Unsafe(r) {
			t.Errorf("%s holds %U at byte %d: %q", what, r, i, s)
			return
		}
	}
}

// TestHostileNamesNeverReachTheTerminal feeds hostile names through every
// way a name comes in (board files, resolve files, lockup new --crew, cards
// edit) and checks each is refused with exit 2, nothing written, and that
// neither output holds a byte a terminal would act on.
func TestHostileNamesNeverReachTheTerminal(t *testing.T) {
	t.Parallel()
	board, err := os.ReadFile("../../../examples/two-crews.yaml")
	if err != nil {
		t.Fatal(err)
	}
	resolve, err := os.ReadFile("../../../examples/resolve-four-crews.yaml")
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range hostileNames {
		dir := t.TempDir()
		setDirs(t, tempDirs(dir))
		boardPath := filepath.Join(dir, "board.yaml")
		if err := os.WriteFile(boardPath, []byte(strings.ReplaceAll(string(board), "Vera", n.yaml)), 0o644); err != nil {
			t.Fatal(err)
		}
		resolvePath := filepath.Join(dir, "resolve.yaml")
		if err := os.WriteFile(resolvePath, []byte(strings.ReplaceAll(string(resolve), "Vera", n.yaml)), 0o644); err != nil {
			t.Fatal(err)
		}
		catalogPath := filepath.Join(t.TempDir(), "catalog.yaml")
		before, _ := os.ReadFile(catalogPath)
		gamePath := filepath.Join(dir, "game.jsonl")
		tests := []struct {
			name string
			args []string
		}{
			{"score a board file", []string{"score", boardPath}},
			{"score --output json", []string{"score", "--output", "json", boardPath}},
			{"resolve a resolve file", []string{"resolve", resolvePath, "--explain"}},
			{"new --crew", []string{"new", "--game", gamePath, "--crew", n.raw + ":blue", "--crew", "Isaac:purple"}},
			{"cards edit a new card", []string{"cards", "edit", "--catalog", catalogPath, n.raw, "--kind", "goon", "--set", "suspicion=1"}},
			{"cards show", []string{"cards", "show", "--catalog", catalogPath, n.raw}},
		}
		for _, tt := range tests {
			t.Run(tt.name+"/"+n.yaml, func(t *testing.T) {
				code, out, errOut := run(t, "", false, tt.args...)
				if code != 2 {
					t.Errorf("exit %d, want 2\nstdout: %q\nstderr: %q", code, out, errOut)
				}
				assertTerminalSafe(t, "stdout", out)
				assertTerminalSafe(t, "stderr", errOut)
				if !strings.Contains(errOut, text.Quote(n.raw)) {
					t.Errorf("stderr does not name %s escaped: %q", text.Quote(n.raw), errOut)
				}
			})
		}
		if _, err := os.Stat(gamePath); !os.IsNotExist(err) {
			t.Errorf("a refused lockup new left a game file (%v)", err)
		}
		if after, _ := os.ReadFile(catalogPath); string(after) != string(before) {
			t.Errorf("a refused cards edit changed the catalog")
		}
	}
}

// TestOutputIsEscaped: whatever a command prints goes through text.Writer,
// so a value that was never checked still reaches the terminal escaped.
func TestOutputIsEscaped(t *testing.T) {
	t.Parallel()
	ios, _, out, errOut := cmdutil.TestStreams()
	for _, w := range []interface{ Write([]byte) (int, error) }{ios.Out, ios.ErrOut} {
		if _, err := w.Write([]byte("\x1b]0;pwned\x07Ve\u200bra\n")); err != nil {
			t.Fatal(err)
		}
	}
	want := `\x1b]0;pwned\x07Ve\u200bra` + "\n"
	if out.String() != want || errOut.String() != want {
		t.Errorf("stdout %q, stderr %q; want %q", out, errOut, want)
	}
}

// TestNFCNamesAreOneCrew: "Zoë" typed with é as one character and as e with
// a combining diaeresis are the same crew: two of them are refused.
func TestNFCNamesAreOneCrew(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	setDirs(t, tempDirs(dir))
	code, _, errOut := run(t, "", false, "new", "--game", filepath.Join(dir, "g.jsonl"), "--crew", "Zo\u00eb:blue", "--crew", "Zoe\u0308:purple")
	if code != 2 || !strings.Contains(errOut, "two crews are called") {
		t.Errorf("exit %d: %s; want exit 2 and two crews of one name", code, errOut)
	}
}
