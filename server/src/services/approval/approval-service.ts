import type { DataSource, EntityManager } from "typeorm";
import { SYSTEM, type Actor } from "../../base/actor.js";
import { AppError, badField, wordedError } from "../../base/errors.js";
import { authorityOf, mayApprove } from "../../auth/roles.js";
import { isFileKind, type ContentTypeSpec } from "../../content/define.js";
import { cellText, type CellContext } from "../../content/cell-text.js";
import { fieldLabelIn } from "../../content/server-field-words.js";
import { fileUrl } from "../../content/kinds/index.js";
import { FIELD_KINDS } from "../../content/kinds/index.js";
import { CONTENT_TYPES, type ContentKey } from "../../content/registry.js";
import { TYPE_NAMES_MR } from "../../content/type-names-mr.js";
import type { TypeName } from "../../messages/english.js";
import { PendingChange } from "../../db/entities/index.js";
import { MAX_PAGE_SIZE, type ContentRow, type ContentService } from "../content-service.types.js";
import { changesOf, type PendingAction, type PendingState, type PendingStore } from "./pending-store.js";

// "Approval before publishing" (GIGW CMAP): the lists of changes waiting (an approver's of its
// reach, an editor's own) with the difference from the published row field by field, and the
// decisions: approve (the write is applied through the content service's one pipeline, so a
// revision, an audit entry, webhooks, search and every cache follow), reject with a note the
// editor reads, withdraw by its author. Every decision is checked here against the session.

/** One field the change sets, as it is published and as the change would leave it (text as a clerk reads it). */
export interface FieldDifference {
  field: string;
  label: TypeName;
  before: string | null;
  after: string | null;
}

export interface PendingChangeView {
  id: number;
  typeKey: string;
  typeLabel: TypeName;
  rowId: number;
  title: string;
  action: PendingAction;
  author: string;
  at: Date;
  state: PendingState;
  note: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  differences: FieldDifference[];
}

export interface ApprovalService {
  /** The changes waiting that this approver (or administrator) may decide, oldest first. */
  waiting(actor: Actor): Promise<PendingChangeView[]>;
  /** The signed-in account's own changes: waiting, and the last decided ones (with the approver's note). */
  mine(actor: Actor): Promise<PendingChangeView[]>;
  approve(actor: Actor, id: number): Promise<PendingChangeView>;
  reject(actor: Actor, id: number, note: string): Promise<PendingChangeView>;
  withdraw(actor: Actor, id: number): Promise<PendingChangeView>;
  /** Whether a waiting change that the actor made, or may decide, names the stored file (its new PDF or picture). */
  readsFile(actor: Actor, key: string): Promise<boolean>;
}

/** How many decided changes an editor's list shows beside the waiting ones. */
const DECIDED_SHOWN = 20;
const NOTE_MAX = 1000;

const typeLabelOf = (spec: ContentTypeSpec): TypeName => ({ en: spec.label, mr: TYPE_NAMES_MR[spec.key as ContentKey]?.label ?? spec.label });

/** A panel session (not a token) of an approver or an administrator. */
function requireApprover(actor: Actor): void {
  const authority = authorityOf(actor);
  if (!authority || actor.kind !== "admin") throw wordedError("UNAUTHENTICATED", "signInRequired", {});
  if (authority.role !== "administrator" && authority.role !== "approver") throw wordedError("FORBIDDEN", "onlyApprover", {});
}

