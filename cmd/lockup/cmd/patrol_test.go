package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// patrolGame writes a two-crew game file in which every round both crews
// pass at once, up to the Patrol phase of round `rounds` (or the game end
// when rounds is 6).
func patrolGame(t *testing.T, rounds int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "g.jsonl")
	l, err := gamelog.Files{}.CreateLog(path, 7, time.Date(2025, 3, 1, 19, 30, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	setup := &companion.SetupEntry{Crews: []companion.SetupCrew{{Name: "Vera"}, {Name: "Isaac"}}, Edition: rules.Edition2019}
	g, err := companion.NewGame(*setup)
	if err != nil {
		t.Fatal(err)
	}
	add := func(p companion.Payload) {
		t.Helper()
		e := g.NextEntry(p)
		after := g
		if len(l.Entries()) == 0 {
			e = companion.Entry{Phase: companion.PhaseSetup, Payload: p}
		} else if after, err = g.Play(e); err != nil {
			t.Fatal(err)
		}
		if err := l.Append(e); err != nil {
			t.Fatal(err)
		}
		g = after
	}
	add(setup)
	for _, c := range []string{"Lockpick", "Shiv", "Rope"} {
		add(&companion.DisplayCardEntry{Card: c, Printed: itemValues(t, c)})
	}
	for _, loc := range rules.GoonLocations[:] {
		name := "Goon at " + loc.Slug()
		add(&companion.GoonCardEntry{Card: name, Location: loc, Printed: goonValues(t, name, 1)})
	}
	for round := 1; round <= rounds; round++ {
		add(&companion.PassEntry{Crew: "Vera"})
		add(&companion.PassEntry{Crew: "Isaac"})
		for _, loc := range rules.AllLocations {
			add(&companion.ResolveEntry{Location: loc})
		}
		if round == rounds {
			break
		}
		add(&companion.PatrolEntry{Action: companion.PatrolAdvanceGoons})
		name := "Fen " + string(rune('0'+round))
		add(&companion.GoonCardEntry{Card: name, Location: rules.Sewers, Printed: goonValues(t, name, 0)})
		p, _ := g.NextPatrolEntry(false)
		add(p)
	}
	return path
}

// itemValues and goonValues are made-up printed values (card values are
// not in the rulebooks).
func itemValues(t *testing.T, name string) *catalog.Card {
	t.Helper()
	return cardValues(t, catalog.ItemCard, name, "reputation=1", "cost=1 iron", "valuables=none", "effects=none", "barrels=0")
}

func goonValues(t *testing.T, name string, icons int) *catalog.Card {
	t.Helper()
	return cardValues(t, catalog.GoonCard, name, "type=ratmen", fmt.Sprintf("suspicion=%d", icons), "valuables=none", "effects=none")
}

func cardValues(t *testing.T, kind catalog.CardKind, name string, sets ...string) *catalog.Card {
	t.Helper()
	c := catalog.Card{Kind: kind, Name: name}
	for _, s := range sets {
		k, v, _ := strings.Cut(s, "=")
		if err := c.SetValue(k, v); err != nil {
			t.Fatal(err)
		}
	}
	return &c
}

func TestPatrolCommands(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	path := patrolGame(t, 1)
	before, _ := os.ReadFile(path)
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"a discard within the limit", []string{"discard", "Vera", "scrap=1"}, "resource limits are checked in step 1"},
		{"a goon before the advance", []string{"draw", "goon", "sewers", "Fen:0"}, "after the goons advance"},
		{"an item into a full display", []string{"draw", "item", "Key"}, "the item display is full"},
		{"a bad resource", []string{"discard", "Vera", "silver=1"}, "not a resource"},
	} {
		code, _, errOut := run(t, "", false, append(tc.args, "--game", path)...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%s: exit %d %q", tc.name, code, errOut)
		}
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Error("a refused entry changed the game file")
	}
	var b strings.Builder
	b.WriteString(mustRun(t, "status", "--game", path))
	b.WriteString(mustRun(t, "patrol", "--game", path))
	// The last goon card drawn: the suspicion cubes are added by themselves.
	b.WriteString(mustRun(t, "draw", "goon", "sewers", "Gil:1:gold", "--game", path))
	b.WriteString(mustRun(t, "log", "--game", path))
	golden(t, "game/patrol.golden", b.String())
}

func TestStatusAtGameEnd(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	path := patrolGame(t, 6)
	out := mustRun(t, "status", "--game", path)
	golden(t, "game/game-end.golden", out)
	code, _, errOut := run(t, "", false, "pass", "Vera", "--game", path)
	if code != 2 || !strings.Contains(errOut, "the game ended after round 6") {
		t.Errorf("pass after the end: exit %d %q", code, errOut)
	}
}
