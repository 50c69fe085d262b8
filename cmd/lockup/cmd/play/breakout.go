package play

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/status"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
)

// What lockup play asks in a Breakout game (Breakout rulebook): the tunnel
// markers and the first legend card at setup, each lantern step, the loot
// token a crew takes, the legend card turned up and the legend card
// resolved. With --decks app the app lays the markers and turns up the
// legend cards, and play asks nothing of them.

// tunnelsAnswers are the tunnel markers still to lay (Kinds) and the
// location each lies on (At), as on the table.
type tunnelsAnswers struct {
	Kinds []rules.Tunnel
	At    []rules.Location
}

// buildTunnelsForm asks where each tunnel marker still to lay lies: one
// line a marker, a select of the locations 1 to 7 still without one (the
// other locations' markers collapsed).
func buildTunnelsForm(g companion.Game, single, double int) (*huh.Group, *tunnelsAnswers) {
	a := &tunnelsAnswers{}
	var opts []huh.Option[rules.Location]
	for loc := rules.ExerciseYard; loc <= rules.CellBlock; loc++ {
		if g.Breakout.Tunnels[loc] == rules.NoTunnel {
			opts = append(opts, huh.NewOption(loc.String(), loc))
		}
	}
	for range single {
		a.Kinds = append(a.Kinds, rules.SingleTunnel)
	}
	for range double {
		a.Kinds = append(a.Kinds, rules.DoubleTunnel)
	}
	a.At = make([]rules.Location, len(a.Kinds))
	fields := make([]huh.Field, len(a.Kinds))
	for i, k := range a.Kinds {
		a.At[i] = opts[min(i, len(opts)-1)].Value
		title := cmdutil.Capitalize(k.String()) + " tunnel at:"
		if (k == rules.SingleTunnel && single > 1) || (k == rules.DoubleTunnel && double > 1) {
			title = fmt.Sprintf("%s tunnel %d at:", cmdutil.Capitalize(k.String()), i-slices.Index(a.Kinds, k)+1)
		}
		fields[i] = huh.NewSelect[rules.Location]().Inline(true).Title(title).Options(opts...).Value(&a.At[i]).
			Validate(func(l rules.Location) error {
				// Against the markers answered above; entries checks them
				// all once the form is done.
				if slices.Contains(a.At[:i], l) {
					return fmt.Errorf("the %s has a marker already (a location takes one)", l)
				}
				return nil
			})
	}
	return huh.NewGroup(fields...).Title("Tunnel markers").
		Description(fmt.Sprintf("Where the %s tunnel(s) lie on locations 1 to 7; the others collapsed (Breakout rulebook, \"Expansion Setup\").", tunnelSetWords(single, double))), a
}

// tunnelSetWords says the tunnel markers still to lay: "1 single and 1
// double".
func tunnelSetWords(single, double int) string {
	var parts []string
	if single > 0 {
		parts = append(parts, fmt.Sprintf("%d single", single))
	}
	if double > 0 {
		parts = append(parts, fmt.Sprintf("%d double", double))
	}
	return joinNames(parts)
}

// entries are the tunnel entries the answers make, refused when two
// markers were put on one location (accessible answers are not checked
// as they are typed).
func (a *tunnelsAnswers) entries() ([]companion.Payload, error) {
	out := make([]companion.Payload, len(a.At))
	for i, l := range a.At {
		if slices.Index(a.At, l) != i {
			return nil, fmt.Errorf("two tunnel markers on the %s: a location takes one (Breakout rulebook, \"Expansion Setup\"); nothing was recorded, say them again", l)
		}
		out[i] = &companion.TunnelEntry{Location: l, Double: a.Kinds[i] == rules.DoubleTunnel}
	}
	return out, nil
}

// breakoutSetup asks for the tunnel markers and the first legend card, as
// they lie on the table, then records them; false when the player stopped
// (nothing is recorded then).
func (p *player) breakoutSetup(x companion.Expectation, start *companion.Expectation) (bool, error) {
	stop := func() (bool, error) {
		p.goOn("Stopped; nothing of the setup was recorded.")
		return false, nil
	}
	p.header = playHeading{head: "Setup, Breakout: the tunnel markers and the first legend card."}
	var pls []companion.Payload
	single, _ := x.NeedOf(companion.NeedSingleTunnels)
	double, _ := x.NeedOf(companion.NeedDoubleTunnels)
	if single.N+double.N > 0 {
		f, a := buildTunnelsForm(p.g, single.N, double.N)
		if err := p.askGroup(f); err != nil {
			if errors.Is(err, errStopPlay) {
				return stop()
			}
			return false, err
		}
		var err error
		if pls, err = a.entries(); err != nil {
			cmdutil.PrintErrLine(p.io, err.Error())
			return true, nil // asked again
		}
	}
	if x.Needs(companion.NeedFirstLegend) {
		e, err := p.askLegendCard("The first legend card, turned face up (Breakout rulebook, \"Expansion Setup\"): which one?")
		if errors.Is(err, errStopPlay) {
			return stop()
		}
		if err != nil {
			return false, err
		}
		if e == nil {
			return true, nil // asked again
		}
		pls = append(pls, e)
	}
	for _, pl := range pls {
		refused, err := p.append(pl)
		if err != nil {
			return false, err
		}
		if refused != nil {
			cmdutil.PrintErrLine(p.io, refused.Error())
		}
	}
	*start = p.g.Expect()
	return true, nil
}

