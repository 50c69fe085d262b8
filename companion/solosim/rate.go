package solosim

import (
	"context"
	"errors"
	"math"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
)

// Options are what Rate plays.
type Options struct {
	Box    *Box
	Levels []rules.Difficulty
	Policy Policy
	// Games is the number of games per level; game i plays seed Seed+i.
	Games int
	Seed  int64
	// Jobs is the number of workers (at least 1); it never changes the
	// report.
	Jobs int
	// Done, when not nil, counts the games played, for a progress bar.
	Done *atomic.Int64
}

// Level is the report of one difficulty level.
type Level struct {
	Difficulty rules.Difficulty `json:"difficulty"`
	// Games is the number of games played.
	Games int `json:"games"`
	// Wins counts the games the policy won; WinRate is Wins/Games, Low and
	// High its Wilson 95% interval.
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"`
	Low     float64 `json:"win_rate_low"`
	High    float64 `json:"win_rate_high"`
	// Median, P75 and P90 are the guards' final score at the median, the
	// 75th and the 90th percentile: to beat the guards 3 games in 4, score
	// more than P75.
	Median int `json:"guards_median"`
	P75    int `json:"guards_p75"`
	P90    int `json:"guards_p90"`
	// MeanMargin is the mean of the policy's score less the guards'.
	MeanMargin float64 `json:"mean_margin"`
	// RaidsPerGame is the mean number of raids in the Patrol phases.
	RaidsPerGame float64 `json:"raids_per_game"`
	// Hardest and Easiest are the games the guards won by most and lost by
	// most (the lowest seed on a tie).
	Hardest Outcome `json:"hardest"`
	Easiest Outcome `json:"easiest"`
}

// Diff is the difference of the policy's win rate between two levels,
// over the seeds played at both (paired by seed), with its 95% interval.
type Diff struct {
	From  rules.Difficulty `json:"from"`
	To    rules.Difficulty `json:"to"`
	Pairs int              `json:"pairs"`
	// Diff is the win rate at From less the win rate at To.
	Diff float64 `json:"diff"`
	Low  float64 `json:"low"`
	High float64 `json:"high"`
}

// Report is what Rate played.
type Report struct {
	Policy Policy `json:"-"`
	// Games is the number of games per level asked for, Seed the first
	// seed: the run plays seeds Seed to Seed+Games-1.
	Games  int     `json:"games_asked"`
	Seed   int64   `json:"seed"`
	Levels []Level `json:"levels"`
	Diffs  []Diff  `json:"differences"`
	// Interrupted is true when the run was stopped before every game was
	// played: the figures are those of the games played.
	Interrupted bool `json:"interrupted"`
}

// z95 is the standard normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// Wilson returns the Wilson score interval of a proportion of wins in n
// trials at 95% (Wilson, "Probable inference, the law of succession, and
// statistical inference", 1927); 0, 1 when n is 0.
func Wilson(wins, n int) (low, high float64) {
	if n <= 0 {
		return 0, 1
	}
	p, fn := float64(wins)/float64(n), float64(n)
	z2 := z95 * z95
	den := 1 + z2/fn
	center := (p + z2/(2*fn)) / den
	half := z95 * math.Sqrt(p*(1-p)/fn+z2/(4*fn*fn)) / den
	return max(0, center-half), min(1, center+half)
}

// result is one game's outcome as Rate keeps it.
type result struct {
	player, guards int16
	raids          int8
	won, played    bool
}

// ErrOptions: options Rate cannot play.
var ErrOptions = errors.New("bad simulation options")

