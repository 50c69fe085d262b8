package history

import "strconv"

// BggIDRow is a game with the BoardGameGeek id kept for it (0: none), as
// lockup history bgg-id lists it.
type BggIDRow struct {
	Game  string `json:"game"`
	Name  string `json:"name"`
	BggID int    `json:"bgg_id"`
}

// BggIDRows lists every game of BggGames with its id in ids (game → id,
// as DB.BggIDs returns them), in BggGames' order.
func BggIDRows(ids map[string]int) []BggIDRow {
	rows := []BggIDRow{}
	for _, g := range BggGames {
		rows = append(rows, BggIDRow{g, BggGameName(g), ids[g]})
	}
	return rows
}

// BggIDsCSV is the rows as lockup history bgg-id --output csv writes
// them: a header, then a row per game.
func BggIDsCSV(rows []BggIDRow) [][]string {
	out := [][]string{{"game", "name", "bgg_id"}}
	for _, r := range rows {
		out = append(out, []string{r.Game, r.Name, strconv.Itoa(r.BggID)})
	}
	return out
}
