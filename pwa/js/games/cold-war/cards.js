// Cold War cards as this phone knows them (values are never invented), card entry, each player's
// area and an attack's preview.
import {button, el} from "../../dom.js";

const seen = new Map();  // match id -> every card this phone was shown

export function registry(view) {
  let known = seen.get(view.id);
  if (!known) seen.set(view.id, (known = new Map()));
  for (const deck of view.options.decks || []) {
    for (const card of deck.cards) if (!known.has(card.id)) known.set(card.id, {...card, country: deck.country});
  }
  for (const [id, card] of Object.entries(view.state.cards)) known.set(id, card);
  return known;
}

export const label = (c, id) => c.reg.get(id)?.name || id;

/** "90", "⚔200/40 ☢" (attack/defence), "⚔", "🛡". */
export function rating(card) {
  if (!card) return "?";
  if (card.kind === "brown") return `⚔${card.attack}/${card.defence}${{nuclear: " ☢", bolt: " ⚡"}[card.triad_symbol] || ""}`;
  if (card.kind === "orange") return card.icon === "shield" ? "🛡" : "⚔";
  return String(card.defence ?? "?");
}

export function tile(c, id, {tap, on, testid, note} = {}) {
  const card = c.reg.get(id);
  const value = card?.kind === "brown" ? card.defence : rating(card);
  const body = [el("b", {text: String(value)}), el("small", {text: label(c, id)}), note && el("i", {text: note})];
  const attrs = {class: `cw-c cw-${card?.kind || "x"}${on ? " cw-on" : ""}`, "data-card": id, title: `${label(c, id)} ${rating(card)}`,
    "data-testid": testid || `cw-card-${id}`};
  return tap ? el("button", {...attrs, type: "button", "aria-pressed": String(Boolean(on)), onclick: tap}, body) : el("span", attrs, body);
}

export const wire = (pick) => (pick.id ? {ref: pick.id} : {new: pick.card});

export const attackOf = (picks) => picks.reduce((sum, p) => sum + (p.card.attack || 0), 0);

/** §5.6: select (a remove-Special with a selector), redeploy, or manual. */
export function specialMode(card) {
  const effect = card?.effect || {};
  if (effect.type === "remove_from_stack" && effect.selector) return "select";
  return effect.type === "redeploy_brown_attack" ? "redeploy" : "manual";
}

export const cardText = (c, id) => c.reg.get(id)?.effect?.text || label(c, id);
export const list = (c, ids) => ids.map((id) => label(c, id)).join(", ");
export const pickName = (c, p) => (p.id ? label(c, p.id) : p.card.name || c.t(`cwdecks.short.${p.card.kind}`));

// Card entry (§1.4): a tap on a card it may be, or the card typed at its first sighting (id null).
const FIELDS = {white: ["defence"], blue: ["defence"], brown: ["attack", "defence"], orange: []};
// The words of the deck editor (the shell's catalogue), so a card reads the same everywhere.
const LABELS = {name: "cardName", defence: "defence", attack: "attack", text: "text"};

