// A checked-in player's view: their table this round, joined straight into their own seat (the
// player token says the seat is theirs: nobody else may take it), and, for a table that plays on
// paper, the result entered once and confirmed by an opponent.
import {call} from "../../api.js";
import {button, el} from "../../dom.js";
import {save} from "../../store.js";
import {resultLine, whyLine} from "./organiser.js";
import {placesList, resultRows} from "./finishing-order.js";
import {resultPicker} from "./result-picker.js";

export function playerPanel(view, t, act, e, {navigate, showProblem, token}) {
  const me = view.viewer.player;
  const round = view.rounds.at(-1);
  const table = round?.tables.find((x) => x.players.includes(me));
  const head = el("h2", {dataset: {testid: "tour-me"}}, t("tour.youAre", {name: view.players[me].name}));
  if (!table) return el("section", {}, head, el("p", {class: "muted"}, t(round ? "tour.noTable" : "tour.waitSeating")));
  const others = table.players.map((id) => view.players[id].name).join(", ");
  const path = `/rounds/${round.number}/tables/${table.table}`;
  // A paper result waiting for an opponent is shown to every player of the table; the others
  // confirm it here. Before one is entered, who won is a tap away under "We played on paper".
  const confirm = table.pending && !table.result && table.pending.by !== me
    && button(t("tour.confirm"), "tour-confirm", () => act("POST", `${path}/confirm`), {class: "primary"});
  // Under points by place, the places entered (and their points) are shown to the whole table.
  const places = table.pending?.result.places && !table.result && view.profile.kind === "placement"
    && placesList(view, resultRows(table, table.pending.result), t, "tour-pending");
  const paper = !table.result && !table.pending && el("details", {open: e.paper?.winner !== undefined}, el("summary", {}, t("tour.onPaper")),
    el("p", {}, t(view.profile.kind === "placement" ? "tour.paperOrder" : "tour.paperWho")),
    resultPicker(view, table, t, e, "paper", "tour-paper", (result) => act("POST", `${path}/result`, {result})));
  return el("section", {class: "stack", dataset: {testid: "tour-player"}}, head,
    el("p", {dataset: {testid: "tour-my-table"}}, t("tour.yourTable", {n: table.table, round: round.number, names: others})),
    whyLine(table, t, "tour-my-seated"),
    table.join_code && !table.result && button(t("tour.joinTable"), "tour-join", () => join(table, me, token, t, navigate, showProblem), {class: "primary"}),
    el("p", {class: "muted"}, resultLine(view, table, t)), round.started && [places, confirm, paper]);
}

async function join(table, me, token, t, navigate, showProblem) {
  const seat = table.players.indexOf(me);
  const answer = await call("POST", "/join", {token, body: {code: table.join_code, seat}}).catch(() => null);
  if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
  save({id: answer.data.match_id, game: answer.data.game, title: answer.data.title, token: answer.data.token, seat,
    host: false, names: answer.data.seats.map((s) => s.name)});
  navigate(`#/match/${answer.data.match_id}`);
}
