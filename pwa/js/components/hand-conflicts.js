// A card of this phone's tracked hand that the table has since seen elsewhere (a deck card turned
// up that the entry lists too). Any phone may enter that card, whatever the hands hold, so the
// server tells only this phone, in its own view (state.my_hand_conflicts): its entry is wrong and
// must be corrected, and until then that card cannot be played from it.
import {el} from "../dom.js";
import {t} from "../i18n.js";

/** The notice on the holder's table screen, or null. `where(zone, arg)` words a place the table
 * knows ("deck_lead:1", "pile", "hand:2") in the game's terms. */
export function handConflicts(conflicts, where) {
  if (!conflicts?.length) return null;
  return el("section", {class: "hand-conflicts", role: "alert", dataset: {testid: "hand-conflicts"}},
    el("strong", {text: t("hands.conflictTitle")}),
    el("ul", {}, conflicts.map((conflict) => {
      const [zone, arg] = conflict.where.split(":");
      return el("li", {dataset: {card: conflict.card}},
        t("hands.conflict", {card: conflict.card, where: where(zone, arg)}));
    })),
    el("p", {text: t("hands.conflictFix")}));
}
