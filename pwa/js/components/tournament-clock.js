// A tournament table's bar on the match screen: the tournament, round and table, and the round's
// clock (with this table's extra time), the same on every phone; asked again every 15 seconds so
// a timer the organiser starts or extends reaches every table.
import {call} from "../api.js";
import {el, replace} from "../dom.js";
import {countdown} from "../screens/tournament/clock.js";

const EVERY_MS = 15_000;

export function tournamentBar(link, t) {
  const node = el("div", {class: "tour-bar", dataset: {testid: "tour-bar"}});
  let clock = null;
  let shown = null;
  async function load() {
    const answer = await call("GET", `/tournaments/${link.id}/clock`).catch(() => null);
    if (!answer?.ok) return;
    const table = answer.data.tables.find((x) => x.table === link.table);
    const key = answer.data.round === link.round ? `${answer.data.deadline_ms}/${table?.extra_ms}` : "over";
    if (key === shown) return;
    shown = key;
    clock?.stop();
    clock = key !== "over" && answer.data.deadline_ms ? countdown(t, answer.data.deadline_ms, table?.extra_ms || 0) : null;
    replace(node, el("a", {href: `#/tournament/${link.id}`}, t("tour.clockBar", link)), clock?.node);
  }
  load();
  const timer = setInterval(load, EVERY_MS);
  return {node, stop: () => { clearInterval(timer); clock?.stop(); }};
}
