package game

import "math/rand/v2"

// ReuseBot is NewBotFor for a driver that plays one game after another
// (sim): prev, the bot of the game before, is seated again, as a new
// bot would be, when it is of kind; its buffers stay. Everything a bot
// learns in a game is cleared, and its randomness seeded as NewBotFor
// seeds it, so a game goes exactly as with a bot made afresh. A basic bot
// grew its scratch lists from empty each game: about a tenth of what a
// basic-bot game allocated.
func ReuseBot(prev Bot, kind string, lib *Library, seed uint64, own DeckList) (Bot, error) {
	switch b := prev.(type) {
	case *basicBot:
		if (kind == BotBasic || kind == "") && b.lib == lib && b.pcg != nil {
			b.reset(seed)
			return b, nil
		}
	case *randomBot:
		if kind == BotRandom && b.pcg != nil {
			b.pcg.Seed(seed, botStream(seed))
			return b, nil
		}
	}
	return NewBotFor(kind, lib, seed, own)
}

// botStream is the stream of the generator NewBotFor seeds with seed.
func botStream(seed uint64) uint64 { return seed ^ 0x5bd1e995 }

// reset makes b as NewBotFor made it with seed, keeping its buffers and
// what it read of the library (the requirements it parsed: card data).
func (b *basicBot) reset(seed uint64) {
	b.pcg.Seed(seed, botStream(seed))
	b.forget()
}

// forget clears what b learnt of a game (crews tried, missions barred,
// the views it holds), keeping its randomness, its library and what it
// read of it, and its scratch lists, emptied: a bot seated again for
// another game (ReuseBot) or another future (futureMem.bot).
func (b *basicBot) forget() {
	clear(b.tried)
	clear(b.barredAt) // read only by its entries: an empty map is as good as none
	b.memo.reset()
	*b = basicBot{r: b.r, pcg: b.pcg, lib: b.lib, reqs: b.reqs, tried: b.tried, barredAt: b.barredAt, memo: b.memo, cards: b.cards,
		crew: b.crew[:0], join: b.join[:0], rest: b.rest[:0], picks: b.picks[:0], dilemmas: b.dilemmas[:0], order: b.order[:0], random: b.random[:0], used: b.used[:0]}
}

// newBotRand is a bot's randomness as NewBotFor seeds it, with its source
// kept for ReuseBot.
func newBotRand(seed uint64) (*rand.Rand, *rand.PCG) {
	pcg := rand.NewPCG(seed, botStream(seed))
	return rand.New(pcg), pcg
}
