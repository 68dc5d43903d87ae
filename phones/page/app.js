// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Kibitzer contributors
// The phone page (issue 36, docs/phones.md): joins a seat with the invitation in the URL's
// fragment, follows the game and records the seat's steps through the laptop, which checks and
// journals them. Every submission carries an id, so a resend after a dropped connection is
// recorded once.
'use strict';

const WORDS = {
  en: {
    pickSeat: 'Pick your seat', spectate: 'Just watch', record: 'Record a step', kind: 'Step',
    send: 'Record', anyway: 'Record anyway', journal: 'Last steps', undo: 'Undo my last step',
    connecting: 'Connecting to the laptop…', lost: 'The laptop cannot be reached. Retrying…',
    yourTurn: 'Your turn', over: 'The game is over', turnOf: 'Turn: %1', table: 'the table', you: 'You: %1',
    spectator: 'Watching', taken: '%1 (taken)', recorded: 'Recorded.',
    warnings: 'The rules say otherwise. Record anyway if this is what happened at the table.',
    refused: 'Not recorded: %1', conflict: 'Not recorded: the laptop recorded first (%1).',
    failed: 'Not recorded: the laptop could not save it. Try again.',
    confirmUndo: 'Undo your last step?', expected: '★ %1', noInvite: 'Scan the code on the laptop to join.',
  },
  ja: {
    pickSeat: '席を選ぶ', spectate: '観戦する', record: '手を記録する', kind: '手の種類',
    send: '記録する', anyway: 'それでも記録する', journal: '最近の手', undo: '自分の最後の手を元に戻す',
    connecting: 'ノートPCに接続中…', lost: 'ノートPCにつながりません。再接続中…',
    yourTurn: 'あなたの番です', over: 'ゲーム終了', turnOf: '手番：%1', table: '卓', you: 'あなた：%1',
    spectator: '観戦中', taken: '%1（使用中）', recorded: '記録しました。',
    warnings: 'ルールと異なります。卓で実際に起きたことなら「それでも記録する」を押してください。',
    refused: '記録されませんでした：%1', conflict: '記録されませんでした：ノートPCが先に記録しました（%1）。',
    failed: '記録されませんでした：ノートPCが保存できませんでした。もう一度お試しください。',
    confirmUndo: '自分の最後の手を元に戻しますか？', expected: '★ %1', noInvite: 'ノートPCのコードを読み取って参加してください。',
  },
};

const $ = (id) => document.getElementById(id);
const store = window.sessionStorage;
let lang = store.getItem('lang') || ((navigator.language || 'en').startsWith('ja') ? 'ja' : 'en');
let socket = null;
let seat = -2;
let seats = [];
let schema = null;
let lastState = null;
let lastIndex = -1;
let pending = null; // the submission waiting for its answer: resent after a reconnect
let retry = 500;

function t(key, arg) {
  const s = (WORDS[lang] || WORDS.en)[key] || WORDS.en[key] || key;
  return arg === undefined ? s : s.replace('%1', arg);
}

function newId() {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function invitation() {
  const m = /(?:^#|&)join=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (m) {
    store.setItem('invite', m[1]);
    history.replaceState(null, '', location.pathname); // keep the token off the screen
  }
  return store.getItem('invite');
}

function setStatus(text) { $('status').textContent = text || ''; }

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function connect() {
  const invite = invitation();
  if (!invite) { setStatus(t('noInvite')); return; }
  setStatus(t('connecting'));
  socket = new WebSocket(`ws://${location.host}/ws`);
  socket.onopen = () => {
    retry = 500;
    setStatus('');
    const token = store.getItem('seatToken:' + invite) || invite;
    send({ type: 'hello', token, since: lastIndex, lang });
  };
  socket.onmessage = (e) => onMessage(JSON.parse(e.data));
  socket.onclose = () => {
    setStatus(t('lost'));
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 8000);
  };
}

