import type { Request, RequestHandler } from "express";
import { explorerPage } from "./explorer-page.js";
import { schemaDownload } from "./schema-download.js";

// The browsable API (issue 21, item 4; GraphiQL since issue 34, item 8): GET /graphql from a
// browser (one that prefers HTML and sends no query) gets the explorer's page;
// /graphql/schema.graphql downloads the schema as SDL. A tool's GET /graphql?query=... and every
// other method go on to the GraphQL handler as before. A plain middleware, not a router's get():
// a router would answer OPTIONS /graphql itself, before the API's CORS preflight.

function wantsPage(req: Request): boolean {
  if (req.method !== "GET" || (req.path !== "/graphql" && req.path !== "/graphql/")) return false;
  if (req.query.query !== undefined || req.query.extensions !== undefined) return false;
  return req.accepts(["application/json", "application/graphql-response+json", "text/html"]) === "text/html";
}

/** `explorerDist`: the explorer's build (dist/explorer), or null when this server serves no website. */
export function apiExplorer(schemaText: string, explorerDist: string | null): RequestHandler {
  const download = schemaDownload(schemaText);
  const page = explorerDist ? explorerPage(explorerDist) : null;
  return (req, res, next) => {
    if (!page || !wantsPage(req)) return download(req, res, next);
    res.vary("Accept");
    res.setHeader("Cache-Control", "no-cache");
    res.type("html").send(page);
  };
}
