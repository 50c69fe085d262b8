package play

import (
	"strings"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// The table's own steps in lockup play (issue 22, item 2): what the players
// do by hand with the real cards, which the tracker would otherwise record
// without a word. companion.Game.TableSteps says what they are; play shows
// them and, at a real table, waits for one Enter before it records the
// entry.

// tableSteps shows what the table does for a, the entry the game makes by
// itself next: at a real table as a page the player leaves with Enter once
// it is done, with the app's decks said only.
func (p *player) tableSteps(x companion.Expectation, a companion.Auto) error {
	steps := p.g.TableStepsIn(p.lang, a)
	if len(steps.Steps) == 0 {
		return nil
	}
	round := max(x.Round, 1)
	if !steps.ByHand {
		for _, s := range steps.Steps {
			cmdutil.PrintLine(p.io, s, "", "  ")
		}
		return nil
	}
	p.header = playHeading{head: p.lang.Sprintf("play.header-who", companion.RoundPhaseIn(p.lang, round, companion.PhaseRollCall), p.lang.Sprintf("play.table-dealt"))}
	lines := make([]string, len(steps.Steps))
	for i, s := range steps.Steps {
		lines[i] = p.lang.Sprintf("play.table-step", s)
		if p.io.IsStdoutTTY() && !p.io.Accessible {
			lines[i] = cmdutil.WrapText(lines[i], p.io.TerminalWidth()-4, "", "  ")
		}
	}
	note := huh.NewNote().Title(p.lang.Sprintf("play.table-before")).
		Description(strings.Join(lines, "\n")).Next(true).NextLabel(p.lang.Sprintf("play.table-done"))
	return p.askGroup(cmdutil.NewGroup(note))
}

// cameUp says which cards came up when the item display or the goon spaces
// have been refilled (companion.Game.RefilledIn): called after an entry of
// kind k was recorded, once the game no longer waits for another of its
// kind.
func (p *player) cameUp(k companion.EntryKind) {
	next := map[companion.EntryKind]companion.ExpectKind{companion.EntryDisplayCard: companion.ExpectDisplayCard, companion.EntryGoonCard: companion.ExpectGoonCard}
	if x, ok := next[k]; !ok || p.g.Expect().Kind == x || len(p.drawn) == 0 {
		return // another entry, or the refill goes on
	}
	cmdutil.PrintLine(p.io, p.g.RefilledIn(p.lang, k, p.drawn), "  ", "    ")
	clear(p.drawn)
}
