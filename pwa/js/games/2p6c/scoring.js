// Words and scores (docs/games/2p6c.md §5): words, the final catalogue, totals, winners, solo MLR/FTS/UIN.
import {el} from "../../dom.js";
import {btn, label, sign} from "./cards.js";
import {cellMap} from "./board.js";

const slotName = (t, slot) => {
  const [kind, c, r] = slot.split(":");
  return t(`tp.s.${kind}`, {c, r});
};
const pol = (p) => (p === "=" ? "=" : sign(p));

/** The words (view.state.words, or the result's): `full` adds cards, letters and sums. */
export function wordList(ctx, full) {
  const {t, names, view, mySeat: me} = ctx;
  const s = view.state;
  const words = view.result?.words ?? s.words;
  const cards = new Map([...cellMap(s).values()].flat().map((c) => [c.id, c]));
  const choose = full && s.phase === "scoring" && s.house_rules.eq_word_score === "choice";
  const credit = (w) => (w.slot === "initial" ? t("tp.all") : w.credit.map((seat) => names[seat]).join(", "));
  return el("section", {class: "tp-words", "data-testid": full ? "tp-catalogue" : "tp-words"},
    el("h3", {text: t(full ? "tp.catalogue" : "tp.wordsH")}),
    words.length ? el("ul", {class: "tp-plain"}, words.map((w) => el("li", {class: "tp-word",
      "data-testid": `tp-w-${w.slot.replaceAll(":", "-")}`, "data-pol": w.polarity, "data-score": w.score},
    el("div", {class: "tp-wordhead"}, el("strong", {class: "tp-text", text: w.text}),
      el("span", {class: "tp-muted", text: slotName(t, w.slot)}),
      el("span", {class: "tp-pol", text: pol(w.polarity)}),
      el("strong", {class: "tp-score", text: t("tp.pts", {n: w.score})})),
    full && el("p", {class: "tp-muted", text: w.uses.map(({card: id, letter}) =>
      `${cards.get(id) ? label(cards.get(id), t) : id} → ${letter}`).join(" · ")}),
    full && el("p", {class: "tp-muted", text: `+${w.plus} / −${w.minus} · ΣTP ${w.tp} · ΣRP ${w.rp}`}),
    el("small", {text: t("tp.credit", {names: credit(w)})}),
    choose && w.polarity === "=" && w.credit.includes(me) && el("div", {class: "tp-actions"}, ["tp", "rp"].map((pick) =>
      btn(t(`tp.eq.${pick}`) + ` (${w[pick]})`, `tp-eq-${w.slot.replaceAll(":", "-")}-${pick}`,
        () => ctx.submit("eq_choice", me, {slot: w.slot, pick})))))))
      : el("p", {class: "tp-muted", text: t("tp.noWords")}));
}

/** Totals and words per player, the leaders marked; also the scores tab ({heading: false}). */
export function scoreSheet(view, t, {heading = true} = {}) {
  const names = view.seats.map((seat) => seat.name);
  const {totals, word_counts: words} = view.scores;
  const best = view.result?.winners ?? [];
  const solo = view.result?.solo ?? view.state.solo;
  return el("section", {class: "tp-sheet", "data-testid": "tp-sheet"},
    heading && el("h3", {text: t("tp.scores")}),
    el("table", {}, el("thead", {}, el("tr", {}, el("th", {scope: "col", text: ""}),
      el("th", {scope: "col", text: t("tp.wordsN")}), el("th", {scope: "col", text: t("tp.total")}))),
    el("tbody", {}, names.map((name, seat) => el("tr", {class: best.includes(seat) ? "tp-lead" : null},
      el("th", {scope: "row", text: name}), el("td", {"data-testid": `tp-words-${seat}`, text: words[seat]}),
      el("td", {"data-testid": `tp-total-${seat}`, text: totals[seat]}))))),
    solo && names.length === 1 && el("dl", {class: "tp-solo"}, ["mlr", "fts", "uin"].map((k) => [
      el("dt", {text: k === "uin" ? t("tp.uin") : k.toUpperCase()}), el("dd", {"data-testid": `tp-solo-${k}`,
        text: k === "fts" ? String(solo.fts) : solo[`${k}_display`]})])));
}

export function finished(ctx) {
  const {t, names, view} = ctx;
  const winners = (view.result?.winners ?? []).map((seat) => names[seat]);
  return [el("p", {class: "tp-banner", role: "status", "data-testid": "tp-winner"},
    el("strong", {text: t(winners.length > 1 ? "tp.winners" : "tp.winner", {names: winners.join(", ")})}),
    ` ${t("tp.over")} (${t(`tp.end.${view.result?.termination ?? view.state.end_reason}`)})`),
  scoreSheet(view, t), !view.state.quick_log && wordList(ctx, true)];
}
