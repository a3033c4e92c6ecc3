/**
 * 2P6C table screen (shared/rules/2p6c.md): lobby, row 1, the board and each decision, challenges
 * and votes (2p6c/votes.js), words and scores (2p6c/scoring.js). A half-made play survives redraws.
 */
import {el, redraw} from "../dom.js";
import {keptCountdown} from "../components/countdown.js";
import {btn, face, label, wire} from "./2p6c/cards.js";
import {board, cellMap} from "./2p6c/board.js";
import {cardEntry, declare} from "./2p6c/entry.js";
import {challenges, ending, initialWord, verdict} from "./2p6c/votes.js";
import {finished, scoreSheet, wordList} from "./2p6c/scoring.js";

export {scoreSheet};

export const strings = {
  en: {
    "tp.as": "Entering for", "tp.rules": "House rules", "tp.whoAgreed": "Who has agreed", "tp.agree": "I agree",
    "tp.ws.consensus": "Words: the group judges (no list).", "tp.ws.list:en-v1": "Words: the bundled English list decides.",
    "tp.ws.list:own": "Words: your own list ({n} words) decides.",
    "tp.notes": "Word notes: {text}",
    "tp.jury.unanimous": "Jury: unanimous.", "tp.jury.majority": "Jury: majority.",
    "tp.cr.declarer": "Credit: the declarer.", "tp.cr.majority_cards": "Credit: who placed most of its cards.",
    "tp.cr.shared": "Credit: all who placed its cards.",
    "tp.rw.take_or_tuck": "Upheld challenge: the challenger takes the card, or tucks it and draws.",
    "tp.rw.tuck_only": "Upheld challenge: the challenger tucks the card and draws.", "tp.rw.none": "Upheld challenge: no reward.",
    "tp.eqRule": "=words score {v}.", "tp.eq.max": "the higher sum", "tp.eq.min": "the lower sum", "tp.eq.tp": "TP",
    "tp.eq.rp": "RP", "tp.eq.choice": "TP or RP, as chosen",
    "tp.warn2": "Two players, no word list: nobody is left to judge, so no challenge can ever be upheld. Agree on the bundled list?",
    "tp.useList": "Use the bundled English list",
    "tp.setup": "Enter the six cards dealt to row 1, left to right.", "tp.col": "Column {n}", "tp.start": "Place row 1",
    "tp.f.colour": "Colour", "tp.f.polarity": "Polarity", "tp.f.primary": "Letter", "tp.f.secondary": "Second letter",
    "tp.f.substitution": "Substitution", "tp.none": "none",
    "tp.sub.none": "none", "tp.sub.any": "? any", "tp.sub.D_O": "D & O", "tp.sub.U_V": "U & V",
    "tp.c.black": "black", "tp.c.yellow": "yellow", "tp.c.magenta": "magenta", "tp.c.cyan": "cyan", "tp.c.green": "green",
    "tp.c.purple": "purple",
    "tp.useCard": "Use {card}", "tp.fill": "Tap colour, polarity and letter", "tp.learned": "{n} of 54 cards learned", "tp.free": "{n} free", "tp.cell": "Column {c}, row {r}",
    "tp.yours": "Your decision", "tp.deciding": "{name} is deciding", "tp.hand": "{name}: {n} in hand, {b} on board",
    "tp.draw": "Draw patch: {n}", "tp.recycles": "Recycles in a row: {n} of {of}",
    "tp.play": "Play a card", "tp.recycle": "Recycle", "tp.pass": "Pass", "tp.cancel": "Cancel", "tp.back": "Back",
    "tp.pickCell": "Tap a highlighted cell: above a card to chain, on one to stack.",
    "tp.chain": "Chain onto column {c}, row {r}", "tp.stack": "Stack on column {c}, row {r}",
    "tp.wordN": "Word ({n} letters)", "tp.tapCard": "Tap the card each stack gives.",
    "tp.noSpell": "These cards can't spell “{text}”; if you send it, the referee says why.",
    "tp.send": "Declare “{text}”", "tp.sending": "Sending…",
    "tp.wordsH": "Words", "tp.catalogue": "Final words", "tp.noWords": "No words yet.",
    "tp.s.chain": "column {c}", "tp.s.stack": "stack {c}·{r}", "tp.s.initial": "initial word", "tp.pts": "Score: {n}", "tp.credit": "Credit: {names}", "tp.all": "everyone",
    "tp.challenge": "Challenge “{text}”", "tp.chBy": "{who} challenges “{text}” by {author}",
    "tp.m.word_list": "The agreed list decides.", "tp.m.jury": "Jury: {names}", "tp.m.fallback": "Nobody can judge: the house rule decides.",
    "tp.v.allowed": "Allowed", "tp.v.not_allowed": "Not allowed", "tp.v.take": "Take the card", "tp.v.tuck": "Tuck it and draw",
    "tp.v.accept": "Accept", "tp.v.reject": "Reject",
    "tp.waitReward": "{name} takes the card or tucks it and draws.",
    "tp.final": "Game over ({reason}); the last word can still be challenged.",
    "tp.noChallenge": "No challenge", "tp.passed": "No challenge: {names}",
    "tp.propose": "No decisions left? Propose to end", "tp.endBy": "{name} proposes to end the game.",
    "tp.iw": "Initial word (row 1, every player credited)", "tp.iwBy": "{name} proposes “{text}” as the initial word.",
    "tp.iwDone": "Initial word: {text}",
    "tp.scoring": "Scoring: check the words, then finalise.", "tp.finalise": "Finalise scores",
    "tp.scores": "Scores", "tp.wordsN": "Words", "tp.total": "Total",
    "tp.winner": "{names} wins!", "tp.winners": "Shared win: {names}", "tp.over": "Game over", "tp.uin": "Ultimate Index",
    "tp.end.PEASICK_SEA": "Peasick Sea", "tp.end.NO_CARDS": "no cards left", "tp.end.NO_DECISIONS": "no decisions left",
    "tp.end.STALL": "stall", "tp.end.AGREED": "agreed",
    "tp.pause": "Pause", "tp.resume": "Resume", "tp.paused": "Paused: take a break.",
  },
  it: {
    "tp.as": "Inserisci per", "tp.rules": "Regole della casa", "tp.whoAgreed": "Chi è d'accordo", "tp.agree": "Sono d'accordo",
    "tp.ws.consensus": "Parole: giudica il gruppo (nessuna lista).", "tp.ws.list:en-v1": "Parole: decide la lista inglese inclusa.",
    "tp.ws.list:own": "Parole: decide la vostra lista ({n} parole).",
    "tp.notes": "Note sulle parole: {text}",
    "tp.jury.unanimous": "Giuria: all'unanimità.", "tp.jury.majority": "Giuria: a maggioranza.",
    "tp.cr.declarer": "Merito: a chi dichiara.", "tp.cr.majority_cards": "Merito: a chi ha posato più carte.",
    "tp.cr.shared": "Merito: a chi ha posato sue carte.",
    "tp.rw.take_or_tuck": "Contestazione accolta: chi contesta prende la carta, o la infila nel mazzo e pesca.",
    "tp.rw.tuck_only": "Contestazione accolta: chi contesta infila la carta nel mazzo e pesca.", "tp.rw.none": "Contestazione accolta: nessun premio.",
    "tp.eqRule": "Le parole = valgono {v}.", "tp.eq.max": "la somma più alta", "tp.eq.min": "la somma più bassa", "tp.eq.tp": "TP",
    "tp.eq.rp": "RP", "tp.eq.choice": "TP o RP, a scelta",
    "tp.warn2": "Due giocatori, nessuna lista: non resta nessuno a giudicare, quindi nessuna contestazione può essere accolta. Usate la lista inclusa?",
    "tp.useList": "Usa la lista inglese inclusa",
    "tp.setup": "Inserite le sei carte della riga 1, da sinistra a destra.", "tp.col": "Colonna {n}", "tp.start": "Posa la riga 1",
    "tp.f.colour": "Colore", "tp.f.polarity": "Polarità", "tp.f.primary": "Lettera", "tp.f.secondary": "Seconda lettera",
    "tp.f.substitution": "Sostituzione", "tp.none": "nessuna",
    "tp.sub.none": "nessuna", "tp.sub.any": "? qualsiasi", "tp.sub.D_O": "D e O", "tp.sub.U_V": "U e V",
    "tp.c.black": "nero", "tp.c.yellow": "giallo", "tp.c.magenta": "magenta", "tp.c.cyan": "ciano", "tp.c.green": "verde",
    "tp.c.purple": "viola",
    "tp.useCard": "Usa {card}", "tp.fill": "Tocca colore, polarità e lettera", "tp.learned": "{n} carte su 54 già imparate", "tp.free": "{n} libere", "tp.cell": "Colonna {c}, riga {r}",
    "tp.yours": "Tocca a te decidere", "tp.deciding": "Decide {name}", "tp.hand": "{name}: {n} in mano, {b} sul tavolo",
    "tp.draw": "Mazzo da pesca: {n}", "tp.recycles": "Ricicli di fila: {n} su {of}",
    "tp.play": "Gioca una carta", "tp.recycle": "Ricicla", "tp.pass": "Passa", "tp.cancel": "Annulla", "tp.back": "Indietro",
    "tp.pickCell": "Tocca una casella evidenziata: sopra una carta per incatenare, su una per impilare.",
    "tp.chain": "Incatena in colonna {c}, riga {r}", "tp.stack": "Impila in colonna {c}, riga {r}",
    "tp.wordN": "Parola ({n} lettere)", "tp.tapCard": "Tocca la carta che ogni pila usa.",
    "tp.noSpell": "Queste carte non compongono «{text}»; se la invii, l'arbitro dirà perché.",
    "tp.send": "Dichiara «{text}»", "tp.sending": "Invio…",
    "tp.wordsH": "Parole", "tp.catalogue": "Parole finali", "tp.noWords": "Ancora nessuna parola.",
    "tp.s.chain": "colonna {c}", "tp.s.stack": "pila {c}·{r}", "tp.s.initial": "parola iniziale", "tp.pts": "Punti: {n}", "tp.credit": "Merito: {names}", "tp.all": "tutti",
    "tp.challenge": "Contesta «{text}»", "tp.chBy": "{who} contesta «{text}» di {author}",
    "tp.m.word_list": "Decide la lista concordata.", "tp.m.jury": "Giuria: {names}", "tp.m.fallback": "Nessuno può giudicare: decide la regola della casa.",
    "tp.v.allowed": "Ammessa", "tp.v.not_allowed": "Non ammessa", "tp.v.take": "Prendi la carta", "tp.v.tuck": "Infilala nel mazzo e pesca",
    "tp.v.accept": "Accetto", "tp.v.reject": "Rifiuto",
    "tp.waitReward": "{name} prende la carta oppure la infila nel mazzo e pesca.",
    "tp.final": "Partita finita ({reason}); l'ultima parola si può ancora contestare.",
    "tp.noChallenge": "Nessuna contestazione", "tp.passed": "Nessuna contestazione: {names}",
    "tp.propose": "Nessuna decisione possibile? Proponi di finire", "tp.endBy": "{name} propone di finire la partita.",
    "tp.iw": "Parola iniziale (riga 1, merito a tutti)", "tp.iwBy": "{name} propone «{text}» come parola iniziale.",
    "tp.iwDone": "Parola iniziale: {text}",
    "tp.scoring": "Conteggio: controllate le parole, poi confermate.", "tp.finalise": "Conferma i punteggi",
    "tp.scores": "Punteggi", "tp.wordsN": "Parole", "tp.total": "Totale",
    "tp.winner": "Vince {names}!", "tp.winners": "Vittoria condivisa: {names}", "tp.over": "Partita finita", "tp.uin": "Indice definitivo",
    "tp.end.PEASICK_SEA": "Peasick Sea", "tp.end.NO_CARDS": "carte finite", "tp.end.NO_DECISIONS": "nessuna decisione possibile",
    "tp.end.STALL": "stallo", "tp.end.AGREED": "per accordo",
    "tp.pause": "Pausa", "tp.resume": "Riprendi", "tp.paused": "In pausa: riposatevi un attimo.",
  },
};

