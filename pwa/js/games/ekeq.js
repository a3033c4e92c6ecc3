/**
 * EkeQ table screen (shared/rules/ekeq.md Part C, the base game; the variants of Part D are in
 * ekeq/climb.js and ekeq/family.js). Every phone sees the counts, the
 * pot, the cards revealed this turn and the Q card's way round; what it enters is in ekeq/moves.js.
 * A face-down card never reaches another phone before the reveal: the server keeps it sealed.
 */
import {el, redraw} from "../dom.js";
import {name} from "./ekeq/picker.js";
import {commitPanel, decisionPanel, pickPanel, resultPanel, revealPanel} from "./ekeq/moves.js";
import {familyScreen} from "./ekeq/family.js";
import {climbScreen} from "./ekeq/climb.js";

export const strings = {
  en: {
    "ek.turn": "Turn {n}", "ek.you": "you", "ek.counts": "{hand} in hand · {tesoretto} in the tesoretto",
    "ek.down": "✓ card down", "ek.qHolder": "Q card", "ek.top": "top of the tesoretto: {cards}", "ek.value": "value {v}",
    "ek.b.commit": "Turn {n}: everyone puts a card face down, and one face up in the pot to enter.",
    "ek.b.tie": "Tie between {names}: they play another face-down card, without paying.",
    "ek.b.decide": "{name} has the Q card: use it or pass it left?",
    "ek.b.forced": "The Q card is back with {name}, who must use it.",
    "ek.b.pick": "{name} uses the Q card: an opponent's card, its number said first.",
    "ek.b.result": "{target}, which card did {user} pick?", "ek.wait": "Waiting for {names}.",
    "ek.ownPhone": "Each player puts their card down on their own phone.",
    "ek.pot": "Prize pot: {n} cards", "ek.faceUp": "face up: {cards}", "ek.table": "On the table",
    "ek.tieN": "tie-break {n}",
    "ek.pickLine": "Pick {n}: {target}'s {source}, guess {guess}", "ek.found": "{card} ({delta})",
    "ek.from.hand": "From the hand", "ek.from.tesoretto": "From the tesoretto", "ek.src.hand": "hand", "ek.src.tesoretto": "tesoretto",
    "ek.last": "Turn {n}: {name} wins {cards} cards", "ek.lastAuto": "Turn {n}: {name} wins {cards} cards, the only one who could play on",
    "ek.lastNone": "Turn {n}: nobody wins; the {cards} cards stay in the pot",
    "ek.r.golden_q": "{name} wins the match with the GOLDEN Q n°{v}!",
    "ek.r.mini_golden_q": "{name} wins the match: two mini-GOLDEN Q in a row!",
    "ek.r.all_cards": "{name} wins the match: the only one left with cards!",
    "ek.r.draw": "Match drawn: nobody has any cards left.", "ek.points": "{n} tournament points",
    "ek.gq": "GOLDEN Q {v}", "ek.mini": "{v} mini-GOLDEN Q", "ek.miniToggle": "mini-GOLDEN Q",
    "ek.pick.hidden": "Face-down card", "ek.pick.payment": "Entry card", "ek.pick.qPayment": "Card to pay", "ek.pick.found": "Picked card", "ek.pick.card": "The card",
    "ek.hidden": "Your face-down card (only this phone sees it)", "ek.hiddenTie": "Your next face-down card",
    "ek.payment": "Your entry card, face up in the pot", "ek.noPay": "Only one card: no entry to pay.",
    "ek.play": "Play", "ek.sealed": "Your face-down card: {card}. Waiting for the others.",
    "ek.qPay": "Using the Q card costs one card into the pot:", "ek.qFree": "No cards left: the Q card is free.",
    "ek.use": "Use the Q card", "ek.pass": "Pass it left",
    "ek.whose": "Whose card?", "ek.guess": "Your guess, before it is turned over", "ek.take": "Take it",
    "ek.picked": "The card {user} picked:", "ek.confirm": "Confirm", "ek.sending": "Sending…",
    "ek.b.reveal": "Everyone turns their face-down card over: each phone proves its card matches what it committed.",
    "ek.reveal": "Turn over my card: {card}", "ek.needsHttps": "Hash commits need a secure (https) connection to the server.",
    "ek.noNonce": "This phone did not commit your card, so it cannot prove it: turn it over from the phone that did.",
    "ekf.b.setup": "Each player enters the card that fixes their family.",
    "ekf.b.play": "{name} draws from the deck ({n} left).",
    "ekf.b.look": "{name} discarded the GOLDEN Q {v}: a look at the bottom or the top of the discard pile.",
    "ekf.b.take": "{name} takes the family cards needed.", "ekf.b.over": "The deck is finished: {names} win!",
    "ekf.end.bottom": "From the bottom", "ekf.end.top": "From the top", "ekf.window": "Tap the cards your family needs:",
    "ekf.take": "Take {n}", "ekf.familyCard": "Your family card", "ekf.drawn": "The card drawn",
    "ekf.family": "Its family:", "ekf.newFamily": "another family", "ekf.of": "family: {family}",
    "ekf.noFamily": "no family yet", "ekf.score": "{n} points", "ekf.scoreFull": "{n} points, complete family ×2",
    "ekf.discard": "Discard pile ({n}), bottom first",
    "ekc.b.setup": "Each player enters the 4 cards they drew, on their own phone.",
    "ekc.b.play": "{name}'s turn: try a card with a suggeritore, place a Golden Q, or pass.",
    "ekc.b.suggest": "{name} tries a card: {s}, which pile is it for?",
    "ekc.b.suggest2": "{name} tries a mini-GOLDEN Q card: {s}, name two piles.",
    "ekc.b.redraw": "{name} draws the top card of the deck.",
    "ekc.b.won": "{names} wins: no cards left in hand!", "ekc.b.stalled": "Nobody can place a card: {names} win with the fewest cards.",
    "ekc.b.noWinner": "Nobody can place a card: the match ends with no winner.",
    "ekc.right": "{s} guessed {piles}: right! {name}'s {card} goes on its pile.",
    "ekc.wrong": "{s} guessed {piles}: wrong. {name}'s {card} goes under the deck.",
    "ekc.gqPile": "Golden Q", "ekc.figure": "Figure", "ekc.drawn": "Your cards ({n} of 4), only this phone sees them",
    "ekc.add": "Add the card", "ekc.pass": "Pass: I can't place anything", "ekc.yourHand": "Your hand: tap a card",
    "ekc.tryCard": "The card you try", "ekc.placeOn": "Place it on {pile}", "ekc.suggester": "Your suggeritore",
    "ekc.try": "Try it", "ekc.sealedNote": "The other phones see the card only once the suggeritore has guessed.",
    "ekc.guess": "Which pile is the card for?", "ekc.guess2": "A mini-GOLDEN Q card: name two piles.",
    "ekc.redraw": "The card you drew from the top of the deck", "ekc.piles": "The piles ({n} cards in the deck)",
    "ekc.closed": "finished", "ekc.next": "needs {v}", "ekc.cycle": "climb {n}", "ekc.cards": "{n} cards in hand",
    "ekc.notReady": "entering their cards…",
  },
  it: {
    "ek.turn": "Turno {n}", "ek.you": "tu", "ek.counts": "{hand} in mano · {tesoretto} nel tesoretto",
    "ek.down": "✓ carta coperta", "ek.qHolder": "carta Q", "ek.top": "in cima al tesoretto: {cards}", "ek.value": "valore {v}",
    "ek.b.commit": "Turno {n}: ognuno mette una carta coperta, e una scoperta nel montepremi per entrare.",
    "ek.b.tie": "Pareggio tra {names}: giocano un'altra carta coperta, senza pagare.",
    "ek.b.decide": "{name} ha la carta Q: la usa o la passa a sinistra?",
    "ek.b.forced": "La carta Q è tornata a {name}, che deve usarla.",
    "ek.b.pick": "{name} usa la carta Q: prende una carta di un avversario e ne dice prima il numero.",
    "ek.b.result": "{target}, che carta ha preso {user}?", "ek.wait": "Si aspetta {names}.",
    "ek.ownPhone": "Ogni giocatore mette la sua carta dal proprio telefono.",
    "ek.pot": "Montepremi: {n} carte", "ek.faceUp": "scoperte: {cards}", "ek.table": "Sul tavolo",
    "ek.tieN": "spareggio {n}",
    "ek.pickLine": "Presa {n}: {source} di {target}, detto {guess}", "ek.found": "{card} ({delta})",
    "ek.from.hand": "Dalla mano", "ek.from.tesoretto": "Dal tesoretto", "ek.src.hand": "mano", "ek.src.tesoretto": "tesoretto",
    "ek.last": "Turno {n}: {name} vince {cards} carte", "ek.lastAuto": "Turno {n}: {name} vince {cards} carte, unico a poter continuare",
    "ek.lastNone": "Turno {n}: nessuno vince; le {cards} carte restano nel montepremi",
    "ek.r.golden_q": "{name} vince la partita con la GOLDEN Q n°{v}!",
    "ek.r.mini_golden_q": "{name} vince la partita: due mini-GOLDEN Q di fila!",
    "ek.r.all_cards": "{name} vince la partita: è l'unico rimasto con le carte!",
    "ek.r.draw": "Partita patta: nessuno ha più carte.", "ek.points": "{n} punti torneo",
    "ek.gq": "GOLDEN Q {v}", "ek.mini": "{v} mini-GOLDEN Q", "ek.miniToggle": "mini-GOLDEN Q",
    "ek.pick.hidden": "Carta coperta", "ek.pick.payment": "Carta d'entrata", "ek.pick.qPayment": "Carta da pagare", "ek.pick.found": "Carta presa", "ek.pick.card": "La carta",
    "ek.hidden": "La tua carta coperta (la vede solo questo telefono)", "ek.hiddenTie": "La tua prossima carta coperta",
    "ek.payment": "La tua carta d'entrata, scoperta nel montepremi", "ek.noPay": "Una sola carta: niente entrata da pagare.",
    "ek.play": "Gioca", "ek.sealed": "La tua carta coperta: {card}. Si aspettano gli altri.",
    "ek.qPay": "Usare la carta Q costa una carta nel montepremi:", "ek.qFree": "Non hai più carte: la carta Q è gratis.",
    "ek.use": "Usa la carta Q", "ek.pass": "Passala a sinistra",
    "ek.whose": "Di chi è la carta?", "ek.guess": "Il tuo numero, prima di scoprirla", "ek.take": "Prendi",
    "ek.picked": "La carta presa da {user}:", "ek.confirm": "Conferma", "ek.sending": "Invio…",
    "ek.b.reveal": "Tutti girano la carta coperta: ogni telefono dimostra che è quella impegnata.",
    "ek.reveal": "Gira la mia carta: {card}", "ek.needsHttps": "Le carte coperte con hash richiedono una connessione sicura (https) al server.",
    "ek.noNonce": "Questo telefono non ha impegnato la tua carta e non può dimostrarla: girala dal telefono che l'ha impegnata.",
    "ekf.b.setup": "Ognuno inserisce la carta che fissa la sua famiglia.",
    "ekf.b.play": "{name} pesca dal mazzo (ne restano {n}).",
    "ekf.b.look": "{name} ha scartato la GOLDEN Q {v}: guarda in fondo o in cima agli scarti.",
    "ekf.b.take": "{name} prende le carte della famiglia che gli servono.", "ekf.b.over": "Il mazzo è finito: vince {names}!",
    "ekf.end.bottom": "Dal fondo", "ekf.end.top": "Dalla cima", "ekf.window": "Tocca le carte che servono alla tua famiglia:",
    "ekf.take": "Prendi {n}", "ekf.familyCard": "La tua carta famiglia", "ekf.drawn": "La carta pescata",
    "ekf.family": "La sua famiglia:", "ekf.newFamily": "un'altra famiglia", "ekf.of": "famiglia: {family}",
    "ekf.noFamily": "famiglia da scegliere", "ekf.score": "{n} punti", "ekf.scoreFull": "{n} punti, famiglia completa ×2",
    "ekf.discard": "Scarti ({n}), dal fondo",
    "ekc.b.setup": "Ognuno inserisce le 4 carte pescate, dal proprio telefono.",
    "ekc.b.play": "Tocca a {name}: prova una carta con un suggeritore, metti una GOLDEN Q, o passa.",
    "ekc.b.suggest": "{name} prova una carta: {s}, su quale pila va?",
    "ekc.b.suggest2": "{name} prova una carta mini-GOLDEN Q: {s}, indica due pile.",
    "ekc.b.redraw": "{name} pesca la prima carta del mazzo.",
    "ekc.b.won": "Vince {names}: nessuna carta in mano!", "ekc.b.stalled": "Nessuno può mettere una carta: vince {names}, con meno carte.",
    "ekc.b.noWinner": "Nessuno può mettere una carta: la partita finisce senza vincitori.",
    "ekc.right": "{s} ha detto {piles}: giusto! Il {card} di {name} va sulla sua pila.",
    "ekc.wrong": "{s} ha detto {piles}: sbagliato. Il {card} di {name} va sotto il mazzo.",
    "ekc.gqPile": "GOLDEN Q", "ekc.figure": "Figura", "ekc.drawn": "Le tue carte ({n} di 4), le vede solo questo telefono",
    "ekc.add": "Aggiungi la carta", "ekc.pass": "Passo: non posso mettere niente", "ekc.yourHand": "La tua mano: tocca una carta",
    "ekc.tryCard": "La carta che provi", "ekc.placeOn": "Mettila su {pile}", "ekc.suggester": "Il tuo suggeritore",
    "ekc.try": "Prova", "ekc.sealedNote": "Gli altri telefoni vedono la carta solo dopo la risposta del suggeritore.",
    "ekc.guess": "Su quale pila va la carta?", "ekc.guess2": "Una carta mini-GOLDEN Q: indica due pile.",
    "ekc.redraw": "La carta pescata dalla cima del mazzo", "ekc.piles": "Le pile ({n} carte nel mazzo)",
    "ekc.closed": "chiusa", "ekc.next": "serve il {v}", "ekc.cycle": "scalata {n}", "ekc.cards": "{n} carte in mano",
    "ekc.notReady": "sta inserendo le carte…",
  },
};

