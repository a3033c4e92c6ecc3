// A table's result as a player or the organiser types it in, asking what the scoring needs: under
// points by place the finishing order (finishing-order.js); otherwise who won and, under EkeQ's
// win-type points, how (a Golden Q and its number, two mini-GOLDEN Q, all the cards); or nobody.
import {button, el} from "../../dom.js";
import {finishingOrder} from "./finishing-order.js";

const HOW = [["golden_q", 5], ["golden_q", 4], ["golden_q", 3], ["golden_q", 2], ["mini_golden_q"], ["all_cards"]];

/** `e` keeps the choice across redraws under `key`; `send(result)` is called on Confirm. */
export function resultPicker(view, table, t, e, key, testid, send) {
  if (view.profile.kind === "placement") return finishingOrder(view, table, t, e, key, testid, send);
  const chosen = (e[key] ||= {winner: undefined, how: null});
  const needsHow = view.profile.kind === "win_type" && (view.options.variant ?? "base") === "base";
  const set = (change) => () => { Object.assign(chosen, change); e.redraw(); };
  const ready = chosen.winner !== undefined && (chosen.winner === null || !needsHow || chosen.how);
  const result = () => ({winners: chosen.winner === null ? [] : [chosen.winner], totals: table.players.map(() => 0),
    ...(chosen.winner !== null && needsHow ? {type: chosen.how[0], ...(chosen.how[1] ? {golden_q_value: chosen.how[1]} : {})} : {})});
  return el("div", {class: "stack"},
    el("div", {class: "row"}, [...table.players, null].map((id) => button(id === null ? t("tour.nobody") : view.players[id].name,
      `${testid}-${id ?? "none"}`, set({winner: id}), {"aria-pressed": String(chosen.winner === id)}))),
    needsHow && chosen.winner != null && el("div", {class: "row"}, HOW.map((how) => button(
      how[0] === "golden_q" ? t("tour.how.golden_q", {v: how[1]}) : t(`tour.how.${how[0]}`), `${testid}-how-${how.join("")}`,
      set({how}), {"aria-pressed": String(chosen.how?.join() === how.join())}))),
    button(t("tour.send"), `${testid}-send`, () => ready && send(result()),
      {class: "primary", disabled: !ready}));
}
