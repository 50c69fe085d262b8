package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// StaleTempAge is how old a temporary file of lockup's must be before any
// run may remove it: older than any write lockup makes, so a temporary
// file another lockup is still writing is never taken from under it.
const StaleTempAge = 10 * time.Second

// tempMarks are what lockup puts between a file's name and the random
// digits of its temporary files: WriteFileAtomic's ".tmp-" and the game
// log's ".new-".
var tempMarks = [...]string{".tmp-", ".new-"}

// tempOf reports whether name is a temporary file lockup made while
// writing a file of the folder (".NAME.tmp-123", ".NAME.new-123"), and
// returns NAME.
func tempOf(name string) (string, bool) {
	if !strings.HasPrefix(name, ".") {
		return "", false
	}
	for _, mark := range tempMarks {
		i := strings.LastIndex(name, mark)
		if i <= 1 {
			continue
		}
		digits := name[i+len(mark):]
		if digits == "" || strings.Trim(digits, "0123456789") != "" {
			continue
		}
		return name[1:i], true
	}
	return "", false
}

// CleanTemps removes the temporary files a killed lockup left in dir: those
// of the file named locked (and of the files named after it, such as
// NAME.redo), whose writers all hold its lock, which the caller holds; and
// those of any other file once older than StaleTempAge. Only regular files
// named as lockup names its temporary files are removed. A folder that does
// not exist holds none.
func CleanTemps(dir, locked string) error {
	ents, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("look for temporary files in %s: %w", dir, err)
	}
	now := time.Now()
	for _, e := range ents {
		of, ok := tempOf(e.Name())
		if !ok || !e.Type().IsRegular() {
			continue
		}
		ours := locked != "" && (of == locked || strings.HasPrefix(of, locked+"."))
		if !ours {
			info, err := e.Info()
			if err != nil || now.Sub(info.ModTime()) < StaleTempAge {
				continue
			}
		}
		if err := os.Remove(filepath.Join(dir, e.Name())); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("remove the temporary file %s: %w", filepath.Join(dir, e.Name()), err)
		}
	}
	return nil
}
