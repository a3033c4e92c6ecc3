/**
 * Flares table screen. Rulebook: Ecwem: Six, "Flares"; spec:
 * docs/games/flares.md §3 (moves flares.private_hand, deck_lead, play, point_cards).
 * Shows the trick on the table, trick counts, this phone's hand (hand-tracking), revoke flags
 * with their evidence and the table's ruling (flares/flags.js), the last round's scoring, the
 * score sheet and the race to the target.
 */
import { el, replace } from "../dom.js";
import { cardPicker, cardFace, cardLabel, cardList, multiCardPicker, suitName } from "../components/card-picker.js";
import { confirmBar, keptEntry, sendMove } from "../components/move-entry.js";
import { handConflicts } from "../components/hand-conflicts.js";
import { othersHand, ownPhoneNote } from "../components/own-phone.js";
import { pendingMoves } from "../components/pending.js";
import { renderRound } from "./flares/round-result.js";
import { heldNote, heldSeats } from "../components/held-moves.js";
import { flagLog, pinnedFlags } from "./flares/flags.js";

const MOVE_OF_PHASE = { round_setup: "private_hand", await_deck_lead: "deck_lead", in_trick: "play",
  await_point_cards: "point_cards" };
const TURN_MOVES = Object.values(MOVE_OF_PHASE);

/** A hand entered on another phone, entered again on this one (components/seat-moved.js). */
export function reentry(view, line) {
  return line.type === "private_hand" ? { need: view.state.h, payload: (cards) => ({ cards: [...cards] }) } : null;
}

export function render(root, ctx) {
  if (ctx.view.options.depth === "hand") return renderRound(root, ctx, { winnerBanner, lastRound, scoreSheet });
  keptEntry(root, `${ctx.view.id}|${ctx.view.version}`, () => ({ picks: [] }),
    (entry) => replace(root, el("div", { class: "fl" }, screen(ctx, entry, entry.draw))));
}

const nameOf = (ctx, by) => (by === "DECK" ? ctx.t("fl.deck") : ctx.names[by]);
const face = (code, extra = {}) => el("span", { class: "fl-card", "data-face": code, ...extra }, cardFace(code));
// Points come as numbers with their written forms beside them (scores_display: "6½", "−18").
const signed = (points, shown) => (points > 0 ? `+${shown}` : shown);

function screen(ctx, entry, draw) {
  const { view, t, names } = ctx;
  const s = view.state;
  const over = s.phase === "game_over";
  // A shared phone (nobody is "you") is passed round the table between rounds: the round just
  // scored comes before the next round's picker, not under it.
  const roundFirst = ctx.mySeat == null && !over && !s.tricks_done?.length && !s.trick?.cards.length;
  return [
    el("header", { class: "fl-head" },
      el("h2", { text: t("fl.round", { n: over ? s.rounds_scored : s.round }) }),
      !over && el("span", { class: "fl-muted", text: t("fl.dealer", { name: names[s.dealer] }) })),
    over ? winnerBanner(ctx) : turnBanner(ctx),
    pinnedFlags(ctx, entry),
    roundFirst && lastRound(ctx),
    s.trick && trickOnTable(ctx),
    lastTrick(ctx),
    counts(ctx),
    handConflicts(s.my_hand_conflicts, (zone, n) => t(`fl.where.${zone}`, { n })),
    hand(ctx, entry, draw),
    pendingList(ctx),
    !over && panel(ctx, entry, draw),
    !roundFirst && lastRound(ctx),
    flagLog(ctx),
    scoreSheet(view, t),
  ];
}

function winnerBanner({ view, t, names }) {
  const winners = (view.result?.winners ?? view.state.winners).map((seat) => names[seat]);
  return el("p", { class: "fl-banner fl-win", role: "status", "data-testid": "fl-winner" },
    el("strong", { text: t(winners.length > 1 ? "fl.winners" : "fl.winner", { names: winners.join(", ") }) }),
    ` ${t("fl.over")}`);
}

