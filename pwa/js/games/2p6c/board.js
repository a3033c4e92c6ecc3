// The board (docs/games/2p6c.md §2.1), row 1 at the bottom; while a play is chosen, its possible cells are buttons.
import {el} from "../../dom.js";
import {face, label, lettersText} from "./cards.js";

export const cellMap = (s) => new Map(s.board.map((x) => [`${x.col},${x.row}`, x.cards]));

/** chain (empty, over an occupied cell), stack (room left) or null: a hint, the referee checks. */
export function kindAt(s, map, col, row) {
  const g = s.geometry;
  const here = map.get(`${col},${row}`) || [];
  if (row > Math.min(g.playable_rows, g.max_word_len)) return null;
  if (here.length) return here.length < g.max_stack ? "stack" : null;
  return row > 1 && map.has(`${col},${row - 1}`) ? "chain" : null;
}

export function board(ctx, {onCell = null, target = null} = {}) {
  const {t} = ctx;
  const s = ctx.view.state;
  const map = cellMap(s);
  const cells = [];
  for (let row = s.geometry.rows; row >= 1; row -= 1) {
    for (let col = 1; col <= 6; col += 1) {
      const cards = map.get(`${col},${row}`) || [];
      const kind = onCell && kindAt(s, map, col, row);
      const chosen = target?.col === col && target?.row === row;
      const attrs = {class: `tp-cell${row > s.geometry.playable_rows ? " tp-off" : ""}${kind ? " tp-can" : ""}${chosen ? " tp-sel" : ""}`,
        "data-testid": `tp-cell-${col}-${row}`, "data-cards": cards.map((c) => c.id).join(" "),
        "aria-label": [t("tp.cell", {c: col, r: row}), ...cards.map((c) => label(c, t))].join(", ")};
      const body = [cards.length > 1 && el("span", {class: "tp-under"},
        cards.slice(0, -1).map((c) => el("i", {class: `tp-${c.colour}`, text: lettersText(c)}))),
      cards.length > 0 && face(cards.at(-1), t)];
      cells.push(kind ? el("button", {...attrs, type: "button", onclick: () => onCell({col, row, kind})}, body) : el("div", {...attrs, role: "img"}, body));
    }
  }
  return el("div", {class: "tp-board", "data-testid": "tp-board"}, cells,
    [1, 2, 3, 4, 5, 6].map((n) => el("span", {class: "tp-colno", "aria-hidden": "true", text: n})));
}
