import type { EntityManager } from "typeorm";
import type { Actor } from "../../base/actor.js";
import { runTransaction } from "../../db/transaction.js";
import type { Member } from "../members-field.js";
import type { WriteAction, WriteEvent } from "../write-journal.js";
import type { ContentRow } from "../content-service.types.js";
import type { TypeContext } from "./type-context.js";
import { toRow } from "./rows.js";
import { releaseFiles } from "./files.js";

// How a write is committed and told: one transaction that also marks public content as changed,
// and the journal (revisions, audit log, webhooks, search) told inside it and after it.

/** Runs a write's statements in one transaction that also marks public content as changed. */
export async function inTransaction<T>({ spec, deps, publiclyRead }: TypeContext, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  try {
    return await runTransaction(deps.dataSource, async (manager) => {
      const result = await work(manager);
      if (publiclyRead) await deps.contentVersion.bump(manager, spec.key);
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
 * Runs a write in one transaction (`inTransaction`) in which the journal is told of it: `work`
 * writes and gives the entry (null: nothing written), `after` is read there. Once committed the
 * journal is told again, and the files of versions the write dropped are let go.
 */
export async function journaled<E extends JournalEntry | null>(ctx: TypeContext, work: (manager: EntityManager) => Promise<E>): Promise<E> {
  const { spec, deps, membersField, fileFields } = ctx;
  let event: WriteEvent | undefined;
  const entry = await inTransaction(ctx, async (manager) => {
    const entry = await work(manager);
    if (!entry || !deps.journal) return entry;
    const { action, actor, id, before, membersAfter, note, reviewed } = entry;
    const entity = action === "purge" ? null : await manager.getRepository(deps.entity).findOneBy({ id });
    const after = entity ? toRow(ctx, entity, membersAfter ?? (before && membersField ? (before[membersField] as Member[]) : undefined)) : null;
    event = { action, spec, id, before, after, actor, at: new Date(), note, released: [], ...(reviewed ? { reviewed } : {}) };
    await deps.journal.record(manager, event);
    return entry;
  });
  if (event) {
    deps.journal!.committed(event);
    await releaseFiles(
      ctx,
      event.released!,
      fileFields.map(([name]) => name),
    );
  }
  return entry;
}
