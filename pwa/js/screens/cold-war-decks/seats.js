// The create screen's Cold War seats: each seat's country, typed in (its cards are then entered
// the first time they are seen) or taken from a stored deck definition, whose country becomes the
// seat's entry in the `countries` option and whose definition goes into `decks`.
import {call} from "../../api.js";
import {append, el} from "../../dom.js";

const LETTERS = ["A", "B", "C", "D"];

/** The seats' picker; it keeps state.options.countries and state.options.decks up to date. */
export function coldWarSeats(state, {t, showProblem}) {
  state.seatDecks ||= [];
  // The stored decks' summaries, fetched once while the create screen is open.
  state.storedDecks ||= call("GET", "/cold-war/decks?limit=200").then((answer) => (answer.ok ? answer.data : []))
    .catch(() => []);
  const seats = state.players.map((_, seat) => (state.seatDecks[seat] ||= {id: "", country: "", deck: null}));
  state.seatDecks.length = state.players.length;
  const apply = () => {
    state.options.countries = seats.map((s, seat) => s.deck?.country ?? (s.country.trim() || LETTERS[seat]));
    state.options.decks = seats.filter((s) => s.deck).map((s) => s.deck);
  };
  apply();
  const pickers = seats.map((s, seat) => {
    const player = state.players[seat] || t("create.player", {n: seat + 1});
    const country = el("input", {value: s.deck?.country ?? s.country, placeholder: LETTERS[seat], maxlength: 40,
      disabled: Boolean(s.deck), "aria-label": t("cwdecks.seatCountry", {name: player}),
      dataset: {testid: `cw-country-${seat}`}, oninput: (e) => { s.country = e.target.value; apply(); }});
    const pick = el("select", {"aria-label": t("cwdecks.seatDeck", {name: player}), dataset: {testid: `cw-deck-${seat}`},
      onchange: (e) => { state.pending = Promise.all([state.pending, choose(s, e.target.value, country)]); }},
      el("option", {value: ""}, t("cwdecks.typed")));
    const fill = (decks) => append(pick, decks.map((d) => el("option", {value: d.id, selected: d.id === s.id},
      `${d.name === d.country ? d.country : `${d.name} (${d.country})`} · ${t("cwdecks.cards", {count: d.card_count})}`)));
    state.storedDecks.then(fill);
    return el("div", {class: "panel stack"}, el("strong", {}, player), pick, country);
  });

  async function choose(s, id, country) {
    s.id = id;
    s.deck = null;
    if (id) {
      const answer = await call("GET", `/cold-war/decks/${id}`).catch(() => null);
      if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
      s.deck = answer.data.deck;
    }
    country.disabled = Boolean(s.deck);
    country.value = s.deck?.country ?? s.country;
    apply();
  }

  return el("div", {id: "option-countries", class: "stack"}, el("p", {class: "help"}, t("cwdecks.seatsHelp")), pickers,
    el("a", {class: "button", href: "#/cold-war/decks", dataset: {testid: "cw-decks-link"}}, t("cwdecks.manage")));
}
