// A game's options: the few a table changes ("x-main") up front, the others under a closed
// "House rules" that says whether they are standard (the defaults, which "reset" restores).
import {el, replace} from "../../dom.js";
import {optionField} from "./option-field.js";

const same = (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The standard value of every option. */
export const defaults = (schema) => Object.fromEntries(Object.entries(schema.properties || {})
  .map(([name, spec]) => [name, spec.default]));

// An option for one variant only ("x-only-when": {variant: ["climb"]}) applies while it holds.
export const applies = (spec, values) => Object.entries(spec?.["x-only-when"] || {}).every(([k, vals]) => vals.includes(values[k]));

/** Only the options that apply and are set to something other than the standard rules. */
export const changed = (schema, values) => Object.fromEntries(Object.entries(values)
  .filter(([name, value]) => value !== undefined && applies(schema.properties?.[name], values)
    && !same(value, schema.properties?.[name]?.default)));

/**
 * The main options and the "House rules" section for `schema`, writing into `ctx.values`; ctx as
 * optionField's, and `area` naming the test ids ("create" → create-house-rules, create-reset).
 * `shown(name, spec)` leaves out the options a screen sets elsewhere or not at all.
 */
export function optionsForm(schema, ctx, shown = () => true) {
  const {t} = ctx;
  const entries = Object.entries(schema.properties || {}).filter(([name, spec]) => shown(name, spec));
  const main = entries.filter(([, spec]) => spec["x-main"]);
  const house = entries.filter(([, spec]) => !spec["x-main"]);
  const summary = el("summary", {dataset: {testid: `${ctx.area}-house-summary`}});
  const fields = el("div", {class: "stack"});
  const specs = new Map();
  const field = ([name, spec]) => { const node = optionField(name, spec, fieldCtx); specs.set(node, spec); return node; };
  const show = () => specs.forEach((spec, node) => { if (node) node.hidden = !applies(spec, ctx.values); });
  const count = () => house.filter(([name, spec]) => applies(spec, ctx.values) && !same(ctx.values[name], spec.default)).length;
  const label = () => {
    const n = count();
    summary.textContent = n === 0 ? t("create.rulesStandard") : t(n === 1 ? "create.rulesChanged1" : "create.rulesChanged", {n});
    reset.disabled = n === 0;
  };
  const onChange = ctx.onChange;
  const fieldCtx = {...ctx, onChange: (name) => { show(); label(); onChange?.(name); }};
  const draw = () => { [...fields.children].forEach((old) => specs.delete(old)); replace(fields, house.map(field)); show(); };
  const mains = main.map(field);
  const reset = el("button", {type: "button", dataset: {testid: `${ctx.area}-reset`}, onclick: () => {
    for (const [name, spec] of house) ctx.values[name] = structuredClone(spec.default);
    draw();
    label();
  }}, t("create.reset"));
  draw();
  label();
  return {
    main: mains,
    house: house.length ? el("details", {class: "house-rules", dataset: {testid: `${ctx.area}-house-rules`}},
      summary, fields, reset) : null,
    // Where a field's asynchronous pick (a stored deck) is still arriving.
    pending: () => fieldCtx.pending,
  };
}
