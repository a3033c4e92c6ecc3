// Decided together (docs/games/2p6c.md §3.6, §3.7): challenges, the last word's window, ending, the initial word.
import {el} from "../../dom.js";
import {call} from "../../api.js";
import {match} from "../../store.js";
import {keptCountdown} from "../../components/countdown.js";
import {btn, ruleText} from "./cards.js";
import {cellMap} from "./board.js";
import {declare} from "./entry.js";

const sent = (ctx, type) => ctx.pending.some((m) => m.type === type && m.seat === ctx.mySeat);
const votes = (ctx, list) => list.map((v) => `${ctx.names[v.seat]}: ${ctx.t(`tp.v.${v.verdict}`)}`).join(" · ");
const box = (testid, ...children) => el("section", {class: "tp-box", "data-testid": testid}, ...children);
const pair = (ctx, move, key, values, seat) => el("div", {class: "tp-actions"}, values.map((v, i) =>
  btn(ctx.t(`tp.v.${v}`), `tp-${move}-${v}`, () => ctx.submit(move, seat, {[key]: v}), i === 0)));

export function verdict(ctx) {
  const v = ctx.view.state.verdict;
  return v && el("p", {class: `tp-banner${v.rule === "2P6C-WORD-STANDS" ? "" : " tp-bad"}`, role: "status",
    "data-testid": "tp-verdict", "data-rule": v.rule, text: ruleText(ctx, v.rule, {text: v.text})});
}

export function challenges(ctx, st) {
  const {t, names, mySeat: me} = ctx;
  const s = ctx.view.state;
  const c = s.challenge;
  const w = s.challengeable;
  if (c) {
    const voted = c.votes.some((v) => v.seat === me);
    return box("tp-challenge-box",
      el("strong", {text: t("tp.chBy", {who: names[c.challenger], text: c.texts.join(", "), author: names[c.author]})}),
      el("p", {class: "tp-muted", text: t(`tp.m.${c.method}`, {names: c.jury.map((j) => names[j]).join(", ")})}),
      s.word_policy.notes && el("p", {class: "tp-muted", text: t("tp.notes", {text: s.word_policy.notes})}),
      c.votes.length > 0 && el("p", {"data-testid": "tp-jury-votes", text: votes(ctx, c.votes)}),
      c.status === "open" && c.jury.includes(me) && !voted && !sent(ctx, "jury_vote") &&
        pair(ctx, "jury_vote", "verdict", ["allowed", "not_allowed"], me),
      c.awaiting_reward && (me === c.challenger ? !sent(ctx, "reward_chosen") && pair(ctx, "reward_chosen", "choice", ["take", "tuck"], me)
        : el("p", {class: "tp-muted", text: t("tp.waitReward", {name: names[c.challenger]})})));
  }
  if (!w || s.hands.length < 2) return null;
  const final = s.phase === "final_challenge";
  const mine = me != null && me !== w.author;
  if (!final && (!mine || sent(ctx, "challenge_filed"))) return null;
  const text = w.words.map((x) => x.text).join(", ");
  return box("tp-window",
    final && el("p", {text: t("tp.final", {reason: t(`tp.end.${s.end_reason}`)})}), final && clock(ctx, st),
    mine && !sent(ctx, "challenge_filed") && btn(t("tp.challenge", {text}), "tp-challenge",
      () => ctx.submit("challenge_filed", me, {target_seq: w.seq}), final),
    final && mine && !s.final_passed.includes(me) && !sent(ctx, "no_challenge") &&
      btn(t("tp.noChallenge"), "tp-no-challenge", () => ctx.submit("no_challenge", me, {})),
    final && s.final_passed.length > 0 && el("p", {class: "tp-muted",
      text: t("tp.passed", {names: s.final_passed.map((p) => names[p]).join(", ")})}));
}

function clock(ctx, st) {
  const at = ctx.view.state.final_closes_at;
  return keptCountdown(st, "clock", at, {grace_ms: 300, onExpire: () => close(st, at)});
}

// At its deadline every phone closes the window, outside the outbox: one is first, and
// FINAL-WINDOW-OPEN (this phone's clock is early) means try again in a second.
async function close(st, at) {
  const {view, mySeat} = st.ctx;
  const s = view.state;
  if (!st.root.isConnected || s.phase !== "final_challenge" || s.final_closes_at !== at || s.challenge) return;
  const body = {type: "final_challenge_closed", seat: mySeat, payload: {}};
  const answer = await call("POST", `/matches/${view.id}/moves`, {token: match(view.id)?.token, body}).catch(() => null);
  if (!answer || answer.status >= 429 || answer.data?.rule === "2P6C-FINAL-WINDOW-OPEN") setTimeout(() => close(st, at), 1000);
}

export function ending(ctx) {
  const {t, names, mySeat: me} = ctx;
  const s = ctx.view.state;
  const p = s.end_proposal;
  if (s.phase !== "play" || me == null) return null;
  if (!p) {
    return !s.challenge && !sent(ctx, "end_proposed") &&
      btn(t("tp.propose"), "tp-end-propose", () => ctx.submit("end_proposed", me, {}));
  }
  return box("tp-end", el("strong", {text: t("tp.endBy", {name: names[p.proposer]})}),
    el("p", {class: "tp-muted", text: votes(ctx, p.votes)}),
    !p.votes.some((v) => v.seat === me) && !sent(ctx, "end_vote") && pair(ctx, "end_vote", "verdict", ["accept", "reject"], me));
}

/** The six initial cards' word (§2.1): declared by anyone, accepted by the list or by everyone. */
export function initialWord(ctx, st) {
  const {t, names, mySeat: me, view} = ctx;
  const s = view.state;
  if (s.initial_word) return el("p", {"data-testid": "tp-iw-done", text: t("tp.iwDone", {text: s.initial_word.text})});
  const p = s.initial_proposal;
  if (p) {
    return box("tp-iw-vote", el("strong", {text: t("tp.iwBy", {name: names[p.proposer], text: p.text})}),
      el("p", {class: "tp-muted", text: votes(ctx, p.votes)}),
      me != null && !s.word_policy.source.startsWith("list:") && !p.votes.some((v) => v.seat === me) &&
        !sent(ctx, "initial_word_vote") && pair(ctx, "initial_word_vote", "verdict", ["allowed", "not_allowed"], me));
  }
  // The last word the list or a vote turned down: anyone may declare another (A17).
  const refused = s.initial_refused && el("p", {class: "tp-banner tp-bad", role: "status", "data-testid": "tp-iw-refused",
    "data-method": s.initial_refused.method, text: ruleText(ctx, s.initial_refused.rule, {text: s.initial_refused.text})});
  const all = new Map([...cellMap(s).values()].flat().map((c) => [c.id, c]));
  const send = (form) => ctx.submit("initial_word_declared", me, form).then((r) => { if (r.ok) st["tp-iw"] = null; });
  return [refused, el("details", {class: "tp-box", open: st.iwOpen || null, ontoggle: (e) => { st.iwOpen = e.target.open; }},
    el("summary", {"data-testid": "tp-iw-open", text: t("tp.iw")}),
    declare(ctx, st, "tp-iw", s.initial_ids.map((id) => [all.get(id)]), send))];
}
