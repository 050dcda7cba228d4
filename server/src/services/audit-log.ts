import type { DataSource, EntityManager } from "typeorm";
import { requireAdministrator } from "../auth/roles.js";
import { describeActor, USER_AGENT_MAX, type Actor } from "../base/actor.js";
import { AUDIT_ACTIONS, type AuditEvent, type AuditRecorder } from "../base/audit.js";
import { badInput } from "../base/errors.js";
import { AuditEntry } from "../db/entities/index.js";
import { CONTENT_TYPES } from "../content/registry.js";
import type { WriteListener } from "./write-journal.js";

// The audit log: who did what, to which row, when and from where. Append-only: entries are
// inserted (content writes by a journal listener inside the write's transaction; sign-ins,
// accounts, settings and exports by their services) and only the retention purge deletes them,
// AUDIT_DAYS after they were written. No method updates an entry; no API changes one.

export const AUDIT_PAGE_MAX = 100;
const LABEL_MAX = 300;

export interface AuditFilter {
  /** Part of the actor's e-mail (or "visitor", "server"). */
  actor?: string | null;
  type?: string | null;
  action?: string | null;
  from?: Date | null;
  to?: Date | null;
}

/** An entry as the log shows it: its columns, with the actor's and the type's names for reading. */
export type AuditEntryView = Omit<AuditEntry, "actorLabel" | "typeKey"> & { actor: string; type: string | null; typeLabel: string | null };

export interface AuditLog extends AuditRecorder {
  /** Records every content write of the journal, inside its transaction. */
  listener: WriteListener;
  list(actor: Actor, filter: AuditFilter, limit?: number | null, offset?: number | null): Promise<{ items: AuditEntryView[]; totalCount: number }>;
  /** Deletes entries older than `days` before `now`; gives how many. */
  purge(now?: Date): Promise<number>;
  readonly days: number;
}

const typeLabelOf = (key: string): string => (CONTENT_TYPES as unknown as Record<string, { label: string } | undefined>)[key]?.label ?? key;

function toView({ actorLabel, typeKey, ...columns }: AuditEntry): AuditEntryView {
  return { ...columns, actor: actorLabel, type: typeKey, typeLabel: typeKey ? typeLabelOf(typeKey) : null };
}

export function createAuditLog(dataSource: DataSource, days: number, now: () => Date = () => new Date()): AuditLog {
  async function record(event: AuditEvent, manager?: unknown): Promise<void> {
    const who = describeActor(event.actor);
    const repo = ((manager as EntityManager | undefined) ?? dataSource.manager).getRepository(AuditEntry);
    await repo.insert({
      at: now(),
      action: event.action,
      actorKind: who.kind,
      actorId: who.accountId,
      actorLabel: (event.actorLabel ?? who.label).slice(0, LABEL_MAX),
      typeKey: event.typeKey ?? null,
      rowId: event.rowId ?? null,
      detail: event.detail ? event.detail.slice(0, LABEL_MAX) : null,
      ip: event.actor.ip.slice(0, 100),
      userAgent: event.actor.userAgent ? event.actor.userAgent.slice(0, USER_AGENT_MAX) : null,
    });
  }

  return {
    days,
    record,
    listener: {
      inTransaction: (manager, event) =>
        record({ action: event.reviewed ? "reviewed" : event.action, actor: event.actor, typeKey: event.spec.key, rowId: event.id, detail: event.note ?? null }, manager),
    },

    async list(actor, filter, limit, offset) {
      requireAdministrator(actor, "auditLog");
      const take = limit ?? 50;
      const skip = offset ?? 0;
      if (!Number.isInteger(take) || take < 1 || take > AUDIT_PAGE_MAX) throw badInput("limit", `The page size (limit) must be between 1 and ${AUDIT_PAGE_MAX}.`);
      if (!Number.isInteger(skip) || skip < 0) throw badInput("offset", "The offset must be zero or more.");
      const qb = dataSource.getRepository(AuditEntry).createQueryBuilder("a");
      const actorText = filter.actor?.trim();
      if (actorText) {
        if (actorText.length > 254) throw badInput("actor", "The person filter can have at most 254 characters.");
        qb.andWhere("LOWER(a.actorLabel) LIKE :actor ESCAPE '\\'", { actor: `%${actorText.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
      }
      if (filter.type) qb.andWhere("a.typeKey = :type", { type: filter.type });
      if (filter.action) {
        if (!(AUDIT_ACTIONS as readonly string[]).includes(filter.action)) {
          throw badInput("action", `"${filter.action.slice(0, 40)}" is not an action the log records. Choose one from the list.`);
        }
        qb.andWhere("a.action = :action", { action: filter.action });
      }
      if (filter.from) qb.andWhere("a.at >= :from", { from: filter.from });
      if (filter.to) qb.andWhere("a.at <= :to", { to: filter.to });
      const [rows, totalCount] = await qb.orderBy("a.at", "DESC").addOrderBy("a.id", "DESC").take(take).skip(skip).getManyAndCount();
      return { items: rows.map(toView), totalCount };
    },

    async purge(at = now()) {
      const before = new Date(at.getTime() - days * 24 * 60 * 60 * 1000);
      const result = await dataSource.getRepository(AuditEntry).createQueryBuilder().delete().where("at < :before", { before }).execute();
      return result.affected ?? 0;
    },
  };
}
