// A community's rankings: each member's best and median Ultimate Index and percentile rank, and
// whether their results were refereed or logged quickly, nothing else about their matches, counted
// over every result or only one kind; sharing one of your own results with it, withdrawing one,
// and leaving it.
import {append, button, el, replace} from "../dom.js";
import {tn} from "../i18n.js";
import {askFirst} from "../components/ask-first.js";
import {profile, soloCall} from "../profile.js";

export async function show(root, [id], {t, navigate, showProblem}) {
  if (!profile()) return navigate("#/solo");
  const path = `/communities/${encodeURIComponent(id)}`;
  const [communities, rankings, history, shared] = await Promise.all([
    soloCall("GET", "/players/me/communities", {}, showProblem, t),
    soloCall("GET", `${path}/rankings`, {}, showProblem, t),
    soloCall("GET", "/players/me/results", {}, showProblem, t),
    soloCall("GET", `${path}/results`, {}, showProblem, t)]);
  if (!communities || !rankings || !history || !shared) return;
  const community = communities.find((c) => c.id === id);
  append(root, el("p", {}, el("a", {class: "button", href: "#/solo"}, t("solo.back"))),
    el("h1", {}, community.name),
    el("p", {class: "muted"}, [t(`solo.kind.${community.kind}`), community.region, tn("solo.members", community.members)]
      .filter(Boolean).join(" · ")),
    el("p", {}, t("solo.code"), " ", el("strong", {"data-testid": "community-code"}, community.code)),
    el("h2", {}, t("solo.rankings")),
    rankingsCounted(path, rankings, t, showProblem),
    el("h2", {}, t("solo.share")), shareForm(id, history.results, t, showProblem, navigate),
    el("h2", {}, t("solo.sharedHere")), sharedList(id, shared, history.results, t, showProblem, navigate),
    askFirst({label: t("solo.leave"), yes: t("solo.leaveYes"), no: t("solo.cancel"), testid: "community-leave",
      question: t(community.members > 1 ? "solo.leaveAsk" : "solo.leaveLastAsk", {name: community.name}),
      onYes: async () => {
        if (await soloCall("DELETE", `/players/me${path}`, {}, showProblem, t)) navigate("#/solo");
      }}));
}

const DEPTHS = ["every_move", "quick"];

/** The rankings, over every result shared here or only the refereed ones or the quick logs: one tap
 * on the filter counts them again. */
function rankingsCounted(path, first, t, showProblem) {
  const box = el("div", {class: "stack"});
  const draw = (rankings, depth) => replace(box,
    el("div", {class: "row depth-filter", role: "group", "aria-label": t("solo.filter"), "data-testid": "community-filter"},
      [null, ...DEPTHS].map((choice) => button(t(`solo.filter.${choice ?? "all"}`), `community-filter-${choice ?? "all"}`,
        async () => {
          const counted = await soloCall("GET", `${path}/rankings${choice ? `?depth=${choice}` : ""}`, {}, showProblem, t);
          if (counted) draw(counted, choice);
        }, {"aria-pressed": String(choice === depth)}))),
    rankingsTable(rankings, t), figuresLine(rankings, t));
  return draw(first, first.depth);
}

function rankingsTable({rankings}, t) {
  if (!rankings.length) return el("p", {class: "muted"}, t("solo.noRankings"));
  return el("table", {"data-testid": "community-rankings"},
    el("thead", {}, el("tr", {}, ["#", t("solo.player"), t("solo.bestUin"), t("solo.medianUin"), t("solo.percentile")]
      .map((h) => el("th", {}, h)))),
    el("tbody", {}, rankings.map((r, i) => el("tr", {class: r.me ? "me" : null, "data-testid": `community-rank-${i}`,
      "data-depths": r.depths.join(" ")},
      el("td", {}, String(i + 1)),
      el("td", {}, r.name, el("br"), el("small", {class: "muted", "data-testid": `community-depth-${i}`}, entered(r.depths, t))),
      el("td", {}, r.best_uin_display), el("td", {}, r.median_uin_display), el("td", {}, r.percentile_rank_display)))));
}

/** How a member's results counted here were entered: refereed, logged quickly, or both. */
const entered = (depths, t) => t(depths.length > 1 ? "solo.depth.both" : `solo.depth.${depths[0]}`);

function figuresLine({percentiles}, t) {
  const {p25_display: p25, p50_display: p50, p75_display: p75, p90_display: p90} = percentiles;
  return p50 !== null ? el("p", {class: "help", "data-testid": "community-percentiles"},
    t("solo.percentiles", {p25, p50, p75, p90})) : null;
}

/** One of your results in a line: when, its UIN, and whether it was logged quickly. */
const resultLine = (r, t) => [new Date(r.finished_at).toLocaleDateString(), `UIN ${r.uin_display}`,
  r.depth === "quick" && t("solo.depth.quick")].filter(Boolean).join(" · ");

/** Your results shared here, each withdrawn in one tap (sharing it again brings it back). */
function sharedList(id, shared, results, t, showProblem, navigate) {
  if (!shared.length) return el("p", {class: "muted"}, t("solo.sharedNone"));
  const byId = new Map(results.map((r) => [r.id, r]));
  return el("ul", {class: "list", "data-testid": "community-shared"}, shared.map(({result_id: resultId}) => {
    const r = byId.get(resultId);
    return el("li", {class: "row"}, el("span", {class: "grow"}, resultLine(r, t)),
      button(t("solo.withdraw"), `community-withdraw-${resultId}`, async () => {
        const done = await soloCall("DELETE", `/communities/${encodeURIComponent(id)}/results/${encodeURIComponent(resultId)}`,
          {}, showProblem, t);
        if (done) navigate(`#/solo/community/${id}`);
      }));
  }));
}

function shareForm(id, results, t, showProblem, navigate) {
  if (!results.length) return el("p", {class: "muted"}, t("solo.none"));
  const pick = el("select", {id: "share-result", "data-testid": "community-share-pick", "aria-label": t("solo.share")},
    [...results].reverse().map((r) => el("option", {value: r.id}, resultLine(r, t))));
  return el("div", {class: "row"}, el("div", {class: "grow"}, pick),
    el("button", {type: "button", class: "primary", "data-testid": "community-share", onclick: async () => {
      const shared = await soloCall("POST", `/communities/${encodeURIComponent(id)}/results`,
        {body: {result_id: pick.value}}, showProblem, t);
      if (shared) navigate(`#/solo/community/${id}`);
    }}, t("solo.shareGo")));
}
