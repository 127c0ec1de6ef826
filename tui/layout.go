package tui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// Everything on screen is built from lines that are cut to a known width
// before they are joined, so no line can ever be wider than the terminal.

// width is the number of terminal cells s takes (escape codes ignored).
func width(s string) int { return ansi.StringWidth(s) }

// cut shortens s to at most w cells, ending in "…" when something was cut.
func cut(s string, w int) string {
	if w <= 0 {
		return ""
	}
	if width(s) <= w {
		return s
	}
	return ansi.Truncate(s, w, "…")
}

// fit cuts s to w cells and pads it with spaces to exactly w.
func fit(s string, w int) string {
	s = cut(s, w)
	if n := w - width(s); n > 0 {
		s += strings.Repeat(" ", n)
	}
	return s
}

// wrap breaks plain text into lines of at most w cells, on spaces where it
// can.
func wrap(s string, w int) []string {
	if w <= 0 {
		return nil
	}
	var out []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			for width(word) > w { // a word longer than the line
				if line != "" {
					out = append(out, line)
					line = ""
				}
				out = append(out, ansi.Truncate(word, w, ""))
				word = ansi.TruncateLeft(word, w, "")
			}
			switch {
			case line == "":
				line = word
			case width(line)+1+width(word) <= w:
				line += " " + word
			default:
				out = append(out, line)
				line = word
			}
		}
		out = append(out, line)
	}
	return out
}

// window returns h lines of lines starting at off (clamped), padded with
// empty lines, and the offset actually used.
func window(lines []string, off, h int) ([]string, int) {
	if h <= 0 {
		return nil, 0
	}
	off = clamp(off, 0, max(0, len(lines)-h))
	out := make([]string, 0, h)
	for i := off; i < off+h; i++ {
		if i < len(lines) {
			out = append(out, lines[i])
		} else {
			out = append(out, "")
		}
	}
	return out, off
}

// scrollTo moves off so that line i is inside a window of h lines.
func scrollTo(off, i, h int) int {
	if i < off {
		return i
	}
	if h > 0 && i >= off+h {
		return i - h + 1
	}
	return off
}

// columns joins blocks side by side: block k is cut and padded to widths[k]
// and the blocks are separated by sep. Every result line has the same width.
func columns(blocks [][]string, widths []int, sep string) []string {
	n := 0
	for _, b := range blocks {
		n = max(n, len(b))
	}
	out := make([]string, n)
	for i := range n {
		var sb strings.Builder
		for k, b := range blocks {
			if k > 0 {
				sb.WriteString(sep)
			}
			cell := ""
			if i < len(b) {
				cell = b[i]
			}
			sb.WriteString(fit(cell, widths[k]))
		}
		out[i] = sb.String()
	}
	return out
}

// split divides total cells into n widths that differ by at most one,
// leaving room for n-1 separators of sepw cells.
func split(total, n, sepw int) []int {
	avail := total - (n-1)*sepw
	ws := make([]int, n)
	for i := range ws {
		ws[i] = avail / n
		if i < avail%n {
			ws[i]++
		}
	}
	return ws
}

func clamp(x, lo, hi int) int {
	if x < lo {
		return lo
	}
	if x > hi {
		return hi
	}
	return x
}
