// The server's clock on this phone (docs/phone-app.md, Timers). A phone's own clock may be minutes
// off, so deadlines are never compared with it: the phone asks GET /time a few times, keeps the
// answer with the shortest round trip, and takes offset = server − (sent + received) / 2 (NTP).
// Local time is read from the monotonic performance clock, so a phone whose wall clock is
// corrected mid-round keeps counting smoothly.
import {call} from "./api.js";

const SAMPLES = 5;
const RESYNC_MS = 60_000;

let offsetMs = null;   // server − local monotonic epoch
let roundTripMs = Infinity;
let syncedAt = -Infinity;
let syncing = null;

function localNow() {
  return performance.timeOrigin + performance.now();
}

async function sample() {
  const sent = localNow();
  const answer = await call("GET", "/time");
  const received = localNow();
  if (!answer.ok || typeof answer.data?.now_ms !== "number") throw new Error("no server time");
  return {offset: answer.data.now_ms - (sent + received) / 2, roundTrip: received - sent};
}

/** Measure the offset again (a few samples, the fastest wins). Resolves to {offsetMs, roundTripMs}. */
export function syncClock(samples = SAMPLES) {
  if (!syncing) {
    syncing = (async () => {
      let best = null;
      for (let i = 0; i < samples; i += 1) {
        try {
          const found = await sample();
          if (!best || found.roundTrip < best.roundTrip) best = found;
        } catch (error) {
          break;  // offline: keep the last offset, if any
        }
      }
      if (best) {
        offsetMs = best.offset;
        roundTripMs = best.roundTrip;
        syncedAt = localNow();
      }
      syncing = null;
      return clockState();
    })();
  }
  return syncing;
}

/** Sync unless a recent measurement exists; resolves when the offset is known (or unknown offline). */
export function ensureSynced() {
  if (offsetMs !== null && localNow() - syncedAt < RESYNC_MS) return Promise.resolve(clockState());
  return syncClock();
}

/** The server's epoch milliseconds now, as well as this phone can tell. */
export function serverNow() {
  return localNow() + (offsetMs ?? 0);
}

export function clockState() {
  return {offsetMs, roundTripMs, synced: offsetMs !== null};
}
