package input

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/text"
)

var (
	resolveTopKeys  = []string{"edition", "expansions", "seating", "first_player", "power", "locations", "legend", "guard_board", "display"}
	resolveSiteKeys = []string{"suspicion", "bandit", "tunnel", "tokens", "facedown", "guards", "declines", "goon"}
)

type tokenKey struct {
	loc    rules.Location // NoLocation for the legend card
	legend bool
	crew   string
}

type tokenNodes struct {
	list  *Node
	items []*Node
	toks  []rules.Token
}

type resolveParser struct {
	doc          *Node
	round        rules.Round
	seatingNode  *Node
	firstNode    *Node
	powerNode    *Node
	powerNodes   map[string]*Node
	locationsNod *Node
	legendNode   *Node
	locNodes     map[rules.Location]*Node
	siteFields   map[rules.Location]map[string]*Node
	tokens       map[tokenKey]*tokenNodes
	order        []tokenKey
	// The guards' side of a solitary game, nil until a key of it is read;
	// guardNodes are the nodes of guard_board by key ("" for itself,
	// "resources.gold" for a resource).
	guards     *GuardsSide
	guardNodes map[string]*Node
	// edition is the printing of the core game (`edition`, 2019 when left
	// out).
	edition rules.Edition
}

func (p *resolveParser) parse() (rules.Round, error) {
	fields, err := p.doc.Fields(resolveTopKeys...)
	if err != nil {
		return rules.Round{}, err
	}
	byKey := map[string]*Node{}
	for _, f := range fields {
		byKey[f.Key] = f.Value
	}
	t := &p.round.Table
	p.edition = rules.Edition2019
	if n := byKey["edition"]; n != nil {
		if p.edition, err = ParseEdition(n); err != nil {
			return rules.Round{}, err
		}
	}
	if n := byKey["expansions"]; n != nil {
		if t.Breakout, err = parseExpansions(n); err != nil {
			return rules.Round{}, err
		}
	}
	if p.seatingNode = byKey["seating"]; p.seatingNode == nil {
		return rules.Round{}, &InputError{File: p.doc.File(), Line: 1, Column: 1, Field: "seating", Problem: "the seating is missing", Allowed: "the crews in clockwise order, e.g. [Stan, Vera, Isaac]; solo: [Rin, guards]"}
	}
	if err := p.seating(p.seatingNode); err != nil {
		return rules.Round{}, err
	}
	// Every crew starts with one power cube (core rulebook, "Game Setup",
	// step 10); the file lists the others.
	for i, name := range t.Seating {
		if name != rules.Guards && i < rules.MaxSeats {
			t.Power[i] = 1
		}
	}
	if p.firstNode = byKey["first_player"]; p.firstNode == nil {
		return rules.Round{}, &InputError{File: p.doc.File(), Line: 1, Column: 1, Field: "first_player", Problem: "the first player is missing", Allowed: strings.Join(t.Seating, ", ")}
	}
	first, err := p.seatName(p.firstNode, true)
	if err != nil {
		return rules.Round{}, err
	}
	t.FirstPlayer = t.SeatOf(first)
	if n := byKey["power"]; n != nil {
		if err := p.power(n); err != nil {
			return rules.Round{}, err
		}
	}
	if err := t.Check(); err != nil {
		return rules.Round{}, p.place(err)
	}
	if n := byKey["locations"]; n != nil {
		p.locationsNod = n
		if err := p.locations(n); err != nil {
			return rules.Round{}, err
		}
	}
	if n := byKey["legend"]; n != nil {
		p.legendNode = n
		if !t.Breakout {
			return rules.Round{}, n.Errorf("the legend card comes with the Breakout expansion, but the file does not list it", "add `expansions: [breakout]` at the top, or remove the key")
		}
		if err := p.legend(n); err != nil {
			return rules.Round{}, err
		}
	}
	if n := byKey["guard_board"]; n != nil {
		if err := p.guardBoard(n); err != nil {
			return rules.Round{}, err
		}
	}
	if n := byKey["display"]; n != nil {
		if err := p.display(n); err != nil {
			return rules.Round{}, err
		}
	}
	if err := p.rollCall(); err != nil {
		return rules.Round{}, err
	}
	if err := p.round.Check(); err != nil {
		return rules.Round{}, p.place(err)
	}
	// The Library's declines are only known to be right once the stragglers
	// are: resolve once to check them.
	if _, err := rules.ResolveLightsOut(p.round); err != nil {
		return rules.Round{}, p.place(err)
	}
	if err := p.checkGuardSide(); err != nil {
		return rules.Round{}, err
	}
	return p.round, nil
}

