// Sixes review (docs/games/sixes.md §3.3): every list side by side in reveal order; tap a line for what it
// counts as the same and the proposals it allows; suggestions and votes in one tap; live scores.
import {el} from "../../dom.js";
import {tn} from "../../i18n.js";
import {confirmBar} from "../../components/move-entry.js";

const spot = ({seat, line}) => `${seat}-${line}`;
const lineAt = (r, {seat, line}) => r.lists.find((l) => l.seat === seat)?.lines[line - 1];
export const button = (text, testid, onclick, primary, extra = {}) =>
  el("button", {type: "button", class: primary ? "primary" : null, "data-testid": testid, onclick, ...extra}, text);

export function review(ctx, st, r, {head, ownLines, redraw, ruleText}) {
  const {t, mySeat, view} = ctx;
  const open = r.phase === "review";
  const paper = open && view.state.options.entry_mode === "paper" && mySeat != null;
  const mine = paper && r.lists.find((l) => l.seat === mySeat);
  const tap = (seat, line) => {
    const at = {seat, line};
    if (st.mergeFrom) {
      if (spot(st.mergeFrom) !== spot(at)) propose(ctx, "merge", [st.mergeFrom, at]);
      st.mergeFrom = null;
      st.sel = null;
    } else st.sel = st.sel && spot(st.sel) === spot(at) ? null : at;
    redraw();
  };
  return [[
    head(ctx, r),
    el("p", {class: "sx-banner", role: "status", text: t("sx.locked")}),
    r.proposals.length > 0 && proposals(ctx, r),
    open && suggestions(ctx, r),
    st.mergeFrom && el("p", {class: "sx-banner sx-pick", role: "status"}, t("sx.pick", {text: lineAt(r, st.mergeFrom).text}), " ",
      button(t("sx.cancel"), "sx-pick-cancel", () => { st.mergeFrom = null; redraw(); })),
    columns(ctx, r, {sel: st.sel, onTap: open && mySeat != null ? tap : null}),
    open && st.sel && !st.mergeFrom && linePanel(ctx, st, r, redraw, ruleText),
  ], mine ? ownLines(ctx, st, r, mine.lines, false) : null, [
    open && finish(ctx, st, r, redraw),
    scoreSheet(view, t),
  ]];
}

function propose(ctx, kind, targets) {
  ctx.submit("proposal_opened", ctx.mySeat, {kind, targets});
}

function describe(ctx, r, at) {
  return ctx.t("sx.target", {text: lineAt(r, at)?.text ?? "", name: ctx.names[at.seat], n: at.line});
}

// One column per list in reveal order (Lightning: the categories first).
export function columns(ctx, r, {sel = null, onTap = null, id = "sx"} = {}) {
  const {t, names} = ctx;
  const chosen = sel && lineAt(r, sel);
  const group = chosen?.class && spot(chosen.class);
  const suggested = new Set((r.suggestions || []).flatMap((s) => [spot(s.a), spot(s.b)]));
  return el("div", {class: "sx-lists", role: "group", "aria-label": t("sx.lists"), "data-testid": `${id}-lists`},
    r.type === "lightning" && el("section", {class: "sx-col sx-catcol"}, el("h3", {text: t("sx.categories")}),
      el("ol", {}, r.card_texts.map((text) => el("li", {}, el("span", {class: "sx-line", text}))))),
    r.lists.map((list) => el("section", {class: "sx-col", "data-testid": `${id}-list-${list.seat}`},
      el("h3", {}, el("span", {text: names[list.seat]}), el("strong", {"data-testid": `${id}-col-score-${list.seat}`, text: list.score})),
      el("ol", {}, list.lines.map((line) => {
        const at = {seat: list.seat, line: line.line};
        const classes = ["sx-line", `sx-${line.status}`,
          group && line.class && spot(line.class) === group && "sx-same", suggested.has(spot(at)) && "sx-sugg"].filter(Boolean);
        const body = [el("span", {class: "sx-text", text: line.text || "—"}),
          el("small", {text: `${t(`sx.st.${line.status}`)} · ${line.points > 0 ? "+" : ""}${line.points}`})];
        const attrs = {class: classes.join(" "), "data-testid": `${id}-line-${spot(at)}`, "data-status": line.status,
          "data-suggested": suggested.has(spot(at)) ? "1" : null};
        return el("li", {}, onTap ? el("button", {...attrs, type: "button", "aria-pressed": String(sel != null && spot(sel) === spot(at)),
          onclick: () => onTap(list.seat, line.line)}, body) : el("div", attrs, body));
      })))));
}

