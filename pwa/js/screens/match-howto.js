// How to play, opened from a match: the values are that match's, and the way back is its table.
import {call} from "../api.js";
import {el} from "../dom.js";
import {t} from "../i18n.js";
import {match, save} from "../store.js";
import {render} from "./howto.js";
import {tabs} from "./table.js";

export async function show(root, [id, target]) {
  const entry = match(id);
  if (!entry) return root.append(el("p", {}, t("table.unknown")));
  return render(root, {slug: entry.game, target, options: await options(id, entry),
    top: tabs(id, entry, "rules"), back: [`#/match/${id}`, "howto.table"]});
}

/** The match's options as the server last showed them; kept, so the page also opens offline. */
async function options(id, entry) {
  const answer = await call("GET", `/matches/${id}`, {token: entry.token}).catch(() => null);
  if (!answer?.ok || !answer.data?.options) return entry.options || {};
  save({id, options: answer.data.options});
  return answer.data.options;
}
