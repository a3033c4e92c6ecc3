// What a series organiser does: a new event with returning members ticked and new names typed,
// a member ahead of their first event, each member's card code, and entries to link to a member.
import {call, games} from "../../api.js";
import {button, el} from "../../dom.js";
import {saveTournament, tournament, tournaments} from "../../tournaments.js";
import {fillScorings} from "../tournament/scoring-choice.js";

export function organiserPanel(view, t, act, {navigate, showProblem, token}) {
  const name = el("input", {id: "se-name", maxlength: 80, dataset: {testid: "se-name"}});
  // Filled once the catalogue answers; an event made before that takes the game's own scoring.
  const profile = el("select", {id: "se-profile", dataset: {testid: "se-profile"}});
  games().then((list) => fillScorings(profile, list.find((g) => g.slug === view.game), t), () => fillScorings(profile, null, t));
  const rounds = el("input", {id: "se-rounds", type: "number", min: 1, max: 50, value: 3, inputmode: "numeric",
    dataset: {testid: "se-rounds"}});
  const returning = view.members.map((m) => el("label", {class: "row"},
    el("input", {type: "checkbox", value: String(m.id), dataset: {testid: `se-member-${m.id}`}}), m.name));
  const fresh = el("textarea", {id: "se-players", rows: 3, dataset: {testid: "se-players"}, placeholder: t("tour.playersHint")});
  const newEvent = async () => {
    const body = {name: name.value.trim(), profile: profile.value ? {kind: profile.value} : undefined, rounds: Number(rounds.value) || null,
      members: returning.map((label) => label.firstChild).filter((box) => box.checked).map((box) => Number(box.value)),
      players: fresh.value.split(/[\n,]+/).map((n) => n.trim()).filter(Boolean)};
    const answer = await call("POST", `/series/${view.id}/tournaments`, {token, body})
      .catch(() => ({ok: false, data: {detail: t("net.needed")}}));
    if (!answer.ok) return showProblem(answer.data, view.game);
    saveTournament({id: answer.data.id, name: body.name, token: answer.data.organiser_token, role: "organiser"});
    navigate(`#/tournament/${answer.data.id}`);
  };
  const member = el("input", {id: "se-new-member", maxlength: 40, dataset: {testid: "se-new-member"}});
  // Tournaments this phone organises that are no event of the series yet: one may join it.
  const events = new Set(view.events.map((event) => event.id));
  const mine = tournaments().filter((x) => x.role === "organiser" && !events.has(x.id));
  const attachable = el("select", {id: "se-attach", dataset: {testid: "se-attach"}},
    mine.map((x) => el("option", {value: x.id}, x.name)));
  const attach = () => {
    const chosen = tournament(attachable.value);
    if (chosen) act("POST", "/attach", {tournament: chosen.id, tournament_token: chosen.token});
  };
  return el("section", {class: "stack", dataset: {testid: "series-organiser"}},
    el("details", {}, el("summary", {dataset: {testid: "se-new-event"}}, t("series.newEvent")),
      el("label", {for: "se-name"}, t("series.eventName")), name, el("label", {for: "se-profile"}, t("tour.profile")), profile,
      el("label", {for: "se-rounds"}, t("tour.rounds")), rounds,
      view.members.length > 0 && el("fieldset", {}, el("legend", {}, t("series.returning")), returning),
      el("label", {for: "se-players"}, t("series.newPlayers")), fresh,
      button(t("series.makeEvent"), "se-make-event", newEvent, {class: "primary"})),
    mine.length > 0 && el("details", {}, el("summary", {dataset: {testid: "se-attach-open"}}, t("series.attach")),
      el("label", {for: "se-attach"}, t("series.attachWhich")), attachable,
      button(t("series.attachNow"), "se-attach-now", attach)),
    el("h2", {}, t("series.members")),
    el("a", {class: "button", href: `#/series/${view.id}/cards`, dataset: {testid: "se-print-cards"}}, t("series.printCards")),
    el("ul", {class: "list", dataset: {testid: "series-members"}}, view.members.map((m) => el("li", {},
      `${m.name} · `, el("code", {dataset: {testid: `series-card-${m.id}`}}, m.code)))),
    el("label", {for: "se-new-member"}, t("series.newMemberName")),
    el("div", {class: "row"}, member,
      button(t("series.addMember"), "se-add-member", () => member.value.trim() && act("POST", "/members", {name: member.value.trim()}))),
    view.unlinked.length > 0 && el("h2", {}, t("series.unlinked")),
    view.unlinked.length > 0 && el("ul", {class: "list", dataset: {testid: "series-unlinked"}}, view.unlinked.map((entry) => {
      const pick = el("select", {"aria-label": t("series.linkTo", {name: entry.name})},
        view.members.map((m) => el("option", {value: String(m.id)}, m.name)));
      return el("li", {class: "row"}, `${entry.name} `, pick, button(t("series.link"), `se-link-${entry.tournament}-${entry.player}`,
        () => act("POST", "/links", {tournament: entry.tournament, player: entry.player, member: Number(pick.value)})));
    })));
}
