package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"charm.land/huh/v2"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// playOptions are the flags of `lockup play`.
type playOptions struct {
	IO       *IOStreams
	GamePath string
	// Until is phase, round or game-end: where play stops.
	Until string
	// Answers is a file of answers, one per line, read as accessible input.
	Answers string
}

func newCmdPlay(f *Factory, runF func(*playOptions) error) *cobra.Command {
	opts := &playOptions{IO: f.IOStreams}
	var accessible bool
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Walk the current phase of the game, asking only what the rules leave to players",
		Long: `play resumes the current game where it stands and walks it, one question at a
time, appending each answer to the game file as the single commands do.

Roll Call: each crew in turn assigns tokens to one location (some face down)
or passes; the rules engine refuses an illegal assignment, says why, and asks
again. Lights Out: each location resolves in order; before it does, each crew
with a reward there is asked what to do with it (take or exchange at the
Commissary, recruit at the Chow Hall, craft or reserve at the Cell Block,
nothing, or decline it); then the location resolves by itself and play prints
what each crew gained, the suspicion cubes and the stragglers. Special effect
icons that need a choice, and tomes owed, are asked for as soon as they come.
Patrol: crews over their storage limit say what they discard, the cards drawn
for the item display and the empty goon spaces are asked for ("deck empty"
when a deck has run out); the goons advance and the suspicion cubes (and a
raid) are added by themselves. After round 6 play prints the final scoring,
the same table as lockup score.

play stops at the end of the phase it started in (--until round, or --until
game-end, to go further), or when the input ends. Everything answered so far
stays in the game file, also after Ctrl-C; lockup undo takes an answer back.

Without a terminal, answer with --accessible (or ACCESSIBLE=1) and one answer
per line on standard input, or put the answers in a file for --answers.`,
		Example: `  lockup play
  lockup play --until game-end
  lockup play --accessible < answers.txt
  lockup play --answers answers.txt --game ./friday.jsonl`,
		Args: maxArgs(0),
		RunE: func(_ *cobra.Command, _ []string) error {
			switch opts.Until {
			case "phase", "round", "game-end":
			default:
				return &UsageError{Err: fmt.Errorf("--until %q: use phase, round or game-end", opts.Until)}
			}
			if accessible {
				opts.IO.Accessible = true
			}
			if runF != nil {
				return runF(opts)
			}
			return playRun(opts, accessible)
		},
	}
	cmd.Flags().StringVar(&opts.Until, "until", "phase", "where to stop: phase, round or game-end")
	cmd.Flags().StringVar(&opts.Answers, "answers", "", "a file of answers, one per line (accessible prompts)")
	cmd.Flags().BoolVar(&accessible, "accessible", false, "ask with plain prompts, for screen readers; answers may come from standard input")
	gameFlag(cmd, &opts.GamePath)
	return cmd
}

// errStopPlay: the input ended or the player pressed Ctrl-C.
var errStopPlay = errors.New("stopped")

// eofReader notes when the answers run out: huh's accessible prompts take
// the end of the input as an empty answer.
type eofReader struct {
	r   io.Reader
	eof bool
}

func (e *eofReader) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if n == 0 && err != nil {
		e.eof = true
	}
	return n, err
}

// player walks a game: the log, the game replayed, and the answers.
type player struct {
	io    *IOStreams
	log   *companion.Log
	g     companion.Game
	in    *eofReader
	asked map[string]bool // crews that chose to do nothing with a reward
	// cards fills the printed values of cards entering play from the
	// catalog (and saves values typed here once their entry is recorded).
	cards *cardFiller
}

func playRun(opts *playOptions, accessibleFlag bool) error {
	if opts.Answers != "" {
		f, err := os.Open(opts.Answers)
		if err != nil {
			return &gameRefusal{fmt.Errorf("--answers: %w", err)}
		}
		defer f.Close()
		opts.IO.In, opts.IO.Accessible, accessibleFlag = f, true, true
	}
	if !opts.IO.IsStdinTTY() && !accessibleFlag {
		return &UsageError{Err: errors.New("lockup play asks questions: run it on a terminal, or answer with --accessible (one answer per line on standard input) or --answers FILE")}
	}
	l, g, err := openGame(opts.IO, opts.GamePath)
	if err != nil {
		return err
	}
	cards, err := newCardFiller()
	if err != nil {
		return err
	}
	p := &player{io: opts.IO, log: l, g: g, in: &eofReader{r: opts.IO.FormInput()}, asked: map[string]bool{}, cards: cards}
	return p.loop(opts.Until)
}

