package game

// The filter field no_cards_on: a card on which no other card lies (Old
// Feelings, 18V017, removes such a dilemma lying in its player's core).
// The cards counted are those card text placed on it (an event holding
// killed personnel, a dilemma in a core with cards on it), read as they
// are now; a card out of play has none.

// noCardsOnText words the field after the noun.
const noCardsOnText = "with no cards on it"
