import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

// A request body that trickles in (a byte every few seconds) would hold a connection, a parser
// and perhaps a temp file for as long as Node lets it: five minutes by default. This cuts such a
// request off once, after a grace period, its body has come in slower than a floor rate that
// even a poor mobile link beats many times over. Time spent waiting for the server itself to
// read (its buffer is full, for example while an upload waits for an earlier one to be stored)
// is not held against the client.

export interface SlowBodyLimits {
  /** Below this average rate, after the grace period, the request is cut off. */
  minBytesPerSecond: number;
  graceMs: number;
}

const CHECK_EVERY_MS = 1000;

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  if (length !== undefined) return length !== "0";
  return req.headers["transfer-encoding"] !== undefined;
}

function cutOff(req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) {
    res.writeHead(408, { "content-type": "application/json; charset=utf-8", connection: "close" });
    res.end(JSON.stringify({ status: 408, message: "The request arrived too slowly and was stopped. Please check the connection and send it again." }));
  }
  // The rest of the body is not worth waiting for: close once the answer is out.
  res.once("finish", () => req.socket.destroy());
  setTimeout(() => req.socket.destroy(), CHECK_EVERY_MS).unref();
}

function watch(req: IncomingMessage, res: ServerResponse, limits: SlowBodyLimits): void {
  const socket = req.socket;
  let since = Date.now();
  let readAtStart = socket.bytesRead;
  const timer = setInterval(() => {
    if (req.complete || socket.destroyed) {
      clearInterval(timer);
      return;
    }
    const now = Date.now();
    if (req.readableLength > 0 || socket.isPaused()) {
      // The server is the one not reading: start measuring again.
      since = now;
      readAtStart = socket.bytesRead;
      return;
    }
    const elapsed = now - since;
    if (elapsed < limits.graceMs) return;
    const received = socket.bytesRead - readAtStart;
    if (received < (limits.minBytesPerSecond * (elapsed - limits.graceMs)) / 1000 || received === 0) {
      clearInterval(timer);
      cutOff(req, res);
    }
  }, CHECK_EVERY_MS);
  timer.unref();
  req.once("close", () => clearInterval(timer));
}

export function guardSlowBodies(next: RequestListener, limits: SlowBodyLimits): RequestListener {
  return (req, res) => {
    if (hasBody(req)) watch(req, res, limits);
    next(req, res);
  };
}
