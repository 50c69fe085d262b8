package rules

import "errors"

// Sentinel errors of the Roll Call and Lights Out rules. Every error the
// engine returns for a rule is a *RuleError that wraps one of these, so
// callers can test the kind of mistake with errors.Is.
var (
	// ErrSeating: the seating is not a table that can play (no crews, a
	// repeated or empty name, too many crews, a solitary game set up wrong).
	ErrSeating = errors.New("bad seating")
	// ErrNotSeated: a name that is not at the table.
	ErrNotSeated = errors.New("not seated")
	// ErrPower: a crew's power cubes out of range.
	ErrPower = errors.New("bad power")
	// ErrNotOwned: a token the crew does not have in this game.
	ErrNotOwned = errors.New("token not owned")
	// ErrTokenTwice: a token the crew has already assigned this round.
	ErrTokenTwice = errors.New("token used twice")
	// ErrNoTokens: an assignment with no tokens.
	ErrNoTokens = errors.New("no tokens")
	// ErrLibrary: a token assigned to the Library.
	ErrLibrary = errors.New("library placement")
	// ErrLocation: not one of the board's locations.
	ErrLocation = errors.New("unknown location")
	// ErrAssignedTwice: a second assignment to a location the crew already
	// assigned tokens to this round.
	ErrAssignedTwice = errors.New("location assigned twice")
	// ErrFaceDown: more face-down tokens than the round allows.
	ErrFaceDown = errors.New("too many face-down tokens")
	// ErrKeepOne: with Breakout, a crew must keep one token for the legend card.
	ErrKeepOne = errors.New("must keep one token")
	// ErrLegend: a wrong use of the legend card.
	ErrLegend = errors.New("legend card")
	// ErrBreakout: a Breakout component in a game without the expansion.
	ErrBreakout = errors.New("needs breakout")
	// ErrGuards: guard cards where they cannot be.
	ErrGuards = errors.New("guard cards")
	// ErrSite: something waiting at a location that cannot be there.
	ErrSite = errors.New("bad location state")
	// ErrDecline: a decline from a crew that cannot decline there.
	ErrDecline = errors.New("bad decline")
)

// RuleError is a rule the input breaks. It names the rule (the rulebook
// passage) and says in a player's words what is wrong and what is allowed.
type RuleError struct {
	// Err is the sentinel error for the kind of mistake.
	Err error
	// Rule is the passage of the rulebook that forbids it.
	Rule Source
	// Crew is the crew concerned, if any.
	Crew string
	// Location is the location concerned, if any.
	Location Location
	// Token is the token concerned, if any.
	Token Token
	// Problem says what is wrong.
	Problem string
	// Allowed says what would be accepted, if that can be said briefly.
	Allowed string
	// ProblemKey, when set, is the key of Problem in lockup's message
	// catalog (companion/terms) and ProblemArgs its arguments, so that the
	// command line can say it in the reader's language; Problem stays the
	// English text (what Error prints), the catalog's English with these
	// arguments. A Location or Token argument is printed with the reader's
	// term for it.
	ProblemKey  string
	ProblemArgs []any
	// AllowedKey and AllowedArgs are Allowed's, as ProblemKey and
	// ProblemArgs are Problem's.
	AllowedKey  string
	AllowedArgs []any
}

// Error returns the problem and the rule that decided it.
func (e *RuleError) Error() string {
	msg := e.Problem
	if e.Allowed != "" {
		msg += " (allowed: " + e.Allowed + ")"
	}
	if e.Rule.Book != NoBook {
		msg += " [" + e.Rule.String() + "]"
	}
	return msg
}

// Unwrap returns the sentinel error.
func (e *RuleError) Unwrap() error { return e.Err }

// Sources of the rules the engine applies.
var (
	srcCrewTokens = Source{CoreRulebook, "Crew Tokens", 0}
	srcLocRewards = Source{CoreRulebook, "Location Rewards", 11}
	srcBandits    = Source{CoreRulebook, "Recruiting Goons – Bandits", 15}
	srcBOSolo     = Source{BreakoutRulebook, "Solitary Mode – Lights Out Phase", 0}
	srcBOSoloRoll = Source{BreakoutRulebook, "Solitary Mode – Roll Call Phase", 0}
)

// Phrase is a fixed phrase passed as an argument of a refusal's catalog
// message (RuleError.ProblemArgs, AllowedArgs): its English, which the
// refusal's English text holds, and the key of the message that says it in
// the reader's language ("nothing", "the legend card's"), with the
// message's own arguments if it has any, so that no English word is left
// inside a translated refusal.
type Phrase struct {
	Key  string
	En   string
	Args []any
}

// String returns the phrase's English.
func (p Phrase) String() string { return p.En }

// listArg is a list a player types from (names, resources) as a refusal's
// argument: the list, or when it is empty the phrase that says so (none,
// with its catalog key).
func listArg(list, none, noneKey string) any {
	if list == none {
		return Phrase{Key: noneKey, En: none}
	}
	return list
}
