/**
 * 2P6C table screen (docs/games/2p6c.md): lobby, row 1, the board and each decision, challenges
 * and votes (2p6c/votes.js), words and scores (2p6c/scoring.js). A half-made play survives redraws.
 */
import {el, redraw} from "../dom.js";
import {keptCountdown} from "../components/countdown.js";
import {heldNote, heldSeats} from "../components/held-moves.js";
import {sendMove} from "../components/move-entry.js";
import {btn, face, label, wire} from "./2p6c/cards.js";
import {board, cellMap} from "./2p6c/board.js";
import {cardEntry, declare} from "./2p6c/entry.js";
import {challenges, ending, initialWord, verdict} from "./2p6c/votes.js";
import {finished, scoreSheet, wordList} from "./2p6c/scoring.js";
import {figuresForm} from "./2p6c/quick-log.js";

export {scoreSheet};

const states = new WeakMap();  // root -> the half-made play and other drafts

export function render(root, ctx) {
  let st = states.get(root);
  if (!st) states.set(root, (st = {root}));
  const s = ctx.view.state;
  const key = `${ctx.view.id}|${s.phase}|${s.decision_seq}`;
  if (st.key !== key) Object.assign(st, {key, step: null, target: null, card: null, cd: null, sent: false, "tp-word": null, as: null});
  // The host phone enters for one seat at a time, by default the one the game waits for.
  const host = ctx.mySeat == null && ctx.canAct(0);
  const waits = ctx.view.to_move.includes(s.acting) ? s.acting : ctx.view.to_move[0] ?? 0;
  st.base = ctx;
  st.ctx = host ? {...ctx, mySeat: st.as ?? waits, host: true} : ctx;
  paint(st);
}

function paint(st) {
  redraw(st.root, el("div", {class: "tp"}, screen(st.ctx, st, () => st.root.isConnected && paint(st))));
}

function screen(ctx, st, redraw) {
  const s = ctx.view.state;
  const me = ctx.mySeat;
  const body = {
    lobby: () => lobby(ctx),
    setup: () => setup(ctx, st, redraw),
    quick_log: () => quickLog(ctx),
    finished: () => [finished(ctx), !s.quick_log && board(ctx)],
    scoring: () => [verdict(ctx), el("p", {class: "tp-banner", text: ctx.t("tp.scoring")}), board(ctx), wordList(ctx, true),
      scoreSheet(ctx.view, ctx.t), initialWord(ctx, st),
      me != null && btn(ctx.t("tp.finalise"), "tp-finalise", () => ctx.submit("scores_finalized", me, {}), true)],
  }[s.phase] || (() => table(ctx, st, redraw));
  return [ctx.host && ctx.names.length > 1 && el("label", {class: "tp-as"}, ctx.t("tp.as"), el("select", {"data-testid": "tp-as",
    onchange: (e) => { st.as = +e.target.value; render(st.root, st.base); }},
    ctx.names.map((n, i) => el("option", {value: i, selected: i === me}, n)))),
    s.paused && el("p", {class: "tp-banner", role: "status", "data-testid": "tp-paused", text: ctx.t("tp.paused")}),
    body(), !["finished", "quick_log"].includes(s.phase) && me != null &&
      btn(ctx.t(s.paused ? "tp.resume" : "tp.pause"), "tp-pause", () => ctx.submit(s.paused ? "resume" : "pause", me, {}))];
}

// -- lobby -------------------------------------------------------------------------------------------

function lobby(ctx) {
  const {t, view, names, mySeat: me} = ctx;
  const s = view.state;
  const o = s.house_rules;  // as agreed now: view.options are those the match was made with
  const words = s.word_policy;
  const rules = [t(`tp.ws.${words.source}`, {n: o.own_list_size}), words.notes && t("tp.notes", {text: words.notes}),
    t(`tp.jury.${o.jury_rule}`), t(`tp.cr.${o.credit_policy}`), t(`tp.rw.${o.challenger_reward}`),
    t("tp.eqRule", {v: t(`tp.eq.${o.eq_word_score}`)})];
  const agreeing = ctx.pending.some((m) => m.type === "options_agreed" && m.seat === me);
  return el("section", {class: "tp-lobby", "data-testid": "tp-lobby"},
    el("h2", {text: t("tp.rules")}),
    el("ul", {class: "tp-rules", "data-testid": "tp-rules"}, rules.filter(Boolean).map((text) => el("li", {text}))),
    names.length === 2 && words.source === "consensus" && el("div", {class: "tp-banner tp-bad", role: "note", "data-testid": "tp-warn2"},
      el("p", {text: t("tp.warn2")}), me != null && btn(t("tp.useList"), "tp-use-list",
        () => ctx.submit("options_changed", me, {options: {word_source: "list:en-v1"}}))),
    el("h3", {text: t("tp.whoAgreed")}),
    el("ul", {class: "tp-chips"}, names.map((name, seat) => el("li", {class: s.agreed[seat] ? "tp-on" : null,
      "data-testid": `tp-agreed-${seat}`, "data-on": String(s.agreed[seat])}, `${s.agreed[seat] ? "✓" : "…"} ${name}`))),
    me != null && !s.agreed[me] && btn(t("tp.agree"), "tp-agree", () => ctx.submit("options_agreed", me, {}), true,
      {disabled: agreeing}));
}

// -- a solo game logged quickly (depth quick): its end figures, then the finished game's sheet -------

function quickLog(ctx) {
  const sending = ctx.pending.some((m) => m.type === "quick_log");
  if (sending) return el("p", {class: "tp-muted", text: ctx.t("tp.sending")});
  return el("section", {class: "tp-box"}, el("p", {text: ctx.t("solo.quickHelp")}),
    ctx.mySeat != null && figuresForm(ctx.t, (figures) => ctx.submit("quick_log", ctx.mySeat, figures)));
}

