// All but the turn's plays (docs/games/cold-war.md §3): setup, Shields, confirmations, Fallen Leaders, and
// the host phone's corrections.
import {button as btn, el} from "../../dom.js";
import {call} from "../../api.js";
import {match} from "../../store.js";
import {keptCountdown} from "../../components/countdown.js";
import {heldNote, heldSeats} from "../../components/held-moves.js";
import {cardEntry, cardText, label, list, pickButton, pickName, preview, wire} from "./cards.js";
import {confirm, send, targets} from "./turn.js";

const ANY = ["white", "blue", "brown", "orange"];

export function setup(c, st, a) {
  const {t} = c;
  const s = c.view.state;
  const p = s.players[a];
  const e = st.e;
  if (p.stack.length < 6) {
    return cardEntry(c, e, {seat: a, kinds: ANY, source: "unseen", label: t("cw.reveal", {n: 25 - p.draw_count}),
      onPick: (pick) => send(c, st, "setup_reveal", a, {card: wire(pick)})});
  }
  if (c.view.options.hand_tracking !== "private" || c.mySeat !== a) return btn(t("cw.initial"), "cw-initial",
    () => send(c, st, "initial_draw", a, {}), {class: "cw-primary cw-wide"});
  const picks = (e.cards ||= []);
  if (picks.length === 5) return confirm(c, st, "initial_draw", a, {cards: picks.map(wire)}, list(c, picks.map((x) => x.id || "?")));
  return cardEntry(c, e, {seat: a, kinds: ANY, source: "unseen", skip: picks.map((x) => x.id),
    label: t("cw.initialWhich", {k: picks.length + 1}), onPick: (pick) => { picks.push(pick); c.draw(); }});
}

export function threat(c, pending) {
  const name = c.names[pending.target];
  if (pending.kind === "triad") return c.t("cw.pv.triad", {name});
  if (pending.value != null) return preview(c, pending.target, pending.value);
  return c.t("cw.pv.special", {card: cardText(c, pending.orange), name, list: list(c, pending.selection) || c.t("cw.empty")});
}

function clock(c, st, pending, close) {
  return pending.deadline_ms != null && keptCountdown(st, "rc", pending.deadline_ms,
    {compact: true, grace_ms: 300, onExpire: close ? () => closeWindow(st, pending.deadline_ms) : null});
}

export function reaction(c, st, a) {
  const {t} = c;
  const pending = c.view.state.pending;
  const e = st.e;
  const shields = (e.cards ||= []);
  const triad = pending.kind === "triad";
  const manual = !triad && shields.some((x) => ["manual", undefined].includes(x.card.effect?.vs_normal_attack));
  const claim = (e.claim ||= {type: null});
  const set = (type) => () => { claim.type = type; c.draw(); };
  const ready = shields.length > 0 && (!triad || shields.length === 2) && (!manual || claim.type);
  return el("section", {class: "cw-box cw-alert", "data-testid": "cw-reaction"},
    el("p", {class: "cw-q", text: t("cw.attacked", {name: c.names[pending.attacker], what: threat(c, pending)})}),
    clock(c, st, pending, c.mySeat == null || c.host),
    btn(t("cw.noShield"), "cw-no-shields", () => send(c, st, "react", a, {shields: []}), {class: "cw-primary cw-wide"}),
    triad && el("p", {class: "cw-muted", text: t("cw.both")}),
    shields.length > 0 && el("p", {class: "cw-chosen", text: `${t("cw.shields")} ${shields.map((x) => pickName(c, x)).join(", ")}`}),
    manual && [el("p", {class: "cw-q", text: t("cw.claim")}), el("div", {class: "cw-row"},
      btn(t("cw.c.cancel"), "cw-claim-cancel", set("cancel"), {"aria-pressed": String(claim.type === "cancel")}),
      btn(t("cw.c.reduce"), "cw-claim-reduce", set("reduce"), {"aria-pressed": String(claim.type === "reduce")}),
      claim.type === "reduce" && el("input", {type: "number", inputmode: "numeric", value: claim.amount ?? "", "data-testid": "cw-claim-amount",
        "aria-label": t("cw.c.reduce"), oninput: (ev) => { claim.amount = Math.trunc(Number(ev.target.value)) || 0; }}),
      btn(t("cw.c.none"), "cw-claim-none", set("none"), {"aria-pressed": String(claim.type === "none")}))],
    ready && confirm(c, st, "react", a, {shields: shields.map(wire), ...(manual && {effect: {type: claim.type, amount: claim.amount ?? null}})},
      t("cw.play", {cards: shields.map((x) => pickName(c, x)).join(" + ")})),
    shields.length < 2 && cardEntry(c, e, {seat: a, kinds: ["orange"], icon: "shield", source: "hand", skip: shields.map((x) => x.id),
      fold: true, onPick: (pick) => { shields.push(pick); c.draw(); }}));
}

export function waiting(c, st) {
  const pending = c.view.state.pending;
  // The target's reaction is entered here, queued or on its way: nothing to wait for.
  if (heldSeats(c, [pending.target]).held.length) return heldNote(c, [pending.target]);
  const closer = c.mySeat === pending.attacker || ((c.mySeat == null || c.host) && c.canAct(pending.attacker));
  return el("p", {class: "cw-waiting", "data-testid": "cw-waiting"},
    el("span", {text: c.t("cw.waiting", {name: c.names[pending.target]})}), clock(c, st, pending, closer));
}

