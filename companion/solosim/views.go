package solosim

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
)

// PartialText says which cards a partial run played with ("" when no
// card was missing): the words lockup solo rate prints beside its mark.
func PartialText(missing []Missing) string {
	if len(missing) == 0 {
		return ""
	}
	var parts []string
	for _, m := range missing {
		switch m.Kind {
		case catalog.GuardCard:
			parts = append(parts, fmt.Sprintf("the %s level not played (guard cards missing)", m.Level))
		case catalog.LocationCard:
			parts = append(parts, "no Breakout location card")
		default:
			parts = append(parts, fmt.Sprintf("%d of %d %s cards", m.Have, m.Want, m.Kind))
		}
	}
	return "partial: played with the cards your catalog knows: " + strings.Join(parts, ", ")
}

// CSV is the report as lockup solo rate --output csv writes it: a header,
// then a row per level, with the box it was played with and whether the
// run was partial.
func (r *Report) CSV(box *Box, partial bool) [][]string {
	f4 := func(f float64) string { return strconv.FormatFloat(f, 'f', 4, 64) }
	rows := [][]string{{"difficulty", "policy", "policy_version", "games", "wins", "win_rate", "win_rate_low", "win_rate_high",
		"guards_median", "guards_p75", "guards_p90", "mean_margin", "raids_per_game", "hardest_seed", "easiest_seed", "partial", "catalog_hash", "first_seed", "interrupted"}}
	for _, lv := range r.Levels {
		rows = append(rows, []string{lv.Difficulty.String(), r.Policy.String(), strconv.Itoa(r.Policy.Version()), strconv.Itoa(lv.Games), strconv.Itoa(lv.Wins),
			f4(lv.WinRate), f4(lv.Low), f4(lv.High), strconv.Itoa(lv.Median), strconv.Itoa(lv.P75), strconv.Itoa(lv.P90), f4(lv.MeanMargin), f4(lv.RaidsPerGame),
			strconv.FormatInt(lv.Hardest.Seed, 10), strconv.FormatInt(lv.Easiest.Seed, 10), strconv.FormatBool(partial), box.Hash(),
			strconv.FormatInt(r.Seed, 10), strconv.FormatBool(r.Interrupted)})
	}
	return rows
}
