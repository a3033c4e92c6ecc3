// A new series (a season, a league): its game, what an event is worth, best N of M, the
// tiebreaks. The organiser token that comes back stays on this phone.
import {call} from "../api.js";
import {append, el} from "../dom.js";
import {saveSeries} from "../tournaments.js";

const CHAIN = ["best_event", "event_wins", "events_played", "rating"];

export async function show(root, _params, {t, navigate, showProblem}) {
  const catalogue = await call("GET", "/games");
  if (!catalogue.ok) return showProblem(catalogue.data);
  const field = (id, label, input) => el("div", {}, el("label", {for: id}, label), input);
  const name = el("input", {id: "sn-name", maxlength: 80, dataset: {testid: "sn-name"}});
  const game = el("select", {id: "sn-game", dataset: {testid: "sn-game"}},
    catalogue.data.map((g) => el("option", {value: g.slug}, g.title)));
  const perEvent = el("select", {id: "sn-per-event", dataset: {testid: "sn-per-event"}},
    ["event_points", "placement"].map((kind) => el("option", {value: kind}, t(`series.perEvent.${kind}`))));
  const best = el("input", {id: "sn-best", type: "number", min: 1, max: 100, inputmode: "numeric", dataset: {testid: "sn-best"}});
  const events = el("input", {id: "sn-events", type: "number", min: 1, max: 100, inputmode: "numeric", dataset: {testid: "sn-events"}});
  const chain = CHAIN.map((step, i) => el("label", {class: "row"},
    el("input", {type: "checkbox", value: step, checked: i < 2, dataset: {testid: `sn-chain-${step}`}}), t(`series.step.${step}`)));
  append(root, el("h1", {}, t("series.new")), el("p", {class: "muted"}, t("series.newHelp")),
    field("sn-name", t("series.name"), name), field("sn-game", t("create.game"), game),
    field("sn-per-event", t("series.perEvent"), perEvent), field("sn-best", t("series.best"), best),
    field("sn-events", t("series.events"), events),
    el("fieldset", {}, el("legend", {}, t("tour.chain")), chain),
    el("button", {class: "primary", type: "button", dataset: {testid: "sn-create"}, onclick: create}, t("series.create")));

  async function create() {
    const number = (input) => (input.value === "" ? null : Number(input.value));
    const scoring = {per_event: perEvent.value, best: number(best), events: number(events),
      chain: chain.map((label) => label.firstChild).filter((box) => box.checked).map((box) => box.value)};
    const body = {name: name.value.trim(), game: game.value, scoring};
    const answer = await call("POST", "/series", {body}).catch(() => ({ok: false, data: {detail: t("net.needed")}}));
    if (!answer.ok) return showProblem(answer.data);
    saveSeries({id: answer.data.id, name: body.name, token: answer.data.organiser_token});
    navigate(`#/series/${answer.data.id}`);
  }
}
