/**
 * Fifteen Minute Cold War table screen (shared/rules/cold-war.md): the table (cold-war/cards.js),
 * the turn's plays (turn.js), and everything else this phone may be asked for (prompts.js).
 */
import {el, redraw} from "../dom.js";
import {label, list, players, registry} from "./cold-war/cards.js";
import {handNote, taps, turn} from "./cold-war/turn.js";
import {confirmEffect, fallen, fixer, offer, reaction, setup, threat, waiting} from "./cold-war/prompts.js";

export const strings = {
  en: {
    "cw.you": "you", "cw.st.alive": "alive", "cw.st.fallen": "Fallen Leader", "cw.st.out": "out",
    "cw.hand": "Hand {n}", "cw.drawPile": "Draw pile {n}", "cw.fdeck": "Fallen deck {n}",
    "cw.total": "Defence {d} · Leader falls to {k}+", "cw.leader": "Leader", "cw.lent": "lent",
    "cw.discard": "Discard pile ({n})", "cw.top": "top: {card}", "cw.fdiscard": "Fallen discard ({n})",
    "cw.order": "Draw pile, top first: {cards}", "cw.empty": "empty",
    "cw.u.leader_block": "the Leader block ({d})", "cw.u.blue": "the Blue group ({d})", "cw.u.brown": "the Brown group ({d})",
    "cw.setup": "Setup: reveal cards one by one to a stack of 6, then draw 5. Waiting for {names}.",
    "cw.turn": "{name}'s turn · plays {n} of {max}", "cw.yourTurn": "Your turn · plays {n} of {max}",
    "cw.w.play": "Next: a play, the discard or the draw.", "cw.w.draw": "Next: the draw.",
    "cw.w.reaction": "{target} answers {attacker}'s attack.", "cw.w.confirm": "{name} confirms or disputes the effect.",
    "cw.w.fallen": "{name} (Fallen Leader) chooses a target.", "cw.w.reveal": "{name} turns over a card against {target}.",
    "cw.w.offer": "{names}: play on as a Fallen Leader?",
    "cw.for": "Enter for:",
    "cw.pv": "Attack {v} on {name}: {parts}", "cw.pv.removes": "removes {list}", "cw.pv.holds": "{unit} holds",
    "cw.pv.fails": "the attack fails", "cw.pv.wasted": "{n} wasted", "cw.pv.defeats": "defeats {name}'s Leader",
    "cw.pv.survives": "the Leader survives with an empty stack", "cw.pv.leader": "the Leader ({r}) holds",
    "cw.pv.triad": "Triad on {name}: removes the whole stack; the Leader stays",
    "cw.pv.special": "{card} on {name}: removes {list}; the Leader stays",
    "cw.m.place": "Place", "cw.m.attack": "Attack", "cw.m.triad": "Triad", "cw.m.special": "Special",
    "cw.m.discard": "Discard", "cw.m.draw": "Draw {n}",
    "cw.which": "Which card?", "cw.pos": "Tap where it goes in your stack (now: {pos})",
    "cw.pos.0": "next to the Leader", "cw.pos.end": "the right end", "cw.pos.n": "after {card}",
    "cw.sumPlace": "Place {card}: {pos}", "cw.whom": "Attack whom?", "cw.second": "Add a second Brown?",
    "cw.three": "The three symbol Browns", "cw.sel": "Tap the cards in {name}'s stack: {text}",
    "cw.redeploy": "Tap two Browns in your own stack", "cw.manual": "Tap what its text removes; say what it does",
    "cw.text": "What the card does", "cw.fromHand": "From the hand", "cw.fromStack": "From the stack",
    "cw.tapStack": "Tap the card in your stack", "cw.sumDiscard": "Discard {card}",
    "cw.drawWhich": "Drawn card {k} of {n}?", "cw.ok": "Confirm", "cw.cancel": "Cancel",
    "cw.sending": "Sending…",
    "cw.reveal": "Card {n} turned over?", "cw.initial": "Draw the first 5 cards",
    "cw.initialWhich": "Drawn card {k} of 5?",
    "cw.defined": "Cards it may be", "cw.new": "Or type it: kind and printed values",
    "cw.use": "Use this card",
    "cw.attacked": "{name} attacks you. {what}", "cw.noShield": "No Shields", "cw.shields": "Shields:",
    "cw.claim": "What does the Shield do here?", "cw.c.cancel": "Cancels it", "cw.c.reduce": "Reduces it by",
    "cw.c.none": "Nothing", "cw.play": "Play {cards}", "cw.waiting": "Waiting for {name}",
    "cw.both": "Only both Shields together stop a Triad.",
    "cw.effect": "{name} played {card}: “{text}”", "cw.stated": "Stated: {ops}", "cw.op.remove": "remove {list}",
    "cw.op.cancel": "cancel the attack", "cw.op.reduce": "reduce it by {n}", "cw.op.none": "no effect",
    "cw.dispute": "Dispute",
    "cw.offer": "Your Leader has fallen. Play on as a Fallen Leader?", "cw.yes": "Play on", "cw.no": "No, I'm out",
    "cw.fTarget": "Your unseen card against:", "cw.fReveal": "The card turned over?",
    "cw.win": "{name} wins!", "cw.rank": "Ranking", "cw.return": "{card} (owner {owner}) is in {holder}'s area: return it",
    "cw.last": "{a} attacked {t}", "cw.last.removed": "removed {list}", "cw.last.cancelled": "Shields stopped it",
    "cw.last.lent": "{a} lent {card} to {t}", "cw.last.fd": "{a} turned over {card}: no effect",
    "cw.fix": "Fix a typed card", "cw.fixing": "{card}, typed at move #{seq}: its printed values?",
  },
  it: {
    "cw.you": "tu", "cw.st.alive": "in gioco", "cw.st.fallen": "Leader Caduto", "cw.st.out": "fuori",
    "cw.hand": "Mano {n}", "cw.drawPile": "Mazzo {n}", "cw.fdeck": "Mazzo da Caduto {n}",
    "cw.total": "Difesa {d} · il Leader cade con {k}+", "cw.leader": "Leader", "cw.lent": "prestata",
    "cw.discard": "Scarti ({n})", "cw.top": "in cima: {card}", "cw.fdiscard": "Scarti da Caduto ({n})",
    "cw.order": "Mazzo, dalla cima: {cards}", "cw.empty": "vuoto",
    "cw.u.leader_block": "il blocco del Leader ({d})", "cw.u.blue": "il gruppo blu ({d})", "cw.u.brown": "il gruppo marrone ({d})",
    "cw.setup": "Preparazione: scoprite una carta alla volta fino a una pila di 6, poi pescate 5. Si aspetta {names}.",
    "cw.turn": "Turno di {name} · giocate {n} su {max}", "cw.yourTurn": "Tocca a te · giocate {n} su {max}",
    "cw.w.play": "Ora: una giocata, lo scarto o la pesca.", "cw.w.draw": "Ora: la pesca.",
    "cw.w.reaction": "{target} risponde all'attacco di {attacker}.", "cw.w.confirm": "{name} conferma o contesta l'effetto.",
    "cw.w.fallen": "{name} (Leader Caduto) sceglie il bersaglio.", "cw.w.reveal": "{name} scopre una carta contro {target}.",
    "cw.w.offer": "{names}: continuare come Leader Caduto?",
    "cw.for": "Inserisci per:",
    "cw.pv": "Attacco {v} su {name}: {parts}", "cw.pv.removes": "rimuove {list}", "cw.pv.holds": "{unit} resiste",
    "cw.pv.fails": "l'attacco fallisce", "cw.pv.wasted": "{n} sprecati", "cw.pv.defeats": "sconfigge il Leader di {name}",
    "cw.pv.survives": "il Leader resta, con la pila vuota", "cw.pv.leader": "il Leader ({r}) resiste",
    "cw.pv.triad": "Triade su {name}: rimuove tutta la pila; il Leader resta",
    "cw.pv.special": "{card} su {name}: rimuove {list}; il Leader resta",
    "cw.m.place": "Metti", "cw.m.attack": "Attacca", "cw.m.triad": "Triade", "cw.m.special": "Speciale",
    "cw.m.discard": "Scarta", "cw.m.draw": "Pesca {n}",
    "cw.which": "Quale carta?", "cw.pos": "Tocca dove va nella tua pila (ora: {pos})",
    "cw.pos.0": "accanto al Leader", "cw.pos.end": "all'estremità destra", "cw.pos.n": "dopo {card}",
    "cw.sumPlace": "Metti {card}: {pos}", "cw.whom": "Chi attacchi?", "cw.second": "Aggiungi una seconda marrone?",
    "cw.three": "Le tre marroni con il simbolo", "cw.sel": "Tocca le carte nella pila di {name}: {text}",
    "cw.redeploy": "Tocca due marroni della tua pila", "cw.manual": "Tocca ciò che il testo rimuove; di' cosa fa",
    "cw.text": "Cosa fa la carta", "cw.fromHand": "Dalla mano", "cw.fromStack": "Dalla pila",
    "cw.tapStack": "Tocca la carta nella tua pila", "cw.sumDiscard": "Scarta {card}",
    "cw.drawWhich": "Carta pescata {k} di {n}?", "cw.ok": "Conferma", "cw.cancel": "Annulla",
    "cw.sending": "Invio…",
    "cw.reveal": "Carta {n} scoperta?", "cw.initial": "Pesca le prime 5 carte",
    "cw.initialWhich": "Carta pescata {k} di 5?",
    "cw.defined": "Carte possibili", "cw.new": "Oppure scrivila: tipo e valori stampati",
    "cw.use": "Usa questa carta",
    "cw.attacked": "{name} ti attacca. {what}", "cw.noShield": "Nessuno scudo", "cw.shields": "Scudi:",
    "cw.claim": "Cosa fa qui lo scudo?", "cw.c.cancel": "Lo annulla", "cw.c.reduce": "Lo riduce di",
    "cw.c.none": "Niente", "cw.play": "Gioca {cards}", "cw.waiting": "Si aspetta {name}",
    "cw.both": "Una Triade si ferma solo con entrambi gli scudi insieme.",
    "cw.effect": "{name} ha giocato {card}: «{text}»", "cw.stated": "Dichiarato: {ops}", "cw.op.remove": "rimuovere {list}",
    "cw.op.cancel": "annullare l'attacco", "cw.op.reduce": "ridurlo di {n}", "cw.op.none": "nessun effetto",
    "cw.dispute": "Contesta",
    "cw.offer": "Il tuo Leader è caduto. Continui come Leader Caduto?", "cw.yes": "Continuo", "cw.no": "No, esco",
    "cw.fTarget": "La carta coperta contro:", "cw.fReveal": "La carta scoperta?",
    "cw.win": "Vince {name}!", "cw.rank": "Classifica", "cw.return": "{card} (di {owner}) è nell'area di {holder}: va restituita",
    "cw.last": "{a} ha attaccato {t}", "cw.last.removed": "rimosse {list}", "cw.last.cancelled": "fermato dagli scudi",
    "cw.last.lent": "{a} ha prestato {card} a {t}", "cw.last.fd": "{a} ha scoperto {card}: nessun effetto",
    "cw.fix": "Correggi una carta scritta", "cw.fixing": "{card}, scritta alla mossa n. {seq}: i valori stampati?",
  },
};

