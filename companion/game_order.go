package companion

import (
	"errors"
	"fmt"
	"slices"

	"github.com/lockup-companion/lockup/companion/rules"
)

// The order of the card rewards: at the Chow Hall and the Cell Block the
// crews choose one after another, in order of strength rank (core rulebook,
// "Location Rewards", p. 11; ruling reward-order).

// ErrNotYourChoice: a crew chose its card reward before a crew ranked above
// it at the location had chosen, chosen nothing or declined.
var ErrNotYourChoice = errors.New("a crew ranked higher chooses first")

// legalRankOrder refuses a card reward while a crew ranked above the crew
// at the location has not yet recruited or crafted, reserved, chosen
// nothing or declined.
func (g *Game) legalRankOrder(res rules.Resolution, crew string, where rules.Location, rule rules.Source) error {
	for _, rw := range res.Rewards() {
		if rw.Name == crew {
			return nil
		}
		if rw.Declined || slices.Contains(g.LightsOut.Chosen, rw.Name) || slices.Contains(g.LightsOut.Declines, rw.Name) {
			continue
		}
		if g.rulesAt(8) && rw.Name != rules.Guards && !g.canChoose(rw) {
			continue // it has no choice to make: it takes nothing (ruling may-reward)
		}
		what, allowedKey := "recruit", "refusal.tracker.rank-first.recruit"
		if where == rules.CellBlock {
			what, allowedKey = "craft or reserve", "refusal.tracker.rank-first.craft"
		}
		key, args := "refusal.tracker.rank-order", []any{rw.Name, crew, where, rules.RulingRewardOrder}
		if rw.Name == rules.Guards {
			key, args = "refusal.tracker.rank-order-guards", args[1:]
		}
		return &rules.RuleError{Err: ErrNotYourChoice, Rule: rule, Crew: crew, Location: where,
			Problem:    fmt.Sprintf("%s %s above %s at the %s and %s first: the crews choose in order of strength rank (ruling %s)", subject(rw.Name), verb(rw.Name, "ranks", "rank"), crew, where, verb(rw.Name, "chooses", "choose"), rules.RulingRewardOrder),
			Allowed:    fmt.Sprintf("%s choice first: %s, choose nothing, or decline", possessive(rw.Name), what),
			ProblemKey: key, ProblemArgs: args, AllowedKey: allowedKey, AllowedArgs: []any{possessiveWords(rw.Name)}}
	}
	return nil
}
