/**
 * Sixes table screen (spec docs/games/sixes.md §3): lobby, card, writing with the synced
 * countdown and this phone's six lines, review (sixes/review.js), scores. While a round is
 * written the server sends this phone its own list only. The screen re-renders on every live
 * update, so text fields are built once per round and kept in place (`keep`): a re-render never
 * takes focus, caret or typed text away.
 */
import {el, replace} from "../dom.js";
import {call} from "../api.js";
import {language} from "../i18n.js";
import {match} from "../store.js";
import {countdown} from "../components/countdown.js";
import {button, lastRound, review, scoreSheet} from "./sixes/review.js";

export {scoreSheet};

// Rule messages (hints) come from the game's catalogue, so they match what the server says.
const LINES = [1, 2, 3, 4, 5, 6];
const SAVE_MS = 500;  // at most one line_set per line per 500 ms (docs/games/sixes.md §3.2)
const states = new WeakMap();  // root -> what the screen remembers between renders
const drafts = new Map();  // "match|round|line" -> {text, sent, inflight, timer, at}

export function render(root, ctx) {
  let st = states.get(root);
  if (!st) states.set(root, (st = {root}));
  st.ctx = ctx;
  const s = ctx.view.state;
  const r = s.round;
  const key = `${ctx.view.id}|${r?.number}|${r?.phase}`;
  if (st.key !== key) Object.assign(st, {key, sel: null, mergeFrom: null, confirm: false});
  let parts;
  if (s.phase === "lobby") parts = [lobby(ctx)];
  else if (s.phase === "game_over" || !r) parts = [gameOver(ctx)];
  else if (r.phase === "card") parts = cardPhase(ctx, st, r);
  else if (r.phase === "writing") parts = writing(ctx, st, r);
  else parts = review(ctx, st, r, {head, ownLines, ruleText, redraw: () => paint(st)});
  const [top, keep = null, bottom = []] = parts;
  if (st.kept !== keep || st.wrap?.parentNode !== root) {
    st.top = el("div");
    st.bottom = el("div");
    st.kept = keep;
    replace(root, (st.wrap = el("div", {class: "sx"}, st.top, keep, st.bottom)));
  }
  replace(st.top, top);
  replace(st.bottom, bottom);
}

const paint = (st) => st.wrap?.isConnected && render(st.root, st.ctx);

function ruleText(ctx, id) {
  const rule = ctx.game?.rules?.find((r) => r.id === id);
  return rule?.message?.[language()] ?? rule?.message?.en ?? id;
}

function head(ctx, r) {
  const {t} = ctx;
  const bonus = ctx.view.state.options.bonus_points;
  return el("header", {class: "sx-head"},
    el("h2", {"data-testid": "sx-round", text: `${t("sx.round", {n: r.number, of: ctx.view.state.rounds_total})} · ${t(`sx.type.${r.type}`)}`}),
    el("p", {class: "sx-muted", text: [t(`sx.how.${r.type}`), bonus && t("sx.bonus", {n: bonus})].filter(Boolean).join(" ")}));
}

function cardText(r) {
  return r.type !== "lightning" && r.card_texts.length ? el("p", {class: "sx-card", "data-testid": "sx-card", text: r.card_texts[0]}) : null;
}

function chips(ctx, flags, testid, mark, listTestid = testid) {
  return el("ul", {class: "sx-chips", "data-testid": listTestid}, ctx.names.map((name, seat) =>
    el("li", {class: flags[seat] ? "sx-on" : null, "data-testid": `${testid}-${seat}`, "data-on": String(flags[seat])},
      `${flags[seat] ? "✓" : mark} ${name}`)));
}

// -- lobby ----------------------------------------------------------------------------------------

function lobby(ctx) {
  const {view, t, mySeat} = ctx;
  const s = view.state;
  const o = s.options;
  const seated = mySeat != null;
  const change = (options) => ctx.submit("options_changed", mySeat, {options});
  const times = [...new Set([30, 45, 60, 90, 120, 180, 300, o.timer_seconds])].sort((a, b) => a - b);
  const agreeing = ctx.pending.some((m) => m.type === "options_agreed");
  return [
    el("h2", {text: t("sx.rules")}),
    el("p", {class: "sx-q", text: t("sx.mode")}),
    el("div", {class: "sx-modes", role: "group", "aria-label": t("sx.mode")}, ["identical", "close_enough"].map((mode) =>
      button([el("strong", {text: t(`sx.mode.${mode}`)}), el("small", {text: t(`sx.modeHelp.${mode}`)})], `sx-mode-${mode}`,
        () => o.similarity_mode !== mode && change({similarity_mode: mode}), false,
        {class: "sx-mode", "aria-pressed": String(o.similarity_mode === mode), disabled: !seated}))),
    el("label", {for: "sx-timer", text: t("sx.timer")}),
    el("select", {id: "sx-timer", "data-testid": "sx-timer", disabled: !seated,
      onchange: (e) => change({timer_seconds: Number(e.target.value)})},
    times.map((n) => el("option", {value: n, selected: n === o.timer_seconds, text: t("sx.seconds", {n})}))),
    el("p", {class: "sx-muted", text: t("sx.plan", {list: o.round_plan.map((k) => t(`sx.type.${k}`)).join(", ")})}),
    seated && el("p", {class: "sx-muted", text: t("sx.changeNote")}),
    el("h3", {text: t("sx.whoAgreed")}),
    chips(ctx, s.agreed, "sx-agreed", "…"),
    seated && !s.agreed[mySeat] && button(t("sx.agree"), "sx-agree",
      () => ctx.submit("options_agreed", mySeat, {}), true, {disabled: agreeing}),
  ];
}

