/**
 * Mini Golf table screen. Rulebook: Ecwem: Six, "Mini Golf";
 * spec: docs/games/mini-golf.md §1 (moves golf.start_hole, golf.turn, golf.reveal).
 */
import { el, replace } from "../dom.js";
import { connected } from "../network.js";
import { EVERY_CARD, cardPicker, cardFace, cardLabel } from "../components/card-picker.js";
import { confirmBar, entryButton, entryButtons, keptEntry } from "../components/move-entry.js";
import { pendingMoves } from "../components/pending.js";
import { totalsChart } from "../components/totals-chart.js";

const POS = ["TL", "TR", "BL", "BR"];

const MOVE_OF_PHASE = { await_hole_start: "start_hole", turns: "turn", final_turns: "turn", reveal: "reveal" };

export function render(root, ctx) {
  const s = ctx.view.state;
  // Any accepted move makes a half-entered one stale, except during the reveal, where seats
  // enter their cards independently and the host may be halfway through another seat's.
  const key = [ctx.view.id, s.hole, s.phase, s.phase === "reveal" ? "" : ctx.view.version].join("|");
  // `sent` is a set of seats: during the reveal one phone may enter several seats' cards.
  keptEntry(root, key, () => ({ m: {}, picks: {}, sent: new Set() }),
    (entry) => replace(root, el("div", { class: "golf" }, screen(ctx, entry, entry.draw))));
}

function screen(ctx, entry, draw) {
  const { view, t, names } = ctx;
  const s = view.state;
  const over = s.phase === "game_over";
  const moveType = MOVE_OF_PHASE[s.phase];
  const queued = new Set([...entry.sent, ...ctx.pending.filter((m) => m.type === moveType).map((m) => m.seat)]);
  const actable = view.to_move.filter((seat) => ctx.canAct(seat) && !queued.has(seat));
  // A seated phone (the host who plays too) starts on its own seat when that one is awaited.
  if (!actable.includes(entry.m.seat)) entry.m = { seat: actable.includes(ctx.mySeat) ? ctx.mySeat : actable[0] ?? null };
  const seat = entry.m.seat;
  if (s.phase === "reveal" && seat != null) entry.m.picks = entry.picks[seat] ||= {};
  const list = (seats) => seats.map((i) => names[i]).join(", ");

  const mine = view.to_move.includes(ctx.mySeat);
  let turnText = null;
  if (s.phase === "await_hole_start") turnText = t("golf.deals", { name: names[s.dealer] });
  else if (s.phase === "reveal") turnText = t("golf.revealWait", { names: list(view.to_move) });
  else if (!over) turnText = mine ? t("golf.yourTurn") : t("golf.turnOf", { name: names[s.current] });

  return [
    el("header", { class: "golf-head" },
      el("h2", { text: s.playoff ? t("golf.playoffHole", { n: s.hole }) : t("golf.hole", { n: s.hole, total: s.holes }) }),
      !over && el("span", { class: "golf-muted", text: t("golf.dealer", { name: names[s.dealer] }) })),
    over && resultBanner(view, t, list),
    s.phase === "final_turns" && el("p", {
      class: "golf-banner golf-final", "data-testid": "golf-final-banner", role: "status",
      text: t("golf.finalTurns", { name: names[s.finisher], names: list(s.final_turns_left) }),
    }),
    turnText && el("p", {
      class: `golf-banner${mine ? " golf-mine" : ""}`, "data-testid": "golf-turn-banner", role: "status", text: turnText,
    }),
    table(ctx, entry.m, seat, draw),
    ["turns", "final_turns", "reveal"].includes(s.phase) && piles(s, t),
    pendingList(ctx),
    !over && panel(ctx, entry, actable, draw),
    scoreSheet(view, t),
  ];
}

function resultBanner(view, t, list) {
  const winners = view.result?.winners ?? view.state.winners;
  return el("div", { class: "golf-banner golf-result", role: "status" },
    el("strong", { text: t(winners.length > 1 ? "golf.winners" : "golf.winner", { names: list(winners) }) }),
    el("span", { text: ` ${t("golf.gameOver")}` }));
}

