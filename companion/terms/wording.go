package terms

// CommandWording words the commands and flags a message names by what
// they do: Hint the entry a message suggests, as the command line a player
// types; Flag a choice given to a command, as the player types it.
// Every package below the command line names them so (Hint, Flag), and
// lockup's command line registers their wording with SetCommandWording,
// so that no command syntax is spelled below it. Both live here, with the
// messages, so that every package that prints one can reach them, the
// card catalog and the input files among them.
type CommandWording struct {
	Hint func(h Hint) string
	Flag func(f Flag) string
}

// wording is the CommandWording registered (SetCommandWording); without
// one, a hint is its kind and data and a flag its meaning.
var wording CommandWording

// SetCommandWording registers how the commands and flags a message names
// are worded (lockup's command line does, once, as it starts). Only the
// functions w gives are registered: one registered before and not given
// again stays.
func SetCommandWording(w CommandWording) {
	if w.Hint != nil {
		wording.Hint = w.Hint
	}
	if w.Flag != nil {
		wording.Flag = w.Flag
	}
}