// o: {seat, kinds, source: "hand" | "unseen", only (a known order), icon, symbol, skip, label, fold,
//   typeOnly (a correction retypes a card)}
export function cardEntry(c, e, o) {
  const {t} = c;
  const nw = (e.nw ||= {kind: o.kinds.length === 1 ? o.kinds[0] : null, symbol: null, icon: o.icon || null});
  const ok = (card) => card && o.kinds.includes(card.kind) && !(o.icon && card.kind === "orange" && card.icon !== o.icon)
    && !(o.symbol && !card.triad_symbol);
  const picks = o.typeOnly ? [] : candidates(c, o).filter((id) => ok(c.reg.get(id)) && !(o.skip || []).includes(id));
  const done = (pick) => { e.nw = null; e.newOpen = false; o.onPick(pick); };
  const use = button(t("cw.use"), "cw-new-ok", () => ready() && done({id: null, card: typed(nw)}), {class: "cw-primary"});
  const ready = () => {
    const good = nw.kind && FIELDS[nw.kind].every((f) => Number.isInteger(nw[f])) && (nw.kind !== "orange" || nw.icon)
      && (!o.symbol || nw.symbol);
    use.disabled = !good;
    return good;
  };
  const set = (k, v) => () => { nw[k] = nw[k] === v && k === "symbol" && !o.symbol ? null : v; c.draw(); };
  const choice = (k, values, text) => el("div", {class: "cw-row"}, values.map((v) => button(text(v), `cw-new-${k}-${v}`, set(k, v),
    {"aria-pressed": String(nw[k] === v)})));
  const field = (k, type = "number") => el("label", {}, t(`cwdecks.${LABELS[k]}`), el("input", {type, value: nw[k] ?? "",
    inputmode: type === "number" ? "numeric" : null, "data-testid": `cw-new-${k}`, oninput: (ev) => {
      nw[k] = type === "number" ? (ev.target.value === "" ? null : Math.trunc(Number(ev.target.value))) : ev.target.value;
      ready();
    }}));
  const kind = nw.kind;
  const form = [
    o.kinds.length > 1 && choice("kind", o.kinds, (k) => t(`cwdecks.short.${k}`)),
    kind && field("name", "text"),
    kind && FIELDS[kind].map((f) => field(f)),
    kind === "brown" && choice("symbol", ["nuclear", "bolt"], (v) => t(`cwdecks.triad_symbol.${v}`)),
    kind === "orange" && !o.icon && choice("icon", ["crossed_swords", "shield"], (v) => t(`cwdecks.icon.${v}`)),
    kind === "orange" && field("text", "text"),
    use];
  ready();
  return el("section", {class: "cw-entry", "data-testid": "cw-entry"},
    el("p", {class: "cw-q", text: o.label || t("cw.which")}),
    picks.length > 0 && [el("p", {class: "cw-muted", text: t("cw.defined")}),
      el("div", {class: "cw-picks"}, picks.map((id) => pickButton(c, id, `cw-pick-${id}`, () => done({id, card: c.reg.get(id)})))),
    ],
    !o.only?.length && el("details", {class: "cw-new", open: e.newOpen || (!picks.length && !o.fold) || null,
      ontoggle: (ev) => { e.newOpen = ev.target.open; }},
      el("summary", {"data-testid": "cw-new-open"}, t("cw.new")), form));
}

/** A card to tap in a list, by its name or whole id, with its ratings. */
export const pickButton = (c, id, testid, onclick) => button([el("b", {text: label(c, id)}),
  el("small", {text: `${id === label(c, id) ? "" : `${id} `}${rating(c.reg.get(id))}`})], testid, onclick,
{class: `cw-pick cw-${c.reg.get(id).kind}`});

function candidates(c, o) {
  const s = c.view.state;
  const p = s.players[o.seat];
  if (o.only?.length) return o.only.slice(0, 1);
  const own = o.source === "hand" ? [...(p.hand_known || [])] : [];
  if (own.length && c.view.options.hand_tracking === "private") return own;
  const unseen = [...c.reg.values()].filter((card) => card.country === p.country && card.kind !== "leader" && !(card.id in s.cards))
    .map((card) => card.id);
  return [...new Set([...own, ...unseen])];
}

function typed(nw) {
  const card = {kind: nw.kind};
  if (nw.name) card.name = nw.name;
  for (const f of FIELDS[nw.kind]) card[f] = nw[f];
  if (nw.kind === "brown" && nw.symbol) card.triad_symbol = nw.symbol;
  if (nw.kind === "orange") {
    card.icon = nw.icon;
    if (nw.text || nw.icon === "shield") card.effect = {...(nw.icon === "shield" && {type: "shield"}), text: nw.text || null};
  }
  return card;
}

export function players(c) {
  return el("section", {class: "cw-players", "data-testid": "cw-players"}, c.view.state.players.map((p) => player(c, p)));
}

function player(c, p) {
  const {t, names, view} = c;
  const s = view.state;
  const seat = p.seat;
  const owner = seat === c.mySeat || c.mySeat == null;
  const chips = [t(`cw.st.${p.status}`), p.status === "fallen" ? t("cw.fdeck", {n: p.fallen_count})
    : [t("cw.hand", {n: p.hand_count}), t("cw.drawPile", {n: p.draw_count})]].flat();
  return el("article", {class: `cw-player cw-${p.status}${seat === s.active ? " cw-current" : ""}`, "data-testid": `cw-player-${seat}`,
    "data-status": p.status},
  el("h3", {}, names[seat], seat === c.mySeat && ` · ${t("cw.you")}`, el("small", {text: ` ${p.country}`})),
  el("p", {class: "cw-muted", "data-testid": `cw-counts-${seat}`, text: chips.join(" · ")}),
  p.status !== "fallen" && stack(c, p),
  p.status === "alive" && el("p", {class: "cw-total", "data-testid": `cw-total-${seat}`,
    text: t("cw.total", {d: p.total_defence, k: p.kill_threshold})}),
  owner && p.draw_known && el("p", {class: "cw-muted", "data-testid": `cw-order-${seat}`,
    text: t("cw.order", {cards: p.draw_known.length ? list(c, p.draw_known) : t("cw.empty")})}),
  pile(c, seat, p.discard, "cw.discard", "discard"),
  p.fallen_discard.length > 0 && pile(c, seat, p.fallen_discard, "cw.fdiscard", "fdiscard"));
}

