package score

import (
	"fmt"
	"strings"
	"sync"
	"time"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/store"
)

// enterPABoard asks for a Prison Architect board, saves it and returns the
// saved file's path. As lockup score's form, it keeps everything typed:
// on Ctrl-C, or when the accessible answers end early, the answers so far
// are saved (once a warden is named) and the error says where.
func enterPABoard(opts *PAScoreOptions) (string, error) {
	e := &input.PAAnswers{}
	var mu sync.Mutex // the interrupt's save against the stages' changes
	save := func() (string, error) {
		if strings.TrimSpace(e.Names) == "" {
			return "", nil
		}
		if len(e.Wardens) == 0 {
			e.SetWardens()
		}
		return savePABoard(opts, e)
	}
	stop := func(err error) error {
		mu.Lock()
		defer mu.Unlock()
		path, saveErr := save()
		return stopEnteringFor(opts.IO, err, path, saveErr, "docs/prison-architect.md", "lockup pa score")
	}
	end := opts.IO.WatchInterrupt(func() { _ = stop(huh.ErrUserAborted) })
	defer end()
	ask := func(pages func() []input.FormPage, check func() error) error {
		for {
			if err := opts.IO.AskPages(cmdutil.FormPages(pages())); err != nil {
				return err
			}
			err := check()
			if err == nil {
				return nil
			}
			cmdutil.PrintErrLine(opts.IO, "Not allowed: "+err.Error()+". Change the answers below.")
		}
	}
	none := func() error { return nil }

	if err := opts.IO.AskPages(cmdutil.FormPages(e.SetupPages())); err != nil {
		return "", stop(err)
	}
	if _, err := input.CheckWardenNames(input.SplitNames(e.Names), e.Solo); err != nil {
		return "", &input.InputError{File: "form", Field: "wardens' names", Problem: err.Error()}
	}
	mu.Lock()
	e.SetWardens()
	mu.Unlock()
	for i, we := range e.Wardens {
		who := fmt.Sprintf("%s (warden %d of %d)", we.Name, i+1, len(e.Wardens))
		check := func() error { return we.Check(nil, "") }
		if err := ask(func() []input.FormPage { return we.BasicPages(who) }, check); err != nil {
			return "", stop(err)
		}
		mu.Lock()
		we.SetSquares()
		mu.Unlock()
		for _, stage := range []func(string) []input.FormPage{we.TilePages, we.DetailPages, we.CardListPages} {
			if err := ask(func() []input.FormPage { return stage(who) }, check); err != nil {
				return "", stop(err)
			}
		}
		mu.Lock()
		we.Bureaucracy = input.PACardAnswersFor(we.Cards, we.Bureaucracy)
		we.Objectives = input.PAObjectiveAnswersFor(we.ObjectiveCount, we.Objectives)
		mu.Unlock()
		if err := ask(func() []input.FormPage { return we.AfterPrisonPages(who) }, check); err != nil {
			return "", stop(err)
		}
	}
	if e.Solo {
		mu.Lock()
		e.Governor = &input.PAGovernorAnswers{Difficulty: "easy"}
		mu.Unlock()
		if err := ask(e.GovernorListPages, none); err != nil {
			return "", stop(err)
		}
		mu.Lock()
		e.Governor.Bureaucracy = input.PACardAnswersFor(e.Governor.Cards, nil)
		e.Governor.Objectives = input.PAObjectiveAnswersFor(e.Governor.ObjectiveCount, nil)
		mu.Unlock()
		if err := ask(e.GovernorPages, none); err != nil {
			return "", stop(err)
		}
	}
	path, err := savePABoard(opts, e)
	if err != nil {
		return "", err
	}
	cmdutil.PrintErrLine(opts.IO, fmt.Sprintf("Saved the board to %s (rescore it with: lockup pa score %s)", path, path))
	return path, nil
}

// savePABoard writes the answers to --save or a new file under the data
// directory, and returns its path.
func savePABoard(opts *PAScoreOptions, e *input.PAAnswers) (string, error) {
	path := opts.Save
	if path == "" {
		var err error
		if path, err = defaultBoardPathNamed(opts.Dirs, "prison-architect", time.Now()); err != nil {
			return "", err
		}
	}
	return path, store.WriteFileAtomic(path, e.YAML(), 0o644)
}
