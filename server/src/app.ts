import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import type { RequestListener } from "node:http";
import path from "node:path";
import cookieParser from "cookie-parser";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import helmet from "helmet";
import { DEVANAGARI_FONT_HEAD_SCRIPT } from "../../client/src/site/layout/devanagari-font.js";
import { createPublicAnswerCache, type PublicAnswerCache } from "./answer-cache/answer-cache.js";
import { withAnswerFastPath } from "./answer-cache/fast-path.js";
import { createRenderAnswers } from "./answer-cache/render-answers.js";
import { serveFeeds } from "./feeds/feed-routes.js";
import { createGraphQLHandler } from "./graphql/middleware.js";
import { findSchemaDir } from "./graphql/schema.js";
import { bodyProblem } from "./http/body-problems.js";
import { apiExplorer } from "./http/api-explorer.js";
import { builtAssets } from "./http/built-assets.js";
import { builtRootFiles } from "./http/built-root-files.js";
import { withPermissionsPolicy } from "./http/permissions-policy.js";
import { healthRoutes } from "./http/health-routes.js";
import { withTransportSecurity, type ProxyTrust } from "./http/transport-security.js";
import { guardSlowBodies } from "./http/slow-body-guard.js";
import { serveStoredFiles } from "./http/stored-files.js";
import { mayFetchWithheld } from "./services/stored-files.js";
import { createLegacyRouter } from "./legacy/router.js";
import { actorOf } from "./legacy/request-guard.js";
import { publicOriginOf } from "./base/site-address.js";
import { withPageFastPath } from "./ssr/page-cache.js";
import { loadPageRenderer, startRenderPool, type PageRenderer, type RenderLimits } from "./ssr/page-renderer.js";
import type { RenderPool } from "./ssr/render-pool.js";
import { servePublicFormPosts } from "./ssr/form-post-route.js";
import { servePages } from "./ssr/page-route.js";
import { refuseOtherMethodsOnPages } from "./ssr/page-methods.js";
import { createRenderAllowance } from "./ssr/render-allowance.js";
import { errorText, sharedLogger, type Logger } from "./base/logger.js";
import { createServerMetrics, type MetricsSources } from "./http/metrics.js";
import { withMetricsEndpoint } from "./http/metrics-access.js";
import { withRequestLog } from "./http/request-log.js";
import type { Services } from "./compose.js";
import { sitePagesOf } from "./ssr/link-check-pages.js";
import type { Config } from "./config.js";

// Found by walking up to schema/, so the server finds dist/ from its source, from dist/server
// (npm start) and from the bench's own bundle alike.
const REPO_ROOT = path.dirname(findSchemaDir());
export const CLIENT_DIST = path.join(REPO_ROOT, "dist", "client");
/** The server's render of the public pages (vite build --ssr). */
export const SSR_DIST = path.join(REPO_ROOT, "dist", "ssr");
/** The API explorer (GraphiQL), built beside the client by its own build (scripts/vite-explorer-build.ts). */
const EXPLORER_DIST = path.join(REPO_ROOT, "dist", "explorer");

/** Whether this server serves the website: it is asked to, and the website is built. */
function servesClient(config: Config): boolean {
  return config.SERVE_CLIENT && existsSync(path.join(CLIENT_DIST, "index.html"));
}

function renderLimitsOf(config: Config): RenderLimits {
  return {
    workers: config.RENDER_WORKERS,
    queue: config.RENDER_QUEUE,
    timeoutMs: config.RENDER_TIMEOUT_MS,
    heapMb: config.RENDER_HEAP_MB,
    idleMs: config.RENDER_IDLE_S * 1000,
    siteOrigin: publicOriginOf(config.PUBLIC_URL),
  };
}

/**
 * The page render's workers with the first one starting, for a start to call before it prepares
 * the data (ssr/page-renderer.ts startRenderPool); null when this server renders no pages.
 * buildRequestListener then renders on it.
 */
export function startPageRenderWorkers(config: Config, log: (line: string) => void = (line) => sharedLogger().error(line)): RenderPool | null {
  return servesClient(config) ? startRenderPool(CLIENT_DIST, SSR_DIST, renderLimitsOf(config), log) : null;
}

