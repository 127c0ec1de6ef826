package game

// DeckList is a player's cards for one game: the five missions, the
// dilemma pile and the draw deck, with copies repeated. The decks package
// builds it from deck files; the engine only reads it.
type DeckList struct {
	Name     string
	Missions []*Card
	Dilemmas []*Card
	Draw     []*Card
}
