package text

import (
	"io"
	"strings"
	"testing"
)

// BenchmarkWriter writes a status-sized screen of clean text with colour.
func BenchmarkWriter(b *testing.B) {
	p := []byte(strings.Repeat("\x1b[1mVera\x1b[0m  reputation 40  suspicion 3  Zoë’s crew\n", 24))
	w := &Writer{W: io.Discard, Colour: true}
	b.SetBytes(int64(len(p)))
	for b.Loop() {
		_, _ = w.Write(p)
	}
}

// BenchmarkKey folds an ASCII name and one with a decomposed accent.
func BenchmarkKey(b *testing.B) {
	for b.Loop() {
		_ = Key("The Rat King")
		_ = Key("Zoe\u0308 O’Brien")
	}
}
