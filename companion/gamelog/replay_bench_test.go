package gamelog

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/lockup-companion/lockup/companion"
)

// BenchmarkReplayLog reads and replays a whole tracked game from its file's
// bytes (ReadLog, then Replay): the six-round game of the corpus, the
// largest one. It reports the time per entry; "half" replays the file cut
// after half its entries. The replay is linear when "whole" costs no more
// per entry than "half" (it costs less: the first half holds the setup,
// whose entries carry printed card values). A doubled log cannot be
// replayed: its entries would be numbered twice and play past the game's
// end.
//
// Goal (issue 21, was 3 µs since issue 8): replay <= 10 µs per entry,
// reading included, linear.
func BenchmarkReplayLog(b *testing.B) {
	name := filepath.Join("..", "testdata", "corpus", "e2e-six-rounds.jsonl")
	data, err := os.ReadFile(name)
	if err != nil {
		b.Fatal(err)
	}
	lines := bytes.SplitAfter(data, []byte("\n"))
	if len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	all := len(lines) - 1 // the header is no entry
	half := bytes.Join(lines[:1+all/2], nil)
	for _, c := range []struct {
		name    string
		data    []byte
		entries int
	}{{"half", half, all / 2}, {"whole", data, all}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				h, entries, _, err := ReadLog(name, c.data)
				if err != nil {
					b.Fatal(err)
				}
				if len(entries) != c.entries {
					b.Fatalf("%d entries read, want %d", len(entries), c.entries)
				}
				if _, err := companion.Replay(h, entries); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*c.entries), "ns/entry")
		})
	}
}

// BenchmarkReplayBreakout reads and replays the corpus's whole Breakout
// games (ReadLog, then Replay): three crews at a table, and one crew
// against the guards with the app's decks, each six rounds. It reports the
// time per entry.
//
// Goal (issue 21, was 3 µs since issues 8 and 11): replay <= 10 µs per
// entry, as the core game.
func BenchmarkReplayBreakout(b *testing.B) {
	for _, game := range []string{"e2e-breakout", "e2e-solo"} {
		name := filepath.Join("..", "testdata", "corpus", game+".jsonl")
		data, err := os.ReadFile(name)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(game, func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				h, entries, _, err := ReadLog(name, data)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := companion.Replay(h, entries); err != nil {
					b.Fatal(err)
				}
				n = len(entries)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/entry")
		})
	}
}
