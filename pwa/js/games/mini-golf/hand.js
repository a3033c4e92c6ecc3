/**
 * Mini Golf entered a hand at a time (option depth "hand", docs/games/mini-golf.md): when a hole
 * ends the table enters each player's final grid, one card per spot in reading order, sent on
 * the fourth tap; the referee scores the hole once every grid is in. On a shared phone the entry
 * then moves on to the next player still awaited.
 */
import { el, replace } from "../../dom.js";
import { heldNote } from "../../components/held-moves.js";
import { cardFace, cardLabel, cardPicker } from "../../components/card-picker.js";
import { keptEntry } from "../../components/move-entry.js";
import { pendingMoves } from "../../components/pending.js";

const POS = ["TL", "TR", "BL", "BR"];

/** `scoreSheet(view, t)` is the Mini Golf score table the move-by-move screen shows too. */
export function renderHand(root, ctx, { scoreSheet }) {
  const s = ctx.view.state;
  keptEntry(root, [ctx.view.id, s.hole, s.phase].join("|"), () => ({ picks: {}, sent: new Set(), seat: null }),
    (entry) => replace(root, el("div", { class: "golf golf-hand" }, screen(ctx, entry, scoreSheet))));
}

function screen(ctx, entry, scoreSheet) {
  const { view, t, names } = ctx;
  const s = view.state;
  const over = s.phase === "game_over";
  const list = (seats) => seats.map((i) => names[i]).join(", ");
  const held = (seat) => entry.sent.has(seat) || ctx.pending.some((move) => move.type === "grid" && move.seat === seat);
  const actable = view.to_move.filter((seat) => ctx.canAct(seat) && !held(seat));
  if (!actable.includes(entry.seat)) entry.seat = actable.includes(ctx.mySeat) ? ctx.mySeat : actable[0] ?? null;
  const heldSeats = view.to_move.filter(held);
  const others = view.to_move.filter((seat) => !actable.includes(seat) && !held(seat));
  return [
    el("header", { class: "golf-head" },
      el("h2", { text: s.playoff ? t("golf.playoffHole", { n: s.hole }) : t("golf.hole", { n: s.hole, total: s.holes }) }),
      el("span", { class: "golf-muted", text: t("golf.hand.depth") })),
    over && el("p", { class: "golf-banner golf-result", role: "status" },
      el("strong", { text: t(s.winners.length > 1 ? "golf.winners" : "golf.winner", { names: list(view.result?.winners ?? s.winners) }) }),
      ` ${t("golf.gameOver")}`),
    entry.seat != null && gridEntry(ctx, entry, actable),
    heldNote(ctx, heldSeats, { cls: "golf-muted" }),
    others.length > 0 && el("p", { class: "golf-muted", "data-testid": "golf-hand-waiting",
      text: t("golf.hand.waiting", { names: list(others) }) }),
    pendingMoves(ctx, { say: (m) => `${names[m.seat]}: ${gridWords(t, m.payload.cards)}`,
      badge: (m) => t(m.status === "sending" ? "golf.sending" : "golf.queued") }),
    s.last_hole && lastHole(ctx, s.last_hole),
    scoreSheet(view, t),
  ];
}

