package prisonarchitect

// GovernorTileVP returns the VP the Governor scores per tile at a
// difficulty ("Solo Rules – End of the Game": 3/5/7).
func GovernorTileVP(d Difficulty) int { return [numDifficulties]int{3, 5, 7}[d] }

// GovernorCardVP returns the VP the Governor scores per Bureaucracy card
// at a difficulty (2/7/12; the VP printed on the card is ignored).
func GovernorCardVP(d Difficulty) int { return [numDifficulties]int{2, 7, 12}[d] }

// GovernorSpecialists returns the specialists a card would give the
// Governor, every vacancy filled (ruling pa-governor-specialists), and
// whether the count is known (Snipers: only when typed).
func GovernorSpecialists(c Card) (int, bool) {
	spec := c.ID.Spec()
	if c.ID == Snipers {
		return c.Specialists, c.SpecialistsGiven
	}
	return spec.SpecialistNow + spec.SpecialistPerStaff*spec.StaffSlots, true
}

// scoreGovernor scores the Governor ("Solo Rules – End of the Game").
func scoreGovernor(g *Governor, notes *[]Note) GovernorScore {
	s := GovernorScore{Difficulty: g.Difficulty}
	note := func(ruling, format string, args ...noteArg) {
		*notes = append(*notes, newNote(ruling, "Governor", format, args...))
	}
	per := GovernorTileVP(g.Difficulty)
	conditions := 0
	for _, id := range g.Tiles {
		spec := id.Spec()
		s.BrickAndMortar += per + spec.VP
		if !spec.VPGiven {
			note("", "%s: the rulebook extract gives no VP for it; counted 0", argTileID(id))
		}
		if spec.End != NoCondition {
			s.BrickAndMortar += spec.EndVP
			conditions++
			s.Awards = append(s.Awards, Award{Category: BrickAndMortarVP, Tile: id, VP: spec.EndVP, Count: 1, Governor: true})
		}
		if n := spec.Specialists.Total(); n > 0 {
			s.Specialists += n
			s.Awards = append(s.Awards, Award{Category: SpecialistsVP, Tile: id, VP: n, Count: n, Governor: true})
		}
	}
	if conditions > 0 {
		note(RulingGovernorTiles, "%s condition once", argPlural(conditions, nounTileScores))
	}
	s.Organization = GovernorCardVP(g.Difficulty) * len(g.Bureaucracy)
	for _, c := range g.Bureaucracy {
		n, known := GovernorSpecialists(c)
		if !known {
			note("", "Snipers: the rulebook extract is cut after \"Immediately gain 3\"; type {card: snipers, specialists: N} to count its specialists")
		}
		if n > 0 {
			s.Specialists += n
			s.Awards = append(s.Awards, Award{Category: SpecialistsVP, Card: c.ID, VP: n, Count: n, Governor: true})
		}
	}
	if s.Specialists > 0 {
		note(RulingGovernorSpec, "%s, fully used", argPlural(s.Specialists, nounGovernorSpecialist))
	}
	for _, o := range g.Objectives {
		s.Objectives += o.VP
	}
	if len(g.Objectives) > 0 {
		note(RulingGovernorObj, "%s", argPlural(len(g.Objectives), nounGovernorObjective))
	}
	return s
}
