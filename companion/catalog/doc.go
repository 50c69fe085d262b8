// Package catalog is the card catalog: the values printed on item, goon,
// goal, tome, legend and solo guard cards, Breakout's loot tokens and the
// spaces of its catacombs board (Card, CardKind, Printed; the guard deck
// for automa.NewCards: Catalog.GuardCards; the board for the tracker:
// Catalog.Catacombs), typed once by the
// players and kept in a catalog file in the config folder, merged over the
// catalog shipped with lockup (ShippedCatalog). It also reads and writes a
// card's values as a game file's "printed" object (Card.MarshalJSON,
// Card.BindPrinted), and fills the printed values of the cards entering
// play from the catalog and the values typed, keeping those typed once the
// entry is recorded (Filler). It parses with package input and writes with
// package store.
package catalog
