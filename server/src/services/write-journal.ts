import type { EntityManager } from "typeorm";
import type { ContentTypeSpec } from "../content/define.js";
import type { Actor } from "../base/actor.js";
import type { ContentRow } from "./content-service.types.js";
import { sharedLogger } from "../base/logger.js";

// The one place where every content write is told to whoever keeps a record of it: revisions,
// the audit log, webhook deliveries and the search queue inside the write's transaction (they
// commit or roll back with it); the webhook worker and the search indexer are woken after it has
// committed. The content service calls `record` for each write; listeners are added in
// compose.ts. No listener may change the write itself.

export type WriteAction = "create" | "update" | "delete" | "restore" | "purge" | "publish";

export interface WriteEvent {
  action: WriteAction;
  spec: ContentTypeSpec;
  id: number;
  /** The row before the write (null on create): field values as stored, file fields as keys. */
  before: ContentRow | null;
  /** The row after the write (null when it is gone for ever). */
  after: ContentRow | null;
  actor: Actor;
  at: Date;
  /** A plain note for the audit log ("restored version 3"). */
  note?: string;
  /** An update that only confirms a review (services/reviewed.ts): the audit log names it "reviewed". */
  reviewed?: boolean;
  /**
   * Listeners put here the fields of older versions this write let go (revisions dropped past
   * REVISIONS_KEPT, or with a row purged): after the commit the content service deletes the
   * files they name that no row and no kept version still names.
   */
  released?: Record<string, unknown>[];
}

export interface WriteListener {
  /** Inside the write's transaction; a failure rolls the write back. */
  inTransaction?(manager: EntityManager, event: WriteEvent): Promise<void>;
  /** After the write committed; never fails the write (errors are logged). */
  afterCommit?(event: WriteEvent): void | Promise<void>;
}

export interface WriteJournal {
  listen(listener: WriteListener): void;
  record(manager: EntityManager, event: WriteEvent): Promise<void>;
  committed(event: WriteEvent): void;
}

export function createWriteJournal(): WriteJournal {
  const listeners: WriteListener[] = [];
  return {
    listen(listener) {
      listeners.push(listener);
    },
    async record(manager, event) {
      for (const listener of listeners) await listener.inTransaction?.(manager, event);
    },
    committed(event) {
      for (const listener of listeners) {
        if (!listener.afterCommit) continue;
        Promise.resolve()
          .then(() => listener.afterCommit!(event))
          .catch((error: unknown) => sharedLogger().error(`After ${event.action} of ${event.spec.key} ${event.id}: ${(error as Error).message}`));
      }
    },
  };
}
