// deduce enter page: live positioned errors while typing, the operations on
// a puzzle, and two board editors that write the native text format (the
// server reads it with the same parser as the command line, so what the
// editor makes is exactly what `deduce solve` would read).
'use strict';
(() => {
  const text = document.getElementById('text'), parse = document.getElementById('parse'), out = document.getElementById('result');
  let timer = 0;
  async function post(path, body) {
    const r = await fetch(path, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
    const j = await r.json();
    if (!r.ok) throw new Error(j.error || r.statusText);
    return j;
  }
  async function check() {
    if (!text.value.trim()) { parse.textContent = ''; return; }
    try {
      const p = await post('/api/parse', {puzzle: text.value});
      if (p.ok) { parse.textContent = 'Read as ' + p.kind + '.'; parse.className = ''; }
      else { parse.textContent = p.error; parse.className = 'error'; }
    } catch (e) { parse.textContent = e.message; parse.className = 'error'; }
  }
  text.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(check, 250); });

  // run does one operation on a puzzle text and shows the answer in where
  // (#result by default); it returns the answer.
  async function run(op, puzzle, where) {
    const out = where || document.getElementById('result');
    if (op === 'play') { location.href = '/play?puzzle=' + encodeURIComponent(puzzle); return; }
    if (op === 'explain') { location.href = '/explain?puzzle=' + encodeURIComponent(puzzle); return; }
    out.textContent = '…';
    let r = null;
    try {
      r = await post('/api/' + op, {puzzle});
      if (op === 'solve' && r.solutions) {
        const s = r.solutions[0];
        out.textContent = r.status + '\n' + (s && s.grid ? s.grid.join('\n') : JSON.stringify(s, null, 1));
      } else if (op === 'solve') out.textContent = r.status;
      else if (op === 'count') out.textContent = (r.complete ? '' : 'at least ') + r.count + ' solution' + (r.count === 1 ? '' : 's') + (r.count === 1 && r.complete ? ' (unique, proven)' : '');
      else if (op === 'grade') out.textContent = 'grade: ' + r.difficulty;
      else out.textContent = JSON.stringify(r, null, 1);
    } catch (e) { out.textContent = e.message; }
    out.scrollIntoView({block: 'nearest'});
    return r;
  }
  document.querySelectorAll('button[data-op]').forEach(b => b.addEventListener('click', () => run(b.dataset.op, text.value)));

  // roving makes one cell of a grid the tab stop and moves it with the arrows.
  function focusCell(root, r, c) {
    const td = root.querySelector(`td[data-row="${r + 1}"][data-col="${c + 1}"]`);
    if (td) td.focus();
  }

  // ---- Magnets editor ----
  // State: W, H, partner[i] (the other cell of i's domino, or -1), blank[i]
  // (a cell the author left out of every domino on purpose), and the four
  // clue lines as strings ('' = no clue).
  const mg = {W: 4, H: 4, partner: [], blank: [], rowPlus: [], rowMinus: [], colPlus: [], colMinus: [], sel: -1, cur: 0};
  const mgw = document.getElementById('mgw'), mgh = document.getElementById('mgh');
  const mgEd = document.getElementById('mgeditor'), mgErrs = document.getElementById('mg-errors');
  const mgVerdict = document.getElementById('mg-verdict'), mgText = document.getElementById('mg-text');
  let mgTimer = 0, mgSerial = 0;
  // mgTouched: the author has changed the board. Until then the editor
  // complains about nothing (an empty board is a start, not a mistake).
  let mgTouched = false;

  function mgReset(W, H) {
    Object.assign(mg, {W, H, partner: new Array(W * H).fill(-1), blank: new Array(W * H).fill(false),
      rowPlus: new Array(H).fill(''), rowMinus: new Array(H).fill(''), colPlus: new Array(W).fill(''), colMinus: new Array(W).fill(''), sel: -1, cur: 0});
  }
  const where = i => 'row ' + (Math.floor(i / mg.W) + 1) + ' column ' + (i % mg.W + 1);
  function adjacent(a, b) {
    const ra = Math.floor(a / mg.W), rb = Math.floor(b / mg.W);
    return (ra === rb && Math.abs(a - b) === 1) || (a % mg.W === b % mg.W && Math.abs(ra - rb) === 1);
  }
  function split(i) { const q = mg.partner[i]; if (q >= 0) { mg.partner[q] = -1; mg.partner[i] = -1; } }
  // toggle joins a and b into a domino, or splits them when they are one.
  function toggle(a, b) {
    if (!adjacent(a, b)) return;
    if (mg.partner[a] === b) { split(a); }
    else { split(a); split(b); mg.partner[a] = b; mg.partner[b] = a; mg.blank[a] = mg.blank[b] = false; }
    mg.sel = -1; mg.cur = b; mgChanged();
  }
  function toggleBlank(i) { split(i); mg.blank[i] = !mg.blank[i]; mg.sel = -1; mgChanged(); }
  // activate is a click or Space: select a cell, or join it with the selected neighbour.
  function activate(i) {
    mg.cur = i;
    if (mg.sel >= 0 && mg.sel !== i && adjacent(mg.sel, i)) { toggle(mg.sel, i); return; }
    mg.sel = mg.sel === i ? -1 : i;
    mgDraw(true);
  }

  // letters writes the tiling in the native format: each cell names the
  // direction of its partner (n e s w), '*' a blank singleton.
  function letter(i) {
    const q = mg.partner[i];
    if (q < 0) return '*';
    return q === i + 1 ? 'e' : q === i - 1 ? 'w' : q === i + mg.W ? 's' : 'n';
  }
  function mgTextOf() {
    const rows = [];
    for (let r = 0; r < mg.H; r++) {
      let s = '';
      for (let c = 0; c < mg.W; c++) s += letter(r * mg.W + c);
      rows.push(s);
    }
    const clue = v => v.trim() === '' ? '.' : v.trim();
    return 'magnets ' + mg.W + 'x' + mg.H + '\n' + rows.join('\n') + '\n' +
      [mg.rowPlus, mg.rowMinus, mg.colPlus, mg.colMinus].map(l => l.map(clue).join(' ')).join('\n') + '\n';
  }

  // mgProblems finds what makes the board no puzzle yet, for the author:
  // cells outside every domino, counts that are not numbers, a line asking
  // for more poles than it can hold, and totals that disagree. The server's
  // parser checks the same again (and the count proves uniqueness).
  function mgProblems() {
    const errs = [], uncovered = [];
    const n = mg.W * mg.H;
    for (let i = 0; i < n; i++) if (mg.partner[i] < 0 && !mg.blank[i]) uncovered.push(i);
    if (uncovered.length) {
      errs.push((uncovered.length === 1 ? '1 cell is' : uncovered.length + ' cells are') + ' not covered by a domino (marked ?): ' +
        uncovered.slice(0, 6).map(where).join(', ') + (uncovered.length > 6 ? ', …' : '') + '. Join each with a neighbour, or mark it blank.');
    }
    const lines = [];
    for (let r = 0; r < mg.H; r++) {
      const cells = []; for (let c = 0; c < mg.W; c++) cells.push(r * mg.W + c);
      lines.push({name: 'row ' + (r + 1), cells, plus: mg.rowPlus[r], minus: mg.rowMinus[r]});
    }
    for (let c = 0; c < mg.W; c++) {
      const cells = []; for (let r = 0; r < mg.H; r++) cells.push(r * mg.W + c);
      lines.push({name: 'column ' + (c + 1), cells, plus: mg.colPlus[c], minus: mg.colMinus[c]});
    }
    const num = (v, what) => {
      v = v.trim();
      if (v === '') return null;
      if (!/^\d+$/.test(v)) { errs.push(what + ': "' + v + '" is not a count (a whole number, or empty for no clue).'); return NaN; }
      return +v;
    };
    const totals = {rp: 0, rm: 0, cp: 0, cm: 0}, known = {rp: true, rm: true, cp: true, cm: true};
    lines.forEach((l, k) => {
      const isRow = k < mg.H;
      const p = num(l.plus, 'The + count of ' + l.name), m = num(l.minus, 'The − count of ' + l.name);
      // Poles fit only in domino cells, and two neighbours never share a pole:
      // a run of len domino cells holds at most ceil(len/2) of each.
      let free = 0, each = 0, run = 0;
      for (const i of l.cells.concat([-1])) {
        if (i >= 0 && mg.partner[i] >= 0) { free++; run++; } else { each += Math.ceil(run / 2); run = 0; }
      }
      if (p !== null && m !== null && p + m > free) errs.push(l.name[0].toUpperCase() + l.name.slice(1) + ' asks for ' + (p + m) + ' poles but only ' + free + ' of its cells are in dominoes.');
      [[p, '+'], [m, '−']].forEach(([v, s]) => {
        if (v !== null && v > each) errs.push(l.name[0].toUpperCase() + l.name.slice(1) + ' asks for ' + v + ' ' + s + ' poles but can hold at most ' + each + ' (neighbours never share a pole).');
      });
      const kp = isRow ? 'rp' : 'cp', km = isRow ? 'rm' : 'cm';
      if (p === null || isNaN(p)) known[kp] = false; else totals[kp] += p;
      if (m === null || isNaN(m)) known[km] = false; else totals[km] += m;
    });
    if (known.rp && known.cp && totals.rp !== totals.cp) errs.push('The rows\' + counts total ' + totals.rp + ' but the columns\' total ' + totals.cp + '.');
    if (known.rm && known.cm && totals.rm !== totals.cm) errs.push('The rows\' − counts total ' + totals.rm + ' but the columns\' total ' + totals.cm + '.');
    const P = known.rp ? totals.rp : known.cp ? totals.cp : null, M = known.rm ? totals.rm : known.cm ? totals.cm : null;
    if (P !== null && M !== null && P !== M) errs.push('The board holds ' + P + ' + but ' + M + ' − poles; every magnet has one of each.');
    return {errs, uncovered: new Set(uncovered)};
  }

  function clueInput(value, label, set) {
    const th = document.createElement('th');
    const inp = document.createElement('input');
    inp.className = 'clue'; inp.value = value; inp.inputMode = 'numeric'; inp.maxLength = 2; inp.size = 2;
    inp.setAttribute('aria-label', label + ' (empty: no clue)'); inp.placeholder = '·';
    inp.addEventListener('input', () => { set(inp.value); mgChanged('typing'); });
    th.appendChild(inp);
    return th;
  }
  function corner(s, title) { const th = document.createElement('th'); th.textContent = s; if (title) th.title = title; return th; }

  // mgDraw rebuilds the board (and, with focus, keeps the keyboard cursor).
  function mgDraw(focus) {
    const {uncovered} = mgProblems();
    const t = document.createElement('table');
    t.className = 'grid mg'; t.setAttribute('role', 'grid'); t.setAttribute('aria-label', 'Magnets board editor');
    let tr = t.insertRow();
    tr.appendChild(corner('+', 'count of + poles'));
    for (let c = 0; c < mg.W; c++) tr.appendChild(clueInput(mg.colPlus[c], '+ poles in column ' + (c + 1), v => mg.colPlus[c] = v));
    tr.appendChild(corner(''));
    for (let r = 0; r < mg.H; r++) {
      tr = t.insertRow(); tr.setAttribute('role', 'row');
      tr.appendChild(clueInput(mg.rowPlus[r], '+ poles in row ' + (r + 1), v => mg.rowPlus[r] = v));
      for (let c = 0; c < mg.W; c++) {
        const i = r * mg.W + c, td = tr.insertCell(), q = mg.partner[i];
        td.className = 'cell'; td.setAttribute('role', 'gridcell');
        td.dataset.row = r + 1; td.dataset.col = c + 1; td.dataset.index = i;
        td.tabIndex = i === mg.cur ? 0 : -1;
        let state;
        if (q >= 0) {
          const dir = {'e': 'right', 'w': 'left', 's': 'below', 'n': 'above'}[letter(i)];
          state = 'domino with the cell ' + dir; td.classList.add('dom', 'dom-' + letter(i));
        } else if (mg.blank[i]) { state = 'blank (no magnet)'; td.textContent = '∅'; td.classList.add('blankcell'); }
        else { state = 'not covered yet'; td.textContent = '?'; if (mgTouched) td.classList.add('uncovered'); }
        if (mgTouched && uncovered.has(i)) td.classList.add('broken');
        if (c < mg.W - 1 && q !== i + 1) td.classList.add('wr');
        if (r < mg.H - 1 && q !== i + mg.W) td.classList.add('wb');
        if (i === mg.sel) { td.classList.add('selected'); td.setAttribute('aria-selected', 'true'); state += ', selected'; }
        if (i === mg.cur) td.classList.add('cursor');
        td.setAttribute('aria-label', where(i) + ': ' + state);
        td.addEventListener('click', () => { if (dragged) { dragged = false; return; } activate(i); });
      }
      tr.appendChild(clueInput(mg.rowMinus[r], '− poles in row ' + (r + 1), v => mg.rowMinus[r] = v));
    }
    tr = t.insertRow();
    tr.appendChild(corner(''));
    for (let c = 0; c < mg.W; c++) tr.appendChild(clueInput(mg.colMinus[c], '− poles in column ' + (c + 1), v => mg.colMinus[c] = v));
    tr.appendChild(corner('−', 'count of − poles'));
    mgEd.replaceChildren(t);
    if (focus) focusCell(mgEd, Math.floor(mg.cur / mg.W), mg.cur % mg.W);
  }

  // mgChanged redraws (how: 'quiet' without taking the focus, 'typing' not at
  // all, so a clue box keeps the caret), lists the
  // problems, writes the text, and asks the server whether the puzzle is
  // unique once the board has no problem the editor can see.
  function mgChanged(how) {
    if (how !== 'quiet') mgTouched = true;
    if (how !== 'typing') mgDraw(how !== 'quiet');
    const {errs} = mgTouched ? mgProblems() : {errs: []};
    const txt = mgTextOf();
    mgText.textContent = txt;
    mgErrs.replaceChildren(...errs.map(e => { const li = document.createElement('li'); li.textContent = e; li.className = 'error'; return li; }));
    document.querySelectorAll('button[data-mgop]').forEach(b => { b.disabled = !mgTouched || errs.length > 0; });
    clearTimeout(mgTimer);
    const serial = ++mgSerial;
    if (!mgTouched) { mgVerdict.textContent = 'Draw the dominoes and type the counts; problems show here as you go.'; mgVerdict.className = ''; return; }
    if (errs.length) { mgVerdict.textContent = 'Fix the problems above to solve this board.'; mgVerdict.className = ''; return; }
    mgVerdict.textContent = 'Checking…'; mgVerdict.className = '';
    mgTimer = setTimeout(async () => {
      let v, cls = 'error';
      try {
        const p = await post('/api/parse', {puzzle: txt});
        if (!p.ok) v = p.error;
        else {
          const r = await post('/api/count', {puzzle: txt, limit: 2});
          if (r.count === 0) v = 'No solution: these clues contradict each other.';
          else if (r.count === 1 && r.complete) { v = 'Unique solution (proven). Ready to play.'; cls = 'good'; }
          else if (r.complete) v = r.count + ' solutions: add clues to make it unique.';
          else v = 'At least ' + r.count + ' solutions: add clues to make it unique.';
        }
      } catch (e) { v = e.message; }
      if (serial === mgSerial) { mgVerdict.textContent = v; mgVerdict.className = cls; }
    }, 300);
  }

  // Drag from a cell to its neighbour joins them (mouse, pen or touch).
  let dragFrom = -1, dragged = false;
  mgEd.addEventListener('pointerdown', e => {
    const td = e.target.closest('td.cell');
    dragFrom = td ? +td.dataset.index : -1; dragged = false;
  });
  mgEd.addEventListener('pointerup', e => {
    const el = document.elementFromPoint(e.clientX, e.clientY), td = el && el.closest ? el.closest('td.cell') : null;
    if (dragFrom >= 0 && td && +td.dataset.index !== dragFrom && adjacent(dragFrom, +td.dataset.index)) {
      dragged = true; toggle(dragFrom, +td.dataset.index);
    }
    dragFrom = -1;
  });
  mgEd.addEventListener('keydown', e => {
    const td = e.target.closest('td.cell');
    if (!td) return;
    const i = +td.dataset.index, r = Math.floor(i / mg.W), c = i % mg.W;
    const d = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]}[e.key];
    if (d) {
      e.preventDefault();
      const nr = r + d[0], nc = c + d[1];
      if (nr < 0 || nr >= mg.H || nc < 0 || nc >= mg.W) return;
      const j = nr * mg.W + nc;
      if (e.shiftKey) { toggle(i, j); return; }
      mg.cur = j; mgDraw(true); return;
    }
    if (e.key === ' ' || e.key === 'Enter') { e.preventDefault(); activate(i); return; }
    if (e.key === 'Delete' || e.key === 'Backspace') { e.preventDefault(); split(i); mg.blank[i] = false; mg.cur = i; mgChanged(); return; }
    if (e.key === 'b' || e.key === 'B') { e.preventDefault(); mg.cur = i; toggleBlank(i); }
  });
  document.getElementById('mg-blank').addEventListener('click', () => {
    const i = mg.sel >= 0 ? mg.sel : mg.cur;
    mg.cur = i; toggleBlank(i);
  });
  document.getElementById('mg-clear').addEventListener('click', () => { mgReset(mg.W, mg.H); mgTouched = false; mgChanged('quiet'); });
  const clamp = (v, d) => Math.max(2, Math.min(16, Math.round(+v) || d));
  [mgw, mgh].forEach(inp => inp.addEventListener('change', () => {
    mgReset(clamp(mgw.value, 4), clamp(mgh.value, 4)); mgw.value = mg.W; mgh.value = mg.H; mgChanged('quiet');
  }));
  // The editor's operations answer below its board; a solution is also drawn
  // on the board until the next change.
  document.querySelectorAll('button[data-mgop]').forEach(b => b.addEventListener('click', async () => {
    const r = await run(b.dataset.mgop, mgTextOf(), document.getElementById('mg-result'));
    if (b.dataset.mgop === 'solve' && r && r.solutions && r.solutions[0] && r.solutions[0].grid) {
      const g = r.solutions[0].grid;
      mgEd.querySelectorAll('td.cell').forEach(td => {
        const ch = g[td.dataset.row - 1][td.dataset.col - 1];
        td.textContent = ch === '-' ? '−' : ch === 'x' ? '·' : ch;
        td.setAttribute('aria-label', td.getAttribute('aria-label') + '; solution: ' + ({'+': 'plus', '-': 'minus', 'x': 'neutral'}[ch] || ch));
      });
    }
  }));

  // mgLoad opens a Magnets puzzle (any format) in the editor, from the board
  // the server's play model draws: walls give the dominoes, labels the clues.
  function mgLoad(b) {
    const d = b.decor;
    mgReset(b.cols, b.rows);
    mgw.value = b.cols; mgh.value = b.rows;
    for (let i = 0; i < b.rows * b.cols; i++) {
      if (mg.partner[i] >= 0) continue;
      const c = i % b.cols, r = Math.floor(i / b.cols);
      let q = -1;
      if (c < b.cols - 1 && !d.WallRight[i] && mg.partner[i + 1] < 0) q = i + 1;
      else if (r < b.rows - 1 && !d.WallBelow[i]) q = i + b.cols;
      if (q >= 0) { mg.partner[i] = q; mg.partner[q] = i; } else mg.blank[i] = true;
    }
    mg.colPlus = d.Top.map(l => l.text); mg.colMinus = d.Bottom.map(l => l.text);
    mg.rowPlus = d.Left.map(l => l.text); mg.rowMinus = d.Right.map(l => l.text);
    mgTouched = true; mgChanged('quiet');
  }

  // ---- Close or Far editor ----
  const size = document.getElementById('cfsize'), ed = document.getElementById('cfeditor');
  let hints = [], cfCur = 0;
  function build(focus) {
    const n = Math.max(6, Math.min(16, +size.value || 7));
    if (hints.length !== n * n) hints = new Array(n * n).fill('.');
    const t = document.createElement('table');
    t.className = 'grid';
    for (let r = 0; r < n; r++) {
      const tr = t.insertRow(); tr.setAttribute('role', 'row');
      for (let c = 0; c < n; c++) {
        const td = tr.insertCell(), i = r * n + c;
        td.className = 'cell'; td.setAttribute('role', 'gridcell');
        td.textContent = hints[i] === '.' ? '' : hints[i];
        td.dataset.row = r + 1; td.dataset.col = c + 1; td.tabIndex = i === cfCur ? 0 : -1;
        td.setAttribute('aria-label', 'row ' + (r + 1) + ' column ' + (c + 1) + ': ' + (hints[i] === '.' ? 'no hint' : hints[i]));
        const put = v => { hints[i] = v; cfCur = i; write(n); build(true); };
        td.addEventListener('click', () => put({'.': 'C', 'C': 'F', 'F': '.'}[hints[i]]));
        td.addEventListener('keydown', e => {
          const d = {ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1]}[e.key];
          if (d) {
            e.preventDefault();
            const nr = r + d[0], nc = c + d[1];
            if (nr >= 0 && nr < n && nc >= 0 && nc < n) { cfCur = nr * n + nc; build(true); }
            return;
          }
          const k = e.key.toLowerCase();
          if (k === ' ' || k === 'enter') { e.preventDefault(); put({'.': 'C', 'C': 'F', 'F': '.'}[hints[i]]); }
          else if (k === 'c' || k === 'f') { e.preventDefault(); put(k.toUpperCase()); }
          else if (k === '.' || k === 'delete' || k === 'backspace') { e.preventDefault(); put('.'); }
        });
      }
    }
    ed.replaceChildren(t);
    if (focus) focusCell(ed, Math.floor(cfCur / n), cfCur % n);
  }
  function write(n) {
    const rows = [];
    for (let r = 0; r < n; r++) rows.push(hints.slice(r * n, r * n + n).join(''));
    text.value = 'closefar ' + n + '\n' + rows.join('\n') + '\n';
    check();
  }
  size.addEventListener('change', () => { hints = []; cfCur = 0; build(); write(+size.value); });

  // "Edit on a board" opens the text box's puzzle in its editor.
  document.getElementById('toeditor').addEventListener('click', async () => {
    try {
      const b = await post('/api/board', {puzzle: text.value});
      if (b.kind === 'magnets') { mgLoad(b); document.getElementById('magnets-editor').scrollIntoView(); focusCell(mgEd, 0, 0); }
      else if (b.kind === 'closefar') {
        size.value = b.rows; hints = b.cells.map(v => v === 0 ? '.' : b.symbols[v]); cfCur = 0;
        build(true); document.getElementById('closefar-editor').scrollIntoView();
      } else out.textContent = 'The board editors take Magnets and Close or Far puzzles; a ' + b.kind + ' puzzle is edited as text.';
    } catch (e) { out.textContent = e.message; }
  });

  mgReset(4, 4); mgChanged('quiet');
  build();
  if (text.value.trim()) check();
})();
