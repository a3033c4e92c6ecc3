/**
 * Ladder table screen. Rulebook: Ecwem: Six, "Ladder"; spec:
 * docs/games/ladder.md §4 (moves ladder.start, private_hand, play, collect, audit).
 * Shows the centre pile (top play first), what beats it under the table's set rule, deck and hand
 * counts, the cards each player is known to have picked up, this phone's hand with its legal plays
 * (hand-tracking), illegal pick-up flags with their evidence, and the winner. After a trust-mode
 * game a player still holding cards may show them from their own phone (ladder.audit); every
 * phone then sees the cards shown.
 */
import { el, replace } from "../dom.js";
import { cardPicker, cardFace, cardLabel, cardList, multiCardPicker } from "../components/card-picker.js";
import { confirmBar, entryButton, entryButtons, keptEntry, sendMove } from "../components/move-entry.js";
import { handConflicts } from "../components/hand-conflicts.js";
import { heldNote, heldSeats } from "../components/held-moves.js";
import { othersHand, ownPhoneNote } from "../components/own-phone.js";
import { pendingMoves } from "../components/pending.js";

/** A hand entered on another phone, entered again on this one (components/seat-moved.js). */
export function reentry(view, line) {
  return line.type === "private_hand" ? { need: 7, payload: (cards) => ({ cards: [...cards] }) } : null;
}

export function render(root, ctx) {
  // Entering one's hand (before the game) or showing it (after) is this phone's own business:
  // what it has tapped so far survives other players' moves. Anything else is per version.
  const s = ctx.view.state;
  const key = `${ctx.view.id}|${s.hands_missing.includes(ctx.mySeat) ? "hand" : canShow(ctx) ? "show" : ctx.view.version}`;
  keptEntry(root, key, () => ({ picks: [], mode: null }),
    (entry) => replace(root, el("div", { class: "ld" }, screen(ctx, entry, entry.draw))));
}

const face = (code) => el("span", { class: "ld-card", "data-face": code, title: cardLabel(code) }, cardFace(code));
const faces = (cards) => el("span", { class: "ld-set" }, cards.map(face));
// Cards in sentences are named as players say them ("3 of Clubs and 3 of Diamonds"); the table of
// counts keeps their codes, a column too narrow for names.
const list = (cards) => cardList(cards);

function screen(ctx, entry, draw) {
  const s = ctx.view.state;
  const over = s.phase === "game_over";
  return [
    el("header", { class: "ld-head" },
      el("span", { class: "ld-chip", "data-testid": "ld-rule", text: ctx.t(`ld.rule.${s.set_rule}`) }),
      s.info_mode === "hand_tracking" && el("span", { class: "ld-chip", text: ctx.t("ld.tracking") }),
      el("span", { class: "ld-muted", text: ctx.t("ld.dealer", { name: ctx.names[s.dealer] }) })),
    over ? winner(ctx) : banner(ctx),
    over && panel(ctx, entry, draw),
    flagList(ctx),
    shownHands(ctx),
    s.phase !== "await_start" && pile(ctx),
    counts(ctx),
    handConflicts(s.my_hand_conflicts, (zone, seat) => whereText(ctx, zone, seat)),
    hand(ctx, entry, draw),
    pendingList(ctx),
    !over && panel(ctx, entry, draw),
  ];
}

// Trust mode, after the game: this phone's player still holds cards and has not shown them yet.
function canShow({ view, mySeat }) {
  const s = view.state;
  return s.phase === "game_over" && s.info_mode === "trust" && mySeat != null && mySeat !== s.winner &&
    s.hand_count[mySeat] > 0 && !s.audited.includes(mySeat);
}

function winner({ view, t, names, mySeat }) {
  const seat = view.result?.winners[0] ?? view.state.winner;
  const s = view.state;
  // The host phone has no seat: showing a hand is each player's own move.
  const others = mySeat == null && s.info_mode === "trust" &&
    s.hand_count.some((n, i) => n > 0 && i !== s.winner && !s.audited.includes(i));
  return [el("p", { class: "ld-banner ld-win", role: "status", "data-testid": "ld-winner" },
    el("strong", { text: t("ld.winner", { name: names[seat] }) }), ` ${t("ld.over")}`),
  others && el("p", { class: "ld-muted", text: t("ld.showOwn") })];
}

/** The hands shown after the game, on every phone: the dealt cards seen for the first time, and
 * the picked-up ones (already public) the player still held. */
