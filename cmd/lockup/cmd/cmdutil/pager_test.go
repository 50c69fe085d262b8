package cmdutil

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestPagerFromEnv(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, "less"},
		{map[string]string{"PAGER": "more"}, "more"},
		{map[string]string{"PAGER": "less -S"}, "less -S"},
		{map[string]string{"PAGER": "cat"}, ""},
		{map[string]string{"PAGER": ""}, ""},
		{map[string]string{"NO_PAGER": "1", "PAGER": "more"}, ""},
		{map[string]string{"NO_PAGER": ""}, ""},
	} {
		got := pagerFromEnv(func(k string) (string, bool) { v, ok := tc.env[k]; return v, ok })
		if got != tc.want {
			t.Errorf("pagerFromEnv(%v) = %q, want %q", tc.env, got, tc.want)
		}
	}
}

// fakePager writes a pager script that prints LESS's value and then its
// input with each line marked "|", and returns its path.
func fakePager(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "pager")
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestPagerFiltered: the pager gets filtered text: a control sequence from a
// file arrives escaped, colour goes through.
func TestPagerFiltered(t *testing.T) {
	ios, _, out, _ := TestStreams()
	ios.SetStdoutTTY(true)
	ios.noColor = false
	ios.letColour()
	ios.SetPager(fakePager(t, "sed 's/^/|/'"))
	ios.SetTerminalHeight(3)
	ios.StartPager()
	ios.Out.Write([]byte("\x1b]0;title\x07 named\n\x1b[1mbold\x1b[0m\nthree\nfour\n"))
	ios.StopPager()
	got := out.String()
	if !strings.HasPrefix(got, "|\\x1b]0;title") || strings.Contains(got, "\x1b]") || !strings.Contains(got, "\n|\x1b[1mbold\x1b[0m\n|three\n|four\n") {
		t.Errorf("through the pager: %q", got)
	}
}