// Rate plays opts.Games games at each level, with opts.Jobs workers each
// playing a disjoint range of seeds, and reports them. When ctx is done it
// stops, and reports the games played so far (Report.Interrupted), with
// ctx's error.
func Rate(ctx context.Context, opts Options) (Report, error) {
	rep := Report{Policy: opts.Policy, Games: opts.Games, Seed: opts.Seed}
	if opts.Box == nil || opts.Games < 1 || opts.Jobs < 1 || len(opts.Levels) == 0 || opts.Policy.Version() == 0 {
		return rep, ErrOptions
	}
	if err := opts.Box.check(); err != nil {
		return rep, err
	}
	cfgs := make([]automa.Config, len(opts.Levels))
	cards := make([]automa.Cards, len(opts.Levels))
	results := make([][]result, len(opts.Levels))
	for i, d := range opts.Levels {
		c, err := opts.Box.Cards(d)
		if err != nil {
			return rep, err
		}
		cfgs[i], cards[i], results[i] = opts.Box.Config(d), c, make([]result, opts.Games)
	}
	var wg sync.WaitGroup
	var firstErr error
	var errOnce sync.Once
	jobs := min(opts.Jobs, opts.Games)
	for w := range jobs {
		from, to := opts.Games*w/jobs, opts.Games*(w+1)/jobs
		wg.Go(func() {
			var g Game
			for i := from; i < to; i++ {
				if (i-from)%64 == 0 && ctx.Err() != nil {
					return
				}
				for l := range opts.Levels {
					o, err := g.Play(opts.Box, cfgs[l], &cards[l], opts.Policy, opts.Seed+int64(i))
					if err != nil {
						errOnce.Do(func() { firstErr = err })
						return
					}
					results[l][i] = result{player: int16(o.Player), guards: int16(o.Guards), raids: int8(min(o.Raids, 127)), won: o.Won, played: true}
				}
				if opts.Done != nil {
					opts.Done.Add(int64(len(opts.Levels)))
				}
			}
		})
	}
	wg.Wait()
	if firstErr != nil {
		return rep, firstErr
	}
	for l, d := range opts.Levels {
		rep.Levels = append(rep.Levels, summarise(d, opts.Seed, results[l]))
		if rep.Levels[l].Games < opts.Games {
			rep.Interrupted = true
		}
	}
	for l := 1; l < len(opts.Levels); l++ {
		rep.Diffs = append(rep.Diffs, paired(opts.Levels[l-1], opts.Levels[l], results[l-1], results[l]))
	}
	return rep, ctx.Err()
}

// summarise reports one level's games, read in seed order.
func summarise(d rules.Difficulty, seed int64, rs []result) Level {
	lv := Level{Difficulty: d}
	guards := make([]int, 0, len(rs))
	margin, raids := 0, 0
	hardest, easiest := math.MinInt, math.MinInt
	for i, r := range rs {
		if !r.played {
			continue
		}
		lv.Games++
		if r.won {
			lv.Wins++
		}
		guards = append(guards, int(r.guards))
		m := int(r.player) - int(r.guards)
		margin += m
		raids += int(r.raids)
		o := Outcome{Seed: seed + int64(i), Player: int(r.player), Guards: int(r.guards), Won: r.won, Raids: int(r.raids)}
		if -m > hardest {
			hardest, lv.Hardest = -m, o
		}
		if m > easiest {
			easiest, lv.Easiest = m, o
		}
	}
	if lv.Games == 0 {
		lv.Low, lv.High = Wilson(0, 0)
		return lv
	}
	n := float64(lv.Games)
	lv.WinRate = float64(lv.Wins) / n
	lv.Low, lv.High = Wilson(lv.Wins, lv.Games)
	slices.Sort(guards)
	lv.Median, lv.P75, lv.P90 = Percentile(guards, 50), Percentile(guards, 75), Percentile(guards, 90)
	lv.MeanMargin = float64(margin) / n
	lv.RaidsPerGame = float64(raids) / n
	return lv
}

// Percentile returns the nearest-rank p-th percentile of sorted values:
// the smallest value at least p% of the values do not exceed; 0 for none.
func Percentile(sorted []int, p int) int {
	if len(sorted) == 0 {
		return 0
	}
	k := (p*len(sorted) + 99) / 100 // ceil(p/100 * n)
	return sorted[max(k, 1)-1]
}

// paired is the difference of win rates between two levels over the seeds
// played at both: the mean of the per-seed differences (each -1, 0 or 1)
// with a normal 95% interval from their sample variance.
func paired(from, to rules.Difficulty, a, b []result) Diff {
	d := Diff{From: from, To: to}
	sum, sumSq := 0, 0
	for i := range a {
		if !a[i].played || !b[i].played {
			continue
		}
		d.Pairs++
		x := boolInt(a[i].won) - boolInt(b[i].won)
		sum += x
		sumSq += x * x
	}
	if d.Pairs == 0 {
		return d
	}
	n := float64(d.Pairs)
	d.Diff = float64(sum) / n
	if d.Pairs > 1 {
		variance := (float64(sumSq) - n*d.Diff*d.Diff) / (n - 1)
		half := z95 * math.Sqrt(max(variance, 0)/n)
		d.Low, d.High = d.Diff-half, d.Diff+half
	} else {
		d.Low, d.High = -1, 1
	}
	return d
}
