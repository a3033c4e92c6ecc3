/**
 * Collector table screen. Rulebook: Ecwem: Six, "Collector"; spec:
 * docs/games/collector.md §5 (moves collector.start, private_hand, draw, private_draw, end_turn).
 * Shows the discard pile (top card large), the deck, hand counts, whose turn and what they must
 * do, this phone's hand, the sets laid down with their tiers, the final turns and the winner; and
 * a lay-down builder that names the tier of the six cards picked (or why they are no set) live.
 */
import { el, replace } from "../dom.js";
import { cardFace, cardLabel, cardList, multiCardPicker } from "../components/card-picker.js";
import { confirmBar, entryButton, keptEntry, sendMove } from "../components/move-entry.js";
import { handConflicts } from "../components/hand-conflicts.js";
import { handNote } from "../components/own-phone.js";
import { pendingMoves } from "../components/pending.js";
import { heldNote, heldSeats } from "../components/held-moves.js";
import { renderHand } from "./collector/hand.js";

const TIERS = { spectrum: 1, flush: 2, sextet: 2, straight: 3, rainbow: 3 };
const MOVES = { await_start: "start", draw: "draw", private_draw: "private_draw", end_turn: "end_turn" };

/** The spec's §5.5 classification, for the builder's live answer (the server decides). */
export function classify(cards) {
  if (cards.length !== 6) return null;
  const ranked = cards.filter((c) => c !== "W");
  const ranks = ranked.map((c) => c[0]);
  const suits = ranked.map((c) => c[1]);
  const distinct = (xs) => new Set(xs).size === xs.length;
  const one = (xs) => new Set(xs).size <= 1;
  if (distinct(ranks) && distinct(suits)) return "spectrum";
  if (one(suits) && distinct(ranks)) return "flush";
  if (one(ranks) && distinct(suits)) return "sextet";
  if (distinct(ranks)) return "straight";
  if (distinct(suits)) return "rainbow";
  return false;
}

/** A hand or a draw entered on another phone, entered again on this one (components/seat-moved.js):
 * the log tells every phone how many cards each was. */
export function reentry(view, line) {
  const need = line.type === "private_hand" ? 6 : line.type === "private_draw" ? line.payload?.count : null;
  return need ? { need, payload: (cards) => ({ cards: [...cards] }) } : null;
}

export function render(root, ctx) {
  if (ctx.view.options.depth === "hand") return renderHand(root, ctx, { classify, TIERS, tierText, winnerBanner, laidSets, scoreSheet });
  keptEntry(root, `${ctx.view.id}|${ctx.view.version}`, () => ({ picks: [], set: [], discards: [], group: "discards" }),
    (entry) => replace(root, el("div", { class: "co" }, screen(ctx, entry, entry.draw))));
}

const face = (code, extra = {}) => el("span", { class: "co-card", "data-face": code, ...extra }, cardFace(code));
const tierText = (t, kind) => t("co.tier", { n: TIERS[kind], kind: t(`co.kind.${kind}`) });
const list = (names, seats) => seats.map((seat) => names[seat]).join(", ");

function screen(ctx, entry, draw) {
  const s = ctx.view.state;
  return [
    s.phase === "game_over" ? winnerBanner(ctx) : turnBanner(ctx),
    finalTurns(ctx),
    pile(ctx),
    players(ctx),
    laidSets(ctx),
    handConflicts(s.my_hand_conflicts, (zone, seat) => whereText(ctx, zone, seat)),
    hand(ctx),
    pendingList(ctx),
    s.phase !== "game_over" && panel(ctx, entry, draw),
  ];
}

function winnerBanner({ view, t, names }) {
  const s = view.state;
  const laid = s.laid_down.find((set) => set.seat === s.winner);
  const text = s.winner === null ? t("co.draw0") : t("co.winner", { name: names[s.winner], kind: tierText(t, laid.kind) });
  return el("p", { class: "co-banner co-win", role: "status", "data-testid": "co-winner" }, el("strong", { text }), ` ${t("co.over")}`);
}

