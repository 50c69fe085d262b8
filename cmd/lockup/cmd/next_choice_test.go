package cmd

import (
	"strings"
	"testing"
)

// TestNextNeverChoosesForACrew: lockup next never decides for a crew (issue
// 20; ruling choose-nothing). At the Commissary Vera (5, most) may take a
// cube from the supply and Isaac (4, second), holding 2 iron from the
// Smithy, may exchange one: next is refused, naming both and the commands
// that answer them, and the game file is unchanged. next --none records
// that each takes nothing; having collected no reward, their 5 and 4
// straggle to the Library (core rulebook, "Lights Out Phase", step 4).
// There, with the Chow Hall and the Cell Block empty, Vera's 5 is the most
// strength (two tomes drawn, one kept) and Isaac's 4 the second most (one
// tome) ("Location Rewards", Library).
func TestNextNeverChoosesForACrew(t *testing.T) {
	t.Parallel()
	entriesGame(t, atCommissary...)
	before := gameFileOf(t)
	code, _, errOut := run(t, "", false, "next")
	for _, want := range []string{
		"Vera and Isaac still choose a reward at the Commissary; the table does not choose for a crew",
		"lockup take Vera RESOURCE", "lockup decline Vera commissary",
		"lockup exchange Isaac --give RESOURCE=1 --get RESOURCE", "lockup decline Isaac commissary",
		"lockup next --none (each of them takes nothing, and its tokens straggle to the Library)",
	} {
		if code != 2 || !strings.Contains(errOut, want) {
			t.Errorf("next: exit %d %q; want exit 2 naming %q", code, errOut, want)
		}
	}
	if string(gameFileOf(t)) != string(before) {
		t.Error("the refused next changed the game file")
	}
	out := mustRun(t, "next", "--none")
	for _, want := range []string{
		"Vera takes nothing at the Commissary", "Isaac takes nothing at the Commissary",
		"the Commissary is resolved", "Vera's 5 straggles to the Library.", "Isaac's 4 straggles to the Library.",
		"Next: the Library resolves; Vera (most strength) gains 1 tome, draws 2 tome cards, keeps 1 and puts the other at the bottom of the tome deck; Isaac (second most) gains 1 tome",
	} {
		if !strings.Contains(unwrap(out), want) {
			t.Errorf("next --none lacks %q:\n%s", want, out)
		}
	}
	out = mustRun(t, "next")
	if !strings.Contains(out, "Vera (most strength): +1 tome owed (draws 2, keeps 1).") || !strings.Contains(out, "Isaac (second most): +1 tome owed.") {
		t.Errorf("next at the Library:\n%s", out)
	}
}

// TestNextWhenNobodyCanChoose: a crew that cannot pay for any choice has
// none to make (ruling may-reward): next resolves the location, and the
// crew, having taken nothing, straggles. At the Chow Hall Vera (5), Isaac
// (4) and Claire (3) hold no cube: none can pay for a goon; Vera, most
// strength without a lookout, takes Tusk's 2 suspicion cubes, and the
// three straggle. At the Cell Block Vera (4) and Isaac (3) can neither
// craft nor reserve (any 1 resource): they straggle too. At the Library
// Vera (5 + 4 = 9) is most, Isaac (4 + 3 = 7) second and Claire (3) third:
// two tomes drawn and one kept, one, and one (core rulebook, "Lights Out
// Phase", step 4; "Location Rewards", Chow Hall, Cell Block, Library).
func TestNextWhenNobodyCanChoose(t *testing.T) {
	t.Parallel()
	entriesGame(t, atChowHall...)
	out := mustRun(t, "next")
	for _, want := range []string{"Vera takes the 2 suspicion cubes at the Chow Hall.", "Vera took nothing here.", "Isaac took nothing here.", "Claire took nothing here.",
		"Vera's 5 straggles to the Library.", "Isaac's 4 straggles to the Library.", "Claire's 3 straggles to the Library."} {
		if !strings.Contains(out, want) {
			t.Errorf("next at the Chow Hall lacks %q:\n%s", want, out)
		}
	}
	out = mustRun(t, "next")
	if !strings.Contains(out, "Vera's 4 straggles to the Library.") || !strings.Contains(out, "Isaac's 3 straggles to the Library.") {
		t.Errorf("next at the Cell Block:\n%s", out)
	}
	out = mustRun(t, "next")
	for _, want := range []string{"Vera (most strength): +1 tome owed (draws 2, keeps 1).", "Isaac (second most): +1 tome owed.", "Claire (third most): +1 tome owed."} {
		if !strings.Contains(out, want) {
			t.Errorf("next at the Library lacks %q:\n%s", want, out)
		}
	}
}

// TestNextNoneLetsTheGuardsDecide: in a solitary game the guards decide at
// the Cell Block whatever the crew ranked above them did (ruling
// solo-cell-block-nothing); next decides for neither. The corpus game
// e2e-solo, back at round 6's Cell Block: Rin's enforcer (4 power) ranks
// above the guards' blue 3, and she holds 1 gold and 4 iron: next is
// refused, naming her commands. next --none records that she takes nothing;
// the guards, holding 3 gold, 4 iron and 8 scrap, can pay for each of
// Crown (2), Key (4) and Shiv (1) and craft Key, the highest reputation,
// for 1 gold and 2 iron (+4 stars; "Solitary Mode – Lights Out Phase,
// Cell Block"); Rin, with no reward, straggles to the Library, where she
// alone has the most strength (core rulebook, "Lights Out Phase", step 4).
func TestNextNoneLetsTheGuardsDecide(t *testing.T) {
	t.Parallel()
	path := corpusCopy(t, "e2e-solo")
	mustRun(t, "undo", "--to", "224", "--game", path)
	code, _, errOut := run(t, "", false, "next", "--game", path)
	for _, want := range []string{"Rin still chooses a reward at the Cell Block", "lockup craft Rin ITEM --pay RESOURCE=N", "lockup craft Rin --none",
		"lockup next --none (Rin takes nothing, and its tokens straggle to the Library)"} {
		if code != 2 || !strings.Contains(unwrap(errOut), want) {
			t.Errorf("next: exit %d %q; want exit 2 naming %q", code, errOut, want)
		}
	}
	out := mustRun(t, "next", "--none", "--game", path)
	for _, want := range []string{"Rin takes nothing at the Cell Block", "the guards craft Key at the Cell Block, spending 2 iron and 1 gold.",
		"guards: +4 reputation, -2 iron, -1 gold.", "Rin's enforcer straggles to the Library.",
		"Next: the Library resolves; Rin (most strength) gains 1 tome"} {
		if !strings.Contains(unwrap(out), want) {
			t.Errorf("next --none lacks %q:\n%s", want, out)
		}
	}
}
