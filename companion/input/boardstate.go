package input

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
	"github.com/lockup-companion/lockup/scoring"
)

// BoardState is a board-state file: the board at the end of a game, before
// the final raid, as docs/board-state.md describes it.
type BoardState struct {
	// Game is what scoring needs.
	Game scoring.Game
	// Advanced records the advanced setup; it changes no score here.
	Advanced bool
	// Edition is the printing of the core game (`edition`, 2019 when left
	// out): the 2018 box has fewer cards and no advanced setup, Bandits or
	// Flayers.
	Edition rules.Edition
}

// The keys of a board-state file.
var (
	topKeys      = []string{"edition", "solo", "advanced", "expansions", "first_player", "leader_goal", "end_game_goal", "crews", "guards"}
	crewKeys     = []string{"name", "reputation", "suspicion", "power", "resources", "tomes", "items", "valuables", "goons", "barrels", "loot", "lantern"}
	guardKeys    = []string{"reputation", "suspicion", "power", "resources", "items", "valuables", "goons", "barrels", "loot", "lantern"}
	resourceKeys = []string{"scrap", "potions", "iron", "gold"}
	valuableKeys = []string{"shields", "gems", "magic", "wild"}
	goalKeys     = []string{"most", "points", "condition", "counts"}
)

// breakoutKey reports whether a key needs `expansions: [breakout]`. (A
// switch rather than a map: a map is built when the package starts, on every
// run of every command.)
func breakoutKey(key string) bool {
	switch key {
	case "barrels", "loot", "lantern", "wild", "dryads", "fungoids", "golems":
		return true
	}
	return false
}

// goonKeys are the goon types' names, the keys of `goons`; made once, when
// first needed.
var goonKeys = sync.OnceValue(func() []string {
	keys := make([]string, len(rules.ScoringGoonTypes))
	for i, t := range rules.ScoringGoonTypes {
		keys[i] = t.String()
	}
	return keys
})

// ParseBoardState reads and checks a board-state file. name is used in error
// messages. Any problem is returned as an *InputError naming the file, line,
// column and field.
func ParseBoardState(name string, data []byte) (BoardState, error) {
	if len(data) > MaxInputSize {
		return BoardState{}, &InputError{File: name, Problem: "the input is larger than 1 MiB", Allowed: "a board-state file of at most 1 MiB"}
	}
	doc, err := ParseDocument(name, data)
	if err != nil {
		return BoardState{}, err
	}
	if doc.IsNull() {
		return BoardState{}, &InputError{File: name, Problem: "the file is empty", Allowed: "a board state with at least `crews:` (see docs/board-state.md)"}
	}
	p := &boardParser{doc: doc}
	return p.parse()
}

type boardParser struct {
	doc      *Node
	bs       BoardState
	breakout bool
	// nodes remembers where each part came from, for checks that span
	// several fields.
	crewNodes  []*Node
	crewsNode  *Node
	guardsNode *Node
	firstNode  *Node
	leaderNode *Node
	goalNode   *Node
	// goalCounts are the end game goal's counts by name, in the file's
	// order, given to their seats once every crew is read.
	goalCounts []goalCount
	// firstBreakout is the first Breakout-only key seen, to report if the
	// expansion is missing.
	firstBreakout *Node
}