function onMessage(m) {
  switch (m.type) {
  case 'welcome':
    seats = m.seats;
    $('game').textContent = m.name;
    if (seat < -1) showSeats();
    break;
  case 'joined':
    seat = m.seat;
    if (m.seatToken) store.setItem('seatToken:' + store.getItem('invite'), m.seatToken);
    $('seats').hidden = true;
    $('play').hidden = false;
    $('stepForm').hidden = seat < 0;
    $('undo').hidden = seat < 0;
    if (m.schema) {
      schema = m.schema; // in the page's language
      fillKinds();
      buildFields();
    }
    if (pending) send(pending); // a step sent before the connection dropped: same id
    break;
  case 'state':
    lastState = m;
    lastIndex = m.index;
    renderState();
    break;
  case 'result':
    onResult(m);
    break;
  case 'error':
    if (m.code === 'token') {
      store.removeItem('seatToken:' + store.getItem('invite'));
      if (seat >= 0) { seat = -2; send({ type: 'hello', token: store.getItem('invite'), lang }); }
    }
    if (m.code === 'seat-freed') seat = -2;
    setStatus(m.message);
    break;
  }
}

function showSeats() {
  $('seats').hidden = false;
  $('play').hidden = true;
  const list = $('seatList');
  list.replaceChildren();
  for (const s of seats) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = s.taken ? t('taken', s.name) : s.name;
    b.disabled = s.taken;
    b.onclick = () => send({ type: 'join', seat: s.seat });
    list.append(b);
  }
}

function seatName(i) {
  if (i < 0) return t('table');
  const s = seats.find((x) => x.seat === i);
  return s ? s.name : String(i + 1);
}

function renderState() {
  const m = lastState;
  if (!m) return;
  const mine = !m.finished && m.actor === seat && seat >= 0;
  $('who').textContent = m.finished ? t('over') : mine ? t('yourTurn') : t('turnOf', seatName(m.actor));
  $('who').className = mine ? 'turn' : '';
  $('phase').textContent = (seat >= 0 ? t('you', seatName(seat)) + ' · ' : seat === -1 ? t('spectator') + ' · ' : '') + m.phase;
  $('hints').replaceChildren(...m.hints.map((h) => Object.assign(document.createElement('li'), { textContent: h })));
  const items = m.journal.slice().reverse().map((line) => {
    const li = document.createElement('li');
    li.value = line.index;
    li.textContent = line.text;
    for (const w of line.warnings) {
      const p = document.createElement('div');
      p.className = 'warning';
      p.textContent = `⚠ ${w.text} (${w.rule})`;
      li.append(p);
    }
    return li;
  });
  $('journal').replaceChildren(...items);
  renderSeats(m.seats || []);
  $('journal').reversed = true;
  fillKinds();
}

// Each seat's numbers so far, the phone's own seat first.
function renderSeats(list) {
  const ordered = list.slice().sort((a, b) => (b.seat === seat) - (a.seat === seat));
  $('seatCards').replaceChildren(...ordered.map((s) => {
    const box = document.createElement('section');
    box.className = s.seat === seat ? 'seatCard mine' : 'seatCard';
    const h = document.createElement('h3');
    h.textContent = s.side ? `${s.name} · ${s.side}` : s.name;
    const dl = document.createElement('dl');
    for (const f of s.facts || []) {
      const dt = document.createElement('dt');
      dt.textContent = f.label;
      const dd = document.createElement('dd');
      dd.textContent = new Intl.NumberFormat(lang).format(f.value);
      dl.append(dt, dd);
    }
    box.append(h, dl);
    return box;
  }));
}