// The tapped line: what counts as the same, and the proposals the rules allow on it.
function linePanel(ctx, st, r, redraw, ruleText) {
  const {t, names} = ctx;
  const at = st.sel;
  const line = lineAt(r, at);
  const mates = r.lists.flatMap((l) => l.lines.filter((x) => line.class && x.class && spot(x.class) === spot(line.class)));
  const kinds = [
    !["EMPTY", "DISALLOWED", "CARD_WORD"].includes(line.status) && "disallow",
    line.card_word && line.status === "CARD_WORD" && "keep_card_word",
    mates.length > 1 && "split",
  ].filter(Boolean);
  return el("section", {class: "sx-panel", "data-testid": "sx-line-panel"},
    el("strong", {text: describe(ctx, r, at)}),
    el("p", {class: "sx-muted", text: line.same_as.length ? t("sx.sameAs", {list: line.same_as.map((mate) =>
      `${names[mate.seat]} ${mate.line}`).join(", ")}) : t("sx.alone")}),
    line.hints.map((id) => el("p", {class: "sx-hint", text: ruleText(ctx, id)})),
    el("div", {class: "sx-actions"},
      kinds.map((kind) => button(t(`sx.p.${kind}`), `sx-propose-${kind}`, () => { propose(ctx, kind, [at]); st.sel = null; redraw(); })),
      line.status !== "EMPTY" && button(t("sx.p.merge"), "sx-propose-merge", () => { st.mergeFrom = at; redraw(); }),
      button(t("sx.close"), "sx-panel-close", () => { st.sel = null; redraw(); })));
}

// The service's fuzzy "same item?" pairs: advice only; one tap opens the merge vote.
function suggestions(ctx, r) {
  const {t, pending, mySeat} = ctx;
  const pair = (a, b) => [spot(a), spot(b)].sort().join("|");
  const voting = new Set([
    ...r.proposals.filter((p) => p.status === "open" && p.kind === "merge").map((p) => pair(...p.targets)),
    ...pending.filter((m) => m.type === "proposal_opened" && m.payload.kind === "merge").map((m) => pair(...m.payload.targets))]);
  if (!r.suggestions.length) return null;
  return el("section", {class: "sx-sugs", "data-testid": "sx-suggestions"}, el("h3", {text: t("sx.suggestions")}),
    el("ul", {class: "sx-plain"}, r.suggestions.map((s) => {
      const id = `${spot(s.a)}-${spot(s.b)}`;
      return el("li", {class: "sx-sug", "data-testid": `sx-suggestion-${id}`},
        el("span", {text: `${describe(ctx, r, s.a)} ≈ ${describe(ctx, r, s.b)}`}),
        voting.has(pair(s.a, s.b)) ? el("small", {text: t("sx.ps.open")})
          : mySeat != null && button(t("sx.suggest"), `sx-suggest-${id}`, () => propose(ctx, "merge", [s.a, s.b]), true));
    })));
}

// The votes so far, and why that many yes are needed: the quorum in force and who may vote.
function tally(ctx, p, yes) {
  const {t, view} = ctx;
  const no = p.votes.length - yes;
  if (view.options.vote_quorum === "majority_of_voters") return t("sx.tallyVoters", {yes, no});
  if (p.voters.length === view.seats.length) return t("sx.tally", {yes, no, need: p.yes_needed, n: p.voters.length});
  if (!p.voters.length) return t("sx.tallyNoVoters");
  return tn("sx.tallyOthers", p.voters.length, {yes, no, need: p.yes_needed});
}

