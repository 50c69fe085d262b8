package input

import (
	"os"
	"testing"
)

// BenchmarkParseBoardStateFiveCrews reads and checks the 5-crew board that
// `lockup score` is timed on. Goal (issue 8): `lockup score` of that board
// within 1.5 times a hello-world Go program as a whole process; reading
// the file was the largest share of the command's own work (goccy/go-yaml's
// parser), and must stay a small one.
func BenchmarkParseBoardStateFiveCrews(b *testing.B) {
	data, err := os.ReadFile("../../cmd/lockup/cmd/testdata/score/five-crews.yaml")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseBoardState("five-crews.yaml", data); err != nil {
			b.Fatal(err)
		}
	}
}
