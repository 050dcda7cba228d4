import type { ExecuteAsVisitor } from "../graphql/middleware.js";
import type { ContentVersionTracker } from "../services/content-version.js";

// Every page asks for the site's layout (settings, menus, departments, committees) with the same
// query and no variables; after an administrator's change, every page is rendered again on its
// next visit, and each render would compute that answer again (about ten statements of the
// fifteen a page costs). Here the page renders share the answers of their queries that have no
// variables, while the content version they were computed at is current: the first render after
// a change computes one, the others (and renders running at the same moment) reuse it.
//
// Only operations without variables are shared: their texts come from the render module's code,
// never from a visitor, so there are only as many as the site has such queries (a visitor's
// address only ever changes variables). Only queries, and only answers without errors, are kept.

/** More than the site's queries without variables; a bound all the same. */
const MAX_SHARED = 64;
/** Answers may depend on the date (the list of sessions), as in the answer cache. */
const MAX_AGE_MS = 5 * 60 * 1000;

// A definition that is not a query (at the start of the text, or after a closing brace). A field
// so named after a closing brace only makes an answer unshared, never the reverse.
const NOT_A_QUERY = /(?:^|\})\s*(?:mutation|subscription)\b/;

interface Shared {
  version: number;
  storedAt: number;
  answer: ReturnType<ExecuteAsVisitor>;
}

export interface SharedAnswers {
  execute: ExecuteAsVisitor;
  /** Answers held, for tests. */
  readonly size: number;
}

export function shareAnswersBetweenRenders(execute: ExecuteAsVisitor, versions: ContentVersionTracker, maxShared = MAX_SHARED): SharedAnswers {
  const shared = new Map<string, Shared>();

  return {
    get size() {
      return shared.size;
    },
    async execute(request) {
      if (Object.keys(request.variables ?? {}).length > 0 || NOT_A_QUERY.test(request.query)) return execute(request);
      const key = `${request.language ?? "en"}\n${request.operationName ?? ""}\n${request.query}`;
      // Read before the query runs, as the page route does: an answer is kept under the version it could have seen.
      const version = versions.recent() ?? (await versions.current());
      const known = shared.get(key);
      if (known && known.version === version && Date.now() - known.storedAt <= MAX_AGE_MS) return known.answer;
      const entry: Shared = { version, storedAt: Date.now(), answer: execute(request) };
      shared.delete(key);
      if (shared.size >= maxShared) shared.delete(shared.keys().next().value!);
      shared.set(key, entry);
      const forget = () => {
        if (shared.get(key) === entry) shared.delete(key);
      };
      entry.answer.then((result) => {
        if (result.errors?.length || result.data === undefined) forget();
      }, forget);
      return entry.answer;
    },
  };
}