function turnBanner(ctx) {
  const { view, t, names, mySeat } = ctx;
  const s = view.state;
  // Seats whose move this phone holds (queued offline, or on its way) are not waited for.
  const { held, waiting } = heldSeats(ctx, view.to_move, { types: TURN_MOVES });
  if (held.length && !waiting.length) return heldNote(ctx, held, { cls: "fl-banner" });
  const mine = waiting.includes(mySeat);
  let text;
  if (s.phase === "round_setup") {
    text = mine ? t("fl.enterHand", { h: s.h }) : t("fl.hands", { names: waiting.map((i) => names[i]).join(", ") });
  } else if (s.phase === "await_deck_lead") text = t("fl.flip", { name: names[s.dealer], n: s.trick.number });
  else if (s.phase === "await_point_cards") text = t("fl.reveal", { name: names[s.dealer] });
  else text = mine ? t("fl.yourTurn") : t("fl.turnOf", { name: names[s.trick.next] });
  return [el("p", { class: `fl-banner${mine ? " fl-mine" : ""}`, role: "status", "data-testid": "fl-turn", text }),
    heldNote(ctx, held)];
}

/** The cards of a trick in play order, each with who played it; the seats still to play as gaps. */
function plays(ctx, trick, upcoming = []) {
  return el("ol", { class: "fl-plays" },
    trick.cards.map((play, i) => el("li", { class: trick.winner === play.by ? "fl-won" : null },
      face(play.card, { title: `${cardLabel(play.card)} · #${play.seq}` }),
      el("small", { text: nameOf(ctx, play.by) + (i === 0 ? " ▸" : "") }))),
    upcoming.map((seat) => el("li", { class: "fl-next" }, el("span", { class: "fl-card fl-gap" }),
      el("small", { text: nameOf(ctx, seat) }))));
}

function trickOnTable(ctx) {
  const { view, t } = ctx;
  const s = view.state;
  const trick = s.trick;
  const upcoming = trick.deck_to_flip ? ["DECK", ...trick.order] : trick.order;
  return el("section", { class: "fl-trick", "data-testid": "fl-trick" },
    el("div", { class: "fl-row" },
      el("h3", { text: t("fl.trick", { n: trick.number, h: s.h }) }),
      el("span", { class: `fl-lead${trick.lead_suit ? ` suit-${trick.lead_suit}` : ""}`, "data-testid": "fl-lead-suit",
        text: trick.lead_suit ? t("fl.lead", { suit: suitName(trick.lead_suit) }) : t("fl.noLead") })),
    plays(ctx, trick, upcoming));
}

// The trick just finished stays in view until the next one has a card, so every phone sees who took it.
function lastTrick(ctx) {
  const s = ctx.view.state;
  const done = s.tricks_done?.at(-1);
  if (!done || s.trick?.cards.length) return null;
  return el("section", { class: "fl-last", "data-testid": "fl-last-trick" },
    el("p", { class: "fl-muted", text: ctx.t("fl.lastTrick", { n: done.number, name: nameOf(ctx, done.winner) }) }),
    plays(ctx, done));
}

function counts(ctx) {
  const { view, t, names } = ctx;
  const s = view.state;
  if (s.phase === "game_over") return null;
  const current = s.trick?.next;
  return el("table", { class: "fl-counts", "data-testid": "fl-counts" },
    el("thead", {}, el("tr", {}, ["fl.player", "fl.tricks", "fl.left"].map((k) => el("th", { scope: "col", text: t(k) })))),
    el("tbody", {},
      names.map((name, seat) => el("tr", { class: seat === current && !s.trick.deck_to_flip ? "fl-current" : null },
        el("th", { scope: "row" }, name, seat === s.dealer ? ` (${t("fl.dealerMark")})` : "",
          seat === ctx.mySeat ? ` · ${t("fl.you")}` : "",
          s.phase === "round_setup" && s.hands_in?.[seat] && el("span", { class: "fl-badge", text: `✓ ${t("fl.handIn")}` })),
        el("td", { "data-testid": `fl-tricks-${seat}`, text: s.tricks_won[seat] }),
        el("td", { text: s.cards_left[seat] }))),
      el("tr", {}, el("th", { scope: "row", text: t("fl.deck") }),
        el("td", { "data-testid": "fl-tricks-deck", text: s.deck_tricks }),
        el("td", { "data-testid": "fl-deck-count", text: s.deck_count }))));
}

