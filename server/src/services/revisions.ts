import { MoreThan, type DataSource, type EntityManager } from "typeorm";
import { isFileKind, type ContentTypeSpec, type FieldSpec } from "../content/define.js";
import { FIELD_KINDS } from "../content/kinds/index.js";
import { fileUrl } from "../content/kinds/files.js";
import { describeActor, isPrivileged, type Actor } from "../base/actor.js";
import { badInput, notFound, wordedError } from "../base/errors.js";
import { checkPanelRead } from "../auth/roles.js";
import { Revision } from "../db/entities/index.js";
import type { ContentRow, ContentService } from "./content-service.types.js";
import type { WriteEvent, WriteListener } from "./write-journal.js";
import { createStoredFileNames } from "./stored-file-names.js";

// Revisions: every create and save of a content row keeps a version of its fields (files as
// storage keys), written by a journal listener inside the write's transaction, so a version and
// its write commit together. At most REVISIONS_KEPT per row: older ones are dropped, and the
// files they alone named are handed back to the content service (event.released), which
// deletes a file only when no row and no kept version names it (`namesFile`).
//
// Sealed personal fields (Aadhaar numbers) are left out of versions: a version never holds
// one, in clear or sealed, and a restore leaves the row's own value as it is. Submissions
// (read by administrators only) are not versioned when a visitor sends them: their first
// version is kept when an administrator first edits one.

/** One field that differs from the version before, as the History shows it. */
export interface RevisionChange {
  field: string;
  label: string;
  from: string;
  to: string;
  /** Files: the addresses under /uploads/ of the old and new file. */
  fromUrl: string | null;
  toUrl: string | null;
}

export interface RevisionView {
  number: number;
  author: string;
  at: Date;
  /** True for the row's newest version (what it holds now). */
  current: boolean;
  changes: RevisionChange[];
}

export interface RevisionStore {
  /** The journal listener that keeps versions. */
  listener: WriteListener;
  /** True while a kept version names this stored file. */
  namesFile(key: string): Promise<boolean>;
  /** A row's kept versions, newest first, each with what it changed. Administrators only. */
  history(actor: Actor, spec: ContentTypeSpec, id: number): Promise<RevisionView[]>;
  /** A kept version's fields, for a restore. Administrators only. */
  fieldsOf(actor: Actor, spec: ContentTypeSpec, id: number, number: number): Promise<Record<string, unknown>>;
  /**
   * Inside a restore's write, with the row locked: refuses (CONFLICT, versionNoLongerKept) when
   * the version was dropped since `fieldsOf` read it. Saves at the same moment may have trimmed
   * it and let its files go; restoring it then would name a file that is gone.
   */
  confirmKept(manager: EntityManager, spec: ContentTypeSpec, id: number, number: number): Promise<void>;
}

/** The fields a version keeps: every registry field but sealed ones. */
function versionedFields(spec: ContentTypeSpec): [string, FieldSpec][] {
  return (Object.entries(spec.fields) as [string, FieldSpec][]).filter(([, field]) => !FIELD_KINDS[field.kind].sealed);
}

function snapshotOf(spec: ContentTypeSpec, row: ContentRow): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, field] of versionedFields(spec)) {
    const value = row[name] ?? null;
    fields[name] = FIELD_KINDS[field.kind].versioned?.(value) ?? value;
  }
  return fields;
}

function fileKeysOf(spec: ContentTypeSpec, fields: Record<string, unknown>): string[] {
  return versionedFields(spec)
    .filter(([, field]) => isFileKind(field.kind))
    .map(([name]) => fields[name])
    .filter((key): key is string => typeof key === "string" && key !== "");
}

/** A LIKE pattern that finds " key " in a version's files column. */
function filePattern(key: string): string {
  return `% ${key.replace(/[\\%_]/g, (c) => `\\${c}`)} %`;
}

