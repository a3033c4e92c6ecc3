// Points by place need the order a table finished in: who won alone left every loser second. The
// table taps its players in that order, each tap the next place; the last one left takes the last
// place by itself (a tap fewer), and "Tied with the one above" shares a place. Each row shows its
// place and its points before anything is sent, and again to the opponent who confirms it.
import {button, el} from "../../dom.js";
import {tn} from "../../i18n.js";

/** [{id, place}] in finishing order: the taps, then the last player left; nobody won: all first. */
function placed(table, chosen) {
  if (chosen.winner === null) return table.players.map((id) => ({id, place: 1}));
  const left = table.players.filter((id) => !chosen.order.includes(id));
  const rows = [];
  for (const id of left.length === 1 ? [...chosen.order, left[0]] : chosen.order) {
    rows.push({id, place: rows.length && chosen.tied.includes(id) ? rows.at(-1).place : rows.length + 1});
  }
  return rows;
}

/** The places and their points, one row each; `tie(row)` adds a row's tie switch. */
export function placesList(view, rows, t, testid, tie = () => null) {
  return el("ol", {class: "list tour-places", dataset: {testid: `${testid}-places`}}, rows.map((row, i) =>
    el("li", {class: "row", dataset: {testid: `${testid}-place-${row.id}`}},
      el("span", {class: "grow"}, `${t(`tour.place.${row.place}`)} ${view.players[row.id].name}: `,
        tn("tour.placePoints", view.profile.points[row.place - 1] ?? 0)), i > 0 && tie(row))));
}

/** The rows of a typed-in result that says each seat's place (every one the server keeps does). */
export const resultRows = (table, result) => table.players.map((id, seat) => ({id, place: result.places[seat]}))
  .sort((a, b) => a.place - b.place);

export function finishingOrder(view, table, t, e, key, testid, send) {
  const chosen = (e[key] ||= {winner: undefined, order: [], tied: []});
  const rows = placed(table, chosen);
  const done = rows.length === table.players.length;
  // `winner` keeps the screen's section open across live redraws, as the winner picker's does.
  const change = (then) => () => { then(); chosen.winner = chosen.order[0] ?? chosen.winner; e.redraw(); };
  const tie = (row) => button(t("tour.tiedAbove"), `${testid}-tie-${row.id}`, change(() => {
    chosen.tied = chosen.tied.includes(row.id) ? chosen.tied.filter((id) => id !== row.id) : [...chosen.tied, row.id];
  }), {"aria-pressed": String(chosen.tied.includes(row.id))});
  const result = () => ({winners: rows.filter((row) => row.place === 1 && chosen.winner !== null).map((row) => row.id),
    places: table.players.map((id) => rows.find((row) => row.id === id).place)});
  return el("div", {class: "stack"},
    !done && el("p", {}, t("tour.orderWho", {place: t(`tour.place.${rows.length + 1}`)})),
    !done && el("div", {class: "row"}, table.players.filter((id) => !chosen.order.includes(id)).map((id) =>
      button(view.players[id].name, `${testid}-${id}`, change(() => chosen.order.push(id))))),
    rows.length > 0 && placesList(view, rows, t, testid, chosen.winner === null ? undefined : tie),
    rows.length > 0 ? button(t("tour.orderAgain"), `${testid}-again`, change(() => {
      Object.assign(chosen, {winner: undefined, order: [], tied: []});
    })) : button(t("tour.nobody"), `${testid}-none`, change(() => { chosen.winner = null; })),
    button(t("tour.send"), `${testid}-send`, () => done && send(result()), {class: "primary", disabled: !done}));
}
