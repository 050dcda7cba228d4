import type { EntityManager } from "typeorm";
import type { ContentTypeSpec } from "../content/define.js";
import type { Actor } from "../base/actor.js";
import type { ListOrder } from "../content/sorting.js";

/** A stored row as services hand it out: `id` is the legacy `sno`. */
export interface ContentRow {
  id: number;
  createdAt: Date;
  updatedAt: Date;
  /**
   * Field values by registry field name. File fields hold the storage key
   * ("time-table/3f2c....pdf", or null); textList fields hold string[];
   * members fields hold { name, mobile }[]; dates are "YYYY-MM-DD" strings.
   * Personal fields are returned as stored; transports mask them where they show them. Sealed
   * fields (Aadhaar numbers, encrypted at rest) hold only what may be shown: "XXXX XXXX 1234".
   */
  [field: string]: unknown;
}

export interface ListArgs {
  department?: string | null;
  session?: string | null;
  semester?: number | null;
  search?: string | null;
  collection?: string | null;
  group?: string | null;
  gallery?: string | null;
  /** Page size: default 20, at most 100. */
  limit?: number | null;
  offset?: number | null;
  /**
   * The reader's order instead of the type's own (which then breaks ties): one of the fields
   * `sortableFields` gives; any other is refused (BAD_USER_INPUT naming `orderBy`).
   */
  orderBy?: ListOrder | null;
  /** Last changed first, instead of the type's own order (the admin dashboard's "what changed last"). */
  recentlyChangedFirst?: boolean;
  /** The section's archive: only rows whose "valid until" has passed (instead of only those still valid). */
  archived?: boolean | null;
  /**
   * Read as a visitor sees it even when an administrator asks (the old connection.php lists,
   * feeds): no scheduled or expired rows. Administrators otherwise see them, marked by their dates.
   */
  asVisitor?: boolean;
  /** Only rows whose "valid until" falls before this moment (the dashboard's "expiring soon"), soonest first. */
  expiringBefore?: Date;
  /**
   * Types with `lifecycle.reviewed` only: the rows whose review date is empty or before this day
   * ("YYYY-MM-DD"; the dashboard's "not reviewed for a year"), never reviewed first, then oldest.
   */
  reviewedBefore?: string;
  /**
   * Types with translatable fields only: the rows with an English text whose Marathi value is
   * missing (the dashboard's language parity, issue 19).
   */
  missingMarathi?: boolean;
}

export interface ContentPage {
  items: ContentRow[];
  totalCount: number;
}

/** One page of a type's trash: the rows with when they were deleted and by whom (account id). */
export type TrashPage = ContentPage;

/** How a write may differ by where it comes from. */
export interface WriteOptions {
  /**
   * The old connection.php forms have no field for a picture's description, so a picture they
   * send may come without one (the public pages then describe it by the row's title). Every
   * other transport must send the description with the picture.
   */
  picturesMayLackDescription?: boolean;
  /**
   * The old connection.php forms have no consent tick (the old client is not ours to change):
   * what they send is kept as before, with the tick stored as not given, which the panel shows.
   * Every other transport must send the tick with the data it covers.
   */
  consentsNotAsked?: boolean;
  /**
   * Update only: when the row was last changed as the person saving saw it (its `updatedAt`
   * when their edit form opened). If someone has saved the row since, the save is refused with
   * CONFLICT and nothing changes. Without it the save applies to the row as it is now.
   */
  ifUnchangedSince?: Date;
  /**
   * Update only, set by the History's restore (services/revisions.ts), never by a transport:
   * the input comes from this kept version, so its file fields may be stored keys (the files
   * that version names, kept while it is), and the journal notes the restore.
   */
  restoredVersion?: number;
  /**
   * Update only, set by the approval service (services/approval/), never by a transport: the
   * input is the proposal of this waiting change, whose file fields are the keys it stored.
   */
  approvedChange?: number;
  /**
   * Update only, set by services (the History's restore), never by a transport: run inside the
   * write's transaction once the row is locked, before anything is written; it throws to refuse
   * the write (a restore confirms there that its version is still kept).
   */
  confirmInTransaction?: (manager: EntityManager) => Promise<void>;
  /**
   * Update only, set by confirmReviewed (services/reviewed.ts), never by a transport: the write
   * only confirms that the text was reviewed, so the journal names it "reviewed" (one audit
   * entry under that action; a revision is kept as for any update).
   */
  reviewed?: boolean;
}