// -- the card -------------------------------------------------------------------------------------

function cardPhase(ctx, st, r) {
  const reads = ctx.mySeat === r.reader || ctx.mySeat == null || ctx.host;
  const past = lastRound(ctx);
  return [[head(ctx, r), !reads && el("p", {class: "sx-banner", role: "status", "data-testid": "sx-wait-card",
    text: ctx.t("sx.waitCard", {name: ctx.names[r.reader]})}), !reads && cardText(r)],
  reads ? cardForm(ctx, st, r) : null, [scoreSheet(ctx.view, ctx.t), past]];
}

// The reader's (or host's) card: one text, or six Lightning categories.
function cardForm(ctx, st, r) {
  const key = `${ctx.view.id}|${r.number}`;
  if (st.card?.key === key) return st.card.node;
  const {t} = ctx;
  const n = r.type === "lightning" ? 6 : 1;
  const inputs = Array.from({length: n}, (_, i) => el("input", {id: `sx-card-${i + 1}`, "data-testid": `sx-card-${i + 1}`,
    value: r.card_texts[i] || "", maxlength: 200, autocomplete: "off", enterkeyhint: i < n - 1 ? "next" : "go"}));
  const go = el("button", {type: "submit", class: "primary", "data-testid": "sx-start"}, t("sx.start"));
  const start = (event) => {
    event.preventDefault();
    const texts = inputs.map((input) => input.value.trim());
    const empty = inputs.find((input) => !input.value.trim());
    if (empty) return empty.focus();
    const {submit, view} = st.ctx;
    const now = view.state.round;
    go.disabled = true;
    const timer = () => submit("timer_started", now.reader, {}).then((a) => { go.disabled = a.ok; });
    if (JSON.stringify(texts) === JSON.stringify(now.card_texts)) return timer();
    submit("card_set", now.reader, {texts});
    timer();  // queued after the card, so sent after it
  };
  const node = el("form", {class: "sx-form", onsubmit: start}, el("p", {text: t("sx.reader")}),
    inputs.map((input, i) => [el("label", {for: input.id, text: n > 1 ? t("sx.category", {n: i + 1}) : t("sx.card")}), input]), go);
  st.card = {key, node};
  return node;
}

// -- writing --------------------------------------------------------------------------------------

function writing(ctx, st, r) {
  const {t, mySeat} = ctx;
  const running = r.timer.state === "running";
  const controls = (mySeat === r.reader || mySeat == null || ctx.host) && ["running", "paused"].includes(r.timer.state);
  const done = myDone(ctx, r);
  return [[head(ctx, r), cardText(r), clock(st, r)],
    r.my_list ? ownLines(ctx, st, r, r.my_list, !running || done) : null,
    [r.my_list && button(t(done ? "sx.undone" : "sx.done"), "sx-done", () => toggleDone(st, done), !done,
      {"aria-pressed": String(done), disabled: !["running", "paused"].includes(r.timer.state)}),  // a pause is still writing
    el("h3", {text: t("sx.whoDone")}), chips(ctx, r.done, "sx-done", "✎", "sx-done-list"),
    controls && button(t(running ? "sx.pause" : "sx.resume"), "sx-pause",
      () => ctx.submit(running ? "timer_paused" : "timer_resumed", r.reader, {}))]];
}

function myDone(ctx, r) {
  const last = ctx.pending.filter((m) => m.type === "player_done" || m.type === "player_undone").at(-1);
  return last ? last.type === "player_done" : Boolean(r.done[ctx.mySeat]);
}

function toggleDone(st, done) {
  const {ctx} = st;
  if (done) return ctx.submit("player_undone", ctx.mySeat, {});
  // No line is taken while paused: only a running clock sends the last edits first.
  if (ctx.view.state.round.timer.state === "running") LINES.forEach((i) => save(st, i));
  ctx.submit("player_done", ctx.mySeat, {});  // queued after the lines, so sent after them
}

// Made again only when the timer changes: a new countdown would restart its pulse.
function clock(st, r) {
  const key = `${st.ctx.view.id}|${r.number}|${JSON.stringify(r.timer)}`;
  if (st.clock?.key !== key) st.clock = {key, node: countdown(r.timer, {onExpire: () => lock(st, r.number)})};
  return st.clock.node;
}

