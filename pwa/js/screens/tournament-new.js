// A new tournament: its game, how it scores (the scorings that fit the game), how long it runs,
// the tiebreak chain, the players.
// The organiser token that comes back stays on this phone.
import {call, game as fetchGame} from "../api.js";
import {append, el, replace} from "../dom.js";
import {saveTournament} from "../tournaments.js";
import {SEAT_OPTIONS} from "./create/option-field.js";
import {changed, defaults, optionsForm} from "./create/options-form.js";
import {fillScorings} from "./tournament/scoring-choice.js";

const CHAIN = ["opponents_points", "head_to_head", "wins", "win_types"];
const SEATINGS = ["fewest_repeats", "standings", "rating_graded", "rating_balanced"];

// A tournament's house rules: a choice, a yes/no or a number each. Options about one table's
// seats (who deals or holds a card first) are left to each table's default, since a
// tournament's tables seat different players.
const forEveryTable = (name, spec) => !SEAT_OPTIONS.includes(name) && !spec["x-per-seat"]
  && (spec.enum || spec.type === "boolean" || spec.type === "integer");

export async function show(root, _params, {t, navigate, showProblem}) {
  const catalogue = await call("GET", "/games");
  if (!catalogue.ok) return showProblem(catalogue.data);
  const field = (id, label, input) => el("div", {}, el("label", {for: id}, label), input);
  const game = el("select", {id: "tn-game", dataset: {testid: "tn-game"}},
    catalogue.data.map((g) => el("option", {value: g.slug}, g.title)));
  const profile = el("select", {id: "tn-profile", dataset: {testid: "tn-profile"}});
  const rounds = el("input", {id: "tn-rounds", type: "number", min: 1, max: 50, value: 3, inputmode: "numeric",
    dataset: {testid: "tn-rounds"}});
  const target = el("input", {id: "tn-target", type: "number", min: 1, inputmode: "numeric", dataset: {testid: "tn-target"}});
  const tiebreak = el("select", {id: "tn-tiebreak"}, ["shared", "playoff"].map((v) => el("option", {value: v}, t(`tour.tie.${v}`))));
  const seating = el("select", {id: "tn-seating", dataset: {testid: "tn-seating"}},
    SEATINGS.map((v) => el("option", {value: v}, t(`tour.seating.${v}`))));
  const chain = CHAIN.map((step, i) => el("label", {class: "row"},
    el("input", {type: "checkbox", value: step, checked: i < 3, dataset: {testid: `tn-chain-${step}`}}), t(`tour.step.${step}`)));
  const players = el("textarea", {id: "tn-players", rows: 6, dataset: {testid: "tn-players"}, placeholder: t("tour.playersHint")});
  const name = el("input", {id: "tn-name", maxlength: 80, dataset: {testid: "tn-name"}});
  let options = {};
  let schema = {};
  const rules = el("div", {dataset: {testid: "tn-options"}});
  const showOptions = async () => {
    fillScorings(profile, catalogue.data.find((g) => g.slug === game.value), t);
    const info = await fetchGame(game.value).catch(() => null);
    schema = info?.options || {};
    options = defaults(schema);
    const form = info && optionsForm(schema, {prefix: "tn-option-", area: "tn", values: options, names: () => [],
      t, showProblem}, forEveryTable);
    replace(rules, form ? [el("h2", {}, t("tour.options")), form.main, form.house] : null);
  };
  game.addEventListener("change", showOptions);
  await showOptions();
  append(root, el("h1", {}, t("tour.new")),
    field("tn-name", t("tour.name"), name), field("tn-game", t("create.game"), game),
    field("tn-profile", t("tour.profile"), profile), field("tn-rounds", t("tour.rounds"), rounds),
    field("tn-target", t("tour.target"), target), field("tn-tiebreak", t("tour.tiebreak"), tiebreak),
    field("tn-seating", t("tour.seating"), seating),
    el("fieldset", {}, el("legend", {}, t("tour.chain")), chain), rules,
    field("tn-players", t("tour.players"), players),
    el("button", {class: "primary", type: "button", dataset: {testid: "tn-create"}, onclick: create}, t("tour.create")));

  async function create() {
    const number = (input) => (input.value === "" ? null : Number(input.value));
    const body = {name: name.value.trim(), game: game.value, profile: {kind: profile.value}, options: changed(schema, options),
      rounds: number(rounds), target_score: number(target), tiebreak: tiebreak.value, seating: seating.value,
      chain: chain.map((label) => label.firstChild).filter((box) => box.checked).map((box) => box.value),
      players: players.value.split(/[\n,]+/).map((n) => n.trim()).filter(Boolean)};
    const answer = await call("POST", "/tournaments", {body}).catch(() => ({ok: false, data: {detail: t("net.needed")}}));
    if (!answer.ok) {
      const fields = answer.data?.errors ? Object.keys(answer.data.errors.json || answer.data.errors).join(", ") : "";
      return showProblem({...answer.data, detail: [answer.data?.detail, fields].filter(Boolean).join(" ")});
    }
    saveTournament({id: answer.data.id, name: body.name, token: answer.data.organiser_token, role: "organiser"});
    navigate(`#/tournament/${answer.data.id}`);
  }
}