const states = new WeakMap();  // root -> the half-made play and other drafts

export function render(root, ctx) {
  let st = states.get(root);
  if (!st) states.set(root, (st = {root}));
  const s = ctx.view.state;
  const key = `${ctx.view.id}|${s.phase}|${s.decision_seq}`;
  if (st.key !== key) Object.assign(st, {key, step: null, target: null, card: null, cd: null, sending: false, "tp-word": null, as: null});
  // The host phone enters for one seat at a time, by default the one the game waits for.
  const host = ctx.mySeat == null && ctx.canAct(0);
  const waits = ctx.view.to_move.includes(s.acting) ? s.acting : ctx.view.to_move[0] ?? 0;
  st.base = ctx;
  st.ctx = host ? {...ctx, mySeat: st.as ?? waits, host: true} : ctx;
  paint(st);
}

function paint(st) {
  redraw(st.root, el("div", {class: "tp"}, screen(st.ctx, st, () => st.root.isConnected && paint(st))));
}

function screen(ctx, st, redraw) {
  const s = ctx.view.state;
  const me = ctx.mySeat;
  const body = {
    lobby: () => lobby(ctx),
    setup: () => setup(ctx, st, redraw),
    finished: () => [finished(ctx), board(ctx)],
    scoring: () => [verdict(ctx), el("p", {class: "tp-banner", text: ctx.t("tp.scoring")}), board(ctx), wordList(ctx, true),
      scoreSheet(ctx.view, ctx.t), initialWord(ctx, st),
      me != null && btn(ctx.t("tp.finalise"), "tp-finalise", () => ctx.submit("scores_finalized", me, {}), true)],
  }[s.phase] || (() => table(ctx, st, redraw));
  return [ctx.host && ctx.names.length > 1 && el("label", {class: "tp-as"}, ctx.t("tp.as"), el("select", {"data-testid": "tp-as",
    onchange: (e) => { st.as = +e.target.value; render(st.root, st.base); }},
    ctx.names.map((n, i) => el("option", {value: i, selected: i === me}, n)))),
    s.paused && el("p", {class: "tp-banner", role: "status", "data-testid": "tp-paused", text: ctx.t("tp.paused")}),
    body(), s.phase !== "finished" && me != null &&
      btn(ctx.t(s.paused ? "tp.resume" : "tp.pause"), "tp-pause", () => ctx.submit(s.paused ? "resume" : "pause", me, {}))];
}

