package cmd

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// statusOptions are the flags of `lockup status`.
type statusOptions struct {
	IO       *IOStreams
	GamePath string
	Output   string
}

func newCmdStatus(f *Factory, runF func(*statusOptions) error) *cobra.Command {
	opts := &statusOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "status",
		Short: "Show the current game's board at a glance",
		Long: `status shows the board of the current game, replayed from its game file: the
round and phase and what the game waits for; for each crew its reputation,
power, suspicion, resources against its storage limit, the tokens still in its
holding cell (how many, not which: holding cells are hidden), items, reserved items, goons, tomes, goals and the first player
marker; the goon spaces with the suspicion cubes at each location; the item
display; the goal cards beside the board; the goon discard pile; and what is
left in the supply.

On a terminal it draws tables; piped, it prints plain lines; --output json
gives the same as JSON.`,
		Example: `  lockup status
  lockup status --output json
  lockup status --game ./friday.jsonl`,
		Args: maxArgs(0),
		RunE: func(_ *cobra.Command, _ []string) error {
			if opts.Output != "text" && opts.Output != "json" {
				return &UsageError{Err: fmt.Errorf("--output %q: use text or json", opts.Output)}
			}
			if runF != nil {
				return runF(opts)
			}
			return statusRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.GamePath, "game", "", "the game file (default: the current game)")
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "text", "text or json")
	return cmd
}

type statusCrewJSON struct {
	Name         string         `json:"name"`
	Colour       string         `json:"colour,omitempty"`
	FirstPlayer  bool           `json:"first_player"`
	Reputation   int            `json:"reputation"`
	Power        int            `json:"power"`
	Suspicion    int            `json:"suspicion"`
	Resources    map[string]int `json:"resources"`
	StorageLimit int            `json:"storage_limit"`
	TokensLeft   int            `json:"tokens_left"`
	Passed       bool           `json:"passed"`
	Items        []string       `json:"items"`
	Reserved     []string       `json:"reserved"`
	Goons        []string       `json:"goons"`
	Tomes        []string       `json:"tomes"`
	TomesToDraw  int            `json:"tomes_to_draw"`
	Goals        []string       `json:"goals"`
}

type statusLocationJSON struct {
	Location  string         `json:"location"`
	Goon      string         `json:"goon,omitempty"`
	Suspicion int            `json:"suspicion"`
	Tokens    map[string]int `json:"tokens,omitempty"`
}

type statusJSON struct {
	Round     int                  `json:"round"`
	Phase     string               `json:"phase"`
	Next      string               `json:"next"`
	LastRaid  string               `json:"last_raid,omitempty"`
	Edition   string               `json:"edition"`
	Advanced  bool                 `json:"advanced"`
	Crews     []statusCrewJSON     `json:"crews"`
	Locations []statusLocationJSON `json:"locations"`
	Display   []string             `json:"item_display"`
	Goals     []string             `json:"goals"`
	// GoonDiscard is the goon discard pile, first discarded first.
	GoonDiscard []string       `json:"goon_discard"`
	Supply      map[string]int `json:"supply"`
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func resourceMap(r rules.Resources) map[string]int {
	m := map[string]int{}
	for _, k := range rules.AllResources {
		m[k.String()] = r.Of(k)
	}
	return m
}

func tokenNames(ts []rules.Token) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.String()
	}
	return out
}

