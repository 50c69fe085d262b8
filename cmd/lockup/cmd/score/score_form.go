package score

import (
	"errors"
	"fmt"
	"path/filepath"
	"sync/atomic"
	"time"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/store"
)

// setupPages are the first questions (input.BoardSetup.Pages).
func setupPages() ([]cmdutil.Page, *input.BoardSetup) {
	s := &input.BoardSetup{}
	return cmdutil.FormPages(s.Pages()), s
}

// boardPages are the second form's questions, from the setup
// (input.BoardAnswers.Pages): every page fits a terminal of 80x24.
func boardPages(setup input.BoardSetup) ([]cmdutil.Page, *input.BoardAnswers) {
	e := input.NewBoardAnswers(setup)
	return cmdutil.FormPages(e.Pages()), e
}

// enterBoard asks for the board, saves it and returns the saved file's path.
// Whatever happens, nothing typed is lost: when the player presses Ctrl-C,
// or the accessible answers end early, the answers so far are saved (once
// a crew is named) and the error says where.
func enterBoard(opts *ScoreOptions) (string, error) {
	setupQuestions, setup := setupPages()
	var asked atomic.Pointer[input.BoardAnswers] // the board being asked, once the setup is
	end := opts.IO.WatchInterrupt(func() {
		entry := asked.Load()
		if entry == nil && len(setup.CrewNames()) > 0 {
			_, entry = boardPages(*setup)
		}
		path, saveErr := "", error(nil)
		if entry != nil {
			path, saveErr = saveBoard(opts, entry)
		}
		_ = stopEntering(opts.IO, huh.ErrUserAborted, path, saveErr) // it says what was kept
	})
	defer end()
	if err := opts.IO.AskPages(setupQuestions); err != nil {
		if len(setup.CrewNames()) == 0 {
			return "", stopEntering(opts.IO, err, "", nil)
		}
		// Ctrl-C or the end of the input while the names were typed:
		// the names make a board to finish.
		_, entry := boardPages(*setup)
		path, saveErr := saveBoard(opts, entry)
		return "", stopEntering(opts.IO, err, path, saveErr)
	}
	if _, err := input.CheckCrewNames(setup.CrewNames(), setup.Solo); err != nil {
		return "", &input.InputError{File: "form", Field: "crew names", Problem: err.Error()}
	}
	boardQuestions, entry := boardPages(*setup)
	asked.Store(entry)
	err := opts.IO.AskPages(boardQuestions)
	path, saveErr := saveBoard(opts, entry)
	if err != nil {
		return "", stopEntering(opts.IO, err, path, saveErr)
	}
	if saveErr != nil {
		return "", saveErr
	}
	cmdutil.PrintErrLine(opts.IO, fmt.Sprintf("Saved the board to %s (rescore it with: lockup score %s)", path, path))
	return path, nil
}

// saveBoard writes the answers to --save or a new file under the data
// directory, and returns its path.
func saveBoard(opts *ScoreOptions, entry *input.BoardAnswers) (string, error) {
	path := opts.Save
	if path == "" {
		var err error
		if path, err = defaultBoardPath(opts.Dirs, time.Now()); err != nil {
			return "", err
		}
	}
	return path, store.WriteFileAtomic(path, entry.YAML(), 0o644)
}

// errBoardStopped is returned when the player stopped the board form with
// Ctrl-C: exit code 130, the answers so far saved.
var errBoardStopped = fmt.Errorf("board entry stopped: %w", huh.ErrUserAborted)

// stopEntering turns the error that stopped the form (Ctrl-C, the end of
// the accessible input, or another) into the command's error, saying where
// the answers so far were saved (path, "" when nothing was typed).
func stopEntering(io *cmdutil.IOStreams, err error, path string, saveErr error) error {
	return stopEnteringFor(io, err, path, saveErr, "docs/board-state.md", "lockup score")
}

// stopEnteringFor is stopEntering for a form whose file is described in
// doc and scored by command.
func stopEnteringFor(io *cmdutil.IOStreams, err error, path string, saveErr error, doc, command string) error {
	kept := "nothing was typed yet, so nothing was saved"
	switch {
	case saveErr != nil:
		kept = fmt.Sprintf("the answers so far could not be saved: %v", saveErr)
	case path != "":
		kept = fmt.Sprintf("the answers so far are saved in %s: complete it there (%s), then score it with %s %s", path, doc, command, path)
	}
	var ended *cmdutil.InputEndedError
	switch {
	case errors.As(err, &ended):
		ended.Kept = kept
		return ended
	case errors.Is(err, huh.ErrUserAborted):
		// Exit code 130 prints nothing: say it here.
		cmdutil.PrintErrLine(io, "Stopped; "+kept+".")
		return errBoardStopped
	}
	if path != "" {
		return fmt.Errorf("%w (%s)", err, kept)
	}
	return err
}

// defaultBoardPath names a new board-state file under the data directory,
// DataDir()/boards.
func defaultBoardPath(dirs store.Dirs, now time.Time) (string, error) {
	return defaultBoardPathNamed(dirs, "board", now)
}

// defaultBoardPathNamed names a new board-state file under the data
// directory, DataDir()/boards, starting with prefix.
func defaultBoardPathNamed(dirs store.Dirs, prefix string, now time.Time) (string, error) {
	dir, err := dirs.DataDir()
	if err != nil {
		return "", fmt.Errorf("%v; or pass --save FILE", err)
	}
	dir = filepath.Join(dir, "boards")
	if err := store.EnsureDir(dir); err != nil {
		return "", fmt.Errorf("no place to save the board (%v); pass --save FILE", err)
	}
	return filepath.Join(dir, prefix+"-"+now.Format("2006-01-02-150405")+".yaml"), nil
}