/** The request log and the metrics: where lines go, and what the metrics read besides requests. */
export interface Observation {
  logger: Logger;
  /** The metrics' sources that need the database (main.ts has it; the app only has the services). */
  queueLengths: MetricsSources["queueLengths"];
  databasePool: MetricsSources["databasePool"];
}

export interface RequestListenerWithClose {
  listener: RequestListener;
  /** Stops what the listener started (the render workers). */
  close(): Promise<void>;
}

/**
 * What the HTTP server runs for every request: the request log and metrics, the
 * Permissions-Policy header, the guard against trickling bodies, /metrics, the cached-answer
 * fast paths, then the app.
 */
export async function buildRequestListener(
  services: Services,
  observation: Observation,
  log: (line: string) => void = (line) => observation.logger.error(line),
  startedRenderPool: RenderPool | null = null,
): Promise<RequestListenerWithClose> {
  const { ANSWER_CACHE_MB, PAGE_CACHE_MB } = services.config;
  const cache = ANSWER_CACHE_MB > 0 ? createPublicAnswerCache(ANSWER_CACHE_MB * 1024 * 1024) : null;
  const pages = PAGE_CACHE_MB > 0 ? createPublicAnswerCache(PAGE_CACHE_MB * 1024 * 1024) : null;
  const { app, renderer } = await buildApp(services, cache, pages, log, startedRenderPool, observation.logger);
  let listener: RequestListener = app;
  if (cache) listener = withAnswerFastPath(listener, cache, services.contentVersion);
  if (pages && renderer) listener = withPageFastPath(listener, pages, services.contentVersion, renderer.resolve, renderer.noteCachedPage);
  // The same belief in X-Forwarded-* as Express's (TRUST_PROXY), for the fast paths too.
  listener = withTransportSecurity(listener, { httpsOnly: services.config.SECURE_COOKIES, trust: app.get("trust proxy fn") as ProxyTrust });
  const metrics = createServerMetrics({
    renderLoad: () => renderer?.load(),
    signInRefusals: () => services.auth.signInRefusals(),
    passwordChecks: () => services.auth.passwordChecks(),
    databasePool: observation.databasePool,
    queueLengths: observation.queueLengths,
  });
  listener = withMetricsEndpoint(listener, metrics.registry, { allow: services.config.METRICS_ALLOW, token: services.config.METRICS_TOKEN });
  return {
    // Outermost: every answer is logged and counted, and the policy goes on every answer,
    // those of the fast paths and the guard too.
    listener: withRequestLog(
      withPermissionsPolicy(
        guardSlowBodies(listener, {
          minBytesPerSecond: services.config.BODY_MIN_BYTES_PER_S,
          graceMs: services.config.BODY_GRACE_S * 1000,
        }),
      ),
      { logger: observation.logger, observe: metrics.observeRequest },
    ),
    close: async () => renderer?.close(),
  };
}

/** A Content-Security-Policy source that allows one inline script, by its exact text. */
function inlineScriptHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

