package game

import "fmt"

// A dilemma whose owner picks one of their own ships at the attempted
// mission and pits it against the facing player's ship (Once More Unto
// the Breach, 15V005: the owner's staffed Cloaking Device ship there,
// Weapons +1 for the dilemma, against the attempting ship's Shields).
//
//   - verb owner-picks-ship: the dilemma's owner chooses a ship they
//     command at this mission that the filter matches (no choice with
//     none); with attr and amount, that attribute of it is raised until
//     the dilemma ends (a timed effect, shown on the ship).
//   - amounts picked-ship and attempting-ship, with attr (Range, Weapons
//     or Shields): that attribute, as it is now, of the ship the owner
//     picked (0 with none picked), or of the ship whose crew attempts
//     (the first, with several, as a requirement reads it; 0 with none).
//     The facing player's Shields beating that ship's Weapons is the
//     condition amount with above.

// DoOwnerPicksShip is the verb.
const DoOwnerPicksShip = "owner-picks-ship"

// The amounts.
const (
	AmountPickedShip     = "picked-ship"
	AmountAttemptingShip = "attempting-ship"
)

// timedAttrName names the i-th attribute of a timed effect: a ship's
// (Range, Weapons, Shields), or a personnel's.
func timedAttrName(ship bool, i int) string {
	if ship {
		return [3]string{"Range", "Weapons", "Shields"}[i]
	}
	return attrName(i)
}

// shipAttrOf is the index of a ship attribute (Range, Weapons, Shields),
// or -1.
func shipAttrOf(a string) int {
	switch a {
	case "Range", "Weapons", "Shields":
		return shipAttrIndex(a) // rules_requirements.go
	}
	return -1
}

func init() {
	registerVerbs(map[string]verb{
		DoOwnerPicksShip: {
			doc:         "the dilemma's owner chooses one of their ships at this mission that the filter matches; with attr and amount, that attribute of it (Range, Weapons or Shields) is +amount until the dilemma ends; the picked-ship amount reads it",
			fields:      "filter attr amount",
			dilemmaOnly: true,
			validate: func(s *Step) error {
				if (s.Attr == "") != (s.Amount == 0) {
					return fmt.Errorf("attr and amount go together")
				}
				if s.Attr != "" && shipAttrOf(s.Attr) < 0 {
					return fmt.Errorf("attr: want Range, Weapons or Shields, not %q", s.Attr)
				}
				return s.Filter.validate()
			},
			text: func(s Step) string {
				ship := "ship"
				if s.Filter != nil {
					ship = s.Filter.Text("ship")
				}
				t := "your opponent picks a ship they command at this mission"
				if s.Filter != nil {
					t += " (" + article(ship) + " " + ship + ")"
				}
				if s.Attr != "" {
					t += fmt.Sprintf("; it is %s %+d until this dilemma ends", s.Attr, s.Amount)
				}
				return t
			},
			run: func(g *Game, ctx fxCtx, s Step) { g.ownerPicksShip(s) },
		},
	})
}

// ownerPicksShip has the owner of the dilemma being faced pick a ship.
func (g *Game) ownerPicksShip(s Step) {
	a := g.attempt
	if a == nil || a.dilemma == 0 {
		return
	}
	a.special.picked = 0
	owner := g.cards[a.dilemma].Owner
	var acts []action
	for _, sh := range g.cards[a.mission].Ships {
		if g.cards[sh].Controller != owner || !g.considers(owner, sh) || !g.matches(s.Filter, sh) {
			continue
		}
		acts = append(acts, action{Option{Label: "Pick " + g.cardName(sh), Action: ActPick, Card: sh}, func() {
			a.special.picked = sh
			text := fmt.Sprintf("%s picks %s for %s.", g.players[owner].Name, g.ref(sh), g.ref(a.dilemma))
			if i := shipAttrOf(s.Attr); i >= 0 {
				fx := timedEffect{source: a.dilemma, targets: []int{sh}, until: "dilemma", ship: true}
				*[3]*int{&fx.integrity, &fx.cunning, &fx.strength}[i] = s.Amount
				g.turnFx = append(g.turnFx, fx)
				text = fmt.Sprintf("%s picks %s for %s: %s %+d until the dilemma ends.", g.players[owner].Name, g.ref(sh), g.ref(a.dilemma), s.Attr, s.Amount)
			}
			g.emit(Event{Kind: "pick", Player: owner, Cards: []int{sh}, Text: text})
		}})
	}
	if len(acts) == 0 {
		g.emit(Event{Kind: "pick", Player: owner, Cards: g.one(a.dilemma), Text: fmt.Sprintf("%s has no ship there to pick for %s.", g.players[owner].Name, g.ref(a.dilemma))})
		return
	}
	g.offer(owner, KindSelect, g.cardName(a.dilemma)+": pick which of your ships?", acts)
}

// pickedShip is the ship the dilemma being faced had its owner pick, or 0.
func (g *Game) pickedShip() int {
	if a := g.attempt; a != nil && a.special.picked != 0 && g.cards[a.special.picked].Card.Type == Ship && g.cards[a.special.picked].Zone == ZAtMission {
		return a.special.picked
	}
	return 0
}

// shipAttr is attribute i (Range, Weapons, Shields) of ship s now.
func (g *Game) shipAttr(s, i int) int {
	r, w, sh := g.shipAttrs(s)
	return [3]int{r, w, sh}[i]
}

func validateShipAttrAmount(a *Amount) error {
	if shipAttrOf(a.Attr) < 0 {
		return fmt.Errorf("attr: want Range, Weapons or Shields, not %q", a.Attr)
	}
	return nil
}

// shipAttrAmounts are the two amounts.
func shipAttrAmounts() map[string]amountEntry {
	return map[string]amountEntry{
		AmountPickedShip: {
			fields:   []VocabField{{"attr", "Range, Weapons or Shields"}},
			doc:      "that attribute, as it is now, of the ship the dilemma's owner picked (owner-picks-ship); 0 with none picked",
			example:  "above: {is: picked-ship, attr: Weapons}",
			validate: validateShipAttrAmount,
			value: func(g *Game, a *Amount, _ fxCtx, _ []int) int {
				if s := g.pickedShip(); s != 0 {
					return g.shipAttr(s, shipAttrOf(a.Attr))
				}
				return 0
			},
			text: func(a *Amount) string { return "that ship's " + a.Attr },
		},
		AmountAttemptingShip: {
			fields:   []VocabField{{"attr", "Range, Weapons or Shields"}},
			doc:      "that attribute, as it is now, of the ship whose crew attempts (the first, with several); 0 with none",
			example:  "amount: {is: attempting-ship, attr: Shields}",
			validate: validateShipAttrAmount,
			value: func(g *Game, a *Amount, _ fxCtx, _ []int) int {
				if at := g.attempt; at != nil && len(at.ships) > 0 && g.cards[at.ships[0]].Zone == ZAtMission {
					return g.shipAttr(at.ships[0], shipAttrOf(a.Attr))
				}
				return 0
			},
			text: func(a *Amount) string { return "your attempting ship's " + a.Attr },
		},
	}
}
