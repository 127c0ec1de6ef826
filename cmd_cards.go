package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/stccg/stccg/game"
)

// cardTypes are the values --type accepts (plurals work too).
var cardTypes = []game.CardType{game.Personnel, game.Ship, game.Equipment, game.EventCard,
	game.Interrupt, game.Mission, game.Dilemma}

func newCardsCmd() *cobra.Command {
	var asJSON bool
	var typ string
	cmd := &cobra.Command{
		Use:   "cards [QUERY]",
		Short: "List the cards, or describe one",
		Long: "Lists the cards (ID, name, type line) whose title, subtitle, type,\n" +
			"affiliation, skills or keywords contain QUERY (case-insensitive). When QUERY\n" +
			"names one card, or only one card matches, prints that card in full.\n" +
			"--json prints every matching card's facts as a JSON array instead.",
		Example: "  stccg cards\n  stccg cards --type ship\n  stccg cards klingon --type personnel\n" +
			"  stccg cards \"Elizabeth Shelby\"\n  stccg cards --json > cards.json",
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			lib, err := game.DefaultLibrary()
			if err != nil {
				return err
			}
			var want game.CardType
			if typ != "" {
				if want, err = cardsParseType(typ); err != nil {
					return err
				}
			}
			query := strings.Join(args, " ")
			var found []*game.Card
			for _, c := range lib.All() {
				if (want == "" || c.Type == want) && cardsMatch(c, query) {
					found = append(found, c)
				}
			}
			out := cmd.OutOrStdout()
			if asJSON {
				return cardsWriteJSON(cmd, found)
			}
			if query != "" {
				// A query that names a card shows that card, even when its
				// words also occur in other cards.
				if c, err := lib.Find(query); err == nil && (want == "" || c.Type == want) {
					found = []*game.Card{c}
				}
			}
			switch len(found) {
			case 0:
				if query == "" {
					return fmt.Errorf("no %s cards", want)
				}
				return fmt.Errorf("no card matches %q", query)
			case 1:
				if query != "" {
					for _, l := range found[0].Describe() {
						fmt.Fprintln(out, l)
					}
					return nil
				}
			}
			tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
			for _, c := range found {
				name := c.Name()
				if c.Unique {
					name = "•" + name
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\n", c.ID, name, c.TypeLine())
			}
			return tw.Flush()
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the matching cards' facts as a JSON array")
	cmd.Flags().StringVar(&typ, "type", "", "only cards of this type: personnel, ship, equipment, event, interrupt, mission or dilemma")
	return cmd
}

func cardsParseType(s string) (game.CardType, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	var names []string
	for _, t := range cardTypes {
		if s == string(t) || s == string(t)+"s" {
			return t, nil
		}
		names = append(names, string(t))
	}
	return "", fmt.Errorf("unknown card type %q: want one of %s", s, strings.Join(names, ", "))
}

// cardsMatch reports whether query occurs in the card's title, subtitle,
// type, affiliation, skills or keywords, ignoring case, unique dots and
// quote styles. An empty query matches every card; so does the card's ID.
func cardsMatch(c *game.Card, query string) bool {
	q := game.NormalizeTitle(query)
	if q == "" || strings.EqualFold(query, c.ID) {
		return true
	}
	fields := []string{c.Title, c.Subtitle, c.Name(), string(c.Type), c.Affiliation}
	for _, s := range c.Skills {
		fields = append(fields, s.Skill)
	}
	fields = append(fields, c.Keywords...)
	for _, f := range fields {
		if f != "" && strings.Contains(game.NormalizeTitle(f), q) {
			return true
		}
	}
	return false
}

// cardJSON is a card's facts as JSON, with the generated game text. The
// subtitle is always present (empty when the card has none).
type cardJSON struct {
	*game.Card
	Subtitle string `json:"subtitle"`
	Name     string `json:"name"`
	TypeLine string `json:"type_line"`
	Text     string `json:"text"`
}

func cardsWriteJSON(cmd *cobra.Command, cards []*game.Card) error {
	list := make([]cardJSON, 0, len(cards))
	for _, c := range cards {
		list = append(list, cardJSON{Card: c, Subtitle: c.Subtitle, Name: c.Name(), TypeLine: c.TypeLine(), Text: c.GameText()})
	}
	enc := json.NewEncoder(cmd.OutOrStdout())
	enc.SetIndent("", "  ")
	return enc.Encode(list)
}
