import type { Request, Response, Router } from "express";
import express from "express";
import type { Readiness } from "../services/readiness.js";

// GET /healthz: the process is alive and answers HTTP (a supervisor restarts it when this fails).
// GET /readyz: it should be sent requests (services/readiness.ts): 503 while it starts, while it
// stops (SIGTERM) and while its database or file store fails, so a load balancer moves on.
// Neither is cached, and neither says more than which check failed.

export function healthRoutes(readiness: Readiness): Router {
  const router = express.Router();
  router.get("/healthz", (_req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "alive" });
  });
  router.get("/readyz", async (_req: Request, res: Response) => {
    const report = await readiness.report();
    res.setHeader("Cache-Control", "no-store");
    res.status(report.ready ? 200 : 503).json({ status: report.ready ? "ready" : "not ready", state: report.state, checks: report.checks });
  });
  return router;
}
