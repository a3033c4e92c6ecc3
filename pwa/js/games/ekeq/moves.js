// What this phone enters (docs/games/ekeq.md §C.3): its sealed card and entry payment, the Q card's decision,
// the Q user's pick with the guess said first, and the picked card's owner saying what it was.
import {button, el} from "../../dom.js";
import {sendMove} from "../../components/move-entry.js";
import {name, picker} from "./picker.js";

/** Send a move; a refused one stays entered, to fix (the shell shows why). */
export function send(c, e, type, seat, payload) {
  sendMove(c, e, type, seat, payload, c.redraw);
  c.redraw();
}

const ok = (c, e, testid, text, ready, type, seat, payload) => button(text, testid,
  () => ready && send(c, e, type, seat, payload), {class: "primary", disabled: !ready});

// Hash commits (docs/games/ekeq.md §B.4): the card and its nonce stay on this phone until the reveal.
const hashKey = (c, seat) => `ekeq.hash.${c.view.id}.${seat}.${c.view.state.turn}.${c.view.state.round}`;
const hex = (bytes) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
const kept = (c, seat) => JSON.parse(localStorage.getItem(hashKey(c, seat)) || "null");

async function commitHashed(c, e, seat, hidden, payment) {
  if (!globalThis.crypto?.subtle) return c.showProblem({detail: c.t("ek.needsHttps")});
  const nonce = hex(crypto.getRandomValues(new Uint8Array(16)));
  const canonical = JSON.stringify({kind: hidden.kind, mini: Boolean(hidden.mini), value: hidden.value});
  const commitment = hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical + nonce)));
  localStorage.setItem(hashKey(c, seat), JSON.stringify({card: hidden, nonce}));
  send(c, e, "commit", seat, {commitment, payment});
}

/** Whether the deal had the Golden Q cards: without them (`deal_golden_q: false`) none is offered. */
const dealt = (c) => c.view.options.deal_golden_q !== false;

export function commitPanel(c, e, seat) {
  const {t} = c;
  const s = c.view.state;
  if (s.my_commit) {
    const card = s.my_commit.hidden || kept(c, seat)?.card;
    return el("p", {"data-testid": "ek-sealed", text: t("ek.sealed", {card: name(t, card)})});
  }
  const pays = s.round === 1 && s.seats[seat].hand >= 2;
  const ready = e.hidden && (!pays || e.payment);
  const payment = pays ? e.payment : null;
  return [
    el("h3", {text: t(s.round === 1 ? "ek.hidden" : "ek.hiddenTie")}), picker(t, e, "hidden", c.redraw, "hidden", dealt(c)),
    pays ? [el("h3", {text: t("ek.payment")}), picker(t, e, "payment", c.redraw, "payment", dealt(c))]
      : s.round === 1 && el("p", {class: "muted", text: t("ek.noPay")}),
    c.view.options.commit_mode === "hash"
      ? button(t("ek.play"), "ek-commit", () => ready && commitHashed(c, e, seat, e.hidden, payment), {class: "primary", disabled: !ready})
      : ok(c, e, "ek-commit", t("ek.play"), ready, "commit", seat, {hidden: e.hidden, payment}),
  ];
}

export function revealPanel(c, e, seat) {
  const {t} = c;
  const mine = kept(c, seat);
  if (!mine) return el("p", {class: "muted", text: t("ek.noNonce")});
  return button(t("ek.reveal", {card: name(t, mine.card)}), "ek-reveal", () => send(c, e, "reveal", seat, mine), {class: "primary"});
}

export function decisionPanel(c, e, seat) {
  const {t} = c;
  const s = c.view.state;
  const pays = s.seats[seat].hand >= 1;
  return [
    pays ? [el("h3", {text: t("ek.qPay")}), picker(t, e, "qPayment", c.redraw, "qpay", dealt(c))] : el("p", {class: "muted", text: t("ek.qFree")}),
    el("div", {class: "ek-row"},
      ok(c, e, "ek-use", t("ek.use"), !pays || e.qPayment, "q_decision", seat, {use: true, q_payment: pays ? e.qPayment : null}),
      button(t("ek.pass"), "ek-pass", () => send(c, e, "q_decision", seat, {use: false}), {disabled: s.q.forced})),
  ];
}

export function pickPanel(c, e, seat) {
  const {t, names} = c;
  const s = c.view.state;
  const toggle = (key, value) => () => { e[key] = value; c.redraw(); };
  const opponents = s.seats.map((_, o) => o).filter((o) => o !== seat);
  return [
    el("h3", {text: t("ek.whose")}),
    el("div", {class: "ek-row"}, opponents.map((o) => button(names[o], `ek-target-${o}`, toggle("target", o),
      {"aria-pressed": String(e.target === o)}))),
    el("div", {class: "ek-row"}, ["hand", "tesoretto"].map((source) => button(t(`ek.from.${source}`), `ek-source-${source}`,
      toggle("source", source), {"aria-pressed": String(e.source === source)}))),
    el("h3", {text: t("ek.guess")}),
    el("div", {class: "ek-row"}, [2, 3, 4, 5].map((v) => button(String(v), `ek-guess-${v}`, toggle("guess", v),
      {"aria-pressed": String(e.guess === v)}))),
    ok(c, e, "ek-pick", t("ek.take"), e.target != null && e.source && e.guess, "q_pick", seat,
      {n: s.q.picks.length + 1, target: e.target, source: e.source, guess: e.guess}),
  ];
}

export function resultPanel(c, e, seat) {
  const {t, names} = c;
  const s = c.view.state;
  return [el("h3", {text: t("ek.picked", {user: names[s.q.user]})}), picker(t, e, "found", c.redraw, "found", dealt(c)),
    ok(c, e, "ek-found", t("ek.confirm"), e.found, "q_pick_result", seat, {card: e.found})];
}
