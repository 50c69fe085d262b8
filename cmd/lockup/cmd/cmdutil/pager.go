package cmdutil

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"syscall"

	"github.com/charmbracelet/x/term"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion/text"
)

// The pager, as git and gh page their long output: a command whose output
// may be long (a rules topic, status, the log, the Prison Architect lists)
// opts in with StartPager and StopPager. Output goes through the pager only
// when standard output is a terminal, the command prints text (never
// --output json), the player did not turn it off, and the output does not
// fit the screen: output shorter than the terminal is printed as it is.

// pagerFromEnv returns the pager command the environment asks for: $PAGER,
// else less; none ("") when NO_PAGER is set or PAGER is empty or cat.
func pagerFromEnv(getenv func(string) (string, bool)) string {
	if _, off := getenv("NO_PAGER"); off {
		return ""
	}
	p, set := getenv("PAGER")
	if !set {
		p = "less"
	}
	if p = strings.TrimSpace(p); p == "cat" {
		return ""
	}
	return p
}

// SetPager sets the pager command ("" for none), for tests and for
// --no-pager.
func (s *IOStreams) SetPager(command string) { s.pagerCommand = command }

// SetTerminalHeight pretends the terminal is rows lines high, for tests.
func (s *IOStreams) SetTerminalHeight(rows int) { s.termHeight = rows }

// AddPagerFlag gives a command that pages its output the --no-pager flag.
func AddPagerFlag(c *cobra.Command, s *IOStreams) {
	c.Flags().BoolVar(&s.noPager, "no-pager", false, "print long output directly, never through the pager ($PAGER, else less)")
}

// StartPager sends what the command writes next on standard output to the
// pager, when standard output is a terminal, a pager is wanted and the
// output turns out taller than the screen; call StopPager when the output
// is written (defer it). Text still goes through the output filter (control
// sequences escaped, colour let through) before it reaches the pager.
// Nothing happens when paging is off: a command calls it for its text
// output, never for JSON.
func (s *IOStreams) StartPager() {
	if s.pager != nil || s.noPager || s.pagerCommand == "" || !s.stdoutTTY {
		return
	}
	tw, ok := s.Out.(*text.Writer)
	if !ok {
		return
	}
	p := &pagerWriter{ios: s, out: tw.W, command: s.pagerCommand, rows: s.terminalHeight(tw.W), width: s.TerminalWidth()}
	tw.W = p
	s.pager = p
}

// StopPager ends the pager StartPager started: output that fitted the screen
// is printed as it is; otherwise it waits for the player to quit the pager.
func (s *IOStreams) StopPager() {
	p := s.pager
	if p == nil {
		return
	}
	s.pager = nil
	if tw, ok := s.Out.(*text.Writer); ok {
		tw.W = p.out
	}
	p.stop()
}

// OutputHeight returns the height of the terminal standard output writes
// to (terminalHeight).
func (s *IOStreams) OutputHeight() int {
	if tw, ok := s.Out.(*text.Writer); ok {
		return s.terminalHeight(tw.W)
	}
	return s.terminalHeight(s.Out)
}

// terminalHeight returns the height of the terminal w writes to, else
// $LINES, else 24.
func (s *IOStreams) terminalHeight(w io.Writer) int {
	if s.termHeight > 0 {
		return s.termHeight
	}
	if f, ok := w.(*os.File); ok {
		if _, h, err := term.GetSize(f.Fd()); err == nil && h > 0 {
			return h
		}
	}
	if h, err := strconv.Atoi(os.Getenv("LINES")); err == nil && h > 0 {
		return h
	}
	return 24
}

// pagerWriter holds the output until it is taller than the screen, then
// starts the pager and hands it everything.
type pagerWriter struct {
	ios     *IOStreams
	out     io.Writer // standard output
	command string
	rows    int // the screen's height
	width   int // the screen's width

	held  bytes.Buffer // the output while it fits the screen
	lines int          // the screen lines the held output takes
	col   int          // the width of its last, unfinished line

	cmd    *exec.Cmd
	in     io.WriteCloser // the pager's standard input
	closed bool           // the player quit the pager: the rest is dropped
	direct bool           // the pager could not start: print directly
}

func (p *pagerWriter) Write(b []byte) (int, error) {
	switch {
	case p.closed:
		return len(b), nil
	case p.direct:
		return p.out.Write(b)
	case p.in != nil:
		return p.toPager(b)
	}
	p.held.Write(b)
	p.count(b)
	// The output fits while it leaves a line for the shell's prompt.
	if p.lines < p.rows {
		return len(b), nil
	}
	if err := p.start(); err != nil {
		fmt.Fprintf(p.ios.ErrOut, "lockup: the pager %q did not start (%v): printing directly\n", p.command, err)
		p.direct = true
	} else if _, err := p.toPager(p.held.Bytes()); err != nil {
		return 0, err
	}
	if p.direct {
		if _, err := p.out.Write(p.held.Bytes()); err != nil {
			return 0, err
		}
	}
	p.held.Reset()
	return len(b), nil
}

// count adds the screen lines b takes to lines: a line wider than the
// screen wraps.
func (p *pagerWriter) count(b []byte) {
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		part := b
		if i >= 0 {
			part = b[:i]
		}
		p.col += DisplayWidth(string(part))
		if i < 0 {
			return
		}
		p.lines += max(1, (p.col+p.width-1)/max(p.width, 1))
		p.col = 0
		b = b[i+1:]
	}
}

// toPager writes to the pager; once the player has quit it, the rest of
// the output is dropped, as git does.
func (p *pagerWriter) toPager(b []byte) (int, error) {
	if _, err := p.in.Write(b); err != nil {
		if errors.Is(err, syscall.EPIPE) || errors.Is(err, os.ErrClosed) {
			p.closed = true
			return len(b), nil
		}
		return 0, err
	}
	return len(b), nil
}

// start starts the pager on the terminal, with LESS=FRX when LESS is unset
// (quit when the text fits, let colour through, leave the text on the
// screen) and LV=-c, as git does.
func (p *pagerWriter) start() error {
	args := strings.Fields(p.command)
	if runtime.GOOS != "windows" && strings.ContainsAny(p.command, "'\"\\$`|&;<>()*?[]{}~") {
		args = []string{"/bin/sh", "-c", p.command}
	}
	exe, err := exec.LookPath(args[0])
	if err != nil {
		return err
	}
	c := exec.Command(exe, args[1:]...)
	c.Env = os.Environ()
	if _, ok := os.LookupEnv("LESS"); !ok {
		c.Env = append(c.Env, "LESS=FRX")
	}
	if _, ok := os.LookupEnv("LV"); !ok {
		c.Env = append(c.Env, "LV=-c")
	}
	c.Stdout = p.out
	c.Stderr = RawWriter(p.ios.ErrOut)
	in, err := c.StdinPipe()
	if err != nil {
		return err
	}
	if err := c.Start(); err != nil {
		return err
	}
	p.cmd, p.in = c, in
	// The pager takes Ctrl-C for itself (less stops reading, and the
	// player quits it): lockup waits for it, as git does.
	signal.Ignore(os.Interrupt)
	return nil
}

// stop prints the held output when it fitted the screen, or closes the
// pager's input and waits for the player to quit it.
func (p *pagerWriter) stop() {
	if p.in == nil {
		if !p.direct && !p.closed {
			_, _ = p.out.Write(p.held.Bytes())
		}
		return
	}
	_ = p.in.Close()
	_ = p.cmd.Wait()
	signal.Reset(os.Interrupt)
}
