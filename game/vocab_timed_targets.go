package game

// More targets of the timed verbs (attributes, gain-skill, lose-skill,
// become-species: vocab_react_timed.go):
//
//   - present: one of your personnel present with this card (another:
//     Glossary: present), matching target, your pick (Fiona McKenzie,
//     Experienced Corporal, 18V043: a [SF] personnel present);
//   - each-yours: every personnel of yours in play matching target, each
//     one changed, nobody choosing (Jonathan Archer, Heroic Diplomat,
//     15V043: each of your Humans). The set is read as the step runs;
//     a personnel arriving later is not changed (Glossary: modifications);
//   - one-yours: one personnel of yours in play matching target, anywhere,
//     your pick (Personal Forcefield, 2C052: a unique personnel you
//     command);
//   - any-present: as present, but anyone's, an opponent's too, for text
//     naming "a personnel present" without "your" (Richard Galen,
//     Legendary Archaeologist, 23V045).
const (
	timedToPresent    = "present"
	timedToEachYours  = "each-yours"
	timedToOneYours   = "one-yours"
	timedToAnyPresent = "any-present"
)

// timedMoreWords names the targets above.
func timedMoreWords(s Step) string {
	if s.To == timedToEachYours {
		return "each of your " + pluralNouns(s.Target.Text("personnel"))
	}
	if s.To == timedToOneYours {
		return "one of your " + s.Target.Text("personnel") + " in play"
	}
	if s.To == timedToEachPresent { // vocab_lose_all_skills.go
		return "each of your " + pluralNouns(s.Target.Text("personnel")) + " present"
	}
	if s.To == timedToAnyPresent {
		t := s.Target.Text("personnel")
		return article(t) + " " + t + " present (anyone's)"
	}
	return "one of your " + s.Target.Text("personnel") + " present"
}

// timedMoreTargets lists the cards a timed step with one of the targets
// above may change now.
func (g *Game) timedMoreTargets(ctx fxCtx, s *Step) []int {
	fits := func(id int) bool {
		c := g.cards[id]
		return c.Card.Type == Personnel && (c.Controller == ctx.p || s.To == timedToAnyPresent) && c.Zone.InPlay() && g.considers(ctx.p, id) && g.matches(s.Target, id)
	}
	var out []int
	if s.To == timedToEachYours || s.To == timedToOneYours {
		for _, c := range g.cards[1:] {
			if fits(c.ID) {
				out = append(out, c.ID)
			}
		}
		return out
	}
	if !g.cards[ctx.src].Zone.InPlay() {
		return nil
	}
	for _, id := range g.presentPool(ctx.src) {
		if (id != ctx.src || s.To == timedToEachPresent) && fits(id) {
			out = append(out, id)
		}
	}
	return out
}
