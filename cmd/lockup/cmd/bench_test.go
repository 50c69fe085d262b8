package cmd

import (
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// BenchmarkRunScoreFiveCrews is the part of `lockup score` of a 5-crew board
// that runs in main: the command tree, reading and checking the file,
// scoring and the table. Goal (issue 8): the whole process within 1.5 times a
// hello-world Go program (hyperfine -N, both built with CGO_ENABLED=0); this
// benchmark keeps the in-process share of it from growing.
func BenchmarkRunScoreFiveCrews(b *testing.B) {
	ios, _, out, errOut := cmdutil.TestStreams()
	f := &cmdutil.Factory{IOStreams: ios}
	args := []string{"score", "testdata/score/five-crews.yaml"}
	b.ReportAllocs()
	for b.Loop() {
		out.Reset()
		if code := Run(f, args); code != 0 {
			b.Fatalf("exit %d: %s", code, errOut)
		}
	}
}

// BenchmarkRunVersion is `lockup --version`: the command tree and nothing
// else. Goal (issue 8): as for BenchmarkRunScoreFiveCrews, the start-up of
// any command within 1.5 times a hello-world Go program.
func BenchmarkRunVersion(b *testing.B) {
	ios, _, out, errOut := cmdutil.TestStreams()
	f := &cmdutil.Factory{IOStreams: ios, Version: "v0.0.0"}
	args := []string{"--version"}
	b.ReportAllocs()
	for b.Loop() {
		out.Reset()
		if code := Run(f, args); code != 0 {
			b.Fatalf("exit %d: %s", code, errOut)
		}
	}
}