const states = new WeakMap();  // root -> the move being entered, kept across updates

export function render(root, ctx) {
  let st = states.get(root);
  if (!st) states.set(root, (st = {root, open: new Set()}));
  const s = ctx.view.state;
  const may = ctx.view.to_move.filter((seat) => ctx.canAct(seat));
  // A seated phone enters its own moves; the host phone (or a scribe who asks) another seat's.
  if (!may.includes(st.as)) st.as = may.includes(ctx.mySeat) ? ctx.mySeat : ctx.mySeat == null || ctx.host ? may[0] ?? null : null;
  const p = st.as == null ? null : s.players[st.as];
  const key = [ctx.view.id, s.phase, s.active, s.turn_no, s.plays_used, s.discarded, s.pending?.stage, st.as,
    p && [p.stack.length, p.discard.length, p.hand_count, p.ready], s.offers].join("|");
  if (st.key !== key) Object.assign(st, {key, e: {}});
  st.ctx = ctx;
  st.c = {...ctx, reg: registry(ctx.view), open: st.open, draw: () => st.root.isConnected && paint(st)};
  st.c.tap = st.as == null ? null : taps(st.c, st, st.as);
  paint(st);
}

function paint(st) {
  redraw(st.root, el("div", {class: "cw"}, screen(st.c, st)));
}

