// How to play, opened from a match: the values are that match's, and the way back is its table.
import {el} from "../dom.js";
import {t} from "../i18n.js";
import {matchView} from "../match-view.js";
import {match} from "../store.js";
import {render} from "./howto.js";
import {tabs} from "./table.js";

export async function show(root, [id, target]) {
  const entry = match(id);
  if (!entry) return root.append(el("p", {}, t("table.unknown")));
  return render(root, {slug: entry.game, target, options: await options(id, entry),
    top: tabs(id, entry, "rules"), back: [`#/match/${id}`, "howto.table"]});
}

/** The match's options as the server shows them, or as this phone last saw them (offline). */
async function options(id, entry) {
  const {view} = await matchView(id, entry.token);
  return view?.options || {};
}