// Between holes (and at the end) the finished grids from last_hole are shown with their scores,
// since state.grids then no longer carry the wild-card assignments or the breakdown.
function table(ctx, m, actingSeat, draw) {
  const { view, t, names } = ctx;
  const s = view.state;
  const last = ["await_hole_start", "game_over"].includes(s.phase) ? s.last_hole : null;
  const n = names.length;
  const order = ctx.mySeat == null ? [...names.keys()] : names.map((_, i) => (ctx.mySeat + i) % n);
  const grids = order.map((seat) => {
    const result = last?.seats[seat];
    const grid = last ? result && Object.fromEntries(POS.map((p) => [p, { card: result.grid[p], face_up: true }]))
      : s.grids?.[seat];
    if (!grid) return null;
    const acting = seat === actingSeat && slotsLive(s.phase, m);
    return el("figure", {
      class: `golf-seat${seat === ctx.mySeat ? " golf-me" : ""}${seat === s.current || (s.phase === "reveal" && view.to_move.includes(seat)) ? " golf-current" : ""}`,
    },
      el("figcaption", {},
        el("span", { class: "golf-name", text: names[seat] }),
        seat === ctx.mySeat && el("span", { class: "golf-badge", text: t("golf.you") }),
        seat === (last ? last.dealer : s.dealer) && el("span", { class: "golf-badge", text: t("golf.dealerBadge") }),
        seat === s.finisher && !last && el("span", { class: "golf-badge", text: "✓" })),
      el("div", { class: `golf-grid${acting ? " golf-acting" : ""}` },
        POS.map((pos) => slot(ctx, m, seat, pos, grid[pos], acting, draw))),
      result && el("div", { class: "golf-score" },
        el("strong", { text: t("golf.points", { n: result.score }) }),
        el("small", { text: t("golf.breakdown", { base: result.base, bonus: result.bonus }) }),
        Object.entries(result.wilds || {}).map(([pos, card]) => el("small", { text: `${t(`golf.pos.${pos}`)}: W = ${card}` }))));
  });
  return el("section", { class: "golf-table" },
    last && el("h3", { text: t(last.playoff ? "golf.lastPlayoff" : "golf.lastHole", { n: last.hole }) }),
    el("div", { class: "golf-seats" }, grids));
}

// Grid slots are buttons only while tapping them means something for the entry under way.
function slotsLive(phase, m) {
  if (phase === "reveal") return true;
  return (phase === "turns" || phase === "final_turns") && m.drawn != null;
}

function slot(ctx, m, seat, pos, cell, acting, draw) {
  const { t } = ctx;
  // Show what the entry under way would put there: a revealed card, or the card swapped in.
  const pick = !acting ? null : ctx.view.state.phase === "reveal" ? m.picks?.[pos] : m.pos === pos ? m.drawn : null;
  const shown = pick || (cell.face_up ? cell.card : null);
  const face = shown ? cardFace(shown) : el("span", { class: "golf-back" });
  const label = `${t(`golf.pos.${pos}`)}: ${shown ? cardLabel(shown) : t("golf.faceDown")}`;
  if (!acting) return el("span", { class: "golf-slot", "aria-label": label, role: "img" }, face);
  const selected = ctx.view.state.phase === "reveal" ? m.focus === pos : m.pos === pos;
  const disabled = ctx.view.state.phase === "reveal" && cell.face_up;
  return el("button", {
    type: "button", class: `golf-slot${selected ? " golf-sel" : ""}${pick ? " golf-picked" : ""}`,
    "data-testid": `golf-slot-${seat}-${pos}`, "aria-label": label, "aria-pressed": String(selected), disabled,
    onclick: () => {
      if (ctx.view.state.phase === "reveal") m.focus = pos;
      else Object.assign(m, { pos, removed: cell.face_up ? cell.card : null });
      draw();
    },
  }, face);
}

function piles(s, t) {
  return el("section", { class: "golf-piles" },
    el("div", { class: "golf-pile" }, el("span", { class: "golf-slot" }, el("span", { class: "golf-back" })),
      el("span", { text: t("golf.deck", { n: s.deck_count }) })),
    el("div", { class: "golf-pile" },
      el("span", { class: "golf-slot" }, s.discard_top ? cardFace(s.discard_top) : null),
      el("span", { text: t("golf.discard", { n: s.discard.length }) })));
}

function pendingList(ctx) {
  return pendingMoves(ctx, { say: (m) => `${ctx.names[m.seat]}: ${summary(ctx, m.type, m.payload)}`,
    badge: (m) => ctx.t(m.status === "sending" ? "golf.sending" : "golf.queued") });
}

/** Human summary of a (possibly half-entered) move, its cards named as players say them ("1 of
 * Diamonds", "1 di Quadri"), not by their codes. */
function summary(ctx, type, p) {
  const { t } = ctx;
  if (type === "start_hole") return t("golf.sumStart", { n: ctx.view.state.hole, card: cardLabel(p.initial_discard) });
  if (type === "reveal") {
    return t("golf.sumReveal", { cards: Object.entries(p.cards).map(([pos, c]) => `${t(`golf.pos.${pos}`)} ${cardLabel(c)}`).join(", ") });
  }
  const parts = [t(p.source === "deck" ? "golf.sumDraw" : "golf.sumTake", { card: p.drawn ? cardLabel(p.drawn) : "…" })];
  if (p.replace === null) parts.push(t("golf.sumDiscard"));
  else if (p.replace) {
    parts.push(t("golf.sumSwap", { pos: t(`golf.pos.${p.replace}`) }) + (p.removed ? t("golf.sumRemoved", { card: cardLabel(p.removed) }) : ""));
  }
  return parts.join(" ");
}