function shownHands({ view, t, names }) {
  const s = view.state;
  if (!s.audited.length) return null;
  return el("section", { class: "ld-panel", "data-testid": "ld-shown", "aria-label": t("ld.shown") },
    el("h3", { text: t("ld.shown") }),
    s.audited.map((seat) => {
      const dealt = s.audits.filter((a) => a.seat === seat).map((a) => a.card);
      return el("div", { class: "ld-shown", "data-testid": `ld-shown-${seat}` },
        el("strong", { text: names[seat] }), faces([...dealt, ...s.known_hand[seat]]),
        el("p", { class: "ld-muted", text: t("ld.dealt", { cards: list(dealt) || t("ld.none") }) }));
    }));
}

function banner(ctx) {
  const { view, t, names, mySeat } = ctx;
  const s = view.state;
  // Seats whose move this phone holds (queued offline, or on its way) are not waited for.
  const { held, waiting } = heldSeats(ctx, view.to_move);
  if (held.length && !waiting.length) return heldNote(ctx, held, { cls: "ld-banner" });
  const missing = s.hands_missing.filter((i) => !held.includes(i));
  const mine = waiting.includes(mySeat) && (s.phase !== "await_start" || mySeat === s.dealer || missing.includes(mySeat));
  let text;
  if (missing.includes(mySeat)) text = t("ld.enterHand");
  else if (s.phase === "await_start") text = t("ld.start", { name: names[s.dealer] });
  else if (missing.includes(s.current)) text = t("ld.hands", { names: missing.map((i) => names[i]).join(", ") });
  else text = s.current === mySeat ? t("ld.yourTurn") : t("ld.turnOf", { name: names[s.current] });
  return [el("p", { class: `ld-banner${mine ? " ld-mine" : ""}`, role: "status", "data-testid": "ld-turn", text }),
    heldNote(ctx, held)];
}

const topDesc = (t, rank, count) => t(count > 3 ? "ld.tn" : `ld.t${count}`, { r: rank, n: count });

/** "a pair or more of rank 5 or higher" (or several alternatives), from the view's `beat`. */
function beatText(t, beat) {
  if (!beat.length) return t("ld.nothing");
  const what = beat.map((o) => {
    const n = o.min_count;
    const size = t(`ld.${o.max_count === n ? "x" : "c"}${n > 2 ? "n" : n}`, { n });
    return `${size} ${o.min_rank > 1 ? t("ld.rank", { r: o.min_rank }) : t("ld.anyRank")}`;
  });
  return t("ld.beat", { what: what.join(t("ld.or")) });
}

/** The centre pile: the top play big, what beats it, then the plays below it, newest first. */
function pile(ctx) {
  const { view, t } = ctx;
  const s = view.state;
  const top = s.pile.at(-1);
  const by = (play) => t("ld.by", { name: play.by === "DECK" ? t("ld.deck") : ctx.names[play.by], seq: play.seq });
  const total = s.pile.reduce((n, play) => n + play.count, 0);
  return el("section", { class: "ld-pile", "data-testid": "ld-pile", "aria-label": t("ld.pile") },
    top ? [
      el("p", { class: "ld-top", "data-testid": "ld-top" },
        el("strong", { text: t("ld.top", { desc: topDesc(t, top.rank, top.count) }) }),
        el("span", { class: "ld-muted", "data-testid": "ld-top-count", text: t("ld.rankCount", { rank: top.rank, count: top.count }) })),
      el("div", { class: "ld-top-cards" }, faces(top.cards), el("small", { text: by(top) })),
    ] : el("p", { class: "ld-top", "data-testid": "ld-top" }, el("strong", { text: t("ld.empty") })),
    s.phase === "turns" && el("p", { class: "ld-beat", "data-testid": "ld-beat", text: beatText(t, s.beat) }),
    s.pile.length > 1 && el("details", { class: "ld-below" },
      el("summary", { text: t("ld.below", { n: total }) }),
      el("ol", {}, s.pile.slice(0, -1).reverse().map((play) => el("li", {}, faces(play.cards), el("small", { text: by(play) }))))));
}

function counts(ctx) {
  const { view, t, names } = ctx;
  const s = view.state;
  return el("table", { class: "ld-counts", "data-testid": "ld-counts" },
    el("thead", {}, el("tr", {}, ["ld.player", "ld.cards", "ld.known"].map((k) => el("th", { scope: "col", text: t(k) })))),
    el("tbody", {},
      names.map((name, seat) => el("tr", { class: seat === s.current ? "ld-current" : null },
        el("th", { scope: "row" }, name, seat === ctx.mySeat ? ` · ${t("ld.you")}` : ""),
        el("td", { "data-testid": `ld-count-${seat}`, text: s.hand_count[seat] }),
        el("td", { class: "ld-known", "data-testid": `ld-known-${seat}`, text: s.known_hand[seat].join(" ") }))),
      el("tr", {}, el("th", { scope: "row", text: t("ld.deck") }),
        el("td", { "data-testid": "ld-deck-count", text: s.deck_count }), el("td"))));
}