/** This phone's own hand (hand-tracking only); on its turn the playable cards are the play buttons. */
function hand(ctx, entry, draw) {
  const { view, t } = ctx;
  const mine = view.state.my_hand;
  if (!mine) return null;
  const canPlay = view.state.phase === "in_trick" && view.state.trick.next === ctx.mySeat && !isQueued(ctx, entry);
  const unplayed = new Set(mine.unplayed);
  return el("section", { class: "fl-hand", "data-testid": "fl-hand", "aria-label": t("fl.hand") },
    el("h3", { text: t("fl.hand") }),
    canPlay && el("p", { class: "fl-muted", text: t("fl.tapHand") }),
    el("div", { class: "fl-hand-cards" }, mine.cards.map((code) => {
      if (!unplayed.has(code)) return face(code, { class: "fl-card fl-spent", title: `${cardLabel(code)} · ${t("fl.played")}` });
      if (!canPlay) return face(code);
      return el("button", {
        type: "button", class: "fl-card", "data-card": code, "aria-label": cardLabel(code),
        disabled: !mine.playable.includes(code),
        onclick: () => { sendMove(ctx, entry, "play", ctx.mySeat, { card: code }); draw(); },
      }, cardFace(code));
    })));
}

function pendingList(ctx) {
  return pendingMoves(ctx, { say: (m) => `${ctx.names[m.seat]}: ${summary(ctx, m.type, m.seat, m.payload)}`,
    badge: (m) => ctx.t(m.status === "sending" ? "fl.sending" : "fl.queued") });
}

/** A move in words, its cards named as players say them ("5 of Units"), not by their codes. */
function summary(ctx, type, seat, p) {
  const { t } = ctx;
  if (type === "deck_lead") return t("fl.sumFlip", { card: cardLabel(p.card) });
  if (type === "play") return t("fl.sumPlay", { name: ctx.names[seat], card: cardLabel(p.card) });
  if (type === "revoke_ruling") return t(p.ruling === "uphold" ? "fl.sumUphold" : "fl.sumDismiss", { n: p.flag });
  return t(type === "private_hand" ? "fl.sumHand" : "fl.sumPoints", { cards: cardList(p.cards) });
}

// Cards known to be elsewhere this round cannot be flipped, played or turned up: the picker greys
// them out. Not this phone's own hand (hand-tracking): a card the deck turns up that the hand lists
// is taken all the same (the entry is what is wrong), and the hand's phone is told so.
function knownCards(ctx) {
  const s = ctx.view.state;
  const known = new Set();
  for (const trick of [...(s.tricks_done || []), s.trick].filter(Boolean)) trick.cards.forEach((p) => known.add(p.card));
  for (const { payload: p } of ctx.pending) [p.card, ...(p.cards || [])].forEach((c) => c && known.add(c));
  return known;
}

// A move this phone has sent for the current decision hides the panel until the table moves on.
function isQueued(ctx, entry) {
  const type = MOVE_OF_PHASE[ctx.view.state.phase];
  return entry.sent || ctx.pending.some((m) => m.type === type && (type !== "private_hand" || m.seat === ctx.mySeat));
}

function panel(ctx, entry, draw) {
  const { view, t, names } = ctx;
  const s = view.state;
  const type = MOVE_OF_PHASE[s.phase];
  const seat = type === "private_hand" ? ctx.mySeat : view.to_move[0];
  if (seat == null || !view.to_move.includes(seat) || !ctx.canAct(seat) || isQueued(ctx, entry)) return null;
  // A tracked hand's card is played on its own phone only (CORE-HAND-OWN-PHONE): nothing to tap here.
  if (type === "play" && othersHand(ctx, seat)) {
    return el("section", { class: "fl-panel", "data-testid": "fl-panel" }, ownPhoneNote(names[seat]));
  }
  const reset = () => { entry.picks = []; draw(); };
  const send = (payload) => { sendMove(ctx, entry, type, seat, payload); reset(); };
  const confirm = (payload) => confirmBar("fl", { summary: summary(ctx, type, seat, payload),
    confirm: t("fl.submit"), cancel: t("fl.cancel"), onSend: () => send(payload), onCancel: reset });

  let body;
  if (type === "private_hand" || type === "point_cards") {
    const need = type === "private_hand" ? s.h : 3;
    const label = type === "private_hand" ? t("fl.pickHand", { h: need, n: entry.picks.length })
      : t("fl.pickPoints", { n: entry.picks.length });
    const disabled = type === "private_hand" ? new Set() : knownCards(ctx);
    body = [multiCardPicker({ picks: entry.picks, need, onChange: draw, label, t, disabled }),
      entry.picks.length === need && confirm({ cards: [...entry.picks] })];
  } else if (type === "play" && s.my_hand && seat === ctx.mySeat) {
    body = null;  // the hand above is the picker, and sends the card on the tap
  } else {
    // One card is the whole move: it is sent on the tap (the queue shows it; undo takes it back).
    const label = t(type === "deck_lead" ? "fl.pickFlip" : "fl.pickPlay", { name: names[seat] });
    body = [cardPicker({ label, t, disabled: knownCards(ctx), onPick: (card) => send({ card }) }),
      el("p", { class: "fl-muted", text: t("fl.sentOnTap") })];
  }
  return body && el("section", { class: "fl-panel", "data-testid": "fl-panel" }, body);
}

