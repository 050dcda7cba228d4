import type { Request, Response } from "express";
import { SESSION_COOKIE, sessionCookieOptions } from "../auth/auth-service.js";
import { AppError, HTTP_STATUS } from "../base/errors.js";
import type { Services } from "../services/services.js";
import type { WriteOptions } from "../services/content-service.types.js";
import { memberSavedMessage, savedMessage, sendError, sendStatus, sendText } from "./answers.js";
import { readLegacyForm, type LegacyForm } from "./form-body.js";
import { insertInput, memberInput, updateInput } from "./form-input.js";
import { listAllRows, toLegacyRow } from "./rows.js";
import { actorOf } from "./request-guard.js";
import type { LegacyType } from "./tables.js";

// One function per kind of legacy call. Each translates the request into one service call and
// the result into the old answer; the services decide who may do what and what is valid.

/** The old forms have no field for a picture's description nor a consent tick: what they send is taken as before. */
const OLD_FORM: WriteOptions = { picturesMayLackDescription: true, consentsNotAsked: true };

/** "12" -> 12. Anything else becomes NaN, which the services refuse as not a record number. */
export function recordNumber(text: string | undefined): number {
  return text !== undefined && /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
}

export async function listRows(services: Services, req: Request, res: Response, type: LegacyType, value: string): Promise<void> {
  const service = services.content[type.key];
  const filter = value !== "" && service.spec.filters.includes("department") ? { department: value } : {};
  const rows = await listAllRows(service, await actorOf(services, req), filter);
  res.status(200).json({ data: rows.map((row) => toLegacyRow(type, row)) });
}

export async function signIn(services: Services, req: Request, res: Response, username: string, password: string): Promise<void> {
  res.set("Cache-Control", "no-store");
  try {
    // connection.php cannot ask a second step: accounts with one are refused (auth-service.ts).
    const { token, expiresAt } = await services.auth.signIn(username, password, req.ip ?? "unknown", req.get("user-agent"), false);
    res.cookie(SESSION_COOKIE, token, sessionCookieOptions(services.config, expiresAt, req.secure));
    sendText(res, 200, "ok");
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    sendText(res, HTTP_STATUS[error.code], error.message);
  }
}

/** Reads the request's form, runs `work` with it, and removes its temp files whatever happens. */
async function withForm(services: Services, req: Request, work: (form: LegacyForm) => Promise<void>): Promise<void> {
  const form = await readLegacyForm(req, { maxFileBytes: services.config.uploadMaxBytes, tempRoot: services.config.uploadTempDir });
  try {
    await work(form);
  } finally {
    await form.cleanup();
  }
}

export function insertRow(services: Services, req: Request, res: Response, type: LegacyType): Promise<void> {
  return withForm(services, req, async (form) => {
    const service = services.content[type.key];
    const row = await service.create(await actorOf(services, req), insertInput(type, form), OLD_FORM);
    sendStatus(res, 200, savedMessage(service.spec, row, "saved"));
  });
}

export function updateRow(services: Services, req: Request, res: Response, type: LegacyType, sno: string | undefined): Promise<void> {
  return withForm(services, req, async (form) => {
    const service = services.content[type.key];
    const row = await service.update(await actorOf(services, req), recordNumber(sno), updateInput(type, form), OLD_FORM);
    sendStatus(res, 200, savedMessage(service.spec, row, "updated"));
  });
}

/** One committee member, by the member's own sno. */
export function updateMember(services: Services, req: Request, res: Response, type: LegacyType, sno: string | undefined): Promise<void> {
  return withForm(services, req, async (form) => {
    const service = services.content[type.key];
    const memberId = recordNumber(sno);
    const row = await service.updateMember!(await actorOf(services, req), memberId, memberInput(type, form));
    sendStatus(res, 200, memberSavedMessage(service.spec, row, memberId));
  });
}

export async function deleteRow(services: Services, req: Request, res: Response, type: LegacyType, sno: string | undefined): Promise<void> {
  const row = await services.content[type.key].remove(await actorOf(services, req), recordNumber(sno));
  sendText(res, 200, String(row.id));
}

/** Runs a handler and answers its failure the old way. */
export async function answering(res: Response, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    sendError(res, error);
  }
}
