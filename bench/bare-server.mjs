// The ceiling: a bare node:http server that reads the request body and answers every request
// with one fixed response (status, content type and body copied from our server). Plain
// JavaScript, so that it runs without a TypeScript loader.
// Run as its own process: PORT=<port> BARE_RESPONSE_FILE=<json file> node bench/bare-server.mjs
// The file holds { "status": 200, "contentType": "...", "bodyBase64": "..." }.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const port = Number(process.env.PORT);
const file = process.env.BARE_RESPONSE_FILE;
if (!Number.isInteger(port) || port <= 0 || !file) {
  console.error("Set PORT and BARE_RESPONSE_FILE.");
  process.exit(2);
}

const fixed = JSON.parse(readFileSync(file, "utf8"));
const body = Buffer.from(fixed.bodyBase64, "base64");
const headers = { "content-type": fixed.contentType, "content-length": String(body.length) };

const server = createServer((req, res) => {
  req.on("data", () => {});
  req.on("end", () => {
    res.writeHead(fixed.status, headers);
    res.end(body);
  });
});
server.listen(port, "127.0.0.1");

process.once("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
