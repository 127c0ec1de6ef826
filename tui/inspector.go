package tui

import (
	"fmt"
	"strings"

	"github.com/stccg/stccg/game"
)

// cardRef is one card of the viewer's View and where it was seen.
type cardRef struct {
	cv      game.CardView
	where   string
	inPlay  bool
	ship    *game.ShipView
	mission *game.MissionView
}

// indexView lists every card in v by instance ID. Only what v shows can be
// inspected, so the inspector cannot reveal anything the View hides.
func indexView(v *game.View) map[int]cardRef {
	idx := make(map[int]cardRef, 128)
	add := func(cs []game.CardView, where string, inPlay bool) {
		for _, c := range cs {
			idx[c.ID] = cardRef{cv: c, where: where, inPlay: inPlay}
		}
	}
	for p := range v.Players {
		pv := &v.Players[p]
		owner := pv.Name
		if owner == "" {
			owner = game.Player(p).String()
		}
		add(pv.Hand, owner+"'s hand", false)
		add(pv.Discard, owner+"'s discard pile", false)
		add(pv.Removed, "removed from the game", false)
		add(pv.Core, owner+"'s core", true)
		for _, c := range pv.Core {
			add(c.Holds, "on "+c.Name, false)
		}
		add(pv.Brig, owner+"'s brig", false)
		for i := range pv.Missions {
			mv := &pv.Missions[i]
			idx[mv.ID] = cardRef{cv: mv.CardView, where: owner + "'s mission row", inPlay: true, mission: mv}
			add(mv.Overcome, "overcome beneath "+mv.Name, false)
			add(mv.On, "on "+mv.Name, false)
			add(mv.Surface, "at "+mv.Name, true)
			for j := range mv.Ships {
				sv := &mv.Ships[j]
				idx[sv.ID] = cardRef{cv: sv.CardView, where: "at " + mv.Name, inPlay: true, ship: sv}
				add(sv.Aboard, "aboard "+sv.Name, true)
				add(sv.Damage, "damage on "+sv.Name, false)
			}
		}
	}
	if a := v.Attempt; a != nil {
		add(a.Drawn, "drawn dilemmas", false)
		add(a.Stack, "dilemma stack", false)
		if a.Facing != nil {
			add([]game.CardView{*a.Facing}, "being faced", false)
		}
	}
	return idx
}

// inspectorLines is the selected card in full, wrapped to w.
func (m *Model) inspectorLines(w int) []string {
	ref, ok := m.index[m.inspect]
	if m.inspect == 0 || !ok {
		return wrap("Select a card to see it in full: move through the options, or tab to the hand or the board and use the arrows. Enter there jumps to an option about the card.", w)
	}
	cv := ref.cv
	var out []string
	add := func(s string) { out = append(out, wrap(s, w)...) }
	if cv.Concealed {
		add(fmt.Sprintf("Face-down %s of %s.", cv.Type, m.short(cv.Controller)))
		add("Where: " + ref.where)
		if cv.Stopped {
			add("Stopped.")
		}
		return out
	}
	c := m.lib.ByID(cv.CardID)
	if c == nil {
		add(cv.Name)
		return out
	}
	// The card's state comes first, under its name, where a short
	// inspector shows it without scrolling; the printed card follows.
	desc := c.Describe()
	if len(desc) > 0 {
		out = append(out, m.st.aff(c.Affiliation).Bold(true).Render(cut(desc[0], w)))
	}
	for _, l := range m.stateLines(ref, c) {
		add(l)
	}
	if len(desc) > 1 {
		add("— card —")
		for _, l := range desc[1:] {
			add(l)
		}
	}
	return out
}

// stateLines is what is true of an inspected card now: where it is, why
// it cannot be played or moved, its attributes and skills as modified, a
// ship's range, staffing and crew, a mission's progress.
func (m *Model) stateLines(ref cardRef, c *game.Card) []string {
	cv := ref.cv
	var out []string
	add := func(s string) { out = append(out, s) }
	if s := ref.ship; s != nil {
		line := fmt.Sprintf("Range %d of %d left · weapons %d · shields %d", s.RangeLeft, s.Range, s.Weapons, s.Shields)
		if s.Controller == m.seat {
			if s.Staffed {
				line += " · staffed"
			} else {
				line += " · not staffed"
			}
		}
		add(line)
		if why, ok := m.view.Unmovable[cv.ID]; ok {
			add("Cannot move now: " + why + ".")
		}
		if len(s.Aboard) > 0 {
			add(fmt.Sprintf("Aboard (%d): %s", len(s.Aboard), names(s.Aboard)))
		} else {
			add("Nobody aboard.")
		}
		if len(s.Damage) > 0 {
			add(fmt.Sprintf("(damaged) %d damage card(s): %s", len(s.Damage), names(s.Damage)))
		}
	}
	add("Where: " + ref.where)
	if why, ok := m.view.Unplayable[cv.ID]; ok {
		add("Cannot be played now: " + why + ".")
	}
	if cv.Owner != cv.Controller {
		add(fmt.Sprintf("Owner: %s · commanded by %s", m.short(cv.Owner), m.short(cv.Controller)))
	}
	if cv.Stopped {
		add("(stopped) This card is stopped.")
	} else if ref.inPlay && cv.Type != game.Mission {
		add("Not stopped.")
	}
	if len(cv.Skills) > 0 || cv.Integrity+cv.Cunning+cv.Strength > 0 {
		add(fmt.Sprintf("Integrity %s  Cunning %s  Strength %s",
			statNow(cv.Integrity, c.Integrity), statNow(cv.Cunning, c.Cunning), statNow(cv.Strength, c.Strength)))
		add("Skills now: " + game.SkillText(cv.Skills))
	}
	for _, mod := range cv.Modifiers {
		add("Modified by " + mod)
	}
	if len(cv.Holds) > 0 {
		add(fmt.Sprintf("On this card (%d): %s", len(cv.Holds), names(cv.Holds)))
	}
	if mv := ref.mission; mv != nil {
		if mv.Completed {
			add("Completed.")
		} else if c.MissionType != game.Headquarters {
			add("Not completed.")
		}
		if mv.Flipped {
			add("Back side up: the back side's text is in play.")
		} else if c.Back != nil {
			add("Front side up: the front side's text is in play.")
		}
		if len(mv.Overcome) > 0 {
			add(fmt.Sprintf("Overcome dilemmas (%d): %s", len(mv.Overcome), names(mv.Overcome)))
		}
		if len(mv.On) > 0 {
			add("On this mission: " + names(mv.On))
		}
		if mv.UnderCount > 0 { // placed beneath it by text; the opponent's face down
			seen := names(mv.Under)
			if seen == "" {
				seen = "face down"
			}
			add(fmt.Sprintf("Beneath this mission (%d, not in play): %s", mv.UnderCount, seen))
		}
		if mv.Requirements != "" {
			add("Requirements now: " + mv.Requirements)
		}
	}
	return out
}

// statNow is an attribute as it is now, with the printed value when a
// modifier applies.
func statNow(now, printed int) string {
	if now == printed {
		return fmt.Sprint(now)
	}
	return fmt.Sprintf("%d (printed %d)", now, printed)
}

func names(cs []game.CardView) string {
	var out []string
	for _, c := range cs {
		if c.Concealed {
			out = append(out, "[face down]")
		} else {
			out = append(out, c.Name)
		}
	}
	return strings.Join(out, ", ")
}
