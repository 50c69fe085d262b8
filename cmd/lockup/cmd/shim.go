package cmd

import (
	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cards/cardform"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/score"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

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
	wrapText     = cmdutil.WrapText
	displayWidth = cmdutil.DisplayWidth
	runForm      = cmdutil.RunForm
	runForms     = cmdutil.RunForms
	addPagerFlag = cmdutil.AddPagerFlag
	printLine    = cmdutil.PrintLine
	printErrLine = cmdutil.PrintErrLine
	plural       = cmdutil.Plural

	allResourceOptions = cmdutil.ResourceOptions
)

// The card forms moved to cards/cardform; play and new ask them.
var (
	capitalize    = cmdutil.Capitalize
	buildCardForm = cardform.Build
	cardsAllowed  = cardform.Allowed
)

// cardAsk is cardform.Ask with the field names play_setup.go writes; lang
// is the language of the form's words (the zero value English).
type cardAsk struct {
	game      bool
	where, of string
	lang      terms.Lang
}

func (a cardAsk) ask() cardform.Ask {
	return cardform.Ask{Game: a.game, Where: a.where, Of: a.of, Lang: a.lang}
}

func cardQuestions(c *catalog.Card, a cardAsk) []string { return cardform.Questions(c, a.ask()) }

func cardGroups(c *catalog.Card, a cardAsk) []*huh.Group { return cardform.Groups(c, a.ask()) }

// lockup score moved to package score; status, history and completion
// print or name what it does.
type jsonScore = score.JSON

var (
	writeScore = score.Write
	scoreJSON  = score.ToJSON
)

// The game file's helpers moved to cmdutil (gamefile.go, current.go).

var (
	currentGame     = cmdutil.CurrentGame
	readGameEntries = cmdutil.ReadGameEntries
	readGame        = cmdutil.ReadGame
	rememberGame    = cmdutil.RememberGame
)

// openGame is cmdutil.OpenGame.
var openGame = cmdutil.OpenGame

// gameRefusal is an entry the rules refuse, or a game that cannot be
// opened: it exits with code 2.
type gameRefusal = cmdutil.GameRefusal

// Recording entries, reading what is typed and filling cards' printed
// values moved to cmdutil (entries.go, entryargs.go, printed.go) when the
// entry commands moved to package entry; play and new still use the old
// names.
var (
	recordReport  = cmdutil.RecordReport
	printReport   = cmdutil.PrintReport
	parseCubes    = cmdutil.ParseCubes
	parseGoonArgs = cmdutil.ParseGoonArgs
	gameFlag      = cmdutil.GameFlag
	dedupe        = cmdutil.Dedupe
)

// cardFiller is cmdutil.CardFiller with the method names play and new call.
type cardFiller struct {
	*cmdutil.CardFiller
	eff      *catalog.Catalog
	breakout bool
}

func newCardFiller(dirs store.Dirs, breakout bool) (*cardFiller, error) {
	c, err := cmdutil.NewCardFiller(dirs, breakout)
	if err != nil {
		return nil, err
	}
	return &cardFiller{CardFiller: c, eff: c.Catalog(), breakout: breakout}, nil
}

// fill and preview pass on the breakout field, which new sets once the
// game is known.
func (f *cardFiller) fill(kind catalog.CardKind, name string, typed catalog.Card) (*catalog.Card, error) {
	f.SetBreakout(f.breakout)
	return f.Fill(kind, name, typed)
}

func (f *cardFiller) preview(kind catalog.CardKind, name string, typed catalog.Card) (catalog.Card, error) {
	f.SetBreakout(f.breakout)
	return f.Preview(kind, name, typed)
}

func (f *cardFiller) known(kind catalog.CardKind, name string) catalog.Card {
	return f.Known(kind, name)
}
func (f *cardFiller) names(kind catalog.CardKind) []string { return f.Names(kind) }
func (f *cardFiller) save() error                          { return f.Save() }
