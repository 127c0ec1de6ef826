package game

// The filter field no_cards_on: a card on which no other card lies ("a
// dilemma that has no cards on it in your core": Old Feelings, 18V017).
// The cards counted are those card text placed on it (an event holding
// killed personnel, a dilemma in a core with cards on it), read as they
// are now; a card out of play has none.

// noCardsOnText words the field after the noun.
const noCardsOnText = "with no cards on it"
