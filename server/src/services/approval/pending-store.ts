import { In, IsNull, type DataSource, type EntityManager } from "typeorm";
import { describeActor, type Actor } from "../../base/actor.js";
import type { AuditRecorder } from "../../base/audit.js";
import { wordedError } from "../../base/errors.js";
import { PendingChange } from "../../db/entities/index.js";

// The table of changes waiting for approval, as the content operations use it inside their
// writes (content/operations/propose.ts) and the approval service reads and decides them.

export type PendingAction = "create" | "update" | "delete";
export type PendingState = "pending" | "approved" | "rejected" | "withdrawn";

export interface PendingStore {
  /** Whether the site setting "Approval before publishing" is on. */
  required(): Promise<boolean>;
  /** The change of a row that is still waiting, if any (in the write's transaction). */
  waitingFor(manager: EntityManager, typeKey: string, rowId: number): Promise<PendingChange | null>;
  /** The waiting changes of some rows of one type, by row number (a panel's page of rows: which of them wait). */
  waitingAmong(typeKey: string, rowIds: readonly number[]): Promise<Map<number, PendingChange>>;
  /** Records a new waiting change, or replaces `earlier` (the row's waiting one) with this one. */
  save(manager: EntityManager, proposal: Proposal, earlier?: PendingChange | null): Promise<PendingChange>;
  /** Closes a waiting change (approved, rejected, withdrawn) by whom, with the approver's note. */
  close(manager: EntityManager, change: PendingChange, state: Exclude<PendingState, "pending">, actor: Actor, note?: string | null): Promise<void>;
  /** True while a waiting change names the stored file: it is kept (not swept, not released) and withheld from visitors. */
  namesFile(key: string): Promise<boolean>;
  audit: AuditRecorder;
}

export interface Proposal {
  typeKey: string;
  rowId: number;
  action: PendingAction;
  /** The row's title as the change would leave it. */
  title: string;
  /** An update's proposed values by field name (files as storage keys). */
  changes?: Record<string, unknown> | null;
  /** The storage keys those values name. */
  files?: string[];
  actor: Actor;
}

/** Keys between spaces (" a.pdf b.jpg "), as the revisions keep theirs, so a file's use is one LIKE. */
const spaced = (keys: readonly string[]) => (keys.length > 0 ? ` ${keys.join(" ")} ` : "");

export const changesOf = (change: PendingChange): Record<string, unknown> => (change.changes ? (JSON.parse(change.changes) as Record<string, unknown>) : {});

export function createPendingStore(dataSource: DataSource, required: () => Promise<boolean>, audit: AuditRecorder): PendingStore {
  return {
    required,
    audit,
    waitingFor(manager, typeKey, rowId) {
      return manager.getRepository(PendingChange).findOneBy({ typeKey, rowId, state: "pending" });
    },
    async waitingAmong(typeKey, rowIds) {
      const waiting = new Map<number, PendingChange>();
      if (rowIds.length === 0) return waiting;
      // A panel's page holds at most MAX_PAGE_SIZE rows: one IN list.
      const found = await dataSource.getRepository(PendingChange).findBy({ typeKey, rowId: In([...rowIds]), state: "pending" });
      for (const change of found) waiting.set(change.rowId, change);
      return waiting;
    },
    async save(manager, proposal, earlier) {
      const who = describeActor(proposal.actor);
      const at = new Date();
      const values = {
        typeKey: proposal.typeKey,
        rowId: proposal.rowId,
        action: proposal.action,
        title: proposal.title.slice(0, 300),
        changes: proposal.changes ? JSON.stringify(proposal.changes) : null,
        files: spaced(proposal.files ?? []),
        authorId: who.accountId,
        authorLabel: who.label.slice(0, 300),
        updatedAt: at,
      };
      const repo = manager.getRepository(PendingChange);
      if (earlier) {
        await repo.update({ id: earlier.id }, values);
        return { ...earlier, ...values };
      }
      return repo.save(repo.create({ ...values, state: "pending", note: null, createdAt: at, decidedById: null, decidedByLabel: null, decidedAt: null }));
    },
    async close(manager, change, state, actor, note = null) {
      const who = describeActor(actor);
      const repo = manager.getRepository(PendingChange);
      // Only the change as it was read: decided a moment ago by someone else, or saved again by
      // its editor since, this decision is refused (the values applied are the ones read).
      const asRead = { id: change.id, state: "pending", action: change.action, changes: change.changes === null ? IsNull() : change.changes };
      const result = await repo.update(asRead, { state, note, decidedById: who.accountId, decidedByLabel: who.label.slice(0, 300), decidedAt: new Date() });
      if (result.affected !== 0) return;
      if (await repo.existsBy({ id: change.id, state: "pending" })) throw wordedError("CONFLICT", "changedSinceOpened", {});
      throw wordedError("NOT_FOUND", "pendingChangeNotFound", { id: change.id });
    },
    async namesFile(key) {
      return dataSource
        .getRepository(PendingChange)
        .createQueryBuilder("p")
        .where("p.state = 'pending' AND p.files LIKE :key", { key: `% ${key} %` })
        .getExists();
    },
  };
}
