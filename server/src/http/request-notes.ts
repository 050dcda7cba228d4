import type { IncomingMessage } from "node:http";

// What the code that answered a request knows and the request log wants: the route's pattern,
// whether a cache answered, whose session it was. Set on the request by whoever learns it
// (the fast paths, the page route, the actor's resolution), so the log never works it out again
// (no second look-up of a session, no parse of a path).

export type CacheName = "answer" | "page";
export type CacheOutcome = "hit" | "miss";

export interface RequestNotes {
  route?: string;
  /** The canonical page path, when a page was answered. */
  page?: string;
  cache?: CacheName;
  cacheOutcome?: CacheOutcome;
  accountId?: number;
  tokenId?: number;
  /** A page was rendered for this request (not taken from the cache). */
  rendered?: boolean;
  /** performance.now() when the server began to answer it (the request log's clock). */
  receivedAt?: number;
}

const NOTES = Symbol("request notes");
type NotedRequest = IncomingMessage & { [NOTES]?: RequestNotes };

export function notesOf(req: IncomingMessage): RequestNotes {
  const noted = req as NotedRequest;
  noted[NOTES] ??= {};
  return noted[NOTES];
}

export function noteRoute(req: IncomingMessage, route: string): void {
  notesOf(req).route = route;
}

export function notePage(req: IncomingMessage, page: string): void {
  const notes = notesOf(req);
  notes.route = "page";
  notes.page = page;
}

export function noteCache(req: IncomingMessage, cache: CacheName, outcome: CacheOutcome): void {
  const notes = notesOf(req);
  notes.cache = cache;
  notes.cacheOutcome = outcome;
}

/** Who asked, once the actor is known anyway: an account's or an API token's number, never a name or a secret. */
export function noteActor(req: IncomingMessage, actor: { kind: string; accountId?: number; tokenId?: number }): void {
  if (actor.kind === "admin" && actor.accountId !== undefined) notesOf(req).accountId = actor.accountId;
  else if (actor.kind === "token" && actor.tokenId !== undefined) notesOf(req).tokenId = actor.tokenId;
}

export function noteRendered(req: IncomingMessage): void {
  notesOf(req).rendered = true;
}

export function noteReceived(req: IncomingMessage, at: number): void {
  notesOf(req).receivedAt = at;
}
