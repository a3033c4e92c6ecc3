// Live updates: a match's (or a tournament's) event stream carries only version numbers; on each
// new one the screen fetches its own view. The stream is read with fetch() because EventSource cannot send
// the Authorization header (tokens never go in URLs). While the stream is down the table polls
// with If-None-Match, which costs a 304 when nothing changed.
const POLL_MS = 2000;
const RECONNECT_MS = 8000;
// A server that refuses a stream (429, 503) says when to ask again (Retry-After). Phones it sent
// away together come back spread over up to half as long again, not all in the same second.
const JITTER = 0.5;

/** Watch a match: refresh() on every change; onState("live" | "polling"). Returns stop().
 * `stream`: another stream of the match with the same events (the host's seat list). */
export function watch(matchId, token, refresh, onState, stream = "events") {
  return follow(`/api/v1/matches/${matchId}/${stream}`, token, refresh, onState);
}

/** Watch a tournament (anyone may): its desk, standings and hall screen redraw on each event. */
export function watchTournament(tournamentId, refresh, onState = () => {}) {
  return follow(`/api/v1/tournaments/${tournamentId}/events`, null, refresh, onState);
}

/** Watch a series (anyone may): its page redraws when the series or one of its events changes. */
export function watchSeries(seriesId, refresh, onState = () => {}) {
  return follow(`/api/v1/series/${seriesId}/events`, null, refresh, onState);
}

function follow(url, token, refresh, onState) {
  let stopped = false;
  let controller = null;
  let reconnectAt = 0;
  // The network going away does not always break a stream at once; drop it ourselves, and
  // reconnect as soon as the phone is back.
  const offline = () => controller?.abort();
  const online = () => { reconnectAt = 0; refresh(null); };
  addEventListener("offline", offline);
  addEventListener("online", online);

  async function readStream() {
    controller = new AbortController();
    const response = await fetch(url, {
      headers: token ? {Authorization: `Bearer ${token}`} : {}, signal: controller.signal, cache: "no-store"});
    if (!response.ok || !response.body) {
      response.body?.cancel().catch(() => {});
      const error = new Error(`stream answered ${response.status}`);
      if (response.status === 429 || response.status === 503) error.retryAfterMs = retryAfterMs(response);
      throw error;
    }
    onState("live");
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const {value, done} = await reader.read();
      if (done) return;
      buffer += value;
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const data = buffer.slice(0, end).split("\n").find((line) => line.startsWith("data:"));
        buffer = buffer.slice(end + 2);
        if (data) refresh(JSON.parse(data.slice(5)).version);
      }
    }
  }

  async function loop() {
    while (!stopped) {
      try {
        await readStream();
        // The server ends streams after a while; catch up, then reconnect at once.
        await refresh(null);
        await new Promise((resolve) => setTimeout(resolve, 300));
        continue;
      } catch (error) {
        if (stopped) return;
        const asked = error?.retryAfterMs;
        reconnectAt = Date.now() + (asked == null ? RECONNECT_MS : asked * (1 + JITTER * Math.random()));
      }
      onState("polling");
      while (!stopped && Date.now() < reconnectAt) {
        await refresh(null);
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(POLL_MS, reconnectAt - Date.now()))));
      }
    }
  }

  loop();
  return () => {
    stopped = true;
    controller?.abort();
    removeEventListener("offline", offline);
    removeEventListener("online", online);
  };
}

/** The wait a refusal asked for (Retry-After: seconds, or a date), in ms; null if it asked none. */
function retryAfterMs(response) {
  const value = response.headers.get("Retry-After");
  if (!value) return null;
  const ms = /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) ? Math.max(0, ms) : null;
}