export function createApprovalService(dataSource: DataSource, content: Record<ContentKey, ContentService>, store: PendingStore): ApprovalService {
  const repo = () => dataSource.getRepository(PendingChange);
  const specOf = (change: PendingChange) => (CONTENT_TYPES as Record<string, ContentTypeSpec | undefined>)[change.typeKey];

  /** The row as it stands (a new one waiting too), or null once gone or in the Trash. */
  async function rowOf(change: PendingChange): Promise<ContentRow | null> {
    const service = content[change.typeKey as ContentKey];
    if (!service) return null;
    return service.get(SYSTEM, change.rowId, { fileInfo: false }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_FOUND") return null;
      throw error;
    });
  }

  /** Whether the actor may decide it: the row as published and as the change would leave it lie within its reach. */
  const mayDecide = (actor: Actor, spec: ContentTypeSpec, row: ContentRow, change: PendingChange) =>
    mayApprove(actor, spec, row) && mayApprove(actor, spec, { ...row, ...changesOf(change) });

  async function cellContext(): Promise<CellContext> {
    const departments = await content.department.listItems(SYSTEM, { limit: MAX_PAGE_SIZE }, { fileInfo: false });
    return { origin: "http://localhost", departments: new Map(departments.map((d) => [String(d.slug), String(d.name)])) };
  }

  function textOf(spec: ContentTypeSpec, name: string, value: unknown, context: CellContext): string | null {
    const field = spec.fields[name]!;
    if (value === null || value === undefined || value === "") return null;
    if (isFileKind(field.kind)) return fileUrl(value);
    return cellText(field, value, context) || null;
  }

  /** The fields the change sets, each as published and as proposed; a new row's every filled field. */
  function differencesOf(spec: ContentTypeSpec, change: PendingChange, row: ContentRow | null, context: CellContext): FieldDifference[] {
    if (change.action === "delete") return [];
    const proposed = change.action === "create" ? (row ?? {}) : changesOf(change);
    const differences: FieldDifference[] = [];
    for (const [name, field] of Object.entries(spec.fields)) {
      if (!(name in proposed) || FIELD_KINDS[field.kind].sealed) continue;
      const before = change.action === "create" ? null : textOf(spec, name, row?.[name], context);
      const after = textOf(spec, name, proposed[name], context);
      if (before === after) continue;
      differences.push({ field: name, label: { en: fieldLabelIn(field)("en"), mr: fieldLabelIn(field)("mr") || fieldLabelIn(field)("en") }, before, after });
    }
    return differences;
  }

  async function viewOf(change: PendingChange, context: CellContext, known?: ContentRow | null): Promise<PendingChangeView> {
    const spec = specOf(change)!;
    const row = known === undefined ? await rowOf(change) : known;
    return {
      id: change.id,
      typeKey: change.typeKey,
      typeLabel: typeLabelOf(spec),
      rowId: change.rowId,
      title: change.title,
      action: change.action as PendingAction,
      author: change.authorLabel,
      at: change.updatedAt,
      state: change.state as PendingState,
      note: change.note,
      decidedBy: change.decidedByLabel,
      decidedAt: change.decidedAt,
      differences: change.state === "pending" ? differencesOf(spec, change, row, context) : [],
    };
  }

  /** A change still waiting, with its row, that this approver may decide. */
  async function decidable(actor: Actor, id: number) {
    requireApprover(actor);
    const change = await repo().findOneBy({ id, state: "pending" });
    const spec = change ? specOf(change) : undefined;
    const row = change ? await rowOf(change) : null;
    if (!change || !spec || !row) throw wordedError("NOT_FOUND", "pendingChangeNotFound", { id });
    if (!mayDecide(actor, spec, row, change)) throw wordedError("FORBIDDEN", "outsideApproverReach", {});
    return { change, spec, service: content[change.typeKey as ContentKey], row };
  }

  /** Closes the change and writes its audit line, in the decision's own transaction. */
  const closing =
    (actor: Actor, change: PendingChange, state: "approved" | "rejected" | "withdrawn", note: string | null = null) =>
    async (manager: EntityManager) => {
      await store.close(manager, change, state, actor, note);
      const what = `${change.action === "create" ? "new row" : change.action === "delete" ? "delete" : "change"} (change ${change.id} by ${change.authorLabel})`;
      await store.audit.record({ action: state, actor, typeKey: change.typeKey, rowId: change.rowId, detail: note ? `${what}: ${note}` : what }, manager);
    };

  async function reloaded(id: number): Promise<PendingChangeView> {
    return viewOf((await repo().findOneByOrFail({ id }))!, await cellContext());
  }

  return {
    async waiting(actor) {
      requireApprover(actor);
      const context = await cellContext();
      const views: PendingChangeView[] = [];
      for (const change of await repo().find({ where: { state: "pending" }, order: { updatedAt: "ASC", id: "ASC" } })) {
        const spec = specOf(change);
        const row = spec ? await rowOf(change) : null;
        if (spec && row && mayDecide(actor, spec, row, change)) views.push(await viewOf(change, context, row));
      }
      return views;
    },

    async mine(actor) {
      if (actor.kind !== "admin" || !authorityOf(actor)) throw wordedError("UNAUTHENTICATED", "signInRequired", {});
      const context = await cellContext();
      const own = { authorId: actor.accountId };
      const waiting = await repo().find({ where: { ...own, state: "pending" }, order: { updatedAt: "ASC", id: "ASC" } });
      const decided = await repo()
        .createQueryBuilder("p")
        .where("p.authorId = :author AND p.state <> 'pending'", { author: actor.accountId })
        .orderBy("p.decidedAt", "DESC")
        .addOrderBy("p.id", "DESC")
        .take(DECIDED_SHOWN)
        .getMany();
      const views: PendingChangeView[] = [];
      for (const change of [...waiting, ...decided]) if (specOf(change)) views.push(await viewOf(change, context));
      return views;
    },

    async approve(actor, id) {
      const { change, service } = await decidable(actor, id);
      const confirm = closing(actor, change, "approved");
      if (change.action === "create") await service.decideNewRow(actor, change.rowId, change.id, "publish", confirm);
      else if (change.action === "update") await service.update(actor, change.rowId, changesOf(change), { approvedChange: change.id, confirmInTransaction: confirm });
      else await service.remove(actor, change.rowId, confirm);
      return reloaded(id);
    },

    async reject(actor, id, note) {
      const text = typeof note === "string" ? note.trim() : "";
      if (!text) throw badField("note", "rejectionNoteNeeded", {});
      const { change, service } = await decidable(actor, id);
      const confirm = closing(actor, change, "rejected", text.slice(0, NOTE_MAX));
      // A rejected new row never appears: it goes to the Trash (an administrator may still restore it).
      if (change.action === "create") await service.decideNewRow(actor, change.rowId, change.id, "trash", confirm);
      else await service.dropProposal(changesOf(change), confirm);
      return reloaded(id);
    },

    async readsFile(actor, key) {
      if (actor.kind !== "admin" || !authorityOf(actor)) return false;
      const naming = await repo()
        .createQueryBuilder("p")
        .where("p.state = 'pending' AND p.files LIKE :key", { key: `% ${key} %` })
        .getMany();
      for (const change of naming) {
        if (change.authorId === actor.accountId) return true;
        const spec = specOf(change);
        const row = spec ? await rowOf(change) : null;
        if (spec && row && mayDecide(actor, spec, row, change)) return true;
      }
      return false;
    },

    async withdraw(actor, id) {
      if (actor.kind !== "admin" || !authorityOf(actor)) throw wordedError("UNAUTHENTICATED", "signInRequired", {});
      const change = await repo().findOneBy({ id, state: "pending" });
      if (!change || !specOf(change)) throw wordedError("NOT_FOUND", "pendingChangeNotFound", { id });
      if (change.authorId !== actor.accountId) throw wordedError("FORBIDDEN", "notYourPendingChange", {});
      const service = content[change.typeKey as ContentKey];
      const confirm = closing(actor, change, "withdrawn");
      if (change.action === "create") await service.decideNewRow(actor, change.rowId, change.id, "trash", confirm);
      else await service.dropProposal(changesOf(change), confirm);
      return reloaded(id);
    },
  };
}