func parseExpansions(n *Node) (bool, error) {
	items, err := n.Items()
	if err != nil {
		return false, err
	}
	seen := false
	for _, it := range items {
		s, err := it.Str()
		if err != nil {
			return false, err
		}
		if s != "breakout" {
			return false, it.Errorf(fmt.Sprintf("unknown expansion %q", s), "breakout")
		}
		if seen {
			return false, it.Errorf("breakout is listed twice", "breakout, once")
		}
		seen = true
	}
	return seen, nil
}

func (p *resolveParser) seating(n *Node) error {
	items, err := n.Items()
	if err != nil {
		return err
	}
	if len(items) == 0 {
		return n.Errorf("nobody is seated", "the crews in clockwise order, e.g. [Stan, Vera, Isaac]; solo: [Rin, guards]")
	}
	for _, it := range items {
		s, err := it.Str()
		if err != nil {
			return err
		}
		if strings.TrimSpace(s) == "" {
			return it.Errorf("the name is empty", "a crew's name")
		}
		if s != rules.Guards {
			if err := CheckText(s); err != nil {
				return it.Errorf("crew name: "+err.Error(), "a crew's name")
			}
		}
		if i := slices.IndexFunc(p.round.Table.Seating, func(o string) bool { return text.Key(o) == text.Key(s) }); i >= 0 {
			if o := p.round.Table.Seating[i]; o != s {
				return it.Errorf(fmt.Sprintf("%s and %s are seated: the same name to lockup (names match ignoring case, spacing and Unicode normalisation)", text.Quote(o), text.Quote(s)), "each crew once")
			}
			return it.Errorf(text.Escape(s)+" is seated twice", "each crew once")
		}
		p.round.Table.Seating = append(p.round.Table.Seating, s)
	}
	return nil
}

// seatName reads a seated name; the guards are accepted only if guardsOK.
func (p *resolveParser) seatName(n *Node, guardsOK bool) (string, error) {
	s, err := n.Str()
	if err != nil {
		return "", err
	}
	t := p.round.Table
	if s == rules.Guards && !guardsOK && t.Solo() {
		return "", n.Errorf("the guards have no crew tokens, power cubes or choices here", strings.Join(t.Crews(), ", "))
	}
	if !t.Seated(s) {
		allowed := t.Crews()
		if guardsOK {
			allowed = t.Seating
		}
		problem := fmt.Sprintf("%q is not seated", s)
		if best := text.Closest(s, allowed); best != "" {
			problem += fmt.Sprintf("; did you mean %q?", best)
		}
		return "", n.Errorf(problem, strings.Join(allowed, ", "))
	}
	return s, nil
}

func (p *resolveParser) power(n *Node) error {
	fields, err := n.Fields()
	if err != nil {
		return err
	}
	p.powerNode = n
	p.powerNodes = map[string]*Node{}
	t := &p.round.Table
	for _, f := range fields {
		if f.Key == rules.Guards && t.Solo() {
			return f.Value.Errorf("the guards' strength comes from their guard cards, not from power cubes", strings.Join(t.Crews(), ", "))
		}
		if !t.Seated(f.Key) {
			return f.Value.Errorf(fmt.Sprintf("%q is not seated", f.Key), strings.Join(t.Crews(), ", "))
		}
		v, err := f.Value.Count()
		if err != nil {
			return err
		}
		if v > 22 {
			return f.Value.Errorf(fmt.Sprintf("%d power cubes; the box holds 22", v), "0 to 22")
		}
		// A seat beyond the five the game has is refused with the seating.
		if s := t.SeatOf(f.Key); s >= 0 && s < rules.MaxSeats {
			t.Power[s] = v
		}
		p.powerNodes[f.Key] = f.Value
	}
	return nil
}