const entries = new WeakMap();  // root -> the move being entered, kept across live updates

export function render(root, ctx) {
  const s = ctx.view.state;
  // What this phone is entering survives other phones' commits and reveals, not its own.
  const key = [ctx.view.id, s.phase, s.turn, s.round, s.q?.holder, s.q?.picks.length, Boolean(s.my_commit),
    s.to_reveal?.includes(ctx.mySeat), s.deck_count, s.active].join("|");
  let kept = entries.get(root);
  if (!kept || kept.key !== key) entries.set(root, (kept = {key, e: {}}));
  const c = {...ctx, redraw: () => root.isConnected && render(root, ctx)};
  const variant = {family: familyScreen, climb: climbScreen}[s.variant] || screen;
  redraw(root, el("div", {class: "ek"}, variant(c, kept.e)));
}

function screen(c, e) {
  const s = c.view.state;
  return [s.result ? result(c) : banner(c), lastTurn(c), panel(c, e), players(c), pot(c), picks(c)];
}

function banner(c) {
  const {t, names} = c;
  const s = c.view.state;
  const list = (seats) => seats.map((x) => names[x]).join(", ");
  const line = {
    commit: () => (s.round === 1 ? t("ek.b.commit", {n: s.turn}) : t("ek.b.tie", {names: list(s.commit_list)})),
    q_decision: () => t(s.q.forced ? "ek.b.forced" : "ek.b.decide", {name: names[s.q.holder]}),
    reveal: () => t("ek.b.reveal"),
    q_pick: () => t("ek.b.pick", {name: names[s.q.user]}),
    q_pick_result: () => t("ek.b.result", {target: names[s.q.picks.at(-1).target], user: names[s.q.user]}),
  }[s.phase]();
  const mine = c.view.to_move.includes(c.mySeat);
  return el("section", {class: `ek-banner${mine ? " ek-mine" : ""}`, role: "status", "data-testid": "ek-banner"},
    el("p", {text: line}), el("p", {class: "muted", text: t("ek.wait", {names: list(c.view.to_move)})}));
}