function fillKinds() {
  if (!schema || seat < 0) return;
  const select = $('kind');
  const current = select.value;
  const expected = (lastState && lastState.expected) || [];
  const steps = schema.steps.slice().sort((a, b) => {
    const ia = expected.indexOf(a.kind), ib = expected.indexOf(b.kind);
    return (ia < 0 ? 999 : ia) - (ib < 0 ? 999 : ib);
  });
  select.replaceChildren(...steps.map((s) => {
    const o = document.createElement('option');
    o.value = s.kind;
    o.textContent = expected.includes(s.kind) ? t('expected', s.name || s.kind) : (s.name || s.kind);
    return o;
  }));
  select.value = steps.some((s) => s.kind === current) ? current : (steps[0] && steps[0].kind);
  if (select.value !== current) buildFields();
}

function input(type, attrs) {
  const el = document.createElement(type === 'select' ? 'select' : 'input');
  if (type !== 'select') el.type = type;
  Object.assign(el, attrs);
  return el;
}

// An editor of one schema field: its element and a reader of its value (undefined: left out).
// `path` names the input for tests and assistive labels ("players.0.count").
function fieldEditor(f, path) {
  const tag = (el) => { el.dataset.field = path; return el; };
  switch (f.type) {
  case 'seat': {
    const el = tag(input('select', {}));
    if (!f.required) el.append(new Option('', ''));
    for (const s of seats) el.append(new Option(s.name, String(s.seat)));
    return { el, read: () => (el.value === '' ? undefined : Number(el.value)) };
  }
  case 'integer': {
    const el = tag(input('number', { inputMode: 'numeric', step: 1 }));
    if (f.min !== undefined) el.min = f.min;
    if (f.max !== undefined) el.max = f.max;
    return { el, read: () => (el.value === '' ? undefined : Number(el.value)) };
  }
  case 'dice': {
    const el = document.createElement('div');
    el.className = 'row';
    const boxes = Array.from({ length: f.count || 1 }, (_, i) => {
      const b = input('number', { inputMode: 'numeric', min: f.min, max: f.max });
      b.dataset.field = `${path}.${i}`;
      return b;
    });
    el.append(...boxes);
    return { el, read: () => (boxes.every((b) => b.value === '') ? undefined : boxes.map((b) => Number(b.value))) };
  }
  case 'flag': {
    const el = tag(input('checkbox', {}));
    return { el, read: () => (el.checked ? true : undefined) };
  }
  case 'choice': {
    const el = tag(input('select', {}));
    if (!f.required) el.append(new Option('', ''));
    for (const c of f.choices || []) el.append(new Option(c, c));
    return { el, read: () => (el.value === '' ? undefined : el.value) };
  }
  case 'object':
    return group(f.fields || [], path);
  case 'list':
    if (f.item && f.minItems === f.maxItems && f.maxItems <= 8 &&
        (f.item.type === 'object' || f.item.type === 'integer')) {
      // A list of a fixed length (one entry per seat, two offsets): one editor per entry.
      const el = document.createElement('div');
      el.className = f.item.type === 'object' ? 'entries' : 'row';
      const parts = Array.from({ length: f.minItems }, (_, i) => {
        const part = fieldEditor(f.item, `${path}.${i}`);
        if (f.item.type === 'object') {
          const box = document.createElement('fieldset');
          const legend = document.createElement('legend');
          legend.textContent = f.name === 'players' && seats[i] ? seats[i].name : String(i + 1);
          box.append(legend, part.el);
          el.append(box);
        } else {
          el.append(part.el);
        }
        return part;
      });
      return {
        el,
        read: () => {
          const values = parts.map((p) => p.read());
          if (values.every((v) => v === undefined)) return undefined;
          return values.map((v) => (v === undefined ? (f.item.type === 'object' ? {} : 0) : v));
        },
      };
    }
    // fall through: a list of words or numbers, separated by commas
  case 'square':
    if (f.type === 'square' && f.form === '[x,y]') {
      const el = document.createElement('div');
      el.className = 'row';
      const x = input('number', { inputMode: 'numeric', placeholder: 'x' });
      const y = input('number', { inputMode: 'numeric', placeholder: 'y' });
      x.dataset.field = `${path}.0`;
      y.dataset.field = `${path}.1`;
      el.append(x, y);
      return { el, read: () => (x.value === '' ? undefined : [Number(x.value), Number(y.value)]) };
    }
    // fall through: a square's name
  default: {
    const el = tag(input('text', { autocapitalize: 'off', autocomplete: 'off' }));
    const numeric = f.type === 'unit' || f.type === 'card';
    const word = (x) => (/^-?\d+$/.test(x) ? Number(x) : x);
    return {
      el,
      read: () => {
        const v = el.value.trim();
        if (v === '') return undefined;
        if (f.type === 'list') return v.split(',').map((x) => x.trim()).filter((x) => x !== '').map(word);
        if (numeric) return word(v);
        return v;
      },
    };
  }
  }
}

