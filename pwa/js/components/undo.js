// Undo the last move, after showing which one it is. The server allows it to the host phone, to
// the phone that entered the move and to the seat it was for; anyone else gets its refusal
// (UNDO-NOT-ALLOWED) explained. A move that showed the table a sealed entry needs every other
// player's agreement (UNDO-REVEALED): `onFixed` is offered the undo to ask the table for.
import {call} from "../api.js";
import {el, replace} from "../dom.js";
import {t} from "../i18n.js";
import {moveEntry} from "../move-names.js";
import {needsTheTable} from "./change-request.js";

/** `game`: the catalogue entry, whose words name the move. */
export function undoControl({id, token, names, game, onUndone, showProblem, onFixed}) {
  const box = el("div", {class: "undo", dataset: {testid: "undo"}});

  function offer() {
    replace(box, el("button", {type: "button", dataset: {testid: "undo-ask"}, onclick: ask}, t("undo.ask")));
  }

  async function ask() {
    const log = await call("GET", `/matches/${id}/moves?newest=true&limit=1`, {token}).catch(() => null);
    if (!log?.ok) return showProblem(log?.data || {detail: t("net.needed")});
    const last = log.data.moves.at(-1);
    if (!last) return showProblem({detail: t("undo.nothing")});
    replace(box,
      el("p", {dataset: {testid: "undo-question"}},
        t("undo.confirm", {seq: last.seq, move: moveEntry(game, last.type, names[last.seat])})),
      el("div", {class: "row"},
        el("button", {type: "button", class: "primary", dataset: {testid: "undo-yes"},
          onclick: () => undo(last.seq)}, t("undo.yes")),
        el("button", {type: "button", dataset: {testid: "undo-no"}, onclick: offer}, t("undo.no"))));
  }

  async function undo(seq) {
    // Naming the move makes a stale tap harmless: if another move came in meanwhile, the server
    // refuses (UNDO-NOT-LAST) instead of undoing a move nobody looked at.
    const answer = await call("POST", `/matches/${id}/undo`, {token, body: {target_seq: seq}})
      .catch(() => null);
    offer();
    if (!answer?.ok) {
      showProblem(answer?.data || {detail: t("net.needed")});
      if (needsTheTable(answer?.data)) onFixed?.({kind: "undo", seq});
      return;
    }
    onUndone(answer.data.match);
  }

  offer();
  return {node: box, hide(hidden) { box.hidden = hidden; }};
}