/** One player's grid, tapped card by card into the focused spot (the first empty one). */
function gridEntry(ctx, entry, actable) {
  const { view, t, names } = ctx;
  const seat = entry.seat;
  const picks = (entry.picks[seat] ||= {});
  // The spot a tap fills: the first empty one, unless the player tapped a spot to change it.
  if (!POS.includes(entry.focus)) entry.focus = POS.find((pos) => !picks[pos]) ?? "TL";
  const pick = (card) => {
    picks[entry.focus] = card;
    if (POS.every((pos) => picks[pos])) return send(ctx, entry, seat, { ...picks });
    entry.focus = POS.find((pos) => !picks[pos]);
    entry.draw();
  };
  const spot = (pos) => el("button", {
    type: "button", class: `golf-slot${entry.focus === pos ? " golf-sel" : ""}${picks[pos] ? " golf-picked" : ""}`,
    "data-testid": `golf-hand-slot-${pos}`, "aria-pressed": String(entry.focus === pos),
    "aria-label": `${t(`golf.pos.${pos}`)}: ${picks[pos] ? cardLabel(picks[pos]) : t("golf.hand.empty")}`,
    onclick: () => { entry.focus = pos; entry.draw(); },
  }, picks[pos] ? cardFace(picks[pos]) : el("span", { class: "golf-back" }));
  return el("section", { class: "golf-panel golf-hand-entry", "data-testid": "golf-hand-entry" },
    actable.length > 1 && el("div", { class: "golf-choice", role: "group", "aria-label": t("golf.hand.whose") },
      actable.map((other) => el("button", {
        type: "button", "data-testid": `golf-seat-choice-${other}`, "aria-pressed": String(other === seat),
        text: names[other], onclick: () => { entry.seat = other; entry.focus = undefined; entry.draw(); },
      }))),
    el("div", { class: "golf-hand-row" },
      el("div", { class: "golf-grid golf-hand-grid", role: "group", "aria-label": t("golf.hand.gridOf", { name: names[seat] }) },
        POS.map(spot)),
      el("p", { class: "golf-hint", text: t("golf.hand.hint", { name: names[seat], pos: t(`golf.pos.${entry.focus}`) }) })),
    cardPicker({ t, label: t("golf.hand.pick", { pos: t(`golf.pos.${entry.focus}`) }),
      wild: view.options.wild_cards === "best_assignment", disabled: onTheTable(ctx, entry, seat), onPick: pick }));
}

function send(ctx, entry, seat, cards) {
  entry.sent.add(seat);
  delete entry.picks[seat];
  entry.seat = null;
  entry.focus = undefined;
  ctx.submit("grid", seat, { cards }).then((answer) => {
    if (answer?.ok) return;
    entry.sent.delete(seat);  // refused (the table says why): its grid can be entered again
    entry.draw();
  });
  entry.draw();
}

// A card lies in one grid only: those entered, queued or being picked for another player are
// greyed out, and so are the ones already picked for this grid. Wilds repeat, so never "W".
function onTheTable(ctx, entry, seat) {
  const taken = new Set();
  for (const grid of ctx.view.state.grids || []) for (const pos of POS) if (grid?.[pos].face_up) taken.add(grid[pos].card);
  for (const move of ctx.pending) Object.values(move.payload.cards || {}).forEach((card) => taken.add(card));
  for (const [other, picks] of Object.entries(entry.picks)) {
    for (const [pos, card] of Object.entries(picks)) if (Number(other) !== seat || pos !== entry.focus) taken.add(card);
  }
  taken.delete("W");
  return taken;
}

function gridWords(t, cards) {
  return POS.map((pos) => `${t(`golf.pos.${pos}`)} ${cardLabel(cards[pos])}`).join(", ");
}

/** The hole just scored: each grid with its score, as the table checks it against the cards. */
function lastHole(ctx, last) {
  const { t, names } = ctx;
  return el("section", { class: "golf-hand-last", "data-testid": "golf-hand-last" },
    el("h3", { text: t(last.playoff ? "golf.lastPlayoff" : "golf.lastHole", { n: last.hole }) }),
    el("ul", { class: "list" }, last.seats.map((result, seat) => result && el("li", { class: "golf-hand-line" },
      el("span", { class: "golf-hand-name", text: names[seat] }),
      el("span", { class: "golf-hand-cards", role: "img", "aria-label": gridWords(t, result.grid) },
        POS.map((pos) => cardFace(result.wilds?.[pos] ?? result.grid[pos]))),
      el("strong", { text: t("golf.hand.score", { score: result.score, bonus: result.bonus }) })))));
}
