/**
 * Fifteen Minute Cold War table screen (docs/games/cold-war.md): the table (cold-war/cards.js),
 * the turn's plays (turn.js), and everything else this phone may be asked for (prompts.js).
 */
import {el, redraw} from "../dom.js";
import {heldNote, heldSeats} from "../components/held-moves.js";
import {label, list, players, registry} from "./cold-war/cards.js";
import {handNote, taps, turn} from "./cold-war/turn.js";
import {confirmEffect, fallen, fixer, offer, reaction, setup, threat, waiting} from "./cold-war/prompts.js";
import {sendingNote} from "../components/move-entry.js";

const states = new WeakMap();  // root -> the move being entered, kept across updates

export function render(root, ctx) {
  let st = states.get(root);
  if (!st) states.set(root, (st = {root, open: new Set()}));
  const s = ctx.view.state;
  const may = ctx.view.to_move.filter((seat) => ctx.canAct(seat));
  // A seated phone enters its own moves; the host phone (or a scribe who asks) another seat's.
  if (!may.includes(st.as)) st.as = may.includes(ctx.mySeat) ? ctx.mySeat : ctx.mySeat == null || ctx.host ? may[0] ?? null : null;
  const p = st.as == null ? null : s.players[st.as];
  const key = [ctx.view.id, s.phase, s.active, s.turn_no, s.plays_used, s.discarded, s.pending?.stage, st.as,
    p && [p.stack.length, p.discard.length, p.hand_count, p.ready], s.offers].join("|");
  if (st.key !== key) Object.assign(st, {key, e: {}});
  st.ctx = ctx;
  st.c = {...ctx, reg: registry(ctx.view), open: st.open, draw: () => st.root.isConnected && paint(st)};
  st.c.tap = st.as == null ? null : taps(st.c, st, st.as);
  paint(st);
}

function paint(st) {
  redraw(st.root, el("div", {class: "cw"}, screen(st.c, st)));
}

function screen(c, st) {
  const s = c.view.state;
  return [
    s.phase === "game_over" ? result(c) : banner(c),
    last(c),
    c.view.flags.map((f) => el("p", {class: "cw-flag", role: "alert", "data-testid": "cw-flag", "data-rule": f.rule, text: f.message})),
    s.phase === "reaction" && st.as !== s.pending.target && waiting(c, st),
    chooser(c, st),
    panel(c, st),
    players(c),
    fixer(c, st),
  ];
}

function banner(c) {
  const {t, names} = c;
  const s = c.view.state;
  const waitNames = (seats) => seats.map((x) => names[x]).join(", ");
  // Seats whose move this phone holds (queued offline, or on its way) are not waited for.
  const {held, waiting} = heldSeats(c, c.view.to_move);
  const lines = [];
  if (s.phase === "setup") lines.push(t("cw.setup", {names: waitNames(waiting)}));
  else {
    const active = s.players[s.active];
    lines.push(t(s.active === c.mySeat ? "cw.yourTurn" : "cw.turn", {name: names[s.active], n: s.plays_used, max: s.max_plays}));
    const p = s.pending;
    if (s.phase === "reaction") lines.push(t("cw.w.reaction", {target: names[p.target], attacker: names[p.attacker]}), threat(c, p));
    else if (s.phase === "confirm") lines.push(t("cw.w.confirm", {name: names[p.stage === "confirm_shield" ? p.attacker : p.target]}));
    else if (s.phase === "fallen_reveal") lines.push(t("cw.w.reveal", {name: names[s.active], target: names[p.target]}));
    else if (active.status === "fallen") lines.push(t("cw.w.fallen", {name: names[s.active]}));
    else lines.push(t(s.discarded ? "cw.w.draw" : "cw.w.play"));
    if (s.offers.length) lines.push(t("cw.w.offer", {names: waitNames(s.offers)}));
  }
  const mine = waiting.includes(c.mySeat);
  return el("section", {class: `cw-banner${mine ? " cw-mine" : ""}`, role: "status", "data-testid": "cw-turn"},
    lines.map((text) => el("p", {text})), heldNote(c, held));
}

function last(c) {
  const {t, names} = c;
  const x = c.view.state.last;
  if (!x) return null;
  const a = names[x.attacker];
  const tg = names[x.target];
  let text;
  if (x.kind === "lent") text = t("cw.last.lent", {a, card: label(c, x.card), t: tg});
  else if (x.kind === "fallen_discard") text = t("cw.last.fd", {a, card: label(c, x.card)});
  else {
    text = [`${t("cw.last", {a, t: tg})}${x.value == null ? "" : ` (${x.value})`}`, x.cancelled ? t("cw.last.cancelled")
      : x.removed.length ? t("cw.last.removed", {list: list(c, x.removed)}) : t("cw.pv.fails"),
    x.leader_defeated && t("cw.pv.defeats", {name: tg})].filter(Boolean).join("; ");
  }
  return el("p", {class: "cw-last", "data-testid": "cw-last", text});
}

function result(c) {
  const {t, names} = c;
  const s = c.view.state;
  return el("section", {class: "cw-banner cw-win", role: "status", "data-testid": "cw-winner"},
    el("strong", {text: t("cw.win", {name: names[s.winner]})}),
    el("h3", {text: t("cw.rank")}),
    el("ol", {"data-testid": "cw-ranking"}, s.ranking.map((seat, i) => el("li", {text: `${i + 1}. ${names[seat]}`}))),
    s.lent_cards.map((x) => el("p", {"data-testid": "cw-return", text: t("cw.return",
      {card: label(c, x.card), owner: names[x.owner], holder: names[x.holder]})})));
}

function chooser(c, st) {
  const others = c.view.to_move.filter((seat) => c.canAct(seat) && seat !== c.mySeat);
  if (!others.length || (c.mySeat != null && st.as === c.mySeat) || (c.mySeat == null && others.length < 2)) return null;
  return el("div", {class: "cw-row cw-for"}, el("span", {text: c.t("cw.for")}), others.map((seat) => el("button", {type: "button",
    "data-testid": `cw-for-${seat}`, "aria-pressed": String(st.as === seat),
    onclick: () => { st.as = st.as === seat && c.mySeat != null ? null : seat; st.key = null; render(st.root, st.ctx); }}, c.names[seat])));
}

function panel(c, st) {
  const s = c.view.state;
  const a = st.as;
  if (a == null || s.phase === "game_over") return null;
  const sending = sendingNote(c, st.e, c.t("cw.sending"), {testid: "cw-sending", cls: "cw-muted"});
  if (sending) return sending;
  let body = null;
  if (s.phase === "setup") body = setup(c, st, a);
  else if (s.offers.includes(a)) body = offer(c, st, a);
  else if (s.phase === "reaction" && a === s.pending.target) body = handNote(c, a) || reaction(c, st, a);
  else if (s.phase === "confirm" && a === (s.pending.stage === "confirm_shield" ? s.pending.attacker : s.pending.target)) {
    body = confirmEffect(c, st, a);
  } else if (a === s.active && s.players[a].status === "fallen" && ["play", "fallen_reveal"].includes(s.phase)) body = fallen(c, st, a);
  else if (a === s.active && s.phase === "play") body = turn(c, st, a);
  return body && el("section", {class: "cw-panel", "data-testid": "cw-panel"}, body);
}