function turnBanner(ctx) {
  const { view, t, names, mySeat } = ctx;
  const s = view.state;
  // Seats whose move this phone holds (queued offline, or on its way) are not waited for.
  const { held, waiting } = heldSeats(ctx, view.to_move);
  if (held.length && !waiting.length) return heldNote(ctx, held, { cls: "co-banner" });
  const cur = s.phase === "await_start" ? s.dealer : s.current;
  const mine = cur === mySeat;
  const missing = (s.hands_in || []).map((ok, seat) => (ok ? null : seat))
    .filter((seat) => seat !== null && !held.includes(seat));
  let text;
  if (s.phase === "await_start") text = t(view.options.initial_discard ? "co.start" : "co.startEmpty", { name: names[cur] });
  else if (s.phase === "draw") text = mine ? t("co.yourDraw") : t("co.draw", { name: names[cur] });
  else if (s.phase === "private_draw") text = mine ? t("co.yourDeckCards", { n: 2 - s.drawn_from_discard }) : t("co.deckCards", { name: names[cur] });
  else text = mine ? t("co.yourEnd") : t("co.end", { name: names[cur] });
  return [
    el("p", { class: `co-banner${mine ? " co-mine" : ""}`, role: "status", "data-testid": "co-turn", text }),
    missing.length > 0 && el("p", { class: "co-muted", "data-testid": "co-hands",
      text: missing.includes(mySeat) ? t("co.enterHand") : t("co.hands", { names: list(names, missing) }) }),
    heldNote(ctx, held),
  ];
}

function finalTurns({ view, t, names }) {
  const s = view.state;
  if (s.phase !== "game_over" && s.turn_limit && !s.laid_down.length) {
    return el("p", { class: "co-muted", text: t("co.limit", { n: s.rounds_done + 1, limit: s.turn_limit }) });
  }
  if (!s.final_turns_left?.length) return null;
  return el("p", { class: "co-final", "data-testid": "co-final" },
    el("strong", { text: t("co.final", { names: list(names, s.final_turns_left) }) }),
    ` · ${t("co.finalLeft", { n: s.final_turns_left.length })}`);
}

function pile({ view, t }) {
  const s = view.state;
  const rest = s.discard.slice(0, -1);
  return el("section", { class: "co-table", "aria-label": t("co.pile") },
    el("div", { class: "co-stack" }, el("span", { class: "co-back", "aria-hidden": "true" }),
      el("small", {}, t("co.deck"), " · ", el("b", { "data-testid": "co-deck", text: s.deck_count }))),
    el("div", { class: "co-pile", "data-testid": "co-pile" },
      s.discard_top ? face(s.discard_top, { class: "co-card co-top", "data-testid": "co-top", title: cardLabel(s.discard_top) })
        : el("p", { class: "co-muted", text: t("co.pileEmpty") }),
      rest.length > 0 && el("div", {}, el("small", { class: "co-muted", text: t("co.below") }),
        el("div", { class: "co-row", "data-testid": "co-pile-rest" }, rest.map((code) => face(code, { class: "co-card co-small" }))))));
}

function players(ctx) {
  const { view, t, names } = ctx;
  const s = view.state;
  return el("table", { class: "co-players", "data-testid": "co-players" },
    el("thead", {}, el("tr", {}, ["co.player", "co.cards", "co.known", "co.set"].map((k) => el("th", { scope: "col", text: t(k) })))),
    el("tbody", {}, names.map((name, seat) => {
      const laid = s.laid_down.find((set) => set.seat === seat);
      return el("tr", { class: seat === s.current ? "co-current" : null },
        el("th", { scope: "row" }, name, seat === s.dealer ? ` (${t("co.dealerMark")})` : "", seat === ctx.mySeat ? ` · ${t("co.you")}` : ""),
        el("td", { "data-testid": `co-count-${seat}`, text: s.hand_counts[seat] }),
        el("td", { "data-testid": `co-known-${seat}`, text: s.known_hands[seat].join(" ") }),
        el("td", { "data-testid": `co-tier-${seat}`, text: laid ? tierText(t, laid.kind) + (seat === s.winner ? ` · ${t("co.won")}` : "") : "" }));
    })));
}