func (p *boardParser) parse() (BoardState, error) {
	if err := p.otherGame(); err != nil {
		return BoardState{}, err
	}
	fields, err := p.doc.Fields(topKeys...)
	if err != nil {
		return BoardState{}, err
	}
	g := &p.bs.Game
	// Read the edition and the expansions first: they decide which keys
	// and values are allowed.
	p.bs.Edition = rules.Edition2019
	for _, f := range fields {
		var err error
		switch f.Key {
		case "expansions":
			err = p.expansions(f.Value)
		case "edition":
			p.bs.Edition, err = ParseEdition(f.Value)
		}
		if err != nil {
			return BoardState{}, err
		}
	}
	g.Breakout = p.breakout
	for _, f := range fields {
		n := f.Value
		switch f.Key {
		case "solo":
			if g.Solo, err = n.Bool(); err != nil {
				return BoardState{}, err
			}
		case "advanced":
			if p.bs.Advanced, err = n.Bool(); err != nil {
				return BoardState{}, err
			}
			if p.bs.Advanced && !(rules.Box{Edition: p.bs.Edition}).AdvancedSetupInBox() {
				return BoardState{}, n.Errorf("the 2018 first edition has no advanced setup: its crew boards have a single side and its box no trait cards (2018 rulebook, \"Components\"; ruling "+rules.RulingFirstEditionCards+")", "`advanced: false` or left out, or `edition: 2019`")
			}
		case "first_player":
			if g.FirstPlayer, err = p.name(n); err != nil {
				return BoardState{}, err
			}
			p.firstNode = n
		case "leader_goal":
			if g.LeaderGoal, err = p.name(n); err != nil {
				return BoardState{}, err
			}
			p.leaderNode = n
		case "end_game_goal":
			if err := p.endGameGoal(n); err != nil {
				return BoardState{}, err
			}
		case "crews":
			if err := p.crews(n); err != nil {
				return BoardState{}, err
			}
		case "guards":
			p.guardsNode = n
		}
	}
	if p.crewsNode == nil {
		return BoardState{}, &InputError{File: p.doc.File(), Line: 1, Column: 1, Field: "crews", Problem: "the crews are missing", Allowed: "a list of 2 to 5 crews (solo: 1 crew and `guards`)"}
	}
	if err := p.guards(); err != nil {
		return BoardState{}, err
	}
	if p.firstBreakout != nil && !p.breakout {
		return BoardState{}, p.firstBreakout.Errorf("this key belongs to the Breakout expansion, but the file does not list it", "add `expansions: [breakout]` at the top, or remove the key")
	}
	if err := p.checkNames(); err != nil {
		return BoardState{}, err
	}
	p.seatGoalCounts()
	if err := p.checkLimits(); err != nil {
		return BoardState{}, err
	}
	return p.bs, nil
}

func (p *boardParser) expansions(n *Node) error {
	items, err := n.Items()
	if err != nil {
		return err
	}
	seen := false
	for _, it := range items {
		s, err := it.Str()
		if err != nil {
			return err
		}
		if s != "breakout" {
			return it.Errorf(fmt.Sprintf("unknown expansion %q", s), "breakout")
		}
		if seen {
			return it.Errorf("breakout is listed twice", "breakout, once")
		}
		seen = true
	}
	p.breakout = seen
	return nil
}

// name reads a crew name reference (first_player, leader_goal, goal keys).
func (p *boardParser) name(n *Node) (string, error) {
	s, err := n.Str()
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(s) == "" {
		return "", n.Errorf("the name is empty", "the name of a crew in `crews`")
	}
	return s, nil
}

// goalForms says what end_game_goal may hold, for messages.
const goalForms = "most: {crew: count, ...}, points: {crew: points, ...}, or condition: the card's condition (e.g. most gems) with counts: {crew: count, ...}"

func (p *boardParser) endGameGoal(n *Node) error {
	fields, err := n.Fields(goalKeys...)
	if err != nil {
		return err
	}
	var f, cond, counts *Field
	for i := range fields {
		switch fields[i].Key {
		case "condition":
			cond = &fields[i]
		case "counts":
			counts = &fields[i]
		default:
			if f != nil {
				return fields[i].Value.Errorf("give exactly one of `most`, `points`, and `condition` with `counts`", goalForms)
			}
			f = &fields[i]
		}
	}
	goal := scoring.EndGameGoal{Kind: scoring.MostGoal}
	switch {
	case f != nil && (cond != nil || counts != nil):
		return n.Errorf("give exactly one of `most`, `points`, and `condition` with `counts`", goalForms)
	case cond != nil && counts != nil:
		if goal.Condition, err = goalCondition(cond.Value); err != nil {
			return err
		}
		if goal.Condition.Rule == rules.RulePerUnit {
			goal.Kind = scoring.PointsGoal
		}
		f = counts
	case cond != nil || counts != nil:
		return n.Errorf("`condition` and `counts` go together", goalForms)
	case f == nil:
		return n.Errorf("give exactly one of `most`, `points`, and `condition` with `counts`", goalForms)
	case f.Key == "points":
		goal.Kind = scoring.PointsGoal
	}
	entries, err := f.Value.Fields()
	if err != nil {
		return err
	}
	for _, e := range entries {
		if strings.TrimSpace(e.Key) == "" {
			return e.Value.Errorf("the name is empty", "the name of a crew in `crews`")
		}
		v, err := e.Value.Count()
		if err != nil {
			return err
		}
		p.goalCounts = append(p.goalCounts, goalCount{name: e.Key, n: v})
	}
	p.goalNode = f.Value
	p.bs.Game.EndGameGoal = goal
	return nil
}