// The editors of an object's fields, each with its label; reads the object (undefined: empty).
function group(fields, prefix) {
  const el = document.createElement('div');
  const parts = fields.map((f) => {
    const path = prefix ? `${prefix}.${f.name}` : f.name;
    const editor = fieldEditor(f, path);
    const label = document.createElement('label');
    const span = document.createElement('span');
    span.textContent = (f.label || f.name) + (f.required ? ' *' : '');
    label.append(span, editor.el);
    el.append(label);
    return [f.name, editor];
  });
  return {
    el,
    read: () => {
      const out = {};
      for (const [name, editor] of parts) {
        const v = editor.read();
        if (v !== undefined) out[name] = v;
      }
      return Object.keys(out).length ? out : undefined;
    },
  };
}

let form = null;
function buildFields() {
  const step = schema && schema.steps.find((s) => s.kind === $('kind').value);
  form = null;
  $('fields').replaceChildren();
  $('answer').replaceChildren();
  $('anyway').hidden = true;
  if (!step) return;
  form = group(step.fields, '');
  $('fields').append(form.el);
}

function submit(anyway) {
  const payload = (form && form.read()) || {};
  if (!anyway || !pending) pending = { type: 'record', id: newId(), step: { kind: $('kind').value, payload } };
  if (anyway) pending.anyway = true;
  $('send').disabled = true;
  send(pending);
}

function onResult(m) {
  if (!pending || m.id !== pending.id) return;
  const answer = $('answer');
  answer.replaceChildren();
  $('send').disabled = false;
  $('anyway').hidden = true;
  const say = (text, cls) => answer.append(Object.assign(document.createElement('p'), { textContent: text, className: cls || '' }));
  if (m.outcome === 'warnings') {
    say(t('warnings'));
    for (const f of m.findings) say(`⚠ ${f.text} (${f.rule})`, 'warning');
    $('anyway').hidden = false;
    return; // the same id goes again with "anyway"
  }
  pending = null;
  if (m.outcome === 'recorded') {
    buildFields(); // a fresh form for the next step: nothing carried over
    say(t('recorded'));
  }
  else if (m.outcome === 'conflict') say(t('conflict', m.theirs || ''), 'warning');
  else if (m.outcome === 'failed') say(t('failed'), 'warning');
  else say(t('refused', m.problem || ''), 'warning');
}

function applyLanguage() {
  document.documentElement.lang = lang;
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  $('lang').textContent = lang === 'ja' ? 'English' : '日本語';
  if (seats.length && seat < -1) showSeats();
  renderState();
}

$('lang').onclick = () => {
  lang = lang === 'ja' ? 'en' : 'ja';
  store.setItem('lang', lang);
  applyLanguage();
  send({ type: 'lang', lang });
};
$('spectate').onclick = () => send({ type: 'join', seat: -1 });
$('kind').onchange = buildFields;
$('stepForm').onsubmit = (e) => { e.preventDefault(); submit(false); };
$('anyway').onclick = () => submit(true);
$('undo').onclick = () => {
  if (window.confirm(t('confirmUndo'))) {
    pending = { type: 'undo', id: newId() };
    send(pending);
  }
};
applyLanguage();
connect();
