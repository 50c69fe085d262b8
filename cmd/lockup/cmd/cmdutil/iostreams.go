package cmdutil

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"

	tea "charm.land/bubbletea/v2"

	"github.com/charmbracelet/x/term"

	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/text"
)

// IOStreams are the standard streams of a command, with what is known about
// them: whether they are terminals and whether colour is wanted.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer

	stdinTTY  bool
	stdoutTTY bool
	stderrTTY bool
	noColor   bool
	// Accessible asks forms for plain prompts, for screen readers (the
	// --accessible flag or the ACCESSIBLE environment variable).
	Accessible bool

	formIn io.Reader
	// terminal hands the terminal's keys to one form at a time, and
	// session is the form's (FormInput).
	terminal *terminalInput
	session  *formSession
	// typedAhead holds the keys a form answered had still held back for
	// the next field (typeAhead): the next form asked takes them first.
	typedAhead []tea.Msg

	// pagerCommand is the pager long output goes through on a terminal
	// ("" for none: pagerFromEnv), noPager the --no-pager flag, pager the
	// running one (StartPager), and termHeight and termWidth a size set by
	// a test (SetTerminalHeight, SetTerminalWidth).
	pagerCommand string
	noPager      bool
	pager        *pagerWriter
	termHeight   int
	termWidth    int
}

// MaxAnswerLine is the longest answer, in bytes (the newline excluded), that
// an accessible prompt takes from piped input (a play --answers file too).
const MaxAnswerLine = 1024

// FormInput is the reader a form takes its answers from; call it once per
// form, just before the form runs.
//
// In accessible mode it hands out one line per read: huh's accessible
// prompts each read with a new scanner, which would otherwise swallow the
// answers to later questions when input is piped. The same reader serves
// every form of a command, so no answer is lost between two forms.
//
// On a terminal it is the terminal, as a *formSession: Bubble Tea puts the
// terminal in raw mode only when its input has the terminal's file
// descriptor, and without raw mode a form sees no key (Enter, the arrows,
// Tab, Ctrl-C) until the player ends a line. Each form gets a session of its
// own, and asking for a new one closes the last: Bubble Tea leaves a
// goroutine blocked in a read of its input after its program ends (its
// cancelable reader closes its epoll descriptor under that goroutine, which
// may then wait on the next program's), and a goroutine left reading the
// terminal itself would steal one key from the next form. A closed session
// hands it no key.
func (s *IOStreams) FormInput() io.Reader {
	if !s.Accessible {
		f, ok := s.In.(*os.File)
		if !ok || !s.stdinTTY || runtime.GOOS == "windows" {
			return s.In
		}
		if s.terminal == nil {
			s.terminal = newTerminalInput(f)
		}
		if s.session != nil {
			s.session.Close()
		}
		s.session = &formSession{t: s.terminal}
		return s.session
	}
	if s.formIn == nil {
		s.formIn = &oneLineReader{r: bufio.NewReaderSize(s.In, MaxAnswerLine+1)}
	}
	return s.formIn
}

// InputEnded reports whether an accessible prompt has asked for an answer
// after the input ended. huh's accessible prompts take the end of the input
// as an empty answer (the question's default) and go on: a command checks
// InputEnded after each question so that it never records a default the
// player did not give.
func (s *IOStreams) InputEnded() bool {
	l, ok := s.formIn.(*oneLineReader)
	return ok && l.ended
}

// InputProblem returns the accessible input's refusal when it ended at an
// answer longer than MaxAnswerLine (bad input), or nil.
func (s *IOStreams) InputProblem() error {
	if l, ok := s.formIn.(*oneLineReader); ok && l.tooLong {
		return &input.InputError{File: "standard input", Line: l.line, Problem: fmt.Sprintf("the answer is longer than %d bytes", MaxAnswerLine), Allowed: "one answer a line, as a prompt would take it"}
	}
	return nil
}

// oneLineReader hands out at most one line per Read, and notes when a read
// found nothing left. A line longer than MaxAnswerLine ends the input
// (tooLong), so that an endless line is never held in memory.
type oneLineReader struct {
	r       *bufio.Reader
	pending []byte
	ended   bool
	tooLong bool
	line    int // the lines handed out
}

func (l *oneLineReader) Read(p []byte) (int, error) {
	if l.ended {
		return 0, io.EOF
	}
	if len(l.pending) == 0 {
		line, err := l.r.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			l.ended, l.tooLong = true, true
			l.line++
			return 0, io.EOF
		}
		if len(line) == 0 {
			l.ended = true
			return 0, err
		}
		l.pending = append(l.pending[:0], line...)
		l.line++
	}
	n := copy(p, l.pending)
	l.pending = l.pending[n:]
	return n, nil
}

// terminalInput reads the terminal for the forms of a command, one after
// another: a single goroutine reads it and keeps what it read until a form's
// session takes it.
type terminalInput struct {
	f    *os.File
	mu   sync.Mutex
	cond *sync.Cond
	buf  []byte
	err  error // the error that ended the reading
}

func newTerminalInput(f *os.File) *terminalInput {
	t := &terminalInput{f: f}
	t.cond = sync.NewCond(&t.mu)
	go t.read()
	return t
}

