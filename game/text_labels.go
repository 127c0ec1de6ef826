package game

import (
	"fmt"
	"strings"
)

// Option labels: each says everything choosing it costs, and no two
// options of one decision read the same (a player must be able to tell
// which card a line is about without guessing).

// whereLabel says where card id is: "on Hunt Alien" (a planet or
// headquarters), "aboard Borg Sphere", "at Hunt Alien" (a ship).
func (g *Game) whereLabel(id int) string {
	c := g.cards[id]
	switch c.Zone {
	case ZSurface:
		return "on " + g.cardName(c.Where)
	case ZAboard:
		return "aboard " + g.cardName(c.Where)
	case ZAtMission:
		return "at " + g.cardName(c.Where)
	case ZHand:
		return "in hand"
	case ZCore:
		return "in the core"
	case ZDiscard:
		return "in the discard pile"
	}
	return ""
}

// shipLabel names a ship for player p, saying whose it is when it is not
// p's.
func (g *Game) shipLabel(s int, p Player) string {
	sc := g.cards[s]
	if sc.Controller == p {
		return sc.Card.Name()
	}
	return fmt.Sprintf("%s (%s's ship)", sc.Card.Name(), g.players[sc.Controller].Name)
}

// abilityLabel is the option that uses ability a of card id: the card,
// where it is, and the whole ability, cost first ("Use Calibration Drone
// on Unicomplex — cost: put this card into its owner's discard pile;
// effect: …").
func (g *Game) abilityLabel(id int, a Ability) string {
	name := g.cardName(id)
	if where := g.whereLabel(id); where != "" && g.cards[id].Zone != ZCore {
		name += " " + where
	}
	return "Use " + name + " — " + costAndEffect(a)
}

// abilityLabelOf builds abilityLabel(id, *ab) when the option is read
// (responses are gathered at every window; bots never read labels).
func abilityLabelOf(id int, ab *Ability) func(*Game, *Option) string {
	return func(g *Game, _ *Option) string { return g.abilityLabel(id, *ab) }
}

// interruptLabelOf words playing interrupt c for ability a, when read.
func interruptLabelOf(c *Card, a *Ability) func(*Game, *Option) string {
	return func(*Game, *Option) string { return "Play " + c.Name() + " — " + clauses(a.Effect) }
}

// costAndEffect is "cost: …; effect: …", or the effect alone.
func costAndEffect(a Ability) string {
	if len(a.Cost) == 0 {
		return clauses(a.Effect)
	}
	return "cost: " + clauses(a.Cost) + "; effect: " + clauses(a.Effect)
}

// distinguish makes the labels of one decision's options unique. Options
// that read alike gain, in turn, the first detail that tells them apart:
// where their card is, which card instance it is, which card they lead to.
func (g *Game) distinguish(opts []Option) {
	if !hasAlikeLabels(opts) {
		return // the usual case, checked without allocating
	}
	details := []func(Option) string{
		func(o Option) string {
			if g.card(o.Card) == nil {
				return ""
			}
			if w := g.whereLabel(o.Card); w != "" {
				return " (" + w + ")"
			}
			return ""
		},
		func(o Option) string {
			if o.Card == 0 {
				return ""
			}
			return fmt.Sprintf(" [card %d]", o.Card)
		},
		func(o Option) string {
			if o.Target == 0 {
				return ""
			}
			return fmt.Sprintf(" [to card %d]", o.Target)
		},
	}
	for _, detail := range details {
		groups := make(map[string][]int, len(opts))
		for i, o := range opts {
			groups[o.Label] = append(groups[o.Label], i)
		}
		alike := false
		for _, idx := range groups {
			if len(idx) < 2 {
				continue
			}
			alike = true
			seen := map[string]bool{}
			for _, i := range idx {
				seen[detail(opts[i])] = true
			}
			if len(seen) < 2 {
				continue // this detail is the same for all of them
			}
			for _, i := range idx {
				if d := detail(opts[i]); !strings.Contains(opts[i].Label, strings.TrimSpace(d)) {
					opts[i].Label += d
				}
			}
		}
		if !alike {
			return
		}
	}
}

// hasAlikeLabels reports whether two options read the same.
func hasAlikeLabels(opts []Option) bool {
	if len(opts) > 8 {
		seen := make(map[string]struct{}, len(opts))
		for _, o := range opts {
			if _, dup := seen[o.Label]; dup {
				return true
			}
			seen[o.Label] = struct{}{}
		}
		return false
	}
	for i := range opts {
		for j := i + 1; j < len(opts); j++ {
			if opts[i].Label == opts[j].Label {
				return true
			}
		}
	}
	return false
}
