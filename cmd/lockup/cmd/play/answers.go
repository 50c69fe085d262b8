package play

import (
	"bytes"
	"fmt"
	"io"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"

	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/store"
)

// Bounds on a play --answers file: a whole game's answers take a few
// kilobytes, and the longest answer (a card's name, a list of cubes) a few
// dozen characters.
const (
	maxAnswersSize = 1 << 20 // 1 MiB
	maxAnswerLine  = cmdutil.MaxAnswerLine
)

// readAnswers reads a play --answers file through a bounded reader: a file
// over maxAnswersSize, or with a line over maxAnswerLine, is refused at
// once (bad input, exit 2), however long the file goes on.
func readAnswers(path string) ([]byte, error) {
	f, err := store.OpenRegular(path) // a FIFO or a device is refused at once
	if err != nil {
		return nil, &cmdutil.GameRefusal{Err: fmt.Errorf("--answers: %w", err)}
	}
	defer f.Close()
	return parseAnswers(path, f)
}

// parseAnswers reads the answers from r, checking the bounds.
func parseAnswers(name string, r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxAnswersSize+1))
	if err != nil {
		return nil, &cmdutil.GameRefusal{Err: fmt.Errorf("--answers: %w", err)}
	}
	for line, rest := 1, data; len(rest) > 0; line++ {
		text, after, _ := bytes.Cut(rest, []byte("\n"))
		if len(text) > maxAnswerLine {
			return nil, &input.InputError{File: name, Line: line, Field: "--answers", Problem: fmt.Sprintf("the line is longer than %d bytes", maxAnswerLine), Allowed: "one answer a line, as a prompt would take it"}
		}
		if bytes.IndexByte(text, 0) >= 0 {
			return nil, &input.InputError{File: name, Line: line, Field: "--answers", Problem: "the file is not text (it contains a NUL byte)", Allowed: "one answer a line, as a prompt would take it"}
		}
		rest = after
	}
	if len(data) > maxAnswersSize {
		return nil, &input.InputError{File: name, Field: "--answers", Problem: "the file is larger than 1 MiB", Allowed: "one answer a line, as a prompt would take it"}
	}
	return data, nil
}