// otherCard is the option of a select of the catalog's cards for a card it
// does not list: its name is asked next.
const otherCard = "\x00other"

// buildCatalogCardForm asks which card of names (the catalog's) it is, or
// another one; nil when names is empty (the name is asked at once).
func buildCatalogCardForm(title string, names []string, other string) (*huh.Group, *cardAnswers) {
	a := &cardAnswers{}
	if len(names) == 0 {
		return nil, a
	}
	opts := make([]huh.Option[string], 0, len(names)+1)
	for _, n := range names {
		opts = append(opts, huh.NewOption(n, n))
	}
	opts = append(opts, huh.NewOption(other, otherCard))
	a.Card = names[0]
	return huh.NewGroup(huh.NewSelect[string]().Title(title).Options(opts...).Value(&a.Card)), a
}

// pickCard asks which card it is: a select of the catalog's names, then
// for another card its name typed.
func (p *player) pickCard(title string, names []string, other, typeTitle string) (string, error) {
	f, a := buildCatalogCardForm(title, names, other)
	if f != nil {
		if err := p.askGroup(f); err != nil {
			return "", err
		}
		if a.Card != otherCard {
			return a.Card, nil
		}
		title = typeTitle
	}
	f, a = buildDrawnForm(title, "as printed on it", false)
	if err := p.askGroup(f); err != nil {
		return "", err
	}
	return strings.TrimSpace(a.Card), nil
}

// askLegendCard asks which legend card was turned up (the catalog's not
// turned up yet, or another typed), then the printed values the catalog
// lacks; nil with no error when they could not be filled (said).
func (p *player) askLegendCard(title string) (*companion.LegendCardEntry, error) {
	var names []string
	for _, n := range p.cards.Names(catalog.LegendCard) {
		if !slices.ContainsFunc(p.g.Breakout.Seen, func(s string) bool { return catalog.NameKey(s) == catalog.NameKey(n) }) {
			names = append(names, n)
		}
	}
	name, err := p.pickCard(title, names, "another legend card (type its name)", "Which legend card? (its name as printed)")
	if err != nil {
		return nil, err
	}
	e := &companion.LegendCardEntry{Card: name}
	if e.Printed, err = p.printed(catalog.LegendCard, name, catalog.Card{}); err != nil {
		if errors.Is(err, errStopPlay) {
			return nil, err
		}
		cmdutil.PrintErrLine(p.io, err.Error())
		return nil, nil
	}
	e.Card = e.Printed.Name
	return e, nil
}

// legendCard asks for the legend card turned up in the Patrol phase.
func (p *player) legendCard(x companion.Expectation) (companion.Payload, error) {
	p.header = playHeader(p.g, x, "the next legend card is turned up")
	e, err := p.askLegendCard("The next legend card, turned face up (Breakout rulebook, \"Patrol Phase\"): which one?")
	if e == nil || err != nil {
		return nil, err
	}
	return e, nil
}

// lootAnswers are whether the crew uses its loot token or scores one star.
type lootAnswers struct {
	Star bool
}

// buildLootUseForm asks whether the crew uses the token or keeps it face
// down for one reputation star.
func buildLootUseForm(crew, token string, card *catalog.Card) (*huh.Group, *lootAnswers) {
	a := &lootAnswers{}
	use := "use it now"
	if card != nil && card.Effects.Known && len(card.Effects.Value) > 0 && !(card.Asked.Known && card.Asked.Value) {
		use += " (" + card.Value(catalog.FieldEffects) + ")"
	} else if card != nil && (!card.Asked.Known || card.Asked.Value) {
		use += " (played at the table: what it did is asked next)"
	}
	return huh.NewGroup(huh.NewSelect[bool]().Title(fmt.Sprintf("%s takes %s: use it, or keep it face down for one star?", crew, token)).
		Options(huh.NewOption(use, false), huh.NewOption("score 1 reputation star instead", true)).Value(&a.Star)), a
}

// changesAnswers are what a card played at the table did to each crew.
type changesAnswers struct {
	crews []string
	text  []string
	// Changes are the changes read, one per crew that changed.
	Changes []companion.Change
}

