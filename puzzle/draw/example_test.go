package draw_test

import (
	"fmt"

	"deduce/puzzle/draw"
)

// A picture records drawing calls once; PictureSVG replays them, scaled,
// as an SVG document.
func ExamplePicture() {
	var pic draw.Picture
	pic.W, pic.H = 10, 10
	pic.Rect(0, 0, 10, 10, 1, draw.Black)
	pic.Text(5, 5, "C", draw.Font{Size: 6, Bold: true, Anchor: draw.Middle, VAlign: draw.Center}, draw.Black)
	fmt.Print(draw.PictureSVG(&pic, 4, 0))
	// Output:
	// <?xml version="1.0" encoding="UTF-8"?>
	// <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" font-family="Helvetica, Arial, sans-serif">
	// <rect x="0" y="0" width="40" height="40" fill="#ffffff"/>
	// <rect x="0" y="0" width="40" height="40" fill="none" stroke="#000000" stroke-width="4"/>
	// <text x="20" y="28.64" font-size="24" text-anchor="middle" font-weight="bold" fill="#000000">C</text>
	// </svg>
}