func (p *player) loop(until string) error {
	start := p.g.Expect()
	for {
		x := p.g.Expect()
		switch {
		case x.Kind == companion.ExpectSetup:
			if ok, err := p.setup(&start); !ok || err != nil {
				return err
			}
			continue
		case x.Kind == companion.ExpectGameOver:
			fmt.Fprintln(p.io.Out, "The game is over after round 6.")
			return writeFinalScore(p.io, p.g)
		case x.Kind != companion.ExpectEffect && x.Kind != companion.ExpectTome && stopHere(until, start, x):
			fmt.Fprintln(p.io.Out, p.g.Expect().String())
			return nil
		}
		pl, err := p.next(x)
		if errors.Is(err, errStopPlay) {
			fmt.Fprintln(p.io.Out, "Stopped; everything entered so far is kept. "+p.g.Expect().String())
			return nil
		}
		if err != nil {
			return err
		}
		if pl == nil {
			continue
		}
		refused, err := p.append(pl)
		if err != nil {
			return err
		}
		if refused != nil {
			if x.Automatic() {
				return refused // no answer can change it
			}
			fmt.Fprintln(p.io.ErrOut, refused.Error())
		}
	}
}

// stopHere reports whether play has left the phase (or round) it started in.
func stopHere(until string, start, x companion.Expectation) bool {
	switch until {
	case "round":
		return x.Round != start.Round
	case "game-end":
		return false
	}
	return x.Round != start.Round || x.Phase != start.Phase
}

// append records the payload as the single commands do (record), and
// prints the entry and what it changed. A refusal changes nothing and is
// returned as refused.
func (p *player) append(pl companion.Payload) (refused, err error) {
	before := p.g
	var stragglers []rules.Straggler
	if r, ok := pl.(*companion.ResolveEntry); ok {
		if res, err := before.Resolution(); err == nil && r.Location != rules.Library {
			stragglers = res.Stragglers()
		}
	}
	g, e, err := record(p.log, p.g, pl)
	var gr *gameRefusal
	if errors.As(err, &gr) {
		return gr, nil
	}
	if err != nil {
		return nil, err
	}
	p.g = g
	if err := p.cards.save(); err != nil {
		return nil, err
	}
	fmt.Fprintln(p.io.Out, companion.DescribeEntry(e))
	for _, line := range changes(before, g) {
		fmt.Fprintln(p.io.Out, "  "+line)
	}
	for _, s := range stragglers {
		fmt.Fprintf(p.io.Out, "  %s's %s straggle to the Library.\n", s.Name, strings.Join(tokenNames(s.Tokens.Slice()), ", "))
	}
	if pe, ok := pl.(*companion.PatrolEntry); ok && pe.Raid {
		fmt.Fprintln(p.io.Out, "  "+raidText(g))
	}
	return nil, nil
}

// changes lists what an entry changed on the crew boards and the first
// player marker.
func changes(before, after companion.Game) []string {
	var out []string
	for i, a := range after.Crews {
		if i >= len(before.Crews) {
			break
		}
		b := before.Crews[i]
		var parts []string
		num := func(what string, d int) {
			if d != 0 {
				parts = append(parts, fmt.Sprintf("%+d %s", d, what))
			}
		}
		num("reputation", a.Board.Reputation-b.Board.Reputation)
		num("power", a.Board.Power-b.Board.Power)
		num("suspicion", a.Board.Suspicion-b.Board.Suspicion)
		for _, k := range rules.AllResources {
			num(k.String(), a.Board.Resources.Of(k)-b.Board.Resources.Of(k))
		}
		num("tome(s) owed", a.TomesToDraw-b.TomesToDraw)
		for _, goal := range a.Goals {
			if !slices.Contains(b.Goals, goal) {
				parts = append(parts, "claims the goal "+goal)
			}
		}
		if len(parts) > 0 {
			out = append(out, a.Name+": "+strings.Join(parts, ", "))
		}
	}
	if after.FirstPlayer != before.FirstPlayer {
		out = append(out, after.FirstPlayer+" takes the first player marker")
	}
	return out
}

