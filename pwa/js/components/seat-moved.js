// A seat the host or the organisers moved to another phone without its holder's consent: every
// phone is told, and the phone now holding it sees the table as the others do (`viewer.blind`)
// until it enters again, by correcting them, the entries the other phone made (`viewer.reenter`).
// A game's screen offers its own hand entry for that through `reentry(view, line)`:
// {need, payload(cards)} for a log line it can re-enter, or null.
import {call} from "../api.js";
import {el} from "../dom.js";
import {multiCardPicker} from "./card-picker.js";

/** The notice every phone shows: who moved which seat. Null while no seat was moved. */
export function movedNotice(view, t) {
  const moved = view.seats.filter((seat) => seat.moved);
  if (!moved.length) return null;
  return el("div", {class: "notice", role: "status", dataset: {testid: "seat-moved-notice"}},
    moved.map((seat) => el("p", {dataset: {testid: `seat-moved-${seat.seat}`}},
      t(`moved.by.${seat.moved.by}`, {name: seat.name,
        time: new Date(seat.moved.at).toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"})}))));
}

/** On the blind phone: why it sees only the table, and the game's entry to re-enter its hand. */
export function reenterPanel({id, token, view, module, t, state, redraw, onDone, showProblem}) {
  if (!view.viewer?.blind) return null;
  const seqs = view.viewer.reenter;
  if (state.seqs !== seqs.join()) {  // fetch the lines to re-enter once per list
    state.seqs = seqs.join();
    state.lines = null;
    state.picks = {};
    call("GET", `/matches/${id}/moves?after=${seqs[0] - 1}&limit=1000`, {token})
      .then((answer) => { state.lines = answer.ok ? answer.data.moves.filter((line) => seqs.includes(line.seq)) : []; redraw(); })
      .catch(() => { state.lines = []; redraw(); });
  }
  const forms = (state.lines || []).map((line) => ({line, entry: module.reentry?.(view, line)}));
  const ready = state.lines && forms.length === seqs.length && forms.every((form) => form.entry);
  const send = async () => {
    const [first, ...rest] = forms.map(({line, entry}) => ({seq: line.seq, payload: entry.payload(state.picks[line.seq])}));
    const answer = await call("POST", `/matches/${id}/corrections`, {token, body: {...first, also: rest}}).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    state.seqs = null;
    onDone(answer.data.match);
  };
  return el("section", {class: "notice stack", dataset: {testid: "reenter"}},
    el("p", {role: "status"}, t("moved.blind")),
    ready ? [
      forms.map(({line, entry}) => {
        const picks = (state.picks[line.seq] ||= []);
        return multiCardPicker({picks, need: entry.need, onChange: redraw, t,
          label: t("moved.pick", {need: entry.need, n: picks.length})});
      }),
      el("button", {type: "button", class: "primary", dataset: {testid: "reenter-send"},
        disabled: !forms.every(({line, entry}) => state.picks[line.seq].length === entry.need), onclick: send},
        t("moved.send"))]
      : state.lines && el("p", {class: "muted"}, t("moved.wait")));
}
