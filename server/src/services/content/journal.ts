import type { EntityManager } from "typeorm";
import type { Actor } from "../../base/actor.js";
import { runTransaction } from "../../db/transaction.js";
import type { Member } from "../members-field.js";
import type { WriteAction } from "../write-journal.js";
import type { ContentRow } from "../content-service.types.js";
import type { TypeContext } from "./type-context.js";
import { toRow } from "./rows.js";
import { releaseFiles } from "./files.js";

// How a write is committed and told: one transaction that also marks public content as changed,
// and the journal (revisions, audit log, webhooks, search) told inside it and after it.

/** Runs a write's statements in one transaction that also marks public content as changed. */
export async function inTransaction<T>({ deps, publiclyRead }: TypeContext, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await runTransaction(deps.dataSource, async (manager) => {
      const result = await work(manager);
      if (publiclyRead) await deps.contentVersion.bump(manager);
      return result;
    });
  } finally {
    if (publiclyRead) deps.contentVersion.forget();
  }
}

/** One write as the journal is told of it. */
export interface JournalEntry {
  action: WriteAction;
  actor: Actor;
  id: number;
  /** The row before the write (null on create). */
  before: ContentRow | null;
  /** The members as this write leaves them, when it changes them (else the row's own). */
  membersAfter?: Member[];
  /** A plain note for the audit log ("restored version 3"). */
  note?: string;
  /** An update that only confirms a review. */
  reviewed?: boolean;
}

/**
 * Tells the journal of a write, inside its transaction: `after` is read there. Gives a function
 * that tells the journal once committed and lets go the files of versions the write dropped.
 */
export async function journalWrite(ctx: TypeContext, manager: EntityManager, entry: JournalEntry): Promise<() => Promise<void>> {
  const { spec, deps, membersField, fileFields } = ctx;
  const journal = deps.journal;
  if (!journal) return async () => {};
  const { action, actor, id, before, membersAfter, note, reviewed } = entry;
  const entity = action === "purge" ? null : await manager.getRepository(deps.entity).findOneBy({ id });
  const after = entity ? toRow(ctx, entity, membersAfter ?? (before && membersField ? (before[membersField] as Member[]) : undefined)) : null;
  const released: Record<string, unknown>[] = [];
  const event = { action, spec, id, before, after, actor, at: new Date(), note, released, ...(reviewed ? { reviewed } : {}) };
  await journal.record(manager, event);
  return async () => {
    journal.committed(event);
    await releaseFiles(ctx, released, fileFields.map(([name]) => name));
  };
}
