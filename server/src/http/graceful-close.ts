import type { Server } from "node:http";

// Stopping without cutting anyone off: the listener closes (no new connections), every response
// from now on says "Connection: close", idle keep-alive connections are closed as they become
// idle, and the requests in flight (an upload included) may finish within `graceMs`. Only what
// is still running then is cut.

export type CloseOutcome = "drained" | "cut";

/** Makes every response sent after `isStopping()` turns true close its connection. */
export function closeConnectionsWhenStopping(server: Server, isStopping: () => boolean): void {
  server.prependListener("request", (_req, res) => {
    if (isStopping()) res.setHeader("Connection", "close");
  });
}

export async function closeGracefully(server: Server, graceMs: number): Promise<CloseOutcome> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A keep-alive connection whose response ends later becomes idle then: close it at that point.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race<CloseOutcome>([
    closed.then(() => "drained"),
    new Promise<CloseOutcome>((resolve) => {
      timer = setTimeout(() => resolve("cut"), graceMs);
    }),
  ]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (outcome === "cut") {
    server.closeAllConnections();
    await closed;
  }
  return outcome;
}
