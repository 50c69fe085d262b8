package newgame

import (
	"errors"
	"os"
	"strings"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
)

// newAnswers are what the new-game form asks about the table.
type newAnswers struct {
	// Crews are NAME or NAME:COLOUR, in seating order; the last ones may
	// stay empty.
	Crews    [rules.MaxSeats]string
	First    string
	Advanced bool
	Edition  string
	Name     string
	// Solo, Difficulty and Decks: a solitary game, asked when one crew
	// was typed.
	Solo       bool
	Difficulty string
	Decks      string
	// Breakout plays with the Breakout expansion.
	Breakout bool
}

// crewNames returns the names of the crews typed so far.
func (a *newAnswers) crewNames() []string {
	var out []string
	for _, c := range a.Crews {
		if name, _, _ := strings.Cut(c, ":"); strings.TrimSpace(name) != "" {
			out = append(out, strings.TrimSpace(name))
		}
	}
	return out
}

// buildNewForm builds the form that asks for the crews, one short question
// each; buildTableForm asks the rest of the table next, and
// BuildSetupNamesForm the cards once the number of crews is known.
func buildNewForm(lang terms.Lang) (*huh.Form, *newAnswers) {
	a := &newAnswers{Edition: "2019"}
	var crews []huh.Field
	for i := range a.Crews {
		crews = append(crews, huh.NewInput().Inline(true).Title(lang.Sprintf("new.crew", i+1)).Value(&a.Crews[i]).
			Validate(func(s string) error {
				s = strings.TrimSpace(s)
				if s == "" {
					if i < 1 {
						return errors.New(lang.Sprintf("new.crew-first"))
					}
					return nil
				}
				c, err := companion.ParseCrews([]string{s, "-"})
				if err != nil {
					return err
				}
				if err := input.CheckText(c[0].Name); err != nil {
					return err
				}
				for _, o := range a.Crews[:i] {
					if name, _, _ := strings.Cut(o, ":"); text.Key(name) == text.Key(c[0].Name) {
						return errors.New(lang.Sprintf("new.crews-twice", text.Quote(c[0].Name)))
					}
				}
				return nil
			}))
	}
	return huh.NewForm(cmdutil.NewGroup(crews...).Title(lang.Sprintf("new.crews-title")).
		Description(lang.Sprintf("new.crews-desc"))), a
}

// buildTableForm asks, once the crews are known, who holds the first
// player marker, the setup, the edition and the game's name.
func buildTableForm(a *newAnswers, opts *newOptions) *huh.Form {
	box, lang := opts.box.GuardCards, opts.Lang
	names := a.crewNames()
	a.First = names[0]
	var fields []huh.Field
	if len(names) == 1 {
		// A solitary game: the guards hold the first player marker.
		a.Solo, a.First = true, ""
		if a.Difficulty == "" {
			a.Difficulty, a.Decks = rules.Moderate.String(), companion.TableDecks.String()
		}
		var levels []huh.Option[string]
		for d := rules.Moderate; d <= rules.Expert; d++ {
			levels = append(levels, huh.NewOption(lang.Sprintf("new.level", rules.DifficultyIn(lang, d), d.Title(), rules.ColourIn(lang, d.Colour())), d.String()))
		}
		fields = append(fields,
			cmdutil.NewSelect[string]().Title(lang.Sprintf("new.level-title")).Options(levels...).Value(&a.Difficulty),
			cmdutil.NewSelect[string]().Title(lang.Sprintf("new.decks-title")).
				Description(lang.Sprintf("new.decks-desc")).Options(
				huh.NewOption(lang.Sprintf("new.decks-table"), companion.TableDecks.String()),
				huh.NewOption(lang.Sprintf("new.decks-app"), companion.AppDecks.String())).Value(&a.Decks).
				Validate(func(decks string) error {
					if err := companion.AppDecksReady(a.Difficulty, decks, box); err != nil {
						return err
					}
					return companion.BreakoutDecksReady(a.Breakout, decks, opts.box.Legends)
				}))
	} else {
		a.Solo = false
		if a.Decks == "" {
			a.Decks = companion.TableDecks.String()
		}
		fields = append(fields, cmdutil.NewSelect[string]().Title(lang.Sprintf("new.first")).Options(huh.NewOptions(names...)...).Value(&a.First))
	}
	return huh.NewForm(cmdutil.NewGroup(append(fields,
		cmdutil.NewSelect[bool]().Title(lang.Sprintf("new.setup")).Options(huh.NewOption(lang.Sprintf("new.setup-standard"), false), huh.NewOption(lang.Sprintf("new.setup-advanced"), true)).Value(&a.Advanced),
		cmdutil.NewSelect[string]().Title(lang.Sprintf("new.edition")).Options(huh.NewOption("2019", "2019"), huh.NewOption(lang.Sprintf("new.edition-2018"), "2018")).Value(&a.Edition),
		cmdutil.NewSelect[bool]().Title(lang.Sprintf("new.breakout")).Options(huh.NewOption(lang.Sprintf("new.breakout-no"), false), huh.NewOption(lang.Sprintf("new.breakout-yes"), true)).Value(&a.Breakout).
			Validate(func(on bool) error {
				if a.Solo && on && a.Decks == companion.AppDecks.String() {
					if d, err := rules.ParseDifficulty(a.Difficulty); err == nil {
						if err := opts.box.BreakoutSoloDecksReady(d); err != nil {
							return err
						}
					}
				}
				return companion.BreakoutDecksReady(on, a.Decks, opts.box.Legends)
			}),
		huh.NewInput().Inline(true).Title(lang.Sprintf("new.name")).Placeholder(lang.Sprintf("new.name-placeholder")).Value(&a.Name).
			Validate(func(s string) error {
				if s == "" {
					return nil
				}
				if err := store.CheckGameName(s); err != nil {
					return err
				}
				if path, err := opts.Dirs.GamePath(s); err == nil {
					if _, err := os.Stat(path); err == nil {
						return errors.New(lang.Sprintf("new.name-exists", s))
					}
				}
				return nil
			}))...,
	).Title(lang.Sprintf("new.table-title")))
}

// buildBreakoutForm asks, in a Breakout game with several crews, who lays
// the tunnel markers and turns up the legend cards (a solitary game's decks
// question covers them).
func buildBreakoutForm(lang terms.Lang, a *newAnswers, legends []string) *huh.Form {
	return huh.NewForm(cmdutil.NewGroup(
		cmdutil.NewSelect[string]().Title(lang.Sprintf("new.breakout-decks")).Options(
			huh.NewOption(lang.Sprintf("new.breakout-table"), companion.TableDecks.String()),
			huh.NewOption(lang.Sprintf("new.breakout-app"), companion.AppDecks.String())).Value(&a.Decks).
			Validate(func(decks string) error { return companion.BreakoutDecksReady(true, decks, legends) })).
		Title(lang.Sprintf("new.breakout-title")))
}
