// EkeQ's family variant (docs/games/ekeq.md §D.2): every player's family with its score, the discard pile in
// order, and this phone's entry: the family card, the card drawn, the look after a Golden Q the
// family lacks and the cards taken from it. Everything here is public.
import {button, el} from "../../dom.js";
import {send} from "./moves.js";
import {sendingNote} from "../../components/move-entry.js";
import {name, picker} from "./picker.js";

export function familyScreen(c, e) {
  return [banner(c), panel(c, e), players(c), discard(c)];
}

function banner(c) {
  const {t, names} = c;
  const s = c.view.state;
  const who = names[s.active];
  const line = {
    setup: () => t("ekf.b.setup"), play: () => t("ekf.b.play", {name: who, n: s.deck_count}),
    look: () => t("ekf.b.look", {name: who, v: s.look.golden_q.value}), take: () => t("ekf.b.take", {name: who}),
    match_over: () => t("ekf.b.over", {names: s.result.winners.map((x) => names[x]).join(", ")}),
  }[s.phase]();
  return el("section", {class: `ek-banner${c.view.to_move.includes(c.mySeat) ? " ek-mine" : ""}`, role: "status",
    "data-testid": "ek-banner"}, el("p", {text: line}));
}

function panel(c, e) {
  const {t} = c;
  const s = c.view.state;
  const waiting = c.view.to_move;
  const seat = waiting.includes(c.mySeat) ? c.mySeat : c.mySeat == null ? waiting.find((x) => c.canAct(x)) : undefined;
  if (seat == null) return null;
  const sending = sendingNote(c, e, t("ek.sending"));
  if (sending) return sending;
  let body;
  if (s.phase === "look") {
    body = el("div", {class: "ek-row"}, ["bottom", "top"].map((end) => button(t(`ekf.end.${end}`), `ekf-${end}`,
      () => send(c, e, "look", seat, {end}))));
  } else if (s.phase === "take") {
    const chosen = (e.take ||= []);
    const toggle = (i) => () => { e.take = chosen.includes(i) ? chosen.filter((x) => x !== i) : [...chosen, i]; c.redraw(); };
    body = [el("p", {text: t("ekf.window")}), el("div", {class: "ek-row"}, s.look.window.map((card, i) =>
      button(name(t, card), `ekf-window-${i}`, toggle(i), {"aria-pressed": String(chosen.includes(i))}))),
    button(t("ekf.take", {n: chosen.length}), "ekf-take", () => send(c, e, "take", seat, {cards: chosen}), {class: "primary"})];
  } else {
    const setup = s.phase === "setup";
    const card = e.card && (e.card.kind === "golden_q" ? e.card : {...e.card, family: e.family});
    const known = [...new Set(s.players.map((p) => p.family).filter(Boolean))];
    body = [el("h3", {text: t(setup ? "ekf.familyCard" : "ekf.drawn")}), picker(t, e, "card", c.redraw, "card", !setup),
      e.card?.kind !== "golden_q" && [el("p", {text: t("ekf.family")}), el("div", {class: "ek-row"},
        known.map((f) => button(f, `ekf-family-${f}`, () => { e.family = f; c.redraw(); }, {"aria-pressed": String(e.family === f)})),
        el("input", {type: "text", maxlength: 40, value: known.includes(e.family) ? "" : e.family || "", "data-testid": "ekf-family",
          "aria-label": t("ekf.family"), placeholder: t("ekf.newFamily"), onchange: (ev) => { e.family = ev.target.value.trim(); c.redraw(); }}))],
      button(t("ek.confirm"), "ekf-send", () => card && (card.kind === "golden_q" || card.family)
        && send(c, e, setup ? "family_card" : "draw", seat, {card}), {class: "primary"})];
  }
  return el("section", {class: "ek-panel", "data-testid": "ek-panel"}, body);
}

function players(c) {
  const {t, names} = c;
  return el("section", {class: "ek-players"}, c.view.state.players.map((p, seat) => el("article", {class: "ek-player",
    "data-testid": `ekf-player-${seat}`},
  el("h3", {}, names[seat], seat === c.mySeat && ` · ${t("ek.you")}`),
  el("p", {class: "muted", text: p.family ? t("ekf.of", {family: p.family}) : t("ekf.noFamily")}),
  el("p", {text: p.cards.map((card) => name(t, card)).join(", ") || "—"}),
  el("p", {"data-testid": `ekf-score-${seat}`, text: t(p.complete ? "ekf.scoreFull" : "ekf.score", {n: p.score})}))));
}

function discard(c) {
  const {t} = c;
  const pile = c.view.state.discard;
  return el("section", {class: "ek-pot", "data-testid": "ekf-discard"},
    el("h3", {text: t("ekf.discard", {n: pile.length})}), el("p", {class: "muted", text: pile.map((x) => name(t, x)).join(" · ") || "—"}));
}
