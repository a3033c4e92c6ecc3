// EkeQ's climb variant (docs/games/ekeq.md §D.1): the piles with the number each needs next, every player's
// card count, this phone's own hand, and what it enters: the 4 cards drawn, a card tried with a
// suggeritore (sealed until the guess), a Golden Q, a pass, the suggeritore's guess, the card
// drawn after a wrong guess. Another phone's cards never reach this one.
import {button, el} from "../../dom.js";
import {heldNote, heldSeats} from "../../components/held-moves.js";
import {othersHand, ownPhoneNote} from "../../components/own-phone.js";
import {send} from "./moves.js";
import {sendingNote} from "../../components/move-entry.js";
import {name, picker} from "./picker.js";

export function climbScreen(c, e) {
  return [banner(c), reveal(c), panel(c, e), piles(c), players(c)];
}

const list = (c, seats) => seats.map((x) => c.names[x]).join(", ");
const pileName = (t, key) => (key === "GQ" ? t("ekc.gqPile") : key);

function banner(c) {
  const {t, names} = c;
  const s = c.view.state;
  const a = s.attempt;
  const line = {
    climb_setup: () => t("ekc.b.setup"),
    climb_play: () => t("ekc.b.play", {name: names[s.active]}),
    climb_suggest: () => t(a.guesses === 2 ? "ekc.b.suggest2" : "ekc.b.suggest", {name: names[a.player], s: names[a.suggester]}),
    climb_redraw: () => t("ekc.b.redraw", {name: names[s.active]}),
    match_over: () => (s.result.winners.length === 0 ? t("ekc.b.noWinner")
      : t(s.result.termination === "stalled" ? "ekc.b.stalled" : "ekc.b.won", {names: list(c, s.result.winners)})),
  }[s.phase]();
  // Seats whose move this phone holds (queued offline, or on its way) are not waited for.
  const {held, waiting} = heldSeats(c, c.view.to_move);
  return el("section", {class: `ek-banner${waiting.includes(c.mySeat) ? " ek-mine" : ""}${s.result ? " ek-win" : ""}`,
    role: "status", "data-testid": "ek-banner"}, el("p", {text: line}),
  waiting.length > 0 && el("p", {class: "muted", text: t("ek.wait", {names: list(c, waiting)})}), heldNote(c, held));
}

function reveal(c) {
  const {t, names} = c;
  const x = c.view.state.last;
  if (!x) return null;
  return el("p", {class: "ek-last", "data-testid": "ekc-last", text: t(x.success ? "ekc.right" : "ekc.wrong", {
    s: names[x.suggester], piles: x.guessed.map((p) => pileName(t, p)).join(", "), card: name(t, x.card), name: names[x.player]})});
}

/** The seat this phone enters for: its own when it is awaited; the host phone, a public move's. */
function actor(c) {
  const waiting = c.view.to_move;
  if (waiting.includes(c.mySeat)) return c.mySeat;
  const publicMove = ["climb_suggest", "climb_play"].includes(c.view.state.phase);
  return (c.mySeat == null || c.host) && publicMove ? waiting.find((x) => c.canAct(x)) ?? null : null;
}

function panel(c, e) {
  const s = c.view.state;
  const seat = actor(c);
  if (seat == null || s.result) return null;
  const body = {climb_setup: setupPanel, climb_play: playPanel, climb_suggest: suggestPanel, climb_redraw: redrawPanel}[s.phase];
  return sendingNote(c, e, c.t("ek.sending")) || el("section", {class: "ek-panel", "data-testid": "ek-panel"}, body(c, e, seat));
}

/** A card with its figure: the number (or a Golden Q) and, for a point card, a figure button. */
function cardEntry(c, e) {
  const {t} = c;
  const figures = c.view.state.piles.map((p) => p.pile).filter((p) => p !== "GQ");
  return [picker(t, e, "card", c.redraw, "card"),
    e.card?.kind !== "golden_q" && el("div", {class: "ek-row", role: "group", "aria-label": t("ekc.figure")}, figures.map((f) =>
      button(f, `ekc-figure-${f}`, () => { e.family = f; c.redraw(); }, {"aria-pressed": String(e.family === f)})))];
}

const entered = (e) => (!e.card ? null : e.card.kind === "golden_q" ? e.card : e.family ? {...e.card, family: e.family} : null);

function setupPanel(c, e, seat) {
  const {t} = c;
  const drawn = (e.cards ||= []);
  const add = () => { if (entered(e) && drawn.length < 4) { drawn.push(entered(e)); e.card = null; c.redraw(); } };
  return [el("h3", {text: t("ekc.drawn", {n: drawn.length})}),
    el("div", {class: "ek-row", "data-testid": "ekc-drawn"}, drawn.map((card, i) => button(`${name(t, card)} ✕`, `ekc-drawn-${i}`,
      () => { drawn.splice(i, 1); c.redraw(); }))),
    drawn.length < 4 && [cardEntry(c, e), button(t("ekc.add"), "ekc-add", add, {disabled: !entered(e)})],
    button(t("ek.confirm"), "ekc-deal", () => drawn.length === 4 && send(c, e, "draw_init", seat, {cards: drawn}),
      {class: "primary", disabled: drawn.length !== 4})];
}