/** The seat this phone enters for now: its own, or (the host phone) the one a public move waits on. */
function actor(c) {
  const waiting = c.view.to_move;
  if (waiting.includes(c.mySeat)) return c.mySeat;
  // A seated phone enters only its own; the host phone (seated too or not) a public move of another.
  if ((c.mySeat != null && !c.host) || c.view.state.phase === "commit") return null;
  return waiting.find((seat) => c.canAct(seat)) ?? null;
}

function panel(c, e) {
  const s = c.view.state;
  if (s.result) return null;
  const seat = actor(c);
  if (s.phase === "commit" && c.mySeat == null) return el("p", {class: "muted", text: c.t("ek.ownPhone")});
  if (seat == null && !(s.phase === "commit" && s.my_commit)) return null;
  if (e.sent || c.pending.length) return el("p", {class: "muted", "data-testid": "ek-sending", text: c.t("ek.sending")});
  const body = {commit: commitPanel, q_decision: decisionPanel, reveal: revealPanel, q_pick: pickPanel,
    q_pick_result: resultPanel}[s.phase];
  return el("section", {class: "ek-panel", "data-testid": "ek-panel"}, body(c, e, seat ?? c.mySeat));
}

function players(c) {
  const {t, names} = c;
  const s = c.view.state;
  return el("section", {class: "ek-players"}, s.seats.map((p, seat) => el("article", {
    class: `ek-player${s.q.holder === seat ? " ek-q" : ""}`, "data-testid": `ek-player-${seat}`},
  el("h3", {}, names[seat], seat === c.mySeat && ` · ${t("ek.you")}`, s.q.holder === seat && el("span", {class: "ek-badge", text: t("ek.qHolder")})),
  el("p", {class: "muted", "data-testid": `ek-counts-${seat}`, text: t("ek.counts", {hand: p.hand, tesoretto: p.tesoretto})}),
  s.committed.includes(seat) && el("p", {text: t("ek.down")}),
  s.values[seat] != null && el("p", {"data-testid": `ek-value-${seat}`, text: t("ek.value", {v: s.values[seat]})}),
  p.known_top.length > 0 && el("p", {class: "muted", text: t("ek.top", {cards: p.known_top.map((x) => name(t, x)).join(", ")})}))));
}

