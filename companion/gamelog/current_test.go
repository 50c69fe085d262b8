package gamelog

import (
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

func TestParseCurrentFile(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, data, want, why string
	}{
		{"as lockup writes it", "/home/vera/games/friday.jsonl\n", "/home/vera/games/friday.jsonl", ""},
		{"empty", "", "", ""},
		{"white space only", " \n\n", "", ""},
		{"written by hand with CRLF", "/g/friday.jsonl\r\n", "/g/friday.jsonl", ""},
		{"two lines", "/g/a.jsonl\n/g/b.jsonl\n", "", "more than one line"},
		{"a relative path", "friday.jsonl\n", "", "does not hold a full path"},
		{"an escape sequence", "/g/\x1b]0;pwned\x07.jsonl\n", "", "control character U+001B"},
		{"a NUL", "/g/a\x00b\n", "", "control character U+0000"},
		{"not UTF-8", "/g/\xff.jsonl\n", "", "not UTF-8"},
		{"too long", "/" + strings.Repeat("a", maxCurrentFile), "", "longer than the 4096 bytes"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, why := parseCurrentFile([]byte(tc.data))
			if got != tc.want || (tc.why == "") != (why == "") || !strings.Contains(why, tc.why) {
				t.Errorf("parseCurrentFile = %q, %q; want %q, %q", got, why, tc.want, tc.why)
			}
		})
	}
}

// FuzzCurrentFile: the current-game file reader never panics; what it
// takes is one full path without control characters, which reads back the
// same once written as RememberGame writes it.
//
//	go test ./cmd/lockup/cmd/cmdutil -run '^$' -fuzz FuzzCurrentFile -fuzztime 10m
func FuzzCurrentFile(f *testing.F) {
	for _, s := range []string{"/home/vera/games/friday.jsonl\n", "", "\n", "a\nb", "/a\x1b", "/\xff", "  /x  ", "/a\r\n", "/\u202e", strings.Repeat("/", maxCurrentFile+1)} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		got, why := parseCurrentFile(data)
		if why != "" {
			if got != "" {
				t.Fatalf("refused (%s) but returned %q", why, got)
			}
			return
		}
		if got == "" {
			return
		}
		if !filepath.IsAbs(got) || !utf8.ValidString(got) || strings.IndexFunc(got, unicode.IsControl) >= 0 {
			t.Fatalf("took %q", got)
		}
		again, why := parseCurrentFile([]byte(got + "\n"))
		if again != got || why != "" {
			t.Fatalf("%q reads back as %q (%s)", got, again, why)
		}
	})
}
