package rules

import "fmt"

// Token is one of a crew's tokens (core rulebook, "Crew Tokens"; Breakout
// rulebook, "Roll Call Phase"). Every crew has a lookout, an enforcer and the
// numbered tokens 2, 3, 4 and 5; with Breakout it also has a seeker.
type Token int

// The crew tokens.
const (
	NoToken Token = iota
	Lookout
	Seeker
	Enforcer
	Two
	Three
	Four
	Five
)

var tokenNames = [...]string{"", "lookout", "seeker", "enforcer", "2", "3", "4", "5"}

// String returns the token's name as written in files: "lookout", "seeker",
// "enforcer", or its printed strength "2" to "5".
func (t Token) String() string {
	if t <= NoToken || int(t) >= len(tokenNames) {
		return "no token"
	}
	return tokenNames[t]
}

// ParseToken reads a token name: lookout, seeker, enforcer, or a number from 2
// to 5; or the token's Spanish or Chinese name ("matón", "瞭望员").
func ParseToken(s string) (Token, error) {
	for t := Lookout; t <= Five; t++ {
		if tokenNames[t] == s {
			return t, nil
		}
	}
	if id, ok := foreign("token", s); ok {
		return ParseToken(id)
	}
	return NoToken, fmt.Errorf("%q is not a crew token (lookout, enforcer, 2, 3, 4, 5, seeker)%s", s, closestForeign("token", s))
}

// TokenNames lists the names ParseToken accepts, in the order a crew's tokens
// are usually listed.
func TokenNames() []string {
	return []string{"lookout", "enforcer", "2", "3", "4", "5", "seeker"}
}

// Strength returns the token's strength for a crew with the given number of
// power cubes: a lookout is always 0, a seeker 1, an enforcer equals the power
// cubes, a numbered token its number (core rulebook, "Determine Crew
// Strengths"; Breakout rulebook, "Roll Call Phase").
func (t Token) Strength(power int) int {
	switch t {
	case Lookout:
		return 0
	case Seeker:
		return 1
	case Enforcer:
		return power
	case Two, Three, Four, Five:
		return int(t-Two) + 2
	}
	return 0
}

// CrewTokens returns the tokens each crew owns at a table: the lookout, the
// enforcer, 2, 3, 4 and 5, without the 2 when five crews play (core rulebook,
// "Game Setup", step 11), and the seeker with Breakout.
func CrewTokens(t Table) []Token {
	out := []Token{Lookout, Enforcer}
	if len(t.Seating) < 5 {
		out = append(out, Two)
	}
	out = append(out, Three, Four, Five)
	if t.Breakout {
		out = append(out, Seeker)
	}
	return out
}

// TokenList is an ordered list of at most eight crew tokens kept in one
// word, four bits a token: a crew's tokens at a location in the order it
// listed them, or its stragglers gathered at the Library. Its zero value is
// the empty list.
type TokenList uint32

// Len returns the number of tokens in the list.
func (l TokenList) Len() int {
	n := 0
	for ; l != 0; l >>= 4 {
		n++
	}
	return n
}

// At returns the i-th token of the list (0 is the first).
func (l TokenList) At(i int) Token { return Token(l >> (4 * i) & 0xf) }

// Contains reports whether the token is in the list.
func (l TokenList) Contains(t Token) bool {
	for ; l != 0; l >>= 4 {
		if Token(l&0xf) == t {
			return true
		}
	}
	return false
}

// Slice returns the tokens in order, in a new slice.
func (l TokenList) Slice() []Token {
	out := make([]Token, 0, l.Len())
	for ; l != 0; l >>= 4 {
		out = append(out, Token(l&0xf))
	}
	return out
}

// appendList returns the list with the tokens of m after its own. The
// engine only lists a crew's distinct tokens, never more than eight.
func (l TokenList) appendList(m TokenList) TokenList {
	return l | m<<(4*l.Len())
}

// listOf packs checked tokens, at most eight, into a list.
func listOf(toks []Token) TokenList {
	var l TokenList
	for i, t := range toks {
		l |= TokenList(t&0xf) << (4 * i)
	}
	return l
}

// strength totals the list's strength for a crew with the given power
// cubes (Strength).
func (l TokenList) strength(power int) int {
	total := 0
	for ; l != 0; l >>= 4 {
		total += Token(l & 0xf).Strength(power)
	}
	return total
}

// tokenSet is a set of crew tokens, one bit per token: the checks ask
// whether a token is owned or already used without a map.
type tokenSet uint8

func (s tokenSet) has(t Token) bool { return t > NoToken && t <= Five && s&(1<<t) != 0 }

// add puts a crew token in the set; anything else is left out.
func (s *tokenSet) add(t Token) {
	if t > NoToken && t <= Five {
		*s |= 1 << t
	}
}

// ownedTokens is CrewTokens as a set.
func ownedTokens(t *Table) tokenSet {
	s := tokenSet(1<<Lookout | 1<<Enforcer | 1<<Three | 1<<Four | 1<<Five)
	if len(t.Seating) < 5 {
		s.add(Two)
	}
	if t.Breakout {
		s.add(Seeker)
	}
	return s
}

// Tunnel is the tunnel marker on a location in a Breakout game (Breakout
// rulebook, "Expansion Setup", "Resolving Tunnel Locations").
type Tunnel int

// The tunnel markers that stay on the board. Collapsed tunnels are returned to
// the box at setup, so a location with one has NoTunnel.
const (
	NoTunnel Tunnel = iota
	SingleTunnel
	DoubleTunnel
)

// String returns "single", "double" or "no tunnel".
func (t Tunnel) String() string {
	switch t {
	case SingleTunnel:
		return "single"
	case DoubleTunnel:
		return "double"
	}
	return "no tunnel"
}

// Spaces returns how many spaces a lantern may advance from the tunnel: up to
// 1 for a single tunnel, up to 2 for a double.
func (t Tunnel) Spaces() int {
	switch t {
	case SingleTunnel:
		return 1
	case DoubleTunnel:
		return 2
	}
	return 0
}

// ParseTunnel reads "single" or "double", or our Spanish or Chinese words
// for them ("túnel doble", "双隧道").
func ParseTunnel(s string) (Tunnel, error) {
	switch s {
	case "single":
		return SingleTunnel, nil
	case "double":
		return DoubleTunnel, nil
	}
	if id, ok := foreign("tunnel", s); ok {
		return ParseTunnel(id)
	}
	return NoTunnel, fmt.Errorf("%q is not a tunnel (single or double)%s", s, closestForeign("tunnel", s))
}

// TunnelMarkers returns how many single and double tunnels lie on the board
// for a number of crews (Breakout rulebook, "Expansion Setup", the tunnel
// marker table). A solitary game is set up as a two-player game.
func TunnelMarkers(crews int) (single, double int) {
	switch {
	case crews <= 2:
		return 1, 1
	case crews == 3:
		return 2, 1
	}
	return 3, 1
}
