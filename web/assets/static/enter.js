// deduce enter page: live positioned errors while typing, the operations on
// the puzzle, and a Close or Far hint editor that writes the native text.
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
  document.querySelectorAll('button[data-op]').forEach(b => b.addEventListener('click', async () => {
    const op = b.dataset.op;
    if (op === 'play') { location.href = '/play?puzzle=' + encodeURIComponent(text.value); return; }
    out.textContent = '…';
    try {
      const r = await post('/api/' + op, {puzzle: text.value});
      if (op === 'solve' && r.solutions) out.textContent = r.status + '\n' + JSON.stringify(r.solutions[0], null, 1);
      else if (op === 'count') out.textContent = (r.complete ? '' : 'at least ') + r.count + ' solution' + (r.count === 1 ? '' : 's');
      else if (op === 'grade') out.textContent = 'grade: ' + r.difficulty;
      else out.textContent = JSON.stringify(r, null, 1);
    } catch (e) { out.textContent = e.message; }
  }));
  // Close or Far editor.
  const size = document.getElementById('cfsize'), ed = document.getElementById('cfeditor');
  let hints = [];
  function build() {
    const n = Math.max(6, Math.min(16, +size.value || 7));
    if (hints.length !== n * n) hints = new Array(n * n).fill('.');
    const t = document.createElement('table');
    for (let r = 0; r < n; r++) {
      const tr = t.insertRow();
      for (let c = 0; c < n; c++) {
        const td = tr.insertCell(), i = r * n + c;
        td.textContent = hints[i] === '.' ? '' : hints[i];
        td.dataset.row = r + 1; td.dataset.col = c + 1; td.tabIndex = 0;
        td.setAttribute('aria-label', 'row ' + (r + 1) + ' column ' + (c + 1) + ': ' + (hints[i] === '.' ? 'no hint' : hints[i]));
        const step = () => { hints[i] = {'.': 'C', 'C': 'F', 'F': '.'}[hints[i]]; write(n); build(); };
        td.addEventListener('click', step);
        td.addEventListener('keydown', e => { if (e.key === ' ' || e.key === 'Enter') { e.preventDefault(); step(); } });
      }
    }
    ed.replaceChildren(t);
  }
  function write(n) {
    const rows = [];
    for (let r = 0; r < n; r++) rows.push(hints.slice(r * n, r * n + n).join(''));
    text.value = 'closefar ' + n + '\n' + rows.join('\n') + '\n';
    check();
  }
  size.addEventListener('change', () => { hints = []; build(); write(+size.value); });
  build();
  if (text.value.trim()) check();
})();
