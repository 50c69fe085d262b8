package terms

// Flag is a choice a player gives a lockup command beside its words, named
// by what it means: most belong to an entry's words, at the table (the
// goon a crew keeps, the cubes it pays); others to the commands around the
// game (the game file read, changes accepted in it, values replaced in the
// card catalog, the language printed in). The command line names each as
// the player types it ("--keep") and registers that wording
// (CommandWording.Flag), so that no flag of a lockup command is spelled
// below cmd. A message that names one says what is wrong in its own terms
// and lets the flag's wording say what to type.
type Flag int

// The choices a command may be given, by what they mean: those of an
// entry's words, then FlagGame and those after it, of the commands around
// the game.
const (
	NoFlag Flag = iota
	// FlagChange: a crew's changes a legend card or a loot token makes.
	FlagChange
	// FlagGet: the resource a crew takes from the supply.
	FlagGet
	// FlagGive: the cubes a crew gives to the supply.
	FlagGive
	// FlagPay: the cubes a crew pays for a card.
	FlagPay
	// FlagSpend: the cubes a crew spends to move its lantern.
	FlagSpend
	// FlagNone: the crew takes nothing.
	FlagNone
	// FlagImprove: a crew pays the cube of an Improve Item icon.
	FlagImprove
	// FlagDecline: a crew declines an icon.
	FlagDecline
	// FlagCard: the guard card turned up (a guard turn, Atlas of
	// Hideouts).
	FlagCard
	// FlagPlaced: the guard card a guard turn places.
	FlagPlaced
	// FlagDrawn: the location card a guard turn draws.
	FlagDrawn
	// FlagReveal: the location whose guard card a guard turn reveals.
	FlagReveal
	// FlagFaceDown: how many of the tokens assigned go face down.
	FlagFaceDown
	// FlagStay: the crew's lantern stays where it is.
	FlagStay
	// FlagLoot: the crew takes a loot token where its lantern stops.
	FlagLoot
	// FlagStar: a loot token kept face down for one reputation star.
	FlagStar
	// FlagDeckEmpty: the deck drawn from ran out.
	FlagDeckEmpty
	// FlagKeep: the goon a crew keeps of those a Shapeshifter draws.
	FlagKeep
	// FlagGoal: the goal cards of a new game.
	FlagGoal
	// FlagDisplay: the item cards of a new game's display.
	FlagDisplay
	// FlagGoon: the goon cards of a new game's goon spaces.
	FlagGoon
	// FlagSet: a printed value of a new game's card.
	FlagSet
	// FlagCrew: a crew of a new game, its name and colour.
	FlagCrew
	// FlagSolo: a new game is a solitary one.
	FlagSolo
	// FlagDifficulty: the level of a solitary game.
	FlagDifficulty
	// FlagEdition: the edition of the box a new game is played with.
	FlagEdition
	// FlagFirst: the crew holding the first player marker.
	FlagFirst
	// FlagDecks: who deals the decks, the table or the app.
	FlagDecks
	// FlagBreakout: a new game is played with the Breakout expansion.
	FlagBreakout
	// FlagAdvanced: a new game is set up with the advanced setup.
	FlagAdvanced
	// FlagLegend: the token a passing crew lays on the legend card.
	FlagLegend
	// FlagTextAllows: a tome's own text lets it be played now.
	FlagTextAllows
	// FlagGame: the game file a command reads, by its name or path.
	FlagGame
	// FlagAccept: lines of a game file changed on purpose are accepted.
	FlagAccept
	// FlagReplace: values imported into the card catalog replace those it
	// holds.
	FlagReplace
	// FlagSpecial: which guard card of a colour is the special one, by
	// its place among the strengths typed.
	FlagSpecial
	// FlagLang: the language lockup prints in.
	FlagLang

	flagKinds // the number of flags; not a flag
)

// Every flag has its meaning (the lengths must match for this to compile).
var _ [flagKinds]struct{} = [len(flagMeanings)]struct{}{}

// flagMeanings name each flag by what it means, when no wording is
// registered.
var flagMeanings = [...]string{"no choice", "changes", "resource taken", "cubes given", "cubes paid",
	"cubes spent", "nothing taken", "improve", "decline", "guard card turned up", "guard card placed",
	"location card drawn", "guard card revealed", "tokens face down", "lantern stays", "loot token",
	"star", "deck ran out", "goon kept", "goal cards", "item display", "goon spaces", "printed values",
	"crew", "solitary game", "difficulty", "edition", "first player", "decks", "Breakout", "advanced setup",
	"legend token", "text allows", "game file", "changes accepted", "values replaced", "special card",
	"language"}

// Meaning names the flag by what it means at the table.
func (f Flag) Meaning() string {
	if f < 0 || f >= flagKinds {
		return "flag?"
	}
	return flagMeanings[f]
}

// String is the flag as the player types it, by the CommandWording
// registered; without one, what it means.
func (f Flag) String() string {
	if wording.Flag != nil {
		if s := wording.Flag(f); s != "" {
			return s
		}
	}
	return f.Meaning()
}

// Flags returns every flag, NoFlag left out, so that the command line can
// check it words each one.
func Flags() []Flag {
	out := make([]Flag, 0, flagKinds-1)
	for f := NoFlag + 1; f < flagKinds; f++ {
		out = append(out, f)
	}
	return out
}
