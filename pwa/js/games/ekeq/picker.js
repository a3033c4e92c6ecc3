// An EkeQ card as a player describes it (docs/games/ekeq.md §B.1): its number, the mini-GOLDEN Q in its
// corners, or one of the four Golden Q cards. Big buttons, never free text.
import {button, el} from "../../dom.js";

const VALUES = [2, 3, 4, 5];

export const name = (t, card) => (!card ? "?" : card.kind === "golden_q" ? t("ek.gq", {v: card.value})
  : `${card.family ? `${card.family} ` : ""}${card.mini ? t("ek.mini", {v: card.value}) : card.value}`);

/** Buttons for `key` of `e` (the entry being made); `redraw` after each tap. Without `golden`, no
 * Golden Q (a family card at setup). */
export function picker(t, e, key, redraw, testid = key, golden = true) {
  const card = e[key];
  const set = (next) => () => { e[key] = next; redraw(); };
  const on = (kind, value) => String(card?.kind === kind && card.value === value);
  return el("div", {class: "ek-picker", role: "group", "aria-label": t(`ek.pick.${key}`)},
    el("div", {class: "ek-row"}, VALUES.map((v) => button(String(v), `ek-${testid}-${v}`,
      set({kind: "point", value: v, mini: Boolean(card?.mini && card.kind === "point")}), {"aria-pressed": on("point", v)})),
    button(t("ek.miniToggle"), `ek-${testid}-mini`, set(card?.kind === "point" ? {...card, mini: !card.mini} : card),
      {"aria-pressed": String(Boolean(card?.mini)), disabled: card?.kind !== "point", class: "ek-mini"})),
    golden && el("div", {class: "ek-row"}, VALUES.map((v) => button(t("ek.gq", {v}), `ek-${testid}-gq${v}`,
      set({kind: "golden_q", value: v}), {"aria-pressed": on("golden_q", v), class: "ek-golden"}))));
}
