package cmd

import (
	"fmt"
	"os"

	"github.com/lockup-companion/lockup/companion/input"
)

// readInput reads the file a command was given, or standard input for "-",
// refusing more than input.MaxInputSize. It returns the name to use in
// error messages. A file that cannot be opened is bad input (exit code 2).
func readInput(ios *IOStreams, path string) (name string, data []byte, err error) {
	if path == "-" {
		name = "standard input"
		data, err = input.ReadInput(ios.In, name)
		return name, data, err
	}
	f, err := os.Open(path)
	if err != nil {
		return path, nil, fmt.Errorf("%w: %v", ErrBadInput, err)
	}
	defer f.Close()
	data, err = input.ReadInput(f, path)
	return path, data, err
}
