import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";
import type { LogLevel } from "../config.js";

// The server's one way to say something: pino, one JSON object a line with a level (what a log
// shipper reads), or readable text when a person watches the terminal. JSON goes out through
// pino's asynchronous destination: a request's line costs building one object, no write waits.

export type { Logger } from "pino";

export interface LoggerOptions {
  level: LogLevel;
  /** Where the lines go (tests capture them); default stdout, as text when it is a terminal. */
  destination?: DestinationStream;
}

export function createLogger({ level, destination }: LoggerOptions): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (destination) return pino(options, destination);
  if (process.stdout.isTTY) return pino(options, pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", hideObject: true, messageFormat: readableLine }));
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

/** A line for a person at a terminal: a request on one line, as a web server's access log. */
function readableLine(line: Record<string, unknown>, messageKey: string): string {
  if (line[messageKey] !== "request") return String(line[messageKey] ?? "");
  const cache = line.cache === "none" ? "" : ` ${String(line.cacheName)} cache ${String(line.cache)}`;
  const who = line.accountId !== undefined ? ` account ${String(line.accountId)}` : line.tokenId !== undefined ? ` token ${String(line.tokenId)}` : "";
  return `${String(line.method)} ${String(line.path)} ${String(line.status)} ${String(line.bytes)} B ${String(line.ms)} ms${cache}${who} (${String(line.route)}, ${String(line.requestId)})`;
}

let shared: Logger | undefined;

/**
 * The logger of code that has none handed to it (the services' background work, unexpected
 * errors): the server's own once it has started (setSharedLogger), until then one on stdout.
 */
export function sharedLogger(): Logger {
  shared ??= createLogger({ level: "info" });
  return shared;
}

export function setSharedLogger(logger: Logger): void {
  shared = logger;
}

/** An error's message for a log line (never its stack by default: one line per event). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
