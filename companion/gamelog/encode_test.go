package gamelog

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	jsonv1 "github.com/go-json-experiment/json/v1"

	"github.com/lockup-companion/lockup/companion"
)

// TestLinesAsEncodingJSONWroteThem: a game file's lines are written with
// the v1 API of go-json-experiment/json, the library that reads them, and
// hold the bytes encoding/json wrote (the hashes of files already written
// cover those bytes): every kind of entry, the header and the redo file's
// header.
func TestLinesAsEncodingJSONWroteThem(t *testing.T) {
	values := []any{
		companion.LogHeader{Version: companion.LogVersion, Seed: 1<<53 - 1, Created: time.Date(2025, 3, 1, 19, 30, 0, 0, time.UTC)},
		redoHeader{Version: redoVersion, Game: "<&>"},
	}
	for _, e := range sampleEntries() {
		values = append(values, e.Payload)
	}
	for _, v := range values {
		want, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		got, err := jsonv1.Marshal(v)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%T (%v):\n got %s\nwant %s", v, err, got, want)
		}
	}
}
