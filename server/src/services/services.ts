import type { AuthService } from "../auth/auth-service.js";
import type { Config } from "../config.js";
import type { ContentKey } from "../content/registry.js";
import type { ContentService } from "./content-service.types.js";
import type { ContentVersionTracker } from "./content-version.js";
import type { SiteSettingsService } from "./settings-service.js";
import type { StoredFiles } from "./stored-files.js";
import type { SealedFields } from "./sealed-fields.js";
import type { SubmissionRetention } from "./retention.js";
import type { LeftoverUploads } from "./leftover-uploads.js";
import type { WriteJournal } from "./write-journal.js";
import type { Leases } from "./lease.js";

/** Everything the transports (GraphQL, legacy shim), the seed and the CLI call. */
export interface Services {
  config: Config;
  auth: AuthService;
  settings: SiteSettingsService;
  content: Record<ContentKey, ContentService>;
  /** Goes up with every write to public content; cached public answers are keyed by it. */
  contentVersion: ContentVersionTracker;
  /** Every content write, told to revisions, the audit log, webhooks and the search index. */
  journal: WriteJournal;
  /** Uploaded files, read-only: for serving them at /uploads/. */
  files: StoredFiles;
  /** Jobs done once across every server on the database (a purge, a sweep, a delivery). */
  leases: Leases;
  /** What the server does by itself at start and once a day (main.ts); no transport calls these. */
  upkeep: {
    sealedFields: SealedFields;
    retention: SubmissionRetention;
    leftoverUploads: LeftoverUploads;
  };
}

