package cmd

import (
	"bufio"
	"bytes"
	"io"
	"os"

	"github.com/charmbracelet/x/term"
)

// IOStreams are the standard streams of a command, with what is known about
// them: whether they are terminals and whether colour is wanted.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer

	stdinTTY  bool
	stdoutTTY bool
	noColor   bool
	// Accessible asks forms for plain prompts, for screen readers (the
	// --accessible flag or the ACCESSIBLE environment variable).
	Accessible bool

	formIn io.Reader
}

// FormInput is the reader forms take their answers from. In accessible mode
// it hands out one line per read: huh's accessible prompts each read with a
// new scanner, which would otherwise swallow the answers to later questions
// when input is piped. The same reader serves every form of a command, so no
// answer is lost between two forms. On a terminal it is the input itself, so
// the interactive form can drive the terminal.
func (s *IOStreams) FormInput() io.Reader {
	if !s.Accessible {
		return s.In
	}
	if s.formIn == nil {
		s.formIn = &oneLineReader{r: bufio.NewReader(s.In)}
	}
	return s.formIn
}

// oneLineReader hands out at most one line per Read.
type oneLineReader struct {
	r       *bufio.Reader
	pending []byte
}

func (l *oneLineReader) Read(p []byte) (int, error) {
	if len(l.pending) == 0 {
		line, err := l.r.ReadBytes('\n')
		if len(line) == 0 {
			return 0, err
		}
		l.pending = line
	}
	n := copy(p, l.pending)
	l.pending = l.pending[n:]
	return n, nil
}

// System returns the process's own streams.
func System() *IOStreams {
	_, noColor := os.LookupEnv("NO_COLOR")
	return &IOStreams{
		In:         os.Stdin,
		Out:        os.Stdout,
		ErrOut:     os.Stderr,
		stdinTTY:   isTerminal(os.Stdin),
		stdoutTTY:  isTerminal(os.Stdout),
		noColor:    noColor || os.Getenv("TERM") == "dumb",
		Accessible: os.Getenv("ACCESSIBLE") != "",
	}
}

// isTerminal reports whether f is a terminal, by the same test Bubble Tea
// makes before it drives one.
func isTerminal(f *os.File) bool { return term.IsTerminal(f.Fd()) }

// TestStreams returns streams over buffers, for tests: stdin, stdout and
// stderr, none of them a terminal.
func TestStreams() (*IOStreams, *bytes.Buffer, *bytes.Buffer, *bytes.Buffer) {
	in, out, errOut := &bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{}
	return &IOStreams{In: in, Out: out, ErrOut: errOut, noColor: true}, in, out, errOut
}

// IsStdinTTY reports whether standard input is a terminal.
func (s *IOStreams) IsStdinTTY() bool { return s.stdinTTY }

// IsStdoutTTY reports whether standard output is a terminal.
func (s *IOStreams) IsStdoutTTY() bool { return s.stdoutTTY }

// SetStdinTTY pretends standard input is (or is not) a terminal, for tests.
func (s *IOStreams) SetStdinTTY(v bool) { s.stdinTTY = v }

// SetStdoutTTY pretends standard output is (or is not) a terminal, for tests.
func (s *IOStreams) SetStdoutTTY(v bool) { s.stdoutTTY = v }

// ColorEnabled reports whether output may use colour: only on a terminal, and
// never when NO_COLOR is set.
func (s *IOStreams) ColorEnabled() bool { return s.stdoutTTY && !s.noColor }