// ask runs a form on the play's input.
func (p *player) ask(f *huh.Form) error {
	err := runForm(p.io.setUpForm(f, p.in, p.io.ErrOut).WithShowHelp(!p.io.Accessible))
	if errors.Is(err, huh.ErrUserAborted) || p.in.eof {
		return errStopPlay
	}
	return err
}

// next asks for, or works out, the entry the expectation calls for; nil
// with no error when there is nothing to append (a crew did nothing).
func (p *player) next(x companion.Expectation) (companion.Payload, error) {
	if pl := x.AutoEntry(); pl != nil {
		return pl, nil
	}
	switch x.Kind {
	case companion.ExpectTurn:
		return p.turn(x.Crew)
	case companion.ExpectResolve:
		for _, o := range x.Open {
			key := fmt.Sprintf("%d/%s/%s", x.Round, x.Location.Slug(), o.Crew)
			if !p.asked[key] {
				return p.reward(x.Location, o, key)
			}
		}
		return &companion.ResolveEntry{Location: x.Location}, nil
	case companion.ExpectEffect:
		return p.effect(x.Effect)
	case companion.ExpectTome:
		if x.KeepTome {
			f, a := buildKeepTomeForm(x.Crew, x.Drawn)
			if err := p.ask(f); err != nil {
				return nil, err
			}
			return &companion.RewardChoiceEntry{Crew: x.Crew, Location: x.TomeFrom, Action: companion.RewardKeepTome, Cards: []string{a.Card}}, nil
		}
		f, a := buildDrawnForm(fmt.Sprintf("%s draws a tome card: which one?", x.Crew), "the card's name", false)
		if err := p.ask(f); err != nil {
			return nil, err
		}
		return &companion.TomeDrawnEntry{Crew: x.Crew, Card: a.Card}, nil
	case companion.ExpectDiscard:
		d := x.Discards[0]
		f, a := buildCubesForm(fmt.Sprintf("%s is over its storage limit: which %d resource cube(s) does it discard?", d.Crew, d.N), "e.g. scrap=1 potions=1")
		if err := p.ask(f); err != nil {
			return nil, err
		}
		return &companion.DiscardEntry{Crew: d.Crew, Resources: a.Cubes}, nil
	case companion.ExpectDisplayCard:
		f, a := buildDrawnForm(fmt.Sprintf("Item display: %d space(s) to refill. Which item card was drawn?", x.DisplayCards), `the card's name, or "deck empty" if the item deck has run out`, true)
		if err := p.ask(f); err != nil {
			return nil, err
		}
		if a.DeckEmpty {
			pe, _ := p.g.NextPatrolEntry(true)
			return pe, nil
		}
		e := &companion.DisplayCardEntry{Card: a.Card}
		var err error
		if e.Printed, err = p.printed(catalog.ItemCard, e.Card, catalog.Card{}); err != nil {
			if errors.Is(err, errStopPlay) {
				return nil, err
			}
			fmt.Fprintln(p.io.ErrOut, err)
			return nil, nil
		}
		return e, nil
	case companion.ExpectGoonCard:
		loc := x.GoonSpaces[0]
		f, a := buildDrawnForm(fmt.Sprintf("Which goon card was drawn for the %s?", loc), `CARD, CARD:SUSPICION or CARD:SUSPICION:RESOURCE when the catalog does not know it, or "deck empty"`, true)
		if err := p.ask(f); err != nil {
			return nil, err
		}
		if a.DeckEmpty {
			pe, _ := p.g.NextPatrolEntry(true)
			return pe, nil
		}
		e, typed, err := parseGoonArgs([]string{loc.Slug(), a.Card})
		if err == nil {
			e.Printed, err = p.printed(catalog.GoonCard, e.Card, typed)
		}
		if errors.Is(err, errStopPlay) {
			return nil, err
		}
		if err != nil {
			fmt.Fprintln(p.io.ErrOut, err)
			return nil, nil
		}
		return e, nil
	}
	return nil, fmt.Errorf("play cannot go on: the game waits for %s", x.Kind)
}

// turnAnswers are a Roll Call turn.
type turnAnswers struct {
	Pass     bool
	Location rules.Location
	Tokens   string
	FaceDown string
}

