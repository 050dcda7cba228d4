import type { Response } from "express";
import type { ContentTypeSpec } from "../content/define.js";
import { semesterLabel } from "../content/vocabulary.js";
import type { ContentRow } from "../services/content-service.types.js";
import { AppError, HTTP_STATUS } from "../base/errors.js";
import { sharedLogger, errorText } from "../base/logger.js";

// The answers the old client understood: `{"status": <http status>, "message": "..."}` for
// writes, plain text for sign-in and deletes.

export function sendStatus(res: Response, status: number, message: string): void {
  res.status(status).json({ status, message });
}

export function sendText(res: Response, status: number, text: string): void {
  res.status(status).type("text/plain").send(text);
}

/** Service errors keep their message and get their HTTP status; anything else is a 500. */
export function sendError(res: Response, error: unknown): void {
  if (res.headersSent) return;
  if (error instanceof AppError) {
    sendStatus(res, HTTP_STATUS[error.code], error.message);
    return;
  }
  // The message only: the request line may hold credentials (sign-in) and is never logged.
  sharedLogger().error(`Legacy connection.php request failed: ${errorText(error)}`);
  sendStatus(res, 500, "Something went wrong on the server. Please try again.");
}

/** What names a saved row for a clerk: its title field, else its number. */
function rowTitle(spec: ContentTypeSpec, row: ContentRow): string {
  const value = row[spec.titleField];
  const field = spec.fields[spec.titleField];
  if (field?.kind === "semester" && typeof value === "number") return `"${semesterLabel(value) ?? value}"`;
  if (value === null || value === undefined || value === "") return `number ${row.id}`;
  return `"${String(value)}"`;
}

/** An editor's write while "Approval before publishing" is on: said after the message, so the old client shows it. */
const waiting = (row: ContentRow) => (row.awaitingApproval ? ` It waits for an approver (change number ${String(row.awaitingApproval)}) before the site shows it.` : "");

export function savedMessage(spec: ContentTypeSpec, row: ContentRow, verb: "saved" | "updated"): string {
  return `${spec.label} ${rowTitle(spec, row)} was ${verb} (record number ${row.id}).${waiting(row)}`;
}

export function memberSavedMessage(spec: ContentTypeSpec, row: ContentRow, memberId: number): string {
  return `Member number ${memberId} of ${spec.label.toLowerCase()} ${rowTitle(spec, row)} was updated.${waiting(row)}`;
}
