// Cold War deck definitions for organisers (docs/games/cold-war.md §1.4): the stored ones by country, one
// opened in the editor, or a new one from the 25 cards the rulebook describes. A deck being edited
// is kept for this tab (sessionStorage) until it is saved, so switching language loses nothing.
import {call} from "../api.js";
import {append, el} from "../dom.js";
import {editor} from "./cold-war-decks/editor.js";
import {templateDeck} from "./cold-war-decks/template.js";

const DRAFT = "tr.cwdeck.";

function draft(key) {
  try { return JSON.parse(sessionStorage.getItem(DRAFT + key)); } catch { return null; }
}

export function forgetDraft(key) { sessionStorage.removeItem(DRAFT + key); }

export async function show(root, [key], {t, navigate, showProblem}) {
  const back = el("a", {class: "button", href: key ? "#/cold-war/decks" : "#/"}, key ? t("cwdecks.back") : t("cwdecks.home"));
  if (!key) return list(root, back, {t, navigate, showProblem});
  let deck = draft(key);
  if (!deck && key === "new") deck = templateDeck();
  if (!deck) {
    const answer = await call("GET", `/cold-war/decks/${encodeURIComponent(key)}`).catch(() => null);
    if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
    deck = {...answer.data.deck, name: answer.data.name};
  }
  append(root, back, el("h1", {}, key === "new" ? t("cwdecks.new") : deck.name || deck.country),
    editor(deck, {t, showProblem,
      persist: (edited) => sessionStorage.setItem(DRAFT + key, JSON.stringify(edited)),
      onSaved: () => forgetDraft(key)}));
}

async function list(root, back, {t, navigate, showProblem}) {
  const answer = await call("GET", "/cold-war/decks?limit=200").catch(() => null);
  if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
  const byCountry = new Map();
  for (const deck of answer.data) byCountry.set(deck.country, [...(byCountry.get(deck.country) || []), deck]);
  append(root, back, el("h1", {}, t("cwdecks.title")),
    el("div", {class: "stack"}, el("p", {class: "help"}, t("cwdecks.intro")),
      el("button", {class: "primary", type: "button", dataset: {testid: "cwd-new"}, onclick: () => {
        forgetDraft("new");
        navigate("#/cold-war/decks/new");
      }}, t("cwdecks.new"))),
    byCountry.size ? [...byCountry].sort(([a], [b]) => a.localeCompare(b)).map(([country, decks]) => [
      el("h2", {}, country),
      el("ul", {class: "list"}, decks.map((deck) => el("li", {},
        el("a", {class: "button", href: `#/cold-war/decks/${deck.id}`, dataset: {testid: `cwd-open-${deck.id}`}}, deck.name),
        el("p", {class: "help"}, t("cwdecks.summary", {cards: deck.card_count, warnings: deck.warning_count})))))])
      : el("p", {class: "muted"}, t("cwdecks.none")));
}
