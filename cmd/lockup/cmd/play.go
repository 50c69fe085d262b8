package cmd

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"sync"

	"charm.land/huh/v2"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
)

// playOptions are the flags of `lockup play`.
type playOptions struct {
	IO *IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	// Until is phase, round or game-end: where play stops.
	Until string
	// Answers is a file of answers, one per line, read as accessible input.
	Answers string
}

func newCmdPlay(f *Factory, runF func(*playOptions) error) *cobra.Command {
	opts := &playOptions{IO: f.IOStreams, Dirs: f.Dirs}
	var accessible bool
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Walk the current phase, asking only what the rules leave open",
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

In a solitary game play runs the guards too: on a guard turn it asks which
face-down guard card you turn up and, at a real table, what the cards show
(a guard card as blue 3, or b3; y4s for the special card), and in Lights Out
what each face-down card shows as its location comes. The deal, the app's
draws and the guards' rewards by their own rules are made by themselves and
printed with the reasons.

With Breakout play also asks where the tunnel markers lie and which legend
card is turned up (at a real table), where each lantern goes (after the
location's rewards), which loot token a crew takes, what a legend card or
loot token played at the table did to each crew, and which goons a
Shapeshifter draws and which one is kept.

Above each question play shows the round, the phase, the location and whose
turn it is; at a location, what each crew there gets before anyone chooses. A
question with one possible answer is not asked: play takes it and says so.
What the table does by itself (a crew with no token left passes, a location
with no choice left resolves, the goons advance) is printed with
"Automatic:" and why, as the entry commands print it.

play stops at the first question of the next phase (--until round, or --until
game-end, to go further), or when the input ends. Everything answered so far
stays in the game file, also after Ctrl-C (exit code 130); lockup undo takes an
answer back.

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

// errStopPlay: the accessible input ended, or the player pressed Ctrl-C
// (errors.Is(err, huh.ErrUserAborted) then).
var errStopPlay = errors.New("stopped")

// errPlayCancelled stops play after Ctrl-C: exit code 130.
var errPlayCancelled = fmt.Errorf("%w: %w", errStopPlay, huh.ErrUserAborted)

// player walks a game: the log, the game replayed, and the answers.
type player struct {
	io    *IOStreams
	log   *gamelog.Log
	g     companion.Game
	asked map[string]bool // crews that chose to do nothing with a reward
	// cards fills the printed values of cards entering play from the
	// catalog (and saves values typed here once their entry is recorded).
	cards *cardFiller
	// header is shown above the next question: the round, the phase, the
	// location and whose turn, then what the location gives (playHeader);
	// shown is the header last shown, so that two questions of one turn
	// show it once, and the crews at one location see what it gives once.
	header, shown playHeading
	// recorded counts the entries this play appended.
	recorded int
	// mu is held while an entry is recorded, so that Ctrl-C at a plain
	// prompt (watchInterrupt) never stops play in the middle of one.
	mu sync.Mutex
}

func playRun(opts *playOptions, accessibleFlag bool) error {
	if opts.Answers != "" {
		answers, err := readAnswers(opts.Answers)
		if err != nil {
			return err
		}
		opts.IO.In, opts.IO.Accessible, accessibleFlag = bytes.NewReader(answers), true, true
	}
	if !opts.IO.IsStdinTTY() && !accessibleFlag {
		return &UsageError{Err: errors.New("lockup play asks questions: run it on a terminal, or answer with --accessible (one answer per line on standard input) or --answers FILE")}
	}
	l, g, err := openGame(opts.IO, opts.Dirs, opts.GamePath)
	// play waits on the players between entries: it holds the game's lock
	// only while it records one, so lockup status and the like on another
	// terminal, or an entry command, are never kept waiting by a question.
	l.Unlock()
	if err != nil {
		return err
	}
	cards, err := newCardFiller(opts.Dirs, g.Breakout != nil)
	if err != nil {
		return err
	}
	p := &player{io: opts.IO, log: l, g: g, asked: map[string]bool{}, cards: cards}
	end := opts.IO.watchInterrupt(func() {
		p.mu.Lock() // never released: lockup ends
		p.stopped()
	})
	defer end()
	return p.loop(opts.Until)
}

func (p *player) loop(until string) error {
	start := p.g.Expect()
	for {
		x := p.g.Expect()
		if x.Automatic() {
			// The entries the table makes by itself, when nobody has a
			// choice: a refusal stops play, as no answer can change it.
			if err := p.playAuto(); err != nil {
				return err
			}
			continue
		}
		switch {
		case x.Kind == companion.ExpectSetup:
			if ok, err := p.setup(&start); !ok || err != nil {
				return err
			}
			continue
		case x.Kind == companion.ExpectGameOver:
			fmt.Fprintf(p.io.Out, "The game is over after round %d.\n", rules.LastRound)
			return writeFinalScore(p.io, p.g)
		// play stops at a question of the next phase (or round): the
		// entries the table makes by itself are appended first, as the
		// entry commands append them, so that the game never waits for
		// one; an effect icon or a tome owed is asked wherever it comes.
		case x.Kind != companion.ExpectEffect && x.Kind != companion.ExpectTome && stopHere(until, start, x):
			printLine(p.io, x.String(), "", "  ")
			return nil
		}
		// The entry the players' answers make.
		pl, err := p.next(x)
		if errors.Is(err, errStopPlay) {
			p.stopped()
			if errors.Is(err, huh.ErrUserAborted) {
				return errPlayCancelled
			}
			return p.io.InputProblem()
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

// append records the payload as the single commands do (recordReport), and
// prints the entry and what it changed. A refusal changes nothing and is
// returned as refused.
func (p *player) append(pl companion.Payload) (refused, err error) {
	p.mu.Lock()
	rep, err := recordReport(p.log, p.g, pl)
	if err == nil {
		p.g = rep.After
		p.recorded++
		err = p.cards.save()
	}
	p.mu.Unlock()
	var gr *gameRefusal
	if errors.As(err, &gr) {
		return gr, nil
	}
	if err != nil {
		return nil, err
	}
	// What the entry did, in the words the entry commands print.
	printReport(p.io, rep)
	return nil, nil
}

// playAuto records the entries the table makes by itself
// (companion.Game.PlayAuto), each appended and printed with why, as
// appendAutoEntries does; the rules' refusal of one is returned.
func (p *player) playAuto() error {
	run, err := p.g.PlayAuto(nil, func(rep *companion.Report) error {
		p.mu.Lock()
		err := p.log.Append(rep.Entry)
		if err == nil {
			rep.Entry = p.log.Entries()[p.log.Len()-1]
			p.g = rep.After
			p.recorded++
			err = p.cards.save()
		}
		p.mu.Unlock()
		if err != nil {
			return err
		}
		printReport(p.io, *rep)
		return nil
	})
	if err != nil {
		return err
	}
	if run.Refused != nil {
		return &gameRefusal{fmt.Errorf("refused: %w", run.Refused)}
	}
	return nil
}

// stopped says that play stopped, what it kept and what the game waits
// for: on a terminal wrapped at words, as the entry commands print.
func (p *player) stopped() {
	printLine(p.io, fmt.Sprintf("Stopped; %s. %s", p.kept(), p.g.Expect().String()), "", "  ")
}

// kept says what a stopped play keeps: the entries it recorded, in the
// game file.
func (p *player) kept() string {
	switch p.recorded {
	case 0:
		return "nothing was recorded, the game file is as it was"
	case 1:
		return "the 1 entry recorded is kept in the game file (lockup undo takes it back)"
	}
	return fmt.Sprintf("the %d entries recorded are kept in the game file (lockup undo takes the last back)", p.recorded)
}

// askGroup asks the questions of a group under the header: as the group's
// title and description on a terminal, so that the form shows them
// whatever it draws over; written before it in accessible mode, where huh
// shows no group's title.
func (p *player) askGroup(g *huh.Group) error {
	if p.io.Accessible {
		return p.ask(huh.NewForm(g))
	}
	g = g.Title(p.header.head)
	if p.header.details != "" {
		g = g.Description(p.details())
	}
	p.shown = p.header
	return p.run(huh.NewForm(g))
}

// ask writes the header, if it changed, and runs a form under it.
func (p *player) ask(f *huh.Form) error {
	p.showHeader()
	return p.run(f)
}

// run runs a form: on the terminal itself, so that the keys work
// (IOStreams.FormInput), or on the accessible input.
func (p *player) run(f *huh.Form) error {
	err := runForm(p.io.setUpForm(f, p.io.FormInput(), p.io.ErrOut).WithShowHelp(!p.io.Accessible))
	if errors.Is(err, huh.ErrUserAborted) {
		return errPlayCancelled
	}
	if p.io.InputEnded() {
		return errStopPlay
	}
	return err
}

// showHeader writes the header above the question, once for the questions
// of one turn: in the prompts, where it stays above the form on a terminal.
func (p *player) showHeader() {
	if p.header.head != p.shown.head {
		head := p.header.head
		if p.io.ColorEnabled() && !p.io.Accessible {
			head = "\x1b[1m" + head + "\x1b[0m"
		}
		fmt.Fprintln(p.io.ErrOut, head)
	}
	if p.header.details != p.shown.details && p.header.details != "" {
		fmt.Fprintln(p.io.ErrOut, p.details())
	}
	p.shown = p.header
}

// details returns the lines under the header, indented; on a terminal
// each wraps at words to its width, its rest indented under it.
func (p *player) details() string {
	if !p.io.IsStdoutTTY() || p.io.Accessible {
		return indentLines(p.header.details)
	}
	lines := strings.Split(p.header.details, "\n")
	for i, l := range lines {
		lines[i] = wrapText(l, p.io.TerminalWidth(), "  ", "    ")
	}
	return strings.Join(lines, "\n")
}

// indentLines indents each line by two spaces.
func indentLines(s string) string {
	return "  " + strings.ReplaceAll(s, "\n", "\n  ")
}

// only says which answer play took by itself, and why: the question has
// only that one, so it is not asked.
func (p *player) only(what string) {
	if p.io.Accessible {
		p.showHeader()
	}
	fmt.Fprintln(p.io.ErrOut, what+".")
}

// next asks for the entry the expectation calls for, when someone has a
// choice (not Expectation.Auto); nil with no error when there is nothing
// to append (a crew did nothing).
func (p *player) next(x companion.Expectation) (companion.Payload, error) {
	switch x.Kind {
	case companion.ExpectTurn:
		p.header = playHeader(p.g, x, x.Crew+"'s turn")
		return p.turn(x.Crew)
	case companion.ExpectResolve:
		return p.resolve(x)
	case companion.ExpectEffect:
		p.header = playHeader(p.g, x, fmt.Sprintf("%s's %s waits for a choice", x.Crew, x.Effect.Card))
		return p.effect(x.Effect)
	case companion.ExpectTome:
		p.header = playHeader(p.g, x, x.Crew+" draws a tome card")
		if x.KeepTome {
			f, a := buildKeepTomeForm(x.Crew, x.Drawn)
			if err := p.askGroup(f); err != nil {
				return nil, err
			}
			return &companion.RewardChoiceEntry{Crew: x.Crew, Location: x.TomeFrom, Action: companion.RewardKeepTome, Cards: []string{a.Card}}, nil
		}
		f, a := buildDrawnForm(fmt.Sprintf("%s draws a tome card: which one?", x.Crew), "the card's name", false)
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
		return &companion.TomeDrawnEntry{Crew: x.Crew, Card: a.Card}, nil
	case companion.ExpectDiscard:
		d := x.Discards[0]
		p.header = playHeader(p.g, x, "step 1, storage limits: "+d.Crew+" discards")
		f, a := buildCubesForm(fmt.Sprintf("%s is over its storage limit: which %s does it discard?", d.Crew, plural(d.N, "resource cube", "resource cubes")), "e.g. scrap=1 potions=1")
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
		return &companion.DiscardEntry{Crew: d.Crew, Resources: a.Cubes}, nil
	case companion.ExpectDisplayCard:
		p.header = playHeader(p.g, x, "step 2, the item display is refilled")
		f, a := buildDrawnForm(fmt.Sprintf("Item display: %s to refill. Which item card was drawn?", plural(x.DisplayCards, "space", "spaces")), `the card's name, or "deck empty" if the item deck has run out`, true)
		if err := p.askGroup(f); err != nil {
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
		p.header = playHeader(p.g, x, "step 3, the goon spaces are refilled")
		f, a := buildDrawnForm(fmt.Sprintf("Which goon card was drawn for the %s?", loc), `CARD, CARD:SUSPICION or CARD:SUSPICION:RESOURCE when the catalog does not know it, or "deck empty"`, true)
		if err := p.askGroup(f); err != nil {
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
	case companion.ExpectGuardTurn:
		return p.guardTurn(x)
	case companion.ExpectGuardCard:
		return p.guardCard(x)
	case companion.ExpectLantern:
		return p.lantern(x)
	case companion.ExpectLoot:
		return p.loot(x)
	case companion.ExpectLegendCard:
		return p.legendCard(x)
	case companion.ExpectLegend:
		return p.legend(x)
	case companion.ExpectShapeshift:
		return p.shapeshift(x)
	}
	return nil, fmt.Errorf("lockup play does not ask for this yet: the game waits for a %s; enter it with %s, then run lockup play again", x.Kind, x.Answer())
}

// resolve asks each crew whose reward at the location still waits for a
// choice, then resolves the location.
func (p *player) resolve(x companion.Expectation) (companion.Payload, error) {
	for _, o := range x.Open {
		key := fmt.Sprintf("%d/%s/%s", x.Round, x.Location.Slug(), o.Crew)
		if !p.asked[key] {
			p.header = playHeader(p.g, x, o.Crew+"'s reward")
			return p.reward(x.Location, o, key)
		}
	}
	return p.g.ResolveNext(), nil
}

// playHeading is the header of a question: its first line, and the lines
// after it.
type playHeading struct {
	head, details string
}

// playHeader is the header shown above a question: the round, the phase,
// the location in Lights Out, and whose turn (who); at a location whose
// rewards wait, what each crew there gets (lightsOutPreview).
func playHeader(g companion.Game, x companion.Expectation, who string) playHeading {
	h := playHeading{head: fmt.Sprintf("Round %d, %s", x.Round, x.Phase)}
	switch {
	case x.Phase == companion.PhaseLightsOut && g.LightsOut.Legend:
		h.head += ", the legend card"
	case x.Phase == companion.PhaseLightsOut:
		h.head += ", the " + g.LightsOut.Next.String()
	}
	h.head += ": " + who + "."
	if x.Kind != companion.ExpectResolve {
		return h
	}
	if res, err := g.Resolution(); err == nil {
		h.details = strings.Join(lightsOutPreview(&res, g.FirstPlayer), "\n")
	}
	return h
}

// lightsOutPreview says what the location being resolved gives each crew
// there, a line each, before any of them chooses: the reward of its
// strength rank, or its tokens straggling, and where the suspicion cubes
// go. firstPlayer holds the first player marker.
func lightsOutPreview(res *rules.Resolution, firstPlayer string) []string {
	var out []string
	for _, rw := range res.Rewards() {
		if !rw.Collected() {
			continue // declined, or took nothing: among the stragglers
		}
		var what []string
		if !rw.Gains.IsZero() {
			what = append(what, "gets "+rw.Gains.String())
		}
		if rw.Choice != "" {
			what = append(what, rw.Choice)
		}
		switch {
		case !rw.FirstPlayerMarker:
		case rw.Name == firstPlayer:
			what = append(what, "keeps the first player marker")
		default:
			what = append(what, "takes the first player marker")
		}
		if len(what) == 0 {
			what = append(what, "gets nothing")
		}
		out = append(out, rw.Name+tierWords(rw.Tier)+": "+strings.Join(what, "; "))
	}
	for _, s := range res.Stragglers() {
		tokens := tokenNames(s.Tokens.Slice())
		where := "straggle to the Library"
		if res.Location == rules.Library {
			where = "go home"
		}
		if len(tokens) == 1 {
			where = "straggles to the Library"
			if res.Location == rules.Library {
				where = "goes home"
			}
		}
		what := "its " + strings.Join(tokens, ", ")
		if s.Name == rules.Guards {
			what = "their guard cards" // a solitary game's guards hold no tokens
			where = strings.Replace(strings.Replace(where, "straggles", "straggle", 1), "goes", "go", 1)
		}
		out = append(out, fmt.Sprintf("%s: no reward; %s %s", s.Name, what, where))
	}
	sp := res.Suspicion
	here, goes, stays := fmt.Sprintf("The %d suspicion cubes here", sp.Cubes), "go", "stay"
	if sp.Cubes == 1 {
		here, goes, stays = "The suspicion cube here", "goes", "stays"
	}
	switch {
	case sp.Cubes == 0:
	case sp.To != "":
		out = append(out, fmt.Sprintf("%s %s to %s.", here, goes, sp.To))
	case sp.Passed == 1:
		out = append(out, fmt.Sprintf("%s %s: %s's lookout keeps them away.", here, stays, res.PassedOver()[0]))
	case sp.Passed > 1:
		out = append(out, fmt.Sprintf("%s %s: the lookouts of %s keep them away.", here, stays, joinNames(res.PassedOver())))
	default:
		out = append(out, fmt.Sprintf("%s %s: no crew takes them.", here, stays))
	}
	return out
}

// tierWords writes a reward tier as a player says it (companion.TierWords),
// to follow a crew's name: " (most strength)"; nothing where every crew
// gets the same.
func tierWords(t rules.Tier) string {
	if w := companion.TierWords(t); w != "" {
		return " (" + w + ")"
	}
	return ""
}

// joinNames joins names with commas and a final "and".
func joinNames(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// turnAnswers are a Roll Call turn.
type turnAnswers struct {
	Pass     bool
	Location rules.Location
	Tokens   string
	FaceDown string
}

// buildTurnForm asks whether the crew assigns or passes.
func buildTurnForm(crew string, tokens []rules.Token) (*huh.Group, *turnAnswers) {
	a := &turnAnswers{}
	return huh.NewGroup(
		huh.NewSelect[bool]().Title(fmt.Sprintf("%s's turn (tokens left: %s)", crew, strings.Join(tokenNames(tokens), ", "))).
			Options(huh.NewOption("assign tokens to a location", false), huh.NewOption("pass", true)).Value(&a.Pass),
	), a
}

// buildAssignForm asks where the tokens go (of those the crew still holds)
// and which go face down.
func buildAssignForm(crew string, tokens []rules.Token, a *turnAnswers) *huh.Group {
	var opts []huh.Option[rules.Location]
	for _, l := range rules.AllLocations {
		if l != rules.Library {
			opts = append(opts, huh.NewOption(l.String(), l))
		}
	}
	a.Location = rules.ExerciseYard
	return huh.NewGroup(
		huh.NewSelect[rules.Location]().Title(crew+" assigns to which location?").Options(opts...).Value(&a.Location),
		huh.NewInput().Title("Which tokens? (separated by spaces: "+strings.Join(tokenNames(tokens), ", ")+")").Value(&a.Tokens).
			Validate(func(s string) error {
				if len(strings.Fields(s)) == 0 {
					return errors.New("name at least one token")
				}
				return nil
			}),
		huh.NewInput().Title("Which of them go face down? (Enter: none)").Value(&a.FaceDown),
	)
}

func (p *player) turn(crew string) (companion.Payload, error) {
	c, _ := p.g.Crew(crew)
	f, a := buildTurnForm(crew, c.Tokens)
	if err := p.askGroup(f); err != nil {
		return nil, err
	}
	if a.Pass {
		return &companion.PassEntry{Crew: crew}, nil
	}
	if err := p.askGroup(buildAssignForm(crew, c.Tokens, a)); err != nil {
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

// buildRewardForm asks what the crew does with its reward at the location:
// one of the actions the table allows (companion.Game.OpenActions), or for a fixed
// reward to take it; nothing, when the crew need not choose; or decline.
func buildRewardForm(g companion.Game, loc rules.Location, o companion.OpenReward) (*huh.Group, *rewardAnswers) {
	a := &rewardAnswers{}
	var opts []huh.Option[companion.RewardAction]
	actions := g.OpenActions(o)
	for _, act := range actions {
		opts = append(opts, huh.NewOption(act.String(), act))
	}
	switch {
	case len(o.Actions) == 0:
		a.Action = companion.RewardTake
		opts = append(opts, huh.NewOption("take the reward", companion.RewardTake))
	default:
		// Taking nothing of a choice collects no reward (core rulebook,
		// "Lights Out Phase", step 4).
		a.Action = companion.NoRewardAction
		if len(actions) > 0 {
			a.Action = actions[0]
		}
		opts = append(opts, huh.NewOption("take nothing: the tokens straggle to the Library", companion.NoRewardAction))
	}
	opts = append(opts, huh.NewOption(declineWords(loc), companion.RewardDecline))
	title := fmt.Sprintf("%s at the %s%s", o.Crew, loc, tierWords(o.Tier))
	if o.Choice != "" {
		title += ": " + o.Choice
	}
	return huh.NewGroup(huh.NewSelect[companion.RewardAction]().Title(title).Options(opts...).Value(&a.Action)), a
}

// declineWords is the option to decline a reward at loc: its tokens join the
// stragglers that move to the Library, or at the Library itself go home
// (core rulebook, "Move Stragglers to the Library").
func declineWords(loc rules.Location) string {
	if loc == rules.Library {
		return "decline (the tokens go home without a reward)"
	}
	return "decline (the tokens straggle to the Library)"
}

// resourceOptions are the resources the supply holds, to take or to gain.
func resourceOptions(supply rules.Resources) []huh.Option[rules.Resource] {
	var out []huh.Option[rules.Resource]
	for _, k := range rules.AllResources {
		if supply.Of(k) > 0 {
			out = append(out, huh.NewOption(k.String(), k))
		}
	}
	return out
}

// allResourceOptions are the four resources.
func allResourceOptions() []huh.Option[rules.Resource] {
	out := make([]huh.Option[rules.Resource], len(rules.AllResources))
	for i, k := range rules.AllResources {
		out[i] = huh.NewOption(k.String(), k)
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

// goonsOnBoard are the goons in the goon spaces.
func goonsOnBoard(g companion.Game) []string {
	var goons []string
	for _, l := range rules.GoonLocations[:] {
		if n := g.Locations[l].Goon; n != "" {
			goons = append(goons, n)
		}
	}
	return goons
}

// itemChoices are the items a crew may craft (companion.Game.ItemChoices:
// the display's and its reserved ones that it can pay for) or reserve (the
// display's), as options.
func itemChoices(g companion.Game, crew string, act companion.RewardAction) []huh.Option[string] {
	var items []huh.Option[string]
	for _, c := range g.ItemChoices(crew, act) {
		if c.Reserved {
			items = append(items, huh.NewOption(c.Name+" (reserved)", c.Name))
		} else {
			items = append(items, huh.NewOption(c.Name, c.Name))
		}
	}
	return items
}

// buildRewardDetailForm asks the details of a take, exchange, recruit,
// craft or reserve. A choice with a single option is not asked: it is
// taken, and said in taken; the form is nil when nothing is left to ask.
func buildRewardDetailForm(g companion.Game, crew string, a *rewardAnswers) (f *huh.Group, taken []string) {
	pay := huh.NewInput().Title("Which cubes does it pay? (e.g. scrap=1 iron=2)").Value(&a.pay).Validate(validateCubes(&a.Cubes))
	// pick asks for one of opts, or takes the only one.
	pick := func(title string, opts []huh.Option[rules.Resource], dst *rules.Resource) []huh.Field {
		if len(opts) == 1 {
			*dst = opts[0].Value
			taken = append(taken, fmt.Sprintf("%s gets a %s cube: the supply has no other", crew, opts[0].Value))
			return nil
		}
		*dst = opts[0].Value
		return []huh.Field{huh.NewSelect[rules.Resource]().Title(title).Options(opts...).Value(dst)}
	}
	var fields []huh.Field
	switch a.Action {
	case companion.RewardTake:
		fields = pick(crew+" takes which resource cube?", resourceOptions(g.Supply.Resources), &a.Get)
	case companion.RewardExchange:
		fields = append([]huh.Field{huh.NewInput().Title(crew + " gives which cubes? (e.g. iron=1)").Value(&a.pay).Validate(validateCubes(&a.Cubes))},
			pick("and gets which resource cube?", resourceOptions(g.Supply.Resources), &a.Get)...)
	case companion.RewardRecruit:
		fields = append(fields, huh.NewInput().Title(fmt.Sprintf("%s recruits which goon(s)? (separated by commas; on the board: %s)", crew, strings.Join(goonsOnBoard(g), ", "))).Value(&a.Cards), pay)
	case companion.RewardCraft, companion.RewardReserve:
		items := itemChoices(g, crew, a.Action)
		a.Cards = items[0].Value
		if len(items) == 1 {
			taken = append(taken, fmt.Sprintf("%s %ss %s, the only item it can", crew, a.Action, items[0].Key))
		} else {
			fields = append(fields, huh.NewSelect[string]().Title(fmt.Sprintf("%s %ss which item?", crew, a.Action)).Options(items...).Value(&a.Cards))
		}
		fields = append(fields, pay)
	}
	if len(fields) == 0 {
		return nil, taken
	}
	return huh.NewGroup(fields...), taken
}

func (p *player) reward(loc rules.Location, o companion.OpenReward, key string) (companion.Payload, error) {
	f, a := buildRewardForm(p.g, loc, o)
	if err := p.askGroup(f); err != nil {
		return nil, err
	}
	e := &companion.RewardChoiceEntry{Crew: o.Crew, Location: loc, Action: a.Action}
	switch a.Action {
	case companion.NoRewardAction:
		if loc == rules.Commissary || loc == rules.ChowHall || loc == rules.CellBlock {
			// Recorded, so the crews below may choose next (ruling
			// reward-order) and the crew straggles (ruling choose-nothing).
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
	f, taken := buildRewardDetailForm(p.g, o.Crew, a)
	for _, t := range taken {
		p.only(t)
	}
	if f != nil {
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
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
// waits for. A Give Suspicion in a game of two crews has one answer: it is
// not asked (the form is nil) and taken says so.
func buildEffectForm(g companion.Game, pe companion.PendingEffect) (f *huh.Group, a *effectAnswers, taken string) {
	if f, a, taken, ok := buildItemIconForm(g, pe); ok {
		return f, a, taken
	}
	a = &effectAnswers{Get: rules.Scrap}
	title := fmt.Sprintf("%s's %s: %s", pe.Crew, pe.Card, pe.Effect.Kind)
	if pe.Effect.Kind == rules.EffectGiveSuspicion {
		var opts []huh.Option[string]
		for _, c := range g.Crews {
			if c.Name != pe.Crew {
				opts = append(opts, huh.NewOption(c.Name, c.Name))
			}
		}
		a.Target = opts[0].Value
		if len(opts) == 1 {
			return nil, a, fmt.Sprintf("%s: the suspicion cube goes to %s, the only other crew", title, a.Target)
		}
		return huh.NewGroup(huh.NewSelect[string]().Title(title + ": give one suspicion cube to whom?").Options(opts...).Value(&a.Target)), a, ""
	}
	give := append([]huh.Option[rules.Resource]{huh.NewOption("no exchange", rules.NoResource)}, allResourceOptions()...)
	return huh.NewGroup(
		huh.NewSelect[rules.Resource]().Title(title+": give which cube?").Options(give...).Value(&a.Give),
		huh.NewSelect[rules.Resource]().Title("and get which cube? (ignored without an exchange)").Options(allResourceOptions()...).Value(&a.Get),
	), a, ""
}

func (p *player) effect(pe companion.PendingEffect) (companion.Payload, error) {
	f, a, taken := buildEffectForm(p.g, pe)
	if f == nil {
		p.only(taken)
	} else if err := p.askGroup(f); err != nil {
		return nil, err
	}
	e := &companion.EffectChoiceEntry{Crew: pe.Crew, Card: pe.Card, Effect: pe.Effect.Kind, Target: a.Target}
	if err := itemIconEntry(e, pe, a); err != nil {
		return nil, err
	}
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
func buildDrawnForm(title, description string, deckEmpty bool) (*huh.Group, *cardAnswers) {
	a := &cardAnswers{}
	return huh.NewGroup(huh.NewInput().Title(title).Description(description).Value(&a.Card).
		Validate(func(s string) error {
			s = strings.TrimSpace(s)
			if s == "" {
				return errors.New("type the card's name")
			}
			a.DeckEmpty = deckEmpty && strings.EqualFold(s, "deck empty")
			return nil
		})), a
}

// buildKeepTomeForm asks which of the two tomes drawn the crew keeps.
func buildKeepTomeForm(crew string, drawn []string) (*huh.Group, *cardAnswers) {
	a := &cardAnswers{}
	var opts []huh.Option[string]
	for _, d := range drawn {
		opts = append(opts, huh.NewOption(d, d))
	}
	a.Card = drawn[0]
	return huh.NewGroup(huh.NewSelect[string]().Title(crew + " keeps which tome? (the other goes to the bottom of the tome deck)").Options(opts...).Value(&a.Card)), a
}

// cubesAnswers are resource cubes.
type cubesAnswers struct {
	Cubes rules.Resources
	text  string
}

// buildCubesForm asks for resource cubes.
func buildCubesForm(title, description string) (*huh.Group, *cubesAnswers) {
	a := &cubesAnswers{}
	return huh.NewGroup(huh.NewInput().Title(title).Description(description).Value(&a.text).Validate(validateCubes(&a.Cubes))), a
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
