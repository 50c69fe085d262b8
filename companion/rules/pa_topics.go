package rules

// The Prison Architect topics of `lockup rules`: the second prison game
// whose final scoring lockup pa scores. Its rulings are the package
// scoring/prisonarchitect's (a layer above this one), listed in
// docs/prison-architect.md; the summaries name them.

func pa(section string) Source { return Source{PrisonArchitectRulebook, section, 0} }

// paTopics are added to the reference after the Lockup topics.
var paTopics = []Topic{
	{
		ID: "pa-scoring", Title: "Prison Architect: end game scoring", Group: GroupPrisonArchitect,
		Aliases: []string{"prison-architect", "prison-architect-scoring", "pa", "pa-score"},
		Summary: "Each warden adds up nine lines: 1 VP per whole $2 of cash; Brick and Mortar (every tile's printed VP and its end-game condition); Organization (the Bureaucracy cards' end-game effects); the VP on the two tracks' spaces; 1 per specialist owned; objectives played (green if met, minus red if not); minus the threat of each escapee; plus the threat of each released prisoner; and inmates, 1 per prisoner in a Hygienic or Comfortable cell, 3 in one that is both. " +
			"The highest total wins; a tie shares the victory. lockup pa score FILE works it out (rulings pa-odd-dollar, pa-missed-objective, pa-tasers, pa-shared-ties in docs/prison-architect.md).",
		Sources: []Source{pa("End Game Scoring")},
		Related: []string{"pa-needs", "pa-governor", "pa-tiles-cards"},
	},
	{
		ID: "pa-needs", Title: "Prison Architect: prisoner needs", Group: GroupPrisonArchitect,
		Aliases: []string{"pa-secure", "pa-comfortable", "pa-hygienic", "prisoner-needs", "pa-contraband"},
		Summary: "A cell's functional tags are those printed on it, those other tiles grant it (adjacent means sharing a side, surrounding the 8 squares around, some tiles reach their whole row and column), its specialists (Guards and Dogs Security, Trainers and Librarians Comfort, Nurses and Custodians Hygiene) and the top prisoner's Contraband (1 for Orange, 2 for Red). " +
			"It is Secure with more Security than Contraband, Comfortable with more Comfort than Discontent, Hygienic with any Hygiene. lockup pa score --explain lists every tag of every cell and where it came from.",
		Sources: []Source{pa("Prisoner Needs"), pa("Specialists"), pa("Appendix: Tiles")},
		Related: []string{"pa-scoring", "pa-build"},
	},
	{
		ID: "pa-build", Title: "Prison Architect: building, Windows and cells", Group: GroupPrisonArchitect,
		Aliases: []string{"pa-windows", "pa-intake", "pa-capacity", "pa-grid"},
		Summary: "A prison fits a 6 by 6 frame, every tile after the first touching another by a side, and holds at most 10 cells. A Window sits on an edge that borders an outdoor tile or nothing, one per edge; lockup counts it as overlooking the tile across that edge (ruling pa-window-overlooks). " +
			"Cells take only the colours they print (Dormitories Grey only, a Bunk Cell two of one colour), and Showers next to a cell and Cramped Cells each let it hold one more (ruling pa-capacity).",
		Sources: []Source{pa("Build"), pa("Windows"), pa("Intake")},
		Related: []string{"pa-needs", "pa-tiles-cards"},
	},
	{
		ID: "pa-governor", Title: "Prison Architect: the solo Governor's score", Group: GroupPrisonArchitect,
		Aliases: []string{"pa-solo", "governor", "prison-architect-solo"},
		Summary: "Against the Governor you score as usual. He scores, at easy, medium or hard: 3, 5 or 7 per tile plus the tile's VP and its condition counted once; 2, 7 or 12 per Bureaucracy card, ignoring the card's own VP; 1 per specialist his tiles and cards would bring with every vacancy filled; and every objective's green value. " +
			"You win only with more than him (rulings pa-governor-tiles, pa-governor-specialists, pa-governor-objectives, pa-solo-tie).",
		Sources: []Source{pa("Solo Rules – End of the Game")},
		Related: []string{"pa-scoring"},
	},
	{
		ID: "pa-tiles-cards", Title: "Prison Architect: tiles and Bureaucracy cards", Group: GroupPrisonArchitect,
		Aliases: []string{"pa-tiles", "pa-cards", "pa-bureaucracy", "pa-cut-text"},
		Summary: "lockup pa tiles and lockup pa cards list every tile and card with what it grants and scores, in our words. Where the extracted rulebook loses text (Secure Bunk Cell, the VP of Showers and Cleaning Cupboard, the end of the Shop, Snipers, Permanent Punishment) the entry says so, and the board-state file takes the printed value under `printed` or from your cubes.",
		Sources: []Source{pa("Appendix: Tiles"), pa("Appendix: Bureaucracy cards")},
		Related: []string{"pa-scoring", "pa-build"},
	},
}

func init() { referenceTopics = append(referenceTopics, paTopics...) }