function standIn(t, w) {
  const rank = w.rank ?? "";
  const suit = w.suit ? cardLabel(`1${w.suit}`).split(" ").pop() : "";
  return t("co.wildAs", { card: w.rank && w.suit ? cardLabel(`${w.rank}${w.suit}`) : `${t("co.any")} ${rank || suit}` });
}

function laidSets({ view, t, names }) {
  const sets = view.state.laid_down;
  if (!sets.length) return null;
  return el("section", { class: "co-sets", "data-testid": "co-sets" }, el("h3", { text: t("co.sets") }),
    sets.map((set) => el("div", { class: "co-set", "data-testid": `co-set-${set.seat}` },
      el("p", {}, el("strong", { text: tierText(t, set.kind) }), " · ", t("co.laidBy", { name: names[set.seat], seq: set.seq })),
      el("div", { class: "co-row" }, set.cards.map((code) => face(code))),
      set.wilds_as.length > 0 && el("p", { class: "co-muted", text: set.wilds_as.map((w) => standIn(t, w)).join(" · ") }))));
}

/** Hand-tracking: the hand as entered. Trust: the cards this seat took from the pile. */
function hand({ view, t, mySeat }) {
  const s = view.state;
  if (mySeat === null || mySeat === undefined || s.phase === "game_over") return null;
  const tracked = s.my_hand;
  const cards = tracked || s.known_hands[mySeat];
  if (!tracked && s.info_mode === "hand_tracking") return null;
  return el("section", { class: "co-hand", "data-testid": "co-hand" },
    el("h3", { text: t(tracked ? "co.hand" : "co.knownHand") }),
    cards.length ? el("div", { class: "co-row" }, cards.map((code) => face(code))) : el("p", { class: "co-muted", text: t("co.noKnown") }));
}

function pendingList(ctx) {
  return pendingMoves(ctx, { say: (m) => `${ctx.names[m.seat]}: ${summary(ctx.t, m.type, m.payload)}`,
    badge: (m) => ctx.t(m.status === "sending" ? "co.sending" : "co.queued") });
}

/** A move in words, its cards named as players say them ("4 of Hearts"), not by their codes. */
function summary(t, type, p) {
  if (type === "draw") return t(`co.from${p.from_discard}`);
  if (type === "start") return p.discard_top ? t("co.sumTop", { card: cardLabel(p.discard_top) }) : t("co.startBtn");
  if (type !== "end_turn") return t("co.sumCards", { cards: cardList(p.cards) });
  const kind = p.lay_down && classify(p.lay_down);
  return [kind && t("co.sumLay", { cards: cardList(p.lay_down), tier: tierText(t, kind) }),
    t("co.sumDiscards", { a: cardLabel(p.discards[0]), b: cardLabel(p.discards[1]) })].filter(Boolean).join(" · ");
}

// Where the table knows a card of this phone's entered hand to be instead (state.my_hand_conflicts).
function whereText({ t, names, mySeat }, zone, seat) {
  if (zone === "hand" && Number(seat) === mySeat) return t("co.where.ownHand");
  return t(`co.where.${zone}`, { name: names[Number(seat)] });
}

// Cards known to be somewhere this phone cannot take them from: the pile, others' known hands,
// laid-down sets, and (entering its own cards) this phone's own hand. The first discard is not
// judged on that hand: a card the hand lists is taken all the same, and the hand's phone is told.
function knownCards(s, seat, withOwn) {
  const known = new Set([...s.discard, ...s.laid_down.flatMap((set) => set.cards)]);
  s.known_hands.forEach((cards, owner) => (owner !== seat || withOwn) && cards.forEach((c) => known.add(c)));
  if (withOwn) (s.my_hand || []).forEach((c) => known.add(c));
  known.delete("W");
  return known;
}

