// Package solo is lockup solo: what belongs to solitary games besides
// their entries. audit deals a game's app decks again from its seed and
// checks every draw (companion.AuditSolo decides); rate plays thousands of
// solo games with the player's cards (companion/solosim plays them) and
// prints the figures per level as a table, JSON or CSV.
package solo
