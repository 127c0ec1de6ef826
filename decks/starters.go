package decks

import (
	"slices"
	"strings"
)

// vStarters are the short names of the sixteen "V-starter" decks the
// LackeyCCG 2E plugin ships beside the Excelsior ones (assets/decks holds
// each in the plain format; its first comment names the plugin's file).
var vStarters = []string{
	"bajoran-return-to-grace",
	"borg-extreme-measures",
	"cardassian-tacking-into-the-wind",
	"dominion-extreme-measures",
	"ds9-unity",
	"ds9e-balance-of-terror",
	"equinox-extreme-measures",
	"ferengi-unity",
	"klingon-extreme-measures",
	"maquis-unity",
	"romulan-tapestry",
	"starfleet-extreme-measures",
	"terok-nor-extreme-measures",
	"tng-matter-of-time",
	"tng-tapestry",
	"tos-extreme-measures",
}

// Starters lists the built-in Excelsior starter decks (the samples named
// "...-excelsior"), of Act 1 and Act 2: the Continuing Committee's decks for
// learning the game.
func Starters() []string {
	var out []string
	for _, n := range Samples() {
		if strings.HasSuffix(n, "-excelsior") {
			out = append(out, n)
		}
	}
	return out
}

// VStarters lists the built-in V-starter decks, sorted.
func VStarters() []string { return slices.Clone(vStarters) }

// OfficialStarters lists all 24 official starter decks built in: the
// eight Excelsior starters and the sixteen V-starters, sorted.
func OfficialStarters() []string {
	out := append(Starters(), vStarters...)
	slices.Sort(out)
	return out
}
