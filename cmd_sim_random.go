package main

import (
	"fmt"
	"math/rand/v2"

	"github.com/spf13/cobra"
	"github.com/stccg/stccg/decks"
	"github.com/stccg/stccg/game"
	"github.com/stccg/stccg/sim"
)

// randomDeckStream keeps the random decks' source apart from the game's
// own randomness drawn from the same seed.
const randomDeckStream = 0x72616e646f6d // "random"

// runRandomDecks plays the batch with two random decks legal in
// f.randomDecks per game, built from the game's seed (so a batch seed
// repeats every deck), with the invariants checked after every decision:
// a robustness run over the cards of a format.
func runRandomDecks(cmd *cobra.Command, f simFlags, cfg sim.Config) error {
	for _, flag := range []string{"deck1", "deck2", "gauntlet", "compare", "vs", "scenario"} {
		if cmd.Flags().Changed(flag) {
			return fmt.Errorf("--random-decks and --%s do not go together (the decks are built for each game)", flag)
		}
	}
	pool, err := decks.NewRandomPool(cfg.Lib, f.randomDecks)
	if err != nil {
		return fmt.Errorf("--random-decks: %w", err)
	}
	cfg.Check = true
	for p := range cfg.Decks {
		cfg.Decks[p] = game.DeckList{Name: fmt.Sprintf("random %s decks", f.randomDecks)}
	}
	cfg.GameDecks = func(seed uint64) ([2]game.DeckList, error) {
		r := rand.New(rand.NewPCG(seed, randomDeckStream))
		var out [2]game.DeckList
		for p := range out {
			d := pool.Random(r, fmt.Sprintf("random %s deck %d of seed %d", f.randomDecks, p+1, seed))
			if ps := pool.Check(d); len(ps) > 0 {
				return out, fmt.Errorf("random deck %d is not legal: %w", p+1, decks.Problems(ps))
			}
			out[p] = d.List()
		}
		return out, nil
	}
	return runBatch(cmd, f, cfg)
}
