// 2P6C cards (docs/games/2p6c.md §1.4, §4.4): letters, the spelling match, labels, this phone's learning deck.
import {button, el} from "../../dom.js";
import {language} from "../../i18n.js";

export const COLOURS = ["black", "yellow", "magenta", "cyan", "green", "purple"];
export const AZ = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
const SUBS = {any: AZ, D_O: ["D", "O"], U_V: ["U", "V"]};
const KEY = "2p6c.learning";

export const sign = (p) => (p === "-" ? "−" : "+");
export const btn = (text, testid, onclick, primary, extra = {}) =>
  button(text, testid, onclick, {class: primary ? "primary" : null, ...extra});

export function ruleText(ctx, id, params = {}) {
  const rule = ctx.game?.rules?.find((r) => r.id === id);
  const text = rule?.message?.[language()] ?? rule?.message?.en ?? id;
  return text.replace(/\{(\w+)\}/g, (all, name) => params[name] ?? all);
}

/** letters(card) of §1.4: printed letters plus the substitution set. */
export function letters(c) {
  return new Set([...(c.primary === "?" ? AZ : [c.primary]), ...(c.secondary ? [c.secondary] : []),
    ...(SUBS[c.substitution] || [])]);
}

/** §4.4 assign: a perfect matching of cards (option sets) to the word's letters; a letter per card. */
export function assign(word, sets) {
  const n = word.length;
  if (n !== sets.length || n < 2 || n > 6) return null;
  const owner = Array(n).fill(-1);
  const augment = (i, seen) => {
    for (let j = 0; j < n; j += 1) {
      if (sets[i].has(word[j]) && !seen[j]) {
        seen[j] = true;
        if (owner[j] < 0 || augment(owner[j], seen)) { owner[j] = i; return true; }
      }
    }
    return false;
  };
  for (let i = 0; i < n; i += 1) if (!augment(i, [])) return null;
  const out = [];
  owner.forEach((i, j) => { out[i] = word[j]; });
  return out;
}

/** One card per cell (chain; a cell's `pick` if tapped) spells `text`: [{card, letter}] or null. */
export function spell(text, cells, picks = {}) {
  const cands = cells.map((cards, i) => (picks[i] ? cards.filter((c) => c.id === picks[i]) : cards));
  const got = assign(text, cands.map((cards) => new Set(cards.flatMap((c) => [...letters(c)]))));
  return got && cands.map((cards, i) => ({card: cards.find((c) => letters(c).has(got[i])), letter: got[i]}));
}

export const lettersText = (c) => ({D_O: "D&O", U_V: "U&V"}[c.substitution] || c.primary) + (c.secondary ? `/${c.secondary}` : "");

/** "T − black 2/3" */
export const label = (c, t) => `${lettersText(c)} ${sign(c.polarity)} ${t(`tp.c.${c.colour}`)} ${c.tp}/${c.rp}`;

export function face(c, t, extra = "") {
  return el("span", {class: `tp-face tp-${c.colour}${extra}`, title: label(c, t)},
    el("b", {text: lettersText(c)}), el("small", {text: `${sign(c.polarity)} ${c.tp}/${c.rp}`}));
}

/** A card as the server wants it: the deck code, or the seven attributes. */
export function wire(c) {
  if (c.code) return {code: c.code};
  const {colour, polarity, primary, secondary, substitution, tp, rp} = c;
  return {colour, polarity, primary, secondary: secondary || null, substitution, tp, rp};
}

const tuple = (c) => JSON.stringify(wire(c));

export function learned() {
  try { return JSON.parse(localStorage.getItem(KEY)) || []; } catch { return []; }
}

export function learn(c) {
  if (c.code) return;
  const all = learned();
  if (!all.some((x) => tuple(x) === tuple(c))) localStorage.setItem(KEY, JSON.stringify([...all, wire(c)]));
}