function screen(c, st) {
  const s = c.view.state;
  return [
    s.phase === "game_over" ? result(c) : banner(c),
    last(c),
    c.view.flags.map((f) => el("p", {class: "cw-flag", role: "alert", "data-testid": "cw-flag", "data-rule": f.rule, text: f.message})),
    s.phase === "reaction" && st.as !== s.pending.target && waiting(c, st),
    chooser(c, st),
    panel(c, st),
    players(c),
    fixer(c, st),
  ];
}

function banner(c) {
  const {t, names} = c;
  const s = c.view.state;
  const waitNames = (seats) => seats.map((x) => names[x]).join(", ");
  const lines = [];
  if (s.phase === "setup") lines.push(t("cw.setup", {names: waitNames(c.view.to_move)}));
  else {
    const active = s.players[s.active];
    lines.push(t(s.active === c.mySeat ? "cw.yourTurn" : "cw.turn", {name: names[s.active], n: s.plays_used, max: s.max_plays}));
    const p = s.pending;
    if (s.phase === "reaction") lines.push(t("cw.w.reaction", {target: names[p.target], attacker: names[p.attacker]}), threat(c, p));
    else if (s.phase === "confirm") lines.push(t("cw.w.confirm", {name: names[p.stage === "confirm_shield" ? p.attacker : p.target]}));
    else if (s.phase === "fallen_reveal") lines.push(t("cw.w.reveal", {name: names[s.active], target: names[p.target]}));
    else if (active.status === "fallen") lines.push(t("cw.w.fallen", {name: names[s.active]}));
    else lines.push(t(s.discarded ? "cw.w.draw" : "cw.w.play"));
    if (s.offers.length) lines.push(t("cw.w.offer", {names: waitNames(s.offers)}));
  }
  const mine = c.view.to_move.includes(c.mySeat);
  return el("section", {class: `cw-banner${mine ? " cw-mine" : ""}`, role: "status", "data-testid": "cw-turn"},
    lines.map((text) => el("p", {text})));
}