func (p *resolveParser) locations(n *Node) error {
	fields, err := n.Fields(rules.LocationSlugs()...)
	if err != nil {
		return err
	}
	for _, f := range fields {
		loc, _ := rules.ParseLocation(f.Key)
		p.locNodes[loc] = f.Value
		if err := p.site(loc, f.Value); err != nil {
			return err
		}
	}
	return nil
}

func (p *resolveParser) site(loc rules.Location, n *Node) error {
	fields, err := n.Fields(resolveSiteKeys...)
	if err != nil {
		return err
	}
	t := p.round.Table
	s := rules.Site{}
	p.siteFields[loc] = map[string]*Node{}
	for _, f := range fields {
		v := f.Value
		p.siteFields[loc][f.Key] = v
		if loc == rules.Library && f.Key != "declines" {
			what := "nothing waits at the Library"
			if f.Key == "tokens" || f.Key == "facedown" {
				what = "crew tokens are never assigned to the Library; only stragglers end up there"
			} else if f.Key == "guards" {
				what = "guard cards are never placed at the Library; only stragglers end up there"
			} else if f.Key == "goon" {
				what = "the Library has no goon space"
			}
			return v.Errorf(what, "only `declines` at the library; place tokens at "+strings.Join(rules.Slugs(rules.FirstSevenLocations), ", "))
		}
		switch f.Key {
		case "suspicion":
			if s.Suspicion, err = v.Count(); err != nil {
				return err
			}
		case "bandit":
			if !p.box().GoonTypeInBox(rules.Bandits) {
				return v.Errorf(fmt.Sprintf("the 2018 first edition has no Bandits, so no Bandit cubes wait at a location (2018 rulebook, \"Recruiting Goons\", p. 13; ruling %s)", rules.RulingFirstEditionCards), "leave `bandit` out, or `edition: 2019`")
			}
			if s.Bandit, err = banditCubes(v); err != nil {
				return err
			}
		case "tunnel":
			str, err := v.Str()
			if err != nil {
				return err
			}
			if !t.Breakout {
				return v.Errorf("tunnel markers come with the Breakout expansion, but the file does not list it", "add `expansions: [breakout]` at the top, or remove the key")
			}
			if s.Tunnel, err = rules.ParseTunnel(str); err != nil {
				return v.Errorf(fmt.Sprintf("%q is not a tunnel marker", str), "single, double")
			}
		case "tokens":
			if s.Tokens, err = p.tokenMap(loc, false, v); err != nil {
				return err
			}
		case "facedown":
			entries, err := v.Fields()
			if err != nil {
				return err
			}
			for _, e := range entries {
				if e.Key == rules.Guards || !t.Seated(e.Key) {
					return p.keyError(e, false)
				}
				if s.FaceDown[t.SeatOf(e.Key)], err = e.Value.Count(); err != nil {
					return err
				}
			}
		case "guards":
			if s.Guards, err = p.guardCards(v); err != nil {
				return err
			}
		case "goon":
			if err := p.goon(loc, v); err != nil {
				return err
			}
		case "declines":
			items, err := v.Items()
			if err != nil {
				return err
			}
			for _, it := range items {
				name, err := it.Str()
				if err != nil {
					return err
				}
				if name == rules.Guards && t.Solo() {
					return it.Errorf("the guards never decline: they take whatever they are entitled to", strings.Join(t.Crews(), ", "))
				}
				if _, err := p.seatName(it, false); err != nil {
					return err
				}
				if slices.Contains(s.Declines, t.SeatOf(name)) {
					return it.Errorf(fmt.Sprintf("%s is listed twice", name), "each crew once")
				}
				s.Declines = append(s.Declines, t.SeatOf(name))
			}
		}
	}
	if loc == rules.Library {
		p.round.LibraryDeclines = s.Declines
		return nil
	}
	p.round.Sites[loc] = s
	return nil
}

