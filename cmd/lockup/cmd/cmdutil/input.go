package cmdutil

import (
	"errors"
	"fmt"

	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/store"
)

// ReadInput reads the file a command was given, or standard input for "-",
// refusing more than input.MaxInputSize. It returns the name to use in
// error messages. A file that cannot be opened, or is not a regular file (a
// folder, a FIFO, a device), is bad input (exit code 2), refused at once.
func ReadInput(ios *IOStreams, path string) (name string, data []byte, err error) {
	if path == "-" {
		name = "standard input"
		data, err = input.ReadInput(ios.In, name)
		return name, data, err
	}
	f, err := store.OpenRegular(path)
	var notRegular *store.NotRegularError
	if errors.As(err, &notRegular) {
		return path, nil, err
	}
	if err != nil {
		return path, nil, fmt.Errorf("%w: %v", ErrBadInput, err)
	}
	defer f.Close()
	data, err = input.ReadInput(f, path)
	return path, data, err
}
