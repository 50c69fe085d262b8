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

// paTopicsES and paTopicsZH are the Prison Architect topics in Spanish and
// Chinese: our translation of the English rulebook, the only one there is.
// The game's own words (tile, tag and card names, VP, $) stay as the
// English book prints them, so a player finds them on the components.
func paTopicsES() map[string]Translation {
	return map[string]Translation{
		"pa-scoring": {
			Title: "Prison Architect: puntuación final",
			Summary: "Cada alcaide suma nueve líneas: 1 PV por cada $2 enteros de dinero; Brick and Mortar (los PV impresos de cada loseta y su condición de final de partida); Organization (los efectos de final de partida de las cartas de Bureaucracy); los PV de las casillas de los dos marcadores; 1 por especialista propio; los objetivos jugados (su valor verde si se cumplen, menos el rojo si no); menos la amenaza de cada preso fugado; más la amenaza de cada preso liberado; y los reclusos: 1 por preso en una celda Hygienic o Comfortable, 3 en una que sea ambas. " +
				"Gana el total más alto; un empate comparte la victoria. lockup pa score ARCHIVO hace la cuenta (decisiones pa-odd-dollar, pa-missed-objective, pa-tasers y pa-shared-ties en docs/prison-architect.md).",
			Ours: true,
		},
		"pa-needs": {
			Title: "Prison Architect: necesidades de los presos",
			Summary: "Las etiquetas funcionales de una celda son las que lleva impresas, las que le dan otras losetas (adyacente es compartir un lado, alrededor son las 8 casillas que la rodean, y algunas losetas alcanzan toda su fila y columna), las de sus especialistas (Guards y Dogs dan Security, Trainers y Librarians Comfort, Nurses y Custodians Hygiene) y el Contraband del preso de arriba (1 si es Orange, 2 si es Red). " +
				"Es Secure con más Security que Contraband, Comfortable con más Comfort que Discontent y Hygienic con cualquier Hygiene. lockup pa score --explain muestra cada etiqueta de cada celda y de dónde viene.",
			Ours: true,
		},
		"pa-build": {
			Title: "Prison Architect: construir, Windows y celdas",
			Summary: "Una prisión cabe en un marco de 6 por 6, toda loseta tras la primera toca otra por un lado, y tiene como mucho 10 celdas. Una Window va en un borde que linda con una loseta exterior o con nada, una por borde; lockup la cuenta como si diera a la loseta del otro lado de ese borde (decisión pa-window-overlooks). " +
				"Las celdas solo admiten los colores que llevan impresos (Dormitories solo Grey, una Bunk Cell dos de un mismo color), y unas Showers junto a una celda y las Cramped Cells le dejan alojar uno más (decisión pa-capacity).",
			Ours: true,
		},
		"pa-governor": {
			Title: "Prison Architect: la puntuación del Governor en solitario",
			Summary: "Contra el Governor puntúas como siempre. Él puntúa, en fácil, medio o difícil: 3, 5 o 7 por loseta más sus PV y su condición contada una vez; 2, 7 o 12 por carta de Bureaucracy, sin contar los PV de la propia carta; 1 por especialista que le darían sus losetas y cartas con todas las vacantes cubiertas; y el valor verde de cada objetivo. " +
				"Solo ganas con más que él (decisiones pa-governor-tiles, pa-governor-specialists, pa-governor-objectives y pa-solo-tie).",
			Ours: true,
		},
		"pa-tiles-cards": {
			Title:   "Prison Architect: losetas y cartas de Bureaucracy",
			Summary: "lockup pa tiles y lockup pa cards listan cada loseta y carta con lo que da y lo que puntúa, en nuestras palabras. Donde al texto extraído del reglamento le falta algo (Secure Bunk Cell, los PV de Showers y Cleaning Cupboard, el final de Shop, Snipers, Permanent Punishment) la entrada lo dice, y el archivo de estado toma el valor impreso en `printed` o de tus cubos.",
			Ours:    true,
		},
	}
}

func paTopicsZH() map[string]Translation {
	return map[string]Translation{
		"pa-scoring": {
			Title: "Prison Architect：终局计分",
			Summary: "每位典狱长合计九项：现金每满 $2 得1 VP；Brick and Mortar（每块板块印着的 VP 及其终局条件）；Organization（Bureaucracy 卡的终局效果）；两条轨道所在格子上的 VP；每名自己的专家1分；打出的目标（达成得绿色数值，未达成减红色数值）；每名逃犯减去其威胁值；每名获释囚犯加上其威胁值；以及囚犯分：Hygienic 或 Comfortable 牢房中每名囚犯1分，两者兼具的牢房每名3分。" +
				"总分最高者获胜；打平则共享胜利。lockup pa score FILE 会算出结果（裁定 pa-odd-dollar、pa-missed-objective、pa-tasers、pa-shared-ties，见 docs/prison-architect.md）。",
			Ours: true,
		},
		"pa-needs": {
			Title: "Prison Architect：囚犯需求",
			Summary: "牢房的功能标签包括：牢房上印着的；其他板块给予的（相邻指共用一条边，周围指四周的8格，有些板块覆盖整行和整列）；其专家给予的（Guards 和 Dogs 给 Security，Trainers 和 Librarians 给 Comfort，Nurses 和 Custodians 给 Hygiene）；以及最上面那名囚犯的 Contraband（Orange 为1，Red 为2）。" +
				"Security 多于 Contraband 即为 Secure，Comfort 多于 Discontent 即为 Comfortable，有任何 Hygiene 即为 Hygienic。lockup pa score --explain 会列出每间牢房的每个标签及其来源。",
			Ours: true,
		},
		"pa-build": {
			Title: "Prison Architect：建造、Windows 与牢房",
			Summary: "监狱要放进6×6的框内，第一块之后的每块板块都要与另一块共边，牢房最多10间。Window 放在与室外板块相邻或外侧为空的边上，每条边一个；lockup 把它算作俯瞰这条边另一侧的板块（裁定 pa-window-overlooks）。" +
				"牢房只收其印着的颜色（Dormitories 只收 Grey，Bunk Cell 收同一颜色两名），旁边的 Showers 以及 Cramped Cells 都让牢房多收一名（裁定 pa-capacity）。",
			Ours: true,
		},
		"pa-governor": {
			Title: "Prison Architect：单人模式中 Governor 的得分",
			Summary: "对抗 Governor 时你照常计分。他在简单、中等、困难下分别得：每块板块3、5、7分，另加板块的 VP 和其条件（只算一次）；每张 Bureaucracy 卡2、7、12分，不算卡本身的 VP；其板块和卡牌在所有空缺都补满时能带来的每名专家1分；以及每个目标的绿色数值。" +
				"你必须比他分高才算赢（裁定 pa-governor-tiles、pa-governor-specialists、pa-governor-objectives、pa-solo-tie）。",
			Ours: true,
		},
		"pa-tiles-cards": {
			Title:   "Prison Architect：板块与 Bureaucracy 卡",
			Summary: "lockup pa tiles 和 lockup pa cards 用我们的话列出每块板块和每张卡给予什么、如何计分。提取出的规则书文字有缺失之处（Secure Bunk Cell、Showers 和 Cleaning Cupboard 的 VP、Shop 的结尾、Snipers、Permanent Punishment），条目会注明，局面文件则从 `printed` 或你的方块读取印着的数值。",
			Ours:    true,
		},
	}
}
