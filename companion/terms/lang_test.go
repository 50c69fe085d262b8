package terms_test

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
)

// TestSelect: --lang, else LOCKUP_LANG, else LC_ALL, LC_MESSAGES, LANG
// (issue 24, "Printed in the player's language").
func TestSelect(t *testing.T) {
	for _, c := range []struct {
		name string
		flag string
		env  map[string]string
		want terms.Lang
		note string // a word the note must hold, "" for none
		err  string
	}{
		{name: "nothing set", want: terms.En},
		{name: "flag", flag: "es", env: map[string]string{"LOCKUP_LANG": "zh", "LANG": "en_US.UTF-8"}, want: terms.Es},
		{name: "flag in capitals", flag: "ZH", want: terms.Zh},
		{name: "bad flag", flag: "fr", err: terms.FlagLang.String()},
		{name: "LOCKUP_LANG before the locale", env: map[string]string{"LOCKUP_LANG": "zh", "LC_ALL": "es_ES.UTF-8"}, want: terms.Zh},
		{name: "bad LOCKUP_LANG", env: map[string]string{"LOCKUP_LANG": "de"}, err: "LOCKUP_LANG"},
		{name: "LC_ALL first", env: map[string]string{"LC_ALL": "es_ES.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US"}, want: terms.Es},
		{name: "LC_MESSAGES before LANG", env: map[string]string{"LC_MESSAGES": "zh_CN.UTF-8", "LANG": "es_MX"}, want: terms.Zh},
		{name: "LANG", env: map[string]string{"LANG": "es_AR.UTF-8"}, want: terms.Es},
		{name: "modifier stripped", env: map[string]string{"LANG": "es_ES@euro"}, want: terms.Es},
		{name: "encoding and modifier", env: map[string]string{"LANG": "es_ES.ISO-8859-15@euro"}, want: terms.Es},
		{name: "C", env: map[string]string{"LC_ALL": "C", "LANG": "es_ES.UTF-8"}, want: terms.En},
		{name: "POSIX", env: map[string]string{"LANG": "POSIX"}, want: terms.En},
		{name: "C.UTF-8", env: map[string]string{"LANG": "C.UTF-8"}, want: terms.En},
		{name: "a language lockup does not speak", env: map[string]string{"LANG": "fr_FR.UTF-8"}, want: terms.En},
		{name: "bare language", env: map[string]string{"LANG": "zh"}, want: terms.Zh},
		{name: "zh_TW with a note", env: map[string]string{"LANG": "zh_TW.UTF-8"}, want: terms.Zh, note: "simplified"},
		{name: "zh_HK with a note", env: map[string]string{"LC_ALL": "zh_HK"}, want: terms.Zh, note: "simplified"},
		{name: "empty LC_ALL is unset", env: map[string]string{"LC_ALL": "", "LANG": "es_ES"}, want: terms.Es},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, note, err := terms.Select(c.flag, func(k string) string { return c.env[k] })
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("err = %v, want one naming %s", err, c.err)
				}
				return
			}
			if err != nil || got != c.want {
				t.Fatalf("Select = %s, %v; want %s", got, err, c.want)
			}
			if (c.note == "") != (note == "") || !strings.Contains(note, c.note) {
				t.Errorf("note = %q, want one holding %q", note, c.note)
			}
		})
	}
}
