// The active player's turn (docs/games/cold-war.md §3.2). Each play is a sentence (with the preview) to
// confirm, so nothing is sent on a stray tap.
import {button as btn, el} from "../../dom.js";
import {confirmBar, sendMove} from "../../components/move-entry.js";
import {handNote} from "../../components/own-phone.js";
export {handNote};
import {attackOf, cardEntry, label, list, pickName, preview, specialMode, wire} from "./cards.js";

const STACKABLE = ["white", "blue", "brown"];
const ANY = [...STACKABLE, "orange"];

/** Send a move; a refused one stays entered, to fix (the shell shows why). */
export function send(c, st, type, seat, payload) {
  sendMove(c, st.e, type, seat, payload);
  c.draw();
}

export function confirm(c, st, type, seat, payload, text) {
  return confirmBar("cw", {summary: text, confirm: c.t("cw.ok"), cancel: c.t("cw.cancel"), testids: {submit: "cw-ok"},
    onSend: () => send(c, st, type, seat, payload), onCancel: () => { st.e = {}; c.draw(); }});
}

export function targets(c, seat, chosen, pick) {
  return el("div", {class: "cw-row"}, c.view.state.players.filter((p) => p.seat !== seat && p.status === "alive")
    .map((p) => btn(c.names[p.seat], `cw-target-${p.seat}`, () => pick(p.seat), {"aria-pressed": String(chosen === p.seat)})));
}

/** §5.7: up to 5 (or 3) as far as the piles hold; the next ones where known (after a reset). */
export function drawCount(c, p) {
  const want = c.view.options.refill_mode === "exactly_3" ? 3 : Math.max(0, 5 - p.hand_count);
  return Math.min(want, p.draw_count + p.discard.length);
}

export function expected(p, n) {
  const pile = p.draw_known ?? Array(p.draw_count).fill(null);
  return [...pile, ...p.discard].slice(0, n);
}

export function turn(c, st, a) {
  const {t} = c;
  const s = c.view.state;
  const o = c.view.options;
  const e = st.e;
  const me = s.players[a];
  const note = handNote(c, a);
  const play = !note && s.plays_used < s.max_plays && !(s.discarded && o.discard_ends_play !== false);
  const n = drawCount(c, me);
  const go = (m) => () => { st.e = {mode: m}; c.draw(); };
  const mode = (m, off) => btn(t(`cw.m.${m}`, {n}), `cw-mode-${m}`, go(m), {disabled: off, "aria-pressed": String(e.mode === m)});
  // Drawn cards are entered only on the drawer's own phone, and only when hands are tracked.
  const draw = o.hand_tracking === "private" && n > 0 && c.mySeat === a ? go("draw") : () => send(c, st, "draw", a, {});
  return [el("div", {class: "cw-modes"}, mode("place", !play), mode("attack", !play),
    mode("triad", !play || (s.plays_used > 0 && (o.triad_play_cost ?? "whole_turn") === "whole_turn")),
    mode("special", !play), mode("discard", s.discarded), btn(t("cw.m.draw", {n}), "cw-mode-draw", draw)),
  note,
  e.mode && el("div", {class: "cw-box", "data-testid": "cw-move"}, MODES[e.mode](c, st, a, me))];
}

const hand = (c, st, a, kinds, extra = {}) => cardEntry(c, st.e, {seat: a, kinds, source: "hand", ...extra});

const picked = (c, picks) => el("p", {class: "cw-chosen", text: picks.map((p) => pickName(c, p)).join(" + ")});

/** ATTACK with 1 or 2 Browns, or the TRIAD's 3 symbol Browns; a target; the preview. */
function strike(c, st, a, triad) {
  const e = st.e;
  const picks = (e.cards ||= []);
  const more = (label) => hand(c, st, a, ["brown"], {symbol: triad, skip: picks.map((p) => p.id), label,
    onPick: (p) => { picks.push(p); c.draw(); }});
  const name = c.names[e.target];
  if (picks.length < (triad ? 3 : 1)) return [picked(c, picks), more(triad && c.t("cw.three"))];
  return [picked(c, picks), el("p", {class: "cw-q", text: c.t("cw.whom")}), targets(c, a, e.target, (seat) => { e.target = seat; c.draw(); }),
    e.target != null && confirm(c, st, triad ? "triad" : "attack", a, {target: e.target, cards: picks.map(wire)},
      triad ? c.t("cw.pv.triad", {name}) : preview(c, e.target, attackOf(picks))),
    !triad && picks.length < 2 && el("details", {}, el("summary", {"data-testid": "cw-second"}, c.t("cw.second")), more(c.t("cw.second")))];
}

