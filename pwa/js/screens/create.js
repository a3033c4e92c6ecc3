// Create a match: pick a game from the catalogue, name the players in seat order, set options.
import {call, game as fetchGame} from "../api.js";
import {append, el, replace} from "../dom.js";
import {save} from "../store.js";
import {SUITS, suitName} from "../components/card-picker.js";
import {coldWarSeats} from "./cold-war-decks/seats.js";

// Options a game sets per seat on a screen of its own: Cold War's countries, each typed in or
// taken from a stored deck definition (which also fills `decks`, so that is never typed in).
const SEAT_PICKERS = {"cold-war": {countries: coldWarSeats, decks: null}};

// An option whose values are suit letters shows the suits' names.
const optionLabel = (value) => (typeof value === "string" && value.length === 1 && SUITS.includes(value)
  ? `${suitName(value)} (${value})` : value);

export async function show(root, _params, {t, navigate, showProblem}) {
  const catalogue = await call("GET", "/games");
  if (!catalogue.ok) return showProblem(catalogue.data);
  const state = {game: null, players: [], options: {}};
  const body = el("div", {class: "stack"});
  append(root, el("h1", {}, t("create.title")),
    el("label", {for: "game"}, t("create.game")),
    el("select", {id: "game", dataset: {testid: "create-game"}, onchange: (event) => pick(event.target.value)},
      el("option", {value: ""}, t("create.choose")),
      catalogue.data.map((g) => el("option", {value: g.slug}, `${g.title} (${g.min_players}–${g.max_players})`))),
    body);
  if (catalogue.data.length === 1) {
    root.querySelector("#game").value = catalogue.data[0].slug;
    await pick(catalogue.data[0].slug);
  }

  async function pick(slug) {
    if (!slug) return replace(body);
    state.seatDecks = null;
    state.game = await fetchGame(slug);
    state.options = Object.fromEntries(Object.entries(state.game.options.properties || {})
      .map(([name, spec]) => [name, spec.default]));
    while (state.players.length < state.game.min_players) state.players.push("");
    state.players.length = Math.min(state.players.length, state.game.max_players);
    draw();
  }

  function draw() {
    const game = state.game;
    replace(body,
      el("p", {class: "help"}, game.summary),
      el("h2", {}, t("create.players")),
      el("p", {class: "help"}, t("create.order")),
      el("ol", {class: "list"}, state.players.map((name, seat) => el("li", {class: "row"},
        el("input", {class: "grow", value: name, maxlength: 40, required: true,
          "aria-label": t("create.player", {n: seat + 1}), dataset: {testid: `create-player-${seat}`},
          oninput: (event) => { state.players[seat] = event.target.value; }}),
        el("button", {type: "button", "aria-label": t("create.up"), disabled: seat === 0,
          onclick: () => { swap(seat, seat - 1); }}, "↑"),
        el("button", {type: "button", "aria-label": t("create.remove"),
          disabled: state.players.length <= game.min_players,
          onclick: () => { state.players.splice(seat, 1); state.seatDecks?.splice(seat, 1); draw(); }}, "✕")))),
      el("button", {type: "button", disabled: state.players.length >= game.max_players,
        dataset: {testid: "create-add-player"}, onclick: () => { state.players.push(""); draw(); }},
        t("create.add")),
      el("h2", {}, t("create.options")),
      Object.entries(game.options.properties || {}).map(([name, spec]) => optionField(name, spec)),
      el("button", {class: "primary", type: "button", dataset: {testid: "create-submit"}, onclick: submit},
        t("create.submit")));
  }

  function swap(a, b) {
    [state.players[a], state.players[b]] = [state.players[b], state.players[a]];
    if (state.seatDecks) [state.seatDecks[a], state.seatDecks[b]] = [state.seatDecks[b], state.seatDecks[a]];
    draw();
  }

  function optionField(name, spec) {
    const id = `option-${name}`;
    const set = (value) => { state.options[name] = value; };
    // A number beyond the option's bounds is not taken: the field goes back and says the range.
    const setNumber = (input, value, bounds) => {
      if (value < bounds.minimum || value > bounds.maximum) {
        input.value = state.options[name] ?? "";
        return showProblem({detail: t("create.range", {name: optionName(name), min: bounds.minimum, max: bounds.maximum})});
      }
      set(value);
    };
    let input;
    const picker = SEAT_PICKERS[state.game.slug];
    if (picker && name in picker) {
      if (!picker[name]) return null;
      input = picker[name](state, {t, showProblem});
    } else if (["first_dealer", "first_player", "initial_q_holder"].includes(name)) {
      input = el("select", {id, onchange: (e) => set(Number(e.target.value))},
        state.players.map((player, seat) => el("option", {value: seat, selected: seat === state.options[name]},
          player || t("create.player", {n: seat + 1}))));
    } else if (spec["x-per-seat"]) {
      // One value per player (Half-Zero's suits): left at its default until a player changes one.
      const values = () => state.players.map((_, seat) => state.options[name]?.[seat] ?? spec.items.enum[seat]);
      input = el("div", {id, class: "stack"}, state.players.map((player, seat) => el("label", {class: "row"},
        el("span", {class: "grow"}, player || t("create.player", {n: seat + 1})),
        el("select", {dataset: {testid: `option-${name}-${seat}`}, onchange: (e) => {
          const next = values();
          next[seat] = e.target.value;
          set(next);
        }}, spec.items.enum.map((value) => el("option", {value, selected: value === values()[seat]}, optionLabel(value)))))));
    } else if (spec.type === "array" && spec.items?.enum && Array.isArray(spec.default)) {
      // A fixed list with a value per position (Sixes' six round types).
      input = el("div", {id, class: "stack"}, spec.default.map((_, index) => el("label", {class: "row"},
        el("span", {class: "grow"}, t("create.position", {n: index + 1})),
        el("select", {dataset: {testid: `option-${name}-${index}`}, onchange: (e) => {
          const next = [...state.options[name]];
          next[index] = e.target.value;
          set(next);
        }}, spec.items.enum.map((value) => el("option", {value, selected: value === state.options[name][index]}, optionLabel(value)))))));
    } else if (spec["x-stored"]) {
      // A value stored on the server (2P6C's deck definitions): picked by name, fetched whole.
      const fetchWhole = async (stored) => {
        if (!stored) return set(null);
        const answer = await call("GET", `${spec["x-stored"]}/${stored}`).catch(() => null);
        if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
        set(answer.data.deck);
      };
      // Submitting waits for the pick to arrive, so a quick tap never makes the match without it.
      input = el("select", {id, dataset: {testid: id}, onchange: (e) => { state.pending = fetchWhole(e.target.value); }},
        el("option", {value: ""}, t("create.noDeck")));
      call("GET", spec["x-stored"]).then((answer) => append(input, (answer.ok ? answer.data : []).map((stored) =>
        el("option", {value: stored.id}, `${stored.name} (${stored.deck_id})`)))).catch(() => null);
    } else if (spec.anyOf) {
      // A word or a number (2P6C's decks "auto" or 2); an object option (a deck) is not typed in here.
      const number = spec.anyOf.find((choice) => choice.type === "integer");
      if (!number) return null;
      const words = spec.anyOf.flatMap((choice) => choice.enum || []);
      const longest = Math.max(String(number.maximum).length, ...words.map((word) => word.length));
      input = [el("input", {id, value: state.options[name], list: `${id}-words`, autocomplete: "off", maxlength: longest,
        onchange: (e) => {
          const value = e.target.value.trim();
          if (/^\d+$/.test(value)) return setNumber(e.target, Number(value), number);
          set(value || spec.default);
        }}), el("datalist", {id: `${id}-words`}, words.map((value) => el("option", {value})))];
    } else if (spec.type === "array") {
      // A list of words or names (EkeQ's "uomo forzuto"), one per line or between commas.
      // Its length: the most entries of the longest kind, each with its separator.
      const chars = spec.items?.maxLength ?? 40;
      input = el("textarea", {id, rows: 3, cols: 24, maxlength: spec.maxItems * (chars + 1), onchange: (e) => {
        const entries = e.target.value.split(/[\n,]+/).map((word) => word.trim()).filter(Boolean);
        if (entries.length > spec.maxItems || entries.some((entry) => entry.length > chars)) {
          return showProblem({detail: t("create.list", {name: optionName(name), items: spec.maxItems, chars})});
        }
        set(entries);
      }}, (state.options[name] || []).join("\n"));
    } else if (spec.enum) {
      input = el("select", {id, onchange: (e) => set(e.target.value)},
        spec.enum.map((value) => el("option", {value, selected: value === state.options[name]}, optionLabel(value))));
    } else if (spec.type === "boolean") {
      input = el("input", {id, type: "checkbox", checked: Boolean(state.options[name]),
        onchange: (e) => set(e.target.checked)});
    } else if (spec.type === "string") {
      input = el("input", {id, value: state.options[name] ?? "", maxlength: spec.maxLength, onchange: (e) => set(e.target.value)});
    } else {
      // A number; left empty, an optional one (nullable) is null.
      input = el("input", {id, type: "number", value: state.options[name] ?? "", min: spec.minimum, max: spec.maximum,
        inputmode: "numeric", onchange: (e) => (e.target.value === "" && spec.nullable
          ? set(null) : setNumber(e.target, Number(e.target.value), spec))});
    }
    return el("div", {},
      el("label", {for: id}, optionName(name)),
      input, spec.description ? el("p", {class: "help"}, spec.description) : null);
  }

  // A game's own label for an option (Sixes' entry_mode is not Ecwem's), else the shared one.
  function optionName(name) {
    for (const key of [`option.${state.game.slug}.${name}`, `option.${name}`]) {
      if (t(key) !== key) return t(key);
    }
    return name.replaceAll("_", " ");
  }

  async function submit() {
    await state.pending;
    const players = state.players.map((name) => name.trim());
    const distinct = new Set(players.map((name) => name.toLowerCase()));
    if (players.some((name) => !name) || distinct.size !== players.length) {
      return showProblem({detail: t("create.names")});
    }
    const options = Object.fromEntries(Object.entries(state.options).map(([name, value]) =>
      [name, state.game.options.properties[name]["x-per-seat"] && Array.isArray(value)
        ? players.map((_, seat) => value[seat] ?? state.game.options.properties[name].items.enum[seat]) : value]));
    const answer = await call("POST", "/matches", {body: {game: state.game.slug, players, options}})
      .catch(() => ({ok: false, data: {detail: t("net.needed")}}));
    if (!answer.ok) {
      const fields = answer.data?.errors ? Object.entries(answer.data.errors)
        .map(([field, messages]) => `${field}: ${JSON.stringify(messages)}`).join("; ") : "";
      return showProblem({...answer.data, detail: [answer.data?.detail, fields].filter(Boolean).join(" ")}, state.game.slug);
    }
    const created = answer.data;
    save({id: created.id, game: state.game.slug, title: state.game.title, token: created.host_token, seat: null,
      host: true, names: players, joinCode: created.join_code});
    navigate(`#/match/${created.id}/host`);
  }
}
