package game

import (
	"fmt"
	"slices"
	"strings"
)

// A permission to play some cards as though their player had completed
// a mission whose requirements name a skill (Bajor, Blessed of the
// Prophets, 30V024: Artifact equipment and Anthropology, while it is its
// player's only headquarters; Bok, Spiteful Salvager, 49V046: two named
// cards and Acquisition). Nothing is completed and no points change: only
// a completed-mission check made for one of those cards while it is being
// played (its play requirement, a cost it names) holds as well. Rulebook
// v4 gives the Artifact keyword no rule of its own (Keywords), so today
// the permission matters only to a card whose own text asks for such a
// completed mission.

// AsIfCompleted (PlayText play_as_if_completed) is one such permission.
type AsIfCompleted struct {
	// Of: the cards it lets its player play that way.
	Of *Filter `yaml:"of" json:"of"`
	// Skills: the skills the imagined mission requires.
	Skills []string `yaml:"skills" json:"skills"`
	// While: when it holds, read for the permission's source.
	While Conds `yaml:"while,omitempty" json:"while,omitempty"`
}

func validateAsIfCompleted(list []AsIfCompleted) error {
	for _, a := range list {
		if a.Of == nil || a.Of.IsZero() {
			return fmt.Errorf("play_as_if_completed: needs of, the cards it is for")
		}
		if err := a.Of.validate(); err != nil {
			return fmt.Errorf("play_as_if_completed: %w", err)
		}
		if len(a.Skills) == 0 {
			return fmt.Errorf("play_as_if_completed: needs skills")
		}
		for _, k := range a.Skills {
			if !IsSkill(k) {
				return fmt.Errorf("play_as_if_completed: unknown skill %q", k)
			}
		}
		if err := a.While.validate(); err != nil {
			return fmt.Errorf("play_as_if_completed: while: %w", err)
		}
	}
	return nil
}

// text words one permission for its card's generated text.
func (a *AsIfCompleted) text() string {
	s := "You may play " + pluralNouns(a.Of.Text("card")) + " as though you had completed a mission that requires " +
		strings.Join(a.Skills, " or ") + "."
	if a.While != nil {
		s = "While " + a.While.Text() + ": " + strings.ToLower(s[:1]) + s[1:]
	}
	return s
}

// playsAsIfCompleted reports whether a permission of a card in play that
// ctx.p controls lets the card ctx.src, not yet in play, be played as
// though ctx.p had completed a mission requiring one of skills.
func (g *Game) playsAsIfCompleted(ctx fxCtx, skills []string) bool {
	if ctx.src <= 0 || ctx.src >= len(g.cards) {
		return false
	}
	played := g.cards[ctx.src]
	if played.Zone.InPlay() {
		return false
	}
	for _, c := range g.cards {
		if c == nil || len(c.Card.AsIfCompleted) == 0 || !c.Zone.InPlay() || c.Controller != ctx.p {
			continue
		}
		for i := range c.Card.AsIfCompleted {
			a := &c.Card.AsIfCompleted[i]
			if !a.Of.MatchesCard(played.Card) || !slices.ContainsFunc(a.Skills, func(k string) bool { return slices.Contains(skills, k) }) {
				continue
			}
			if a.While == nil || a.While.holds(g, g.ctxFor(ctx.p, c.ID)) {
				return true
			}
		}
	}
	return false
}