// -- lobby -------------------------------------------------------------------------------------------

function lobby(ctx) {
  const {t, view, names, mySeat: me} = ctx;
  const s = view.state;
  const o = s.house_rules;  // as agreed now: view.options are those the match was made with
  const words = s.word_policy;
  const rules = [t(`tp.ws.${words.source}`, {n: o.own_list_size}), words.notes && t("tp.notes", {text: words.notes}),
    t(`tp.jury.${o.jury_rule}`), t(`tp.cr.${o.credit_policy}`), t(`tp.rw.${o.challenger_reward}`),
    t("tp.eqRule", {v: t(`tp.eq.${o.eq_word_score}`)})];
  const agreeing = ctx.pending.some((m) => m.type === "options_agreed" && m.seat === me);
  return el("section", {class: "tp-lobby", "data-testid": "tp-lobby"},
    el("h2", {text: t("tp.rules")}),
    el("ul", {class: "tp-rules", "data-testid": "tp-rules"}, rules.filter(Boolean).map((text) => el("li", {text}))),
    names.length === 2 && words.source === "consensus" && el("div", {class: "tp-banner tp-bad", role: "note", "data-testid": "tp-warn2"},
      el("p", {text: t("tp.warn2")}), me != null && btn(t("tp.useList"), "tp-use-list",
        () => ctx.submit("options_changed", me, {options: {word_source: "list:en-v1"}}))),
    el("h3", {text: t("tp.whoAgreed")}),
    el("ul", {class: "tp-chips"}, names.map((name, seat) => el("li", {class: s.agreed[seat] ? "tp-on" : null,
      "data-testid": `tp-agreed-${seat}`, "data-on": String(s.agreed[seat])}, `${s.agreed[seat] ? "✓" : "…"} ${name}`))),
    me != null && !s.agreed[me] && btn(t("tp.agree"), "tp-agree", () => ctx.submit("options_agreed", me, {}), true,
      {disabled: agreeing}));
}

