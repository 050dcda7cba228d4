import { HeaderMap, type ApolloServer } from "@apollo/server";
import type { Request, RequestHandler, Response } from "express";
import { isShareableRequest, keepAnswer, type PublicAnswerCache } from "../answer-cache/answer-cache.js";
import { answerEncoding, compressAnswer } from "../answer-cache/compressed-answers.js";
import { cacheKeyOf } from "../answer-cache/fast-path.js";
import { requestOrigin, type Actor } from "../base/actor.js";
import type { Services } from "../services/services.js";
import { languageFromAcceptLanguage } from "../http/accept-language.js";
import { messageLanguageOf, withMessageLanguage } from "../http/message-language.js";
import type { GraphQLContext } from "./context.js";
import { bearerActor, hasBearer } from "./bearer-tokens.js";
import { cameFromAnotherSite } from "../http/api-cors.js";
import { noteActor, noteCache } from "../http/request-notes.js";
import { sessionActor, sessionTokenOf } from "../http/session-actor.js";
import { answerGetQuery, getQueryCacheKey, isGetQuery, replayGetAnswer, runsWithoutCredentials } from "./get-queries.js";

// Hands a parsed /graphql request to Apollo Server (what @as-integrations/express5 does), with
// one addition: the answer to an anonymous read-only query that came through the fast path is
// stored in the answer cache, under the content version read before it ran, when Apollo's
// pipeline found it to be a query answered without errors (answer-cache/shareable-answers.ts);
// and a query sent as GET gets its HTTP caching headers (get-queries.ts).

export function graphqlHttpHandler(server: ApolloServer<GraphQLContext>, services: Services, cache: PublicAnswerCache | null): RequestHandler {
  const { contentVersion } = services;

  async function context(req: Request, res: Response, tokenActor: Actor | undefined): Promise<GraphQLContext> {
    const language = languageFromAcceptLanguage(req.get("accept-language"));
    if (tokenActor) {
      noteActor(req, tokenActor);
      const { userAgent } = requestOrigin(req.ip, req.get("user-agent"));
      return { services, actor: tokenActor.kind === "token" ? { ...tokenActor, userAgent } : tokenActor, req, res, language };
    }
    return { services, actor: await sessionActor(services.auth, req), req, res, language };
  }

  return async (req, res) => {
    // A tool's token: counted and checked first; its answers never go into the answer cache,
    // nor do answers to other sites' pages (they carry that site's CORS headers).
    const tokenActor = hasBearer(req) ? await bearerActor(req, res, services.apiTokens, req.ip ?? "unknown") : undefined;
    if (hasBearer(req) && !tokenActor) return;
    const key =
      !cache || tokenActor || cameFromAnotherSite(req)
        ? undefined
        : isGetQuery(req)
          ? getQueryCacheKey(req)
          : !sessionTokenOf(req) && isShareableRequest(req.body)
            ? cacheKeyOf(req)
            : undefined;
    // Read before the query runs: an answer is stored under the version it could have seen.
    const version = key !== undefined ? (contentVersion.recent() ?? (await contentVersion.current())) : undefined;
    // POSTs were looked up before Express (answer-cache/fast-path.ts); GETs are looked up here.
    const kept = isGetQuery(req) && key !== undefined && version !== undefined ? cache?.get(key, version) : undefined;
    if (isGetQuery(req) && key !== undefined) noteCache(req, "answer", kept ? "hit" : "miss");
    if (kept) return replayGetAnswer(req, res, kept);

    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    // What Apollo's CSRF prevention asks of a GET is that it could not have been forged; one
    // without credentials cannot act as anyone (get-queries.ts).
    if (runsWithoutCredentials(req)) headers.set("apollo-require-preflight", "no credentials");
    // A browser sends an Authorization header only after a CORS preflight, so a bearer request
    // cannot be forged by another site; and it never acts with the session cookie (context below).
    if (tokenActor) headers.set("apollo-require-preflight", "bearer token");
    const queryAt = req.originalUrl.indexOf("?");
    // Errors are written in the request's message language (http/message-language.ts).
    const response = await withMessageLanguage(messageLanguageOf({ get: (name) => req.get(name) }), () =>
      server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          // Apollo knows GET and POST; a HEAD is run as its GET (get-queries.ts).
          method: isGetQuery(req) ? "GET" : req.method.toUpperCase(),
          headers,
          search: queryAt >= 0 ? req.originalUrl.slice(queryAt) : "",
          body: req.body,
        },
        context: () => context(req, res, tokenActor),
      }),
    );
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.statusCode = response.status ?? 200;

    if (response.body.kind === "complete") {
      if (isGetQuery(req) && answerGetQuery(req, res, response.body.string)) return;
      const { body, contentEncoding } = compressAnswer(Buffer.from(response.body.string, "utf8"), answerEncoding(req.headers["accept-encoding"]));
      res.vary("Accept-Encoding");
      res.vary("Accept-Language");
      res.removeHeader("Content-Length");
      if (contentEncoding) res.setHeader("Content-Encoding", contentEncoding);
      if (cache && key !== undefined && version !== undefined) keepAnswer(cache, key, version, req, res, body);
      res.end(body);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
