// A change the table must agree to: once everyone has seen a sealed entry, undoing or correcting
// it (or the move that showed it) needs every other player's yes, each from their own phone.
// The server keeps the request on the match (`change_request`); this panel shows it to every
// phone, with Agree / Refuse for the players asked and Withdraw for the asker, and offers to ask
// when an undo or a correction was refused for that reason.
import {call} from "../api.js";
import {el, replace} from "../dom.js";
import {t} from "../i18n.js";

const FIXED = new Set(["UNDO-REVEALED", "CORRECTION-REVEALED"]);

/** Whether a refusal can be turned into a request to the table. */
export function needsTheTable(problem) {
  return FIXED.has(problem?.rule);
}

export function changeRequestPanel({id, token, host, mySeat, showProblem, onAnswer}) {
  const box = el("section", {class: "change-request", dataset: {testid: "change-request"},
    "aria-live": "polite"});
  box.hidden = true;
  let offered = null;  // {kind, seq, payload}: a refused change this phone may ask the table for

  async function send(path, body) {
    const answer = await call("POST", `/matches/${id}/${path}`, {token, body}).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    offered = null;
    onAnswer(answer.data.match);
  }

  /** After a refusal the table can lift: a button that asks every other player. */
  function offer(change) {
    offered = change;
  }

  function draw(view) {
    const request = view.change_request;
    const names = view.seats.map((seat) => seat.name);
    if (!request && !offered) {
      box.hidden = true;
      return replace(box);
    }
    box.hidden = false;
    if (!request) {
      return replace(box,
        el("p", {}, t("change.offer")),
        el("div", {class: "row"},
          el("button", {type: "button", class: "primary", dataset: {testid: "change-ask"},
            onclick: () => send("change-request", offered)}, t("change.ask")),
          el("button", {type: "button", onclick: () => { offered = null; draw(view); }}, t("change.never"))));
    }
    offered = null;
    const asker = request.asked_by === "host" ? t("change.hostPhone") : names[request.seat];
    const mine = host ? request.asked_by === "host" : request.asked_by === `seat:${mySeat}`;
    const waiting = request.needed.filter((seat) => !request.agreed.includes(seat));
    const asked = mySeat !== null && waiting.includes(mySeat);
    replace(box,
      el("p", {dataset: {testid: "change-question"}},
        t(request.kind === "undo" ? "change.undo" : "change.correct",
          {asker, seq: request.seq, player: names[request.entry_seat]})),
      el("p", {class: "muted", dataset: {testid: "change-progress"}},
        request.agreed.length ? t("change.agreed", {names: request.agreed.map((s) => names[s]).join(", ")}) : null,
        request.agreed.length ? " " : null,
        t("change.waiting", {names: waiting.map((s) => names[s]).join(", ")})),
      el("div", {class: "row"},
        asked ? el("button", {type: "button", class: "primary", dataset: {testid: "change-agree"},
          onclick: () => send("change-request/agree", {id: request.id})}, t("change.agree")) : null,
        asked ? el("button", {type: "button", dataset: {testid: "change-refuse"},
          onclick: () => send("change-request/decline", {id: request.id})}, t("change.refuse")) : null,
        mine ? el("button", {type: "button", dataset: {testid: "change-withdraw"},
          onclick: () => send("change-request/decline", {id: request.id})}, t("change.withdraw")) : null));
  }

  return {node: box, draw, offer};
}
