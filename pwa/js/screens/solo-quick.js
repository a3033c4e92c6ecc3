// A solo 2P6C game played on paper, logged quickly (depth "quick"): its figures, and the two house
// rules that change MLR and FTS as toggles. The match is made at that depth, logged and kept in the
// player's history, whose MLR, FTS and UIN are then shown.
import {call, game} from "../api.js";
import {button, el, replace} from "../dom.js";
import {figuresForm} from "../games/2p6c/quick-log.js";
import {newKey} from "../outbox.js";
import {profile, soloCall} from "../profile.js";
import {save} from "../store.js";

// The house rules last used are ticked again: a player keeps to one way of counting.
const LAST_HOUSE = "tr.soloQuick";
const HOUSE = {mlr_include_initial: false, fts_include_initial_word: true};

export async function show(root, _params, {t, navigate, showProblem}) {
  const mine = profile();
  if (!mine) return navigate("#/solo");
  entry(root, {mine, t, showProblem, made: null});
}

function entry(root, st) {
  const {t} = st;
  let house = {...HOUSE};
  try { house = {...house, ...JSON.parse(localStorage.getItem(LAST_HOUSE))}; } catch { /* none kept */ }
  const toggles = el("div", {class: "row quick-house", role: "group", "aria-label": t("solo.quickHouse")},
    Object.keys(HOUSE).map((name) => el("label", {class: "toggle"}, el("input", {type: "checkbox",
      "data-testid": `solo-quick-${name}`, checked: house[name], onchange: (e) => { house[name] = e.target.checked; }}),
    t(`solo.quick.${name}`))));
  const form = figuresForm(t, async (figures) => {
    form.button.disabled = true;
    localStorage.setItem(LAST_HOUSE, JSON.stringify(house));
    const done = await logGame(st, figures, {depth: "quick", ...house}).finally(() => { form.button.disabled = false; });
    if (done) shown(root, st, done);
  }, toggles);
  replace(root, el("h1", {}, t("solo.quickTitle")), el("p", {class: "help"}, t("solo.quickHelp")), form);
}

/** Made, logged and kept; null once a problem shows. A log the rules refused leaves its match
 * waiting: the next try logs it, unless the house rules changed. */
async function logGame(st, figures, options) {
  const {mine, t, showProblem} = st;
  const refused = (answer) => { showProblem(answer?.data || {detail: t("net.needed")}, "2p6c"); return null; };
  if (JSON.stringify(st.made?.options) !== JSON.stringify(options)) {
    const made = await call("POST", "/matches", {body: {game: "2p6c", players: [mine.name], options, host_seat: 0}})
      .catch(() => null);
    if (!made?.ok) return refused(made);
    st.made = {options, id: made.data.id, token: made.data.host_token, joinCode: made.data.join_code};
  }
  const {id, token, joinCode} = st.made;
  // The same figures sent again (their answer was lost) keep their key: logged once.
  const body = {type: "quick_log", seat: 0, payload: figures};
  if (JSON.stringify(st.made.body) !== JSON.stringify(body)) Object.assign(st.made, {body, key: newKey()});
  const logged = await call("POST", `/matches/${id}/moves`, {token, body, headers: {"Idempotency-Key": st.made.key}})
    .catch(() => null);
  if (!logged?.ok) return refused(logged);
  st.made = null;
  const kept = await soloCall("POST", "/players/me/results", {body: {match_id: id, seat_token: token}}, showProblem, t);
  // Not kept: the phone holds the match, which the solo page then offers to keep.
  if (!kept) save({id, game: "2p6c", title: (await game("2p6c")).title, token, seat: 0, host: true, names: [mine.name], joinCode});
  return {figures: kept || logged.data.match.result.solo, kept: Boolean(kept)};
}

function shown(root, st, {figures, kept}) {
  const {t} = st;
  replace(root, el("h1", {}, t("solo.quickTitle")),
    el("p", {role: "status", "data-testid": "solo-quick-kept"}, t(kept ? "solo.quickKept" : "solo.quickNotKept")),
    el("dl", {class: "quick-figures", "data-testid": "solo-quick-figures"},
      [["mlr", "MLR", figures.mlr_display], ["fts", "FTS", figures.fts], ["uin", t("solo.uin"), figures.uin_display]]
        .map(([key, name, value]) => [el("dt", {}, name), el("dd", {"data-testid": `solo-quick-${key}`}, value)])),
    el("div", {class: "row"}, button(t("solo.quickAgain"), "solo-quick-again", () => entry(root, st), {class: "primary"}),
      el("a", {class: "button", href: "#/solo", "data-testid": "solo-quick-back"}, t("solo.back"))));
}
