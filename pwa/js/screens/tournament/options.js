// A game's house rules as the catalogue describes them (JSON Schema): a choice, a yes/no or a
// number each. Options about one table's seats (who deals or holds a card first) are left to
// each table's default, since a tournament's tables seat different players.
import {el} from "../../dom.js";

const PER_TABLE = ["first_dealer", "first_player", "initial_q_holder"];

export function optionsEditor(schema, chosen, t, slug) {
  const label = (name) => {
    for (const key of [`option.${slug}.${name}`, `option.${name}`]) if (t(key) !== key) return t(key);
    return name.replaceAll("_", " ");
  };
  return Object.entries(schema.properties || {}).filter(([name, spec]) => !PER_TABLE.includes(name)
    && (spec.enum || spec.type === "boolean" || spec.type === "integer")).map(([name, spec]) => {
    const id = `tn-option-${name}`;
    const set = (value) => { chosen[name] = value; };
    const input = spec.enum
      ? el("select", {id, onchange: (e) => set(e.target.value)}, spec.enum.map((v) => el("option", {value: v, selected: v === spec.default}, String(v))))
      : spec.type === "boolean"
        ? el("input", {id, type: "checkbox", checked: Boolean(spec.default), onchange: (e) => set(e.target.checked)})
        : el("input", {id, type: "number", value: spec.default ?? "", min: spec.minimum, max: spec.maximum, inputmode: "numeric",
          onchange: (e) => set(e.target.value === "" ? undefined : Number(e.target.value))});
    return el("div", {}, el("label", {for: id}, label(name)), input);
  });
}
