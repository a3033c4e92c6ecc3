// The Mini Golf move this phone is entering, one decision per tap, sent on the tap that completes
// it: no Confirm, since "Undo the last move" takes a wrong one back. The first discard is one tap;
// a turn is the card drawn (or a spot, which takes the top discard there), the spot (or Discard
// it) and, for a face-down spot, the card that was there; a reveal is one tap per face-down card.
import { el } from "../../dom.js";
import { cardLabel, cardPicker } from "../../components/card-picker.js";
import { heldNote } from "../../components/held-moves.js";
import { entryButton } from "../../components/move-entry.js";
import { notInDeck, visibleCards } from "./known-cards.js";
import { POS } from "./table.js";
import { summary } from "./words.js";

const PROMPT_ID = "golf-prompt";

/**
 * What the screen draws for the entry under way: the `seat` entered for (null: none), and for the
 * table `slot(pos, cell)` (what a tap on that spot of its grid does), `side` (buttons in place of
 * the piles) and `take` (taking the top discard); `panel` is the prompt and card picker.
 */
export function moveEntry(ctx, entry, actable) {
  const s = ctx.view.state;
  const m = entry.m;
  const seat = m.seat;
  if (seat == null) return { seat, panel: nothingToEnter(ctx, entry, actable) };
  if (s.phase === "reveal") m.picks = entry.picks[seat] ||= {};
  const reset = () => { delete entry.picks[seat]; entry.m = {}; entry.draw(); };
  const send = (type, payload) => {
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
  const step = { ctx, entry, m, seat, reset, send };
  const parts = s.phase === "await_hole_start" ? firstDiscard(step) : s.phase === "reveal" ? reveal(step) : turn(step);
  return { seat, ...parts,
    panel: el("section", { class: "golf-panel" }, seatChoice(ctx, m, actable, entry.draw), parts.prompt, parts.picker) };
}

function prompt(text, { move = null, hint = null } = {}) {
  return el("p", { class: "golf-prompt", id: PROMPT_ID },
    move && [el("strong", { class: "golf-summary", text: move }), " "], text,
    hint && el("small", { class: "golf-hint", text: hint }));
}

// The picker is named by the prompt above it, which says what the card tapped will be.
function picker(ctx, onPick, { greyed = visibleCards(ctx), also = [], pressed = null } = {}) {
  const node = cardPicker({
    t: ctx.t, compact: true, wild: ctx.view.options.wild_cards === "best_assignment", onPick,
    disabled: new Set([...greyed, ...also.filter((c) => c !== "W")]),
  });
  node.setAttribute("aria-labelledby", PROMPT_ID);
  node.querySelector(`[data-card="${pressed}"]`)?.setAttribute("aria-pressed", "true");
  return node;
}

function firstDiscard({ ctx, seat, send }) {
  const { t, names } = ctx;
  return {
    prompt: prompt(t("golf.pickFirst", { name: names[seat] }), { hint: t("golf.sentOnTap") }),
    picker: picker(ctx, (card) => send("start_hole", { initial_discard: card })),
  };
}

function turn({ ctx, entry, m, seat, reset, send }) {
  const { view, t, names } = ctx;
  const top = view.state.discard_top;
  const name = names[seat];
  const sendTurn = (removed) => send("turn", { source: m.source, drawn: m.drawn, replace: m.pos, removed });
  // A spot tapped before any card can only mean the top discard goes there: the one card known
  // without a tap. A face-up spot's card is known too, so that tap ends the turn.
  const slot = (pos, cell) => (!m.source && !top ? null : {
    shown: m.pos === pos ? m.drawn : null, selected: m.pos === pos,
    onTap: () => {
      if (!m.source) Object.assign(m, { source: "discard", drawn: top });
      m.pos = pos;
      if (cell.face_up) sendTurn(cell.card);
      else entry.draw();
    },
  });
  const drawn = (card) => { Object.assign(m, { source: "deck", drawn: card, pos: undefined }); entry.draw(); };
  const deckPicker = () => picker(ctx, drawn, { greyed: notInDeck(ctx), pressed: m.source === "deck" ? m.drawn : null });
  if (!m.source) {
    const mine = seat === ctx.mySeat;
    const say = top ? t(mine ? "golf.stepDrawMine" : "golf.stepDraw", { name, card: cardLabel(top) })
      : t(mine ? "golf.stepDeckMine" : "golf.stepDeck", { name });
    const take = top && (() => { Object.assign(m, { source: "discard", drawn: top }); entry.draw(); });
    return { slot, take, prompt: prompt(say), picker: deckPicker() };
  }
  const move = summary(ctx, "turn", { source: m.source, drawn: m.drawn, replace: m.pos });
  const cancel = entryButton(t("golf.cancel"), "golf-cancel", reset);
  if (m.pos === undefined) {
    const must = view.options.discard_draw_must_replace && m.source === "discard";
    const discard = !must && entryButton(t("golf.noSwap"), "golf-no-swap", () => { m.pos = null; sendTurn(null); }, { primary: true });
    return { slot, side: [discard, cancel], picker: deckPicker(),
      prompt: prompt(t(must ? "golf.stepPlaceMust" : "golf.stepPlace", { name }), { move }) };
  }
  return { slot, side: [cancel], picker: picker(ctx, sendTurn, { also: [m.drawn] }),
    prompt: prompt(t("golf.pickRemoved"), { move }) };
}

function reveal({ ctx, entry, m, seat, reset, send }) {
  const { view, t, names } = ctx;
  const grid = view.state.grids[seat];
  const picks = m.picks;
  const down = POS.filter((pos) => !grid[pos].face_up);
  if (!down.includes(m.focus)) m.focus = down.find((pos) => !picks[pos]);
  // Cards entered for other seats on this phone are taken too, though not sent yet.
  const taken = Object.values(entry.picks).flatMap(Object.values).filter((c) => c !== picks[m.focus]);
  const slot = (pos, cell) => ({
    shown: picks[pos] || null, selected: m.focus === pos, disabled: cell.face_up,
    onTap: () => { m.focus = pos; entry.draw(); },
  });
  const pick = (card) => {
    picks[m.focus] = card;
    m.focus = down.find((pos) => !picks[pos]);
    if (m.focus) entry.draw();
    else send("reveal", { cards: Object.fromEntries(down.map((pos) => [pos, picks[pos]])) });
  };
  return {
    slot, side: Object.keys(picks).length ? [entryButton(t("golf.cancel"), "golf-cancel", reset)] : null,
    prompt: prompt(t("golf.stepReveal", { name: names[seat], pos: t(`golf.pos.${m.focus}`) })),
    picker: picker(ctx, pick, { also: taken }),
  };
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

// A seat whose move this phone holds is not waited for: its move is on its way, or queued until
// the network is back.
function nothingToEnter(ctx, entry, actable) {
  const { view, t, names } = ctx;
  const mine = (i) => entry.sent.has(i) || ctx.pending.some((move) => move.seat === i);
  const held = view.to_move.filter(mine);
  const waiting = view.to_move.filter((i) => !actable.includes(i) && !mine(i));
  const list = (seats) => seats.map((i) => names[i]).join(", ");
  if (!held.length && !waiting.length) return null;
  return el("div", { class: "golf-panel" },
    heldNote(ctx, held, { cls: "golf-muted" }),
    waiting.length > 0 && el("p", { class: "golf-muted", text: t("golf.waiting", { names: list(waiting) }) }));
}
