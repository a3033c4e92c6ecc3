// The offline banner under the app bar: while the server cannot be reached it says that screens
// show the last known state and that moves wait on this phone (how many) until the way is back.
import {el, replace} from "../dom.js";
import {connected, onNetwork} from "../network.js";
import * as outbox from "../outbox.js";

/** Turn `node` into the banner; returns update(), to call again after a language switch. */
export function offlineBanner(node, t) {
  let waiting = 0;
  node.classList.add("offline-banner");
  node.dataset.testid = "offline-banner";

  function update() {
    node.hidden = connected();
    if (node.hidden) return replace(node);
    replace(node, el("strong", {}, t("offline.title")), " ", t("offline.banner"),
      waiting ? el("span", {class: "chip queued", dataset: {testid: "offline-waiting"}},
        t("offline.waiting", {count: waiting})) : null);
  }

  async function count() {
    waiting = (await outbox.entries().catch(() => [])).filter((move) => move.status !== "refused").length;
    update();
  }

  onNetwork(update);
  outbox.onChange(count);
  count();
  return update;
}
