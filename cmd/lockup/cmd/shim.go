package cmd

import "github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"

// The helpers below moved to cmdutil (and the nouns to packages of their
// own, issue 21); these aliases keep the files being changed elsewhere
// (play, status, new, history, solo, the one-entry commands) compiling
// unchanged. The shim goes once those files use cmdutil themselves.

const (
	exitOK        = cmdutil.ExitOK
	exitError     = cmdutil.ExitError
	exitBadInput  = cmdutil.ExitBadInput
	exitCancelled = cmdutil.ExitCancelled
	defaultWidth  = cmdutil.DefaultWidth
)

var (
	maxArgs      = cmdutil.MaxArgs
	unknownWord  = cmdutil.UnknownWord
	wrapText     = cmdutil.WrapText
	rawWriter    = cmdutil.RawWriter
	runForm      = cmdutil.RunForm
	readInput    = cmdutil.ReadInput
	addPagerFlag = cmdutil.AddPagerFlag
	dirsOf       = cmdutil.DirsOf
)