// buildTurnForm asks whether the crew assigns or passes.
func buildTurnForm(crew string, tokens []rules.Token) (*huh.Form, *turnAnswers) {
	a := &turnAnswers{}
	return huh.NewForm(huh.NewGroup(
		huh.NewSelect[bool]().Title(fmt.Sprintf("%s's turn (tokens left: %s)", crew, strings.Join(tokenNames(tokens), ", "))).
			Options(huh.NewOption("assign tokens to a location", false), huh.NewOption("pass", true)).Value(&a.Pass),
	)), a
}

// buildAssignForm asks where the tokens go and which go face down.
func buildAssignForm(crew string, a *turnAnswers) *huh.Form {
	var opts []huh.Option[rules.Location]
	for _, l := range rules.AllLocations {
		if l != rules.Library {
			opts = append(opts, huh.NewOption(l.String(), l))
		}
	}
	a.Location = rules.ExerciseYard
	return huh.NewForm(huh.NewGroup(
		huh.NewSelect[rules.Location]().Title(crew+" assigns to which location?").Options(opts...).Value(&a.Location),
		huh.NewInput().Title("Which tokens? (separated by spaces: lookout, enforcer, 2, 3, 4, 5)").Value(&a.Tokens).
			Validate(func(s string) error {
				if len(strings.Fields(s)) == 0 {
					return errors.New("name at least one token")
				}
				return nil
			}),
		huh.NewInput().Title("Which of them go face down? (Enter: none)").Value(&a.FaceDown),
	))
}

func (p *player) turn(crew string) (companion.Payload, error) {
	c, _ := p.g.Crew(crew)
	f, a := buildTurnForm(crew, c.Tokens)
	if err := p.ask(f); err != nil {
		return nil, err
	}
	if a.Pass {
		return &companion.PassEntry{Crew: crew}, nil
	}
	if err := p.ask(buildAssignForm(crew, a)); err != nil {
		return nil, err
	}
	return &companion.AssignEntry{Crew: crew, Location: a.Location, Tokens: dedupe(strings.Fields(a.Tokens)), FaceDown: dedupe(strings.Fields(a.FaceDown))}, nil
}

// rewardAnswers are what a crew does with its reward and the details.
type rewardAnswers struct {
	Action companion.RewardAction // NoRewardAction: nothing
	Cards  string
	Get    rules.Resource
	Cubes  rules.Resources
	pay    string
}

// buildRewardForm asks what the crew does with its reward at the location.
func buildRewardForm(loc rules.Location, o companion.OpenReward) (*huh.Form, *rewardAnswers) {
	a := &rewardAnswers{}
	var opts []huh.Option[companion.RewardAction]
	for _, act := range o.Actions {
		opts = append(opts, huh.NewOption(act.String(), act))
	}
	switch {
	case len(o.Actions) == 0:
		a.Action = companion.RewardTake
		opts = append(opts, huh.NewOption("take the reward", companion.RewardTake))
	case !o.Must:
		a.Action = companion.NoRewardAction
		opts = append(opts, huh.NewOption("nothing (the tokens go home)", companion.NoRewardAction))
	default:
		a.Action = o.Actions[0]
	}
	opts = append(opts, huh.NewOption("decline (the tokens straggle to the Library)", companion.RewardDecline))
	title := fmt.Sprintf("%s at the %s (%s strength)", o.Crew, loc, o.Tier)
	if o.Choice != "" {
		title += ": " + o.Choice
	}
	return huh.NewForm(huh.NewGroup(huh.NewSelect[companion.RewardAction]().Title(title).Options(opts...).Value(&a.Action))), a
}

func resourceOptions() []huh.Option[rules.Resource] {
	var out []huh.Option[rules.Resource]
	for _, k := range rules.AllResources {
		out = append(out, huh.NewOption(k.String(), k))
	}
	return out
}

// validateCubes reads cubes as --pay does: RESOURCE=N or RESOURCE, by
// spaces or commas.
func validateCubes(dst *rules.Resources) func(string) error {
	return func(s string) error {
		r, err := parseCubes("pay", strings.Fields(s))
		if err != nil {
			return errors.New(strings.TrimPrefix(err.Error(), "--pay "))
		}
		*dst = r
		return nil
	}
}

