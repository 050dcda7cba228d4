import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from "typeorm";
import { wordedError } from "../base/errors.js";

// The one way services open a write transaction. PostgreSQL may give up on a transaction
// because a concurrent one wrote what it read (SERIALIZABLE: 40001) or because two waited for
// each other (40P01); such a transaction did nothing and is run again from the start, a few
// times, before the person saving is told to try again. A transaction's work must therefore
// only touch the database through its manager (files are stored before, removed after).
// SQLite never needs this: its transactions run one at a time (sqlite-gate.ts).

/** Two writes met and this one gave up: its author is asked to try again. */
export const savingAtTheSameMoment = () => wordedError("CONFLICT", "savingAtTheSameMoment", {});

/** How often one write is tried in all before its author is asked to try again. */
export const TRANSACTION_ATTEMPTS = 5;

type IsolationLevel = "READ UNCOMMITTED" | "READ COMMITTED" | "REPEATABLE READ" | "SERIALIZABLE";

const RETRYABLE_CODES = new Set(["40001", "40P01"]);

/** True for PostgreSQL's "could not serialize access" and "deadlock detected". */
export function isSerializationFailure(error: unknown): boolean {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === "string" && RETRYABLE_CODES.has(code);
}

/** A unique-constraint failure on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string; message?: string } } | null)?.driverError;
  if (!driverError) return false;
  return driverError.code === "23505" || /UNIQUE constraint failed/i.test(driverError.message ?? "");
}

export async function runTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>, isolation?: IsolationLevel): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return isolation ? await dataSource.transaction(isolation, work) : await dataSource.transaction(work);
    } catch (error) {
      if (!isSerializationFailure(error)) throw error;
      if (attempt >= TRANSACTION_ATTEMPTS) throw savingAtTheSameMoment();
      // A short, growing, random pause, so the transactions that collided do not collide again.
      await new Promise((resolve) => setTimeout(resolve, attempt * 5 + Math.random() * 20));
    }
  }
}

/**
 * Reads a row by id inside a transaction and, on PostgreSQL, locks it until the transaction
 * ends (SELECT ... FOR UPDATE), so writes that depend on the row (its member list, its current
 * values) happen one after another. On SQLite the whole transaction is already exclusive.
 */
export async function lockRow(manager: EntityManager, entity: EntityTarget<ObjectLiteral>, id: number): Promise<ObjectLiteral | null> {
  const repo = manager.getRepository(entity);
  if (manager.connection.options.type !== "postgres") return repo.findOneBy({ id });
  return repo.findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
}
