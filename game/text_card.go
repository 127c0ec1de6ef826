package game

import (
	"fmt"
	"slices"
	"strings"
)

// This file turns card data into the words a player reads. Nothing here is
// copied from a printed card: every sentence is built from encoded fields,
// so what the screen says and what the engine does cannot disagree.

// GameText is the card's game text: keywords, play permissions and the
// encoded effect, generated from data.
func (c *Card) GameText() string {
	c.loadText() // a card from AllFacts may not have it yet
	var parts []string
	for _, k := range c.Keywords {
		parts = append(parts, strings.TrimSuffix(k, ".")+".")
	}
	parts = append(parts, c.PlayText.text(c)...)
	if c.Core && c.OpponentCore {
		parts = append(parts, opponentCoreText) // vocab_opponent_core.go
	} else if c.Core {
		parts = append(parts, "Played into your core, where it stays.")
	}
	if c.Region != "" {
		parts = append(parts, "Region: "+c.Region+".")
	}
	if len(c.PlayHere) > 0 {
		parts = append(parts, "Playable here: "+playHereText(c.PlayHere)+".")
	}
	if pa := c.PlayAboard; pa != nil && pa.Card == nil {
		parts = append(parts, pa.ownText(c))
	}
	if t := costPerText(c); t != "" {
		parts = append(parts, t)
	}
	if c.OnlyHQ {
		parts = append(parts, "While you command this, you command no other headquarters mission.")
	}
	if c.isBack {
		return c.other.GameText() // a two-sided card reads as the whole card (vocab_flip.go)
	}
	own := len(parts)
	for _, a := range c.Abilities {
		parts = append(parts, AbilityText(c, a))
	}
	for _, m := range c.Modifiers {
		t := ModifierText(m)
		if c.Type == Equipment && m.To == ToShipAboard {
			t = strings.Replace(t, "this personnel is aboard", "this equipment is aboard", 1) // the words are a personnel's
		}
		if c.Type != Personnel && m.To == ToSelf {
			t = strings.Replace(t, "This personnel:", "This "+strings.ToLower(string(c.Type))+":", 1) // an event's own protection
		}
		parts = append(parts, t)
	}
	if c.Back != nil {
		parts = append(parts[:own], sideTexts(c, slices.Clone(parts[own:])))
	}
	if len(c.Effect) > 0 {
		parts = append(parts, StepsText(c.Effect))
	}
	if c.Pending != "" {
		parts = append(parts, "[Not yet in play: "+c.Pending+".]")
	} else if c.Status == NotEnforced {
		parts = append(parts, "[Text not enforced: its facts apply.]")
	}
	return strings.Join(parts, " ")
}

func playHereText(fs []PlayFilter) string {
	var items []string
	for _, f := range fs {
		var words []string
		if f.Affiliation != "" {
			words = append(words, "["+affShort(f.Affiliation)+"]")
		}
		if f.Icon != "" {
			words = append(words, "["+strings.ToUpper(f.Icon)+"]")
		}
		if f.Type != "" {
			words = append(words, string(f.Type))
		} else {
			words = append(words, "cards")
		}
		items = append(items, strings.Join(words, " "))
	}
	switch len(items) {
	case 1:
		return items[0]
	case 2:
		return items[0] + " and " + items[1]
	}
	return strings.Join(items[:len(items)-1], ", ") + ", and " + items[len(items)-1]
}

func affShort(a string) string {
	switch a {
	case "non-aligned":
		return "NA"
	case "federation":
		return "Fed"
	case "klingon":
		return "Kli"
	case "borg":
		return "Borg"
	case "bajoran":
		return "Baj"
	case "cardassian":
		return "Car"
	case "ferengi":
		return "Fer"
	case "romulan":
		return "Rom"
	case "dominion":
		return "Dom"
	case "starfleet":
		return "SF"
	}
	return a
}

