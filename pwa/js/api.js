// The API client: JSON in and out, the phone's language, tokens only ever in a header.
import {language} from "./i18n.js";
import {recall, remember} from "./last-known.js";
import {reachedServer} from "./network.js";

export class Offline extends Error {}

/** Returns {status, ok, data, etag}; throws Offline when the network is unreachable. */
export async function call(method, path, {token, body, headers = {}} = {}) {
  const init = {method, headers: {"Accept-Language": language(), ...headers}, cache: "no-store"};
  if (token) init.headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(`/api/v1${path}`, init);
  } catch (error) {
    reachedServer(false);
    throw new Offline(String(error));
  }
  reachedServer(true);
  const type = response.headers.get("Content-Type") || "";
  // A 204 (a deletion) says JSON but carries nothing to read.
  const data = response.status !== 204 && type.includes("json") ? await response.json() : null;
  return {status: response.status, ok: response.ok, data, etag: response.headers.get("ETag")};
}

// Per language and game, the promise of its catalogue entry: screens that ask at once (the home
// screen asks twice as it opens) share one request.
const kept = new Map();

/** The catalogue entry of one game (options, moves, rules), fetched once per language (its words
 * for players: titles, help, move names, come in the phone's language); offline, the one this
 * phone kept the last time it fetched it in this language (throws Offline when it never did). */
export const game = (slug) => catalogue(`/games/${encodeURIComponent(slug)}`, slug);

/** Every game's title and one-line summary, kept the same way (the home screen's How to play). */
export const games = () => catalogue("/games", "*");

function catalogue(path, id) {
  const key = `${language()} ${id}`;
  if (!kept.has(key)) {
    const asked = ask(path, id);
    kept.set(key, asked.then(({data}) => data));
    // Only the server's answer is kept: a copy recalled offline, or a failure, is asked for again.
    asked.then(({live}) => live || kept.delete(key), () => kept.delete(key));
  }
  return kept.get(key);
}

async function ask(path, id) {
  let answer;
  try {
    answer = await call("GET", path);
  } catch (error) {
    const known = error instanceof Offline ? await recall("game", id, {lang: language()}) : null;
    if (known) return {data: known.data, live: false};
    throw error;
  }
  if (!answer.ok) throw new Error(answer.data?.detail || `game ${id}`);
  await remember("game", id, answer.data, {lang: language()});
  return {data: answer.data, live: true};
}
