package game

// Whose engagement a card's "when an engagement begins" text answers:
// any engagement involving its player's ship (Kurn, Squadron Commander,
// 1R309), or with who: opponent only one an opponent began (Hazar,
// 1U213). Rulebook: Engagements — the player who begins it is the
// initiator; the other player's ships are the ones engaged.

// engagementBegunBy reports whether ability a of player p answers
// engagement en: who "opponent" needs the other player to have begun it,
// who "you" p; absent, either.
func engagementBegunBy(a *Ability, p Player, en *engagement) bool {
	switch a.Who {
	case "opponent":
		return en.initiator != p
	case "you":
		return en.initiator == p
	}
	return true
}