function last(c) {
  const {t, names} = c;
  const x = c.view.state.last;
  if (!x) return null;
  const a = names[x.attacker];
  const tg = names[x.target];
  let text;
  if (x.kind === "lent") text = t("cw.last.lent", {a, card: label(c, x.card), t: tg});
  else if (x.kind === "fallen_discard") text = t("cw.last.fd", {a, card: label(c, x.card)});
  else {
    text = [`${t("cw.last", {a, t: tg})}${x.value == null ? "" : ` (${x.value})`}`, x.cancelled ? t("cw.last.cancelled")
      : x.removed.length ? t("cw.last.removed", {list: list(c, x.removed)}) : t("cw.pv.fails"),
    x.leader_defeated && t("cw.pv.defeats", {name: tg})].filter(Boolean).join("; ");
  }
  return el("p", {class: "cw-last", "data-testid": "cw-last", text});
}

function result(c) {
  const {t, names} = c;
  const s = c.view.state;
  return el("section", {class: "cw-banner cw-win", role: "status", "data-testid": "cw-winner"},
    el("strong", {text: t("cw.win", {name: names[s.winner]})}),
    el("h3", {text: t("cw.rank")}),
    el("ol", {"data-testid": "cw-ranking"}, s.ranking.map((seat, i) => el("li", {text: `${i + 1}. ${names[seat]}`}))),
    s.lent_cards.map((x) => el("p", {"data-testid": "cw-return", text: t("cw.return",
      {card: label(c, x.card), owner: names[x.owner], holder: names[x.holder]})})));
}

function chooser(c, st) {
  const others = c.view.to_move.filter((seat) => c.canAct(seat) && seat !== c.mySeat);
  if (!others.length || (c.mySeat != null && st.as === c.mySeat) || (c.mySeat == null && others.length < 2)) return null;
  return el("div", {class: "cw-row cw-for"}, el("span", {text: c.t("cw.for")}), others.map((seat) => el("button", {type: "button",
    "data-testid": `cw-for-${seat}`, "aria-pressed": String(st.as === seat),
    onclick: () => { st.as = st.as === seat && c.mySeat != null ? null : seat; st.key = null; render(st.root, st.ctx); }}, c.names[seat])));
}

function panel(c, st) {
  const s = c.view.state;
  const a = st.as;
  if (a == null || s.phase === "game_over") return null;
  if (st.e.sent || c.pending.length) return el("p", {class: "cw-muted", "data-testid": "cw-sending", text: c.t("cw.sending")});
  let body = null;
  if (s.phase === "setup") body = setup(c, st, a);
  else if (s.offers.includes(a)) body = offer(c, st, a);
  else if (s.phase === "reaction" && a === s.pending.target) body = handNote(c, a) || reaction(c, st, a);
  else if (s.phase === "confirm" && a === (s.pending.stage === "confirm_shield" ? s.pending.attacker : s.pending.target)) {
    body = confirmEffect(c, st, a);
  } else if (a === s.active && s.players[a].status === "fallen" && ["play", "fallen_reveal"].includes(s.phase)) body = fallen(c, st, a);
  else if (a === s.active && s.phase === "play") body = turn(c, st, a);
  return body && el("section", {class: "cw-panel", "data-testid": "cw-panel"}, body);
}
