package game

import (
	"errors"
	"fmt"
)

// The modifier target present-with-yours: the cards present with one of the
// source's controller's cards that the modifier's with filter matches
// (Glossary: present — on one planet surface or aboard one ship). A card
// in a core reaches the personnel standing beside its player's cards,
// wherever those are: Misdirection, 4U060, weakens each opponent's
// personnel sharing a place with one of its player's Infiltrators:
//
//	{to: present-with-yours, whose: opponent, of: {type: personnel}, with: {type: personnel, keyword: Infiltrator}, attributes: -1}
//
// The card with matches must be unstopped (a player cannot use a
// characteristic of their stopped card: Glossary: stopped) and is not
// the card reached. with reads the printed facts and the keywords, icons,
// species and affiliations the card has now (identityFilter), never
// skills or attributes, so reading it never depends on a modifier of
// stats, this one included.

// ToPresentWith names the target.
const ToPresentWith = "present-with-yours"

// validateWith checks the with filter: only with present-with-yours, and
// only fields that do not read what stat modifiers change.
func (m *Modifier) validateWith() error {
	if m.With == nil {
		if m.To == ToPresentWith {
			return errors.New("present-with-yours needs with (a filter of the cards of yours they are present with)")
		}
		return nil
	}
	if m.To != ToPresentWith {
		return fmt.Errorf("with is read only with to: %s", ToPresentWith)
	}
	if err := m.With.validate(); err != nil {
		return fmt.Errorf("with: %w", err)
	}
	if m.With.IsZero() {
		return errors.New("with needs at least one field")
	}
	if m.With.readsStats() {
		return errors.New("with cannot read skills, attributes or what is present (a modifier changes them)")
	}
	return nil
}

// readsStats reports whether f, or a filter inside it, reads skills,
// attributes or what is present with the card.
func (f *Filter) readsStats() bool {
	if f == nil {
		return false
	}
	if len(f.Skills) > 0 || len(f.AllSkills) > 0 || len(f.NotSkills) > 0 || f.Attr != nil || f.PresentWith != nil || f.SkillLevel > 0 {
		return true
	}
	for _, list := range [][]Filter{f.Any, f.NotAny} {
		for i := range list {
			if list[i].readsStats() {
				return true
			}
		}
	}
	return false
}

// presentWithYours reports whether target is present with a card of
// src's controller, other than target, that m.With matches.
func (g *Game) presentWithYours(src int, m *Modifier, target int) bool {
	p := g.cards[src].Controller
	for _, x := range g.presentPool(target) {
		if x != target && g.cards[x].Controller == p && g.considers(p, x) && g.matches(m.With, x) {
			return true
		}
	}
	return false
}

// presentWithWords is the target's words after its noun: "present with
// one of your Infiltrator personnel".
func presentWithWords(m *Modifier) string {
	return " present with one of your " + m.With.Text("card")
}
