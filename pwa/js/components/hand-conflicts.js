// A card of this phone's tracked hand that the table has since seen elsewhere (a deck card turned
// up that the entry lists too). Any phone may enter that card, whatever the hands hold, so the
// server tells only this phone, in its own view (state.my_hand_conflicts): its entry is wrong and
// must be corrected, and until then that card cannot be played from it.
import {call} from "../api.js";
import {el} from "../dom.js";
import {t} from "../i18n.js";
import {multiCardPicker} from "./card-picker.js";

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

/** On the holder's phone, under the notice's prompt: the game's own hand entry, filled in with the
 * entry as it was minus the conflicting cards, sent as a correction of this seat's own private
 * entry (the server replays the log from it). Null without a conflict, or for a game whose screen
 * offers no such entry (`module.reentry`). `state` keeps what is being typed across redraws. */
export function handFixPanel({id, token, view, module, state, redraw, onDone, showProblem}) {
  const conflicts = view.state?.my_hand_conflicts;
  if (!conflicts?.length || view.viewer?.blind || !module.reentry) return null;
  if (!state.open) {
    return el("button", {type: "button", class: "primary", dataset: {testid: "hand-fix-open"},
      onclick: () => { state.open = true; redraw(); }}, t("hands.fixOpen"));
  }
  const cards = new Set(conflicts.map((conflict) => conflict.card));
  const key = [...cards].join();
  if (state.key !== key) {  // find, once, this seat's own entry that lists a conflicting card
    state.key = key;
    state.line = undefined;
    call("GET", `/matches/${id}/moves?newest=true&limit=1000`, {token}).then((answer) => {
      const own = answer.ok ? answer.data.moves.filter((line) => line.seat === view.viewer.seat && !line.redacted
        && (line.payload?.cards || []).some((card) => cards.has(card)) && module.reentry(view, line)) : [];
      state.line = own.at(-1) || null;
      state.picks = state.line ? state.line.payload.cards.filter((card) => !cards.has(card)) : [];
      redraw();
    }).catch(() => { state.line = null; redraw(); });
  }
  if (state.line === undefined) return el("p", {class: "muted"}, t("moved.wait"));
  if (state.line === null) return null;
  const entry = module.reentry(view, state.line);
  const send = async () => {
    const answer = await call("POST", `/matches/${id}/corrections`,
      {token, body: {seq: state.line.seq, payload: entry.payload(state.picks)}}).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    state.open = false;
    state.key = null;
    onDone(answer.data.match);
  };
  return el("section", {class: "notice stack", dataset: {testid: "hand-fix"}},
    el("p", {}, t("hands.fixIntro", {seq: state.line.seq})),
    multiCardPicker({picks: state.picks, need: entry.need, onChange: redraw, t, disabled: cards,
      label: t("moved.pick", {need: entry.need, n: state.picks.length})}),
    el("div", {class: "row"},
      el("button", {type: "button", class: "primary", dataset: {testid: "hand-fix-send"},
        disabled: state.picks.length !== entry.need, onclick: send}, t("hands.fixSend")),
      el("button", {type: "button", onclick: () => { state.open = false; redraw(); }}, t("hands.fixCancel"))));
}
