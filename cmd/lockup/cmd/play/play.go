package play

import (
	"bytes"
	"errors"
	"fmt"
	"sync"

	"charm.land/huh/v2"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/status"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// playOptions are the flags of `lockup play`.
type playOptions struct {
	IO *cmdutil.IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs store.Dirs
	// RecordIfEnded adds the game to the play history when an entry ends
	// it (Factory.RecordIfEnded; nil adds nothing).
	RecordIfEnded func(l *gamelog.Log, before, after companion.Game)
	GamePath      string
	// Until is phase, round or game-end: where play stops.
	Until string
	// Answers is a file of answers, one per line, read as accessible input.
	Answers string
	// Lang is the language of play's pages: headers, boards, previews,
	// questions and its last lines (--lang, Factory.Lang); the entry lines
	// (companion's reports) and the Next: line stay English, and answers are
	// recorded in English.
	Lang terms.Lang
}

// NewCmdPlay makes lockup play; runF, when not nil, runs instead of its run.
func NewCmdPlay(f *cmdutil.Factory, runF func(*playOptions) error) *cobra.Command {
	opts := &playOptions{IO: f.IOStreams, Dirs: f.Dirs, RecordIfEnded: f.RecordIfEnded}
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
turn it is; on a Roll Call turn, the guard cards and the tokens at each
location; at a location, each side's strength, how a tie went and what each
crew there gets before anyone chooses. A payment shows the cost and the cubes
the crew holds; a refused one is asked again, the goons or the item kept. A
question with one possible answer (a payment too) is not asked: play takes it
and says so. What the table does by hand with the real cards (the guard decks
gathered, reshuffled and dealt) is listed and waits for one Enter; the cards
that came up in the refills are said. After lockup undo of a guard turn, play
asks it again with the answers taken back filled in.
What the table does by itself (a crew with no token left passes, a location
with no choice left resolves, the goons advance) is printed with
"Automatic:" and why, as the entry commands print it.

play goes on until the round ends: it stops at the first question of the
next round (--until phase stops at the next phase, --until game-end goes on to
the final scoring), or when the input ends or Ctrl-C is pressed. Wherever it
stops, its last line says how to go on: lockup play. Everything answered so
far stays in the game file, also after Ctrl-C (exit code 130); lockup undo
takes an answer back.

Without a terminal, answer with --accessible (or ACCESSIBLE=1) and one answer
per line on standard input, or put the answers in a file for --answers.`,
		Example: `  lockup play
  lockup play --until game-end
  lockup play --accessible < answers.txt
  lockup play --answers answers.txt --game ./friday.jsonl`,
		Args: cmdutil.MaxArgs(0),
		RunE: func(_ *cobra.Command, _ []string) error {
			switch opts.Until {
			case "phase", "round", "game-end":
			default:
				return &cmdutil.UsageError{Err: fmt.Errorf("--until %q: use phase, round or game-end", opts.Until)}
			}
			if accessible {
				opts.IO.Accessible = true
			}
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return playRun(opts, accessible)
		},
	}
	cmd.Flags().StringVar(&opts.Until, "until", "round", "where to stop: phase, round or game-end")
	cmd.Flags().StringVar(&opts.Answers, "answers", "", "a file of answers, one per line (accessible prompts)")
	cmd.Flags().BoolVar(&accessible, "accessible", false, "ask with plain prompts, for screen readers; answers may come from standard input")
	cmdutil.GameFlag(cmd, &opts.GamePath)
	return cmd
}

// errStopPlay: the accessible input ended, or the player pressed Ctrl-C
// (errors.Is(err, huh.ErrUserAborted) then).
var errStopPlay = errors.New("stopped")

// errPlayCancelled stops play after Ctrl-C: exit code 130.
var errPlayCancelled = fmt.Errorf("%w: %w", errStopPlay, huh.ErrUserAborted)

// player walks a game: the log, the game replayed, and the answers.
type player struct {
	io *cmdutil.IOStreams
	// ended records the game's play in the history when an entry ends it
	// (playOptions.RecordIfEnded).
	ended func(l *gamelog.Log, before, after companion.Game)
	log   *gamelog.Log
	g     companion.Game
	asked map[string]bool // crews that chose to do nothing with a reward
	// cards fills the printed values of cards entering play from the
	// catalog (and saves values typed here once their entry is recorded).
	cards *catalog.Filler
	// header is shown above the next question: the round, the phase, the
	// location and whose turn, then what the location gives (playHeader);
	// shown is the header last shown, so that two questions of one turn
	// show it once, and the crews at one location see what it gives once.
	header, shown playHeading
	// recorded counts the entries this play appended.
	recorded int
	// drawn are the item and goon cards that came up in the refill under
	// way (player.cameUp).
	drawn map[string]bool
	// lang is the language of the pages (playOptions.Lang).
	lang terms.Lang
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
		return &cmdutil.UsageError{Err: errors.New("lockup play asks questions: run it on a terminal, or answer with --accessible (one answer per line on standard input) or --answers FILE")}
	}
	l, g, err := cmdutil.OpenGame(opts.IO, opts.Dirs, opts.GamePath)
	// play waits on the players between entries: it holds the game's lock
	// only while it records one, so lockup status and the like on another
	// terminal, or an entry command, are never kept waiting by a question.
	l.Unlock()
	if err != nil {
		return err
	}
	cards, err := catalog.NewFiller(opts.Dirs, g.Breakout != nil)
	if err != nil {
		return err
	}
	p := &player{io: opts.IO, ended: opts.RecordIfEnded, log: l, g: g, asked: map[string]bool{}, cards: cards, drawn: map[string]bool{}, lang: opts.Lang}
	end := opts.IO.WatchInterrupt(func() {
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
		if a, ok := x.Auto(); ok && a.Reason == companion.AutoGuardDeal {
			// The guard cards dealt begin a round's Roll Call phase: play
			// stops before them at the end of the round it started in; at
			// a table it waits for the decks gathered, reshuffled and dealt
			// (one Enter), with the app's decks it says what they did.
			if p.g.Phase != companion.PhaseSetup && stopHere(until, start, x) {
				p.goOn("")
				return nil
			}
			if err := p.tableSteps(x, a); err != nil {
				return p.stop(err)
			}
			if err := p.playAuto(firstOnly()); err != nil {
				return err
			}
			continue
		}
		if x.Automatic() {
			// The entries the table makes by itself, when nobody has a
			// choice: a refusal stops play, as no answer can change it.
			// The guard cards dealt wait for the table (above).
			if err := p.playAuto(notDeal); err != nil {
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
			fmt.Fprintln(p.io.Out, p.lang.Sprintf("play.game-over", rules.LastRound))
			return status.WriteFinalScore(p.io, p.g)
		// play stops at a question of the next phase (or round): the
		// entries the table makes by itself are appended first, as the
		// entry commands append them, so that the game never waits for
		// one; an effect icon or a tome owed is asked wherever it comes.
		case x.Kind != companion.ExpectEffect && x.Kind != companion.ExpectTome && stopHere(until, start, x):
			p.goOn("")
			return nil
		}
		// The entry the players' answers make.
		pl, err := p.next(x)
		if err != nil {
			return p.stop(err)
		}
		if pl == nil {
			continue
		}
		refused, err := p.append(pl)
		if err != nil {
			return err
		}
		if refused != nil {
			cmdutil.PrintErrLine(p.io, cmdutil.ErrorIn(refused, p.lang))
		}
	}
}

// stop ends play on an error of a question: the input ended or Ctrl-C
// (errStopPlay) says what was kept and how to go on; another error is
// returned as it is.
func (p *player) stop(err error) error {
	if !errors.Is(err, errStopPlay) {
		return err
	}
	p.stopped()
	if errors.Is(err, huh.ErrUserAborted) {
		return errPlayCancelled
	}
	return p.io.InputProblem()
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
	rep, err := cmdutil.RecordReport(p.ended, p.log, p.g, pl)
	if err == nil {
		p.g = rep.After
		p.recorded++
		err = p.cards.Save()
	} else {
		p.cards.Forget()
	}
	p.mu.Unlock()
	var gr *cmdutil.GameRefusal
	if errors.As(err, &gr) {
		return gr, nil
	}
	if err != nil {
		return nil, err
	}
	// What the entry did, in the words the entry commands print; the
	// guards' reasons in the reader's language.
	rep.Lang = p.lang
	cmdutil.PrintReport(p.io, rep)
	switch e := pl.(type) {
	case *companion.DisplayCardEntry:
		p.drawn[e.Card] = true
	case *companion.GoonCardEntry:
		p.drawn[e.Card] = true
	}
	p.cameUp(pl.Kind())
	return nil, nil
}

// playAuto records the entries the table makes by itself
// (companion.Game.PlayAuto), each appended and printed with why, as
// appendAutoEntries does; the rules' refusal of one is returned.
func (p *player) playAuto(while func(companion.Game, companion.Auto) bool) error {
	run, err := p.g.PlayAuto(while, func(rep *companion.Report) error {
		p.mu.Lock()
		err := p.log.Append(rep.Entry)
		if err == nil {
			rep.Entry = p.log.Entries()[p.log.Len()-1]
			p.g = rep.After
			p.recorded++
			err = p.cards.Save()
		}
		p.mu.Unlock()
		if err != nil {
			return err
		}
		rep.Lang = p.lang // the guards' reasons in the reader's language
		cmdutil.PrintReport(p.io, *rep)
		return nil
	})
	if err != nil {
		return err
	}
	if run.Refused != nil {
		return &cmdutil.GameRefusal{Err: fmt.Errorf("refused: %w", run.Refused)}
	}
	return nil
}

// notDeal accepts, for playAuto, every entry the table makes by itself but
// the guard cards dealt, which wait for the table (player.tableSteps).
func notDeal(_ companion.Game, a companion.Auto) bool { return a.Reason != companion.AutoGuardDeal }

// firstOnly accepts, for playAuto, the first entry only.
func firstOnly() func(companion.Game, companion.Auto) bool {
	n := 0
	return func(companion.Game, companion.Auto) bool {
		n++
		return n == 1
	}
}

// next asks for the entry the expectation calls for, when someone has a
// choice (not Expectation.Auto); nil with no error when there is nothing
// to append (a crew did nothing).
func (p *player) next(x companion.Expectation) (companion.Payload, error) {
	switch x.Kind {
	case companion.ExpectTurn:
		p.header = playHeaderIn(p.lang, p.g, x, p.lang.Sprintf("play.turn", x.Crew))
		return p.turn(x.Crew)
	case companion.ExpectResolve:
		return p.resolve(x)
	case companion.ExpectEffect:
		p.header = playHeaderIn(p.lang, p.g, x, p.lang.Sprintf("play.effect-waits", x.Crew, x.Effect.Card))
		return p.effect(x.Effect)
	case companion.ExpectTome:
		p.header = playHeaderIn(p.lang, p.g, x, p.lang.Sprintf("play.draws-tome", x.Crew))
		if x.KeepTome {
			f, a := buildKeepTomeForm(p.lang, x.Crew, x.Drawn)
			if err := p.askGroup(f); err != nil {
				return nil, err
			}
			return &companion.RewardChoiceEntry{Crew: x.Crew, Location: x.TomeFrom, Action: companion.RewardKeepTome, Cards: []string{a.Card}}, nil
		}
		f, a := buildDrawnFormIn(p.lang, p.lang.Sprintf("play.tome-drawn", x.Crew), p.lang.Sprintf("play.card-name"), false)
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
		return &companion.TomeDrawnEntry{Crew: x.Crew, Card: a.Card}, nil
	case companion.ExpectDiscard:
		d := x.Discards[0]
		p.header = playHeaderIn(p.lang, p.g, x, p.lang.Sprintf("play.patrol-discard", d.Crew))
		f, a := buildCubesForm(p.lang.Sprintf("play.discard", d.Crew, countedIn(p.lang, d.N, "play.resource-cubes", "resource cube", "resource cubes")), p.lang.Sprintf("play.discard-example"))
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
		return &companion.DiscardEntry{Crew: d.Crew, Resources: a.Cubes}, nil
	case companion.ExpectDisplayCard:
		p.header = playHeaderIn(p.lang, p.g, x, p.lang.Sprintf("play.patrol-items"))
		return p.drawnCard(p.lang.Sprintf("play.display-card", countedIn(p.lang, x.DisplayCards, "play.spaces", "space", "spaces")), p.lang.Sprintf("play.display-card-hint"), func(card string) (pl companion.Payload, err error) {
			e := &companion.DisplayCardEntry{Card: card}
			e.Printed, err = p.printed(catalog.ItemCard, e.Card, catalog.Card{})
			return e, err
		})
	case companion.ExpectGoonCard:
		loc := x.GoonSpaces[0]
		p.header = playHeaderIn(p.lang, p.g, x, p.lang.Sprintf("play.patrol-goons"))
		return p.drawnCard(p.lang.Sprintf("play.goon-card", rules.LocationIn(p.lang, loc)), p.lang.Sprintf("play.goon-card-hint"), func(card string) (companion.Payload, error) {
			e, typed, err := companion.ParseGoonCard(loc.Slug(), card)
			if err == nil {
				e.Printed, err = p.printed(catalog.GoonCard, e.Card, typed)
			}
			return e, err
		})
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
			p.header = playHeaderIn(p.lang, p.g, x, p.lang.Sprintf("play.reward", o.Crew))
			return p.reward(x.Location, o, key)
		}
	}
	return p.g.ResolveNext(), nil
}

// drawnCard asks for a card drawn in the Patrol phase's refills: "deck
// empty" makes the Patrol entry that says the deck ran out; a card is made
// into its entry by entry, whose problem with it is said (cardProblem).
func (p *player) drawnCard(title, hint string, entry func(card string) (companion.Payload, error)) (companion.Payload, error) {
	f, a := buildDrawnFormIn(p.lang, title, hint, true)
	if err := p.askGroup(f); err != nil {
		return nil, err
	}
	if a.DeckEmpty {
		pe, _ := p.g.NextPatrolEntry(true)
		return pe, nil
	}
	pl, err := entry(a.Card)
	if err != nil {
		return nil, p.cardProblem(err)
	}
	return pl, nil
}

// cardProblem returns err when it stops play (errStopPlay); otherwise it
// says what is wrong with the card typed, and nil: the question comes
// again.
func (p *player) cardProblem(err error) error {
	if errors.Is(err, errStopPlay) {
		return err
	}
	cmdutil.PrintErrLine(p.io, err.Error())
	return nil
}
