import { Kind, parse, type OperationDefinitionNode } from "graphql";
import type { Language } from "../content/languages.js";
import type { ExecuteAsVisitor } from "../graphql/middleware.js";
import type { ContentVersionTracker } from "../services/content-version.js";
import type { PageRequest } from "../ssr/render-protocol.js";
import type { CachedAnswer, PublicAnswerCache } from "./answer-cache.js";
import { recordReadSources, type ReadSources } from "../base/read-sources.js";
import { asksUnversioned } from "./shareable-answers.js";

// The answers to a page's queries (its route's page loaders), run as an anonymous visitor before
// the page is rendered, and kept in the answer cache beside the visitors' answers: reused while
// the sources of content the query read (the tables its statements named, base/read-sources.ts)
// are unchanged (and at most the cache's age), only queries that answered without errors, never
// an unversioned one (search). After an administrator's change, only the answers that read what
// changed are computed again: the first render computes the layout's answer and every other
// page reuses it; renders asking at the same moment share one computation. An answer is kept as
// the JSON the render worker reads, so a hit costs no serialisation.

/** The JSON of one page query's answer ({ data, errors }), as the render worker takes it, and whether the query ran for it (not kept). */
export type LoadPageAnswer = (request: PageRequest, language: Language) => Promise<{ json: string; asked: boolean }>;

/** Whether a query's answers may be kept, by its text (from the render module's code: a bounded set). */
function keepableQueries(): (query: string) => boolean {
  const known = new Map<string, boolean>();
  return (query) => {
    let keepable = known.get(query);
    if (keepable === undefined) {
      const document = parse(query);
      const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
      keepable = operation?.operation === "query" && !asksUnversioned(operation, document);
      known.set(query, keepable);
    }
    return keepable;
  };
}

/** The text's bytes in memory of their own (a small Buffer.from would keep a shared 8 KB slab alive). */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text, "utf8"));
  bytes.write(text, "utf8");
  return bytes;
}

export function renderAnswerKey(request: PageRequest, language: Language): string {
  return `render ${language} ${request.operationName ?? request.query}\n${JSON.stringify(request.variables)}`;
}

export function createRenderAnswers(execute: ExecuteAsVisitor, cache: PublicAnswerCache | null, versions: ContentVersionTracker): LoadPageAnswer {
  const keepable = keepableQueries();
  const inFlight = new Map<string, Promise<string>>();

  async function run(request: PageRequest, language: Language): Promise<{ json: string; kept: boolean; sources: ReadSources }> {
    try {
      const { result, sources } = await recordReadSources(() => execute({ ...request, language }));
      return { json: JSON.stringify(result), kept: !result.errors?.length && typeof result.data === "object" && result.data !== null, sources };
    } catch (error) {
      // The page shows its query's error state, as for an answer with errors.
      return { json: JSON.stringify({ errors: [{ message: error instanceof Error ? error.message : String(error) }] }), kept: false, sources: null };
    }
  }
  /** Whether what `answer` read is unchanged, by the numbers of the last read. */
  const isCurrent = (answer: CachedAnswer) => answer.stamped !== undefined && versions.snapshot().stampOf(answer.stamped.sources) === answer.stamped.stamp;

  return async (request, language) => {
    if (!cache || !keepable(request.query)) return { json: (await run(request, language)).json, asked: true };
    const key = renderAnswerKey(request, language);
    // Read before the query runs: an answer is kept under the version it could have seen.
    const version = versions.recent() ?? (await versions.current());
    const hit = cache.get(key, isCurrent);
    if (hit) return { json: hit.body.toString("utf8"), asked: false };
    const sharedKey = `${version} ${key}`;
    const running = inFlight.get(sharedKey);
    if (running !== undefined) return { json: await running, asked: true };
    // Stamped with the numbers read before the query ran: what it read is at least that new.
    const before = versions.snapshot();
    const answer = run(request, language).then(({ json, kept, sources }) => {
      if (kept) cache.set(key, { status: 200, rawHeaders: [], body: ownBytes(json), version, stamped: { sources, stamp: before.stampOf(sources) } });
      return json;
    });
    inFlight.set(sharedKey, answer);
    try {
      return { json: await answer, asked: true };
    } finally {
      inFlight.delete(sharedKey);
    }
  };
}
