// Drives boardgame.io's server as its own clients do: socket.io, one socket per player.
// `node driver.js <port> <matches> <seconds>` makes <matches> two-player matches through the
// lobby API, connects both players of each, prints "start" once all are in sync, then plays
// back to back for <seconds>: the player to move sends one valid card, and the next move waits
// until both players have the new state. It prints one JSON line: moves, errors and each move's
// latency (send to the mover receiving the new state), in ms.
const { io } = require("socket.io-client");

const [port, matchCount, seconds] = process.argv.slice(2).map(Number);
const base = `http://127.0.0.1:${port}`;
const latencies = [];
let errors = 0;
let running = true;

async function post(path, body) {
  const answer = await fetch(base + path, {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
  return answer.json();
}

function player(matchID, playerID, credentials) {
  const socket = io(`${base}/cards`, { transports: ["websocket"], forceNew: true });
  const seat = { socket, playerID, credentials, state: null, waiting: null };
  const take = (state) => {
    seat.state = state;
    if (seat.waiting && state._stateID >= seat.waiting.stateID) {
      const { resolve } = seat.waiting;
      seat.waiting = null;
      resolve();
    }
  };
  socket.on("sync", (_id, info) => take(info.state));
  socket.on("update", (_id, state) => take(state));
  socket.on("connect", () => socket.emit("sync", matchID, playerID, credentials, 2));
  seat.at = (stateID) => new Promise((resolve) => {
    if (seat.state && seat.state._stateID >= stateID) resolve();
    else seat.waiting = { stateID, resolve };
  });
  return seat;
}

async function newMatch() {
  const { matchID } = await post("/games/cards/create", { numPlayers: 2 });
  const seats = [];
  for (const playerID of ["0", "1"]) {
    const { playerCredentials } = await post(`/games/cards/${matchID}/join`, { playerID, playerName: `P${playerID}` });
    seats.push(player(matchID, playerID, playerCredentials));
  }
  await Promise.all(seats.map((seat) => seat.at(0)));
  return { matchID, seats };
}

function close(match) {
  match.seats.forEach((seat) => seat.socket.close());
}

async function play(match) {
  while (running) {
    const { ctx } = match.seats[0].state;
    if (ctx.gameover) {
      close(match);
      match = await newMatch(); // untimed, as the service's benchmark clients start a new match
      continue;
    }
    const mover = match.seats[Number(ctx.currentPlayer)];
    const { G, _stateID } = mover.state;
    const card = G.hands[Number(mover.playerID)][0];
    const action = { type: "MAKE_MOVE", payload: { type: "play", args: [card], playerID: mover.playerID, credentials: mover.credentials } };
    const sent = performance.now();
    mover.socket.emit("update", action, _stateID, match.matchID, mover.playerID);
    const timeout = new Promise((resolve) => setTimeout(() => resolve("timeout"), 5000));
    const answered = await Promise.race([mover.at(_stateID + 1), timeout]);
    if (answered === "timeout") { errors += 1; close(match); match = await newMatch(); continue; }
    if (running) latencies.push(performance.now() - sent);
    await Promise.all(match.seats.map((seat) => seat.at(_stateID + 1)));
  }
  close(match);
}

(async () => {
  const matches = [];
  for (let i = 0; i < matchCount; i += 1) matches.push(await newMatch());
  console.log("start");
  matches.forEach((match) => { play(match); });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  running = false;
  const found = JSON.stringify({ moves: latencies.length, errors, latencies_ms: latencies });
  // Exit only once the line is written: a pipe takes it asynchronously, and exit would cut it.
  process.stdout.write(`${found}\n`, () => process.exit(0));
})().catch((error) => { console.error(error); process.exit(1); });
