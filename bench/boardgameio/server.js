// boardgame.io's own server for the peer benchmark: `node server.js <port> memory|file <folder>`.
// "memory" keeps matches in the process (boardgame.io's default InMemory); "file" uses its
// FlatFile storage (node-persist) in <folder>, boardgame.io's durable option without a database.
const { Server, FlatFile } = require("boardgame.io/server");
const { CardGame } = require("./game");

const [port, storage, folder] = process.argv.slice(2);
const db = storage === "file" ? new FlatFile({ dir: folder, logging: false }) : undefined;
// The driver runs in Node, which sends no Origin: no CORS origins are needed, and none are allowed.
const server = Server({ games: [CardGame], origins: [], ...(db ? { db } : {}) });
server.run({ port: Number(port), callback: () => console.log(`ready ${port} ${storage}`) });