// Cards already on the table (discard pile, face-up grid cards, a rebuilt deck, moves still in the
// queue) cannot be drawn from a dealt deck or turned up, so the picker greys them out. Wilds repeat, so never "W".
function visibleCards(ctx) {
  const s = ctx.view.state;
  const seen = new Set(s.phase === "await_hole_start" ? [] : s.discard);
  if (s.phase !== "await_hole_start") {
    for (const grid of s.grids || []) for (const pos of POS) if (grid?.[pos].face_up) seen.add(grid[pos].card);
    for (const card of s.reshuffled || []) seen.add(card);  // a rebuilt deck is known: none is face down
  }
  for (const { payload: p } of ctx.pending) {
    [p.initial_discard, p.drawn, p.removed, ...Object.values(p.cards || {})].forEach((c) => c && seen.add(c));
  }
  seen.delete("W");
  return seen;
}

// Once the deck has run out and the discards below the top are to be shuffled into a new deck
// (or have been), that deck is a known set: a deck draw can only be one of its cards, though
// each was seen in the discard pile. null while the deck is the dealt, hidden one.
function rebuiltDeck(ctx) {
  const s = ctx.view.state;
  let deck = null;
  if (s.reshuffled?.length) deck = [...s.reshuffled];
  else if (s.deck_count === 0 && ctx.view.options.deck_exhausted === "reshuffle_discards") deck = s.discard.slice(0, -1);
  if (!deck) return null;
  for (const { payload: p } of ctx.pending) {  // queued draws have taken their card out already
    const at = p.source === "deck" ? deck.indexOf(p.drawn) : -1;
    if (at >= 0) deck.splice(at, 1);
  }
  return new Set(deck);
}

// What the deck-draw picker greys out: every card a deck draw cannot be.
function notInDeck(ctx) {
  const deck = rebuiltDeck(ctx);
  return deck ? new Set(EVERY_CARD.filter((card) => !deck.has(card))) : visibleCards(ctx);
}

function panel(ctx, entry, actable, draw) {
  const { view, t, names } = ctx;
  const s = view.state;
  const m = entry.m;
  const seat = m.seat;
  if (seat == null) {
    // A seat whose move this phone holds is not waited for: its move is on its way, or queued
    // until the network is back.
    const mine = (i) => entry.sent.has(i) || ctx.pending.some((move) => move.seat === i);
    const held = view.to_move.filter(mine);
    const waiting = view.to_move.filter((i) => !actable.includes(i) && !mine(i));
    const offline = !connected();
    const list = (seats) => seats.map((i) => names[i]).join(", ");
    if (!held.length && !waiting.length) return null;
    return el("div", { class: "golf-panel" },
      held.length > 0 && el("p", { class: "golf-muted", "data-testid": "golf-held",
        text: t(offline ? "golf.heldQueued" : "golf.heldSending", { names: list(held) }) }),
      waiting.length > 0 && el("p", { class: "golf-muted", text: t("golf.waiting", { names: list(waiting) }) }));
  }
  const reset = () => { delete entry.picks[seat]; entry.m = {}; draw(); };
  const submit = (type, payload) => {
    // Remember the seat as entered until the shell's queue (ctx.pending) shows it; a refusal
    // makes it enterable again (the shell shows why).
    entry.sent.add(seat);
    ctx.submit(type, seat, payload).then((answer) => {
      if (answer?.ok) return;
      entry.sent.delete(seat);
      entry.draw();
    });
    reset();
  };
  const picker = (label, onPick, extra = [], greyed = visibleCards(ctx)) => cardPicker({
    label, t, wild: view.options.wild_cards === "best_assignment",
    disabled: new Set([...greyed, ...extra.filter((c) => c !== "W")]), onPick: (card) => { onPick(card); draw(); },
  });
  // The move so far in words; Confirm only once it is whole, Cancel all along.
  const confirm = (text, type, payload) => {
    const said = el("p", { class: "entry-summary golf-summary", text });
    if (!payload) return el("div", { class: "entry-confirm" }, said, entryButtons(entryButton(t("golf.cancel"), "golf-cancel", reset)));
    return confirmBar("golf", { summary: null, extra: said, confirm: t("golf.submit"), cancel: t("golf.cancel"),
      onSend: () => submit(type, payload), onCancel: reset });
  };

  let body;
  if (s.phase === "await_hole_start") {
    // One card is the whole move: it is sent on the tap (the queue shows it; undo takes it back).
    body = [picker(t("golf.pickFirst", { name: names[seat] }), (card) => submit("start_hole", { initial_discard: card })),
      el("p", { class: "golf-hint", text: t("golf.sentOnTap") })];
  } else if (s.phase === "reveal") {
    const grid = s.grids[seat];
    const picks = m.picks;
    const down = POS.filter((pos) => !grid[pos].face_up);
    if (!down.includes(m.focus)) m.focus = down.find((pos) => !picks[pos]);
    const taken = Object.values(entry.picks).flatMap(Object.values).filter((c) => c !== picks[m.focus]);
    const payload = { cards: Object.fromEntries(down.map((pos) => [pos, picks[pos]])) };
    body = [
      el("p", { class: "golf-hint", text: t("golf.revealHint", { name: names[seat] }) }),
      m.focus && picker(t("golf.revealPick", { pos: t(`golf.pos.${m.focus}`) }), (card) => {
        picks[m.focus] = card;
        m.focus = down.find((pos) => !picks[pos]);
      }, taken),
      down.every((pos) => picks[pos]) && confirm(summary(ctx, "reveal", payload), "reveal", payload),
    ];
  } else {
    body = turnPanel(ctx, m, picker, confirm, draw);
  }
  return el("section", { class: "golf-panel" }, seatChoice(ctx, m, actable, draw), body);
}

