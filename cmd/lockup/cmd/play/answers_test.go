package play

import (
	"bytes"
	"io"
	"runtime"
	"strings"
	"testing"
	"unicode"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// zeros is an endless reader of zero bytes, as /dev/zero is.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

func TestParseAnswers(t *testing.T) {
	// Not parallel: it measures the process's allocations, which tests
	// running beside it would add to.
	for _, tc := range []struct {
		name string
		r    io.Reader
		want string // the refusal, "" when read
	}{
		{"answers", strings.NewReader("Vera\nblue\n3\n"), ""},
		{"an endless file of zeros", zeros{}, "a.txt:1: --answers: the line is longer than 1024 bytes"},
		{"a long line", strings.NewReader("Vera\n" + strings.Repeat("x", 1025) + "\n"), "a.txt:2: --answers: the line is longer than 1024 bytes"},
		{"a line of 1024 bytes", strings.NewReader(strings.Repeat("x", 1024) + "\n"), ""},
		{"a NUL byte", strings.NewReader("Vera\n\x00\n"), "a.txt:2: --answers: the file is not text"},
		{"more than 1 MiB", strings.NewReader(strings.Repeat("Vera\n", 300_000)), "a.txt: --answers: the file is larger than 1 MiB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err := parseAnswers("a.txt", tc.r)
			runtime.ReadMemStats(&after)
			if used := after.TotalAlloc - before.TotalAlloc; used > 8<<20 {
				t.Errorf("reading allocated %d bytes, want at most 8 MiB", used)
			}
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.want == "":
			case err == nil || !strings.HasPrefix(err.Error(), tc.want):
				t.Fatalf("got %v, want %s", err, tc.want)
			case cmdutil.ExitCode(err) != cmdutil.ExitBadInput:
				t.Fatalf("exit code %d, want %d", cmdutil.ExitCode(err), cmdutil.ExitBadInput)
			}
		})
	}
}

// FuzzParseAnswers checks that an answers file is read whole or refused as
// bad input, with no control byte in the message.
func FuzzParseAnswers(f *testing.F) {
	for _, s := range []string{"Vera\nblue\nRin\ngreen\n\n3\n", "scrap=2 iron\n", "\x00", strings.Repeat("x", 1100)} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, err := parseAnswers("a.txt", bytes.NewReader(data))
		if err != nil {
			if cmdutil.ExitCode(err) != cmdutil.ExitBadInput {
				t.Fatalf("%q: %v is not bad input", data, err)
			}
			if strings.ContainsFunc(err.Error(), unicode.IsControl) {
				t.Fatalf("control bytes in %q", err.Error())
			}
			return
		}
		if !bytes.Equal(got, data) {
			t.Fatalf("read %q, want %q", got, data)
		}
	})
}

// TestAccessibleInputLineBound: an endless line on standard input in
// accessible mode ends the input at maxAnswerLine bytes, with a refusal
// (exit 2), in bounded memory.
func TestAccessibleInputLineBound(t *testing.T) {
	// Not parallel: it measures the process's allocations.
	for _, tc := range []struct {
		name    string
		in      io.Reader
		answers []string
		problem string
	}{
		{"answers", strings.NewReader("Vera\n" + strings.Repeat("x", maxAnswerLine) + "\n"), []string{"Vera\n", strings.Repeat("x", maxAnswerLine) + "\n"}, ""},
		{"an endless line", zeros{}, nil, "standard input:1: the answer is longer than 1024 bytes"},
		{"a long second line", strings.NewReader("Vera\n" + strings.Repeat("x", maxAnswerLine+1) + "\n"), []string{"Vera\n"}, "standard input:2: the answer is longer than 1024 bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ios, _, _, _ := cmdutil.TestStreams()
			ios.In, ios.Accessible = tc.in, true
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			var got []string
			buf := make([]byte, 4096)
			for range 10 {
				n, err := ios.FormInput().Read(buf)
				if n > 0 {
					got = append(got, string(buf[:n]))
				}
				if err != nil {
					break
				}
			}
			runtime.ReadMemStats(&after)
			if used := after.TotalAlloc - before.TotalAlloc; used > 1<<20 {
				t.Errorf("reading allocated %d bytes, want at most 1 MiB", used)
			}
			if strings.Join(got, "|") != strings.Join(tc.answers, "|") {
				t.Errorf("answers %q, want %q", got, tc.answers)
			}
			err := ios.InputProblem()
			switch {
			case tc.problem == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.problem == "":
			case err == nil || !strings.HasPrefix(err.Error(), tc.problem):
				t.Fatalf("got %v, want %s", err, tc.problem)
			case cmdutil.ExitCode(err) != cmdutil.ExitBadInput:
				t.Fatalf("exit code %d", cmdutil.ExitCode(err))
			case !ios.InputEnded():
				t.Fatal("the input did not end")
			}
		})
	}
}