// -- setup: the six cards of row 1 -----------------------------------------------------------------

function setup(ctx, st, redraw) {
  const {t} = ctx;
  const row = (st.row ||= Array(6).fill(null));
  const col = st.col ?? row.findIndex((c) => !c);
  const placing = ctx.pending.some((m) => m.type === "initial_row_set");
  return el("section", {class: "tp-setup", "data-testid": "tp-setup"},
    el("p", {text: t("tp.setup")}),
    el("div", {class: "tp-row1"}, row.map((c, i) => btn(c ? face(c, t) : String(i + 1), `tp-slot-${i + 1}`,
      () => { st.col = i; redraw(); }, false, {"aria-pressed": String(i === col), "aria-label": t("tp.col", {n: i + 1}) + (c ? `: ${label(c, t)}` : "")}))),
    col >= 0 ? [el("h3", {text: t("tp.col", {n: col + 1})}),
      cardEntry(ctx, st, (c) => { row[col] = c; st.col = null; redraw(); }, redraw)]
      : btn(t("tp.start"), "tp-start", () => ctx.submit("initial_row_set", ctx.mySeat, {cards: row.map(wire)}), true,
        {disabled: placing}));
}

// -- play --------------------------------------------------------------------------------------------

function table(ctx, st, redraw) {
  const {t, names, view} = ctx;
  const s = view.state;
  const picking = st.step === "cell", clock = s.house_rules.decision_clock_s;
  // The acting seat's decision entered here, queued or on its way: it is not awaited.
  const held = s.acting == null ? [] : heldSeats(ctx, [s.acting]).held;
  return [verdict(ctx),
    held.length ? heldNote(ctx, held, {cls: "tp-banner"}) : el("p", {class: "tp-banner", "data-testid": "tp-status",
      text: s.acting == null ? "" : s.acting === ctx.mySeat ? t("tp.yours") : t("tp.deciding", {name: names[s.acting]})}),
    clock && s.acting != null && !s.challenge && el("div", {"data-testid": "tp-clock"},
      keptCountdown(st, "dclock", s.decision_started_ms + 1000 * clock, {compact: 1})),
    el("ul", {class: "tp-chips"}, names.map((name, seat) => el("li", {class: seat === s.acting ? "tp-on" : null,
      "data-testid": `tp-hand-${seat}`}, t("tp.hand", {name, n: s.hands[seat], b: s.plays_on_board[seat]})))),
    el("p", {class: "tp-muted"}, el("span", {"data-testid": "tp-draw", text: t("tp.draw", {n: s.draw_count})}), " · ",
      el("span", {"data-testid": "tp-recycles", text: t("tp.recycles", {n: s.consecutive_recycles, of: s.stall_limit ?? "∞"})})),
    challenges(ctx, st),
    board(ctx, {target: st.target, onCell: picking ? (target) => { Object.assign(st, {target, step: "card"}); redraw(); } : null}),
    decision(ctx, st, redraw), ending(ctx), wordList(ctx, false), initialWord(ctx, st)];
}

function decision(ctx, st, redraw) {
  const {t} = ctx;
  const s = ctx.view.state;
  const seat = s.acting;
  const mine = s.phase === "play" && seat != null && ctx.mySeat === seat;
  if (!mine || ctx.pending.some((m) => ["play", "recycle", "pass"].includes(m.type))) return null;
  if (st.sent) return el("p", {class: "tp-muted", text: t("tp.sending")});
  const go = (step) => () => { Object.assign(st, {step, ...(step ? {} : {target: null, card: null})}); redraw(); };
  const cancel = btn(t("tp.cancel"), "tp-cancel", go(null));
  const {target} = st;
  const where = target && el("h3", {text: t(`tp.${target.kind}`, {c: target.col, r: target.row})});
  if (st.step === "cell") return el("div", {class: "tp-box"}, el("p", {text: t("tp.pickCell")}), cancel);
  if (st.step === "card") {
    return el("div", {class: "tp-box"}, where,
      cardEntry(ctx, st, (card) => { Object.assign(st, {card, step: "word"}); redraw(); }, redraw), cancel);
  }
  if (st.step === "word") {
    const send = (form) => {
      sendMove(ctx, st, "play", seat, {cell: {col: target.col, row: target.row}, kind: target.kind, card: wire(st.card), form}, redraw);
      redraw();
    };
    return el("div", {class: "tp-box"}, where, declare(ctx, st, "tp-word", slotCells(s, target, st.card), send,
      btn(t("tp.back"), "tp-back", go("card"))), cancel);
  }
  const blocked = Boolean(s.challenge);
  return el("div", {class: "tp-actions"},
    btn(t("tp.play"), "tp-play", go("cell"), true, {disabled: blocked}),
    s.draw_count > 0 ? btn(t("tp.recycle"), "tp-recycle", () => ctx.submit("recycle", seat, {}), false, {disabled: blocked})
      : btn(t("tp.pass"), "tp-pass", () => ctx.submit("pass", seat, {}), false, {disabled: blocked}));
}

// The word's cells: a chain's column (each cell's cards, top first, one to be used) or a stack.
function slotCells(s, target, card) {
  const map = cellMap(s);
  const fresh = {...card, id: "NEW"};
  if (target.kind === "stack") return [...map.get(`${target.col},${target.row}`), fresh].map((c) => [c]);
  const cells = [];
  for (let row = 1; row < target.row; row += 1) cells.push([...map.get(`${target.col},${row}`)].reverse());
  return [...cells, [fresh]];
}
