package gamelog

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// readInOrder is parseLog's loop as it was before the chain was checked
// in a goroutine of its own: each line's link checked, then the line read.
// TestChainErrorsInOrder holds parseLog to its errors.
func readInOrder(name string, data []byte) error {
	head, body, _ := bytes.Cut(data, []byte{'\n'})
	h, err := parseHeader(name, head)
	if err != nil {
		return err
	}
	var chain chainState
	if err := chain.line(name, 1, head, h.Version >= hashVersion); err != nil {
		return err
	}
	r := entryReader{name: name}
	for lineNo, seq := 2, 1; len(body) > 0; lineNo, seq = lineNo+1, seq+1 {
		i := bytes.IndexByte(body, '\n')
		raw := body[:i+1]
		body = body[i+1:]
		if err := checkLineLength(name, lineNo, raw[:i]); err != nil {
			return err
		}
		cerr := chain.line(name, lineNo, raw, h.Version >= hashVersion)
		if cerr != nil && chain.lastHashed {
			return cerr
		}
		e, err := r.parseEntry(lineNo, raw)
		if err != nil {
			return err
		}
		if cerr != nil {
			return cerr
		}
		if e.Seq != seq {
			return &LogError{File: name, Line: lineNo, Err: ErrCorruptLog, Detail: fmt.Sprintf("entry %d is numbered %d; entries must be numbered 1, 2, 3 … in order", seq, e.Seq)}
		}
	}
	return nil
}

// TestChainErrorsInOrder: with the hash chain checked beside the reading,
// a file with two faults is refused for the one reading line after line
// finds first: a changed line before anything about it or later lines, a
// line without its hash after what is wrong with its entry.
func TestChainErrorsInOrder(t *testing.T) {
	data := corpusFile(t, "patrol-raid.jsonl")
	n := bytes.Count(data, []byte{'\n'})
	// Faults whose line is sealed again: the hash matches, the entry does not read.
	sealedFaults := map[string]func(string) string{
		"unknown kind": func(l string) string { return strings.Replace(l, `"kind":"`, `"kind":"x`, 1) },
		"renumbered":   func(l string) string { return strings.Replace(l, `"seq":`, `"seq":9`, 1) },
		"too long": func(l string) string {
			return strings.Replace(l, `"v":8,`, `"v":8,"x":"`+strings.Repeat("x", MaxLineLength)+`",`, 1)
		},
	}
	// Faults made after sealing: the hash no longer matches.
	changedFaults := map[string]func(string) string{
		"changed":         func(l string) string { return strings.Replace(l, `"round":`, `"round" :`, 1) },
		"changed, broken": func(l string) string { return strings.Replace(l, `"kind":"`, `"kind":"x`, 1) },
		"hash removed":    func(l string) string { return l[:len(l)-hashSize] + "}" },
	}
	for sealedName, sealed := range sealedFaults {
		for changedName, changed := range changedFaults {
			for _, at := range [][2]int{{3, 3}, {3, 4}, {4, 3}, {2, n}, {n, 2}, {n, n}} {
				lines := strings.SplitAfter(string(data), "\n")[:n]
				a, b := at[0]-1, at[1]-1
				lines[a] = sealed(strings.TrimSuffix(lines[a], "\n")) + "\n"
				lines = strings.SplitAfter(string(sealLines(t, strings.Join(lines, ""))), "\n")[:n]
				lines[b] = changed(strings.TrimSuffix(lines[b], "\n")) + "\n"
				file := []byte(strings.Join(lines, ""))
				want := readInOrder("game.jsonl", file)
				_, _, _, got := ReadLog("game.jsonl", file)
				if want == nil || got == nil {
					t.Fatalf("%s line %d, %s line %d: read (%v, %v)", sealedName, at[0], changedName, at[1], want, got)
				}
				if got.Error() != want.Error() {
					t.Errorf("%s line %d, %s line %d:\n got %v\nwant %v", sealedName, at[0], changedName, at[1], got, want)
				}
			}
		}
	}
}

// sealLines seals every line of a file as lockup writes them, whatever
// the entries hold.
func sealLines(t *testing.T, file string) []byte {
	t.Helper()
	c := &chainer{}
	var out []byte
	for _, line := range strings.SplitAfter(file, "\n") {
		if line == "" {
			continue
		}
		body, _, ok := cutHash([]byte(strings.TrimSuffix(line, "\n")))
		if !ok {
			t.Fatalf("line without a hash: %s", line)
		}
		out = append(out, sealLine(c, body)...)
	}
	return out
}
