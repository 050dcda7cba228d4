import { existsSync } from "node:fs";
import type { RequestListener } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import cookieParser from "cookie-parser";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { withAnswerFastPath } from "./graphql/answer-fast-path.js";
import { createGraphQLHandler } from "./graphql/middleware.js";
import { createPublicAnswerCache, type PublicAnswerCache } from "./graphql/public-answer-cache.js";
import { createLegacyRouter } from "./legacy/router.js";
import type { Services } from "./services/index.js";
import { isSafeStorageKey } from "./storage/file-storage.js";
import { CONTENT_TYPE_BY_EXTENSION } from "./storage/upload-check.js";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const CLIENT_DIST = path.join(REPO_ROOT, "dist", "client");

/** What the HTTP server runs for every request: the cached-answer fast path, then the app. */
export async function buildRequestListener(services: Services): Promise<RequestListener> {
  const megabytes = services.config.ANSWER_CACHE_MB;
  const cache = megabytes > 0 ? createPublicAnswerCache(megabytes * 1024 * 1024) : null;
  const app = await buildApp(services, cache);
  return cache ? withAnswerFastPath(app, cache, services.contentVersion) : app;
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

  // Uploaded files: only keys the server generated, with the type their bytes were checked for.
  app.get("/uploads/:folder/:name", (req, res, next) => {
    const key = `${req.params.folder}/${req.params.name}`;
    if (!isSafeStorageKey(key)) {
      res.status(404).type("text/plain").send("File not found.");
      return;
    }
    const extension = key.slice(key.lastIndexOf(".") + 1);
    res.sendFile(
      key,
      {
        root: config.uploadDir,
        dotfiles: "deny",
        maxAge: "7d",
        immutable: true,
        headers: { "Content-Type": CONTENT_TYPE_BY_EXTENSION[extension], "X-Content-Type-Options": "nosniff" },
      },
      (error) => {
        if (!error) return;
        if ((error as { status?: number }).status === 404 || (error as NodeJS.ErrnoException).code === "ENOENT") {
          if (!res.headersSent) res.status(404).type("text/plain").send("File not found.");
        } else next(error);
      },
    );
  });

  app.use("/graphql", ...(await createGraphQLHandler(services, answerCache)));
  app.use(createLegacyRouter(services));

  if (config.SERVE_CLIENT && existsSync(path.join(CLIENT_DIST, "index.html"))) {
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