function pot(c) {
  const {t, names} = c;
  const s = c.view.state;
  return el("section", {class: "ek-pot", "data-testid": "ek-pot"},
    el("h3", {text: t("ek.pot", {n: s.pot.cards})}),
    s.pot.known.length > 0 && el("p", {class: "muted", text: t("ek.faceUp", {cards: s.pot.known.map((x) => name(t, x)).join(", ")})}),
    s.table.length > 0 && [el("h3", {text: t("ek.table")}), el("ul", {"data-testid": "ek-table"}, s.table.map((x) =>
      el("li", {text: `${names[x.seat]}: ${name(t, x.card)}${x.round > 1 ? ` (${t("ek.tieN", {n: x.round - 1})})` : ""}`})))]);
}

function picks(c) {
  const {t, names} = c;
  const q = c.view.state.q;
  if (!q.picks.length) return null;
  return el("ul", {class: "ek-picks", "data-testid": "ek-picks"}, q.picks.map((p) => el("li", {},
    t("ek.pickLine", {n: p.n, target: names[p.target], source: t(`ek.src.${p.source}`), guess: p.guess}),
    p.card && `: ${t("ek.found", {card: name(t, p.card), delta: p.delta > 0 ? `+${p.delta}` : p.delta})}`)));
}

function lastTurn(c) {
  const {t, names} = c;
  const x = c.view.state.last_turn;
  if (!x) return null;
  const key = x.winner == null ? "ek.lastNone" : x.automatic ? "ek.lastAuto" : "ek.last";
  return el("p", {class: "ek-last", "data-testid": "ek-last", text: t(key, {n: x.turn, name: names[x.winner], cards: x.cards})});
}

function result(c) {
  const {t, names} = c;
  const r = c.view.state.result;
  return el("section", {class: "ek-banner ek-win", role: "status", "data-testid": "ek-result"},
    el("strong", {text: t(`ek.r.${r.type}`, {name: names[r.winner], v: r.golden_q_value})}),
    r.tournament_points > 0 && el("p", {text: t("ek.points", {n: r.tournament_points})}));
}