/** A value as a clerk reads it in the History: a file by the name it was uploaded with (`fileNames`), else its stored name. */
function shownValue(field: FieldSpec, value: unknown, fileNames: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === "") return "";
  const { historyText } = FIELD_KINDS[field.kind];
  if (historyText) return historyText(value);
  if (Array.isArray(value)) return value.map(String).join("; ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (isFileKind(field.kind)) return fileNames.get(String(value)) ?? String(value).split("/").pop() ?? String(value);
  return String(value);
}

function changesBetween(
  spec: ContentTypeSpec,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  fileNames: ReadonlyMap<string, string>,
): RevisionChange[] {
  const changes: RevisionChange[] = [];
  for (const [name, field] of versionedFields(spec)) {
    const from = before ? (before[name] ?? null) : null;
    const to = after[name] ?? null;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    const file = isFileKind(field.kind);
    changes.push({
      field: name,
      label: field.label,
      from: shownValue(field, from, fileNames),
      to: shownValue(field, to, fileNames),
      fromUrl: file ? fileUrl(from) : null,
      toUrl: file ? fileUrl(to) : null,
    });
  }
  return changes;
}

export function createRevisionStore(dataSource: DataSource, kept: number): RevisionStore {
  const storedFileNames = createStoredFileNames(dataSource);

  /** The History of a row is read by who reads the row in the panel: its latest version says its department. */
  async function checkReadable(actor: Actor, spec: ContentTypeSpec, id: number): Promise<void> {
    const latest = await dataSource.getRepository(Revision).findOne({ where: { typeKey: spec.key, rowId: id }, order: { number: "DESC" } });
    checkPanelRead(actor, spec, latest ? (JSON.parse(latest.fields) as Record<string, unknown>) : null);
  }

  async function keep(manager: EntityManager, event: WriteEvent, row: ContentRow, author: Actor | null, at: Date): Promise<void> {
    const repo = manager.getRepository(Revision);
    const where = { typeKey: event.spec.key, rowId: event.id };
    const latest = await repo.findOne({ where, order: { number: "DESC" } });
    const fields = snapshotOf(event.spec, row);
    const json = JSON.stringify(fields);
    if (latest && latest.fields === json) return;
    const who = author ? describeActor(author) : { accountId: null, label: "before versions were kept" };
    const keys = fileKeysOf(event.spec, fields);
    await repo.insert({
      ...where,
      number: (latest?.number ?? 0) + 1,
      fields: json,
      files: keys.length ? ` ${keys.join(" ")} ` : "",
      authorId: who.accountId,
      authorLabel: who.label,
      createdAt: at,
    });
  }

  /** Drops `rows` and tells the write which files they named (event.released). */
  async function drop(manager: EntityManager, event: WriteEvent, rows: Revision[]): Promise<void> {
    if (rows.length === 0) return;
    await manager.getRepository(Revision).delete(rows.map((r) => r.id));
    for (const row of rows) if (row.files) event.released?.push(JSON.parse(row.fields) as Record<string, unknown>);
  }

  async function trim(manager: EntityManager, event: WriteEvent): Promise<void> {
    const old = await manager
      .getRepository(Revision)
      .find({ where: { typeKey: event.spec.key, rowId: event.id }, order: { number: "DESC" }, skip: kept, select: { id: true, fields: true, files: true } });
    await drop(manager, event, old);
  }

  const listener: WriteListener = {
    async inTransaction(manager, event) {
      if (event.action === "purge") {
        const all = await manager.getRepository(Revision).find({ where: { typeKey: event.spec.key, rowId: event.id }, select: { id: true, fields: true, files: true } });
        return drop(manager, event, all);
      }
      if ((event.action !== "create" && event.action !== "update") || !event.after) return;
      // A submission a visitor sends is not a version: its first one is kept on an administrator's edit.
      if (!isPrivileged(event.actor)) return;
      if (event.before && (await manager.getRepository(Revision).countBy({ typeKey: event.spec.key, rowId: event.id })) === 0) {
        // A row saved before versions were kept (or sent by a visitor): its state before this edit is version 1.
        await keep(manager, event, event.before, null, event.before.updatedAt ?? event.at);
      }
      await keep(manager, event, event.after, event.actor, event.at);
      await trim(manager, event);
    },
  };

  return {
    listener,

    async namesFile(key) {
      const found = await dataSource
        .getRepository(Revision)
        .createQueryBuilder("r")
        .select("r.id")
        .where("r.files LIKE :pattern ESCAPE '\\'", { pattern: filePattern(key) })
        .limit(1)
        .getRawOne();
      return Boolean(found);
    },

    async history(actor, spec, id) {
      await checkReadable(actor, spec, id);
      const rows = await dataSource.getRepository(Revision).find({ where: { typeKey: spec.key, rowId: id }, order: { number: "ASC" } });
      const versions = rows.map((row) => JSON.parse(row.fields) as Record<string, unknown>);
      const fileNames = await storedFileNames.load(versions.flatMap((fields) => fileKeysOf(spec, fields)));
      let previous: Record<string, unknown> | null = null;
      const views: RevisionView[] = rows.map((row, index) => {
        const fields = versions[index]!;
        const view = {
          number: row.number,
          author: row.authorLabel,
          at: row.createdAt,
          current: index === rows.length - 1,
          changes: changesBetween(spec, previous, fields, fileNames),
        };
        previous = fields;
        return view;
      });
      return views.reverse();
    },

    async fieldsOf(actor, spec, id, number) {
      await checkReadable(actor, spec, id);
      if (!Number.isInteger(number) || number < 1) throw badInput("revision", "The version number must be a positive whole number.");
      const repository = dataSource.getRepository(Revision);
      const row = await repository.findOneBy({ typeKey: spec.key, rowId: id, number });
      if (!row) {
        // Numbers only grow, so a later version means this one was kept once and saves since
        // (perhaps at this very moment) pushed it out: say so, as the check inside the write does.
        const later = await repository.existsBy({ typeKey: spec.key, rowId: id, number: MoreThan(number) });
        if (later) throw wordedError("CONFLICT", "versionNoLongerKept", { version: number });
        throw notFound(`Version ${number} of ${spec.label.toLowerCase()} number ${id}`);
      }
      return JSON.parse(row.fields) as Record<string, unknown>;
    },

    async confirmKept(manager, spec, id, number) {
      // A row's version numbers only grow, so the same number still there is the same version.
      const kept = await manager.getRepository(Revision).existsBy({ typeKey: spec.key, rowId: id, number });
      if (!kept) throw wordedError("CONFLICT", "versionNoLongerKept", { version: number });
    },
  };
}

/**
 * Restores a kept version through the content service's normal update (a new version, journaled
 * "update" with a note). The version is read here and confirmed again inside the write, where
 * the row is locked: only there is it sure that no save has dropped it and released its files.
 */
export async function restoreRevision(revisions: RevisionStore, service: ContentService, actor: Actor, id: number, number: number): Promise<ContentRow> {
  const fields = await revisions.fieldsOf(actor, service.spec, id, number);
  const current = snapshotOf(service.spec, await service.get(actor, id, { fileInfo: false }));
  const input: Record<string, unknown> = {};
  for (const [name] of versionedFields(service.spec)) {
    if (!(name in fields)) continue;
    if (JSON.stringify(fields[name] ?? null) === JSON.stringify(current[name] ?? null)) continue;
    input[name] = fields[name];
  }
  if (Object.keys(input).length === 0) {
    throw wordedError("CONFLICT", "versionSameAsSaved", { version: number });
  }
  return service.update(actor, id, input, {
    restoredVersion: number,
    confirmInTransaction: (manager) => revisions.confirmKept(manager, service.spec, id, number),
  });
}