// keyError reports a mapping key that is not a seated crew.
func (p *resolveParser) keyError(e Field, guardsOK bool) error {
	t := p.round.Table
	allowed := t.Crews()
	if guardsOK {
		allowed = t.Seating
	}
	if e.Key == rules.Guards && t.Solo() && !guardsOK {
		return e.Value.Errorf("the guards have no crew tokens; list their guard cards under `guards`", strings.Join(allowed, ", "))
	}
	problem := fmt.Sprintf("%q is not seated", e.Key)
	if best := text.Closest(e.Key, allowed); best != "" {
		problem += fmt.Sprintf("; did you mean %q?", best)
	}
	return e.Value.Errorf(problem, strings.Join(allowed, ", "))
}

func (p *resolveParser) guardCards(v *Node) ([]int, error) {
	if !p.round.Table.Solo() {
		return nil, v.Errorf("guard cards are only used in a solitary game", "seat [your crew, guards] to play solo, or remove the key")
	}
	items, err := v.Items()
	if err != nil {
		return nil, err
	}
	var out []int
	for _, it := range items {
		g, err := it.Count()
		if err != nil {
			return nil, err
		}
		out = append(out, g)
	}
	return out, nil
}

func (p *resolveParser) tokenMap(loc rules.Location, legend bool, v *Node) ([rules.MaxSeats][]rules.Token, error) {
	var out [rules.MaxSeats][]rules.Token
	entries, err := v.Fields()
	if err != nil {
		return out, err
	}
	t := p.round.Table
	for _, e := range entries {
		if legend && e.Key == rules.Guards && t.Solo() {
			g, err := p.guardCards(e.Value)
			if err != nil {
				return out, err
			}
			p.round.LegendGuards = g
			continue
		}
		if e.Key == rules.Guards || !t.Seated(e.Key) {
			return out, p.keyError(e, false)
		}
		items, err := e.Value.Items()
		if err != nil {
			return out, err
		}
		if len(items) == 0 {
			return out, e.Value.Errorf("no tokens listed", "one or more of "+strings.Join(tokenNamesFor(t), ", ")+", or leave the crew out")
		}
		tn := &tokenNodes{list: e.Value, items: items}
		for _, it := range items {
			s, err := it.Str()
			if err != nil {
				return out, err
			}
			tok, err := rules.ParseToken(s)
			if err != nil {
				return out, it.Errorf(fmt.Sprintf("%q is not a crew token", s), strings.Join(tokenNamesFor(t), ", "))
			}
			tn.toks = append(tn.toks, tok)
		}
		out[t.SeatOf(e.Key)] = tn.toks
		k := tokenKey{loc: loc, legend: legend, crew: e.Key}
		p.tokens[k] = tn
		p.order = append(p.order, k)
	}
	return out, nil
}

func tokenNamesFor(t rules.Table) []string {
	var out []string
	for _, tok := range rules.CrewTokens(t) {
		out = append(out, tok.String())
	}
	return out
}

func (p *resolveParser) legend(n *Node) error {
	toks, err := p.tokenMap(rules.NoLocation, true, n)
	if err != nil {
		return err
	}
	p.round.Legend = toks
	return nil
}

// rollCall replays the file's assignments in file order through the Roll
// Call rules, so an error points at the token that broke one.
func (p *resolveParser) rollCall() error {
	rc, err := rules.NewRollCall(p.round.Table)
	if err != nil {
		return p.place(err)
	}
	for _, k := range p.order {
		a := rules.Assignment{Crew: k.crew, Location: k.loc, Legend: k.legend, Tokens: p.tokens[k].toks}
		if !k.legend {
			a.FaceDown = p.round.Sites[k.loc].FaceDown[p.round.Table.SeatOf(k.crew)]
		}
		if err := rc.Assign(a); err != nil {
			return p.placeAt(err, k)
		}
	}
	return nil
}

