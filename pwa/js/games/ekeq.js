/**
 * EkeQ table screen (docs/games/ekeq.md Part C, the base game; the variants of Part D are in
 * ekeq/climb.js and ekeq/family.js). Every phone sees the counts, the
 * pot, the cards revealed this turn and the Q card's way round; what it enters is in ekeq/moves.js.
 * A face-down card never reaches another phone before the reveal: the server keeps it sealed.
 */
import {el, redraw} from "../dom.js";
import {heldNote, heldSeats} from "../components/held-moves.js";
import {name} from "./ekeq/picker.js";
import {commitPanel, decisionPanel, pickPanel, resultPanel, revealPanel} from "./ekeq/moves.js";
import {familyScreen} from "./ekeq/family.js";
import {climbScreen} from "./ekeq/climb.js";
import {sendingNote} from "../components/move-entry.js";

const entries = new WeakMap();  // root -> the move being entered, kept across live updates

export function render(root, ctx) {
  const s = ctx.view.state;
  // What this phone is entering survives other phones' commits and reveals, not its own.
  const key = [ctx.view.id, s.phase, s.turn, s.round, s.q?.holder, s.q?.picks.length, Boolean(s.my_commit),
    s.to_reveal?.includes(ctx.mySeat), s.deck_count, s.active].join("|");
  let kept = entries.get(root);
  if (!kept || kept.key !== key) entries.set(root, (kept = {key, e: {}}));
  const c = {...ctx, redraw: () => root.isConnected && render(root, ctx)};
  const variant = {family: familyScreen, climb: climbScreen}[s.variant] || screen;
  redraw(root, el("div", {class: "ek"}, variant(c, kept.e)));
}

function screen(c, e) {
  const s = c.view.state;
  return [s.result ? result(c) : banner(c), lastTurn(c), panel(c, e), players(c), pot(c), picks(c)];
}

function banner(c) {
  const {t, names} = c;
  const s = c.view.state;
  const list = (seats) => seats.map((x) => names[x]).join(", ");
  const line = {
    commit: () => (s.round === 1 ? t("ek.b.commit", {n: s.turn}) : t("ek.b.tie", {names: list(s.commit_list)})),
    q_decision: () => t(s.q.forced ? "ek.b.forced" : "ek.b.decide", {name: names[s.q.holder]}),
    reveal: () => t("ek.b.reveal"),
    // A Golden Q entered twice, met when the cards were shown: play waits for the correction.
    clash: () => t("ek.b.clash", {card: name(t, s.clash.card),
      places: s.clash.places.map((p) => t(`ek.at.${p.where}`, {name: names[p.seat]})).join(", ")}),
    q_pick: () => t("ek.b.pick", {name: names[s.q.user]}),
    q_pick_result: () => t("ek.b.result", {target: names[s.q.picks.at(-1).target], user: names[s.q.user]}),
  }[s.phase]();
  // Seats whose move this phone holds (queued offline, or on its way) are not waited for.
  const {held, waiting} = heldSeats(c, c.view.to_move);
  const mine = waiting.includes(c.mySeat);
  return el("section", {class: `ek-banner${mine ? " ek-mine" : ""}`, role: "status", "data-testid": "ek-banner"},
    el("p", {text: line}), waiting.length > 0 && el("p", {class: "muted", text: t("ek.wait", {names: list(waiting)})}),
    heldNote(c, held));
}

/** The seat this phone enters for now: its own, or (the host phone) the one a public move waits on. */
function actor(c) {
  const waiting = c.view.to_move;
  if (waiting.includes(c.mySeat)) return c.mySeat;
  // A seated phone enters only its own; the host phone (seated too or not) a public move of another.
  if ((c.mySeat != null && !c.host) || c.view.state.phase === "commit") return null;
  return waiting.find((seat) => c.canAct(seat)) ?? null;
}

function panel(c, e) {
  const s = c.view.state;
  if (s.result) return null;
  const seat = actor(c);
  if (s.phase === "commit" && c.mySeat == null) return el("p", {class: "muted", text: c.t("ek.ownPhone")});
  if (seat == null && !(s.phase === "commit" && s.my_commit)) return null;
  const body = {commit: commitPanel, q_decision: decisionPanel, reveal: revealPanel, q_pick: pickPanel,
    q_pick_result: resultPanel}[s.phase];
  return sendingNote(c, e, c.t("ek.sending"), {testid: "ek-sending"}) ||
    el("section", {class: "ek-panel", "data-testid": "ek-panel"}, body(c, e, seat ?? c.mySeat));
}