const myTurn = (ctx) => ctx.view.state.phase === "turns" && ctx.view.state.current === ctx.mySeat;

/** This phone's own hand (hand-tracking); on its turn the cards that can be played are buttons. */
function hand(ctx, entry, draw) {
  const { view, t } = ctx;
  const mine = view.state.my_hand;
  if (!mine) return null;
  const active = myTurn(ctx) && !isQueued(ctx, entry) && entry.mode !== "collect";
  return el("section", { class: "ld-hand", "data-testid": "ld-hand", "aria-label": t("ld.hand") },
    el("h3", { text: t("ld.hand") }),
    active && mine.playable.length > 0 && el("p", { class: "ld-muted", text: t("ld.legal") }),
    el("div", { class: "ld-hand-cards" }, mine.cards.map((code) => {
      if (!active) return face(code);
      const legal = mine.playable.includes(code);
      return el("button", {
        type: "button", class: `ld-card${legal ? " ld-legal" : ""}`, "data-card": code, "aria-label": cardLabel(code),
        "aria-pressed": String(entry.picks.includes(code)), disabled: !legal,
        onclick: () => { toggle(entry, code); draw(); },
      }, cardFace(code));
    })));
}

// One rank per play: tapping a card of another rank starts a new selection.
function toggle(entry, code) {
  const at = entry.picks.indexOf(code);
  if (at >= 0) entry.picks.splice(at, 1);
  else entry.picks = [...entry.picks.filter((c) => c[0] === code[0]), code];
}

function pendingList(ctx) {
  return pendingMoves(ctx, { say: (m) => summary(ctx, m.type, m.seat, m.payload),
    badge: (m) => ctx.t(m.status === "sending" ? "ld.sending" : "ld.queued") });
}

function summary(ctx, type, seat, p) {
  const { t } = ctx;
  const name = ctx.names[seat];
  if (type === "start") return t("ld.sumStart", { card: cardLabel(p.flip) });
  if (type === "private_hand") return t("ld.sumHand", { cards: list(p.cards) });
  if (type === "play") return t("ld.sumPlay", { name, cards: list(p.cards) });
  if (type === "audit") return t("ld.sumShow", { name, cards: list(p.cards) });
  return p.flip ? t("ld.sumUp", { name, card: cardLabel(p.flip) }) : t("ld.sumUpEmpty", { name });
}

// Where the table knows a card of this phone's entered hand to be instead (state.my_hand_conflicts).
function whereText({ t, names, mySeat }, zone, seat) {
  if (zone === "hand" && Number(seat) === mySeat) return t("ld.where.ownHand");
  return t(`ld.where.${zone}`, { name: names[Number(seat)] });
}

// Cards the table knows are elsewhere cannot be turned up or played: the picker greys them out.
// A player's own picked-up cards stay available when that player plays. Not this phone's entered
// hand: a card the deck turns up that the hand lists is taken all the same (the entry is wrong).
function knownCards(ctx, seat) {
  const s = ctx.view.state;
  const known = new Set();
  s.pile.forEach((play) => play.cards.forEach((c) => known.add(c)));
  s.known_hand.forEach((cards, owner) => owner !== seat && cards.forEach((c) => known.add(c)));
  if (seat != null && seat === ctx.mySeat) s.known_hand[seat].forEach((c) => known.delete(c));
  return known;
}

// A move this phone has sent for the current decision hides the panel until the table moves on.
function isQueued(ctx, entry) {
  return entry.sent || ctx.pending.some((m) => m.type !== "private_hand" || m.seat === ctx.mySeat);
}