function proposals(ctx, r) {
  const {t, names, mySeat, pending} = ctx;
  const order = [...r.proposals].sort((a, b) => (a.status === "open" ? 0 : 1) - (b.status === "open" ? 0 : 1));
  return el("section", {class: "sx-votes", "data-testid": "sx-votes"}, el("h3", {text: t("sx.votes")}),
    el("ul", {class: "sx-plain"}, order.map((p) => {
      const yes = p.votes.filter((v) => v.yes).length;
      const mine = p.votes.find((v) => v.seat === mySeat);
      const sent = pending.some((m) => m.type === "vote_cast" && m.payload.proposal_id === p.id);
      const canVote = p.status === "open" && p.voters.includes(mySeat) && !mine && !sent;
      const vote = (v) => ctx.submit("vote_cast", mySeat, {proposal_id: p.id, yes: v});
      return el("li", {class: `sx-prop sx-p-${p.status}`, "data-testid": `sx-proposal-${p.id}`, "data-status": p.status},
        el("strong", {text: t(`sx.k.${p.kind}`, {a: describe(ctx, r, p.targets[0]), b: p.targets[1] ? describe(ctx, r, p.targets[1]) : ""})}),
        el("small", {text: `${t("sx.by", {name: names[p.proposer]})} · ${t(`sx.ps.${p.status}`)}`}),
        el("span", {"data-testid": `sx-tally-${p.id}`, text: tally(ctx, p, yes)}),
        canVote && el("div", {class: "sx-actions"}, button(t("sx.yes"), `sx-yes-${p.id}`, () => vote(true), true),
          button(t("sx.no"), `sx-no-${p.id}`, () => vote(false))),
        mine && el("small", {text: t(mine.yes ? "sx.votedYes" : "sx.votedNo")}));
    })));
}

function finish(ctx, st, r, redraw) {
  const {t, mySeat} = ctx;
  if (mySeat !== r.reader && mySeat != null) {
    return el("p", {class: "sx-muted", text: t("sx.waitFinish", {name: ctx.names[r.reader]})});
  }
  const send = (force) => { st.confirm = false; ctx.submit("round_finalized", r.reader, {force}); };
  const stillOpen = r.proposals.some((p) => p.status === "open");
  if (st.confirm && stillOpen) {
    return el("div", {class: "sx-panel", role: "alertdialog", "aria-label": t("sx.finishOpen")},
      confirmBar("sx-finish", {summary: t("sx.finishOpen"), confirm: t("sx.finishForce"), cancel: t("sx.cancel"),
        onSend: () => send(true), onCancel: () => { st.confirm = false; redraw(); }, testids: {submit: "sx-finish-force"}}));
  }
  return button(t("sx.finish"), "sx-finish", () => {
    if (!stillOpen) return send(false);
    st.confirm = true;
    redraw();
  }, true);
}

// The last scored round's lists, folded away under the score sheet.
export function lastRound(ctx) {
  const r = ctx.view.state.history.at(-1);
  return r ? el("details", {class: "sx-past"}, el("summary", {text: ctx.t("sx.past", {n: r.number})}), columns(ctx, r, {id: "sx-past"})) : null;
}

// Rounds × players, the live round and the totals (also the scores tab, {heading: false}).
export function scoreSheet(view, t, {heading = true} = {}) {
  const names = view.seats.map((seat) => seat.name);
  const {rounds, totals, live, leaders} = view.scores;
  const row = (label, scores, id, lead = []) => el("tr", {class: id === "sx-live" ? "sx-liverow" : null},
    el("th", {scope: "row", text: label}),
    scores.map((n, seat) => el("td", {class: lead.includes(seat) ? "sx-lead" : null, "data-testid": `${id}-${seat}`, text: n ?? "–"})));
  return el("section", {class: "sx-sheet", "data-testid": "sx-sheet"},
    heading && el("h3", {text: t("sx.scores")}),
    rounds.length || live ? el("div", {class: "sx-scroll"}, el("table", {"data-testid": "sx-scores"},
      el("thead", {}, el("tr", {}, el("th", {scope: "col", text: t("sx.roundCol")}),
        names.map((name) => el("th", {scope: "col", text: name})))),
      el("tbody", {}, rounds.map((r) => row(`${r.round} · ${t(`sx.type.${r.type}`)}`, r.scores, `sx-score-${r.round}`)),
        live && row(`${live.round} · ${t("sx.live")}`, live.scores, "sx-live")),
      el("tfoot", {}, row(t("sx.total"), totals, "sx-total", rounds.length ? leaders : []))))
      : el("p", {class: "sx-muted", text: t("sx.noRounds")}));
}