// Every phone asks the server to lock after deadline + grace, quietly, outside the outbox: only
// one is first, and the others' SIX-ROUND-PHASE is expected, not an error to show.
async function lock(st, number) {
  const {view, mySeat} = st.ctx;
  const r = view.state.round;
  if (!st.root.isConnected || r?.number !== number || r.phase !== "writing" || r.timer.state !== "running") return;
  const body = {type: "round_locked", seat: mySeat ?? r.reader, payload: {}};
  const answer = await call("POST", `/matches/${view.id}/moves`, {token: match(view.id)?.token, body}).catch(() => null);
  if (!answer || answer.status >= 429 || answer.data?.rule === "SIX-TIME-LEFT") setTimeout(() => lock(st, number), 1000);
}

// -- this phone's six lines -----------------------------------------------------------------------

function draft(st, i) {
  const id = `${st.lines.key}|${i}`;
  if (!drafts.has(id)) drafts.set(id, {text: null, sent: null, inflight: 0});
  return drafts.get(id);
}

function pendingLine(ctx, i) {
  return ctx.pending.filter((m) => m.type === "line_set" && m.seat === ctx.mySeat && m.payload.index === i);
}

// Send line i now if its text changed since the last send.
function save(st, i) {
  const d = draft(st, i);
  clearTimeout(d.timer);
  d.timer = null;
  if (d.text === d.sent) return;
  d.sent = d.text;
  d.at = Date.now();
  d.inflight += 1;
  st.ctx.submit("line_set", st.ctx.mySeat, {index: i, text: d.text}).then(() => {
    d.inflight -= 1;
    paint(st);
  });
}

function schedule(st, i) {
  const d = draft(st, i);
  if (!d.timer) d.timer = setTimeout(() => save(st, i), Math.max(SAVE_MS * 0.6, (d.at || 0) + SAVE_MS - Date.now()));
}

// The six inputs (kept for the round), each with its save state and hints. The server's text
// replaces a draft only when the player is not editing it and nothing of it is still unsent.
function ownLines(ctx, st, r, list, frozen) {
  const key = `${ctx.view.id}|${r.number}`;
  if (st.lines?.key !== key) buildLines(ctx, st, key, r);
  for (const row of st.lines.rows) {
    const {i, input} = row;
    const server = list[i - 1].text;
    const pending = pendingLine(ctx, i);
    const d = draft(st, i);
    const editing = document.activeElement === input;
    if (d.text === null) d.text = d.sent = pending.at(-1)?.payload.text ?? server;
    else if (!editing && !d.inflight && !pending.length && d.text === d.sent) d.text = d.sent = server;
    if (!editing && input.value !== d.text) input.value = d.text;
    input.readOnly = frozen;
    const state = pending.length ? (pending.some((m) => m.status === "sending") ? "sending" : "queued")
      : d.text !== server ? "unsaved" : server ? "saved" : "";
    row.state.dataset.state = state;
    row.state.textContent = state && ctx.t(`sx.s.${state}`);
    replace(row.hints, d.text === server && list[i - 1].hints.map((id) =>
      el("p", {class: "sx-hint", "data-rule": id, "data-testid": `sx-hint-${i}`, text: ruleText(ctx, id)})));
  }
  return st.lines.node;
}

function buildLines(ctx, st, key, r) {
  const {t} = ctx;
  st.lines = {key};
  const max = ctx.view.state.options.max_item_chars;
  const rows = LINES.map((i) => {
    const category = r.type === "lightning" ? r.card_texts[i - 1] : null;
    const input = el("input", {id: `sx-line-${i}`, "data-testid": `sx-input-${i}`, maxlength: max, autocomplete: "off",
      autocapitalize: "sentences", enterkeyhint: i < 6 ? "next" : "done", "aria-label": [t("sx.line", {n: i}), category].filter(Boolean).join(": "),
      oninput: () => { draft(st, i).text = input.value; schedule(st, i); paint(st); },
      onblur: () => save(st, i),
      onkeydown: (e) => {
        if (e.key !== "Enter") return;
        e.preventDefault();
        (rows[i]?.input || input).focus();
        if (i === 6) input.blur();
      }});
    const row = {i, input, state: el("span", {class: "sx-save", "data-testid": `sx-state-${i}`}), hints: el("div")};
    row.node = el("li", {class: "sx-entry"},
      el("label", {for: input.id, class: "sx-num", text: category ? `${i} · ${category}` : String(i)}),
      input, row.state, row.hints);
    return row;
  });
  st.lines.rows = rows;
  st.lines.node = el("section", {class: "sx-mine", "aria-label": t("sx.yourList")},
    el("h3", {text: t("sx.yourList")}), el("ol", {class: r.type === "lightning" ? "sx-own sx-cats" : "sx-own"}, rows.map((row) => row.node)));
}

// -- game over ------------------------------------------------------------------------------------

function gameOver(ctx) {
  const {view, t, names} = ctx;
  const winners = (view.result?.winners ?? view.scores.leaders).map((seat) => names[seat]);
  return [
    el("p", {class: "sx-banner sx-win", role: "status", "data-testid": "sx-winner"},
      el("strong", {text: t(winners.length > 1 ? "sx.winners" : "sx.winner", {names: winners.join(", ")})}), ` ${t("sx.over")}`),
    scoreSheet(view, t), lastRound(ctx)];
}
