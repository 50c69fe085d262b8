package solosim

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/outcomes.golden")

// TestOutcomesGolden plays 1,000 games of every level, policy and box (core
// and Breakout) and compares a digest of every game's outcome and end state
// (scores, raids, each side's board, the legend cards won, the cubes on the
// locations) with testdata/outcomes.golden: work on the simulator's speed
// must leave every game as it was. -update rewrites the file.
func TestOutcomesGolden(t *testing.T) {
	var out strings.Builder
	s := new(Game)
	for _, breakout := range []bool{false, true} {
		box := fixtureBox(breakout)
		for _, d := range allLevels {
			cards, err := box.Cards(d)
			if err != nil {
				t.Fatal(err)
			}
			cfg := box.Config(d)
			for _, p := range Policies {
				h := sha256.New()
				won, points := 0, 0
				for seed := range int64(1000) {
					o, err := s.Play(&box, cfg, &cards, p, seed)
					if err != nil {
						t.Fatal(err)
					}
					if o.Won {
						won++
					}
					points += o.Player
					player, guards := s.player, s.guards
					player.board, guards.board = nil, nil // a pointer: its address differs from run to run
					fmt.Fprintf(h, "%+v %+v %+v %+v %+v %v %v %v %d %d %+v\n", o, *s.player.board, player, *s.guards.board, guards, s.sites,
						s.legends, s.marker, s.nRes, s.tomesLeft, s.b.Supply)
					fmt.Fprintln(h, s.dispCard, s.resCard[:s.nRes], s.goonCard)
				}
				fmt.Fprintf(&out, "breakout=%v %s %s: won %d, player points %d, digest %x\n", breakout, d, p, won, points, h.Sum(nil)[:12])
			}
		}
	}
	path := filepath.Join("testdata", "outcomes.golden")
	if *update {
		if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != string(want) {
		t.Errorf("outcomes changed:\n%s\nwant:\n%s", out.String(), want)
	}
}

// TestSitesChecked: every site and legend card a game builds is one the
// rules engine accepts when it checks them (Resolution.ResolveChecked), and
// a game whose sites are checked ends as the same game whose sites are
// trusted (Resolution.ResolveTrusted), which is how games are played.
func TestSitesChecked(t *testing.T) {
	trusted, checked := new(Game), &Game{checkSites: true}
	for _, breakout := range []bool{false, true} {
		box := fixtureBox(breakout)
		for _, d := range allLevels {
			cards, err := box.Cards(d)
			if err != nil {
				t.Fatal(err)
			}
			cfg := box.Config(d)
			for _, p := range Policies {
				for seed := range int64(300) {
					want, err := trusted.Play(&box, cfg, &cards, p, seed)
					if err != nil {
						t.Fatal(err)
					}
					got, err := checked.Play(&box, cfg, &cards, p, seed)
					if err != nil {
						t.Fatalf("breakout=%v %s %s seed %d: a site refused: %v", breakout, d, p, seed, err)
					}
					if got != want || *checked.player.board != *trusted.player.board || *checked.guards.board != *trusted.guards.board ||
						checked.sites != trusted.sites || checked.legends != trusted.legends {
						t.Fatalf("breakout=%v %s %s seed %d: checked %+v, trusted %+v", breakout, d, p, seed, got, want)
					}
				}
			}
		}
	}
}