// Time up: the attacker's phone closes the window, once, outside the outbox. If another phone was
// first there is nothing to say; COLDWAR-REACTION-TIME-LEFT (this clock is early): again in 1 s.
async function closeWindow(st, at) {
  const {view, mySeat} = st.ctx;
  const pending = view.state.pending;
  if (!st.root.isConnected || view.state.phase !== "reaction" || pending?.deadline_ms !== at) return;
  const body = {type: "close_reaction", seat: mySeat ?? pending.attacker, payload: {}};
  const answer = await call("POST", `/matches/${view.id}/moves`, {token: match(view.id)?.token, body}).catch(() => null);
  if (!answer || answer.status >= 429 || answer.data?.rule === "COLDWAR-REACTION-TIME-LEFT") setTimeout(() => closeWindow(st, at), 1000);
}

export function confirmEffect(c, st, a) {
  const {t} = c;
  const pending = c.view.state.pending;
  const shield = pending.stage === "confirm_shield";
  const cards = shield ? pending.shields : [pending.orange];
  const claim = pending.claim || {};
  const ops = shield ? t(`cw.op.${claim.type || "none"}`, {n: claim.amount}) : t("cw.op.remove", {list: list(c, pending.selection) || t("cw.empty")});
  return el("section", {class: "cw-box cw-alert", "data-testid": "cw-confirm"},
    el("p", {class: "cw-q", text: t("cw.effect", {name: c.names[shield ? pending.target : pending.attacker], card: list(c, cards),
      text: cards.map((id) => cardText(c, id)).join(" / ")})}),
    el("p", {text: t("cw.stated", {ops})}),
    el("div", {class: "cw-row cw-buttons"},
      btn(t("cw.ok"), "cw-confirm-effect", () => send(c, st, "confirm_effect", a, {}), {class: "cw-primary"}),
      btn(t("cw.dispute"), "cw-dispute", () => send(c, st, "dispute_effect", a, {}))));
}

export function offer(c, st, a) {
  return el("section", {class: "cw-box cw-alert", "data-testid": "cw-offer"},
    el("p", {class: "cw-q", text: c.t("cw.offer")}),
    el("div", {class: "cw-row cw-buttons"},
      btn(c.t("cw.yes"), "cw-fallen-yes", () => send(c, st, "fallen_opt", a, {play_on: true}), {class: "cw-primary"}),
      btn(c.t("cw.no"), "cw-fallen-no", () => send(c, st, "fallen_opt", a, {play_on: false}))));
}

export function fallen(c, st, a) {
  const s = c.view.state;
  const e = st.e;
  if (s.phase === "fallen_reveal") {
    return cardEntry(c, e, {seat: a, kinds: ANY, source: "unseen", only: s.players[a].fallen_known || [],
      label: c.t("cw.fReveal"), onPick: (pick) => send(c, st, "fallen_reveal", a, {card: wire(pick)})});
  }
  return [el("p", {class: "cw-q", text: c.t("cw.fTarget")}), targets(c, a, e.target, (seat) => { e.target = seat; c.draw(); }),
    e.target != null && confirm(c, st, "fallen_play", a, {target: e.target}, `${c.t("cw.fTarget")} ${c.names[e.target]}`)];
}

// §3.5 CORRECTION of a card typed wrong: the server replays the match from the move that showed it.
export function fixer(c, st) {
  const cards = c.view.state.cards;
  const typed = Object.keys(cards).filter((id) => cards[id].seen_at != null);
  if (!c.correct || !typed.length) return null;
  const f = (st.fix ||= {e: {}});
  const card = cards[f.id];
  const forget = () => { Object.assign(f, {id: null, e: {}}); c.draw(); };
  return el("details", {class: "cw-box", "data-testid": "cw-fix", open: f.open || null,
    ontoggle: (ev) => { f.open = ev.target.open; if (!f.open) forget(); }},
    el("summary", {}, c.t("cw.fix")),
    card ? cardEntry(c, f.e, {kinds: [card.kind], typeOnly: true, icon: card.icon, label: c.t("cw.fixing", {card: label(c, f.id), seq: card.seen_at}),
      onPick: (pick) => c.correct(card.seen_at, (payload) => retyped(payload, f.id, card, pick.card))
        .then((ok) => (ok ? forget() : c.draw()))})
      : el("div", {class: "cw-picks"}, typed.map((id) => pickButton(c, id, `cw-fix-${id}`, () => {
        Object.assign(f, {id, e: {nw: {...cards[id], symbol: cards[id].triad_symbol, text: cards[id].effect?.text}}});
        c.draw();
      }))));
}

// The entry that typed the card: under its own id, or the n-th without one (ids go in payload order).
function retyped(payload, id, card, values) {
  const refs = [payload.card, ...(payload.cards || []), ...(payload.shields || [])].filter((r) => r && typeof r === "object");
  const entry = refs.find((r) => r.ref === id && r.new)
    || refs.filter((r) => r.new && !r.ref && r.new.kind !== "leader")[card.seen_index ?? -1];
  if (!entry) return null;
  entry.new = values;
  return payload;
}
