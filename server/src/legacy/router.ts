import express, { type Request, type Response } from "express";
import type { Services } from "../services/services.js";
import { answering, deleteRow, insertRow, listRows, signIn, updateMember, updateRow } from "./actions.js";
import { sendStatus, sendText } from "./answers.js";
import { CROSS_SITE_MESSAGE, isCrossSite } from "./request-guard.js";
import { buildLegacyTables, type LegacyTables } from "./tables.js";

// The old `connection.php` contract (shared/spec/legacy-api.md), served on top of the same
// services as GraphQL. This file only routes: which call is it, and who handles it.

export const LEGACY_PATHS = ["/connection.php", "/api/connection.php", "/public/api/connection.php"];
const ALUMNI_ACTION = "insertAlumniDetails";
const SHOWN_NAME_MAX = 100;

/** One query value as text: the first when a name is repeated. */
function queryText(value: unknown): string | undefined {
  if (Array.isArray(value)) return queryText(value[0]);
  return typeof value === "string" ? value : undefined;
}

const shown = (name: string) => (name.length > SHOWN_NAME_MAX ? `${name.slice(0, SHOWN_NAME_MAX)}...` : name);

async function runAction(services: Services, tables: LegacyTables, req: Request, res: Response, name: string): Promise<void> {
  const action = tables.actions.get(name);
  if (!action) {
    sendStatus(res, 400, `Unknown action "${shown(name)}".`);
    return;
  }
  if (action.operation !== "delete" && req.method !== "POST") {
    sendStatus(res, 405, `The action "${name}" sends a form: use POST.`);
    return;
  }
  if (req.method !== "POST" && isCrossSite(req)) {
    sendStatus(res, 403, CROSS_SITE_MESSAGE);
    return;
  }
  const sno = queryText(req.query.sno);
  if (action.operation === "insert") await insertRow(services, req, res, action.type);
  else if (action.operation === "update") await updateRow(services, req, res, action.type, sno);
  else if (action.operation === "updateMember") await updateMember(services, req, res, action.type, sno);
  else await deleteRow(services, req, res, action.type, sno);
}

async function runQuery(services: Services, tables: LegacyTables, req: Request, res: Response): Promise<void> {
  const query = req.query as Record<string, unknown>;
  const action = query.action;
  if (action !== undefined) {
    await runAction(services, tables, req, res, queryText(action) ?? String(action));
    return;
  }
  if (query.username !== undefined || query.password !== undefined) {
    if (isCrossSite(req)) {
      sendText(res, 403, CROSS_SITE_MESSAGE);
      return;
    }
    await signIn(services, req, res, queryText(query.username) ?? "", queryText(query.password) ?? "");
    return;
  }
  const names = Object.keys(query);
  const listKey = names.find((name) => tables.lists.has(name));
  if (listKey === undefined) {
    const message = names.length ? `Unknown list "${shown(names[0]!)}".` : "Say which list to show, for example connection.php?staff-details.";
    sendStatus(res, 400, message);
    return;
  }
  await listRows(services, req, res, tables.lists.get(listKey)!, queryText(query[listKey]) ?? "");
}

export function createLegacyRouter(services: Services): express.Router {
  const tables = buildLegacyTables();
  const router = express.Router();

  // Cross-site POSTs never reach a handler: the SameSite=Lax cookie already keeps the session
  // out of most of them, and this refuses the rest (and forged public submissions).
  router.post([...LEGACY_PATHS, "/submit-to-sheet"], (req, res, next) => {
    if (isCrossSite(req)) {
      req.resume();
      sendStatus(res, 403, CROSS_SITE_MESSAGE);
      return;
    }
    next();
  });
  for (const method of ["get", "post"] as const) {
    router[method](LEGACY_PATHS, (req, res) => answering(res, () => runQuery(services, tables, req, res)));
  }
  // The old alumni form posted its JSON here.
  router.post("/submit-to-sheet", (req, res) => answering(res, () => runAction(services, tables, req, res, ALUMNI_ACTION)));
  return router;
}