// -- setup: the six cards of row 1 -----------------------------------------------------------------

function setup(ctx, st, redraw) {
  const {t} = ctx;
  const row = (st.row ||= Array(6).fill(null));
  const col = st.col ?? row.findIndex((c) => !c);
  const placing = ctx.pending.some((m) => m.type === "initial_row_set");
  return el("section", {class: "tp-setup", "data-testid": "tp-setup"},
    el("p", {text: t("tp.setup")}),
    el("div", {class: "tp-row1"}, row.map((c, i) => btn(c ? face(c, t) : String(i + 1), `tp-slot-${i + 1}`,
      () => { st.col = i; redraw(); }, false, {"aria-pressed": String(i === col), "aria-label": t("tp.col", {n: i + 1}) + (c ? `: ${label(c, t)}` : "")}))),
    col >= 0 ? [el("h3", {text: t("tp.col", {n: col + 1})}),
      cardEntry(ctx, st, (c) => { row[col] = c; st.col = null; redraw(); }, redraw)]
      : btn(t("tp.start"), "tp-start", () => ctx.submit("initial_row_set", ctx.mySeat, {cards: row.map(wire)}), true,
        {disabled: placing}));
}

// -- play --------------------------------------------------------------------------------------------

function table(ctx, st, redraw) {
  const {t, names, view} = ctx;
  const s = view.state;
  const picking = st.step === "cell", clock = s.house_rules.decision_clock_s;
  return [verdict(ctx),
    el("p", {class: "tp-banner", "data-testid": "tp-status", text: s.acting == null ? "" : s.acting === ctx.mySeat
      ? t("tp.yours") : t("tp.deciding", {name: names[s.acting]})}),
    clock && s.acting != null && !s.challenge && el("div", {"data-testid": "tp-clock"},
      keptCountdown(st, "dclock", s.decision_started_ms + 1000 * clock, {compact: 1})),
    el("ul", {class: "tp-chips"}, names.map((name, seat) => el("li", {class: seat === s.acting ? "tp-on" : null,
      "data-testid": `tp-hand-${seat}`}, t("tp.hand", {name, n: s.hands[seat], b: s.plays_on_board[seat]})))),
    el("p", {class: "tp-muted"}, el("span", {"data-testid": "tp-draw", text: t("tp.draw", {n: s.draw_count})}), " · ",
      el("span", {"data-testid": "tp-recycles", text: t("tp.recycles", {n: s.consecutive_recycles, of: s.stall_limit ?? "∞"})})),
    challenges(ctx, st),
    board(ctx, {target: st.target, onCell: picking ? (target) => { Object.assign(st, {target, step: "card"}); redraw(); } : null}),
    decision(ctx, st, redraw), ending(ctx), wordList(ctx, false), initialWord(ctx, st)];
}

