package bench

import (
	"encoding/json"
	"fmt"
	"image/color"
	"math"
	"path/filepath"
	"slices"
	"strconv"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// Plot is a figure a suite draws with --out, saved as NAME.png and NAME.svg.
// Exactly one of Lines and Bars is set.
type Plot struct {
	Name   string       `json:"name"`
	Title  string       `json:"title"`
	XLabel string       `json:"x_label"`
	YLabel string       `json:"y_label"`
	Lines  []LineSeries `json:"lines,omitempty"` // time against size, log y (the Magnets report's Fig. 4)
	// Published are lines of a source document's numbers, drawn beside ours
	// (dotted, black and grey) on the same axes.
	Published []LineSeries `json:"published,omitempty"`
	Bars      *BarData     `json:"bars,omitempty"` // one bar group per heuristic (Close or Far Figs. 3–4)
	Cats      *CatData     `json:"cats,omitempty"` // points per named category, log y, with targets (explain)
}

// CatData is a log-scale chart over named categories (a kind and size
// each): one marker per series and category, and each target drawn as a
// short horizontal bar across its category. NaN values are left out.
type CatData struct {
	Categories []string    `json:"categories"`
	Series     []CatSeries `json:"series"`
	Targets    []CatSeries `json:"targets,omitempty"`
	// Published are a source's numbers beside Series: Published[i] is drawn
	// in Series[i]'s colour with a cross, at the same place.
	Published []CatSeries `json:"published,omitempty"`
}

// CatSeries is one series of a CatData: one value per category.
type CatSeries struct {
	Label  string `json:"label"`
	Values Floats `json:"values"`
}

// LineSeries is one line: a method or a peer. Points with a non-positive or
// infinite Y (a median that timed out) are left out, never drawn as zero.
type LineSeries struct {
	Label string    `json:"label"`
	X     []float64 `json:"x"`
	Y     Floats    `json:"y"`
}

// BarData is a grouped bar chart: Categories along x (heuristics), one bar
// per Series in each category (sizes). NaN values (timeouts) are left out.
type BarData struct {
	Categories []string    `json:"categories"`
	Series     []BarSeries `json:"series"`
}

// BarSeries is the bars of one colour, one value per category.
type BarSeries struct {
	Label  string `json:"label"`
	Values Floats `json:"values"`
}

// Save writes dir/NAME.png and dir/NAME.svg and returns their paths.
func (p Plot) Save(dir string) ([]string, error) {
	plt, err := p.build()
	if err != nil {
		return nil, fmt.Errorf("plot %s: %w", p.Name, err)
	}
	var paths []string
	for _, ext := range []string{"png", "svg"} {
		path := filepath.Join(dir, p.Name+"."+ext)
		if err := plt.Save(18*vg.Centimeter, 11*vg.Centimeter, path); err != nil {
			return paths, fmt.Errorf("plot %s: %w", p.Name, err)
		}
		paths = append(paths, path)
	}
	return paths, nil
}

func (p Plot) build() (*plot.Plot, error) {
	plt := plot.New()
	plt.Title.Text = p.Title
	plt.X.Label.Text = p.XLabel
	plt.Y.Label.Text = p.YLabel
	plt.Legend.Top = true
	switch {
	case p.Cats != nil:
		return plt, p.addCats(plt)
	case p.Bars != nil:
		return plt, p.addBars(plt)
	default:
		return plt, p.addLines(plt)
	}
}

func (p Plot) addLines(plt *plot.Plot) error {
	plt.Y.Scale = plot.LogScale{}
	plt.Y.Tick.Marker = logTicks{}
	plt.X.Tick.Marker = intTicks{}
	plt.Legend.Left = true
	drawn, dropped := 0, false
	for i, s := range p.Published {
		var pts plotter.XYs
		for j := range s.X {
			if y := s.Y[j]; y > 0 && !math.IsInf(y, 0) && !math.IsNaN(y) {
				pts = append(pts, plotter.XY{X: s.X[j], Y: y})
			}
		}
		if len(pts) == 0 {
			continue
		}
		line, points, err := plotter.NewLinePoints(pts)
		if err != nil {
			return err
		}
		c := color.Gray{Y: uint8(80 * i)}
		line.Color, points.Color = c, c
		line.Dashes = []vg.Length{vg.Points(2), vg.Points(2)}
		points.Shape = draw.CrossGlyph{}
		plt.Add(line, points)
		plt.Legend.Add(s.Label, line, points)
		drawn++
	}
	for i, s := range p.Lines {
		var pts plotter.XYs
		for j := range s.X {
			if y := s.Y[j]; y > 0 && !math.IsInf(y, 0) && !math.IsNaN(y) {
				pts = append(pts, plotter.XY{X: s.X[j], Y: y})
			} else {
				dropped = true
			}
		}
		if len(pts) == 0 {
			continue
		}
		line, points, err := plotter.NewLinePoints(pts)
		if err != nil {
			return err
		}
		line.Color = plotutil.Color(i)
		line.Dashes = plotutil.Dashes(i)
		points.Color = plotutil.Color(i)
		points.Shape = plotutil.Shape(i)
		plt.Add(line, points)
		plt.Legend.Add(s.Label, line, points)
		drawn++
	}
	if dropped {
		plt.Title.Text += "\n(medians beyond the time limit not drawn)"
	}
	if drawn == 0 {
		// A log axis needs a positive range even when every point timed out.
		plt.Y.Min, plt.Y.Max = 1, 10
		plt.Title.Text += " (no finished runs)"
	}
	return nil
}

// dataMax returns the largest finite bar value.
func dataMax(b *BarData) float64 {
	m := 0.0
	for _, s := range b.Series {
		for _, v := range s.Values {
			if !math.IsNaN(v) && !math.IsInf(v, 0) && v > m {
				m = v
			}
		}
	}
	return m
}

func (p Plot) addBars(plt *plot.Plot) error {
	n := len(p.Bars.Series)
	if n == 0 || len(p.Bars.Categories) == 0 {
		plt.Title.Text += " (no data)"
		return nil
	}
	width := vg.Points(float64(min(60, 300/(n*len(p.Bars.Categories)))) + 2)
	for i, s := range p.Bars.Series {
		vals := make(plotter.Values, len(s.Values))
		for j, v := range s.Values {
			if math.IsNaN(v) || math.IsInf(v, 0) || v < 0 {
				v = 0
			}
			vals[j] = v
		}
		bars, err := plotter.NewBarChart(vals, width)
		if err != nil {
			return err
		}
		bars.Color = plotutil.Color(i)
		bars.LineStyle.Width = 0
		bars.Offset = width * vg.Length(float64(i)-float64(n-1)/2)
		plt.Add(bars)
		plt.Legend.Add(s.Label, bars)
	}
	plt.NominalX(p.Bars.Categories...)
	// Long heuristic names: slant them so they do not overlap.
	plt.X.Tick.Label.Rotation = math.Pi / 6
	plt.X.Tick.Label.XAlign = draw.XRight
	plt.X.Tick.Label.YAlign = draw.YCenter
	// Head room for the legend above the tallest bar.
	plt.Y.Min = 0
	if ymax := dataMax(p.Bars); ymax > 0 {
		plt.Y.Max = ymax * 1.25
	}
	return nil
}

// Floats are plot values; in JSON a NaN or infinite value (a timeout, a
// missing group) is null, since JSON has no such numbers.
type Floats []float64

// MarshalJSON writes non-finite values as null.
func (f Floats) MarshalJSON() ([]byte, error) {
	out := make([]*float64, len(f))
	for i := range f {
		if !math.IsNaN(f[i]) && !math.IsInf(f[i], 0) {
			out[i] = &f[i]
		}
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads null as NaN.
func (f *Floats) UnmarshalJSON(b []byte) error {
	var in []*float64
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	*f = make(Floats, len(in))
	for i, v := range in {
		(*f)[i] = math.NaN()
		if v != nil {
			(*f)[i] = *v
		}
	}
	return nil
}

// catShapes are the markers of our series: never a cross, which marks the
// published values.
var catShapes = []draw.GlyphDrawer{draw.RingGlyph{}, draw.SquareGlyph{}, draw.TriangleGlyph{},
	draw.CircleGlyph{}, draw.BoxGlyph{}, draw.PyramidGlyph{}}

// legendRoom raises a log axis's top so that a legend of entries lines at
// the top of the plot does not cover the data: each line takes about 4.5%
// of the height.
func legendRoom(plt *plot.Plot, lo, hi float64, entries int) {
	if !(lo > 0) || !(hi >= lo) {
		return
	}
	f := math.Min(0.6, 0.045*float64(entries)+0.03)
	span := math.Max(math.Log10(hi)-math.Log10(lo), 1)
	plt.Y.Min = lo / 1.5
	plt.Y.Max = math.Pow(10, math.Log10(hi)+span*f/(1-f))
}

// catRange is the smallest and largest positive finite value drawn.
func catRange(c *CatData) (lo, hi float64) {
	lo, hi = math.Inf(1), 0
	for _, group := range [][]CatSeries{c.Series, c.Published, c.Targets} {
		for _, s := range group {
			for _, v := range s.Values {
				if v > 0 && !math.IsInf(v, 0) {
					lo, hi = math.Min(lo, v), math.Max(hi, v)
				}
			}
		}
	}
	return lo, hi
}

// addCats draws a CatData: markers per series over nominal categories on a
// log y axis, targets as red bars across their category.
func (p Plot) addCats(plt *plot.Plot) error {
	c := p.Cats
	plt.Y.Scale = plot.LogScale{}
	plt.Y.Tick.Marker = logTicks{}
	plt.Legend.Top, plt.Legend.Left = true, true
	n := len(c.Series)
	drawn := 0
	// scatter adds series i's finite positive values, spread a little within
	// their category, with the given glyph.
	scatter := func(i int, label string, values []float64, shape draw.GlyphDrawer, radius vg.Length) error {
		var pts plotter.XYs
		for j, v := range values {
			if v > 0 && !math.IsInf(v, 0) && !math.IsNaN(v) {
				pts = append(pts, plotter.XY{X: float64(j) + 0.15*(float64(i)-float64(n-1)/2), Y: v})
			}
		}
		if len(pts) == 0 {
			return nil
		}
		sc, err := plotter.NewScatter(pts)
		if err != nil {
			return err
		}
		sc.Color, sc.Shape, sc.Radius = plotutil.Color(i), shape, radius
		plt.Add(sc)
		plt.Legend.Add(label, sc)
		drawn++
		return nil
	}
	for i, s := range c.Series {
		if err := scatter(i, s.Label, s.Values, catShapes[i%len(catShapes)], vg.Points(3.5)); err != nil {
			return err
		}
	}
	for i, s := range c.Published {
		if err := scatter(i, s.Label, s.Values, draw.CrossGlyph{}, vg.Points(4)); err != nil {
			return err
		}
	}
	targetColors := []color.Color{color.RGBA{R: 200, A: 255}, color.RGBA{R: 230, G: 140, A: 255}}
	for i, t := range c.Targets {
		var first *plotter.Line
		for j, v := range t.Values {
			if !(v > 0) || math.IsInf(v, 0) {
				continue
			}
			l, err := plotter.NewLine(plotter.XYs{{X: float64(j) - 0.4, Y: v}, {X: float64(j) + 0.4, Y: v}})
			if err != nil {
				return err
			}
			l.Color = targetColors[i%len(targetColors)]
			l.Width = vg.Points(2)
			l.Dashes = []vg.Length{vg.Points(4), vg.Points(2 * float64(i))}
			if i == 0 {
				l.Dashes = nil
			}
			plt.Add(l)
			if first == nil {
				first = l
			}
			drawn++
		}
		if first != nil {
			plt.Legend.Add(t.Label, first)
		}
	}
	plt.NominalX(c.Categories...)
	plt.X.Min, plt.X.Max = -0.6, float64(len(c.Categories))-0.4
	plt.X.Tick.Label.Rotation = math.Pi / 6
	plt.X.Tick.Label.XAlign = draw.XRight
	plt.X.Tick.Label.YAlign = draw.YCenter
	if drawn == 0 {
		plt.Y.Min, plt.Y.Max = 1, 10
		plt.Title.Text += " (no finished runs)"
		return nil
	}
	lo, hi := catRange(c)
	entries := len(c.Series) + len(c.Published)
	for _, t := range c.Targets {
		if slices.ContainsFunc(t.Values, func(v float64) bool { return v > 0 && !math.IsInf(v, 0) }) {
			entries++
		}
	}
	legendRoom(plt, lo, hi, entries)
	return nil
}

// logTicks labels a log axis so that every plot has readable numbers: the
// powers of ten when the range spans at least two of them, else also 2 and
// 5 times them (gonum's LogTicks labels only powers of ten, which leaves a
// range inside one decade without a single label). Minor ticks at the
// other integer multiples.
type logTicks struct{}

func (logTicks) Ticks(min, max float64) []plot.Tick {
	if !(min > 0) || !(max > min) {
		return nil
	}
	lo, hi := math.Floor(math.Log10(min)), math.Ceil(math.Log10(max))
	labelled := map[int]bool{1: true}
	span := math.Log10(max / min) // decades the axis really covers
	if span <= 2.5 {
		labelled[2], labelled[5] = true, true
	}
	if span <= 1 {
		labelled[3] = true
	}
	var ticks []plot.Tick
	for e := lo; e <= hi; e++ {
		p := math.Pow(10, e)
		for m := 1; m <= 9; m++ {
			v := float64(m) * p
			if v < min*(1-1e-9) || v > max*(1+1e-9) {
				continue
			}
			t := plot.Tick{Value: v}
			if labelled[m] {
				t.Label = tickLabel(v)
			}
			ticks = append(ticks, t)
		}
	}
	return ticks
}

// intTicks labels a size axis with whole numbers only (sizes 2, 4, 6, ...),
// at most about ten of them.
type intTicks struct{}

func (intTicks) Ticks(min, max float64) []plot.Tick {
	lo, hi := math.Ceil(min), math.Floor(max)
	if hi < lo {
		return plot.DefaultTicks{}.Ticks(min, max)
	}
	step := math.Max(1, math.Ceil((hi-lo)/10))
	var ticks []plot.Tick
	for v := lo; v <= hi; v += step {
		ticks = append(ticks, plot.Tick{Value: v, Label: strconv.FormatFloat(v, 'f', -1, 64)})
	}
	return ticks
}

// tickLabel prints a tick value plainly: 10000, 0.05 (no exponents).
func tickLabel(v float64) string {
	if v >= 1 {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'g', 4, 64)
}
