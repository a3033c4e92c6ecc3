// What a table card says about its players: how the round was seated (fewest repeats, by
// standings, by rating) with the places or ratings that decided it, and whether any pair meets
// again. The service sends the facts (`table.why`); the words are the phone's, in its language.
import {el} from "../../dom.js";

export function whyLine(table, t, testid) {
  const why = table.why;
  if (!why) return null;
  const facts = {places: (why.places || []).join(", "), ratings: (why.ratings || []).map((r) => r.toFixed(1)).join(", ")};
  const repeats = why.repeats ? t("tour.why.repeats", {n: why.repeats}) : t("tour.why.noRepeats");
  return el("p", {class: "muted", dataset: {testid}}, `${t(`tour.why.${why.by}`, facts)} ${repeats}`);
}