/** The whole product on one Express app: API, legacy shim, uploaded files and the client. */
export async function buildApp(
  services: Services,
  answerCache: PublicAnswerCache | null,
  pageCache: PublicAnswerCache | null = null,
  log: (line: string) => void = (line) => sharedLogger().error(line),
  startedRenderPool: RenderPool | null = null,
  logger: Logger = sharedLogger(),
): Promise<{ app: express.Express; renderer: PageRenderer | null }> {
  const { config } = services;
  let renderer: PageRenderer | null = null;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // The one inline script: a Marathi page's font gate (client/src/site/layout/devanagari-font.ts).
          "script-src": ["'self'", inlineScriptHash(DEVANAGARI_FONT_HEAD_SCRIPT)],
          "img-src": ["'self'", "data:", "blob:"],
          "frame-src": ["'self'"],
          "object-src": ["'none'"],
          "upgrade-insecure-requests": config.SECURE_COOKIES ? [] : null,
        },
      },
      // Sent per request, by how it came (http/transport-security.ts): a plain-HTTP LAN install keeps working.
      strictTransportSecurity: false,
    }),
  );
  app.use(cookieParser());

  app.use(healthRoutes(services.readiness));

  // Uploaded files, through the files service: only keys the server generated, with the type
  // their bytes were checked for; a file withheld from visitors only with a session whose reach
  // covers a row naming it (auth/roles.ts).
  app.get(
    "/uploads/:folder/:name",
    serveStoredFiles(services.files, async (req, key) => mayFetchWithheld(services.content, await actorOf(services, req), key, services.approval.readsFile)),
  );

  const graphql = await createGraphQLHandler(services, answerCache);
  const clientBuilt = servesClient(config);
  // The build went away while the data was prepared: nothing is rendered, so no worker is kept.
  if (!clientBuilt) await startedRenderPool?.close();
  // CORS first, before anything else on /graphql may answer (a router's automatic OPTIONS
  // answer once kept every allowed site's preflight from the CORS handler).
  app.use("/graphql", graphql.cors);
  // A plain OPTIONS (no preflight: those were answered just above) hears the methods the
  // endpoint takes.
  app.options("/graphql", (_req, res) => {
    res.setHeader("Allow", "GET, HEAD, POST");
    res.status(204).end();
  });
  app.use(apiExplorer(graphql.schemaText, clientBuilt ? EXPLORER_DIST : null));
  app.use("/graphql", ...graphql.handlers);
  app.use(createLegacyRouter(services));
  // Feeds need no server render; sitemap.xml needs its route table.
  app.use(serveFeeds(services, { cache: pageCache, routes: () => renderer?.routes }));

  if (clientBuilt) {
    app.use("/assets", builtAssets(path.join(CLIENT_DIST, "assets")));
    app.use("/explorer-assets", builtAssets(EXPLORER_DIST));
    app.use(builtRootFiles(CLIENT_DIST));
    // The administration area is rendered in the browser only: the page it starts from is empty.
    const sendShell = (_req: Request, res: Response) => {
      res.sendFile(path.join(CLIENT_DIST, "index.html"), { headers: { "Cache-Control": "no-cache" } });
    };
    app.get(["/admin-login", "/admin-login/{*splat}"], sendShell);
    renderer = await loadPageRenderer(
      CLIENT_DIST,
      SSR_DIST,
      // A page's queries, as a visitor's, kept in the answer cache while the content is unchanged.
      createRenderAnswers(graphql.executeAsVisitor, answerCache, services.contentVersion),
      renderLimitsOf(config),
      log,
      startedRenderPool,
    );
    const page: RequestHandler = renderer
      ? servePages({
          renderer,
          cache: pageCache,
          versions: services.contentVersion,
          allowance: createRenderAllowance(config.RENDERS_PER_MINUTE, () => config.now().getTime()),
          log,
        })
      : sendShell;
    if (renderer) {
      // The link check judges page links by the same route table as the pages (services/links/).
      const { resolve, routes } = renderer;
      const canonicalPath = (path: string) => {
        const verdict = resolve(path);
        return verdict.kind === "unknown" ? null : verdict.path;
      };
      services.links.learnSitePages(sitePagesOf(services, routes, canonicalPath));
    }
    if (renderer) app.post([...renderer.formPaths], ...servePublicFormPosts(renderer, graphql.executeAsVisitorFrom));
    app.get("/{*splat}", (req, res, next) => {
      if (req.path.startsWith("/graphql") || req.path.startsWith("/uploads/")) return next();
      return page(req, res, next);
    });
    if (renderer) app.use(refuseOtherMethodsOnPages(renderer));
  }

  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found.");
  });

  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    // A body that could not be read is the sender's mistake (http/body-problems.ts), not the server's.
    const problem = bodyProblem(error);
    if (problem) {
      if (!res.headersSent) res.status(problem.status).json({ status: problem.status, message: problem.message });
      return;
    }
    // So is a request Express itself could not read (an address that cannot be decoded).
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      if (!res.headersSent) res.status(status).type("text/plain").send("The request could not be understood.");
      return;
    }
    // The message only: an error's other fields (a failed query's parameters) may hold personal data.
    logger.error(`Unexpected server error: ${errorText(error)}`);
    if (res.headersSent) return;
    res.status(500).json({ status: 500, message: "Something went wrong on the server. Please try again." });
  });
  return { app, renderer };
}
