import { MAX_PAGE_SIZE } from "../services/content-service.types.js";
import { badInput } from "../base/errors.js";

// Argument checks shared by the resolvers. Services check again; these give an early,
// precise answer naming the argument.

const RECORD_NUMBER = /^[1-9][0-9]{0,14}$/;

/** An `ID` argument as the positive whole number the services use. */
export function parseId(value: unknown, argument = "id"): number {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !RECORD_NUMBER.test(text)) {
    throw badInput(argument, `"${String(value)}" is not a record number. Use the id shown in the list (a whole number such as 12).`);
  }
  return Number(text);
}

/** Page arguments of list queries: limit 1..100, offset 0 or more. */
export function checkPage(args: { limit?: number | null; offset?: number | null }): { limit?: number; offset?: number } {
  const { limit, offset } = args;
  if (limit !== undefined && limit !== null && (limit < 1 || limit > MAX_PAGE_SIZE)) {
    throw badInput("limit", `Ask for between 1 and ${MAX_PAGE_SIZE} items at a time (limit was ${limit}).`);
  }
  if (offset !== undefined && offset !== null && offset < 0) {
    throw badInput("offset", `The offset cannot be negative (it was ${offset}).`);
  }
  return { limit: limit ?? undefined, offset: offset ?? undefined };
}
