package terms_test

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
)

// BenchmarkLookup: a Spanish word read as its English id, once the glossary
// is loaded (the rules vocabulary's path for a word that is not English).
func BenchmarkLookup(b *testing.B) {
	terms.Lookup("location", "comedor")
	for b.Loop() {
		if _, ok := terms.LookupForeign("location", "Bloque de Celdas"); !ok {
			b.Fatal("not found")
		}
	}
}

// BenchmarkSprintf: one catalog message in Chinese.
func BenchmarkSprintf(b *testing.B) {
	terms.Zh.Sprintf("score.winner", "Vera")
	for b.Loop() {
		_ = terms.Zh.Sprintf("score.winner", "Vera")
	}
}

func FuzzLookup(f *testing.F) {
	for _, s := range []string{"comedor", "食堂", "Patio-de-Ejercicios", "Enfermeri\u0301a", ""} {
		f.Add("location", s)
	}
	f.Add("resource", "pociones")
	f.Fuzz(func(t *testing.T, kind, word string) {
		id, ok := terms.Lookup(kind, word)
		if !ok {
			return
		}
		// What a word names, its id names too.
		if id2, ok := terms.Lookup(kind, id); !ok || id2 != id {
			t.Errorf("Lookup(%q, %q) = %q, but its id reads as %q, %v", kind, word, id, id2, ok)
		}
		if fid, ok := terms.LookupForeign(kind, word); ok && fid != id {
			t.Errorf("LookupForeign(%q, %q) = %q, Lookup = %q", kind, word, fid, id)
		}
	})
}

// BenchmarkBuildPrinter: the catalog of one language, built on a run's
// first message whose arguments fmt would not print as the catalog does (a
// number from 1000 on, a float); Sprintf formats every other message with
// fmt and builds nothing. With the notes and the guards' reasons of issue
// 24 English takes 6483 allocations (406 KB); building the three languages
// at once, as the catalog did before, took their sum, about 19500.
func BenchmarkBuildPrinter(b *testing.B) {
	for _, l := range terms.Langs {
		b.Run(l.String(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				terms.BuildPrinter(l)
			}
		})
	}
}