/** The last scored round: the point cards, what they were worth and why, and each award. */
function lastRound(ctx) {
  const { view, t, names } = ctx;
  const r = view.scores.rounds.at(-1);
  if (!r) return null;
  const m = r.multipliers;
  const notes = [
    t("fl.sum", { n: r.points }),
    m.suit > 1 && t("fl.suitX"), m.sweep > 1 && t("fl.sweepX"),
    r.deck_sweep && t("fl.deckSweep"), m.deck_sweep > 1 && t("fl.deckSweepX"),
    !r.deck_sweep && t("fl.value", { n: r.value }),
    r.shares > 1 && !r.all_tied && t("fl.split", { n: r.shares }), r.all_tied && t("fl.allTied"),
  ].filter(Boolean);
  return el("section", { class: "fl-result", "data-testid": "fl-result" },
    el("h3", { text: t("fl.result", { n: r.round }) }),
    el("div", { class: "fl-row", "data-testid": "fl-point-cards", "aria-label": t("fl.pointCards") },
      r.point_cards.map((code) => face(code, { title: cardLabel(code) }))),
    el("ul", { class: "fl-notes", "data-testid": "fl-multipliers" }, notes.map((text) => el("li", { text }))),
    el("ul", { class: "fl-awards" }, names.map((name, seat) => el("li", { "data-testid": `fl-award-${seat}` },
      el("span", { text: `${name} · ${t(r.tricks[seat] === 1 ? "fl.tricks1" : "fl.tricksN", { n: r.tricks[seat] })}` }),
      el("strong", { text: signed(r.scores[seat], r.scores_display[seat]) }),
      r.forfeited.includes(seat) && el("small", { text: ` ${t("fl.forfeit")}` })))));
}

/** Rounds × players with totals, and the race to the target (also the scores tab, {heading: false}). */
export function scoreSheet(view, t, { heading = true } = {}) {
  const names = view.seats.map((seat) => seat.name);
  const { rounds, totals_display: totals } = view.scores;
  const race = view.state.race;
  return el("section", { class: "fl-sheet" },
    heading && el("h3", { text: t("fl.scores") }),
    rounds.length ? el("table", { "data-testid": "fl-scores" },
      el("thead", {}, el("tr", {}, el("th", { scope: "col", text: t("fl.roundCol") }),
        names.map((name) => el("th", { scope: "col", title: name, text: name })))),
      el("tbody", {}, rounds.map((r) => el("tr", {}, el("th", { scope: "row", text: r.round }),
        r.scores_display.map((award, seat) => el("td", { "data-testid": `fl-score-${r.round}-${seat}`, text: award }))))),
      el("tfoot", {}, el("tr", {}, el("th", { scope: "row", text: t("fl.total") }),
        totals.map((total, seat) => el("td", { "data-testid": `fl-total-${seat}`, text: total })))))
      : el("p", { class: "fl-muted", text: t("fl.noRounds") }),
    el("h3", { text: t("fl.race", { n: race.target }) }),
    el("ul", { class: "fl-race", "data-testid": "fl-race" }, names.map((name, seat) => {
      const share = Math.max(0, Math.min(1, race.totals[seat] / race.target));
      const label = t("fl.raceOf", { name, total: race.totals_display[seat], target: race.target });
      const fill = el("span", { class: race.totals[seat] >= race.target ? "fl-reached" : null });
      fill.style.width = `${(share * 100).toFixed(1)}%`;  // through the CSSOM: the CSP forbids style=""
      return el("li", { "data-testid": `fl-race-${seat}` },
        el("span", { class: "fl-race-label", text: label }),
        el("span", { class: "fl-bar", role: "img", "aria-label": label }, fill));
    })));
}