function decision(ctx, st, redraw) {
  const {t} = ctx;
  const s = ctx.view.state;
  const seat = s.acting;
  const mine = s.phase === "play" && seat != null && ctx.mySeat === seat;
  if (!mine || ctx.pending.some((m) => ["play", "recycle", "pass"].includes(m.type))) return null;
  if (st.sending) return el("p", {class: "tp-muted", text: t("tp.sending")});
  const go = (step) => () => { Object.assign(st, {step, ...(step ? {} : {target: null, card: null})}); redraw(); };
  const cancel = btn(t("tp.cancel"), "tp-cancel", go(null));
  const {target} = st;
  const where = target && el("h3", {text: t(`tp.${target.kind}`, {c: target.col, r: target.row})});
  if (st.step === "cell") return el("div", {class: "tp-box"}, el("p", {text: t("tp.pickCell")}), cancel);
  if (st.step === "card") {
    return el("div", {class: "tp-box"}, where,
      cardEntry(ctx, st, (card) => { Object.assign(st, {card, step: "word"}); redraw(); }, redraw), cancel);
  }
  if (st.step === "word") {
    const send = (form) => {
      st.sending = true;
      redraw();
      ctx.submit("play", seat, {cell: {col: target.col, row: target.row}, kind: target.kind, card: wire(st.card), form})
        .then(() => { st.sending = false; redraw(); });
    };
    return el("div", {class: "tp-box"}, where, declare(ctx, st, "tp-word", slotCells(s, target, st.card), send,
      btn(t("tp.back"), "tp-back", go("card"))), cancel);
  }
  const blocked = Boolean(s.challenge);
  return el("div", {class: "tp-actions"},
    btn(t("tp.play"), "tp-play", go("cell"), true, {disabled: blocked}),
    s.draw_count > 0 ? btn(t("tp.recycle"), "tp-recycle", () => ctx.submit("recycle", seat, {}), false, {disabled: blocked})
      : btn(t("tp.pass"), "tp-pass", () => ctx.submit("pass", seat, {}), false, {disabled: blocked}));
}

// The word's cells: a chain's column (each cell's cards, top first, one to be used) or a stack.
function slotCells(s, target, card) {
  const map = cellMap(s);
  const fresh = {...card, id: "NEW"};
  if (target.kind === "stack") return [...map.get(`${target.col},${target.row}`), fresh].map((c) => [c]);
  const cells = [];
  for (let row = 1; row < target.row; row += 1) cells.push([...map.get(`${target.col},${row}`)].reverse());
  return [...cells, [fresh]];
}
