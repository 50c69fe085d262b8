package history

import (
	"fmt"
	"strconv"
	"strings"
)

// A play's summary (schema version 3, plays.summary) is every side of the
// play in one text, written in the same statement as the play itself, so
// that the listings and the statistics read one row per play from one
// table instead of three rows from a second one (10,000 plays: 10,000 rows,
// not 40,000). The sides and scores tables stay: they are what the
// --player filter searches by index, and what a summary is rebuilt from.
//
// The text is a sequence of length-prefixed tokens, four per side in
// seating order: flags and total ("01-3": not the opponent, a winner, -3
// points), the crew, the player and the categories (as joinCategories
// writes them). A token is its length in bytes, a colon, then its bytes, so
// that a name may hold any character.

// encodeSides writes the sides as a summary.
func encodeSides(sides []Side) string {
	var b strings.Builder
	tok := func(s string) {
		b.WriteString(strconv.Itoa(len(s)))
		b.WriteByte(':')
		b.WriteString(s)
	}
	for _, s := range sides {
		meta := []byte{'0', '0'}
		if s.Opponent {
			meta[0] = '1'
		}
		if s.Winner {
			meta[1] = '1'
		}
		tok(string(strconv.AppendInt(meta, int64(s.Total), 10)))
		tok(s.Crew)
		tok(s.Player)
		tok(joinCategories(s.Categories))
	}
	return b.String()
}

// decodeSides reads what encodeSides wrote.
func decodeSides(s string) ([]Side, error) {
	sides, _, err := appendSides(nil, nil, s)
	return sides, err
}

// appendSides reads what encodeSides wrote, appending the sides to sides
// and their categories to cats (each side's Categories a slice of it), and
// returns both: the statistics reuse the two buffers play after play.
func appendSides(sides []Side, cats []Category, s string) ([]Side, []Category, error) {
	next := func() (string, bool) {
		i := strings.IndexByte(s, ':')
		if i < 0 {
			return "", false
		}
		n, err := strconv.Atoi(s[:i])
		if err != nil || n < 0 || n > len(s)-i-1 {
			return "", false
		}
		tok := s[i+1 : i+1+n]
		s = s[i+1+n:]
		return tok, true
	}
	for s != "" {
		at := s
		var toks [4]string
		for k := range toks {
			t, ok := next()
			if !ok {
				return sides, cats, fmt.Errorf("a play's summary is damaged (at %.20q)", at)
			}
			toks[k] = t
		}
		meta := toks[0]
		if len(meta) < 3 {
			return sides, cats, fmt.Errorf("a play's summary is damaged (at %.20q)", at)
		}
		total, err := strconv.Atoi(meta[2:])
		if err != nil {
			return sides, cats, fmt.Errorf("a play's summary is damaged (at %.20q)", at)
		}
		side := Side{Crew: toks[1], Player: toks[2], Opponent: meta[0] == '1', Winner: meta[1] == '1', Total: total}
		if toks[3] != "" {
			first := len(cats)
			for part := range strings.SplitSeq(toks[3], ",") {
				name, pts, _ := strings.Cut(part, "=")
				n, _ := strconv.Atoi(pts)
				cats = append(cats, Category{Name: name, Points: n})
			}
			side.Categories = cats[first:len(cats):len(cats)]
		}
		sides = append(sides, side)
	}
	return sides, cats, nil
}
