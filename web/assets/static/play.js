// deduce play page: the board lives in the browser as the puzzle text plus
// its cells; every move asks the server's play model, so the rules are the
// same Go code the terminal game uses.
'use strict';
(() => {
  const puzzle = document.getElementById('puzzle').value;
  const kind = document.getElementById('game').dataset.kind; // read as this kind, as the page did
  const boardEl = document.getElementById('board');
  const msg = document.getElementById('message');
  const cluesEl = document.getElementById('clues');
  let board = null, undo = [], redo = [], cursor = -1, marks = {}, cited = new Set(), struck = new Set();
  // hinted is the board a hint was shown for: Hint again on it tells more, then applies the step.
  let hinted = null;
  // pos is what the server needs to rebuild the position: cells and known facts.
  const pos = () => ({cells: board.cells, known: board.known || [], struck: board.struck || null});
  // pencil: value keys strike values out of the cursor cell instead of setting them.
  let pencil = false;
  let started = Date.now(), solvedAt = 0;

  async function post(path, body) {
    const r = await fetch(path, {method: 'POST', headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(Object.assign({puzzle, kind}, body))});
    const j = await r.json();
    if (!r.ok) throw new Error(j.error || r.statusText);
    return j;
  }
  function say(text, tone) { msg.textContent = text; msg.className = tone || ''; }
  function fmtTime(ms) { const s = Math.floor(ms / 1000); return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0'); }
  setInterval(() => { document.getElementById('timer').textContent = fmtTime((solvedAt || Date.now()) - started); }, 500);

  function label(l, cls) {
    const th = document.createElement('th');
    if (l) {
      th.textContent = l.text; th.className = (cls || '') + ' ' + l.status; th.title = l.status;
      if (l.clue) { th.dataset.clue = l.clue; if (cited.has(l.clue)) th.classList.add('cited'); }
    }
    return th;
  }
  // draw lays the board out from the kind's layout (board.decor): labels on
  // every side, corner texts, category names, walls, the clue list. Nothing
  // here names a kind.
  function draw() {
    const d = board.decor || {};
    const t = document.createElement('table');
    t.className = 'grid'; t.setAttribute('role', 'grid');
    const lead = !!(d.Left || d.Top || d.TopLeft), groupCol = !!d.RowGroups;
    const corner = s => { const th = label(null); if (s) { th.textContent = s; th.className = 'corner'; } return th; };
    const isName = l => l && !l.clue && l.text;
    if (d.ColGroups) {
      const tr = t.insertRow(); tr.className = 'groups';
      if (groupCol) tr.appendChild(label(null));
      if (lead) tr.appendChild(label(null));
      let c = 0;
      d.ColGroups.forEach(g => {
        for (; c < g.first; c++) tr.appendChild(label(null));
        const th = label(null); th.textContent = g.name; th.className = 'group'; th.colSpan = g.last - g.first + 1;
        tr.appendChild(th); c = g.last + 1;
      });
    }
    if (d.Top) {
      const tr = t.insertRow();
      if (groupCol) tr.appendChild(label(null));
      tr.appendChild(corner(d.TopLeft));
      d.Top.forEach(l => tr.appendChild(label(l, l.text.length > 2 ? 'col' : '')));
    }
    for (let r = 0; r < board.rows; r++) {
      const tr = t.insertRow(); tr.setAttribute('role', 'row');
      if (groupCol) {
        const g = d.RowGroups.find(g => g.first === r);
        if (g) { const th = label(null); th.textContent = g.name; th.className = 'group rowgroup'; th.rowSpan = g.last - g.first + 1; tr.appendChild(th); }
        else if (!d.RowGroups.some(g => g.first < r && r <= g.last)) tr.appendChild(label(null));
      }
      if (lead) tr.appendChild(label(d.Left ? d.Left[r] : null));
      for (let c = 0; c < board.cols; c++) {
        const i = r * board.cols + c, td = tr.insertCell();
        if (!board.playable[i]) { td.className = 'gap'; continue; }
        // A minus sign reads better than the hyphen the text formats use.
        const v = board.cells[i], sym = v === 0 ? '' : board.symbols[v] === '-' ? '−' : board.symbols[v];
        td.textContent = sym;
        td.className = 'cell';
        // Pencil marks: the values still open, small.
        const struck = board.struck && board.struck[i] ? board.struck[i] : 0;
        if (v === 0 && struck) {
          const open = board.symbols.map((s, k) => k).filter(k => k > 0 && !(struck & (1 << k)));
          const sp = document.createElement('span'); sp.className = 'pencil';
          sp.textContent = open.map(k => board.symbols[k] === '-' ? '−' : board.symbols[k]).join(' ');
          td.appendChild(sp);
        }
        td.setAttribute('role', 'gridcell');
        td.dataset.row = r + 1; td.dataset.col = c + 1; td.dataset.index = i;
        // Rows and columns named by items (not by clues): the cell pairs them.
        const a = d.Left && isName(d.Left[r]) ? d.Left[r].text : '', b = d.Top && isName(d.Top[c]) ? d.Top[c].text : '';
        if (a && b) { td.dataset.a = a; td.dataset.b = b; }
        const what = a && b ? a + ' and ' + b : 'row ' + (r + 1) + ' column ' + (c + 1);
        td.setAttribute('aria-label', what + ': ' + (v === 0 ? 'unknown' : sym) + (board.given[i] ? ' (given)' : ''));
        if (board.given[i]) td.classList.add('given');
        if (d.WallRight && d.WallRight[i]) td.classList.add('wr');
        if (d.WallBelow && d.WallBelow[i]) td.classList.add('wb');
        if (board.broken.includes(i)) td.classList.add('broken');
        if (marks[i]) td.classList.add(marks[i]);
        if (d.CellClue && d.CellClue[i] && cited.has(d.CellClue[i])) td.classList.add('cited');
        if (i === cursor) td.classList.add('cursor');
        td.addEventListener('click', () => { cursor = i; cycle(i, 1); });
      }
      if (d.Right) tr.appendChild(label(d.Right[r]));
    }
    if (d.Bottom || d.BottomRight) {
      const tr = t.insertRow();
      if (groupCol) tr.appendChild(label(null));
      if (lead) tr.appendChild(label(null));
      (d.Bottom || Array(board.cols).fill(null)).forEach(l => tr.appendChild(label(l)));
      tr.appendChild(corner(d.BottomRight));
    }
    const prog = document.getElementById('progress');
    prog.replaceChildren(...(d.Progress || []).map(line => { const li = document.createElement('li'); li.textContent = line; return li; }));
    prog.hidden = !d.Progress;
    boardEl.replaceChildren(t);
    cluesEl.replaceChildren();
    (d.Clues || []).forEach((l, k) => {
      const li = document.createElement('li');
      li.textContent = (k + 1) + '. ' + l.text; li.tabIndex = 0;
      if (struck.has(k)) li.classList.add('struck');
      if (cited.has(l.clue)) li.classList.add('cited');
      if (l.status === 'violated') li.classList.add('violated');
      li.title = 'click to strike out';
      li.addEventListener('click', () => { struck.has(k) ? struck.delete(k) : struck.add(k); draw(); });
      cluesEl.appendChild(li);
    });
    document.getElementById('legend').textContent = d.Legend || '';
    if (board.solved && !solvedAt) { solvedAt = Date.now(); say('Solved! in ' + fmtTime(solvedAt - started), 'good'); document.getElementById('next').style.display = ''; }
  }
  async function set(i, v) {
    if (!board.playable[i] || board.given[i]) return;
    try {
      const next = await post('/api/set', Object.assign(pos(), {index: i, value: v}));
      undo.push(pos()); redo = []; board = next; marks = {}; cited.clear(); draw();
    } catch (e) { say(e.message, 'bad'); }
  }
  async function strike(i, v) {
    if (!board.playable[i] || board.given[i] || board.cells[i] !== 0) return say('Pencil marks go in open cells.');
    try {
      const next = await post('/api/set', Object.assign(pos(), {index: i, value: v, strike: true}));
      undo.push(pos()); redo = []; board = next; marks = {}; cited.clear(); draw();
    } catch (e) { say(e.message, 'bad'); }
  }
  function togglePencil() {
    pencil = !pencil;
    const b = document.getElementById('pencil'); b.setAttribute('aria-pressed', pencil);
    say(pencil ? 'Pencil: type a value to strike it out of the cell (again to bring it back); p to go back.' : 'Entering values.');
  }
  function cycle(i, dir) { const n = board.symbols.length; set(i, (board.cells[i] + dir + n) % n); }
  async function restore(p) { board = await post('/api/board', p || {}); marks = {}; cited.clear(); draw(); }
  async function doUndo() { if (!undo.length) return say('Nothing to undo.'); redo.push(pos()); await restore(undo.pop()); say('Undone.'); }
  async function doRedo() { if (!redo.length) return say('Nothing to redo.'); undo.push(pos()); await restore(redo.pop()); say('Redone.'); }
  async function check() {
    try {
      const h = await post('/api/hint', pos());
      marks = {};
      if (h.status === 'mistakes') { (h.fact_cells || []).forEach(i => marks[i] = 'wrong'); say(h.text, 'bad'); }
      else if (h.status === 'solved') say('No mistakes, and the board is complete.', 'good');
      else say('No mistakes so far.', 'good');
      draw();
    } catch (e) { say(e.message, 'bad'); }
  }
  // hint is progressive, as the terminal game's h: the first press says
  // where to look (the clue or line, its cells marked), the second what
  // follows (the new cells starred), the third why (the whole step); the
  // fourth applies the step. Facts the board cannot show (such as "not F")
  // are kept as known, so the next hint moves on.
  let shown = null, level = 0;
  function showHint() {
    const h = shown;
    marks = {}; cited.clear();
    (h.line_cells || []).forEach(i => marks[i] = 'line');
    (h.use_cells || []).forEach(i => marks[i] = 'used');
    (h.step.clues || []).forEach(c => cited.add(c));
    const texts = h.levels && h.levels.length === 3 ? h.levels : [h.text, h.text, h.text];
    if (level >= 2) (h.fact_cells || []).forEach(i => marks[i] = 'new');
    const next = ['', ' (Hint again: what follows)', ' (Hint again: why)', ' (Hint again applies it)'][level];
    const legend = level >= 2 ? ' The cells it decides are starred ★ in green, the cells it reads dotted • in yellow.' : ' The cells it reads are dotted • in yellow, the clue marked ▸.';
    say(['Where: ', 'What follows: ', 'Hint: '][level - 1] + texts[level - 1] + legend + next);
    draw();
  }
  async function hint() {
    try {
      if (hinted === board && shown && level < 3) { level++; showHint(); return; }
      if (hinted === board && shown) {
        const h = await post('/api/hint', Object.assign(pos(), {apply: true}));
        if (h.board) {
          undo.push(pos()); redo = []; board = h.board; marks = {}; cited.clear(); hinted = null; shown = null; draw();
          if (!board.solved) say((h.applied ? 'Applied: ' : 'Noted (the board cannot show it): ') + h.text + ' Press Hint for the next step.');
          return;
        }
      }
      const h = await post('/api/hint', pos());
      marks = {}; cited.clear(); hinted = null; shown = null;
      if (h.status === 'hint') {
        hinted = board; shown = h; level = 1; showHint(); return;
      } else if (h.status === 'mistakes') { (h.fact_cells || []).forEach(i => marks[i] = 'wrong'); say('First fix these: ' + h.text, 'bad'); }
      else say(h.text);
      draw();
    } catch (e) { say(e.message, 'bad'); }
  }
  async function solve() {
    try { undo.push(pos()); board = await post('/api/solution', {}); marks = {}; cited.clear(); solvedAt = solvedAt || Date.now(); draw(); say('Solution shown.'); }
    catch (e) { say(e.message, 'bad'); }
  }
  // firstFree is where the keyboard cursor starts: the first cell to fill.
  function firstFree() {
    const i = board.playable.findIndex((p, k) => p && !board.given[k]);
    return i >= 0 ? i : board.playable.indexOf(true);
  }
  function move(dr, dc) {
    if (cursor < 0) cursor = firstFree();
    let r = Math.floor(cursor / board.cols), c = cursor % board.cols;
    for (let k = 0; k < board.rows * board.cols; k++) {
      r = (r + dr + board.rows) % board.rows; c = (c + dc + board.cols) % board.cols;
      if (board.playable[r * board.cols + c]) break;
    }
    cursor = r * board.cols + c; draw();
  }
  boardEl.addEventListener('keydown', e => {
    if (!board) return;
    const k = e.key;
    const moves = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]};
    if (moves[k]) { e.preventDefault(); move(...moves[k]); return; }
    if (cursor < 0) cursor = firstFree();
    if (k === ' ' || k === 'Enter') { e.preventDefault(); cycle(cursor, e.shiftKey ? -1 : 1); return; }
    if (k === 'Backspace' || k === 'Delete' || k === '0') { set(cursor, 0); return; }
    // A symbol's key sets it; a lowercase letter also sets its capital (f: F
    // in Close or Far), except the action keys u r c h s p; x is ✗ in logic grids.
    let v = board.symbols.indexOf(k === 'x' && !board.symbols.includes('x') ? '✗' : k);
    if (v <= 0 && k.length === 1 && !'urchsp'.includes(k)) v = board.symbols.indexOf(k.toUpperCase());
    if (v > 0) { e.stopPropagation(); pencil ? strike(cursor, v) : set(cursor, v); return; }
    if (k === 'y' && board.symbols.includes('✓')) { set(cursor, board.symbols.indexOf('✓')); return; }
  });
  document.addEventListener('keydown', e => {
    if (e.target.tagName === 'INPUT' || e.target.tagName === 'TEXTAREA' || e.ctrlKey || e.metaKey) return;
    const acts = {u: doUndo, r: doRedo, c: check, h: hint, s: solve, p: togglePencil};
    if (acts[e.key] && !(e.key in {}) && !(board && board.symbols.includes(e.key))) { e.preventDefault(); acts[e.key](); }
  });
  document.getElementById('undo').onclick = doUndo;
  document.getElementById('redo').onclick = doRedo;
  document.getElementById('check').onclick = check;
  document.getElementById('hint').onclick = hint;
  document.getElementById('solve').onclick = solve;
  document.getElementById('pencil').onclick = togglePencil;
  document.getElementById('restart').onclick = async () => { undo = []; redo = []; started = Date.now(); solvedAt = 0; document.getElementById('next').style.display = 'none'; await restore(null); say('Restarted.'); };
  post('/api/board', {}).then(b => { board = b; cursor = firstFree(); draw(); boardEl.focus(); }).catch(e => say(e.message, 'bad'));
})();
