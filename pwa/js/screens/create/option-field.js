// One game option as a field people understand: the catalogue's title as its label, its
// description as one line of help, a choice's label for each value (the schema's oneOf), a switch
// for a yes/no. The value itself lives in `values[name]`; the field writes it there.
import {call} from "../../api.js";
import {append, el} from "../../dom.js";
import {SUITS, suitName} from "../../components/card-picker.js";

// Options naming a seat: picked by the player's name (data-seat-label: it follows the name as typed).
export const SEAT_OPTIONS = ["first_dealer", "first_player", "initial_q_holder"];

export const title = (name, spec) => spec.title || name.replaceAll("_", " ");

/** The label of one value: the catalogue's, else a suit's name, else the value. */
export function choiceLabel(holder, value) {
  const labelled = (holder.oneOf || []).find((choice) => choice.const === value);
  if (labelled) return labelled.title;
  return typeof value === "string" && value.length === 1 && SUITS.includes(value) ? `${suitName(value)} (${value})` : String(value);
}

const choices = (holder, current, attrs = {}) => el("select", attrs,
  holder.enum.map((value) => el("option", {value: String(value), selected: value === current}, choiceLabel(holder, value))));

/**
 * ctx: {prefix ("option-"), values, names() (the players' names, for seat options), t, showProblem}
 * Returns the field (label, input, help), or null for an option not typed in here.
 */
export function optionField(name, spec, ctx) {
  const {values, t, showProblem} = ctx;
  const id = `${ctx.prefix}${name}`;
  const set = (value) => { values[name] = value; ctx.onChange?.(name); };
  // A number beyond the option's bounds is not taken: the field goes back and says the range.
  const setNumber = (input, value, bounds, shown = values[name]) => {
    if (!Number.isInteger(value) || value < bounds.minimum || value > bounds.maximum) {
      input.value = shown ?? "";
      return showProblem({detail: t("create.range", {name: title(name, spec), min: bounds.minimum, max: bounds.maximum})});
    }
    set(value);
  };
  const current = values[name];
  let input;
  if (SEAT_OPTIONS.includes(name)) {
    input = el("select", {id, onchange: (e) => set(Number(e.target.value))},
      ctx.names().map((player, seat) => el("option", {value: seat, selected: seat === current, dataset: {seatLabel: seat}},
        player || t("create.player", {n: seat + 1}))));
  } else if (spec.type === "array" && spec.items?.enum && Array.isArray(spec.default)) {
    // A fixed list with a value per position (Sixes' six round types).
    input = el("div", {id, class: "stack"}, spec.default.map((_, index) => el("label", {class: "row"},
      el("span", {class: "grow"}, t("create.position", {n: index + 1})),
      choices(spec.items, current[index], {dataset: {testid: `${id}-${index}`}, onchange: (e) => {
        const next = [...values[name]];
        next[index] = e.target.value;
        set(next);
      }}))));
  } else if (spec["x-stored"]) {
    // A value stored on the server (2P6C's deck definitions): picked by name, fetched whole.
    const fetchWhole = async (stored) => {
      if (!stored) return set(null);
      const answer = await call("GET", `${spec["x-stored"]}/${stored}`).catch(() => null);
      if (!answer?.ok) return showProblem(answer?.data || {detail: t("net.needed")});
      set(answer.data.deck);
    };
    // Submitting waits for the pick to arrive, so a quick tap never makes the match without it.
    input = el("select", {id, dataset: {testid: id}, onchange: (e) => { ctx.pending = fetchWhole(e.target.value); }},
      el("option", {value: ""}, t("create.noDeck")));
    call("GET", spec["x-stored"]).then((answer) => append(input, (answer.ok ? answer.data : []).map((stored) =>
      el("option", {value: stored.id}, `${stored.name} (${stored.deck_id})`)))).catch(() => null);
  } else if (spec.anyOf) {
    input = wordOrNumber(spec, id, current, set, setNumber, t);
    if (!input) return null;
  } else if (spec.type === "array") {
    // A list of words or names (EkeQ's "uomo forzuto"), one per line or between commas.
    // Its length: the most entries of the longest kind, each with its separator.
    const chars = spec.items?.maxLength ?? 40;
    input = el("textarea", {id, rows: 3, cols: 24, maxlength: spec.maxItems * (chars + 1), onchange: (e) => {
      const entries = e.target.value.split(/[\n,]+/).map((word) => word.trim()).filter(Boolean);
      if (entries.length > spec.maxItems || entries.some((entry) => entry.length > chars)) {
        return showProblem({detail: t("create.list", {name: title(name, spec), items: spec.maxItems, chars})});
      }
      set(entries);
    }}, (current || []).join("\n"));
  } else if (spec.enum) {
    input = choices(spec, current, {id, onchange: (e) => set(spec.type === "integer" ? Number(e.target.value) : e.target.value)});
  } else if (spec.type === "boolean") {
    return el("div", {class: "option"},
      el("label", {class: "switch-row"}, el("span", {}, title(name, spec)),
        el("input", {id, type: "checkbox", role: "switch", class: "switch", checked: Boolean(current),
          onchange: (e) => set(e.target.checked)})),
      help(spec));
  } else if (spec.type === "string") {
    input = el("input", {id, value: current ?? "", maxlength: spec.maxLength, onchange: (e) => set(e.target.value)});
  } else {
    // A number; left empty, an optional one (nullable) is null.
    input = el("input", {id, type: "number", value: current ?? "", min: spec.minimum, max: spec.maximum,
      inputmode: "numeric", onchange: (e) => (e.target.value === "" && spec.nullable
        ? set(null) : setNumber(e.target, Number(e.target.value), spec))});
  }
  return el("div", {class: "option"}, el("label", {for: id}, title(name, spec)), input, help(spec));
}

const help = (spec) => (spec.description ? el("p", {class: "help"}, spec.description) : null);

// A word or a number (2P6C's decks: "auto" or 2): the words by their labels, or "a number…",
// which opens a number field. An object option (a deck) is not typed in here.
function wordOrNumber(spec, id, current, set, setNumber, t) {
  const number = spec.anyOf.find((choice) => choice.type === "integer");
  if (!number) return null;
  const words = spec.anyOf.filter((choice) => choice.enum);
  const typed = typeof current === "number";
  const amount = el("input", {id: `${id}-number`, type: "number", min: number.minimum, max: number.maximum,
    inputmode: "numeric", value: typed ? current : "", hidden: !typed,
    onchange: (e) => setNumber(e.target, Number(e.target.value), number, typeof current === "number" ? current : "")});
  const pick = el("select", {id, onchange: (e) => {
    amount.hidden = e.target.value !== "#";
    if (amount.hidden) set(e.target.value);
    else amount.focus();
  }}, words.map((holder) => holder.enum.map((value) => el("option", {value, selected: value === current}, choiceLabel(holder, value)))),
  el("option", {value: "#", selected: typed}, t("create.number", {min: number.minimum, max: number.maximum})));
  return [pick, amount];
}
