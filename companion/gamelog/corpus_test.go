package gamelog

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion"
)

// The corpus (companion/testdata/corpus) holds game files written by
// lockup through its commands (see cmd/lockup/cmd/corpus_gen_test.go); the
// cmd package replays each to goldens, and companion's tests play them
// entry by entry. Here: every one of them reads, and writes back the same.

// TestCorpusLinesRoundTrip: every line of the corpus decodes and encodes
// again to the same bytes, its hash too, for the files of the current log
// version.
func TestCorpusLinesRoundTrip(t *testing.T) {
	paths, err := filepath.Glob(filepath.Join("..", "testdata", "corpus", "*.jsonl"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	for _, p := range paths {
		name := strings.TrimSuffix(filepath.Base(p), ".jsonl")
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		h, entries, report, err := ReadLog(p, data)
		if err != nil || report.Torn {
			t.Fatalf("%s: %v %+v", p, err, report)
		}
		if h.Version != companion.LogVersion {
			continue // older files are read, never written
		}
		lines := bytes.SplitAfter(data, []byte("\n"))
		_, tip, ok := cutHash(trimLine(lines[0]))
		if !ok {
			t.Fatalf("%s: the header carries no hash", name)
		}
		c := &chainer{tip: tip, started: true}
		for i, e := range entries {
			got, err := encodeEntry(e)
			if err != nil {
				t.Fatalf("%s: entry %d: %v", name, e.Seq, err)
			}
			got = sealLine(c, got[:len(got)-2])
			if want := lines[i+1]; !bytes.Equal(got, want) {
				t.Errorf("%s line %d:\n got %s\nwant %s", name, i+2, got, want)
			}
		}
	}
}