function panel(ctx, entry, draw) {
  const { view, t } = ctx;
  const s = view.state;
  const needsHand = s.hands_in && ctx.mySeat != null && !s.hands_in[ctx.mySeat];
  const type = needsHand ? "private_hand" : MOVES[s.phase];
  const seat = needsHand ? ctx.mySeat : (s.phase === "await_start" ? s.dealer : s.current);
  if (seat == null || !view.to_move.includes(seat) || !ctx.canAct(seat) || entry.sent) return null;
  if (ctx.pending.some((m) => m.type === type && m.seat === seat)) return null;
  if (type === "private_draw" && seat !== ctx.mySeat) return null;  // only the drawer's own phone
  if (type === "draw" && s.hands_in && !s.hands_in[seat]) return null;
  const send = (payload) => { sendMove(ctx, entry, type, seat, payload); draw(); };
  const reset = () => { entry.picks = []; entry.set = []; entry.discards = []; draw(); };
  const confirm = (text, payload, ready = true) => confirmBar("co", { summary: text, ready,
    confirm: t("co.submit"), cancel: t("co.cancel"), onSend: () => send(payload), onCancel: reset });

  let body;
  if (type === "draw") {
    body = el("div", { class: "co-buttons co-draws" }, [0, 1, 2].map((n) =>
      entryButton(t(`co.from${n}`), `co-draw-${n}`, () => send({ from_discard: n }), { primary: n === 0 })));
  } else if (type === "start" && !view.options.initial_discard) {
    body = entryButton(t("co.startBtn"), "co-start", () => send({ discard_top: null }), { primary: true });
  } else if (type === "end_turn") {
    // Its discards come from the hand: a tracked one's own phone enters them (CORE-HAND-OWN-PHONE).
    body = handNote(ctx, seat) || builder(ctx, entry, draw, seat, confirm);
  } else {
    const need = type === "start" ? 1 : type === "private_hand" ? 6 : 2 - s.drawn_from_discard;
    const label = type === "start" ? t("co.pickTop") : type === "private_hand" ? t("co.pickHand", { n: entry.picks.length })
      : t("co.pickDrawn", { need, n: entry.picks.length });
    const done = entry.picks.length === need;
    const payload = type === "start" ? { discard_top: entry.picks[0] } : { cards: [...entry.picks] };
    body = [multiPicker(ctx, entry.picks, draw, need, label, knownCards(s, seat, type !== "start")),
      done && confirm(summary(t, type, payload), payload)];
  }
  return el("section", { class: "co-panel", "data-testid": "co-panel" }, body);
}

/** Taps toggle a card in `picks` (up to `need`), W among them when wilds substitute. */
function multiPicker(ctx, picks, draw, need, label, disabled, onPick) {
  return multiCardPicker({ picks, need, onChange: draw, label, t: ctx.t, disabled, onPick,
    wild: ctx.view.state.wild_cards === "substitute" });
}

