package web

import (
	"context"
	"html/template"
	"net/http"

	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// kindRules is one kind's section of the rules page.
type kindRules struct {
	Name     string // the registry name, for links and anchors
	Rules    puzzle.Rules
	Puzzle   template.HTML // the example's drawing, empty when the kind cannot draw
	Solution template.HTML // its checked solution's drawing
	Problem  string        // why the example is not shown (a bug, shown rather than hidden)
}

// rulesOf returns the rules of every registered kind that declares them,
// each with its worked example drawn (the solution proven unique and
// checked first). The page never names a kind: the registry does.
func rulesOf(ctx context.Context, only string) []kindRules {
	var out []kindRules
	for _, k := range puzzle.Kinds() {
		r, ok := puzzle.RulesOf(k)
		if !ok || (only != "" && k.Name() != only) {
			continue
		}
		kr := kindRules{Name: k.Name(), Rules: r}
		if r.Example != nil {
			p, s, err := puzzle.WorkedExample(ctx, k, r.Example)
			if err == nil {
				kr.Puzzle, err = pictureHTML(k, p, nil)
			}
			if err == nil {
				kr.Solution, err = pictureHTML(k, p, s)
			}
			if err != nil {
				kr.Problem = err.Error()
			}
		}
		out = append(out, kr)
	}
	return out
}

// pictureHTML draws p (and s) as an inline SVG, a kind's 10-unit cell at 30 px.
func pictureHTML(k puzzle.Kind, p puzzle.Puzzle, s puzzle.Solution) (template.HTML, error) {
	pic, err := draw.Of(k, p, s)
	if err != nil {
		return "", err
	}
	const scale, margin = 3.0, 4.0
	var v draw.SVG
	pic.Play(&v, margin, margin, scale)
	// The SVG is made by our own drawing code from a puzzle we parsed:
	// text in it is escaped by draw.SVG.
	return template.HTML(v.Fragment(pic.W*scale+2*margin, pic.H*scale+2*margin, "")), nil
}

// rulesPage explains the rules: /rules for every kind, /rules/{kind} for one.
func (s *Server) rulesPage(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("kind")
	if name != "" {
		if _, err := puzzle.Lookup(name); err != nil {
			s.pageError(w, &httpError{http.StatusNotFound, err})
			return
		}
	}
	ctx, cancel := context.WithTimeout(r.Context(), s.opt.WorkTime)
	defer cancel()
	rules := rulesOf(ctx, name)
	if len(rules) == 0 {
		s.pageError(w, &httpError{http.StatusNotFound, errNoRules(name)})
		return
	}
	title := "How to play"
	if name != "" {
		title = rules[0].Rules.Title + ": how to play"
	}
	s.render(w, "rules.html", map[string]any{"Title": title, "Rules": rules, "One": name != ""})
}

type errNoRules string

func (e errNoRules) Error() string { return "kind " + string(e) + " has no rules page" }