const MODES = {
  place(c, st, a, me) {
    const e = st.e;
    if (!e.card) return hand(c, st, a, STACKABLE, {onPick: (p) => { e.card = p; c.draw(); }});
    const pos = e.pos ?? me.stack.length;
    const where = pos === me.stack.length ? c.t("cw.pos.end") : pos === 0 ? c.t("cw.pos.0") : c.t("cw.pos.n", {card: label(c, me.stack[pos - 1])});
    return [el("p", {class: "cw-q", text: c.t("cw.pos", {pos: where})}), confirm(c, st, "place", a,
      {card: wire(e.card), ...(e.pos != null && {position: e.pos})}, c.t("cw.sumPlace", {card: pickName(c, e.card), pos: where}))];
  },
  attack: (c, st, a) => strike(c, st, a, false),
  triad: (c, st, a) => strike(c, st, a, true),
  special(c, st, a, me) {
    const e = st.e;
    if (!e.card) return hand(c, st, a, ["orange"], {icon: "crossed_swords", onPick: (p) => { e.card = p; c.draw(); }});
    const kind = specialMode(e.card.card);
    const sel = (e.sel ||= []);
    const text = e.card.card.effect?.text || label(c, e.card.id || "");
    const name = c.names[e.target];
    const payload = {card: wire(e.card), target: e.target};
    // Cards on the table are named like every other card of a payload: {ref: id}.
    const refs = sel.map((id) => ({ref: id}));
    let ask, summary;
    if (kind === "redeploy") {
      payload.redeploy = refs;
      ask = c.t("cw.redeploy");
      summary = sel.length === 2 && preview(c, e.target, attackOf(sel.map((id) => ({card: c.reg.get(id)}))));
    } else {
      if (kind === "select") payload.select = refs;
      else payload.manual = {remove: refs, text: e.text || null};
      ask = kind === "select" ? c.t("cw.sel", {name, text}) : c.t("cw.manual");
      summary = c.t("cw.pv.special", {card: text, name, list: sel.length ? list(c, sel) : c.t("cw.empty")});
    }
    return [el("p", {class: "cw-chosen", text}), targets(c, a, e.target, (seat) => { Object.assign(e, {target: seat, sel: []}); c.draw(); }),
      e.target != null && [el("p", {class: "cw-q", text: ask}),
        kind === "manual" && el("input", {type: "text", value: e.text || "", "data-testid": "cw-manual-text", "aria-label": c.t("cw.text"),
          placeholder: c.t("cw.text"), oninput: (ev) => { e.text = ev.target.value; }}),
        summary && confirm(c, st, "special", a, payload, summary)]];
  },
  discard(c, st, a) {
    const e = st.e;
    const from = (f) => btn(c.t(f === "hand" ? "cw.fromHand" : "cw.fromStack"), `cw-from-${f}`,
      () => { Object.assign(e, {from: f, card: null}); c.draw(); }, {"aria-pressed": String(e.from === f)});
    return [el("div", {class: "cw-row"}, !handNote(c, a) && from("hand"), from("stack")),
      e.card ? confirm(c, st, "discard", a, {card: wire(e.card), from: e.from}, c.t("cw.sumDiscard", {card: pickName(c, e.card)}))
        : e.from === "hand" ? hand(c, st, a, ANY, {onPick: (p) => { e.card = p; c.draw(); }})
          : e.from === "stack" && el("p", {class: "cw-q", text: c.t("cw.tapStack")})];
  },
  draw(c, st, a, me) {
    const e = st.e;
    const picks = (e.cards ||= []);
    const n = drawCount(c, me);
    if (picks.length === n) return confirm(c, st, "draw", a, {cards: picks.map(wire)}, picks.map((p) => p.id || p.card.kind).join(", "));
    return cardEntry(c, e, {seat: a, kinds: ANY, source: "unseen", only: [expected(me, n)[picks.length]].filter(Boolean),
      skip: picks.map((p) => p.id), label: c.t("cw.drawWhich", {k: picks.length + 1, n}), onPick: (p) => { picks.push(p); c.draw(); }});
  },
};

/** What the move being entered makes tappable in a player's area. */
export function taps(c, st, a) {
  const s = c.view.state;
  const toggle = (id, max) => () => {
    const sel = (st.e.sel ||= []);
    const at = sel.indexOf(id);
    if (at >= 0) sel.splice(at, 1); else if (sel.length < max) sel.push(id);
    c.draw();
  };
  return (seat) => {
    const e = st.e;
    if (s.phase !== "play" || a !== s.active || e.sent) return null;
    if (e.mode === "place" && e.card && seat === a) {
      const n = s.players[a].stack.length;
      const rule = c.view.options.placement_positions || "anywhere";
      const allowed = (i) => rule === "anywhere" || i === n || (rule === "right_end_or_leader_side" && i === 0);
      return {pos: e.pos ?? n, gap: (i) => allowed(i) && (() => { e.pos = i; c.draw(); })};
    }
    if (e.mode === "special" && e.card && e.target != null) {
      const redeploy = specialMode(e.card.card) === "redeploy";
      if (seat !== (redeploy ? a : e.target)) return null;
      return {on: new Set(e.sel), card: (id) => (!redeploy || c.reg.get(id)?.kind === "brown") && toggle(id, redeploy ? 2 : 99)};
    }
    if (e.mode === "discard" && e.from === "stack" && seat === a) {
      return {on: new Set([e.card?.id]), card: (id) => () => { e.card = {id, card: c.reg.get(id)}; c.draw(); }};
    }
    return null;
  };
}
