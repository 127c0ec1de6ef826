// Package assets embeds the card data and the sample decks, so the binary
// needs no files beside it.
package assets

import "embed"

// Cards holds cards/*.yaml: one file per card type.
//
//go:embed cards/*.yaml
var Cards embed.FS

// Decks holds decks/*.txt: the sample decks, in the plain deck format.
//
//go:embed decks
var Decks embed.FS
