import type { AuthService } from "../auth/auth-service.js";
import type { PasswordResets } from "../auth/password-resets.js";
import type { ApiTokenService } from "./api-tokens.js";
import type { Config } from "../config.js";
import type { ContentKey } from "../content/registry.js";
import type { ContentService } from "./content-service.types.js";
import type { ContentVersionTracker } from "./content-version.js";
import type { SiteSettingsService } from "./settings-service.js";
import type { StoredFiles } from "./stored-files.js";
import type { SealedFields } from "./sealed-fields.js";
import type { SubmissionRetention } from "./retention.js";
import type { LeftoverUploads } from "./leftover-uploads.js";
import type { WebhookAdmin } from "./webhooks/webhook-admin.js";
import type { WebhookWorker } from "./webhooks/webhook-worker.js";
import type { RevisionStore } from "./revisions.js";
import type { ApprovalService } from "./approval/approval-service.js";
import type { AuditLog } from "./audit-log.js";
import type { CsvExport } from "./csv-export.js";
import type { Leases } from "./lease.js";
import type { SearchService } from "./search/search-service.js";
import type { SearchIndexer } from "./search/search-indexer.js";
import type { PdfTexts } from "./search/pdf-texts.js";
import type { Readiness } from "./readiness.js";
import type { LinkChecker } from "./links/link-check.js";
import type { SiteAddress } from "../base/site-address.js";

/** Everything the transports (GraphQL, legacy shim), the seed and the CLI call. */
export interface Services {
  config: Config;
  /** The origin of every absolute link (PUBLIC_URL, or this server's own address a request names). */
  siteAddress: SiteAddress;
  auth: AuthService;
  /** Forgotten passwords by e-mail. */
  passwordResets: PasswordResets;
  /** API tokens for third-party tools: made by administrators, checked on each bearer request. */
  apiTokens: ApiTokenService;
  settings: SiteSettingsService;
  content: Record<ContentKey, ContentService>;
  /** Goes up with every write to public content; cached public answers are keyed by it. */
  contentVersion: ContentVersionTracker;
  /** Kept versions of every content row: the History, and restoring one (services/revisions.ts). */
  revisions: RevisionStore;
  /** Changes waiting for approval ("Approval before publishing"): the lists and the decisions (services/approval/). */
  approval: ApprovalService;
  /** The append-only audit log (services/audit-log.ts); its purge runs in upkeep. */
  audit: AuditLog;
  /** Submissions as a CSV file, each export recorded in the audit log. */
  csvExport: CsvExport;
  /** Uploaded files, read-only: for serving them at /uploads/. */
  files: StoredFiles;
  /** Webhooks: administrators add, list and delete them (services/webhooks/). */
  webhooks: WebhookAdmin;
  /** Full-text search over public content and the text of its PDFs (services/search/). */
  search: SearchService;
  /** What is known of stored PDFs' text: the panel flags a PDF with none (a scan). */
  pdfTexts: PdfTexts;
  /** Jobs done once across every server on the database (a purge, a sweep, a delivery). */
  leases: Leases;
  /** Links in content that lead nowhere (services/links/): checked on save and daily, listed on the dashboard, left unlinked on public pages. */
  links: LinkChecker;
  /** Whether this server should get requests: started, not stopping, its database and files usable (GET /readyz). */
  readiness: Readiness;
  /** What the server does by itself at start and once a day (main.ts); no transport calls these. */
  upkeep: {
    sealedFields: SealedFields;
    retention: SubmissionRetention;
    leftoverUploads: LeftoverUploads;
    /** Sends queued webhook deliveries, with retries (started by main.ts). */
    webhookDeliveries: WebhookWorker;
    /** Keeps the search index in step with every write (started by main.ts). */
    searchIndexer: SearchIndexer;
  };
}
