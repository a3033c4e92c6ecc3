// A co-organiser's invitation link (#organise=<tournament>.<invitation>): exchanged once for
// their own organiser token, kept on this phone.
import {call} from "../api.js";
import {el} from "../dom.js";
import {saveTournament} from "../tournaments.js";

export async function show(root, [link], {t, navigate, showProblem}) {
  const [id, invite] = (link || "").split(".");
  const answer = await call("POST", `/tournaments/${id}/organisers`, {token: invite}).catch(() => null);
  if (!answer?.ok) {
    root.append(el("p", {}, t("tour.inviteUsed")));
    return showProblem(answer?.data || {detail: t("net.needed")});
  }
  const read = await call("GET", `/tournaments/${id}`, {token: answer.data.organiser_token});
  saveTournament({id, name: read.data?.name || id, token: answer.data.organiser_token, role: "organiser"});
  navigate(`#/tournament/${id}`);
}
