// A community's rankings: each member's best and median Ultimate Index and percentile rank,
// nothing else about their matches; and sharing one of your own results with it.
import {append, el} from "../dom.js";
import {tn} from "../i18n.js";
import {profile, soloCall} from "../profile.js";

export async function show(root, [id], {t, navigate, showProblem}) {
  if (!profile()) return navigate("#/solo");
  const [communities, rankings, history] = await Promise.all([
    soloCall("GET", "/players/me/communities", {}, showProblem, t),
    soloCall("GET", `/communities/${encodeURIComponent(id)}/rankings`, {}, showProblem, t),
    soloCall("GET", "/players/me/results", {}, showProblem, t)]);
  if (!communities || !rankings || !history) return;
  const community = communities.find((c) => c.id === id);
  const {p25_display: p25, p50_display: p50, p75_display: p75, p90_display: p90} = rankings.percentiles;
  append(root, el("p", {}, el("a", {class: "button", href: "#/solo"}, t("solo.back"))),
    el("h1", {}, community.name),
    el("p", {class: "muted"}, [t(`solo.kind.${community.kind}`), community.region, tn("solo.members", community.members)]
      .filter(Boolean).join(" · ")),
    el("p", {}, t("solo.code"), " ", el("strong", {"data-testid": "community-code"}, community.code)),
    el("h2", {}, t("solo.rankings")),
    rankings.rankings.length ? el("table", {"data-testid": "community-rankings"},
      el("thead", {}, el("tr", {}, ["#", t("solo.player"), t("solo.bestUin"), t("solo.medianUin"), t("solo.percentile")]
        .map((h) => el("th", {}, h)))),
      el("tbody", {}, rankings.rankings.map((r, i) => el("tr", {class: r.me ? "me" : null, "data-testid": `community-rank-${i}`},
        el("td", {}, String(i + 1)), el("td", {}, r.name), el("td", {}, r.best_uin_display), el("td", {}, r.median_uin_display),
        el("td", {}, r.percentile_rank_display)))))
      : el("p", {class: "muted"}, t("solo.noRankings")),
    p50 !== null ? el("p", {class: "help", "data-testid": "community-percentiles"},
      t("solo.percentiles", {p25, p50, p75, p90})) : null,
    el("h2", {}, t("solo.share")), shareForm(id, history.results, t, showProblem, navigate));
}

function shareForm(id, results, t, showProblem, navigate) {
  if (!results.length) return el("p", {class: "muted"}, t("solo.none"));
  const pick = el("select", {id: "share-result", "data-testid": "community-share-pick"},
    [...results].reverse().map((r) => el("option", {value: r.id},
      `${new Date(r.finished_at).toLocaleDateString()} · UIN ${r.uin_display}`)));
  return el("div", {class: "row"}, el("div", {class: "grow"}, pick),
    el("button", {type: "button", class: "primary", "data-testid": "community-share", onclick: async () => {
      const shared = await soloCall("POST", `/communities/${encodeURIComponent(id)}/results`,
        {body: {result_id: pick.value}}, showProblem, t);
      if (shared) navigate(`#/solo/community/${id}`);
    }}, t("solo.shareGo")));
}
