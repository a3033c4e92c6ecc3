// How to play: the game's page (pwa/howto/<lang>/<slug>.json) and the shared one (table.json),
// with the match's values filled in. A refusal links here, to the rule's paragraph.
import {game} from "../api.js";
import {append, el} from "../dom.js";
import {language, t} from "../i18n.js";

/** #/rules/<slug>(/<rule>): outside a match, the catalogue's defaults fill the values. */
export function show(root, [slug, target]) {
  return render(root, {slug, target, back: ["#/", "howto.home"]});
}

/**
 * Draws the page into root. options: the match's options (missing ones: the defaults);
 * top: what goes above the back link (the match's tabs); back: [hash, label key].
 */
export async function render(root, {slug, target, options = {}, top = null, back}) {
  const lang = language();
  const [info, own, shared] = await Promise.all([catalogue(slug), page(lang, slug), page(lang, "table")]);
  const values = {...info?.defaults, ...options, min_players: info?.min_players, max_players: info?.max_players};
  const fill = (text) => text.replace(/\{(\w+)\}/g, (whole, name) => readable(values[name]));
  const explained = new Set();
  const paragraph = ({rules = [], text}) => {
    rules.forEach((rule) => explained.add(rule));
    // The ids ride on small tags, so a paragraph explaining two rules is found by either.
    return el("p", {class: "howto-p"}, fill(text),
      rules.map((rule) => [" ", el("code", {id: rule, class: "rule-tag"}, rule)]));
  };
  const sections = (file, heading) => (file?.sections || []).map((section) =>
    el("section", {dataset: {section: section.id}}, el(heading, {}, fill(section.heading)),
      section.paragraphs.map(paragraph)));
  const ownPart = sections(own, "h2");
  // What every game shares comes after the game's own rules, as a part of its own.
  const sharedPart = shared
    ? [el("h2", {class: "howto-part"}, fill(shared.title)), sections(shared, "h3")] : null;
  // A rule with no paragraph (a page not written yet): its message, its blanks said in words.
  const unexplained = (info?.rules || []).filter((rule) => !explained.has(rule.id)).map((rule) =>
    el("p", {class: "howto-p"}, inWords(rule.message[lang] || rule.message.en), " ",
      el("code", {id: rule.id, class: "rule-tag"}, rule.id)));
  append(root, top,
    el("a", {class: "button howto-back", href: back[0], dataset: {testid: "howto-back"}}, `← ${t(back[1])}`),
    el("h1", {}, own ? fill(own.title) : t("howto.title", {game: info?.title ?? slug})),
    ownPart, sharedPart, unexplained.length ? [el("h2", {}, t("howto.more")), unexplained] : null);
  const tag = target && document.getElementById(target);
  if (tag) {
    tag.classList.add("target");
    tag.parentElement.classList.add("target");
    tag.parentElement.scrollIntoView({block: "center"});
  }
}

/** A page in the phone's language, else in English, else null. */
async function page(lang, name) {
  const answer = await fetch(`/howto/${lang}/${name}.json`).catch(() => null);
  if (answer?.ok) return answer.json();
  return lang === "en" ? null : page("en", name);
}

/** What the page needs of the catalogue: game() keeps it on the phone, so this works offline too
 * once the game was seen; never seen, the values are said in words. */
async function catalogue(slug) {
  const info = await game(slug).catch(() => null);
  if (!info) return null;
  const defaults = Object.fromEntries(Object.entries(info.options?.properties || {})
    .map(([name, spec]) => [name, spec.default]));
  return {title: info.title, min_players: info.min_players, max_players: info.max_players, defaults, rules: info.rules};
}

function readable(value) {
  if (Array.isArray(value)) {
    return new Intl.ListFormat(language(), {type: "conjunction"}).format(value.map(readable));
  }
  if (value === undefined) return t("howto.word.other");  // offline, and never opened online
  if (value === null) return t("howto.unset");
  if (typeof value === "boolean") return t(value ? "howto.yes" : "howto.no");
  const key = `howto.value.${value}`;
  return t(key) === key ? String(value).replaceAll("_", " ") : t(key);
}

function inWords(message) {
  const said = message.replace(/\{(\w+)\}/g, (whole, name) => {
    const key = `howto.word.${name}`;
    return t(key) === key ? t("howto.word.other") : t(key);
  });
  return said.charAt(0).toUpperCase() + said.slice(1);
}
