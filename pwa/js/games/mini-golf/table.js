// The grids and piles of a Mini Golf table, laid out so that the card picker under them fits a
// phone's screen with up to four players: one grid big (the one being entered, else this phone's
// own, else the current player's), the others compact beside it above the piles.
import { el } from "../../dom.js";
import { cardFace, cardLabel } from "../../components/card-picker.js";

export const POS = ["TL", "TR", "BL", "BR"];

/**
 * `big` is the seat shown big; `slot(pos, cell)` says what a tap on one of its spots does (null:
 * nothing); `side` replaces the piles with the entry's buttons; `take`, when the top discard may
 * be taken, makes the discard pile a button.
 */
export function table(ctx, { big, slot = null, side = null, take = null }) {
  const s = ctx.view.state;
  // Between holes (and at the end) the finished grids from last_hole are shown with their scores,
  // since state.grids then no longer carry the wild-card assignments or the breakdown.
  const last = ["await_hole_start", "game_over"].includes(s.phase) ? s.last_hole : null;
  if (last) return results(ctx, last);
  const seats = seatOrder(ctx).filter((seat) => s.grids?.[seat]);
  if (!seats.length) return null;
  const focus = seats.includes(big) ? big : seats[0];
  return el("section", { class: "golf-table" },
    seatGrid(ctx, focus, s.grids[focus], { size: "golf-big", slot }),
    el("div", { class: "golf-side" },
      el("div", { class: "golf-others" },
        seats.filter((seat) => seat !== focus).map((seat) => seatGrid(ctx, seat, s.grids[seat], { size: "golf-small" }))),
      side ? el("div", { class: "golf-side-buttons" }, side) : piles(ctx, take)));
}

// This phone's own seat first, then clockwise; a phone without a seat goes in seat order.
function seatOrder(ctx) {
  const n = ctx.names.length;
  return ctx.mySeat == null ? [...ctx.names.keys()] : ctx.names.map((_, i) => (ctx.mySeat + i) % n);
}

function results(ctx, last) {
  const { t } = ctx;
  const seats = seatOrder(ctx).filter((seat) => last.seats[seat]);
  return el("section", { class: "golf-table golf-results" },
    el("h3", { text: t(last.playoff ? "golf.lastPlayoff" : "golf.lastHole", { n: last.hole }) }),
    seats.map((seat) => {
      const result = last.seats[seat];
      const grid = Object.fromEntries(POS.map((pos) => [pos, { card: result.grid[pos], face_up: true }]));
      return seatGrid(ctx, seat, grid, { size: "golf-mid", result, dealer: last.dealer });
    }));
}

function seatGrid(ctx, seat, grid, { size, slot = null, result = null, dealer = ctx.view.state.dealer }) {
  const { view, t, names } = ctx;
  const s = view.state;
  const current = !result && (seat === s.current || (s.phase === "reveal" && view.to_move.includes(seat)));
  return el("figure", { class: `golf-seat ${size}${seat === ctx.mySeat ? " golf-me" : ""}${current ? " golf-current" : ""}` },
    el("figcaption", {},
      el("span", { class: "golf-name", text: names[seat] }),
      seat === ctx.mySeat && el("span", { class: "golf-badge", text: t("golf.you") }),
      seat === dealer && el("span", {
        class: "golf-badge", role: "img", "aria-label": t("golf.dealer", { name: names[seat] }), title: t("golf.dealer", { name: names[seat] }),
        text: t("golf.dealerBadge"),
      }),
      seat === s.finisher && !result && el("span", { class: "golf-badge", text: "✓" })),
    el("div", { class: `golf-grid${slot ? " golf-acting" : ""}` },
      POS.map((pos) => spot(ctx, seat, pos, grid[pos], slot?.(pos, grid[pos])))),
    result && el("div", { class: "golf-score" },
      el("strong", { text: t("golf.points", { n: result.score }) }),
      el("small", { text: t("golf.breakdown", { base: result.base, bonus: result.bonus }) }),
      Object.entries(result.wilds || {}).map(([pos, card]) => el("small", { text: `${t(`golf.pos.${pos}`)}: W = ${card}` }))));
}

// A spot is a button only while tapping it means something for the entry under way; it shows
// what that entry would put there (a revealed card, or the card swapped in).
function spot(ctx, seat, pos, cell, action) {
  const { t } = ctx;
  const shown = action?.shown || (cell.face_up ? cell.card : null);
  const face = shown ? cardFace(shown) : el("span", { class: "golf-back" });
  const label = `${t(`golf.pos.${pos}`)}: ${shown ? cardLabel(shown) : t("golf.faceDown")}`;
  if (!action) return el("span", { class: "golf-slot", "aria-label": label, role: "img" }, face);
  return el("button", {
    type: "button", class: `golf-slot${action.selected ? " golf-sel" : ""}${action.shown ? " golf-picked" : ""}`,
    "data-testid": `golf-slot-${seat}-${pos}`, "data-face": cell.face_up ? "up" : "down", "aria-label": label,
    "aria-pressed": String(Boolean(action.selected)), disabled: Boolean(action.disabled), onclick: action.onTap,
  }, face);
}

function piles(ctx, take) {
  const { view, t } = ctx;
  const s = view.state;
  if (!["turns", "final_turns", "reveal"].includes(s.phase)) return null;
  const top = s.discard_top;
  // On the button its words name the card already.
  const topCard = (hidden) => el("span", { class: "golf-slot", "aria-hidden": hidden }, top ? cardFace(top) : null);
  return el("div", { class: "golf-piles" },
    el("div", { class: "golf-pile" }, el("span", { class: "golf-slot" }, el("span", { class: "golf-back" })),
      el("span", { text: t("golf.deck", { n: s.deck_count }) })),
    take ? el("button", { type: "button", class: "golf-pile golf-take", "data-testid": "golf-source-discard", onclick: take },
      topCard("true"), el("span", { text: t("golf.sourceDiscard", { card: top }) }))
      : el("div", { class: "golf-pile" }, topCard(null), el("span", { text: t("golf.discard", { n: s.discard.length }) })));
}
