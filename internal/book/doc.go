// Package book lays puzzles out as a printable book: an optional title
// page, the puzzles several to a page in a grid sized so that cells stay
// readable, a caption under each (title, kind, size, difficulty, seed and
// game ID), the solutions smaller at the back, and page numbers. Pages are
// [draw.Picture] values in millimetres, so the same layout is written as a
// PDF (fpdf), as one SVG file per page, or as one HTML file whose pages
// break with print CSS.
//
// Every solution put in a book is checked with its kind's independent
// checker first; [Layout] refuses an entry whose solution fails.
package book
