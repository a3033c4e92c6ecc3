// Create a match: pick a game (or come with one chosen), name the players in seat order, say
// whether this phone's owner plays too, set the few options a table usually changes; every other
// rule waits, at its standard value, under "House rules".
import {call, game as fetchGame} from "../api.js";
import {el, replace} from "../dom.js";
import {save} from "../store.js";
import {applies, defaults, optionsForm} from "./create/options-form.js";
import {perSeat, seatsSection} from "./create/seats.js";

// The new match as it was when its How to play was opened: the way back from that page finds it
// again, players and rules as they were typed and picked. Taken by the next create screen shown.
let left = null;

export async function show(root, [chosen], {t, navigate, showProblem}) {
  const catalogue = await call("GET", "/games");
  if (!catalogue.ok) return showProblem(catalogue.data);
  const state = {game: null, players: [], options: {}, playing: true, hostSeat: 0};
  let form = null;
  const resumed = left;
  left = null;
  const body = el("div", {class: "stack"});
  root.append(el("h1", {}, t("create.title")),
    el("label", {for: "game"}, t("create.game")),
    el("select", {id: "game", dataset: {testid: "create-game"}, onchange: (event) => pick(event.target.value)},
      el("option", {value: ""}, t("create.choose")),
      catalogue.data.map((g) => el("option", {value: g.slug}, `${g.title} (${g.min_players}–${g.max_players})`))),
    body);
  // Opened on a game (#/create/<slug>, one tap from the home screen), or the only one there is.
  const start = catalogue.data.length === 1 ? catalogue.data[0].slug : chosen;
  if (resumed) {
    const {houseOpen, ...made} = resumed;
    root.querySelector("#game").value = made.game.slug;
    // In the language shown now, which may have been switched on the How to play page.
    Object.assign(state, made, {game: await fetchGame(made.game.slug)});
    draw();
    if (form.house) form.house.open = houseOpen;
  } else if (catalogue.data.some((g) => g.slug === start)) {
    root.querySelector("#game").value = start;
    await pick(start);
  }

  async function pick(slug) {
    if (!slug) return replace(body);
    state.seatDecks = null;
    state.game = await fetchGame(slug);
    state.options = defaults(state.game.options);
    while (state.players.length < state.game.min_players) state.players.push("");
    state.players.length = Math.min(state.players.length, state.game.max_players);
    form = null;
    draw();
  }

  function draw() {
    const game = state.game;
    // Redrawn when the seats change (the seat options list the players): values and an open
    // "House rules" stay as they were.
    const open = form?.house?.open;
    form = optionsForm(game.options, {prefix: "option-", area: "create", values: state.options,
      names: () => state.players, t, showProblem}, (name, spec) => !perSeat(game.slug, name, spec));
    if (open) form.house.open = true;
    body.dataset.game = game.slug;
    replace(body,
      // In the summary's sentence, so the screen stays two phone screens long with its game's link.
      el("p", {class: "help"}, game.summary, " ", el("a", {href: `#/create/rules/${game.slug}`, dataset: {testid: "create-howto"},
        onclick: () => { left = {...state, houseOpen: Boolean(form.house?.open)}; }}, t("create.howto"))),
      seatsSection(state, {t, showProblem, redraw: draw}),
      form.main,
      form.house,
      el("button", {class: "primary", type: "button", dataset: {testid: "create-submit"}, onclick: submit},
        t("create.submit")));
  }

  async function submit() {
    await Promise.all([state.pending, form?.pending()]);
    const players = state.players.map((name) => name.trim());
    const distinct = new Set(players.map((name) => name.toLowerCase()));
    if (players.some((name) => !name) || distinct.size !== players.length) {
      return showProblem({detail: t("create.names")});
    }
    const specs = state.game.options.properties;
    // Another variant's rules are not sent.
    const options = Object.fromEntries(Object.entries(state.options).filter(([name]) => applies(specs[name], state.options)).map(([name, value]) =>
      [name, specs[name]["x-per-seat"] && Array.isArray(value)
        ? players.map((_, seat) => value[seat] ?? specs[name].items.enum[seat]) : value]));
    const request = {game: state.game.slug, players, options};
    if (state.playing) request.host_seat = state.hostSeat;
    const answer = await call("POST", "/matches", {body: request})
      .catch(() => ({ok: false, data: {detail: t("net.needed")}}));
    if (!answer.ok) {
      const fields = answer.data?.errors ? Object.entries(answer.data.errors)
        .map(([field, messages]) => `${field}: ${JSON.stringify(messages)}`).join("; ") : "";
      return showProblem({...answer.data, detail: [answer.data?.detail, fields].filter(Boolean).join(" ")}, state.game.slug);
    }
    const created = answer.data;
    save({id: created.id, game: state.game.slug, title: state.game.title, token: created.host_token,
      seat: state.playing ? state.hostSeat : null, host: true, names: players, joinCode: created.join_code});
    // A creator who plays goes straight to the table, which shows the join code; one who only
    // keeps the score shows the code and its QR code first.
    navigate(state.playing ? `#/match/${created.id}` : `#/match/${created.id}/host`);
  }
}
