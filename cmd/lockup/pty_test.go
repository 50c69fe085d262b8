//go:build linux

package main

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/creack/pty"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/store"
)

// childEnv makes the test binary run lockup itself (TestMain), so the tests
// below start the real program, with its whole start-up, in a process of its
// own.
const childEnv = "LOCKUP_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		main()
		return
	}
	// The screen tests spend their time waiting for a lockup process to
	// draw, not computing: unless -parallel says otherwise, 8 run at once
	// rather than one per core.
	flag.Parse()
	parallel := false
	flag.Visit(func(f *flag.Flag) { parallel = parallel || f.Name == "test.parallel" })
	if !parallel {
		if err := flag.Set("test.parallel", "8"); err != nil {
			panic(err)
		}
	}
	os.Exit(m.Run())
}

// hangDeadline only stops a process that hangs; the test judges the bytes
// written, never the time taken.
const hangDeadline = 10 * time.Second

// sgr matches the colour and style sequences of lockup's own output.
var sgr = regexp.MustCompile("\x1b\\[[0-9;]*m")

// TestNoTerminalQueries (Linux only: the pseudo-terminal and the session
// set-up are Linux's) starts lockup on a pseudo-terminal that never
// answers and checks that commands that ask nothing write only their own
// output: no query of the terminal (such as the background colour, ESC ] 11
// ; ? or the device attributes, ESC [ c), which would land in the player's
// terminal and make lockup wait for an answer that may never come. Bubble Tea
// v1 (through huh v1) made such a query at start-up.
func TestNoTerminalQueries(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	env := []string{
		childEnv + "=1",
		"HOME=" + home,
		"XDG_DATA_HOME=" + home + "/data",
		"XDG_CONFIG_HOME=" + home + "/config",
		"XDG_STATE_HOME=" + home + "/state",
		"TERM=xterm-256color",
		"NO_PAGER=1", // the pager has its own test (TestScreenPager) // a terminal that supports the queries
		"PATH=" + os.Getenv("PATH"),
	}
	for _, e := range env[1:] {
		k, v, _ := strings.Cut(e, "=")
		t.Setenv(k, v)
	}
	for _, k := range []string{"NO_COLOR", "COLORTERM", "COLUMNS", "ACCESSIBLE", "TMUX", "CLICOLOR", "CLICOLOR_FORCE"} {
		t.Setenv(k, "")
		os.Unsetenv(k)
	}

	for _, args := range [][]string{
		{"score", "../../examples/four-crews.yaml"},
		{"rules", "raid"},
		{"cards", "list"},
		{"status"}, // no game: an error on standard error
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			got, code := runOnPTY(t, exe, env, args)
			// The pseudo-terminal turns "\n" into "\r\n".
			text := strings.ReplaceAll(got, "\r\n", "\n")
			if i := strings.IndexByte(sgr.ReplaceAllString(text, ""), 0x1b); i >= 0 {
				plain := sgr.ReplaceAllString(text, "")
				t.Fatalf("lockup %s wrote an escape sequence that is not a colour at byte %d: %q\nwhole output: %q",
					strings.Join(args, " "), i, plain[i:min(len(plain), i+24)], got)
			}
			want, wantCode := runInProcess(args, store.Dirs{})
			if plain := sgr.ReplaceAllString(text, ""); plain != want || code != wantCode {
				t.Errorf("lockup %s on a terminal: exit code %d, output\n%q\nwant exit code %d, output\n%q",
					strings.Join(args, " "), code, plain, wantCode, want)
			}
		})
	}
}

// runOnPTY runs the test binary as lockup with args, a new pseudo-terminal
// of 80x24 as its standard input, output and error, and returns what it
// wrote on the terminal and its exit code. Nothing ever answers the
// terminal's side.
func runOnPTY(t *testing.T, exe string, env, args []string) (string, int) {
	t.Helper()
	ptmx, tty, err := pty.Open()
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	defer ptmx.Close()
	if err := pty.Setsize(ptmx, &pty.Winsize{Cols: 80, Rows: 24}); err != nil {
		t.Fatal(err)
	}
	c := exec.Command(exe, args...)
	c.Env = env
	c.Stdin, c.Stdout, c.Stderr = tty, tty, tty
	// A session of its own with the terminal as its controlling terminal,
	// in the foreground, as in a shell: programs query only a terminal they
	// are in the foreground of.
	c.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	if err := c.Start(); err != nil {
		tty.Close()
		t.Fatal(err)
	}
	tty.Close() // the child holds the terminal now

	var out bytes.Buffer
	read := make(chan error, 1)
	go func() {
		_, err := io.Copy(&out, ptmx)
		read <- err
	}()
	exited := make(chan error, 1)
	go func() { exited <- c.Wait() }()

	var waitErr error
	select {
	case waitErr = <-exited:
	case <-time.After(hangDeadline):
		_ = c.Process.Kill()
		<-exited
		ptmx.Close()
		<-read
		t.Fatalf("lockup %s did not end within %v; it wrote %q", strings.Join(args, " "), hangDeadline, out.String())
	}
	select {
	case <-read: // Linux ends the read with EIO once the child has gone
	case <-time.After(hangDeadline):
		ptmx.Close()
		<-read
	}
	code := 0
	if waitErr != nil {
		var exit *exec.ExitError
		if !errors.As(waitErr, &exit) {
			t.Fatal(waitErr)
		}
		code = exit.ExitCode()
	}
	return out.String(), code
}

// runInProcess runs lockup with args in this process, on streams that
// pretend to be a terminal without colour, and returns what it printed
// (output, then errors) and its exit code, keeping its files in dirs (the
// zero Dirs: the environment's).
func runInProcess(args []string, dirs store.Dirs) (string, int) {
	ios, _, out, errOut := cmdutil.TestStreams()
	ios.SetStdinTTY(true)
	ios.SetStdoutTTY(true)
	ios.SetStderrTTY(true)
	code := cmd.Run(&cmd.Factory{IOStreams: ios, Version: "test", Dirs: dirs}, args)
	return out.String() + errOut.String(), code
}