// goalCondition reads an end game goal's printed condition: a most or a
// per-unit condition (core rulebook, "Claiming Goals", "End Game Goal
// Cards", p. 13), in the words of the card catalog (rules.ParseCondition).
func goalCondition(n *Node) (rules.GoalCondition, error) {
	s, err := n.Str()
	if err != nil {
		return rules.GoalCondition{}, err
	}
	cond, err := rules.ParseCondition(s)
	if err == nil {
		err = cond.Legal()
	}
	if err != nil {
		return rules.GoalCondition{}, n.Errorf(err.Error(), `an end game goal's condition, "most X", "most X (at least N)" or "S per N X"`)
	}
	if cond.Rule != rules.RuleMost && cond.Rule != rules.RulePerUnit {
		return rules.GoalCondition{}, n.Errorf(fmt.Sprintf("%q is an instant goal's condition", s), `an end game goal's condition, "most X", "most X (at least N)" or "S per N X"`)
	}
	return cond, nil
}

// goalCount is one entry of the end game goal: a crew's name and its count
// or points.
type goalCount struct {
	name string
	n    int
}

// seatGoalCounts gives each end game goal count to its crew's seat: run it
// once checkNames has found every name listed, once.
func (p *boardParser) seatGoalCounts() {
	g := &p.bs.Game
	for _, gc := range p.goalCounts {
		for seat, c := range g.Crews {
			if c.Name == gc.name {
				g.EndGameGoal.Set(seat, gc.n)
			}
		}
	}
}

func (p *boardParser) crews(n *Node) error {
	p.crewsNode = n
	items, err := n.Items()
	if err != nil {
		return err
	}
	// Room for the guards too.
	p.bs.Game.Crews = make([]scoring.Crew, 0, len(items)+1)
	p.crewNodes = make([]*Node, 0, len(items)+1)
	for _, it := range items {
		c, err := p.crew(it, false)
		if err != nil {
			return err
		}
		p.bs.Game.Crews = append(p.bs.Game.Crews, c)
		p.crewNodes = append(p.crewNodes, it)
	}
	return nil
}

func (p *boardParser) guards() error {
	g := &p.bs.Game
	n := p.guardsNode
	switch {
	case g.Solo && n == nil:
		return p.crewsNode.Errorf("a solo game needs the guards' board", "a `guards:` mapping with at least `reputation`")
	case !g.Solo && n != nil:
		return n.Errorf("the guards play only in solitary mode", "remove `guards`, or set `solo: true` with a single crew")
	case n == nil:
		return nil
	}
	c, err := p.crew(n, true)
	if err != nil {
		return err
	}
	c.Name, c.Guards = scoring.GuardsName, true
	g.Crews = append(g.Crews, c)
	p.crewNodes = append(p.crewNodes, n)
	return nil
}

