package bench

import (
	"encoding/json"
	"fmt"
	"math"
	"path/filepath"

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
	Bars   *BarData     `json:"bars,omitempty"`  // one bar group per heuristic (Close or Far Figs. 3–4)
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
	case p.Bars != nil:
		return plt, p.addBars(plt)
	default:
		return plt, p.addLines(plt)
	}
}

func (p Plot) addLines(plt *plot.Plot) error {
	plt.Y.Scale = plot.LogScale{}
	plt.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	plt.Legend.Left = true
	drawn, dropped := 0, false
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
