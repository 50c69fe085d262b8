package cmdutil

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"unicode"
	"unicode/utf8"

	"github.com/lockup-companion/lockup/companion/store"
)

// maxCurrentFile bounds the file naming the current game: one path and
// its newline. Linux paths are at most 4096 bytes.
const maxCurrentFile = 4096 + 1

// ReadCurrentFile reads the file naming the current game (DataDir()/current,
// written by RememberGame): "" when there is none. A file that is not what
// RememberGame writes is refused, naming it and what to do.
func ReadCurrentFile(path string) (string, error) {
	f, err := store.OpenRegular(path) // a FIFO there never hangs lockup
	var notRegular *store.NotRegularError
	switch {
	case errors.Is(err, os.ErrNotExist):
		return "", nil
	case errors.As(err, &notRegular):
		return "", damagedCurrent(path, "it is not a regular file")
	case err != nil:
		return "", err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxCurrentFile+1))
	if err != nil {
		return "", err
	}
	game, why := parseCurrentFile(data)
	if why != "" {
		return "", damagedCurrent(path, why)
	}
	return game, nil
}

// parseCurrentFile reads the text of the file naming the current game: an
// absolute path on one line, as RememberGame writes it (white space around
// it is let go). It returns the path ("" for an empty file), or why the
// text is refused.
func parseCurrentFile(data []byte) (string, string) {
	if len(data) > maxCurrentFile {
		return "", fmt.Sprintf("it is longer than the %d bytes of a path", maxCurrentFile-1)
	}
	text := bytes.TrimSpace(data)
	if len(text) == 0 {
		return "", ""
	}
	if len(text) >= maxCurrentFile {
		// A path with no newline after it: RememberGame writes one.
		return "", fmt.Sprintf("it is longer than the %d bytes of a path", maxCurrentFile-1)
	}
	if !utf8.Valid(text) {
		return "", "it is not UTF-8 text"
	}
	for _, r := range string(text) {
		if r == '\n' || r == '\r' {
			return "", "it holds more than one line"
		}
		if unicode.IsControl(r) || r == utf8.RuneError {
			return "", fmt.Sprintf("it holds the control character %U", r)
		}
	}
	if !filepath.IsAbs(string(text)) {
		return "", "it does not hold a full path (lockup writes one, starting at /)"
	}
	return string(text), ""
}

// damagedCurrent refuses the file naming the current game.
func damagedCurrent(path, why string) error {
	return &GameRefusal{fmt.Errorf("%s, the file naming the current game, cannot be read: %s; choose the game again with lockup use NAME (lockup games lists them), or give --game", path, why)}
}