// crew reads one crew (or the guards).
func (p *boardParser) crew(n *Node, guards bool) (scoring.Crew, error) {
	keys := crewKeys
	if guards {
		keys = guardKeys
	}
	fields, err := n.Fields(keys...)
	if err != nil {
		return scoring.Crew{}, err
	}
	if n.IsNull() {
		return scoring.Crew{}, n.Errorf("the entry is empty", "a mapping with `name` and `reputation`")
	}
	var c scoring.Crew
	hasName, hasReputation := false, false
	for _, f := range fields {
		v := f.Value
		if breakoutKey(f.Key) {
			p.sawBreakout(v)
		}
		var err error
		switch f.Key {
		case "name":
			hasName = true
			c.Name, err = v.Str()
			if err == nil && strings.TrimSpace(c.Name) == "" {
				err = v.Errorf("the name is empty", "a name such as Vera")
			}
		case "reputation":
			hasReputation = true
			c.Reputation, err = v.Count()
		case "suspicion":
			c.Suspicion, err = v.Count()
		case "power":
			c.Power, err = v.Count()
		case "tomes":
			c.Tomes, err = v.Count()
		case "items":
			c.Items, err = v.Count()
		case "barrels":
			c.Barrels, err = v.Count()
		case "loot":
			c.Loot, err = v.Count()
		case "resources":
			c.Resources, err = p.resources(v)
		case "valuables":
			c.Valuables, err = p.valuables(v)
		case "goons":
			c.Goons, err = p.goons(v)
		case "lantern":
			c.Lantern, err = lantern(v)
		}
		if err != nil {
			return scoring.Crew{}, err
		}
	}
	if !guards && !hasName {
		return scoring.Crew{}, n.Errorf("the crew has no name", "name: followed by the crew's name")
	}
	if !hasReputation {
		return scoring.Crew{}, n.Errorf("the reputation is missing", "reputation: the track's value before the final raid, a whole number of 0 or more")
	}
	if p.breakout && c.Lantern.Place == scoring.NoLantern {
		c.Lantern = scoring.Lantern{Place: scoring.AtEntrance}
	}
	return c, nil
}

func (p *boardParser) sawBreakout(n *Node) {
	if p.firstBreakout == nil {
		p.firstBreakout = n
	}
}

func (p *boardParser) resources(n *Node) (rules.Resources, error) {
	fields, err := n.Fields(resourceKeys...)
	if err != nil {
		return rules.Resources{}, err
	}
	var rs rules.Resources
	for _, f := range fields {
		v, err := f.Value.Count()
		if err != nil {
			return rules.Resources{}, err
		}
		r, _ := rules.ParseResource(f.Key)
		rs = rs.With(r, v)
	}
	return rs, nil
}

func (p *boardParser) valuables(n *Node) (scoring.Valuables, error) {
	fields, err := n.Fields(valuableKeys...)
	if err != nil {
		return scoring.Valuables{}, err
	}
	var vs scoring.Valuables
	for _, f := range fields {
		v, err := f.Value.Count()
		if err != nil {
			return scoring.Valuables{}, err
		}
		switch f.Key {
		case "shields":
			vs.Shields = v
		case "gems":
			vs.Gems = v
		case "magic":
			vs.Magic = v
		case "wild":
			vs.Wild = v
			p.sawBreakout(f.Value)
		}
	}
	return vs, nil
}

func (p *boardParser) goons(n *Node) (scoring.Goons, error) {
	fields, err := n.Fields(goonKeys()...)
	if err != nil {
		return scoring.Goons{}, err
	}
	var gs scoring.Goons
	for _, f := range fields {
		v, err := f.Value.Count()
		if err != nil {
			return scoring.Goons{}, err
		}
		t, _ := rules.ParseGoonType(f.Key)
		if t.Breakout() {
			p.sawBreakout(f.Value)
		} else if v > 0 && !(rules.Box{Edition: p.bs.Edition}).GoonTypeInBox(t) {
			return scoring.Goons{}, f.Value.Errorf(fmt.Sprintf("the 2018 first edition has no %s (2018 rulebook, \"Recruiting Goons\", p. 13; ruling %s)", t, rules.RulingFirstEditionCards), "0 or left out, or `edition: 2019`")
		}
		gs[t] = v
	}
	return gs, nil
}

// LanternPlaces says what a lantern position may be, for messages.
const LanternPlaces = "entrance, tomb, escaped, or the number printed on the lantern's space (1 or more)"

// ParseLantern reads a lantern position as a player writes it: entrance,
// tomb, escaped, or the number printed on its space.
func ParseLantern(s string) (scoring.Lantern, error) {
	switch strings.TrimSpace(s) {
	case "entrance":
		return scoring.Lantern{Place: scoring.AtEntrance}, nil
	case "tomb":
		return scoring.Lantern{Place: scoring.AtTomb}, nil
	case "escaped":
		return scoring.Lantern{Place: scoring.Escaped}, nil
	}
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || v < 1 || v > 1000 {
		return scoring.Lantern{}, fmt.Errorf("%q is not a place in the catacombs", s)
	}
	return scoring.Lantern{Place: scoring.OnSpace, Space: v}, nil
}

