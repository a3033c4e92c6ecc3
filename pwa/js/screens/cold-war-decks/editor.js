// The editor of one Cold War country deck definition: the country, the letter of its card ids and
// the organiser's label; its cards by kind; the server's warnings, live as the organiser types
// (POST /cold-war/decks/verify, debounced); JSON to copy or paste; saving.
import {call} from "../../api.js";
import {append, el, replace} from "../../dom.js";
import {language} from "../../i18n.js";
import {cardFields} from "./card-fields.js";
import {KINDS, body, extraCard, letterOf, withLetter} from "./template.js";

const VERIFY_DELAY_MS = 350;

/** deck: {country, name, cards} (edited in place). persist(deck) after each edit; onSaved(stored). */
export function editor(deck, {t, showProblem, persist, onSaved}) {
  let letter = letterOf(deck);
  let timer = null;
  let asked = 0;
  const input = (name, value, attrs, set) => el("label", {class: "cwd-field"}, el("span", {}, t(`cwdecks.${name}`)),
    el("input", {value, dataset: {testid: `cwd-${name}`}, ...attrs, oninput: (e) => { set(e.target.value); changed(); }}));
  const warnings = el("div", {class: "panel cwd-warnings", role: "status", "aria-live": "polite",
    dataset: {testid: "cwd-warnings", state: "checking"}}, t("cwdecks.checking"));
  const groups = el("div", {class: "stack"});
  const json = el("textarea", {rows: 8, class: "cwd-json", "aria-label": t("cwdecks.json"), dataset: {testid: "cwd-json"}});
  const saved = el("p", {class: "help", role: "status", dataset: {testid: "cwd-saved"}});
  const country = input("country", deck.country, {maxlength: 40, required: true}, (value) => { deck.country = value; });
  const label = input("name", deck.name || "", {maxlength: 80}, (value) => { deck.name = value; });
  const letterInput = el("input", {value: letter, maxlength: 3, dataset: {testid: "cwd-letter"}, onchange: (e) => {
    const next = e.target.value.trim();
    if (next && next !== letter && !next.includes("-")) {
      deck.cards = withLetter(deck, letter, next).cards;
      letter = next;
      drawGroups();
      changed();
    }
  }});
  drawGroups();
  check();

  return el("div", {class: "stack"},
    country, label,
    el("label", {class: "cwd-field"}, el("span", {}, t("cwdecks.letter")), letterInput),
    el("p", {class: "help"}, t("cwdecks.help")),
    el("h2", {}, t("cwdecks.warnings")), warnings,
    groups,
    el("details", {},
      el("summary", {}, t("cwdecks.json")), json,
      el("div", {class: "row"},
        el("button", {type: "button", dataset: {testid: "cwd-export"}, onclick: () => { json.value = JSON.stringify(body(deck), null, 1); }},
          t("cwdecks.export")),
        el("button", {type: "button", dataset: {testid: "cwd-import"}, onclick: load}, t("cwdecks.import")))),
    el("button", {class: "primary", type: "button", dataset: {testid: "cwd-save"}, onclick: save}, t("cwdecks.save")),
    saved);

  function changed() {
    persist(deck);
    saved.textContent = "";
    delete saved.dataset.id;
    clearTimeout(timer);
    timer = setTimeout(check, VERIFY_DELAY_MS);
  }

  function drawGroups() {
    replace(groups, KINDS.map((kind) => {
      const cards = deck.cards.filter((card) => card.kind === kind);
      return el("section", {dataset: {testid: `cwd-group-${kind}`}},
        el("h2", {}, t(`cwdecks.kind.${kind}`), " ", el("span", {class: "muted"}, `(${cards.length})`)),
        cards.map((card) => cardFields(card, {t, changed, remove: () => {
          deck.cards.splice(deck.cards.indexOf(card), 1);
          drawGroups();
          changed();
        }})),
        el("button", {type: "button", dataset: {testid: `cwd-add-${kind}`}, onclick: () => {
          deck.cards.push(extraCard(deck, kind, letter || "A"));
          drawGroups();
          changed();
        }}, t("cwdecks.add", {kind: t(`cwdecks.short.${kind}`)})));
    }));
  }

  async function check() {
    const mine = ++asked;
    warnings.dataset.state = "checking";
    const answer = await call("POST", "/cold-war/decks/verify", {body: body(deck)}).catch(() => null);
    if (mine === asked) showVerdict(answer);
  }

  function showVerdict(answer) {
    const lang = language();
    if (!answer) return show("offline", [t("net.needed")]);
    if (answer.ok && !answer.data.warnings.length) return show("ok", [t("cwdecks.ok")]);
    if (answer.ok) return show("warnings", answer.data.warnings.map((w) => [w[lang] || w.en, w.code]));
    if (answer.data?.errors) return show("invalid", fieldErrors(answer.data.errors), t("cwdecks.invalid"));
    return show("invalid", [answer.data?.detail || t("error.generic")]);
  }

  function show(state, lines, heading = null) {
    warnings.dataset.state = state;
    warnings.dataset.count = String(lines.length);
    replace(warnings, heading ? el("strong", {}, heading) : null, el("ul", {class: "list"}, lines.map((line) => {
      const [text, code] = Array.isArray(line) ? line : [line, null];
      return el("li", {dataset: code ? {code} : {}}, text);
    })));
  }

  // {"cards": {"3": {"defence": ["Not a valid integer."]}}} -> "A-U1 · defence: Not a valid integer."
  function fieldErrors(errors, path = []) {
    return Object.entries(errors).flatMap(([key, value]) => {
      if (!Array.isArray(value)) return fieldErrors(value, [...path, key]);
      const where = [...path, key];
      if (where[0] === "cards" && where.length > 1) where.splice(0, 2, deck.cards[Number(where[1])]?.id ?? where[1]);
      return value.map((message) => `${where.filter((part) => part !== "_schema").join(" · ")}: ${message}`);
    });
  }

  function load() {
    let data;
    try {
      data = JSON.parse(json.value);
    } catch (error) {
      return showProblem({detail: t("cwdecks.badJson", {error: error.message})});
    }
    const loaded = data?.deck ?? data;  // a stored record, or a definition
    if (!loaded || typeof loaded !== "object" || !Array.isArray(loaded.cards)) {
      return showProblem({detail: t("cwdecks.badJson", {error: "cards"})});
    }
    deck.country = String(loaded.country ?? "");
    deck.name = String(data.name ?? loaded.name ?? "");
    const known = loaded.cards.filter((card) => card && typeof card === "object" && KINDS.includes(card.kind));
    if (known.length < loaded.cards.length) showProblem({detail: t("cwdecks.unknownKind", {count: loaded.cards.length - known.length})});
    deck.cards = known.map((card) => ({...card, id: String(card.id ?? "")}));
    letter = letterOf(deck);
    country.querySelector("input").value = deck.country;
    label.querySelector("input").value = deck.name;
    letterInput.value = letter;
    drawGroups();
    changed();
  }

  async function save() {
    clearTimeout(timer);
    const answer = await call("POST", "/cold-war/decks", {body: body(deck)}).catch(() => null);
    if (!answer?.ok) {
      const fields = answer?.data?.errors ? fieldErrors(answer.data.errors).join("; ") : "";
      return showProblem({...answer?.data, detail: [answer?.data?.detail || (answer ? null : t("net.needed")), fields]
        .filter(Boolean).join(" ")});
    }
    showVerdict(answer);
    saved.dataset.id = answer.data.id;
    append(replace(saved), t("cwdecks.saved", {name: answer.data.name}), " ",
      el("a", {href: "#/create", dataset: {testid: "cwd-to-create"}}, t("home.new")));
    onSaved(answer.data);
  }
}
