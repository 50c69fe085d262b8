package rules

// StandardStorageLimit is the resource storage limit of a crew board's A
// side (core rulebook, "III. Patrol Phase – 1. Check Resource Limits").
const StandardStorageLimit = 5

// StartingReputation is where the reputation markers start: the "10" space,
// or "0" with the advanced setup (core rulebook, "Game Setup", step 13;
// "Advanced Setup", p. 16).
func StartingReputation(advanced bool) int {
	if advanced {
		return 0
	}
	return 10
}

// CrewBoard is what sits on one crew's board during a game: the values the
// rules add to and take from. Cards (items, goons, tomes, goals) are kept by
// the game tracker, which knows their printed values from the card catalog.
type CrewBoard struct {
	Reputation int
	Power      int
	Suspicion  int
	Resources  Resources
	// StorageLimit is the number of resources the crew may keep through the
	// Patrol phase: 5 on side A, raised by "increase storage limit" icons.
	StorageLimit int
}

// Supply is what is left in the supply beside the board: the cubes no crew,
// location or guard board holds.
type Supply struct {
	Resources Resources
	Power     int
	Suspicion int
}

// FullSupply returns the supply before setup: every cube in the box.
func (b Box) FullSupply() Supply {
	l := b.Limits()
	return Supply{Resources: l.Resources, Power: l.Power, Suspicion: l.Suspicion}
}