function panel(ctx, entry, draw) {
  const { view, t, names } = ctx;
  const s = view.state;
  const entering = s.hands_missing.includes(ctx.mySeat);
  const showing = canShow(ctx);
  const type = showing ? "audit" : entering ? "private_hand" : s.phase === "await_start" ? "start" : entry.mode === "collect" ? "collect" : "play";
  const seat = entering || showing ? ctx.mySeat : s.phase === "await_start" ? s.dealer : s.current;
  if (seat == null || !(showing || view.to_move.includes(seat)) || !ctx.canAct(seat) || isQueued(ctx, entry)) return null;
  if (type !== "private_hand" && s.hands_missing.includes(seat) && s.phase === "turns") return null;
  const reset = () => { entry.picks = []; entry.mode = null; draw(); };
  const send = (payload) => { sendMove(ctx, entry, type, seat, payload); reset(); };
  const confirm = (payload) => confirmBar("ld", { summary: summary(ctx, type, seat, payload),
    confirm: t("ld.submit"), cancel: t("ld.cancel"), onSend: () => send(payload), onCancel: reset });
  const picker = (label, onPick, disabled) => {
    const node = cardPicker({ label, t, disabled, onPick: (card) => { onPick(card); draw(); } });
    for (const b of node.querySelectorAll("[data-card]")) b.setAttribute("aria-pressed", String(entry.picks.includes(b.dataset.card)));
    return node;
  };
  // Exactly `n` cards (a dealt hand, the hand shown after the game), then confirm.
  const pickCards = (label, n, disabled, extra) => [
    multiCardPicker({ picks: entry.picks, need: n, onChange: draw, label, t, disabled }),
    entry.picks.length >= n ? confirm({ cards: [...entry.picks] }) : extra];
  let body;
  if (type === "private_hand") {
    body = pickCards(t("ld.pickHand", { n: entry.picks.length }), 7, knownCards(ctx, null));
  } else if (type === "audit") {
    // The cards picked up are in the hand for sure: they start tapped, and stay so.
    const own = s.known_hand[seat], total = s.hand_count[seat];
    const open = () => { entry.mode = "audit"; entry.picks = [...own]; draw(); };
    const locked = new Set([...knownCards(ctx, seat), ...own, ...s.audits.map((a) => a.card)]);
    body = entry.mode !== "audit" ? [el("h3", { text: t("ld.show") }), el("p", { class: "ld-muted", text: t("ld.showWhy") }),
      entryButtons(entryButton(t("ld.show"), "ld-show", open, { primary: true }))]
      : pickCards(t("ld.pickShow", { n: entry.picks.length, total }), total, locked,
        entryButtons(entryButton(t("ld.cancel"), "ld-cancel", reset)));
  } else if (type === "start" || (type === "collect" && s.deck_count > 0)) {
    const label = t(type === "start" ? "ld.pickStart" : "ld.pickFlip", { name: names[seat] });
    body = entry.picks.length ? confirm({ flip: entry.picks[0] })
      : [picker(label, (card) => { entry.picks = [card]; }, knownCards(ctx, null)),
        type === "collect" && entryButtons(entryButton(t("ld.cancel"), "ld-cancel", reset))];
  } else if (type === "collect") {
    body = confirm({ flip: null });
  } else if (othersHand(ctx, seat)) {
    // A tracked hand's cards are played on its own phone only (CORE-HAND-OWN-PHONE), and so is a
    // compulsory pick-up, judged on that hand; a voluntary one may still be entered here.
    const voluntary = view.options.voluntary_collect && s.pile.length > 0;
    body = [ownPhoneNote(names[seat]), voluntary &&
      entryButtons(entryButton(t("ld.pickup"), "ld-pickup", () => { entry.picks = []; entry.mode = "collect"; draw(); }))];
  } else {
    const fromHand = s.my_hand && seat === ctx.mySeat;  // the hand above is the picker
    const must = s.info_mode === "trust" && s.known_playable.length > 0;
    body = [
      must && el("p", { class: "ld-muted", "data-testid": "ld-must", text: t("ld.mustPlay", { cards: list(s.known_playable) }) }),
      !fromHand && picker(t("ld.pickPlay", { name: names[seat] }), (card) => toggle(entry, card), knownCards(ctx, seat)),
      entry.picks.length > 0 && el("p", { class: "entry-summary", "data-testid": "ld-summary", text: summary(ctx, "play", seat, { cards: entry.picks }) }),
      entryButtons(
        entryButton(t("ld.play"), "ld-play", entry.picks.length ? () => send({ cards: [...entry.picks] }) : null, { primary: true }),
        s.pile.length > 0 && entryButton(t("ld.pickup"), "ld-pickup", () => { entry.picks = []; entry.mode = "collect"; draw(); })),
    ];
  }
  return el("section", { class: "ld-panel", "data-testid": "ld-panel" }, body);
}

/** Illegal pick-up flags, on every phone: the engine's message and the two moves that make the case. */
function flagList(ctx) {
  const { view, t, names } = ctx;
  if (!view.flags.length) return null;
  return el("section", { class: "ld-flags", "data-testid": "ld-flags", "aria-label": t("ld.flags") },
    view.flags.map((flag) => {
      const d = flag.details;
      return el("div", { class: "ld-flag", role: "alert", "data-testid": `ld-flag-${flag.id}` },
        el("strong", { text: `⚑ ${flag.rule}` }),
        el("p", { "data-testid": "ld-flag-message", text: flag.message }),
        el("p", { class: "ld-muted", "data-testid": "ld-flag-evidence", text: t("ld.evidence", {
          at: flag.at_seq, name: names[d.player], top: topDesc(t, d.top[0], d.top[1]), cards: list(d.revealed), ev: flag.evidence_seq }) }));
    }));
}
