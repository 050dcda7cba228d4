import { HeaderMap, type ApolloServer } from "@apollo/server";
import type { Request, RequestHandler, Response } from "express";
import { SESSION_COOKIE } from "../auth/auth-service.js";
import { anonymous } from "../services/actor.js";
import type { Services } from "../services/index.js";
import type { GraphQLContext } from "./context.js";
import { cacheKeyOf } from "./answer-fast-path.js";
import { isReadOnlyQuery, isShareableRequest, replayableHeaders, type PublicAnswerCache } from "./public-answer-cache.js";

// Hands a parsed /graphql request to Apollo Server (what @as-integrations/express5 does), with
// one addition: the answer to an anonymous read-only query that came through the fast path is
// stored in the public answer cache, under the content version read before it ran.

function answeredWithoutErrors(body: string): boolean {
  try {
    const result = JSON.parse(body) as { errors?: unknown; data?: unknown };
    return result.errors === undefined && typeof result.data === "object" && result.data !== null;
  } catch {
    return false;
  }
}

export function graphqlHttpHandler(
  server: ApolloServer<GraphQLContext>,
  services: Services,
  cache: PublicAnswerCache | null,
): RequestHandler {
  const { contentVersion } = services;

  async function context(req: Request, res: Response): Promise<GraphQLContext> {
    const ip = req.ip ?? "unknown";
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    const actor = typeof token === "string" && token ? await services.auth.actorFromToken(token, ip) : anonymous(ip);
    return { services, actor, req, res };
  }

  return async (req, res) => {
    const key = cache && !req.cookies?.[SESSION_COOKIE] && isShareableRequest(req.body) ? cacheKeyOf(req) : undefined;
    // Read before the query runs: an answer is stored under the version it could have seen.
    const version = key !== undefined ? (contentVersion.recent() ?? (await contentVersion.current())) : undefined;

    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const queryAt = req.originalUrl.indexOf("?");
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: queryAt >= 0 ? req.originalUrl.slice(queryAt) : "",
        body: req.body,
      },
      context: () => context(req, res),
    });
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.statusCode = response.status ?? 200;

    if (response.body.kind === "complete") {
      const body = response.body.string;
      if (cache && key !== undefined && version !== undefined && res.statusCode === 200) {
        const { query, operationName } = req.body as { query: string; operationName?: string | null };
        const bytes = Buffer.from(body);
        const rawHeaders = replayableHeaders(res, bytes);
        if (rawHeaders && isReadOnlyQuery(query, operationName ?? undefined) && answeredWithoutErrors(body)) {
          cache.set(key, { status: 200, rawHeaders, body: bytes, version });
          res.setHeader("X-Answer-Cache", "miss");
        }
      }
      res.end(body);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