/** End of turn: two discards, and optionally a set of six, shown with its tier as it is built. */
function builder(ctx, entry, draw, seat, confirm) {
  const { view, t } = ctx;
  const s = view.state;
  const group = entry.group;
  const tap = (card) => {
    const inSet = entry.set.indexOf(card);
    const inDiscards = entry.discards.indexOf(card);
    // A ranked card toggles; a W (there may be several) is taken back from its row below.
    if (card !== "W" && inSet >= 0) {
      entry.set.splice(inSet, 1);
      entry.group = "set";  // taking a card out of the set is editing the set
    } else if (card !== "W" && inDiscards >= 0) entry.discards.splice(inDiscards, 1);
    else if (group === "set" && entry.set.length < 6) entry.set.push(card);
    else if (group === "discards" && entry.discards.length < 2) entry.discards.push(card);
    // A finished set moves the builder on to the discards.
    if (group === "set" && classify(entry.set)) entry.group = "discards";
    draw();
  };
  const takeBack = (row, i) => { row.splice(i, 1); draw(); };
  const chosenRow = (row, testid) => el("div", { class: "co-row co-chosen", "data-testid": testid },
    row.map((code, i) => el("button", { type: "button", class: "co-card", "data-face": code, "aria-label": cardLabel(code),
      onclick: () => takeBack(row, i) }, cardFace(code))));
  const chosen = [...entry.set, ...entry.discards];
  const count = (cards, code) => cards.filter((c) => c === code).length;
  let picker;
  if (seat === ctx.mySeat && s.my_hand) {
    // Hand-tracking: the hand is the picker; the n-th copy of a card is pressed once n are chosen.
    // A copy the table has seen elsewhere (my_hand_conflicts) is not the player's to put down.
    const wrong = (s.my_hand_conflicts || []).map((conflict) => conflict.card);
    picker = el("div", { class: "co-row co-mine-cards" }, s.my_hand.map((code, i) => {
      const nth = count(s.my_hand.slice(0, i + 1), code);
      const on = count(chosen, code) >= nth;
      const seen = nth > count(s.my_hand, code) - count(wrong, code);
      return el("button", { type: "button", class: "co-card", "data-card": code, "aria-pressed": String(on),
        "aria-label": cardLabel(code), disabled: (code === "W" && on) || seen, onclick: () => tap(code) }, cardFace(code));
    }));
  } else {
    picker = multiPicker(ctx, chosen, draw, 8, t("co.pickHint"), knownCards(s, seat, false), tap);
  }
  const kind = classify(entry.set);
  const ranks = new Set(entry.set.filter((c) => c !== "W").map((c) => c[0])).size;
  const suits = new Set(entry.set.filter((c) => c !== "W").map((c) => c[1])).size;
  const live = !entry.set.length ? null : kind ? tierText(t, kind)
    : kind === false ? t("co.notSet", { r: ranks, s: suits }) : t("co.more", { n: 6 - entry.set.length });
  const ready = entry.discards.length === 2 && (!entry.set.length || Boolean(kind));
  const tab = (name, text) => el("button", { type: "button", class: "co-tab", "data-testid": `co-group-${name}`,
    "aria-pressed": String(group === name), text, onclick: () => { entry.group = name; draw(); } });
  const payload = { lay_down: entry.set.length ? [...entry.set] : null, discards: [...entry.discards] };
  return [
    el("h3", { text: t("co.building") }),
    el("div", { class: "co-row co-buttons" }, tab("set", t("co.groupSet", { n: entry.set.length })),
      tab("discards", t("co.groupDiscards", { n: entry.discards.length }))),
    chosenRow(entry.set, "co-set-picks"),
    live && el("p", { class: `co-live${kind ? " co-ok" : ""}`, "data-testid": "co-live", role: "status", text: live }),
    chosenRow(entry.discards, "co-discard-picks"),
    picker,
    confirm(ready ? summary(t, "end_turn", payload) : "", payload, ready),
  ];
}

/** The result (also the scores tab, {heading: false}): each player's set and the winner. */
export function scoreSheet(view, t, { heading = true } = {}) {
  const names = view.seats.map((seat) => seat.name);
  const sets = view.scores.sets;
  return el("section", { class: "co-sheet" }, heading && el("h3", { text: t("co.scores") }),
    el("ul", { "data-testid": "co-result" }, names.map((name, seat) => el("li", {},
      el("span", { text: name }), " ",
      el("strong", { text: (sets[seat] ? tierText(t, sets[seat].kind) : t("co.noSet")) + (view.scores.winner === seat ? ` · ${t("co.won")}` : "") })))));
}