/**
 * The only code that reads or writes content. Input maps use registry field names;
 * file fields take an IncomingFile (or null to clear an optional file on update).
 * Update changes only the fields present in `input`.
 */
/**
 * What a read puts on its rows beside their own columns; everything unless told otherwise. A
 * reader that will not show them says so, and the reads they cost are left out.
 */
export interface RowParts {
  /** Each file's companion ("photoInfo", "syllabusPdfInfo"): a picture's size and variants, a document's type and size. */
  fileInfo?: boolean;
  /** A members field's members (committees). */
  members?: boolean;
}

/** How one row is read. */
export interface ReadOptions {
  /** As its change waiting for approval (an update) would leave it: panel accounts only (the edit form starts from it). */
  asProposed?: boolean;
}

export interface ContentService {
  readonly spec: ContentTypeSpec;
  list(actor: Actor, args?: ListArgs, parts?: RowParts): Promise<ContentPage>;
  /** The same page of rows without counting them all (one database query fewer). */
  listItems(actor: Actor, args?: ListArgs, parts?: RowParts): Promise<ContentRow[]>;
  get(actor: Actor, id: number, parts?: RowParts, options?: ReadOptions): Promise<ContentRow>;
  /** The row whose `field` (one marked `lookup` in the registry) is exactly `value`; NOT_FOUND otherwise. */
  getBy(actor: Actor, field: string, value: string, parts?: RowParts): Promise<ContentRow>;
  create(actor: Actor, input: Record<string, unknown>, options?: WriteOptions): Promise<ContentRow>;
  update(actor: Actor, id: number, input: Record<string, unknown>, options?: WriteOptions): Promise<ContentRow>;
  /** Moves the row to the trash: it leaves every public path at once; its files stay. */
  remove(actor: Actor, id: number, confirm?: (manager: EntityManager) => Promise<void>): Promise<ContentRow>;
  /**
   * Approval only (services/approval/): publishes a new row waiting as change `changeId`, or
   * moves it to the Trash when rejected or withdrawn; `confirm` closes the change in the same transaction.
   */
  decideNewRow(actor: Actor, id: number, changeId: number, decision: "publish" | "trash", confirm: (manager: EntityManager) => Promise<void>): Promise<ContentRow>;
  /** Approval only: closes a waiting change or delete that is not applied (`confirm`), then lets go the files it stored. */
  dropProposal(changes: Record<string, unknown>, confirm: (manager: EntityManager) => Promise<void>): Promise<void>;
  /** The type's trash, last deleted first: rows carry `deletedAt` and `deletedBy`. */
  trash(actor: Actor, args?: { limit?: number | null; offset?: number | null }): Promise<TrashPage>;
  /** Brings a trashed row back, with its files. */
  restoreFromTrash(actor: Actor, id: number): Promise<ContentRow>;
  /** Removes a trashed row for ever, with its members and files. Only rows in the trash. */
  deleteForever(actor: Actor, id: number): Promise<ContentRow>;
  /**
   * The stored files a visitor may fetch through this type: those its published rows name (an
   * expired row's too: the archive shows it), with pictures' variants. None for a type only
   * administrators read. Trashed and scheduled rows' files, and files only kept versions name, are not among them.
   */
  visitorFileKeys(): Promise<string[]>;
  /** Whether a row of this type within the actor's reach names the stored file `key` (a withheld file an editor may fetch). */
  readsFile(actor: Actor, key: string): Promise<boolean>;
  /** Removes for ever every row trashed before `cutoff` (upkeep); gives how many went. */
  purgeTrashedBefore(cutoff: Date): Promise<number>;
  /**
   * Types with a members field only (committees): changes one member, found by its own number,
   * and returns the row it belongs to. Input: `name` and/or `mobile`.
   */
  updateMember?(actor: Actor, memberId: number, input: Record<string, unknown>): Promise<ContentRow>;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