// lantern reads a lantern position from the file.
func lantern(n *Node) (scoring.Lantern, error) {
	s, err := n.Str()
	if err != nil {
		return scoring.Lantern{}, n.Errorf("must be a place in the catacombs", LanternPlaces)
	}
	l, err := ParseLantern(s)
	if err != nil {
		return scoring.Lantern{}, n.Errorf(err.Error(), LanternPlaces)
	}
	return l, nil
}

// CheckCrewNames checks the crews' names in seating order: 2 to 5 crews (a
// solo game: exactly 1), none empty, none twice (text.Key: ignoring case,
// spacing and Unicode normalisation), none called "guards", each a name
// CheckText accepts. The
// error says what is wrong, for the form and the file alike; index is the
// crew it concerns, or -1 for the whole list.
func CheckCrewNames(names []string, solo bool) (index int, err error) {
	switch {
	case solo && len(names) != 1:
		return -1, fmt.Errorf("a solo game has exactly 1 crew, not %d", len(names))
	case !solo && (len(names) < 2 || len(names) > 5):
		return -1, fmt.Errorf("the game is played by 2 to 5 crews, not %d", len(names))
	}
	seen := make(map[string]string, len(names))
	for i, n := range names {
		key := text.Key(n)
		switch {
		case strings.TrimSpace(n) == "":
			return i, fmt.Errorf("the name is empty")
		case strings.EqualFold(n, scoring.GuardsName):
			return i, fmt.Errorf(`a crew may not be called "guards"`)
		case seen[key] == n:
			return i, fmt.Errorf("two crews are called %s", text.Quote(n))
		case seen[key] != "":
			return i, fmt.Errorf("two crews are called %s and %s, the same name to lockup (names match ignoring case, spacing and Unicode normalisation)", text.Quote(seen[key]), text.Quote(n))
		}
		if err := CheckText(n); err != nil {
			return i, fmt.Errorf("crew name: %w", err)
		}
		seen[key] = n
	}
	return -1, nil
}

// checkNames checks the number of crews and every name the file refers to.
func (p *boardParser) checkNames() error {
	g := p.bs.Game
	var names []string
	var nodes []*Node
	for i, c := range g.Crews {
		if !c.Guards {
			names = append(names, c.Name)
			nodes = append(nodes, p.crewNodes[i])
		}
	}
	if i, err := CheckCrewNames(names, g.Solo); err != nil {
		node, allowed := p.crewsNode, "2 to 5 crews (or `solo: true` with 1 crew and `guards`)"
		if i >= 0 {
			node, allowed = nodes[i], "a different name for each crew; the guards are entered under `guards` in a solo game"
		} else if g.Solo {
			allowed = "one crew in `crews`, and the guards under `guards`"
		}
		return node.Errorf(err.Error(), allowed)
	}
	listed := make([]string, 0, len(g.Crews))
	for _, c := range g.Crews {
		listed = append(listed, c.Name)
	}
	check := func(n *Node, who, what string) error {
		if n == nil || slices.Contains(listed, who) {
			return nil
		}
		problem := fmt.Sprintf("%q is not listed", who)
		if best := text.Closest(who, listed); best != "" {
			problem += fmt.Sprintf("; did you mean %q?", best)
		}
		return n.Errorf(problem, what+": "+quoteList(listed))
	}
	if err := check(p.firstNode, g.FirstPlayer, "a crew"+guardsToo(g.Solo)); err != nil {
		return err
	}
	if err := check(p.leaderNode, g.LeaderGoal, "a crew"+guardsToo(g.Solo)); err != nil {
		return err
	}
	if p.goalNode != nil {
		entries, _ := p.goalNode.Fields()
		for _, e := range entries {
			if err := check(e.Value, e.Key, "a crew"+guardsToo(g.Solo)); err != nil {
				return err
			}
		}
	}
	return nil
}

func guardsToo(solo bool) string {
	if solo {
		return " or guards"
	}
	return ""
}

