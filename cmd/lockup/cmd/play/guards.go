package play

import (
	"errors"
	"fmt"
	"slices"

	tea "charm.land/bubbletea/v2"
	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The guards' part of a solitary game in lockup play (core rulebook,
// "Solitary Mode"). What needs no choice (the deal, the cards the app
// draws, the guards' rewards by their own rules) the table makes by itself
// and play prints, with the reasons, as every command does. What is asked:
// on a guard turn, which face-down guard card the player turns up; at a real
// table also what the cards drawn show; in the Lights Out phase, what a
// face-down card shows as it is turned up at a real table.
//
// A guard card is typed as one answer, "blue 3" (or "b3"), rather than as a
// colour, a strength and a special mark asked apart: at the table the
// player reads the card and types what it shows, and one answer per card
// keeps a whole guard turn (the card turned up, the location card, the card
// it sends) on one page that fits 80x24. It is the syntax of lockup guards
// turn --card, with the colour shortened to its first letters.

// guardTurnAnswers are a guard turn: the face-down guard card turned up and
// what it shows, the location card drawn, and what the guard card it sends
// shows (table decks).
type guardTurnAnswers struct {
	Reveal   rules.Location
	Revealed rules.GuardCard
	Drawn    rules.LocationCard
	Placed   rules.GuardCard
	// revealed and placed are the answers as typed.
	revealed, placed string
}

// revealPlace says where the guard card turned up lies: "at the Smithy",
// "on the legend card".
func revealPlace(lang terms.Lang, l rules.Location) string {
	if l == legendReveal {
		return lang.Sprintf("play.guards-on-legend")
	}
	return lang.Sprintf("play.guards-at", rules.LocationIn(lang, l))
}

// entry is the guard turn the answers make.
func (a *guardTurnAnswers) entry() *companion.GuardTurnEntry {
	e := &companion.GuardTurnEntry{Reveal: a.Reveal, Revealed: a.Revealed, Drawn: a.Drawn}
	if a.Reveal == legendReveal {
		e.Reveal, e.Legend = rules.NoLocation, true
	}
	if a.sends() {
		e.Placed = a.Placed
	}
	return e
}

// sends reports whether the location card drawn sends a guard card.
func (a *guardTurnAnswers) sends() bool { return a.Drawn != rules.OffDuty }

// guardTable is what the guard turn's questions need to know of the round
// (companion.Game.GuardTurnTable), and the language they are asked in.
type guardTable struct {
	companion.GuardTurnTable
	lang terms.Lang
}

// buildGuardTurnForm asks a guard turn at a real table, on one page: which
// face-down guard card the player turns up and what it shows, the location
// card that came up, and unless it is Off Duty (or the guard deck is
// empty) what the guard card it sends shows. A question with one answer is
// not asked: its answer is taken and said in taken.
//
// prev, when not nil, is the guard turn lockup undo took back last: its
// answers are filled in where the table still allows them, so that one
// wrong card costs one correction.
func buildGuardTurnForm(t guardTable, prev *companion.GuardTurnEntry) (fields []huh.Field, a *guardTurnAnswers, taken []string) {
	a = &guardTurnAnswers{}
	lang := t.lang
	down := append(slices.Clone(t.FaceDown), legendOption(t.LegendDown)...)
	a.Reveal, a.Drawn = rules.NoLocation, rules.NoLocationCard
	a.fillIn(prev, down, t)
	switch len(down) {
	case 0:
		taken = append(taken, lang.Sprintf("play.guards-none-down"))
	case 1:
		a.Reveal = down[0]
		taken = append(taken, lang.Sprintf("play.guards-only-down", revealPlace(lang, a.Reveal)))
	default:
		if a.Reveal == rules.NoLocation {
			a.Reveal = down[0]
		}
		fields = append(fields, revealSelect(lang, t.FaceDown, t.LegendDown, &a.Reveal))
	}
	hint := func() string { return companion.GuardCardHint(lang, t.Level) }
	if len(down) > 0 {
		shows := newAnswerInput(func() string { return lang.Sprintf("play.guards-shows", revealPlace(lang, a.Reveal)) }, hint, &a.Reveal, nil)
		shows.Value(&a.revealed).Validate(guardCardValidator(t.Level, &a.Revealed))
		fields = append(fields, shows)
	}
	var opts []huh.Option[rules.LocationCard]
	for _, c := range t.Locations {
		name := cmdutil.LocationCardWord(lang, c)
		if c == rules.OffDuty {
			name = lang.Sprintf("play.guards-off-duty-left", name, t.OffDuty)
		}
		opts = append(opts, huh.NewOption(name, c))
	}
	if a.Drawn == rules.NoLocationCard {
		a.Drawn = t.Locations[0]
	}
	fields = append(fields, cmdutil.NewSelect[rules.LocationCard]().Title(lang.Sprintf("play.guards-which-location-card")).Options(opts...).Inline(true).Value(&a.Drawn))
	if !t.GuardsLeft {
		taken = append(taken, lang.Sprintf("play.guards-deck-empty"))
		return fields, a, taken
	}
	moot := func() bool { return !a.sends() }
	placed := newAnswerInput(func() string {
		if moot() {
			return lang.Sprintf("play.guards-off-duty", cmdutil.LocationCardWord(lang, rules.OffDuty))
		}
		return lang.Sprintf("play.guards-placed", cmdutil.LocationCardWord(lang, a.Drawn))
	}, func() string {
		if moot() {
			return ""
		}
		return hint()
	}, &a.Drawn, moot)
	placed.Value(&a.placed).Validate(func(s string) error {
		if moot() {
			return nil
		}
		return guardCardValidator(t.Level, &a.Placed)(s)
	})
	fields = append(fields, placed)
	return fields, a, taken
}

// fillIn fills in the answers of prev, the guard turn taken back, where
// the table still allows them: the face-down card turned up (one of down),
// what it showed, the location card (one of those left) and the guard card
// it sent.
func (a *guardTurnAnswers) fillIn(prev *companion.GuardTurnEntry, down []rules.Location, t guardTable) {
	if prev == nil {
		return
	}
	reveal := prev.Reveal
	if prev.Legend {
		reveal = legendReveal
	}
	if slices.Contains(down, reveal) {
		a.Reveal = reveal
	}
	if prev.Revealed.Known() {
		a.revealed = prev.Revealed.String()
	}
	if slices.Contains(t.Locations, prev.Drawn) {
		a.Drawn = prev.Drawn
	}
	if prev.Placed.Known() {
		a.placed = prev.Placed.String()
	}
}

// undoneGuardTurn returns the guard turn lockup undo took back last, when
// it is the next entry lockup redo would put back; nil otherwise.
func (p *player) undoneGuardTurn() *companion.GuardTurnEntry {
	undone := p.log.Undone()
	if len(undone) == 0 {
		return nil
	}
	e, _ := undone[0].Payload.(*companion.GuardTurnEntry)
	return e
}

// legendReveal is the answer of revealSelect for the guard card on the
// legend card (Breakout), which lies at no location.
const legendReveal = rules.Location(-1)

// legendOption returns the legend card's answer when its guard card lies
// face down, none otherwise.
func legendOption(down bool) []rules.Location {
	if down {
		return []rules.Location{legendReveal}
	}
	return nil
}

// revealSelect asks which face-down guard card the player turns up: one at
// a location, or with legend the one on the legend card (legendReveal).
func revealSelect(lang terms.Lang, faceDown []rules.Location, legend bool, dst *rules.Location) huh.Field {
	opts := make([]huh.Option[rules.Location], 0, len(faceDown)+1)
	for _, l := range faceDown {
		opts = append(opts, huh.NewOption(rules.LocationIn(lang, l), l))
	}
	if legend {
		opts = append(opts, huh.NewOption(lang.Sprintf("play.guards-the-legend-card"), legendReveal))
	}
	return cmdutil.NewSelect[rules.Location]().Title(lang.Sprintf("play.guards-which-face-down")).Options(opts...).Inline(true).Value(dst)
}

// guardCardValidator reads a guard card typed in a form
// (companion.ParseTypedGuardCard) into dst.
func guardCardValidator(level rules.Difficulty, dst *rules.GuardCard) func(string) error {
	return func(s string) error {
		c, err := companion.ParseTypedGuardCard(s, level)
		if err != nil {
			return err
		}
		*dst = c
		return nil
	}
}

// answerInput is an input of a page that follows the answers before it on
// the page: its title and description are worked out from them, and it is
// passed over while skip reports true (Enter on the field before it goes
// on to the field after it, or ends the page), as huh passes over a note.
// huh hides whole groups only, and its accessible prompts show no title
// worked out by a function: settle fixes the title before such a prompt.
type answerInput struct {
	*huh.Input
	title, description func() string
	skip               func() bool // nil: never passed over
}

// newAnswerInput makes an answerInput whose title and description follow
// binding, the answer they are worked out from.
func newAnswerInput(title, description func() string, binding any, skip func() bool) *answerInput {
	in := &answerInput{Input: huh.NewInput(), title: title, description: description, skip: skip}
	in.TitleFunc(title, binding).DescriptionFunc(description, binding)
	return in
}

// Skip reports whether the field is passed over.
func (in *answerInput) Skip() bool { return in.skip != nil && in.skip() }

// Update updates the input and keeps the wrapper in the form.
func (in *answerInput) Update(msg tea.Msg) (huh.Model, tea.Cmd) {
	m, cmd := in.Input.Update(msg)
	if i, ok := m.(*huh.Input); ok {
		in.Input = i
	}
	return in, cmd
}

// settle fixes the title and the description from the answers given.
func (in *answerInput) settle() {
	in.Title(in.title()).Description(in.description())
}

// askPage asks the fields of one page under the header: as one group on a
// terminal; in accessible mode one field at a time, passing over a field
// the answers before it made moot (huh's accessible mode asks every field).
func (p *player) askPage(fields []huh.Field) error {
	if !p.io.Accessible {
		return p.askGroup(cmdutil.NewGroup(fields...))
	}
	for _, f := range fields {
		if in, ok := f.(*answerInput); ok {
			if in.Skip() {
				continue
			}
			in.settle()
		}
		if err := p.ask(huh.NewForm(cmdutil.NewGroup(f))); err != nil {
			return err
		}
	}
	return nil
}

// guardHeader is the header of a question of the guards' part: the round
// and the phase, the location in the Lights Out phase, and what happens.
func guardHeader(lang terms.Lang, g companion.Game, x companion.Expectation) playHeading {
	switch x.Kind {
	case companion.ExpectGuardTurn:
		return playHeaderIn(lang, g, x, lang.Sprintf("play.guards-turn"))
	case companion.ExpectGuardCard:
		return playHeaderIn(lang, g, x, lang.Sprintf("play.guards-card-up"))
	}
	return playHeaderIn(lang, g, x, x.Kind.String())
}

// guardTurn asks a guard turn. With the app's decks the player only
// chooses the face-down guard card to turn up; the app draws the rest
// (Game.GuardTurn), and the entry, printed as it is recorded, says what
// it drew. At a real table the player also says what the cards show.
func (p *player) guardTurn(x companion.Expectation) (companion.Payload, error) {
	p.header = guardHeader(p.lang, p.g, x)
	if x.AppDecks {
		// With one face-down card or none the table makes the turn by
		// itself (Expectation.Auto); play gets here when it could not.
		reveal := rules.NoLocation
		if len(x.FaceDown) > 0 {
			reveal = x.FaceDown[0]
		} else if x.LegendDown {
			reveal = legendReveal
		}
		if len(x.FaceDown)+len(legendOption(x.LegendDown)) > 1 {
			if err := p.askPage([]huh.Field{revealSelect(p.lang, x.FaceDown, x.LegendDown, &reveal)}); err != nil {
				return nil, err
			}
		}
		legend := reveal == legendReveal
		if legend {
			reveal = rules.NoLocation
		}
		e, err := p.g.GuardTurn(reveal, legend)
		if err != nil {
			return nil, &cmdutil.GameRefusal{Err: fmt.Errorf("refused: %w", err)}
		}
		return e, nil
	}
	t := guardTable{p.g.GuardTurnTable(x), p.lang}
	if len(t.Locations) == 0 {
		return nil, &cmdutil.GameRefusal{Err: errors.New("refused: the location deck is empty, and a guard turn turns up its top card; lockup undo takes back the last entry")}
	}
	prev := p.undoneGuardTurn()
	fields, a, taken := buildGuardTurnForm(t, prev)
	if prev != nil {
		taken = append(taken, p.lang.Sprintf("play.guards-filled-in"))
	}
	for _, t := range taken {
		p.only(t)
	}
	if err := p.askPage(fields); err != nil {
		return nil, err
	}
	return a.entry(), nil
}

// guardCard asks what the face-down guard card at the location the Lights
// Out phase has reached shows, as it is turned up at a real table.
func (p *player) guardCard(x companion.Expectation) (companion.Payload, error) {
	p.header = guardHeader(p.lang, p.g, x)
	level := p.g.Solo.Config.Difficulty
	var typed string
	e := &companion.GuardCardEntry{Location: x.Location}
	title := p.lang.Sprintf("play.guards-turn-up", rules.LocationIn(p.lang, x.Location))
	if broughtFaceDown(p.g, x.Location) {
		title = p.lang.Sprintf("play.guards-turn-up-brought", rules.LocationIn(p.lang, x.Location))
	}
	f := huh.NewInput().Title(title).
		Description(companion.GuardCardHint(p.lang, level)).Value(&typed).Validate(guardCardValidator(level, &e.Card))
	if err := p.askPage([]huh.Field{f}); err != nil {
		return nil, err
	}
	return e, nil
}

// broughtFaceDown reports whether the face-down guard card at loc that the
// Lights Out phase turns up next is the one the special card brought there.
func broughtFaceDown(g companion.Game, loc rules.Location) bool {
	for _, c := range g.Solo.Round.Cards() {
		if c.Location == loc && !c.FaceUp {
			return c.Brought
		}
	}
	return false
}
