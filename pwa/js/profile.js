// This phone's solo 2P6C profile. Its token stays in localStorage and travels only in a header,
// like the match tokens.
import {call} from "./api.js";

const KEY = "tr.solo";

export function profile() {
  try { return JSON.parse(localStorage.getItem(KEY)); } catch { return null; }
}

export function saveProfile({id, name, token}) {
  localStorage.setItem(KEY, JSON.stringify({id, name, token}));
}

export function forgetProfile() {
  localStorage.removeItem(KEY);
}

/** A call under /2p6c with the profile's token: its data ({} for a 204), or null once the problem
 * is shown. */
export async function soloCall(method, path, {body} = {}, showProblem, t) {
  const answer = await call(method, `/2p6c${path}`, {token: profile()?.token, body}).catch(() => null);
  if (answer?.ok) return answer.data ?? {};
  // The server no longer knows this profile: forget it, so the solo screen offers a new one.
  if (answer?.status === 401) forgetProfile();
  showProblem(answer?.data || {detail: t("net.needed")});
  return null;
}
