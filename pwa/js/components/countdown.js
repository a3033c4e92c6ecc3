// A big countdown to a server deadline, the same on every phone at the table: it counts with the
// server's clock (clock.js), never the phone's own. The last ten seconds turn large and red and
// the last five pulse (and buzz, where phones can), so nobody misses the end.
// `timer` is a round timer from a view: {state, deadline, remaining_ms, grace_ms}.
import {el} from "../dom.js";
import {t} from "../i18n.js";
import {ensureSynced, serverNow} from "../clock.js";

const FINAL_MS = 10_000;
const LAST_MS = 5_000;

export function remainingMs(timer, now = serverNow()) {
  if (timer.state === "paused") return timer.remaining_ms ?? 0;
  if (timer.state !== "running" || timer.deadline == null) return 0;
  return Math.max(0, timer.deadline - now);
}

function format(ms) {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The countdown element. It keeps itself up to date while it is in the page and stops when a
 * new render replaces it. `onExpire` runs once, when the server's time passes deadline + grace.
 */
export function countdown(timer, {onExpire} = {}) {
  const digits = el("span", {class: "digits"});
  const label = el("span", {class: "label"});
  const box = el("div", {class: "countdown", role: "timer", "aria-live": "off", dataset: {testid: "countdown"}},
    digits, label);
  let expired = false;
  let lastBuzz = null;

  function tick() {
    const left = remainingMs(timer);
    box.dataset.state = timer.state;
    box.dataset.remainingMs = String(Math.round(left));
    box.dataset.deadline = timer.deadline == null ? "" : String(timer.deadline);
    box.classList.toggle("final", timer.state === "running" && left <= FINAL_MS && left > 0);
    box.classList.toggle("last", timer.state === "running" && left <= LAST_MS && left > 0);
    digits.textContent = format(left);
    if (timer.state === "paused") label.textContent = t("countdown.paused");
    else if (timer.state === "locked" || (timer.state === "running" && left === 0)) label.textContent = t("countdown.up");
    else label.textContent = "";
    const second = Math.ceil(left / 1000);
    if (box.classList.contains("last") && second !== lastBuzz) {
      lastBuzz = second;
      navigator.vibrate?.(80);
    }
    if (!expired && timer.state === "running" && serverNow() > timer.deadline + (timer.grace_ms ?? 0)) {
      expired = true;
      onExpire?.();
    }
  }

  function loop() {
    if (!box.isConnected && box.dataset.started) return;  // replaced by a newer render
    box.dataset.started = "1";
    tick();
    requestAnimationFrame(loop);
  }

  tick();
  ensureSynced().then(() => requestAnimationFrame(loop));
  return box;
}

/**
 * The countdown kept in `holder[key]` across renders while its deadline stays the same, so it
 * keeps running; a new deadline makes a new one. `compact` for a reminder beside other content.
 */
export function keptCountdown(holder, key, deadline, {grace_ms = 0, onExpire, compact} = {}) {
  if (holder[key]?.deadline !== deadline) {
    const node = countdown({state: "running", deadline, grace_ms}, {onExpire});
    node.classList.toggle("compact", Boolean(compact));
    holder[key] = {deadline, node};
  }
  return holder[key].node;
}
