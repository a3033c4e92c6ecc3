// Every rule of a game with its message; a refusal links here, to the rule that said no.
import {game} from "../api.js";
import {append, el} from "../dom.js";
import {language} from "../i18n.js";

export async function show(root, [slug, target], {t}) {
  const info = await game(slug);
  append(root, el("h1", {}, t("rules.title", {game: info.title})),
    el("p", {class: "help"}, info.summary),
    el("ul", {class: "list"}, info.rules.map((rule) => el("li", {
      id: rule.id, class: `rule${rule.id === target ? " target" : ""}`},
      el("code", {}, rule.id), el("div", {}, rule.message[language()] || rule.message.en)))));
  if (target) document.getElementById(target)?.scrollIntoView({block: "center"});
}
