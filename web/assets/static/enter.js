// deduce enter page: live positioned errors while typing, the operations on
// a puzzle, and one board editor for every kind with a puzzle.Editor. The
// editor holds no puzzle of its own: each change is sent to /api/edit with
// the puzzle's text, and the kind answers the new text, its board (the
// kind's layout) and its slots. So the text box and the board always show
// one puzzle, read by the same parser as the command line, and nothing here
// names a kind.
'use strict';
(() => {
  const text = document.getElementById('text'), parse = document.getElementById('parse');
  const $ = id => document.getElementById(id);
  let timer = 0;
  async function post(path, body) {
    const r = await fetch(path, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
    const j = await r.json();
    if (!r.ok) { const e = new Error(j.error || r.statusText); e.slot = j.slot; throw e; }
    return j;
  }
  async function check() {
    const t = text.value;
    if (!t.trim()) { parse.textContent = ''; return; }
    try {
      const p = await post('/api/parse', {puzzle: t});
      if (t !== text.value) return; // typed on meanwhile
      if (p.ok) { parse.textContent = 'Read as ' + p.kind + '.'; parse.className = ''; follow(t, p.kind); }
      else { parse.textContent = p.error; parse.className = 'error'; stale(true); }
    } catch (e) { parse.textContent = e.message; parse.className = 'error'; }
  }
  text.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(check, 250); });

  // run does one operation on a puzzle text and shows the answer in where.
  async function run(op, puzzle, where) {
    if (op === 'play') { location.href = '/play?puzzle=' + encodeURIComponent(puzzle); return; }
    if (op === 'explain') { location.href = '/explain?puzzle=' + encodeURIComponent(puzzle); return; }
    where.textContent = '…';
    try {
      const r = await post('/api/' + op, op === 'count' ? {puzzle, limit: 2} : {puzzle});
      if (op === 'solve' && r.solutions) {
        const s = r.solutions[0];
        where.textContent = r.status + '\n' + (s && s.grid ? s.grid.join('\n') : JSON.stringify(s, null, 1));
      } else if (op === 'solve') where.textContent = r.status;
      else if (op === 'count') where.textContent = (r.complete ? '' : 'at least ') + r.count + ' solution' + (r.count === 1 ? '' : 's') + (r.count === 1 && r.complete ? ' (unique, proven)' : '');
      else if (op === 'grade') where.textContent = 'grade: ' + r.difficulty;
      else where.textContent = JSON.stringify(r, null, 1);
    } catch (e) { where.textContent = e.message; }
    where.scrollIntoView({block: 'nearest'});
  }
  document.querySelectorAll('button[data-op]').forEach(b => b.addEventListener('click', () => run(b.dataset.op, text.value, $('result'))));
  document.querySelectorAll('button[data-edop]').forEach(b => b.addEventListener('click', () => run(b.dataset.edop, text.value, $('ed-result'))));

  // ---- The board editor ----
  const boardEl = $('edboard'), status = $('ed-status'), verdict = $('ed-verdict');
  const kindSel = $('edkind'), sizeIn = $('edsize');
  // ed is the last /api/edit answer: {kind, title, puzzle, rows, cols, playable, decor, slots}.
  let ed = null, focusKey = '', badKey = '', badValue = '', queue = Promise.resolve(), verdictTimer = 0, serial = 0;
  const keyOf = s => s.place + ':' + s.index;
  const option = kind => [...kindSel.options].find(o => o.value === kind);
  function say(msg, cls) { status.textContent = msg; status.className = cls || ''; }

  function kindChosen() {
    const o = kindSel.selectedOptions[0];
    sizeIn.placeholder = o.dataset.size || '';
    $('edsize-help').textContent = o.dataset.syntax ? 'Size: ' + o.dataset.syntax + '; empty for ' + (o.dataset.size || 'the default') + '.' : '';
    return o;
  }
  // asText empties the board for a kind without a board editor.
  function asText(title) {
    ed = null; boardEl.replaceChildren(); verdict.textContent = '';
    say(title + ' puzzles are edited as text: type or paste one in the box above.');
  }
  // open shows the board /api/edit answers for body; write puts its text in the box.
  async function open(body, write) {
    try {
      ed = await post('/api/edit', body);
      if (!body.puzzle && !write) { // the page's first blank board: nothing to judge yet
        stale(false); say(''); draw();
        verdict.textContent = 'A blank board: its text appears in the box above at the first change.'; verdict.className = '';
        return;
      }
      if (write) { text.value = ed.puzzle; parse.textContent = 'Read as ' + ed.kind + '.'; parse.className = ''; }
      if (option(ed.kind) && kindSel.value !== ed.kind) { kindSel.value = ed.kind; kindChosen(); }
      badKey = ''; stale(false); say(''); draw(); judge();
    } catch (e) {
      // No board for this text (too large, say): none is shown, so the
      // board never shows another puzzle than the text box.
      ed = null; boardEl.replaceChildren(); verdict.textContent = ''; say(e.message, 'error');
    }
  }
  function blank() {
    const o = kindChosen();
    if (o.dataset.board !== 'true') { asText(o.textContent); return; }
    open({kind: o.value, size: sizeIn.value.trim()}, true);
  }
  $('ednew').addEventListener('click', blank);
  kindSel.addEventListener('change', blank);
  sizeIn.addEventListener('keydown', e => { if (e.key === 'Enter') { e.preventDefault(); blank(); } });

  // follow shows the text box's puzzle on the board once it reads.
  function follow(t, kind) {
    if (ed && t === ed.puzzle) { stale(false); return; }
    const o = option(kind);
    if (o && o.dataset.board !== 'true') { asText(o.textContent); return; }
    open({puzzle: t, kind}, false);
  }
  // stale: the text box holds no puzzle the board can show; the board
  // waits (greyed, not editable) so the two never disagree.
  function stale(on) {
    if (!ed) return;
    boardEl.classList.toggle('stale', on);
    boardEl.inert = on;
    if (on) say('The text above has an error: the board shows the last puzzle read, and follows the text again once it reads.');
    else if (status.textContent.startsWith('The text above')) say('');
  }

  // edit sets one slot; edits run one after the other, each on the text
  // the one before it made.
  let pending = 0;
  function edit(slot, value) {
    focusKey = keyOf(slot);
    pending++; boardEl.setAttribute('aria-busy', 'true');
    queue = queue.then(async () => {
      if (!ed) return;
      try {
        ed = await post('/api/edit', {puzzle: ed.puzzle, kind: ed.kind, edit: {place: slot.place, index: slot.index, value}});
        text.value = ed.puzzle; parse.textContent = 'Read as ' + ed.kind + '.'; parse.className = '';
        badKey = ''; say(''); draw(); judge();
      } catch (e) {
        badKey = e.slot ? keyOf(e.slot) : focusKey; badValue = value;
        draw(); say(e.message, 'error');
      }
      if (--pending === 0) boardEl.setAttribute('aria-busy', 'false');
    });
    return queue;
  }

  // judge counts the board's solutions (up to 2) a moment after a change.
  function judge() {
    clearTimeout(verdictTimer);
    const n = ++serial, puzzle = ed.puzzle;
    verdict.textContent = ''; verdict.className = '';
    verdictTimer = setTimeout(async () => {
      let v, cls = '';
      try {
        const r = await post('/api/count', {puzzle, limit: 2});
        if (r.count === 0) v = 'No solution: these givens contradict each other.';
        else if (r.count === 1 && r.complete) { v = 'Unique solution (proven): ready to play.'; cls = 'good'; }
        else v = (r.complete ? r.count : 'At least ' + r.count) + ' solutions: add givens to make it unique.';
      } catch (e) { v = e.message; cls = 'error'; }
      if (n === serial) { verdict.textContent = v; verdict.className = cls; }
    }, 300);
  }

  // control makes the element a slot is edited with: a box for a number, a
  // button for a choice (a click cycles it) or a switch (a click flips it).
  function control(s, cls) {
    let el;
    if (s.type === 'number') {
      el = document.createElement('input');
      el.inputMode = 'numeric'; el.size = 2; el.maxLength = String(s.max).length; el.placeholder = '·';
      // A refused number stays in its box, to be put right.
      el.value = keyOf(s) === badKey ? badValue : s.value;
      el.setAttribute('aria-label', s.name + ' (' + s.min + ' to ' + s.max + '; empty: no clue)');
      // sent is the value last sent (at first, the one drawn): a box
      // left, or a refused value moved away from, is not sent twice.
      let sent = el.value;
      const commit = () => { const v = el.value.trim(); if (v !== sent) { sent = v; edit(s, v); } };
      el.commit = commit;
      el.addEventListener('change', commit);
      el.addEventListener('keydown', e => { if (e.key === 'Enter') { e.preventDefault(); commit(); } });
    } else {
      el = document.createElement('button'); el.type = 'button';
      const on = s.value !== '';
      if (s.type === 'switch') el.setAttribute('aria-pressed', on);
      el.setAttribute('aria-label', s.name + ': ' + (s.type === 'switch' ? (on ? 'on' : 'off') : (on ? s.value : 'none')));
      el.addEventListener('click', () => edit(s, next(s)));
    }
    el.className = 'slot ' + (cls || '');
    el.dataset.slot = keyOf(s);
    if (keyOf(s) === badKey) { el.classList.add('bad'); el.setAttribute('aria-invalid', 'true'); el.setAttribute('aria-describedby', 'ed-status'); }
    return el;
  }
  // next is the value a click gives: the next choice (after the last, none), or the switch flipped.
  function next(s) {
    if (s.type === 'switch') return s.value ? '' : 'on';
    const all = [''].concat(s.choices || []);
    return all[(all.indexOf(s.value) + 1) % all.length];
  }
  function label(l) {
    const th = document.createElement('th');
    if (l) th.textContent = l.text;
    return th;
  }

  // how says what the board's slots are and how to change them, from
  // their types and places.
  function how() {
    const kinds = new Set(ed.slots.map(s => (s.place.startsWith('edge') ? 'edge' : s.place === 'cell' ? 'cell' : 'side') + ' ' + s.type));
    const out = [];
    if (kinds.has('side number')) out.push('Type a number in a box beside the board (empty: no clue).');
    if (kinds.has('cell choice')) {
      const c = ed.slots.find(s => s.place === 'cell' && s.type === 'choice').choices;
      out.push('Click a cell to cycle its given (' + c.join(', ') + ', none), or type it.');
    }
    if (kinds.has('cell number')) out.push('Type a number in a cell (empty: none).');
    if (kinds.has('edge switch')) out.push('Click the line between two cells to put a wall there or take it away.');
    if (kinds.has('edge choice')) out.push('Click the line between two cells to cycle its mark.');
    $('ed-how').textContent = out.join(' ');
  }

  // draw lays out the kind's board (ed.decor, as the play page draws it)
  // with a control in the place of every slot.
  function draw() {
    const d = ed.decor || {}, at = {};
    ed.slots.forEach(s => { at[keyOf(s)] = s; });
    const side = (place, i, labels) => {
      const s = at[place + ':' + i];
      if (!s) return label(labels ? labels[i] : null);
      const th = document.createElement('th'); th.appendChild(control(s, 'label')); return th;
    };
    const corner = txt => { const th = label(null); if (txt) { th.textContent = txt; th.className = 'corner'; } return th; };
    const has = place => ed.slots.some(s => s.place === place);
    const top = d.Top || has('top'), bottom = d.Bottom || has('bottom') || d.BottomRight;
    const left = d.Left || has('left') || d.TopLeft, right = d.Right || has('right');
    const t = document.createElement('table');
    t.className = 'grid edit';
    t.setAttribute('aria-label', ed.title + ' board editor, ' + ed.cols + ' by ' + ed.rows);
    if (top) {
      const tr = t.insertRow();
      if (left) tr.appendChild(corner(d.TopLeft));
      for (let c = 0; c < ed.cols; c++) tr.appendChild(side('top', c, d.Top));
      if (right) tr.appendChild(label(null));
    }
    const walled = [d.WallRight, d.WallBelow].some(w => w && w.includes(true)) || has('edge-right') || has('edge-below');
    for (let r = 0; r < ed.rows; r++) {
      const tr = t.insertRow();
      if (left) tr.appendChild(side('left', r, d.Left));
      for (let c = 0; c < ed.cols; c++) {
        const i = r * ed.cols + c, td = tr.insertCell();
        if (ed.playable && !ed.playable[i]) { td.className = 'gap'; continue; }
        td.className = 'cell';
        td.dataset.row = r + 1; td.dataset.col = c + 1;
        const s = at['cell:' + i];
        if (s) {
          const b = control(s, 'cellslot');
          if (s.type !== 'number') b.textContent = s.type === 'switch' ? (s.value ? '●' : '') : s.value;
          td.appendChild(b);
        }
        if (d.WallRight && d.WallRight[i]) td.classList.add('wr');
        if (d.WallBelow && d.WallBelow[i]) td.classList.add('wb');
        if (walled) {
          if (r === 0) td.classList.add('wt');
          if (c === 0) td.classList.add('wl');
          if (r === ed.rows - 1) td.classList.add('wb');
          if (c === ed.cols - 1) td.classList.add('wr');
        }
        // The borders to the right and below, when they are slots: a thin
        // button on the line (a wall shows as the layout's thick line).
        [['edge-right', 'edge r', d.WallRight], ['edge-below', 'edge b', d.WallBelow]].forEach(([place, cls, walls]) => {
          const e = at[place + ':' + i];
          if (!e) return;
          const b = control(e, cls);
          if (e.type !== 'switch') b.textContent = e.value;
          else if (e.value && !(walls && walls[i])) b.textContent = '•';
          td.appendChild(b);
        });
      }
      if (right) tr.appendChild(side('right', r, d.Right));
    }
    if (bottom) {
      const tr = t.insertRow();
      if (left) tr.appendChild(label(null));
      for (let c = 0; c < ed.cols; c++) tr.appendChild(side('bottom', c, d.Bottom));
      if (right) tr.appendChild(corner(d.BottomRight));
    }
    const parts = [t];
    if (d.Legend) { const p = document.createElement('p'); p.className = 'legend'; p.textContent = d.Legend; parts.push(p); }
    boardEl.replaceChildren(...parts);
    how();
    const f = focusKey && boardEl.querySelector(`[data-slot="${focusKey}"]`);
    if (f && boardEl.contains(document.activeElement) === false && document.activeElement !== document.body) return;
    if (f) f.focus();
  }

  // Keys: the arrows go to the nearest slot that way; on a button a typed
  // choice sets it, Delete clears it.
  boardEl.addEventListener('focusin', e => { if (e.target.dataset.slot) focusKey = e.target.dataset.slot; });
  boardEl.addEventListener('keydown', e => {
    const el = e.target, key = el.dataset && el.dataset.slot;
    if (!key || !ed) return;
    const dir = {ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0]}[e.key];
    if (dir) {
      e.preventDefault();
      if (el.commit) el.commit();
      const n = nearest(el, dir);
      if (n) n.focus();
      return;
    }
    if (el.tagName === 'INPUT') return;
    const s = slotOf(key);
    if (e.key === 'Delete' || e.key === 'Backspace' || e.key === '.') { e.preventDefault(); if (s.value !== '') edit(s, ''); return; }
    if (s.type === 'choice' && e.key.length === 1) {
      const v = s.choices.find(c => c.toLowerCase() === e.key.toLowerCase());
      if (v) { e.preventDefault(); edit(s, v); }
    }
  });
  const slotOf = key => ed.slots.find(s => keyOf(s) === key);
  // nearest is the slot whose centre lies closest the way dir points,
  // counting a step aside four times a step ahead (so a row or column
  // is followed before a diagonal).
  function nearest(el, [dx, dy]) {
    const c = r => [r.left + r.width / 2, r.top + r.height / 2];
    const [x0, y0] = c(el.getBoundingClientRect());
    let best = null, score = Infinity;
    boardEl.querySelectorAll('[data-slot]').forEach(o => {
      if (o === el) return;
      const [x, y] = c(o.getBoundingClientRect());
      const ahead = (x - x0) * dx + (y - y0) * dy, aside = Math.abs((x - x0) * dy) + Math.abs((y - y0) * dx);
      if (ahead <= 2) return;
      const sc = ahead + 4 * aside;
      if (sc < score) { score = sc; best = o; }
    });
    return best;
  }

  // Start: the text box's puzzle when there is one, else a blank board of
  // the first kind with a board editor.
  const first = [...kindSel.options].find(o => o.dataset.board === 'true');
  if (first) kindSel.value = first.value;
  kindChosen();
  if (text.value.trim()) check();
  else if (first) open({kind: first.value, size: ''}, false);
})();