// TypeLine is a one-line description: "Personnel · Federation · cost 2".
func (c *Card) TypeLine() string {
	parts := []string{titleCase(string(c.Type))}
	switch c.Type {
	case Mission:
		parts = append(parts, string(c.MissionType))
		if c.Affiliation != "" {
			parts = append(parts, c.Affiliation)
		}
	case Dilemma:
		parts = append(parts, string(c.DilemmaType), fmt.Sprintf("cost %d", c.CostValue()))
	default:
		if c.Affiliation != "" {
			parts = append(parts, c.Affiliation)
		}
		if c.Cost != nil {
			parts = append(parts, fmt.Sprintf("cost %d", *c.Cost))
		}
	}
	return strings.Join(parts, " · ")
}

// Stats is the card's printed numbers in one line, or "".
func (c *Card) StatLine() string {
	switch c.Type {
	case Personnel:
		return fmt.Sprintf("Integrity %d  Cunning %d  Strength %d", c.Integrity, c.Cunning, c.Strength)
	case Ship:
		return fmt.Sprintf("Range %d  Weapons %d  Shields %d", c.Range, c.Weapons, c.Shields)
	case Mission:
		s := fmt.Sprintf("Quadrant %s  Span %d", c.Quadrant, c.Span)
		if c.MissionType != Headquarters {
			s = fmt.Sprintf("%d points  ", c.Points) + s
		}
		return s
	}
	return ""
}

// SkillText lists skills as printed: "2 Diplomacy, Honor".
func SkillText(skills []SkillLevel) string {
	var parts []string
	for _, s := range skills {
		if s.Level > 1 {
			parts = append(parts, fmt.Sprintf("%d %s", s.Level, s.Skill))
		} else {
			parts = append(parts, s.Skill)
		}
	}
	return strings.Join(parts, ", ")
}

// Describe is the full card as lines of text, for inspectors and listings.
func (c *Card) Describe() []string {
	c.loadText()
	title := c.Name()
	if c.Location != "" {
		title = c.Location + ", " + title
	}
	if c.Unique {
		title = "• " + title
	}
	lines := []string{title, c.TypeLine()}
	if c.Collector != "" {
		p := "Collector: " + c.Collector
		if c.Printing != "" {
			p += " " + c.Printing
		}
		lines = append(lines, p+" (set "+c.Set+")")
	}
	if c.Status != "" {
		lines = append(lines, "Status: "+string(c.Status))
	}
	if len(c.Species) > 0 {
		lines = append(lines, "Species: "+strings.Join(c.Species, "/"))
	}
	if len(c.Icons) > 0 {
		lines = append(lines, "Icons: "+strings.Join(c.Icons, ", "))
	}
	if len(c.Skills) > 0 {
		lines = append(lines, "Skills: "+SkillText(c.Skills))
	}
	if c.Class != "" {
		lines = append(lines, "Class: "+c.Class)
	}
	if len(c.Staffing) > 0 {
		lines = append(lines, "Staffing: "+strings.Join(c.Staffing, ", "))
	}
	if s := c.StatLine(); s != "" {
		lines = append(lines, s)
	}
	if c.AttemptBy != nil {
		lines = append(lines, "Attempted by: "+c.AttemptBy.String())
	}
	if c.Req != nil {
		lines = append(lines, "Requires: "+c.Req.String())
	} else if c.RequirementsError != "" {
		lines = append(lines, "Requires: "+c.Requirements+" (not understood by the engine: this mission cannot be completed)")
	}
	if len(c.Formats) > 0 {
		lines = append(lines, "Legal in: "+strings.Join(c.Formats, ", "))
	}
	if t := c.GameText(); t != "" {
		lines = append(lines, t)
	}
	if c.PrintedWords != "" {
		// A player's own card data gave the printed words: shown, marked,
		// beside the generated text, never run.
		lines = append(lines, PrintedTextLabel+c.PrintedWords)
	}
	return lines
}

// PrintedTextLabel begins the line that shows a card's printed text, read
// from the player's own card data file (--carddata).
const PrintedTextLabel = "Printed text (from your card data file, not run by the engine): "

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
