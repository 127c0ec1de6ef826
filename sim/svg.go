package sim

import (
	"fmt"
	"html"
	"math"
	"strings"
)

// Charts as inline SVG: no scripts, no fonts or files from anywhere, and
// well-formed XML, so the page opens anywhere and parses as XHTML.

// palette holds the colors of chart series, in order.
var palette = [...]string{"#3b6ea5", "#d1763b", "#5a9e4b", "#b84a4a", "#8a6bb8", "#8c7a5b", "#c767a8", "#7f7f7f", "#b5b536", "#3bb0b8"}

type series struct {
	name   string
	values []float64
}

// svgWriter builds one SVG element.
type svgWriter struct {
	b    strings.Builder
	w, h float64
}

func newSVG(w, h float64, label string) *svgWriter {
	s := &svgWriter{w: w, h: h}
	fmt.Fprintf(&s.b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" width="%g" height="%g" role="img" aria-label="%s">`,
		w, h, w, h, esc(label))
	return s
}

func (s *svgWriter) String() string { return s.b.String() + "</svg>" }

func (s *svgWriter) rect(x, y, w, h float64, fill, title string) {
	if w <= 0 || h <= 0 {
		return
	}
	fmt.Fprintf(&s.b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s">`, x, y, w, h, fill)
	if title != "" {
		fmt.Fprintf(&s.b, `<title>%s</title>`, esc(title))
	}
	s.b.WriteString(`</rect>`)
}

func (s *svgWriter) line(x1, y1, x2, y2 float64, stroke string, width float64) {
	fmt.Fprintf(&s.b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="%g"/>`, x1, y1, x2, y2, stroke, width)
}

// text writes a label; anchor is start, middle or end.
func (s *svgWriter) text(x, y float64, anchor, t string) {
	fmt.Fprintf(&s.b, `<text x="%.1f" y="%.1f" text-anchor="%s">%s</text>`, x, y, anchor, esc(t))
}

func (s *svgWriter) polyline(pts [][2]float64, stroke string, title string) {
	var b strings.Builder
	for i, p := range pts {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%.1f,%.1f", p[0], p[1])
	}
	fmt.Fprintf(&s.b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2"><title>%s</title></polyline>`, b.String(), stroke, esc(title))
}

func esc(s string) string { return html.EscapeString(s) }

// legendRows is how many rows of legend names fit between x and the
// right edge.
func legendRows(names []string, x, w float64) int {
	rows, at := 1, x
	for _, n := range names {
		step := legendStep(n)
		if at+step > w && at > x {
			rows, at = rows+1, x
		}
		at += step
	}
	return rows
}

func legendStep(n string) float64 { return 24 + 6.5*float64(len([]rune(n))) }

// legend writes colored boxes with the series names along the top,
// wrapping at the right edge.
func (s *svgWriter) legend(names []string, x, y float64) {
	at := x
	for i, n := range names {
		step := legendStep(n)
		if at+step > s.w && at > x {
			at, y = x, y+16
		}
		s.rect(at, y-9, 10, 10, palette[i%len(palette)], "")
		s.text(at+14, y, "start", n)
		at += step
	}
}

// barChart draws one horizontal bar group per label: the series side by
// side, or stacked into one bar.
func barChart(label string, labels []string, ss []series, stacked bool) string {
	const left, right, barH, gap, w = 230.0, 60.0, 12.0, 8.0, 760.0
	names := make([]string, len(ss))
	for i := range ss {
		names[i] = ss[i].name
	}
	top := 14 + 16*float64(legendRows(names, left, w))
	per := barH * float64(len(ss))
	if stacked {
		per = barH
	}
	h := top + float64(len(labels))*(per+gap) + 24
	s := newSVG(w, h, label)
	s.legend(names, left, 16)
	maxV := 0.0
	for i := range labels {
		sum := 0.0
		for _, se := range ss {
			v := se.values[i]
			sum += v
			if !stacked {
				maxV = math.Max(maxV, v)
			}
		}
		if stacked {
			maxV = math.Max(maxV, sum)
		}
	}
	if maxV == 0 {
		maxV = 1
	}
	scale := (w - left - right) / maxV
	y := top
	for i, l := range labels {
		s.text(left-6, y+per/2+4, "end", shorten(l, 34))
		x := left
		for k, se := range ss {
			v := se.values[i]
			title := fmt.Sprintf("%s: %s %s", l, se.name, num(v))
			if stacked {
				s.rect(x, y, v*scale, barH, palette[k%len(palette)], title)
				x += v * scale
				continue
			}
			by := y + float64(k)*barH
			s.rect(left, by, v*scale, barH-1, palette[k%len(palette)], title)
			s.text(left+v*scale+4, by+barH-2, "start", num(v))
		}
		if stacked {
			s.text(x+4, y+barH-2, "start", num(sumAt(ss, i)))
		}
		y += per + gap
	}
	s.line(left, top-4, left, y-gap+2, "#444", 1)
	return s.String()
}

func sumAt(ss []series, i int) float64 {
	t := 0.0
	for _, se := range ss {
		t += se.values[i]
	}
	return t
}

// winRateChart draws each row's win rate as a bar with its 95% interval
// as a whisker, and a mark at one half.
func winRateChart(label string, rows []GauntletRow) string {
	const left, right, top, barH, gap = 230.0, 70.0, 30.0, 16.0, 10.0
	w := 760.0
	h := top + float64(len(rows))*(barH+gap) + 30
	s := newSVG(w, h, label)
	span := w - left - right
	y := top
	for i, r := range rows {
		s.text(left-6, y+barH-4, "end", shorten(r.Opponent, 34))
		s.rect(left, y, r.WinRate*span, barH, palette[i%len(palette)],
			fmt.Sprintf("%s: %s (95%% CI %s to %s), %d of %d games", r.Opponent, pct(r.WinRate), pct(r.WinRateCI[0]), pct(r.WinRateCI[1]), r.Wins, r.Games))
		lo, hi := left+r.WinRateCI[0]*span, left+r.WinRateCI[1]*span
		s.line(lo, y+barH/2, hi, y+barH/2, "#222", 1.5)
		s.line(lo, y+3, lo, y+barH-3, "#222", 1.5)
		s.line(hi, y+3, hi, y+barH-3, "#222", 1.5)
		s.text(hi+4, y+barH-4, "start", pct(r.WinRate))
		y += barH + gap
	}
	s.line(left+span/2, top-6, left+span/2, y, "#999", 1)
	for _, f := range []float64{0, 0.5, 1} {
		s.text(left+f*span, y+14, "middle", pct(f))
	}
	return s.String()
}

// lineChart draws each series over turns 1, 2, ...
func lineChart(label, yName string, ss []series) string {
	const left, right, bottom, w = 50.0, 20.0, 36.0, 760.0
	n, maxV := 0, 0.0
	names := make([]string, len(ss))
	for i, se := range ss {
		names[i] = se.name
		n = max(n, len(se.values))
		for _, v := range se.values {
			maxV = math.Max(maxV, v)
		}
	}
	top := 30 + 16*float64(legendRows(names, left, w))
	h := top + 240 + bottom
	s := newSVG(w, h, label)
	s.legend(names, left, 16)
	if maxV == 0 {
		maxV = 1
	}
	pw, ph := w-left-right, h-top-bottom
	x := func(i int) float64 {
		if n <= 1 {
			return left
		}
		return left + float64(i)*pw/float64(n-1)
	}
	y := func(v float64) float64 { return top + ph - v/maxV*ph }
	s.line(left, top, left, top+ph, "#444", 1)
	s.line(left, top+ph, left+pw, top+ph, "#444", 1)
	for _, f := range []float64{0, 0.5, 1} {
		s.text(left-4, y(f*maxV)+4, "end", num(f*maxV))
	}
	for _, t := range []int{1, (n + 1) / 2, n} {
		if t >= 1 {
			s.text(x(t-1), top+ph+16, "middle", fmt.Sprint(t))
		}
	}
	s.text(left+pw/2, h-4, "middle", "turn")
	s.text(left, top-8, "start", yName)
	for k, se := range ss {
		pts := make([][2]float64, len(se.values))
		for i, v := range se.values {
			pts[i] = [2]float64{x(i), y(v)}
		}
		if len(pts) > 0 {
			s.polyline(pts, palette[k%len(palette)], se.name)
		}
	}
	return s.String()
}

func num(v float64) string {
	if v == math.Trunc(v) {
		return fmt.Sprintf("%.0f", v)
	}
	return fmt.Sprintf("%.1f", v)
}

// shorten cuts a long label to n runes with an ellipsis.
func shorten(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// impactChart draws each row's win rate difference as a bar from zero
// with its 95% interval as a whisker.
func impactChart(label string, rows []Impact) string {
	const left, right, top, barH, gap, w = 230.0, 70.0, 24.0, 12.0, 6.0, 760.0
	h := top + float64(len(rows))*(barH+gap) + 30
	s := newSVG(w, h, label)
	lim := 0.1
	for _, r := range rows {
		lim = math.Max(lim, math.Max(math.Abs(r.DiffCI[0]), math.Abs(r.DiffCI[1])))
	}
	span := w - left - right
	x := func(v float64) float64 { return left + (v+lim)/(2*lim)*span }
	y := top
	for _, r := range rows {
		s.text(left-6, y+barH-2, "end", shorten(flagName(r.Name, r.NotEnforced), 34))
		color := palette[0]
		if r.Diff < 0 {
			color = palette[1]
		}
		x0, x1 := x(math.Min(0, r.Diff)), x(math.Max(0, r.Diff))
		s.rect(x0, y, x1-x0, barH, color, fmt.Sprintf("%s: %s points (95%% CI %s to %s), %d games with, %d without",
			r.Name, points(r.Diff), points(r.DiffCI[0]), points(r.DiffCI[1]), r.GamesWith, r.GamesWithout))
		lo, hi := x(r.DiffCI[0]), x(r.DiffCI[1])
		s.line(lo, y+barH/2, hi, y+barH/2, "#222", 1)
		s.line(lo, y+2, lo, y+barH-2, "#222", 1)
		s.line(hi, y+2, hi, y+barH-2, "#222", 1)
		y += barH + gap
	}
	s.line(x(0), top-6, x(0), y, "#999", 1)
	for _, f := range []float64{-lim, 0, lim} {
		s.text(x(f), y+14, "middle", points(f))
	}
	s.text(left+span/2, top-10, "middle", "difference in win rate, points")
	return s.String()
}
