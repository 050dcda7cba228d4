import { existsSync } from "node:fs";
import type { RequestListener } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import cookieParser from "cookie-parser";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { createPublicAnswerCache, type PublicAnswerCache } from "./answer-cache/answer-cache.js";
import { withAnswerFastPath } from "./answer-cache/fast-path.js";
import { createGraphQLHandler } from "./graphql/middleware.js";
import { builtAssets } from "./http/built-assets.js";
import { guardSlowBodies } from "./http/slow-body-guard.js";
import { serveStoredFiles } from "./http/stored-files.js";
import { createLegacyRouter } from "./legacy/router.js";
import type { Services } from "./compose.js";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CLIENT_DIST = path.join(REPO_ROOT, "dist", "client");

/**
 * What the HTTP server runs for every request: the guard against trickling bodies, the
 * cached-answer fast path, then the app.
 */
export async function buildRequestListener(services: Services): Promise<RequestListener> {
  const megabytes = services.config.ANSWER_CACHE_MB;
  const cache = megabytes > 0 ? createPublicAnswerCache(megabytes * 1024 * 1024) : null;
  const app = await buildApp(services, cache);
  const listener = cache ? withAnswerFastPath(app, cache, services.contentVersion) : app;
  return guardSlowBodies(listener, {
    minBytesPerSecond: services.config.BODY_MIN_BYTES_PER_S,
    graceMs: services.config.BODY_GRACE_S * 1000,
  });
}

/** The whole product on one Express app: API, legacy shim, uploaded files and the client. */
export async function buildApp(services: Services, answerCache: PublicAnswerCache | null): Promise<express.Express> {
  const { config } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          "img-src": ["'self'", "data:", "blob:"],
          "frame-src": ["'self'"],
          "object-src": ["'none'"],
          "upgrade-insecure-requests": config.SECURE_COOKIES ? [] : null,
        },
      },
      // Plain-HTTP installs on a college LAN must keep working.
      strictTransportSecurity: config.SECURE_COOKIES,
    }),
  );
  app.use(cookieParser());

  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });

  // Uploaded files, through the files service: only keys the server generated, with the type
  // their bytes were checked for.
  app.get("/uploads/:folder/:name", serveStoredFiles(services.files));

  app.use("/graphql", ...(await createGraphQLHandler(services, answerCache)));
  app.use(createLegacyRouter(services));

  if (config.SERVE_CLIENT && existsSync(path.join(CLIENT_DIST, "index.html"))) {
    app.use("/assets", builtAssets(path.join(CLIENT_DIST, "assets")));
    app.use(express.static(CLIENT_DIST, { index: false, maxAge: "1h" }));
    app.get("/{*splat}", (req, res, next) => {
      if (req.path.startsWith("/graphql") || req.path.startsWith("/uploads/")) return next();
      res.sendFile(path.join(CLIENT_DIST, "index.html"), { headers: { "Cache-Control": "no-cache" } });
    });
  }

  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found.");
  });

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error("Unexpected server error:", error instanceof Error ? error.message : error);
    if (res.headersSent) return;
    res.status(500).json({ status: 500, message: "Something went wrong on the server. Please try again." });
  });
  return app;
}
