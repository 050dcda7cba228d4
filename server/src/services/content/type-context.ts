import type { DataSource, EntityTarget, ObjectLiteral, Repository } from "typeorm";
import { isFileKind, type ContentTypeSpec, type FieldSpec } from "../../content/define.js";
import { FIELD_KINDS, ownTableField } from "../../content/kinds/index.js";
import type { Config } from "../../config.js";
import type { NoticeParent } from "../../content/later-notice-types.js";
import type { FileStorage } from "../../storage/file-storage.js";
import type { MemberRecord } from "../../db/content-entities.js";
import type { Sealer } from "../../secrets/sealed-text.js";
import type { WriteLock } from "../write-lock.js";
import type { ContentVersionTracker } from "../content-version.js";
import type { SubmissionQuotaService } from "../submission-quota.js";
import type { WriteJournal } from "../write-journal.js";
import type { PendingStore } from "../approval/pending-store.js";
import type { ContentRow } from "../content-service.types.js";
import { createFileFacts, type FileFacts } from "../file-facts.js";
import { createStoredImages, type StoredImages } from "../stored-images.js";
import { createStoredFileNames } from "../stored-file-names.js";
import { createMembersStore } from "../members-field.js";

// What every operation of one content type shares (operations/*.ts): its registry entry, its
// fields sorted by what they need, its stores and the service's dependencies. Built once per type.

export interface ContentServiceDeps {
  dataSource: DataSource;
  storage: FileStorage;
  config: Pick<Config, "uploadMaxBytes" | "isPostgres">;
  entity: EntityTarget<ObjectLiteral>;
  /** The table of the type's members field, for types that have one. */
  memberEntity?: EntityTarget<MemberRecord>;
  departmentEntity: EntityTarget<ObjectLiteral>;
  /** For a later notice (a tender's corrigendum): the type it is listed under, and that type's table, so a save names a stored parent. */
  noticeParent?: NoticeParent & { entity: EntityTarget<ObjectLiteral> };
  writeLock: WriteLock;
  contentVersion: ContentVersionTracker;
  /** Counts what visitors send through public forms, per address. */
  submissionQuota: SubmissionQuotaService;
  /** The type and size of stored documents; one shared by every type's service. */
  fileFacts?: FileFacts;
  /** Seals personal data at rest (fields whose kind is `sealed`); needed by types that have such fields. */
  sealer?: Sealer;
  /**
   * Extra rules of one type, run after validation: may adjust `changes` (all values on create,
   * the changed ones on update) knowing the stored row.
   */
  prepare?: (changes: Record<string, unknown>, existing: ContentRow | null) => void;
  /** Told of every write (revisions, audit log, webhooks, search index). */
  journal?: WriteJournal;
  /**
   * Whether something besides the rows still names a stored file (a kept revision): such a
   * file is not deleted when its row lets it go (services/revisions.ts).
   */
  keepsFile?: (key: string) => Promise<boolean>;
  /** Changes waiting for approval (the "Approval before publishing" setting); without it every write publishes. */
  approval?: PendingStore;
  /** The clock that decides what is published and what has expired (tests drive it). */
  now?: () => Date;
  /** Types with a NEW badge: for how many days after publishing a row is new (the NEW_DAYS setting). */
  newBadgeDays?: () => Promise<number>;
}

type Field = [string, FieldSpec];

/** What every operation of one type shares; built once per type. */
export type TypeContext = ReturnType<typeof typeContext>;

export function typeContext(spec: ContentTypeSpec, deps: ContentServiceDeps) {
  const fields = Object.entries(spec.fields) as Field[];
  const fileFields = fields.filter(([, f]) => isFileKind(f.kind));
  const sealedFields = new Map(fields.flatMap(([name, f]) => (FIELD_KINDS[f.kind].sealed ? [[name, FIELD_KINDS[f.kind].sealed!] as const] : [])));
  if (sealedFields.size > 0 && !deps.sealer) throw new Error(`${spec.label}: personal data is stored encrypted, and no data key was given.`);
  /** Picture fields have variant widths; document fields do not. */
  const companions = (pictures: boolean) =>
    fileFields.flatMap(([name, f]) => {
      const { companion, file } = FIELD_KINDS[f.kind];
      return companion && Boolean(file?.variantWidths) === pictures ? [[name, companion.name(name)] as const] : [];
    });
  const pictureFields = companions(true);
  const membersField = ownTableField(spec.fields);
  const images: StoredImages | undefined = pictureFields.length > 0 ? createStoredImages(deps.dataSource) : undefined;
  return {
    spec,
    deps,
    fields,
    fileFields,
    /** The fields a table column holds (not members, which have a table of their own). */
    columnFields: fields.filter(([, f]) => FIELD_KINDS[f.kind].column(f) !== null),
    /** Fields stored encrypted, each with what may be shown of a value. */
    sealedFields,
    sealer: deps.sealer!,
    pictureFields,
    documentFields: companions(false),
    images,
    fileFacts: fileFields.length > 0 ? (deps.fileFacts ?? createFileFacts(deps.storage)) : undefined,
    /** The names the type's files were uploaded with (read with the rows: joinFileRecords). */
    fileNames: fileFields.length > 0 ? createStoredFileNames(deps.dataSource) : undefined,
    /** The members field and its store (committees): the kind's own table. */
    membersField,
    members: membersField && deps.memberEntity ? createMembersStore(deps.dataSource, deps.memberEntity) : undefined,
    /** Submissions are read by administrators only: writing them leaves public answers as they are. */
    publiclyRead: spec.access.read === "public",
    repo: (): Repository<ObjectLiteral> => deps.dataSource.getRepository(deps.entity),
    now: deps.now ?? (() => new Date()),
  };
}
