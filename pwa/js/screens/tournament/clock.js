// The round's clock, the same on every phone: the deadline from the server, counted down on the
// server's time (clock.js), plus a table's extra minutes.
import {el} from "../../dom.js";
import {ensureSynced, serverNow} from "../../clock.js";

export function remaining(deadline, extra = 0) {
  if (deadline == null) return null;
  return Math.max(0, deadline + extra - serverNow());
}

export const mmss = (ms) => `${Math.floor(ms / 60000)}:${String(Math.floor(ms / 1000) % 60).padStart(2, "0")}`;

/** A countdown element that ticks every second until `stop()` is called. */
export function countdown(t, deadline, extra = 0) {
  const node = el("p", {class: "tour-clock", role: "timer", dataset: {testid: "tour-clock"}});
  const tick = () => {
    const left = remaining(deadline, extra);
    node.textContent = left == null ? "" : left > 0 ? t("tour.timeLeft", {time: mmss(left)}) : t("tour.timeUp");
  };
  ensureSynced().then(tick, tick);
  const timer = setInterval(tick, 1000);
  tick();
  return {node, stop: () => clearInterval(timer)};
}
