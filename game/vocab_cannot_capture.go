package game

// A card that cannot be placed in an opponent's brig (Dexter Remmick,
// Alien Thrall, 31V036: while facing a dilemma with enough Bluegill
// present). The modifier spells it `cannot: [capture]`, the dilemma
// outcome's name, and it holds against every way a card of the game puts
// a personnel in play into an opponent's brig: a dilemma's capture (a
// chosen selection cannot pick the card, a random one is ignored for it:
// Rulebook: Facing Dilemmas), the brig a combat's winner fills
// (rules_combat.go) and text that places the trigger's personnel in its
// player's brig (vocab_subject_to_brig.go). Rulebook: Brig and Captives.

// The check is mayCaptureBy (vocab_cannot_by_opponent.go), which also
// reads a capture barred only when an opponent does it.