// checkLimits compares the totals over every crew and the guards with what
// the box holds.
func (p *boardParser) checkLimits() error {
	g := p.bs.Game
	box := rules.Box{Edition: p.bs.Edition, Breakout: g.Breakout, Solo: g.Solo}
	lim := box.Limits()
	type total struct {
		field string
		what  string
		limit int
		count func(scoring.Crew) int
	}
	totals := []total{
		{"resources.scrap", "scrap cubes", lim.Resources.Scrap, func(c scoring.Crew) int { return c.Resources.Scrap }},
		{"resources.potions", "potion cubes", lim.Resources.Potions, func(c scoring.Crew) int { return c.Resources.Potions }},
		{"resources.iron", "iron cubes", lim.Resources.Iron, func(c scoring.Crew) int { return c.Resources.Iron }},
		{"resources.gold", "gold cubes", lim.Resources.Gold, func(c scoring.Crew) int { return c.Resources.Gold }},
		{"power", "power cubes", lim.Power, func(c scoring.Crew) int { return c.Power }},
		{"suspicion", "suspicion cubes", lim.Suspicion, func(c scoring.Crew) int { return c.Suspicion }},
		{"goons", "goon cards", lim.Goons, func(c scoring.Crew) int { return c.Goons.Total() }},
		{"items", "item cards", lim.Items, func(c scoring.Crew) int { return c.Items }},
		{"tomes", "tome cards", lim.Tomes, func(c scoring.Crew) int { return c.Tomes }},
		{"loot", "loot tokens", lim.Loot, func(c scoring.Crew) int { return c.Loot }},
	}
	for _, t := range totals {
		sum := 0
		for _, c := range g.Crews {
			sum += t.count(c)
		}
		if sum <= t.limit {
			continue
		}
		var parts []string
		for _, c := range g.Crews {
			if n := t.count(c); n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", c.Name, n))
			}
		}
		line, col := p.crewsNode.Position()
		return &InputError{
			File: p.doc.File(), Line: line, Column: col,
			Field:   "crews[*]." + t.field,
			Problem: fmt.Sprintf("%d %s in all (%s), but the box holds %d%s", sum, t.what, strings.Join(parts, ", "), t.limit, editionNote(box.Edition)),
			Allowed: fmt.Sprintf("at most %d %s summed over all crews%s", t.limit, t.what, guardsToo(g.Solo)),
		}
	}
	return nil
}

// Editions says what `edition` may be, for messages.
const Editions = "2019 (the default) or 2018 (the first edition)"

// ParseEdition reads `edition`: the year of the core game's printing,
// 2019 or 2018, written as a number or as text.
func ParseEdition(n *Node) (rules.Edition, error) {
	s, err := n.Str()
	if err != nil {
		return rules.NoEdition, n.Errorf("must be the year of the printing, not "+n.kind(), Editions)
	}
	var e rules.Edition
	if err := e.UnmarshalText([]byte(s)); err != nil {
		return rules.NoEdition, n.Errorf(fmt.Sprintf("%q is not an edition of the core game", s), Editions)
	}
	return e, nil
}

// editionNote names the 2018 box in a message about the box's limits.
func editionNote(e rules.Edition) string {
	if e == rules.Edition2018 {
		return " (the 2018 first edition)"
	}
	return ""
}

// otherGame refuses a file whose top-level `game:` names another game (a
// Lockup board has no such key), saying how to score it, rather than
// calling `game` an unknown key.
func (p *boardParser) otherGame() error {
	fields, err := p.doc.Fields()
	if err != nil {
		return nil // the reading below says what is wrong
	}
	for _, f := range fields {
		if f.Key != "game" {
			continue
		}
		s, _ := f.Value.Str()
		if strings.TrimSpace(s) == PrisonArchitectGame {
			return f.Value.Errorf("this is a Prison Architect board (game: prison-architect), not a Lockup one",
				fmt.Sprintf("score it with %s (%s hands it over too; docs/prison-architect.md)", terms.Hint{Kind: terms.HintPAScore}, terms.Hint{Kind: terms.HintScore}))
		}
		return f.Value.Errorf(fmt.Sprintf("game: %q is not a game lockup scores", s),
			fmt.Sprintf("a Lockup board, which has no `game:` key (docs/board-state.md), or game: prison-architect for %s", terms.Hint{Kind: terms.HintPAScore, Bare: true}))
	}
	return nil
}