/** The piles `card` may go on now (a Golden Q on a figure pile only with climb_golden_q_wild). */
function fits(c, card) {
  if (!card) return [];
  const wild = card.kind === "golden_q" && c.view.options.climb_golden_q_wild;
  return c.view.state.piles.filter((p) => p.next === card.value && (card.kind === "golden_q"
    ? p.pile === "GQ" || wild : p.pile === card.family)).map((p) => p.pile);
}

function playPanel(c, e, seat) {
  const {t, names} = c;
  const s = c.view.state;
  const own = s.hand && seat === c.mySeat;
  const card = own ? s.hand[e.chosen] : entered(e);
  const pass = button(t("ekc.pass"), "ekc-pass", () => send(c, e, "pass", seat, {}));
  // The host phone: a pass is the only public play, and with private hands not even that, since
  // it is judged on the hand (CORE-HAND-OWN-PHONE): the player passes on their own phone.
  if (seat !== c.mySeat) return othersHand(c, seat) ? ownPhoneNote(names[seat]) : pass;
  const choose = own
    ? [el("h3", {text: t("ekc.yourHand")}), el("div", {class: "ek-row"}, s.hand.map((x, i) => button(name(t, x), `ekc-hand-${i}`,
      () => { e.chosen = i; c.redraw(); }, {"aria-pressed": String(e.chosen === i), class: fits(c, x).length ? "ekc-fits" : ""})))]
    : [el("h3", {text: t("ekc.tryCard")}), cardEntry(c, e)];
  let act = null;
  if (card?.kind === "golden_q") {
    act = el("div", {class: "ek-row"}, fits(c, card).map((pile) => button(t("ekc.placeOn", {pile: pileName(t, pile)}),
      `ekc-place-${pile}`, () => send(c, e, "place_golden_q", seat, {card, pile}), {class: "primary"})));
  } else if (card) {
    act = [el("h3", {text: t("ekc.suggester")}), el("div", {class: "ek-row"}, names.map((n, x) => x !== seat &&
      button(n, `ekc-suggester-${x}`, () => { e.suggester = x; c.redraw(); }, {"aria-pressed": String(e.suggester === x)}))),
    button(t("ekc.try"), "ekc-try", () => e.suggester != null && send(c, e, "attempt", seat, {card, suggester: e.suggester}),
      {class: "primary", disabled: e.suggester == null})];
  }
  return [choose, act, card?.kind === "point" && el("p", {class: "muted", text: t("ekc.sealedNote")}), pass];
}

function suggestPanel(c, e, seat) {
  const {t} = c;
  const s = c.view.state;
  const chosen = (e.piles ||= []);
  const want = s.attempt.guesses;
  const toggle = (p) => () => {
    e.piles = chosen.includes(p) ? chosen.filter((x) => x !== p) : [...chosen, p].slice(-want);
    c.redraw();
  };
  return [el("h3", {text: t(want === 2 ? "ekc.guess2" : "ekc.guess")}),
    el("div", {class: "ek-row"}, s.piles.map((p) => button(pileName(t, p.pile), `ekc-guess-${p.pile}`, toggle(p.pile),
      {"aria-pressed": String(chosen.includes(p.pile))}))),
    button(t("ek.confirm"), "ekc-suggest", () => chosen.length === want && send(c, e, "suggest", seat, {piles: chosen}),
      {class: "primary", disabled: chosen.length !== want})];
}

function redrawPanel(c, e, seat) {
  const card = entered(e);
  return [el("h3", {text: c.t("ekc.redraw")}), cardEntry(c, e),
    button(c.t("ek.confirm"), "ekc-redraw", () => card && send(c, e, "redraw", seat, {card}), {class: "primary", disabled: !card})];
}

function piles(c) {
  const {t} = c;
  return el("section", {class: "ek-pot", "data-testid": "ekc-piles"}, el("h3", {text: t("ekc.piles", {n: c.view.state.deck_count})}),
    el("ul", {class: "ekc-piles"}, c.view.state.piles.map((p) => el("li", {"data-testid": `ekc-pile-${p.pile}`},
      el("strong", {text: pileName(t, p.pile)}), ` ${p.top}`,
      el("span", {class: "muted", text: ` · ${p.closed ? t("ekc.closed") : t("ekc.next", {v: p.next})}${p.cycle > 1 ? ` · ${t("ekc.cycle", {n: p.cycle})}` : ""}`})))));
}

function players(c) {
  const {t, names} = c;
  const s = c.view.state;
  return el("section", {class: "ek-players"}, s.players.map((p, seat) => el("article", {
    class: `ek-player${s.active === seat && !s.result ? " ek-q" : ""}`, "data-testid": `ekc-player-${seat}`},
  el("h3", {}, names[seat], seat === c.mySeat && ` · ${t("ek.you")}`),
  el("p", {"data-testid": `ekc-count-${seat}`, text: p.ready ? t("ekc.cards", {n: p.cards}) : t("ekc.notReady")}))));
}