// placeAt turns an engine error about one crew's tokens into an InputError
// at the offending token (or the face-down count).
func (p *resolveParser) placeAt(err error, k tokenKey) error {
	var re *rules.RuleError
	if !errors.As(err, &re) {
		return err
	}
	tn := p.tokens[k]
	n := tn.list
	switch {
	case errors.Is(err, rules.ErrFaceDown) && !k.legend:
		if fd := p.siteFields[k.loc]["facedown"]; fd != nil {
			n = fd
			if entries, e := fd.Fields(); e == nil {
				for _, f := range entries {
					if f.Key == k.crew {
						n = f.Value
					}
				}
			}
		}
	case re.Token != rules.NoToken:
		// The last occurrence: for a token used twice, the second use.
		for i := len(tn.toks) - 1; i >= 0; i-- {
			if tn.toks[i] == re.Token {
				n = tn.items[i]
				break
			}
		}
	}
	return n.Errorf(re.Problem+ruleSuffix(re), re.Allowed)
}

// place turns an engine error into an InputError at the best node known for
// its location and crew.
func (p *resolveParser) place(err error) error {
	var re *rules.RuleError
	if !errors.As(err, &re) {
		return err
	}
	n := p.doc
	switch {
	case errors.Is(err, rules.ErrSeating):
		n = p.seatingNode
	case errors.Is(err, rules.ErrPower) && p.powerNodes[re.Crew] != nil:
		n = p.powerNodes[re.Crew]
	case re.Location != rules.NoLocation && p.locNodes[re.Location] != nil:
		n = p.locNodes[re.Location]
		key := ""
		switch {
		case errors.Is(err, rules.ErrDecline):
			key = "declines"
		case errors.Is(err, rules.ErrGuards):
			key = "guards"
		case errors.Is(err, rules.ErrBreakout):
			key = "tunnel"
		case errors.Is(err, rules.ErrSite):
			for _, k := range []string{"bandit", "suspicion", "tunnel"} {
				if p.siteFields[re.Location][k] != nil {
					key = k
					break
				}
			}
		}
		if fn := p.siteFields[re.Location][key]; fn != nil {
			n = fn
		}
		if tn := p.tokens[tokenKey{loc: re.Location, crew: re.Crew}]; tn != nil && key == "" {
			n = tn.list
		}
	case errors.Is(err, rules.ErrSite) && p.locationsNod != nil:
		n = p.locationsNod
	case (errors.Is(err, rules.ErrLegend) || errors.Is(err, rules.ErrGuards)) && p.legendNode != nil:
		n = p.legendNode
	}
	if n == nil {
		n = p.doc
	}
	ie := n.Errorf(re.Problem+ruleSuffix(re), re.Allowed)
	if ie.Line == 0 {
		ie.Line, ie.Column = 1, 1
	}
	return ie
}

func ruleSuffix(re *rules.RuleError) string {
	if re.Rule.Book == rules.NoBook {
		return ""
	}
	return " [" + re.Rule.String() + "]"
}

// banditCubes reads the Bandit cubes waiting at a location: one resource
// name ("potions"), or a list of them when uncollected cubes piled up
// ("[potions, gold]"; ruling bandit-cube-unclaimed).
func banditCubes(v *Node) (rules.Resources, error) {
	const allowed = "scrap, potions, iron or gold, or a list of them"
	items := []*Node{v}
	if list, err := v.Items(); err == nil && !v.IsNull() {
		items = list
	}
	var cubes rules.Resources
	for _, it := range items {
		str, err := it.Str()
		if err != nil {
			return rules.Resources{}, it.Errorf("must be a resource", allowed)
		}
		r, err := rules.ParseResource(str)
		if err != nil {
			return rules.Resources{}, it.Errorf(fmt.Sprintf("%q is not a resource", str), allowed)
		}
		cubes = cubes.With(r, cubes.Of(r)+1)
	}
	return cubes, nil
}
