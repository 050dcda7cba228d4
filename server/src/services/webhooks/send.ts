import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { addressAllowed, checkWebhookUrl, classifyAddress, refusalFor, TargetRefused } from "./target-address.js";

// One POST of one delivery: the target checked again (its name resolved now, every address it
// resolves to judged, and the connection made to the address judged, so a name cannot change
// between the check and the connection), 10 s for the whole exchange, redirects never followed,
// and no more of the answer kept than a short excerpt.

export const SEND_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 200;
const READ_AT_MOST_BYTES = 2048;

export interface SendOutcome {
  /** The receiver's HTTP status; null when none came (refused, unreachable, too slow). */
  status: number | null;
  ok: boolean;
  /** Why it failed, or the start of the receiver's answer, for the panel. */
  outcome: string;
  durationMs: number;
}

/** How a name is resolved to all its addresses (node's resolver; tests give a hostile one). */
export type DnsLookup = (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/** Resolves a name and refuses it when any address it has is not allowed. */
export function checkedLookup(allowPrivate: boolean, resolve: DnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      for (const { address } of addresses) {
        const kind = classifyAddress(address);
        if (!addressAllowed(kind, allowPrivate)) return callback(refusalFor(`${hostname} (${address})`, kind!), "", 0);
      }
      if (addresses.length === 0) return callback(new Error(`${hostname} has no address.`), "", 0);
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function plainError(error: unknown): string {
  if (error instanceof TargetRefused) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "The receiver's name could not be found (DNS). Check the address.";
    case "ECONNREFUSED":
      return "The receiver refused the connection: nothing is listening at that address.";
    case "ECONNRESET":
      return "The receiver closed the connection before answering.";
    case "CERT_HAS_EXPIRED":
    case "DEPTH_ZERO_SELF_SIGNED_CERT":
    case "UNABLE_TO_VERIFY_LEAF_SIGNATURE":
    case "ERR_TLS_CERT_ALTNAME_INVALID":
      return `The receiver's HTTPS certificate is not valid (${code}).`;
    default:
      return `The message could not be sent (${code ?? (error as Error).message}).`;
  }
}

export function sendSigned(target: string, headers: Record<string, string>, body: string, allowPrivate: boolean): Promise<SendOutcome> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (status: number | null, ok: boolean, outcome: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, ok, outcome: outcome.slice(0, 300), durationMs: took() });
    };
    let url: URL;
    try {
      url = checkWebhookUrl(target, allowPrivate);
    } catch (error) {
      settled = true;
      resolve({ status: null, ok: false, outcome: plainError(error), durationMs: took() });
      return;
    }
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, {
      method: "POST",
      headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
      // An address typed as an address is judged above; a name is judged here, when it is resolved.
      lookup: isIP(url.hostname.replace(/^\[|\]$/g, "")) ? undefined : checkedLookup(allowPrivate),
      agent: false,
    });
    const timer = setTimeout(() => {
      finish(null, false, `The receiver did not answer within ${SEND_TIMEOUT_MS / 1000} seconds.`);
      request.destroy();
    }, SEND_TIMEOUT_MS);
    request.on("error", (error) => finish(null, false, plainError(error)));
    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let bytes = 0;
      const done = () => {
        const text = Buffer.concat(chunks).toString("utf8").replace(/\s+/g, " ").trim().slice(0, EXCERPT_CHARS);
        if (status >= 200 && status < 300) finish(status, true, text ? `Answered ${status}: ${text}` : `Answered ${status}.`);
        else if (status >= 300 && status < 400)
          finish(status, false, `The receiver answered ${status}, a redirect, which is not followed. Enter the address it redirects to.`);
        else finish(status, false, `The receiver answered ${status}${text ? `: ${text}` : "."}`);
        response.destroy();
      };
      response.on("data", (chunk: Buffer) => {
        if (bytes < READ_AT_MOST_BYTES) chunks.push(chunk.subarray(0, READ_AT_MOST_BYTES - bytes));
        bytes += chunk.length;
        if (bytes >= READ_AT_MOST_BYTES) done();
      });
      response.on("end", done);
      response.on("error", (error) => finish(status, false, plainError(error)));
    });
    request.end(body);
  });
}
