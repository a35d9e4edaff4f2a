package english

// reNoNumber is an item that is a number written after "No." ("No. 3",
// "No.12", "no 7"): a route, a bus, a shirt numbered so, read as the
// number (as "#3" is), so "a lower route number" compares them.
var reNoNumber = lazyRE(`^(?i)no\.?\s*(\d{1,6})$`)
