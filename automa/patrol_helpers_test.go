package automa

import (
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

// The solitary raid and final scoring as the automa's tests and its
// simulation play them. No production code called them (the tracker plays
// the raid with rules.Raid and scores with package scoring), so they live
// here, and package automa no longer imports scoring (issue 21).

// Raid is a solitary raid: who loses reputation and whose suspicion cubes go
// back to the supply (core rulebook, "Solitary Mode – Patrol Phase, Raids").
// The cubes waiting at locations go back in every case (ruling
// solo-raid-locations); rules.Raid carries the whole raid out on the boards.
type Raid struct {
	// PlayerLoses and GuardsLose are the stars each side loses (6 or 0),
	// before the track's floor at 0.
	PlayerLoses, GuardsLose int
	// PlayerBack and GuardsBack are true when that side's suspicion cubes go
	// back to the supply.
	PlayerBack, GuardsBack bool
	Why
}

// SoloRaid returns the raid for the suspicion cubes on the player's board and
// on the guard board: the side with the most loses 6; when it is the player,
// every cube goes back, when it is the guards, only theirs do; on a tie
// nobody loses and every cube goes back.
func SoloRaid(player, guards int) Raid {
	losses, _ := rules.RaidLosses([]int{player, guards})
	out := Raid{PlayerLoses: losses[0], GuardsLose: losses[1], PlayerBack: true, GuardsBack: true}
	switch {
	case out.PlayerLoses > 0:
		out.add(StepRaidPlayer, player, guards, 0)
	case out.GuardsLose > 0:
		out.PlayerBack = false
		out.add(StepRaidGuards, player, guards, 0)
	default:
		out.add(StepRaidTie, player, 0, 0)
	}
	return out
}

// FinalScore carries out the final raid and final scoring of a solitary game
// with the scoring package, as a two-player game in which the guards score
// only their gold, 2 stars each, and win ties (core rulebook, "Solitary Mode
// – Game End"; ruling solo-tie). The player sits first and the guards second,
// under scoring.GuardsName; marker and leader are the sides holding the first
// player marker and the leader goal (NoSide: nobody); the end game goal's
// counts are by seat, the player 0 and the guards 1.
func FinalScore(player, guards scoring.Crew, marker, leader Side, goal scoring.EndGameGoal) scoring.Result {
	player.Guards = false
	guards.Name, guards.Guards = scoring.GuardsName, true
	crews := [2]scoring.Crew{player, guards}
	g := scoring.Game{Solo: true, Crews: crews[:], EndGameGoal: goal,
		FirstPlayer: sideName(marker, player.Name), LeaderGoal: sideName(leader, player.Name)}
	return scoring.Score(g)
}

// sideName returns the name a side goes by in scoring.
func sideName(s Side, player string) string {
	switch s {
	case Player:
		return player
	case Guards:
		return scoring.GuardsName
	}
	return ""
}