func statusRun(opts *statusOptions) error {
	_, g, err := openGame(opts.IO, opts.GamePath)
	if err != nil {
		return err
	}
	if opts.Output == "json" {
		return writeStatusJSON(opts, g)
	}
	out := opts.IO.Out
	tty := opts.IO.IsStdoutTTY()
	when := "Setup"
	if g.Phase != companion.PhaseSetup {
		when = fmt.Sprintf("Round %d of 6, %s", g.Round, g.Phase)
	}
	fmt.Fprintf(out, "%s. %s\n\n", when, g.Expect().String())
	if r := raidText(g); r != "" {
		fmt.Fprintf(out, "%s\n\n", r)
	}
	list := func(s []string) string {
		if len(s) == 0 {
			return "-"
		}
		return strings.Join(s, ", ")
	}
	crewRows := [][]string{}
	for _, c := range g.Crews {
		name := c.Name
		if c.Colour != "" {
			name += " (" + c.Colour + ")"
		}
		if c.Name == g.FirstPlayer {
			name += " *"
		}
		// Holding cells are hidden from the other crews: only the count shows.
		cell := fmt.Sprintf("%d left", len(c.Tokens))
		if c.Passed {
			cell = "passed"
		}
		tomes := list(c.Tomes)
		if c.TomesToDraw > 0 {
			tomes += fmt.Sprintf(" (+%d to draw)", c.TomesToDraw)
		}
		crewRows = append(crewRows, []string{name, fmt.Sprint(c.Board.Reputation), fmt.Sprint(c.Board.Power), fmt.Sprint(c.Board.Suspicion),
			fmt.Sprintf("%s (%d/%d)", resourcesText(c.Board.Resources), c.Board.Resources.Total(), c.Board.StorageLimit),
			cell, list(c.Items), list(c.Reserved), list(c.Goons), tomes, list(c.Goals)})
	}
	crewHead := []string{"Crew", "Reputation", "Power", "Suspicion", "Resources (limit)", "Holding cell", "Items", "Reserved", "Goons", "Tomes", "Goals"}
	locRows := [][]string{}
	for _, l := range rules.AllLocations {
		st := g.Locations[l]
		goon := st.Goon
		if goon == "" {
			goon = "-"
		}
		var toks []string
		for _, p := range st.Placements {
			shown := p.Tokens
			if g.Phase == companion.PhaseRollCall {
				// Face-down tokens stay hidden until Lights Out.
				shown = slices.DeleteFunc(slices.Clone(p.Tokens), func(t rules.Token) bool { return slices.Contains(p.Hidden, t) })
			}
			s := p.Crew + ": " + strings.Join(tokenNames(shown), " ")
			if p.FaceDown > 0 && g.Phase == companion.PhaseRollCall {
				s = strings.TrimSuffix(s, " ") + fmt.Sprintf(" + %d face down", p.FaceDown)
			}
			toks = append(toks, s)
		}
		locRows = append(locRows, []string{l.String(), goon, fmt.Sprint(st.Suspicion), list(toks)})
	}
	locHead := []string{"Location", "Goon", "Suspicion", "Tokens"}
	display := make([]string, len(g.Display))
	for i, c := range g.Display {
		if c == "" {
			c = "(empty)"
		}
		display[i] = fmt.Sprintf("%d. %s", i+1, c)
	}
	supply := fmt.Sprintf("%s; %d power, %d suspicion", resourcesText(g.Supply.Resources), g.Supply.Power, g.Supply.Suspicion)
	if tty {
		render := func(head []string, rows [][]string) {
			t := table.NewWriter()
			t.SetStyle(table.StyleLight)
			t.Style().Format.Header = text.FormatDefault
			if opts.IO.ColorEnabled() {
				t.Style().Color.Header = text.Colors{text.Bold}
			}
			t.AppendHeader(toRow(head))
			for _, r := range rows {
				t.AppendRow(toRow(r))
			}
			fmt.Fprintln(out, t.Render())
		}
		render(crewHead, crewRows)
		fmt.Fprintln(out, "* holds the first player marker")
		render(locHead, locRows)
	} else {
		plain := func(head []string, rows [][]string) {
			for _, r := range rows {
				parts := make([]string, 0, len(r)-1)
				for i := 1; i < len(r); i++ {
					parts = append(parts, strings.ToLower(head[i])+": "+r[i])
				}
				fmt.Fprintf(out, "%s: %s\n", r[0], strings.Join(parts, "; "))
			}
		}
		plain(crewHead, crewRows)
		plain(locHead, locRows)
	}
	fmt.Fprintf(out, "Item display: %s\n", strings.Join(display, ", "))
	fmt.Fprintf(out, "Goals beside the board: %s\n", list(g.Goals))
	fmt.Fprintf(out, "Goon discard pile: %s\n", list(g.GoonDiscard))
	fmt.Fprintf(out, "Supply: %s\n", supply)
	if g.Phase == companion.PhaseGameEnd {
		return writeFinalScore(opts.IO, g)
	}
	return nil
}

// writeFinalScore prints the final raid and final scoring of a game that
// has ended, naming the values the tracker could not know.
func writeFinalScore(ios *IOStreams, g companion.Game) error {
	res, unknown := g.FinalScore()
	bs, _ := g.BoardState()
	fmt.Fprintln(ios.Out, "\nFinal scoring (the final raid, then the end-of-game stars):")
	if err := writeScore(ios, "table", bs.Game, &res); err != nil {
		return err
	}
	for _, u := range unknown {
		fmt.Fprintln(ios.Out, "Not counted: "+u+".")
	}
	return nil
}

func toRow(s []string) table.Row {
	r := make(table.Row, len(s))
	for i, v := range s {
		r[i] = v
	}
	return r
}

func resourcesText(r rules.Resources) string {
	var parts []string
	for _, k := range rules.AllResources {
		if n := r.Of(k); n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, k))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

func writeStatusJSON(opts *statusOptions, g companion.Game) error {
	s := statusJSON{Round: g.Round, Phase: g.Phase.Slug(), Next: g.Expect().String(), LastRaid: raidText(g), Edition: g.Box.Edition.String(), Advanced: g.Advanced,
		Display: nonNil(g.Display), Goals: nonNil(g.Goals), GoonDiscard: nonNil(g.GoonDiscard),
		Supply: resourceMap(g.Supply.Resources)}
	s.Supply["power"], s.Supply["suspicion"] = g.Supply.Power, g.Supply.Suspicion
	for _, c := range g.Crews {
		s.Crews = append(s.Crews, statusCrewJSON{Name: c.Name, Colour: c.Colour, FirstPlayer: c.Name == g.FirstPlayer,
			Reputation: c.Board.Reputation, Power: c.Board.Power, Suspicion: c.Board.Suspicion,
			Resources: resourceMap(c.Board.Resources), StorageLimit: c.Board.StorageLimit,
			TokensLeft: len(c.Tokens), Passed: c.Passed,
			Items: nonNil(c.Items), Reserved: nonNil(c.Reserved), Goons: nonNil(c.Goons), Tomes: nonNil(c.Tomes), TomesToDraw: c.TomesToDraw, Goals: nonNil(c.Goals)})
	}
	for _, l := range rules.AllLocations {
		st := g.Locations[l]
		lj := statusLocationJSON{Location: l.Slug(), Goon: st.Goon, Suspicion: st.Suspicion}
		for _, p := range st.Placements {
			if lj.Tokens == nil {
				// Counts only: face-down tokens stay hidden.
				lj.Tokens = map[string]int{}
			}
			lj.Tokens[p.Crew] += len(p.Tokens)
		}
		s.Locations = append(s.Locations, lj)
	}
	enc := json.NewEncoder(opts.IO.Out)
	enc.SetIndent("", "  ")
	return enc.Encode(s)
}
