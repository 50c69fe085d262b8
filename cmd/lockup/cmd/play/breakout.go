package play

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
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
func buildTunnelsForm(lang terms.Lang, g companion.Game, single, double int) (*huh.Group, *tunnelsAnswers) {
	a := &tunnelsAnswers{}
	var opts []huh.Option[rules.Location]
	for _, loc := range rules.FirstSevenLocations {
		if g.Breakout.Tunnels[loc] == rules.NoTunnel {
			opts = append(opts, huh.NewOption(rules.LocationIn(lang, loc), loc))
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
		title := lang.Sprintf("play.tunnel-at", cmdutil.CapitalizeIn(lang, rules.TunnelIn(lang, k)))
		if (k == rules.SingleTunnel && single > 1) || (k == rules.DoubleTunnel && double > 1) {
			title = lang.Sprintf("play.tunnel-n-at", cmdutil.CapitalizeIn(lang, rules.TunnelIn(lang, k)), i-slices.Index(a.Kinds, k)+1)
		}
		fields[i] = cmdutil.NewSelect[rules.Location]().Inline(true).Title(title).Options(opts...).Value(&a.At[i]).
			Validate(func(l rules.Location) error {
				// Against the markers answered above; entries checks them
				// all once the form is done.
				if slices.Contains(a.At[:i], l) {
					return errors.New(lang.Sprintf("play.tunnel-taken", rules.LocationIn(lang, l)))
				}
				return nil
			})
	}
	return cmdutil.NewGroup(fields...).Title(lang.Sprintf("play.tunnels-title")).
		Description(lang.Sprintf("play.tunnels-desc", tunnelSetWordsIn(lang, single, double))), a
}

// tunnelSetWordsIn says, in lang, the tunnel markers still to lay: "1 single and 1
// double".
func tunnelSetWordsIn(lang terms.Lang, single, double int) string {
	var parts []string
	if single > 0 {
		parts = append(parts, lang.Sprintf("play.tunnels-single", single))
	}
	if double > 0 {
		parts = append(parts, lang.Sprintf("play.tunnels-double", double))
	}
	return cmdutil.JoinNamesIn(lang, parts)
}

// breakoutSetup asks for the tunnel markers and the first legend card, as
// they lie on the table, then records them; false when the player stopped
// (nothing is recorded then).
func (p *player) breakoutSetup(x companion.Expectation, start *companion.Expectation) (bool, error) {
	stop := func() (bool, error) {
		p.goOn(p.lang.Sprintf("play.stopped-setup"))
		return false, nil
	}
	p.header = playHeading{head: p.lang.Sprintf("play.breakout-setup")}
	var pls []companion.Payload
	single, _ := x.NeedOf(companion.NeedSingleTunnels)
	double, _ := x.NeedOf(companion.NeedDoubleTunnels)
	if single.N+double.N > 0 {
		f, a := buildTunnelsForm(p.lang, p.g, single.N, double.N)
		if err := p.askGroup(f); err != nil {
			if errors.Is(err, errStopPlay) {
				return stop()
			}
			return false, err
		}
		var err error
		if pls, err = companion.TunnelEntries(a.Kinds, a.At); err != nil {
			cmdutil.PrintErrLine(p.io, err.Error())
			return true, nil // asked again
		}
	}
	if x.Needs(companion.NeedFirstLegend) {
		e, err := p.askLegendCard(p.lang.Sprintf("play.first-legend"))
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
	return cmdutil.NewGroup(cmdutil.NewSelect[string]().Title(title).Options(opts...).Value(&a.Card)), a
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
	f, a = buildDrawnFormIn(p.lang, title, p.lang.Sprintf("play.as-printed"), false)
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
	name, err := p.pickCard(title, names, p.lang.Sprintf("play.legend-other"), p.lang.Sprintf("play.legend-which"))
	if err != nil {
		return nil, err
	}
	e := &companion.LegendCardEntry{Card: name}
	if e.Printed, err = p.printed(catalog.LegendCard, name, catalog.Card{}); err != nil {
		return nil, p.cardProblem(err)
	}
	e.Card = e.Printed.Name
	return e, nil
}

// legendCard asks for the legend card turned up in the Patrol phase.
func (p *player) legendCard(x companion.Expectation) (companion.Payload, error) {
	p.header = playHeaderIn(p.lang, p.g, x, p.lang.Sprintf("play.next-legend-up"))
	e, err := p.askLegendCard(p.lang.Sprintf("play.next-legend"))
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
func buildLootUseForm(lang terms.Lang, crew, token string, card *catalog.Card) (*huh.Group, *lootAnswers) {
	a := &lootAnswers{}
	use := lang.Sprintf("play.loot-use")
	if card != nil && card.Effects.Known && len(card.Effects.Value) > 0 && !(card.Asked.Known && card.Asked.Value) {
		use = lang.Sprintf("play.loot-use-effects", use, card.Value(catalog.FieldEffects))
	} else if card != nil && (!card.Asked.Known || card.Asked.Value) {
		use = lang.Sprintf("play.loot-use-table", use)
	}
	return cmdutil.NewGroup(cmdutil.NewSelect[bool]().Title(lang.Sprintf("play.loot-takes", crew, token)).
		Options(huh.NewOption(use, false), huh.NewOption(lang.Sprintf("play.loot-star"), true)).Value(&a.Star)), a
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
func buildChangesForm(lang terms.Lang, title string, crews []string) (*huh.Group, *changesAnswers) {
	a := &changesAnswers{crews: crews, text: make([]string, len(crews)), Changes: make([]companion.Change, len(crews))}
	// The question is a note, not the group's title: play shows its header
	// there, and accessible mode shows no group's title.
	fields := make([]huh.Field, len(crews)+1)
	fields[0] = huh.NewNote().Title(title).Description(lang.Sprintf("play.changes-desc"))
	for i, c := range crews {
		fields[i+1] = huh.NewInput().Inline(true).Title(fmt.Sprintf("%-10s ", c+":")).Value(&a.text[i]).
			Validate(func(s string) error {
				ch, err := companion.ParseCrewChange(c, s)
				a.Changes[i] = ch
				return err
			})
	}
	return cmdutil.NewGroup(fields...), a
}

// loot asks which loot token the crew took (the catalog's, or typed; its
// printed values asked once), whether it uses it or scores one star, and
// what a token played at the table did.
func (p *player) loot(x companion.Expectation) (companion.Payload, error) {
	p.header = playHeaderIn(p.lang, p.g, x, p.lang.Sprintf("play.lantern-reached", rules.NameIn(p.lang, x.Crew), rules.SpaceIn(p.lang, x.Space)))
	name, err := p.pickCard(p.lang.Sprintf("play.loot-which", rules.NameIn(p.lang, x.Crew), rules.SpaceIn(p.lang, x.Space)),
		p.cards.Names(catalog.LootCard), p.lang.Sprintf("play.loot-other"), p.lang.Sprintf("play.loot-which-typed", rules.NameIn(p.lang, x.Crew)))
	if err != nil {
		return nil, err
	}
	e := &companion.LootEntry{Crew: x.Crew, Loot: name}
	if e.Printed, err = p.printed(catalog.LootCard, name, catalog.Card{}); err != nil {
		return nil, p.cardProblem(err)
	}
	e.Loot = e.Printed.Name
	if x.Crew != rules.Guards { // the guards always use it (Breakout rulebook, "Solitary Mode – Lights Out Phase")
		f, a := buildLootUseForm(p.lang, x.Crew, e.Loot, e.Printed)
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
		e.Scored = a.Star
	}
	if !e.Scored && (!e.Printed.Asked.Known || e.Printed.Asked.Value) {
		f, a := buildChangesForm(p.lang, p.lang.Sprintf("play.loot-changes", rules.NameIn(p.lang, x.Crew), e.Loot), p.g.CrewNames())
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
		e.Changes = companion.Changed(a.Changes)
	}
	return e, nil
}

// legend asks what the active legend card, played at the table, did to
// each crew, under the ranking; then it resolves.
func (p *player) legend(x companion.Expectation) (companion.Payload, error) {
	p.header = playHeaderIn(p.lang, p.g, x, p.lang.Sprintf("play.legend-resolves", x.Legend))
	p.header.details = cmdutil.WrapText(p.g.LegendRankingIn(p.lang), 76, "", "")
	f, a := buildChangesForm(p.lang, p.lang.Sprintf("play.legend-changes", x.Legend), p.g.CrewNames())
	if err := p.askGroup(f); err != nil {
		return nil, err
	}
	return &companion.LegendEntry{Card: x.Legend, Changes: companion.Changed(a.Changes)}, nil
}
