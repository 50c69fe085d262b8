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
			cats = appendCategories(cats, toks[3])
			side.Categories = cats[first:len(cats):len(cats)]
		}
		sides = append(sides, side)
	}
	return sides, cats, nil
}

// appendCategories reads what joinCategories wrote ("track=30,goons=12")
// and appends the categories to cats; a part without a number has 0
// points, as splitCategories reads it.
func appendCategories(cats []Category, s string) []Category {
	for {
		part, rest, more := strings.Cut(s, ",")
		name, pts, _ := strings.Cut(part, "=")
		cats = append(cats, Category{Name: name, Points: atoi(pts)})
		if !more {
			return cats
		}
		s = rest
	}
}

// atoi is strconv.Atoi for the points of a category, which are small
// whole numbers: it reads an optional sign and decimal digits, and gives 0
// for anything else, as splitCategories does.
func atoi(s string) int {
	if len(s) == 0 || len(s) > 9 {
		n, _ := strconv.Atoi(s)
		return n
	}
	neg := false
	i := 0
	switch s[0] {
	case '-':
		neg, i = true, 1
	case '+':
		i = 1
	}
	if i == len(s) {
		return 0
	}
	n := 0
	for ; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		return -n
	}
	return n
}