function stack(c, p) {
  const tap = c.tap?.(p.seat);
  const leader = c.reg.get(p.leader);
  const gap = (i) => tap?.gap?.(i) && button("+", `cw-gap-${i}`, tap.gap(i), {class: `cw-gap${tap.pos === i ? " cw-on" : ""}`,
    "aria-label": String(i)});
  return el("div", {class: "cw-stack", "data-testid": `cw-stack-${p.seat}`},
    el("span", {class: "cw-c cw-leader", "data-card": p.leader},
      el("b", {text: leader?.leader_defence ?? "★"}), el("small", {text: c.t("cw.leader")})),
    p.units.map((unit) => el("span", {class: `cw-unit cw-${unit.kind}`, "data-testid": `cw-unit-${p.seat}-${unit.start}`},
      unit.cards.map((id, k) => [gap(unit.start + k), tile(c, id, {
        tap: tap?.card?.(id), on: tap?.on?.has(id), note: p.loaned_in.includes(id) && c.t("cw.lent")})]),
      el("span", {class: "cw-sum", text: `=${unit.defence}`}))),
    gap(p.stack.length));
}

function pile(c, seat, ids, key, kind) {
  const top = ids.at(-1);
  const k = kind + seat;
  return el("details", {class: "cw-pile", "data-testid": `cw-${kind}-${seat}`, open: c.open.has(k) || null,
    ontoggle: (ev) => c.open[ev.target.open ? "add" : "delete"](k)},
    el("summary", {}, c.t(key, {n: ids.length}), top && ` · ${c.t("cw.top", {card: label(c, top)})}`),
    el("div", {class: "cw-row"}, ids.map((id, i) => tile(c, id, {testid: `cw-${kind}-${seat}-${i}`,
      note: i === ids.length - 1 ? "▲" : null}))));
}

// §5.2: units go from the right end while the attack left is at least their defence; the first
// stronger one holds. With none left the Leader falls to a leftover > 0 (under
// leader_defence_mode = printed, to one of at least its printed rating).
export function damage(units, value, rating = null) {
  let left = value;
  const removed = [];
  let holds = null;
  for (const unit of [...units].reverse()) {
    if (unit.defence > left) { holds = unit; break; }
    left -= unit.defence;
    removed.push(unit);
  }
  const defeated = !holds && left > 0 && (rating == null || left >= rating);
  return {removed, holds, left, defeated};
}

export function leaderRating(c, seat) {
  if (c.view.options.leader_defence_mode !== "printed") return null;
  return c.reg.get(c.view.state.players[seat].leader)?.leader_defence ?? null;
}

export function unitName(c, unit) {
  if (unit.kind === "single") return `${label(c, unit.cards[0])} (${unit.defence})`;
  const key = unit.kind === "leader_block" ? "leader_block" : c.reg.get(unit.cards[0])?.kind;
  return c.t(`cw.u.${key}`, {d: unit.defence});
}

export function preview(c, target, value) {
  const {t} = c;
  const name = c.names[target];
  const rating = leaderRating(c, target);
  const hit = damage(c.view.state.players[target].units, value, rating);
  const parts = [];
  if (hit.removed.length) parts.push(t("cw.pv.removes", {list: hit.removed.map((u) => unitName(c, u)).join(", ")}));
  if (hit.holds) {
    parts.push(t("cw.pv.holds", {unit: unitName(c, hit.holds)}));
    parts.push(hit.removed.length ? (hit.left > 0 && t("cw.pv.wasted", {n: hit.left})) : t("cw.pv.fails"));
  } else if (hit.defeated) parts.push(t("cw.pv.defeats", {name}));
  else if (hit.left === 0) parts.push(t("cw.pv.survives"));
  else parts.push(t("cw.pv.leader", {r: rating}), t("cw.pv.wasted", {n: hit.left}));
  return t("cw.pv", {v: value, name, parts: parts.filter(Boolean).join("; ")});
}