// buildChangesForm asks what a card played at the table did to each crew,
// one line a crew in the words of --change ("+1 power, -1 gold"; Enter:
// nothing).
func buildChangesForm(title string, crews []string) (*huh.Group, *changesAnswers) {
	a := &changesAnswers{crews: crews, text: make([]string, len(crews)), Changes: make([]companion.Change, len(crews))}
	// The question is a note, not the group's title: play shows its header
	// there, and accessible mode shows no group's title.
	fields := make([]huh.Field, len(crews)+1)
	fields[0] = huh.NewNote().Title(title).Description("What it did to each crew, e.g. +1 power, -1 gold, +2 stars, +1 tome (Enter: nothing).")
	for i, c := range crews {
		fields[i+1] = huh.NewInput().Inline(true).Title(fmt.Sprintf("%-10s ", c+":")).Value(&a.text[i]).
			Validate(func(s string) error {
				ch, err := readChange(c, s)
				a.Changes[i] = ch
				return err
			})
	}
	return huh.NewGroup(fields...), a
}

// readChange reads what a card did to a crew, in the words of --change
// without the crew's name ("+1 power, -1 gold"); empty, no change.
func readChange(crew, s string) (companion.Change, error) {
	if strings.TrimSpace(s) == "" {
		return companion.Change{Crew: crew}, nil
	}
	ch, err := input.ParseChange(crew + ": " + s)
	if err != nil {
		return companion.Change{Crew: crew}, errors.New(strings.TrimPrefix(err.Error(), fmt.Sprintf("%q: ", crew+": "+s)))
	}
	return companion.Change{Crew: crew, Gain: ch.Gain, Lose: ch.Lose, Power: ch.Power, Suspicion: ch.Suspicion, Reputation: ch.Reputation, Tomes: ch.Tomes}, nil
}

// changed returns the changes of the crews the card changed.
func (a *changesAnswers) changed() []companion.Change {
	var out []companion.Change
	for _, c := range a.Changes {
		if c != (companion.Change{Crew: c.Crew}) {
			out = append(out, c)
		}
	}
	return out
}

// crewNames are the game's crews (the guards too, in a solitary game: a
// card played at the table may reward them).
func crewNames(g companion.Game) []string {
	out := make([]string, len(g.Crews))
	for i, c := range g.Crews {
		out[i] = c.Name
	}
	return out
}

// loot asks which loot token the crew took (the catalog's, or typed; its
// printed values asked once), whether it uses it or scores one star, and
// what a token played at the table did.
func (p *player) loot(x companion.Expectation) (companion.Payload, error) {
	p.header = playHeader(p.g, x, fmt.Sprintf("%s's lantern reached %s", x.Crew, companion.SpaceName(x.Space)))
	name, err := p.pickCard(fmt.Sprintf("%s takes the top loot token at %s: which is it?", x.Crew, companion.SpaceName(x.Space)),
		p.cards.Names(catalog.LootCard), "another token (type what it shows)", fmt.Sprintf("%s takes which loot token? (what it shows)", x.Crew))
	if err != nil {
		return nil, err
	}
	e := &companion.LootEntry{Crew: x.Crew, Loot: name}
	if e.Printed, err = p.printed(catalog.LootCard, name, catalog.Card{}); err != nil {
		if errors.Is(err, errStopPlay) {
			return nil, err
		}
		cmdutil.PrintErrLine(p.io, err.Error())
		return nil, nil
	}
	e.Loot = e.Printed.Name
	if x.Crew != rules.Guards { // the guards always use it (Breakout rulebook, "Solitary Mode – Lights Out Phase")
		f, a := buildLootUseForm(x.Crew, e.Loot, e.Printed)
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
		e.Scored = a.Star
	}
	if !e.Scored && (!e.Printed.Asked.Known || e.Printed.Asked.Value) {
		f, a := buildChangesForm(fmt.Sprintf("%s used %s, played at the table: what did it do?", x.Crew, e.Loot), crewNames(p.g))
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
		e.Changes = a.changed()
	}
	return e, nil
}

// legendRanking says who ranks first on the legend card, and the order of
// the tokens on it, for the header above the legend's questions.
func legendRanking(g companion.Game) string {
	res, err := g.LegendResolution()
	if err != nil {
		return ""
	}
	rk := res.Ranking()
	if len(rk) == 0 {
		return "No token is on the legend card: nobody gets its reward."
	}
	parts := make([]string, len(rk))
	for i, r := range rk {
		parts[i] = fmt.Sprintf("%s (%s)", r.Name, strings.Join(status.TokenNames(r.Tokens.Slice()), ", "))
		if r.Name == rules.Guards {
			parts[i] = r.Name
		}
	}
	return cmdutil.WrapText(fmt.Sprintf("%s ranks first on the legend card; the order: %s.", rk[0].Name, strings.Join(parts, ", ")), 76, "", "")
}

// legend asks what the active legend card, played at the table, did to
// each crew, under the ranking; then it resolves.
func (p *player) legend(x companion.Expectation) (companion.Payload, error) {
	p.header = playHeader(p.g, x, x.Legend+" resolves")
	p.header.details = legendRanking(p.g)
	f, a := buildChangesForm(fmt.Sprintf("%s is played at the table: what did it do?", x.Legend), crewNames(p.g))
	if err := p.askGroup(f); err != nil {
		return nil, err
	}
	return &companion.LegendEntry{Card: x.Legend, Changes: a.changed()}, nil
}
