// A match as this phone may see it, for screens that read it once (the score sheet): live when
// the server answers, and then kept as the last known view; the last known view when the server
// cannot be reached. A refusal is the server's word and is never covered up by a kept copy.
import {call} from "./api.js";
import {language, t} from "./i18n.js";
import {recall, remember} from "./last-known.js";

/** Resolves {view, keptAt: null} live, {view, keptAt: <ms>} last known, or {problem}. */
export async function matchView(id, token) {
  const answer = await call("GET", `/matches/${id}`, {token}).catch(() => null);
  if (answer?.ok) {
    await remember("match", id, answer.data, {lang: language(), version: answer.data.version});
    return {view: answer.data, keptAt: null};
  }
  if (answer) return {problem: answer.data};
  const kept = await recall("match", id, {lang: language()});
  return kept ? {view: kept.data, keptAt: kept.savedAt} : {problem: {detail: t("offline.never")}};
}
