// Package score is lockup score and lockup pa: the final scoring of a
// finished game from a board-state file or a form, for Lockup (the final
// raid and every category, with the rulebook's tie-breaks) and for Prison
// Architect: Cardboard County Penitentiary, whose board lockup score hands
// to pa score; and pa's lists of tiles and cards. The scoring is scoring's
// and scoring/prisonarchitect's; this package reads, asks and prints.
package score
