// The one address of each public page. The same page can be asked for in many spellings
// (/GPS-IN-NEWS, /gps-in-news/, //gps-in-news, /%67ps-in-news, /x/../gps-in-news); each would
// otherwise cost a render and a cache entry of its own. Every spelling of a route's path is sent
// to its canonical one (301); an address no route matches is the one shared not-found page; the
// query string never counts (except the parameters the search page reads: page-route.ts QUERY_PAGES). The route table's path patterns come
// from the render module (client/src/routes.tsx), so this knows exactly the addresses the site
// has, without loading React on the main thread.

export type PathVerdict =
  /** A route's page, already at its canonical address. */
  | { kind: "page"; path: string }
  /** A route's page at another spelling: send the visitor to `path`. */
  | { kind: "redirect"; path: string }
  /** No route has this address. */
  | { kind: "unknown" };

type Segment = { literal: string } | { param: string };

export interface RouteTable {
  resolve(rawPath: string): PathVerdict;
}

/** Longest address worth looking at; anything longer is no page of this site. */
const MAX_PATH_CHARS = 1024;

export function createRouteTable(patterns: readonly string[]): RouteTable {
  const routes = patterns.map((pattern): Segment[] =>
    pattern
      .split("/")
      .filter((part) => part !== "")
      .map((part) => (part.startsWith(":") ? { param: part.slice(1) } : { literal: part })),
  );
  return {
    resolve(rawPath) {
      const segments = rawPath.length > MAX_PATH_CHARS ? undefined : pathSegments(rawPath);
      if (!segments) return { kind: "unknown" };
      const route = bestMatch(routes, segments);
      if (!route) return { kind: "unknown" };
      const path = `/${route.map((segment, i) => ("literal" in segment ? segment.literal : encodeURIComponent(segments[i]!))).join("/")}`;
      return path === rawPath ? { kind: "page", path } : { kind: "redirect", path };
    },
  };
}

/** The decoded segments of a path, with empty, "." and ".." segments resolved; undefined when it cannot be decoded. */
function pathSegments(rawPath: string): string[] | undefined {
  const segments: string[] = [];
  for (const raw of rawPath.split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    // A decoded slash or control character is in no page's address.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters in a path segment is the point
    if (/[/\\\u0000-\u001f]/.test(segment)) return undefined;
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return segments;
}

/** The matching route with the most literal segments (React Router ranks static above dynamic the same way). */
function bestMatch(routes: Segment[][], segments: string[]): Segment[] | undefined {
  let best: Segment[] | undefined;
  let bestLiterals = -1;
  for (const route of routes) {
    if (route.length !== segments.length) continue;
    let literals = 0;
    let matches = true;
    for (let i = 0; i < route.length && matches; i++) {
      const segment = route[i]!;
      if ("literal" in segment) {
        matches = segment.literal.toLowerCase() === segments[i]!.toLowerCase();
        literals += 1;
      }
    }
    if (matches && literals > bestLiterals) {
      best = route;
      bestLiterals = literals;
    }
  }
  return best;
}