// buildRewardDetailForm asks the details of a take, exchange, recruit,
// craft or reserve.
func buildRewardDetailForm(g companion.Game, crew string, a *rewardAnswers) *huh.Form {
	pay := huh.NewInput().Title("Which cubes does it pay? (e.g. scrap=1 iron=2)").Value(&a.pay).Validate(validateCubes(&a.Cubes))
	a.Get = rules.Scrap
	var fields []huh.Field
	switch a.Action {
	case companion.RewardTake:
		fields = append(fields, huh.NewSelect[rules.Resource]().Title(crew+" takes which resource cube?").Options(resourceOptions()...).Value(&a.Get))
	case companion.RewardExchange:
		fields = append(fields,
			huh.NewInput().Title(crew+" gives which cubes? (e.g. iron=1)").Value(&a.pay).Validate(validateCubes(&a.Cubes)),
			huh.NewSelect[rules.Resource]().Title("and gets which resource cube?").Options(resourceOptions()...).Value(&a.Get))
	case companion.RewardRecruit:
		var goons []string
		for _, l := range companion.GoonSpaces() {
			if n := g.Locations[l].Goon; n != "" {
				goons = append(goons, n)
			}
		}
		fields = append(fields, huh.NewInput().Title(fmt.Sprintf("%s recruits which goon(s)? (separated by commas; on the board: %s)", crew, strings.Join(goons, ", "))).Value(&a.Cards), pay)
	case companion.RewardCraft, companion.RewardReserve:
		var items []huh.Option[string]
		for _, c := range g.Display {
			if c != "" {
				items = append(items, huh.NewOption(c, c))
			}
		}
		if a.Action == companion.RewardCraft {
			c, _ := g.Crew(crew)
			for _, r := range c.Reserved {
				items = append(items, huh.NewOption(r+" (reserved)", r))
			}
		}
		if len(items) == 0 {
			items = append(items, huh.NewOption("none", ""))
		}
		a.Cards = items[0].Value
		fields = append(fields, huh.NewSelect[string]().Title(fmt.Sprintf("%s %ss which item?", crew, a.Action)).Options(items...).Value(&a.Cards), pay)
	}
	return huh.NewForm(huh.NewGroup(fields...))
}

func (p *player) reward(loc rules.Location, o companion.OpenReward, key string) (companion.Payload, error) {
	f, a := buildRewardForm(loc, o)
	if err := p.ask(f); err != nil {
		return nil, err
	}
	e := &companion.RewardChoiceEntry{Crew: o.Crew, Location: loc, Action: a.Action}
	switch a.Action {
	case companion.NoRewardAction:
		if loc == rules.ChowHall || loc == rules.CellBlock {
			// Recorded, so the crews below may choose next (ruling
			// reward-order) and a replay knows it (ruling choose-nothing).
			e.Action = companion.RewardNone
			return e, nil
		}
		p.asked[key] = true
		return nil, nil
	case companion.RewardDecline:
		return e, nil
	case companion.RewardTake:
		if len(o.Actions) == 0 { // a fixed reward: handed out as the location resolves
			p.asked[key] = true
			return nil, nil
		}
	}
	if err := p.ask(buildRewardDetailForm(p.g, o.Crew, a)); err != nil {
		return nil, err
	}
	switch a.Action {
	case companion.RewardTake:
		e.Gain = rules.Resources{}.With(a.Get, 1)
	case companion.RewardExchange:
		e.Gain, e.Spend = rules.Resources{}.With(a.Get, 1), a.Cubes
	case companion.RewardRecruit:
		e.Spend = a.Cubes
		for _, c := range strings.Split(a.Cards, ",") {
			if c = strings.TrimSpace(c); c != "" {
				e.Cards = append(e.Cards, c)
			}
		}
	default:
		e.Spend, e.Cards = a.Cubes, []string{a.Cards}
	}
	return e, nil
}

// effectAnswers are the choice for a special effect icon.
type effectAnswers struct {
	Target  string
	Give    rules.Resource // NoResource: no exchange
	Get     rules.Resource
	Decline bool
}

