// What a player enters: which card was played (docs/games/2p6c.md §1.5: a learned card, a deck card filtered by
// the taps below, or its seven attributes), and a word with which card gives which letter (§4.4).
import {el, replace} from "../../dom.js";
import {AZ, COLOURS, btn, face, label, learn, learned, sign, spell} from "./cards.js";

const blank = () => ({colour: null, polarity: null, primary: null, secondary: null, substitution: "none", tp: 0, rp: 0});
const subs = (d) => (d.primary === "?" ? ["any"]
  : ["none", ...("DO".includes(d.primary) ? ["D_O"] : []), ...("UV".includes(d.primary) ? ["U_V"] : [])]);
const id = (v) => (v === "?" ? "any" : v === "+" ? "plus" : v === "-" ? "minus" : v ?? "none");

export function cardEntry(ctx, st, onDone, redraw) {
  const {t, view} = ctx;
  const max = view.state.house_rules.max_score_number;
  const d = (st.cd ||= blank());
  const set = (k, v) => {
    d[k] = v;
    if (!subs(d).includes(d.substitution)) d.substitution = subs(d)[0];
    redraw();
  };
  const done = (c) => { st.cd = null; learn(c); onDone(c); };
  const group = (k, values, text, cls = "") => el("div", {class: `tp-grid ${cls}`, role: "group", "aria-label": t(`tp.f.${k}`)},
    values.map((v) => btn(text(v), `tp-${k}-${id(v)}`, () => set(k, v), false, {"aria-pressed": String(d[k] === v)})));
  const num = (k) => el("div", {class: "tp-num"}, el("span", {text: k.toUpperCase()}),
    btn("−", `tp-${k}-dec`, () => set(k, Math.max(0, d[k] - 1)), false, {"aria-label": `${k.toUpperCase()} −1`}),
    el("input", {type: "number", min: 0, max, inputmode: "numeric", value: d[k], "data-testid": `tp-${k}`,
      "aria-label": k.toUpperCase(), oninput: (e) => { d[k] = Math.max(0, Math.min(max, Math.trunc(Number(e.target.value)) || 0)); okText(); }}),
    btn("+", `tp-${k}-inc`, () => set(k, Math.min(max, d[k] + 1)), false, {"aria-label": `${k.toUpperCase()} +1`}));
  const mine = learned().filter((c) => !d.primary || c.primary === d.primary);
  const deck = view.state.deck?.cards.filter((c) => ["colour", "polarity", "primary"].every((k) => !d[k] || c[k] === d[k]));
  const ready = d.colour && d.polarity && d.primary;
  const ok = btn("", "tp-card-ok", () => done({...d}), true, {disabled: !ready});
  const okText = () => { ok.textContent = ready ? t("tp.useCard", {card: label(d, t)}) : t("tp.fill"); };
  okText();
  return el("section", {class: "tp-entry", "data-testid": "tp-entry"},
    el("p", {class: "tp-muted", "data-testid": "tp-learned", text: t("tp.learned", {n: learned().length})}),
    mine.length > 0 && el("div", {class: "tp-chips"},
      mine.map((c, i) => btn(label(c, t), `tp-tpl-${i}`, () => done({...c})))),
    deck && el("div", {class: "tp-chips", "data-testid": "tp-deck"},
      deck.map((c) => btn(`${c.code}: ${label(c, t)} · ${t("tp.free", {n: c.free})}`, `tp-code-${c.code}`,
        () => done({...c}), false, {disabled: !c.free}))),
    el("h4", {text: t("tp.f.colour")}),
    el("div", {class: "tp-grid tp-wide", role: "group", "aria-label": t("tp.f.colour")}, COLOURS.map((c) =>
      btn([el("i", {class: `tp-sw tp-${c}`}), t(`tp.c.${c}`)], `tp-colour-${c}`, () => set("colour", c), false,
        {"aria-pressed": String(d.colour === c)}))),
    el("h4", {text: t("tp.f.polarity")}), group("polarity", ["+", "-"], sign, "tp-pm"),
    el("h4", {text: t("tp.f.primary")}), group("primary", [...AZ, "?"], (v) => v),
    el("details", {open: Boolean(d.secondary) || null}, el("summary", {"data-testid": "tp-second",
      text: `${t("tp.f.secondary")}: ${d.secondary || t("tp.none")}`}), group("secondary", [null, ...AZ], (v) => v || t("tp.none"), "tp-sec")),
    el("h4", {text: t("tp.f.substitution")}), group("substitution", subs(d), (v) => t(`tp.sub.${v}`), "tp-wide"),
    el("div", {class: "tp-nums"}, num("tp"), num("rp")),
    ok);
}

// Unspellable text may still be sent (without uses), so the referee names the rule.
/** cells: each a list of candidate cards (top first); p: the draft's key and test-id prefix. */
export function declare(ctx, st, p, cells, onSend, extra = null) {
  const {t} = ctx;
  const w = (st[p] ||= {text: "", picks: {}});
  const out = el("div", {class: "tp-uses", "data-testid": `${p}-uses`});
  const found = () => (/^[A-Z]{2,6}$/.test(w.text) ? spell(w.text, cells, w.picks) : null);
  const send = btn("", `${p}-send`, () => {
    const got = found();
    onSend({text: w.text, ...(got ? {uses: got.map((u) => ({card: u.card.id, letter: u.letter}))} : {})});
  }, true);
  const draw = () => {
    const got = found();
    const used = new Map(got?.map((u) => [u.card.id, u.letter]));
    send.disabled = !w.text;
    send.textContent = t("tp.send", {text: w.text});
    replace(out, cells.map((cards, i) => el("div", {class: "tp-use"}, cards.map((c) => {
      const letter = used.get(c.id);
      const body = [face(c, t), el("b", {text: letter ? `→ ${letter}` : ""})];
      const attrs = {"data-testid": `${p}-use-${c.id}`, "data-letter": letter || "", class: letter ? "tp-on" : null,
        "aria-label": `${label(c, t)}${letter ? ` → ${letter}` : ""}`};
      return cards.length < 2 ? el("span", attrs, body) : btn(body, attrs["data-testid"], () => {
        w.picks[i] = w.picks[i] === c.id ? null : c.id;
        draw();
      }, false, {...attrs, "aria-pressed": String(w.picks[i] === c.id)});
    }))), w.text.length > 1 && !got && el("p", {class: "tp-warn", "data-testid": `${p}-nospell`, text: t("tp.noSpell", {text: w.text})}));
  };
  draw();
  return el("div", {class: "tp-declare"},
    el("label", {}, t("tp.wordN", {n: cells.length}), el("input", {value: w.text, maxlength: 6, autocomplete: "off",
      autocapitalize: "characters", spellcheck: "false", "data-testid": `${p}-text`,
      oninput: (e) => { w.text = e.target.value.toUpperCase().trim(); draw(); }})),
    cells.some((cards) => cards.length > 1) && el("p", {class: "tp-muted", text: t("tp.tapCard")}),
    out, el("div", {class: "tp-actions"}, send, extra));
}
