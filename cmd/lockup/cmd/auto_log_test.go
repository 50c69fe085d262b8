package cmd

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	logcmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/log"
)

// autoGame plays round 1 to where Vera has passed by herself: she puts
// every token at the Exercise Yard, Isaac passes, and her next Roll Call
// turn passes by itself (core rulebook, "Roll Call Phase – Passing": a crew
// with no token left passes); the locations nobody is at then resolve by
// themselves.
func autoGame(t *testing.T) {
	t.Helper()
	playGame(t)
	mustRun(t, "assign", "Vera", "exercise-yard", "lookout", "enforcer", "2", "3", "4", "5")
	mustRun(t, "pass", "Isaac")
}

// TestLogMarksAutomaticEntries: lockup log and its JSON mark the entries
// the table made by itself, and only those.
func TestLogMarksAutomaticEntries(t *testing.T) {
	t.Parallel()
	autoGame(t)
	text := mustRun(t, "log")
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	var entries []logcmd.EntryJSON
	if err := json.Unmarshal([]byte(mustRun(t, "log", "--output", "json")), &entries); err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(lines) {
		t.Fatalf("%d JSON entries for %d lines:\n%s", len(entries), len(lines), text)
	}
	var auto []string
	for i, e := range entries {
		if e.Automatic != strings.Contains(lines[i], " Automatic: ") {
			t.Errorf("entry %d: automatic %v in JSON, line %q", e.Seq, e.Automatic, lines[i])
		}
		if e.Automatic {
			auto = append(auto, e.Kind+": "+e.Reason)
		}
	}
	if len(auto) == 0 || auto[0] != "pass: Vera has no tokens left, so it passes (core rulebook, \"Roll Call Phase – Passing\")" {
		t.Errorf("the automatic entries: %q\n%s", auto, text)
	}
	for _, l := range lines {
		if strings.Contains(l, "Isaac passes") && strings.Contains(l, "Automatic") {
			t.Errorf("Isaac's pass was typed, not automatic: %q", l)
		}
	}
}

// TestAlreadyMadeRefused: `lockup pass Vera` after Vera passed by herself
// is refused with that explanation, not with the phase the game is in.
func TestAlreadyMadeRefused(t *testing.T) {
	t.Parallel()
	autoGame(t)
	var seq int
	var entries []logcmd.EntryJSON
	if err := json.Unmarshal([]byte(mustRun(t, "log", "--output", "json")), &entries); err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Kind == "pass" && e.Automatic {
			seq = e.Seq
		}
	}
	code, _, errOut := run(t, "", false, "pass", "Vera")
	want := "the table made this entry by itself at entry " + strconv.Itoa(seq) + " (Vera passes): Vera has no tokens left, so it passes"
	if code != cmdutil.ExitBadInput || seq == 0 || !strings.Contains(errOut, want) || strings.Contains(errOut, "the game is in") {
		t.Errorf("pass Vera again: exit %d, stderr %q, want %q", code, errOut, want)
	}
	// A refusal with nothing automatic behind it keeps its own message.
	code, _, errOut = run(t, "", false, "pass", "Isaac")
	if code != cmdutil.ExitBadInput || strings.Contains(errOut, "by itself") {
		t.Errorf("pass Isaac again: exit %d, stderr %q", code, errOut)
	}
}

// TestStatusJSONExpect: status --output json says what the game waits for:
// after Vera's pass by herself and Isaac's, the Lights Out waits at the
// Exercise Yard (the first location with a crew there, core rulebook "II.
// Lights Out Phase") for Vera's choice of her reward; at the start, for
// Vera's Roll Call turn.
func TestStatusJSONExpect(t *testing.T) {
	t.Parallel()
	playGame(t)
	var s statusJSON
	if err := json.Unmarshal([]byte(mustRun(t, "status", "--output", "json")), &s); err != nil {
		t.Fatal(err)
	}
	want := statusExpectJSON{Round: 1, Phase: "roll-call", Kind: "roll-call-turn", Actors: []string{"Vera"}}
	if x := s.Expect; x.Round != want.Round || x.Phase != want.Phase || x.Kind != want.Kind || strings.Join(x.Actors, ",") != "Vera" || x.Automatic || x.Text == "" {
		t.Errorf("expect at the start: %+v", x)
	}
	mustRun(t, "assign", "Vera", "exercise-yard", "lookout", "enforcer", "2", "3", "4", "5")
	mustRun(t, "pass", "Isaac")
	if err := json.Unmarshal([]byte(mustRun(t, "status", "--output", "json")), &s); err != nil {
		t.Fatal(err)
	}
	if x := s.Expect; x.Phase != "lights-out" || x.Kind != "location-to-resolve" || x.Location != "exercise-yard" || strings.Join(x.Actors, ",") != "Vera" || x.Automatic {
		t.Errorf("expect at the Exercise Yard: %+v", x)
	}
}