// A turn is entered in steps: drawn card (tapping one in the picker means it came from the deck;
// the discard is its own button) → grid spot (or discard) → card taken out, when it was face down.
function turnPanel(ctx, m, picker, confirm, draw) {
  const { view, t, names } = ctx;
  const top = view.state.discard_top;
  const name = names[m.seat];
  const set = (changes) => () => { Object.assign(m, changes); draw(); };
  if (!m.source) {
    const take = entryButton(t("golf.sourceDiscard", { card: top ?? "—" }), "golf-source-discard",
      set({ source: "discard", drawn: top }), { primary: true, disabled: !top });
    return [entryButtons(take),
      picker(m.seat === ctx.mySeat ? t("golf.pickDeckMine") : t("golf.pickDeck", { name }),
        (card) => Object.assign(m, { source: "deck", drawn: card }), [], notInDeck(ctx))];
  }
  const payload = { source: m.source, drawn: m.drawn, replace: m.pos, removed: m.removed };
  const text = summary(ctx, "turn", payload);
  const must = view.options.discard_draw_must_replace && m.source === "discard";
  if (m.pos === undefined) {
    return [
      el("p", { class: "golf-hint", text: t(must ? "golf.placeHintMust" : "golf.placeHint", { name, card: m.drawn }) }),
      !must && entryButton(t("golf.noSwap"), "golf-no-swap", set({ pos: null, removed: null }), { primary: true }),
      confirm(text),
    ];
  }
  if (m.pos && !m.removed) {
    return [picker(t("golf.pickRemoved", { pos: t(`golf.pos.${m.pos}`) }), (card) => { m.removed = card; }, [m.drawn]),
      confirm(text)];
  }
  return confirm(text, "turn", payload);
}

function seatChoice(ctx, m, actable, draw) {
  if (actable.length < 2) return null;
  return el("div", { class: "golf-choice", role: "group", "aria-label": ctx.t("golf.actFor") },
    el("span", { class: "golf-muted", text: ctx.t("golf.actFor") }),
    actable.map((seat) => el("button", {
      type: "button", "data-testid": `golf-seat-choice-${seat}`, "aria-pressed": String(seat === m.seat),
      text: ctx.names[seat], onclick: () => { m.seat = seat; m.focus = undefined; draw(); },
    })));
}

/** Per-hole score table with totals, and the running-totals chart (also used by the scores screen,
 * which has its own title: it passes {heading: false}). */
export function scoreSheet(view, t, { heading = true } = {}) {
  const names = view.seats.map((seat) => seat.name);
  const { rounds, totals } = view.scores;
  if (!rounds.length) return el("section", { class: "golf-sheet" }, el("p", { class: "golf-muted", text: t("golf.noRounds") }));
  const best = Math.min(...totals);
  return el("section", { class: "golf-sheet" },
    heading && el("h3", { text: t("golf.scores") }),
    el("table", {},
      el("thead", {}, el("tr", {}, el("th", { scope: "col", text: t("golf.holeCol") }),
        names.map((name) => el("th", { scope: "col", title: name, text: name })))),
      el("tbody", {}, rounds.map((r) => el("tr", { class: r.playoff ? "golf-po" : null },
        el("th", { scope: "row", text: r.playoff ? t("golf.playoffShort", { n: r.hole }) : String(r.hole) }),
        r.scores.map((score) => el("td", { text: score ?? "–" }))))),
      el("tfoot", {}, el("tr", {}, el("th", { scope: "row", text: t("golf.total") }),
        totals.map((total) => el("td", { class: total === best ? "golf-best" : null, text: total }))))),
    rounds.some((r) => !r.playoff) && totalsChart({ rounds, names, t }));
}
