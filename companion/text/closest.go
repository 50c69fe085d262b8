package text

import (
	"math"
	"strings"
)

// Closest returns the candidate nearest to s by edit distance (EditDistance,
// letter case ignored), or "" when none is near enough to be a plausible
// typo: more than half of s's letters, plus two, would have to change. The
// first of candidates equally near wins.
func Closest(s string, candidates []string) string {
	best, bestDist := "", math.MaxInt
	for _, c := range candidates {
		if d := EditDistance(strings.ToLower(s), strings.ToLower(c)); d < bestDist {
			best, bestDist = c, d
		}
	}
	if bestDist > len([]rune(s))/2+2 {
		return ""
	}
	return best
}

// EditDistance is the Levenshtein distance between two strings, counted in
// runes: how many letters must be added, removed or changed to turn one into
// the other. Lookups use it to suggest what a player probably meant.
func EditDistance(s, t string) int {
	return RuneDistance([]rune(s), []rune(t))
}

// RuneDistance is EditDistance on strings already split into runes.
func RuneDistance(a, b []rune) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// Unabbreviated returns the name among known that s stands for: the one
// equal to s (letter case ignored), else the only one that starts with s
// when s has three letters or more ("Tog" for "Tog the Ogre Brute");
// otherwise s as typed.
func Unabbreviated(known []string, s string) string {
	found := ""
	for _, n := range known {
		if strings.EqualFold(n, s) {
			return n
		}
		if len(s) >= 3 && len(n) > len(s) && strings.EqualFold(n[:len(s)], s) {
			if found != "" {
				return s
			}
			found = n
		}
	}
	if found != "" {
		return found
	}
	return s
}
