// One card of a Cold War deck definition in the editor: the values its kind prints, typed from the
// physical card. An empty number is a value the card does not print (null).
import {el} from "../../dom.js";

const MAX = 99999;

/** A fieldset for `card` (edited in place). changed() after any edit; remove() drops the card. */
export function cardFields(card, {t, changed, remove}) {
  const test = (name) => ({testid: `cwd-${card.id}-${name}`});
  const redraw = () => { node.replaceWith(cardFields(card, {t, changed, remove})); changed(); };
  const field = (label, input) => el("label", {class: "cwd-field"}, el("span", {}, label), input);
  const number = (target, key, label) => field(label, el("input", {type: "number", inputmode: "numeric", min: 0, max: MAX,
    step: 1, value: target[key] ?? "", dataset: test(key),
    oninput: (e) => { target[key] = e.target.value === "" ? null : Number(e.target.value); changed(); }}));
  const choice = (target, key, label, values, {structural = false, prefix = key} = {}) => field(label,
    el("select", {dataset: test(key), onchange: (e) => {
      if (e.target.value) target[key] = e.target.value; else delete target[key];
      if (structural) redraw(); else changed();
    }}, values.map((value) => el("option", {value, selected: (target[key] ?? "") === value},
      t(`cwdecks.${prefix}.${value || "none"}`)))));
  const text = (target, key, label, tag = "input") => field(label, el(tag, {value: target[key] ?? "", maxlength: key === "text" ? 600 : 80,
    rows: tag === "textarea" ? 3 : null, dataset: test(key),
    oninput: (e) => { target[key] = e.target.value; changed(); }}, tag === "textarea" ? target[key] ?? "" : null));

  const node = el("fieldset", {class: "cwd-card", dataset: {testid: `cwd-card-${card.id}`, kind: card.kind}},
    el("legend", {}, card.id),
    el("div", {class: "row"},
      el("label", {class: "cwd-field grow"}, el("span", {}, t("cwdecks.id")),
        el("input", {value: card.id, maxlength: 40, dataset: test("id"), onchange: (e) => { card.id = e.target.value.trim(); redraw(); }})),
      el("button", {type: "button", "aria-label": t("cwdecks.remove", {id: card.id}), dataset: test("remove"),
        onclick: remove}, "✕")),
    text(card, "name", t("cwdecks.cardName")),
    kindFields());
  return node;

  function kindFields() {
    switch (card.kind) {
      case "leader": return number(card, "leader_defence", t("cwdecks.leaderDefence"));
      case "white": return [number(card, "defence", t("cwdecks.defence")),
        number(card, "defence_next_to_leader", t("cwdecks.defenceNext"))];
      case "blue": return number(card, "defence", t("cwdecks.defence"));
      case "brown": return [number(card, "attack", t("cwdecks.attack")), number(card, "defence", t("cwdecks.defence")),
        choice(card, "triad_symbol", t("cwdecks.triad"), ["", "nuclear", "bolt"])];
      default: return orangeFields();
    }
  }

  function orangeFields() {
    const effect = card.effect ||= {};
    const parts = [choice(card, "icon", t("cwdecks.icon"), ["crossed_swords", "shield", ""]),
      choice(effect, "type", t("cwdecks.effect"), ["remove_from_stack", "redeploy_brown_attack", "shield", ""],
        {structural: true})];
    if (effect.type === "remove_from_stack") {
      parts.push(el("label", {class: "row"}, el("input", {type: "checkbox", checked: Boolean(effect.selector),
        dataset: test("selector"), onchange: (e) => {
          if (e.target.checked) effect.selector = {kinds: [], count: 1, position: "any"}; else delete effect.selector;
          redraw();
        }}), el("span", {class: "grow"}, t("cwdecks.selector"))));
      if (effect.selector) parts.push(selectorFields(effect.selector));
    }
    if (effect.type === "shield") {
      parts.push(choice(effect, "vs_normal_attack", t("cwdecks.vsNormal"), ["manual", "cancel", "absorb", "never"],
        {structural: true, prefix: "vs"}));
      if (effect.vs_normal_attack === "absorb") parts.push(number(effect, "absorb", t("cwdecks.absorb")));
    }
    parts.push(text(effect, "text", t("cwdecks.text"), "textarea"));
    return parts;
  }

  function selectorFields(selector) {
    const kinds = selector.kinds ||= [];
    return el("div", {class: "cwd-selector"},
      el("span", {class: "help"}, t("cwdecks.kinds")),
      el("div", {class: "row"}, ["white", "blue", "brown"].map((kind) => el("label", {class: "row"},
        el("input", {type: "checkbox", checked: kinds.includes(kind), dataset: test(`kind-${kind}`), onchange: (e) => {
          selector.kinds = e.target.checked ? [...kinds, kind] : kinds.filter((k) => k !== kind);
          redraw();
        }}), el("span", {}, t(`cwdecks.short.${kind}`))))),
      number(selector, "count", t("cwdecks.count")),
      choice(selector, "position", t("cwdecks.position"), ["any", "right_end", "leader_side"]),
      el("label", {class: "row"}, el("input", {type: "checkbox", checked: Boolean(selector.whole_unit),
        dataset: test("whole_unit"), onchange: (e) => { selector.whole_unit = e.target.checked; changed(); }}),
      el("span", {class: "grow"}, t("cwdecks.wholeUnit"))));
  }
}
