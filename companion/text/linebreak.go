package text

import (
	"strings"
	"unicode"

	"github.com/rivo/uniseg"
)

// LineUnit is a piece of a paragraph that a line may not break inside: a
// word of a script that spaces its words, or in Chinese a character, with
// the punctuation that may not start a line ("，", "。", "）") kept after
// it and the punctuation that may not end one ("（", "“") kept before it.
type LineUnit struct {
	// Text is the piece, without the white space around it.
	Text string
	// Space reports whether white space came before the piece: a wrapper
	// writes one space there when the piece stays on the line of the one
	// before, and nothing between pieces that had none (between Chinese
	// characters).
	Space bool
}

// LineUnits splits a paragraph into the pieces a wrapper may break lines
// between, by Unicode's line-breaking rules (UAX #14, as rivo/uniseg
// implements them): English and Spanish break only at spaces (and after a
// hyphen or a dash), Chinese between any two characters but not before a
// closing mark nor after an opening one. Line breaks in the paragraph count
// as spaces; runs of white space count as one.
func LineUnits(para string) []LineUnit {
	var out []LineUnit
	space := false
	state := -1
	for rest := para; rest != ""; {
		var seg string
		seg, rest, _, state = uniseg.FirstLineSegmentInString(rest, state)
		if strings.IndexFunc(seg, unicode.IsSpace) == 0 {
			space = true
		}
		if piece := strings.TrimFunc(seg, unicode.IsSpace); piece != "" {
			out = append(out, LineUnit{Text: piece, Space: space && len(out) > 0})
			space = false
		}
		if last := strings.LastIndexFunc(seg, unicode.IsSpace); last >= 0 && strings.TrimRightFunc(seg, unicode.IsSpace) != seg {
			space = true
		}
	}
	return out
}