// read reads the terminal until it fails (it ends with the process).
func (t *terminalInput) read() {
	var b [256]byte
	for {
		n, err := t.f.Read(b[:])
		t.mu.Lock()
		t.buf = append(t.buf, b[:n]...)
		t.err = err
		t.cond.Broadcast()
		t.mu.Unlock()
		if err != nil {
			return
		}
	}
}

// formSession is one form's view of the terminal (FormInput): it reads what
// the terminal gives until it is closed, and has the terminal's file
// descriptor, for raw mode. It has no Name method, so that Bubble Tea reads
// it as it is instead of polling the descriptor.
type formSession struct {
	t      *terminalInput
	closed bool // guarded by t.mu
}

// Read waits for keys, and returns io.EOF once the session is closed: a
// closed session never takes a key.
func (s *formSession) Read(p []byte) (int, error) {
	t := s.t
	t.mu.Lock()
	defer t.mu.Unlock()
	for len(t.buf) == 0 && t.err == nil && !s.closed {
		t.cond.Wait()
	}
	switch {
	case s.closed:
		return 0, io.EOF
	case len(t.buf) == 0:
		return 0, t.err
	}
	n := copy(p, t.buf)
	t.buf = t.buf[n:]
	return n, nil
}

// Write writes to the terminal.
func (s *formSession) Write(p []byte) (int, error) { return s.t.f.Write(p) }

// Fd is the terminal's file descriptor.
func (s *formSession) Fd() uintptr { return s.t.f.Fd() }

// Close ends the session: a read waiting in it returns io.EOF.
func (s *formSession) Close() error {
	s.t.mu.Lock()
	s.closed = true
	s.t.cond.Broadcast()
	s.t.mu.Unlock()
	return nil
}

// System returns the process's own streams.
func System() *IOStreams {
	_, noColor := os.LookupEnv("NO_COLOR")
	s := &IOStreams{
		In:           os.Stdin,
		stdinTTY:     isTerminal(os.Stdin),
		stdoutTTY:    isTerminal(os.Stdout),
		stderrTTY:    isTerminal(os.Stderr),
		noColor:      noColor || os.Getenv("TERM") == "dumb",
		Accessible:   os.Getenv("ACCESSIBLE") != "",
		pagerCommand: pagerFromEnv(os.LookupEnv),
	}
	s.setOutputs(os.Stdout, os.Stderr)
	return s
}

// setOutputs sets the output streams: everything written goes through a
// text.Writer, so that no name or value from a file ever reaches the
// terminal as control bytes (a title-setting or screen-clearing sequence) or
// as bidirectional and invisible characters: they arrive escaped (\x1b,
// \u200b). Colour sequences go through on a colour terminal. Interactive
// forms write to the terminal itself (RawWriter).
func (s *IOStreams) setOutputs(out, errOut io.Writer) {
	s.Out, s.ErrOut = &text.Writer{W: out}, &text.Writer{W: errOut}
	s.letColour()
}

// letColour lets colour sequences through the output streams when colour
// is wanted on them.
func (s *IOStreams) letColour() {
	if w, ok := s.Out.(*text.Writer); ok {
		w.Colour = s.ColorEnabled()
	}
	if w, ok := s.ErrOut.(*text.Writer); ok {
		w.Colour = s.stderrTTY && !s.noColor
	}
}

// RawWriter returns the stream under a text.Writer: the terminal itself,
// for Bubble Tea and for the terminal's size.
func RawWriter(w io.Writer) io.Writer {
	if t, ok := w.(*text.Writer); ok {
		return t.W
	}
	return w
}

// isTerminal reports whether f is a terminal, by the same test Bubble Tea
// makes before it drives one.
func isTerminal(f *os.File) bool { return term.IsTerminal(f.Fd()) }

// TestStreams returns streams over buffers, for tests: stdin, stdout and
// stderr, none of them a terminal.
func TestStreams() (*IOStreams, *bytes.Buffer, *bytes.Buffer, *bytes.Buffer) {
	in, out, errOut := &bytes.Buffer{}, &bytes.Buffer{}, &bytes.Buffer{}
	s := &IOStreams{In: in, noColor: true}
	s.setOutputs(out, errOut)
	return s, in, out, errOut
}

// IsStdinTTY reports whether standard input is a terminal.
func (s *IOStreams) IsStdinTTY() bool { return s.stdinTTY }

// IsStdoutTTY reports whether standard output is a terminal.
func (s *IOStreams) IsStdoutTTY() bool { return s.stdoutTTY }

// IsStderrTTY reports whether standard error is a terminal.
func (s *IOStreams) IsStderrTTY() bool { return s.stderrTTY }

// SetStdinTTY pretends standard input is (or is not) a terminal, for tests.
func (s *IOStreams) SetStdinTTY(v bool) { s.stdinTTY = v }

// SetStdoutTTY pretends standard output is (or is not) a terminal, for tests.
func (s *IOStreams) SetStdoutTTY(v bool) { s.stdoutTTY = v; s.letColour() }

// SetStderrTTY pretends standard error is (or is not) a terminal, for tests.
func (s *IOStreams) SetStderrTTY(v bool) { s.stderrTTY = v; s.letColour() }

// ColorEnabled reports whether output may use colour: only on a terminal, and
// never when NO_COLOR is set.
func (s *IOStreams) ColorEnabled() bool { return s.stdoutTTY && !s.noColor }
