package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// NotRegularError is a path lockup was asked to read or replace that is not
// a regular file: a folder, a FIFO, a device, a socket. It is bad input
// (exit code 2).
type NotRegularError struct {
	// Path is the path given.
	Path string
	// Mode is what the path is.
	Mode fs.FileMode
}

// Error names the path and what it is.
func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s: not a regular file: it is %s; give the path of a file", e.Path, modeName(e.Mode))
}

// BadInput marks the error as the player's input (exit code 2).
func (e *NotRegularError) BadInput() bool { return true }

// modeName says in words what kind of file mode is.
func modeName(mode fs.FileMode) string {
	switch {
	case mode.IsDir():
		return "a folder"
	case mode&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case mode&fs.ModeCharDevice != 0:
		return "a character device"
	case mode&fs.ModeDevice != 0:
		return "a device"
	case mode&fs.ModeSocket != 0:
		return "a socket"
	case mode&fs.ModeSymlink != 0:
		return "a symbolic link"
	}
	return "not a regular file"
}

// OpenRegular opens the file at path for reading, following symlinks, and
// refuses with a *NotRegularError anything but a regular file. It never
// waits: a FIFO is opened without blocking and refused, so lockup never
// hangs on one.
func OpenRegular(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if !st.Mode().IsRegular() {
		f.Close()
		return nil, &NotRegularError{Path: path, Mode: st.Mode()}
	}
	return f, nil
}

// writeTarget returns the file a write to path replaces: path itself, or,
// when path is a symlink, the regular file it leads to, so that the link
// stays a link. Anything but a regular file, or a link that leads nowhere,
// is refused.
func writeTarget(path string) (string, error) {
	lst, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return path, nil
	}
	if err != nil {
		return "", err
	}
	if lst.Mode().IsRegular() {
		return path, nil
	}
	if lst.Mode()&fs.ModeSymlink == 0 {
		return "", &NotRegularError{Path: path, Mode: lst.Mode()}
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", fmt.Errorf("%s is a symbolic link that leads to no file (%w); give the file itself", path, err)
	}
	st, err := os.Stat(real)
	if err != nil {
		return "", err
	}
	if !st.Mode().IsRegular() {
		return "", &NotRegularError{Path: path, Mode: st.Mode()}
	}
	return real, nil
}

// ReadRegular reads the regular file at path (see OpenRegular), refusing
// one longer than max bytes.
func ReadRegular(path string, max int64) ([]byte, error) {
	f, err := OpenRegular(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%s is larger than %d bytes", path, max)
	}
	return data, nil
}
