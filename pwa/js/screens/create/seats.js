// The create screen's seats: the players in seat order, what a game sets per seat (Half-Zero's
// suits, Cold War's countries), and whether this phone's owner plays too, and in which seat.
import {el} from "../../dom.js";
import {coldWarSeats} from "../cold-war-decks/seats.js";
import {choiceLabel, title} from "./option-field.js";

// Options a game sets per seat on a picker of its own: Cold War's countries, each typed in or
// taken from a stored deck definition (which also fills `decks`, so that is never typed in).
const SEAT_PICKERS = {"cold-war": {countries: coldWarSeats, decks: null}};

/** Whether an option is set here, per seat, rather than among the game's options. */
export const perSeat = (slug, name, spec) => name in (SEAT_PICKERS[slug] || {}) || Boolean(spec["x-per-seat"]);

/** The name shown for a seat; elements marked data-seat-label follow the name as it is typed. */
const seatName = (state, seat, t) => state.players[seat] || t("create.player", {n: seat + 1});
const seatLabel = (state, seat, t, tag = "span", attrs = {}) =>
  el(tag, {...attrs, dataset: {...attrs.dataset, seatLabel: seat}}, seatName(state, seat, t));

export function seatsSection(state, {t, showProblem, redraw}) {
  const game = state.game;
  const rename = (seat, value) => {
    state.players[seat] = value;
    for (const node of document.querySelectorAll(`[data-seat-label="${seat}"]`)) {
      node.textContent = seatName(state, seat, t);
    }
  };
  const swap = (a, b) => {
    [state.players[a], state.players[b]] = [state.players[b], state.players[a]];
    if (state.seatDecks) [state.seatDecks[a], state.seatDecks[b]] = [state.seatDecks[b], state.seatDecks[a]];
    redraw();
  };
  const list = el("ol", {class: "list"});
  list.append(...state.players.map((name, seat) => el("li", {class: "row"},
    el("input", {class: "grow", value: name, maxlength: 40, required: true,
      "aria-label": t("create.player", {n: seat + 1}), dataset: {testid: `create-player-${seat}`},
      oninput: (event) => rename(seat, event.target.value)}),
    el("button", {type: "button", "aria-label": t("create.up"), disabled: seat === 0, onclick: () => swap(seat, seat - 1)}, "↑"),
    el("button", {type: "button", "aria-label": t("create.remove"), disabled: state.players.length <= game.min_players,
      onclick: () => { state.players.splice(seat, 1); state.seatDecks?.splice(seat, 1); redraw(); }}, "✕"))));
  const options = Object.entries(game.options.properties || {}).filter(([name, spec]) => perSeat(game.slug, name, spec));
  return [
    el("h2", {}, t("create.players")),
    el("p", {class: "help"}, t("create.order")),
    list,
    el("button", {type: "button", disabled: state.players.length >= game.max_players,
      dataset: {testid: "create-add-player"}, onclick: () => { state.players.push(""); redraw(); }}, t("create.add")),
    options.map(([name, spec]) => perSeatField(state, name, spec, {t, showProblem})),
    playingToo(state, t),
  ];
}

function perSeatField(state, name, spec, {t, showProblem}) {
  const picker = SEAT_PICKERS[state.game.slug]?.[name];
  if (picker !== undefined) {
    return picker && el("div", {class: "option"}, el("label", {for: `option-${name}`}, title(name, spec)),
      picker(state, {t, showProblem}));
  }
  // One value per player (Half-Zero's suits): left at its default until a player changes one.
  const values = () => state.players.map((_, seat) => state.options[name]?.[seat] ?? spec.items.enum[seat]);
  return el("div", {class: "option"}, el("label", {for: `option-${name}`}, title(name, spec)),
    el("div", {id: `option-${name}`, class: "stack"}, state.players.map((_, seat) => el("label", {class: "row"},
      seatLabel(state, seat, t, "span", {class: "grow"}),
      el("select", {dataset: {testid: `option-${name}-${seat}`}, onchange: (e) => {
        const next = values();
        next[seat] = e.target.value;
        state.options[name] = next;
      }}, spec.items.enum.map((value) => el("option", {value, selected: value === values()[seat]}, choiceLabel(spec.items, value))))))),
    spec.description ? el("p", {class: "help"}, spec.description) : null);
}

// "I'm playing too": this phone is then also its owner's seat, chosen here (the first player's by default).
function playingToo(state, t) {
  if (state.hostSeat >= state.players.length) state.hostSeat = 0;
  const seat = el("div", {hidden: !state.playing},
    el("label", {for: "create-host-seat"}, t("create.mySeat")),
    el("select", {id: "create-host-seat", dataset: {testid: "create-host-seat"},
      onchange: (e) => { state.hostSeat = Number(e.target.value); }},
    state.players.map((_, n) => seatLabel(state, n, t, "option", {value: n, selected: n === state.hostSeat}))));
  return el("div", {class: "option"},
    el("label", {class: "switch-row"}, el("span", {}, t("create.playing")),
      el("input", {type: "checkbox", role: "switch", class: "switch", checked: state.playing,
        dataset: {testid: "create-play-too"}, onchange: (e) => {
          state.playing = e.target.checked;
          seat.hidden = !state.playing;
        }})),
    seat);
}
