// A solo game's end figures (depth quick): the player's cards on the board, each word's score and
// the initial word's. The solo screen's quick log and a quick match's table both show this form.
import {el} from "../../dom.js";

const WHOLE = /^\d+$/;

/** The form, `more` (the solo screen's toggles) above its `button`; `onFigures` gets the move's
 * payload once every field reads as whole numbers. */
export function figuresForm(t, onFigures, more = null) {
  const input = (id, attrs) => el("input", {id, "data-testid": id, autocomplete: "off", ...attrs});
  const cards = input("solo-quick-cards", {inputmode: "numeric"});
  const words = input("solo-quick-words", {placeholder: "12 7 9", "aria-describedby": "solo-quick-words-help"});
  const initial = input("solo-quick-initial", {inputmode: "numeric"});
  const wrong = el("p", {class: "quick-wrong", role: "alert", "data-testid": "solo-quick-wrong"});
  const button = el("button", {type: "submit", class: "primary", "data-testid": "solo-quick-go"}, t("solo.quickGo"));
  const submit = (event) => {
    event.preventDefault();
    const figures = parse(cards.value, words.value, initial.value.trim());
    wrong.textContent = figures.error ? t(figures.error) : "";
    if (!figures.error) onFigures(figures);
  };
  const field = (node, key) => [el("label", {for: node.id}, t(key)), node];
  return Object.assign(el("form", {class: "quick-log", "data-testid": "solo-quick-form", onsubmit: submit, novalidate: true},
    field(cards, "solo.quickCards"), field(words, "solo.quickWords"),
    el("p", {class: "help", id: "solo-quick-words-help"}, t("solo.quickWordsHelp")),
    field(initial, "solo.quickInitial"), more, wrong, button), {button});
}

function parse(cards, words, initial) {
  const scores = words.split(/[\s,;]+/).filter(Boolean);
  if (!WHOLE.test(cards.trim())) return {error: "solo.quickBadCards"};
  if (![...scores, initial || "0"].every((score) => WHOLE.test(score))) return {error: "solo.quickBadScores"};
  return {cards_played: Number(cards), word_scores: scores.map(Number), initial_word: initial ? Number(initial) : null};
}
