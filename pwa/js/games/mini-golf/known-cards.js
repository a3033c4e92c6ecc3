// What the card picker greys out at a Mini Golf table: the cards a tap cannot be.
import { EVERY_CARD } from "../../components/card-picker.js";

// Cards already on the table (discard pile, face-up grid cards, a rebuilt deck, moves still in the
// queue) cannot be drawn from a dealt deck or turned up, so the picker greys them out. Wilds repeat, so never "W".
export function visibleCards(ctx) {
  const s = ctx.view.state;
  const seen = new Set(s.phase === "await_hole_start" ? [] : s.discard);
  if (s.phase !== "await_hole_start") {
    for (const grid of s.grids || []) for (const cell of Object.values(grid || {})) if (cell.face_up) seen.add(cell.card);
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

/** What the deck-draw picker greys out: every card a deck draw cannot be. */
export function notInDeck(ctx) {
  const deck = rebuiltDeck(ctx);
  return deck ? new Set(EVERY_CARD.filter((card) => !deck.has(card))) : visibleCards(ctx);
}