function players(c) {
  const {t, names} = c;
  const s = c.view.state;
  return el("section", {class: "ek-players"}, s.seats.map((p, seat) => el("article", {
    class: `ek-player${s.q.holder === seat ? " ek-q" : ""}`, "data-testid": `ek-player-${seat}`},
  el("h3", {}, names[seat], seat === c.mySeat && ` · ${t("ek.you")}`, s.q.holder === seat && el("span", {class: "ek-badge", text: t("ek.qHolder")})),
  el("p", {class: "muted", "data-testid": `ek-counts-${seat}`, text: t("ek.counts", {hand: p.hand, tesoretto: p.tesoretto})}),
  s.committed.includes(seat) && el("p", {text: t("ek.down")}),
  s.values[seat] != null && el("p", {"data-testid": `ek-value-${seat}`, text: valueLine(c, seat)}),
  p.known_top.length > 0 && el("p", {class: "muted", text: t("ek.top", {cards: p.known_top.map((x) => name(t, x)).join(", ")})}))));
}

/** "value 6: 4 turned over, +2 from the Q card": what makes a player's value, from the cards the
 * table has seen (their card of the round, or of every round when tie-breaks add up) and the Q
 * card's picks; a card still sealed never has a value to explain yet. */
function valueLine(c, seat) {
  const {t} = c;
  const s = c.view.state;
  const mine = s.table.filter((x) => x.seat === seat);
  const last = Math.max(...mine.map((x) => x.round));
  const counted = c.view.options.tiebreak_compare === "cumulative" ? mine : mine.filter((x) => x.round === last);
  const parts = counted.map((x) => t("ek.part.card", {card: name(t, x.card)}));
  const fromQ = s.values[seat] - counted.reduce((sum, x) => sum + x.card.value, 0);
  if (fromQ && s.q.user === seat) parts.push(t("ek.part.q", {delta: fromQ > 0 ? `+${fromQ}` : String(fromQ)}));
  return parts.length ? t("ek.valueOf", {v: s.values[seat], parts: parts.join(", ")}) : t("ek.value", {v: s.values[seat]});
}

/** What the scores tab's totals count, in each way to play (rules/games/ekeq: scores). */
export function totalsMeaning(view, t) {
  return t({family: "ekf.totals", climb: "ekc.totals"}[view.state.variant] || "ek.totals");
}

function pot(c) {
  const {t, names} = c;
  const s = c.view.state;
  return el("section", {class: "ek-pot", "data-testid": "ek-pot"},
    el("h3", {text: t("ek.pot", {n: s.pot.cards})}),
    s.pot.known.length > 0 && el("p", {class: "muted", text: t("ek.faceUp", {cards: s.pot.known.map((x) => name(t, x)).join(", ")})}),
    s.table.length > 0 && [el("h3", {text: t("ek.table")}), el("ul", {"data-testid": "ek-table"}, s.table.map((x) =>
      el("li", {text: `${names[x.seat]}: ${name(t, x.card)}${x.round > 1 ? ` (${t("ek.tieN", {n: x.round - 1})})` : ""}`})))]);
}

function picks(c) {
  const {t, names} = c;
  const q = c.view.state.q;
  if (!q.picks.length) return null;
  return el("ul", {class: "ek-picks", "data-testid": "ek-picks"}, q.picks.map((p) => el("li", {},
    t("ek.pickLine", {n: p.n, target: names[p.target], source: t(`ek.src.${p.source}`), guess: p.guess}),
    p.card && `: ${t("ek.found", {card: name(t, p.card), delta: p.delta > 0 ? `+${p.delta}` : p.delta})}`)));
}

function lastTurn(c) {
  const {t, names} = c;
  const x = c.view.state.last_turn;
  if (!x) return null;
  const key = x.winner == null ? "ek.lastNone" : x.automatic ? "ek.lastAuto" : "ek.last";
  return el("p", {class: "ek-last", "data-testid": "ek-last", text: t(key, {n: x.turn, name: names[x.winner], cards: x.cards})});
}

function result(c) {
  const {t, names} = c;
  const r = c.view.state.result;
  const winner = r.winners[0];  // one winner in the base game, none in a drawn match
  const points = winner == null ? 0 : r.tournament_points[winner];
  return el("section", {class: "ek-banner ek-win", role: "status", "data-testid": "ek-result"},
    el("strong", {text: t(`ek.r.${r.termination}`, {name: names[winner], v: r.golden_q_value})}),
    points > 0 && el("p", {text: t("ek.points", {n: points})}));
}
