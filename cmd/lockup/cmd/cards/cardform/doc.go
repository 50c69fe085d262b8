// Package cardform builds the forms that ask for a card's printed values:
// lockup cards edit asks every value a card of its box shows, and a tracked
// game (lockup play, lockup new) asks what it needs when a card comes into
// play. It also words what each value takes (Allowed), for the forms and
// the refusals.
package cardform