// buildEffectForm asks the choice a Give Suspicion or an Exchange Resource
// waits for.
func buildEffectForm(g companion.Game, pe companion.PendingEffect) (*huh.Form, *effectAnswers) {
	a := &effectAnswers{Get: rules.Scrap}
	title := fmt.Sprintf("%s's %s: %s", pe.Crew, pe.Card, pe.Effect.Kind)
	if pe.Effect.Kind == rules.EffectGiveSuspicion {
		var opts []huh.Option[string]
		for _, c := range g.Crews {
			if c.Name != pe.Crew {
				opts = append(opts, huh.NewOption(c.Name, c.Name))
			}
		}
		a.Target = opts[0].Value
		return huh.NewForm(huh.NewGroup(huh.NewSelect[string]().Title(title + ": give one suspicion cube to whom?").Options(opts...).Value(&a.Target))), a
	}
	give := append([]huh.Option[rules.Resource]{huh.NewOption("no exchange", rules.NoResource)}, resourceOptions()...)
	return huh.NewForm(huh.NewGroup(
		huh.NewSelect[rules.Resource]().Title(title+": give which cube?").Options(give...).Value(&a.Give),
		huh.NewSelect[rules.Resource]().Title("and get which cube? (ignored without an exchange)").Options(resourceOptions()...).Value(&a.Get),
	)), a
}

func (p *player) effect(pe companion.PendingEffect) (companion.Payload, error) {
	f, a := buildEffectForm(p.g, pe)
	if err := p.ask(f); err != nil {
		return nil, err
	}
	e := &companion.EffectChoiceEntry{Crew: pe.Crew, Card: pe.Card, Effect: pe.Effect.Kind, Target: a.Target}
	if pe.Effect.Kind == rules.EffectExchangeResource {
		e.Target = ""
		if a.Give == rules.NoResource {
			e.Declined = true
		} else {
			e.Spend, e.Gain = rules.Resources{}.With(a.Give, 1), rules.Resources{}.With(a.Get, 1)
		}
	}
	return e, nil
}

// cardAnswers are a card's name, or a deck that ran out.
type cardAnswers struct {
	Card      string
	DeckEmpty bool
}

// buildDrawnForm asks for a card's name; deckEmpty allows "deck empty".
func buildDrawnForm(title, description string, deckEmpty bool) (*huh.Form, *cardAnswers) {
	a := &cardAnswers{}
	return huh.NewForm(huh.NewGroup(huh.NewInput().Title(title).Description(description).Value(&a.Card).
		Validate(func(s string) error {
			s = strings.TrimSpace(s)
			if s == "" {
				return errors.New("type the card's name")
			}
			a.DeckEmpty = deckEmpty && strings.EqualFold(s, "deck empty")
			return nil
		}))), a
}

// buildKeepTomeForm asks which of the two tomes drawn the crew keeps.
func buildKeepTomeForm(crew string, drawn []string) (*huh.Form, *cardAnswers) {
	a := &cardAnswers{}
	var opts []huh.Option[string]
	for _, d := range drawn {
		opts = append(opts, huh.NewOption(d, d))
	}
	a.Card = drawn[0]
	return huh.NewForm(huh.NewGroup(huh.NewSelect[string]().Title(crew + " keeps which tome? (the other goes to the bottom of the tome deck)").Options(opts...).Value(&a.Card))), a
}

// cubesAnswers are resource cubes.
type cubesAnswers struct {
	Cubes rules.Resources
	text  string
}

// buildCubesForm asks for resource cubes.
func buildCubesForm(title, description string) (*huh.Form, *cubesAnswers) {
	a := &cubesAnswers{}
	return huh.NewForm(huh.NewGroup(huh.NewInput().Title(title).Description(description).Value(&a.text).Validate(validateCubes(&a.Cubes)))), a
}

// printed returns the printed values of a card entering play: the catalog's
// and those typed with its name; when some the tracker needs are still
// unknown, play asks for just those (the card form of lockup cards edit),
// and they are kept in the catalog once the entry is recorded.
func (p *player) printed(kind catalog.CardKind, name string, typed catalog.Card) (*catalog.Card, error) {
	c, err := p.cards.fill(kind, name, typed)
	if err != nil {
		return nil, err
	}
	missing := c.PlayMissing()
	if len(missing) == 0 {
		return c, nil
	}
	fmt.Fprintf(p.io.ErrOut, "%s card %s: your card catalog does not know its %s; type what the card shows (once: it is kept in the catalog).\n", kind, c.Name, strings.Join(missing, ", "))
	f, answered := buildCardForm(p.io, *c, true)
	if err := p.ask(f); err != nil {
		return nil, err
	}
	return p.cards.fill(kind, name, *answered)
}
