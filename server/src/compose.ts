import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import { CONTENT_TYPE_LIST, CONTENT_TYPES, type ContentKey } from "./content/registry.js";
import { noticeParentOf } from "./content/later-notice-types.js";
import { createAuthService } from "./auth/auth-service.js";
import { CONTENT_ENTITIES, MEMBER_ENTITIES, SiteSettings } from "./db/entities/index.js";
import { storageFromConfig } from "./storage/storage-from-config.js";
import { createContentService } from "./services/content-service.js";
import { MAX_PAGE_SIZE, type ContentService } from "./services/content-service.types.js";
import { SYSTEM } from "./base/actor.js";
import { createSiteAddress } from "./base/site-address.js";
import { typeRule } from "./services/type-rules.js";
import { createStoredImages } from "./services/stored-images.js";
import { createSiteSettingsService } from "./services/settings-service.js";
import { createWriteLock } from "./services/write-lock.js";
import { createContentVersionTracker } from "./services/content-version.js";
import { createSubmissionQuota } from "./services/submission-quota.js";
import { createStoredFiles } from "./services/stored-files.js";
import { createStoredFileNames } from "./services/stored-file-names.js";
import { createVisitorFiles } from "./services/visitor-files.js";
import { createFileFacts } from "./services/file-facts.js";
import type { Services } from "./services/services.js";
import type { DataKeys } from "./secrets/data-key.js";
import { createSealer } from "./secrets/sealed-text.js";
import { createSecondFactorStore } from "./auth/second-factor-store.js";
import { createPasswordResets, RESET_WINDOW_MS, RESETS_PER_ADDRESS_PER_HOUR, RESETS_PER_EMAIL_PER_HOUR } from "./auth/password-resets.js";
import { resetMailerFromConfig } from "./auth/reset-mail.js";
import { createSealedFields, holdsSealedValues } from "./services/sealed-fields.js";
import { createSubmissionRetention } from "./services/retention.js";
import { createLeftoverUploads } from "./services/leftover-uploads.js";
import { createWriteJournal } from "./services/write-journal.js";
import { createWebhookAdmin } from "./services/webhooks/webhook-admin.js";
import { webhookQueue } from "./services/webhooks/webhook-queue.js";
import { createWebhookWorker } from "./services/webhooks/webhook-worker.js";
import { createApiTokenService } from "./services/api-tokens.js";
import { createRevisionStore } from "./services/revisions.js";
import { createAuditLog } from "./services/audit-log.js";
import { createCsvExport } from "./services/csv-export.js";
import { createLeases } from "./services/lease.js";
import { DEFAULT_NEW_DAYS } from "./content/site-settings.js";
import { readNewDays } from "./services/settings-service.js";
import { createSearchStore } from "./services/search/search-store.js";
import { createPdfTexts } from "./services/search/pdf-texts.js";
import { createSearchIndexer } from "./services/search/search-indexer.js";
import { createSearchService } from "./services/search/search-service.js";
import { createReadiness } from "./services/readiness.js";
import { createPendingStore } from "./services/approval/pending-store.js";
import { createApprovalService } from "./services/approval/approval-service.js";
import { createLinkChecker } from "./services/links/link-check.js";

// The composition root: builds every service once, from the data source and the settings.
// Transports (GraphQL, the shim, the CLI, the seed) receive the result and nothing below it.

export type { Services };

/** True when the database holds personal data sealed with a data key (so a new key must not be made). */
export function databaseHoldsSealedValues(dataSource: DataSource): Promise<boolean> {
  const keys = Object.keys(CONTENT_TYPES) as ContentKey[];
  return holdsSealedValues(
    dataSource,
    keys.map((key) => ({ spec: CONTENT_TYPES[key], entity: CONTENT_ENTITIES[key] })),
  );
}

/** A later notice's parent type with its table (a tender's corrigendum names a stored tender). */
function noticeParentEntity(spec: (typeof CONTENT_TYPE_LIST)[number]) {
  const parent = noticeParentOf(spec, CONTENT_TYPE_LIST);
  return parent ? { ...parent, entity: CONTENT_ENTITIES[parent.spec.key as ContentKey] } : undefined;
}

export function createServices(dataSource: DataSource, config: Config, dataKeys: DataKeys): Services {
  const storage = storageFromConfig(config);
  const sealer = createSealer(dataKeys);
  const writeLock = createWriteLock(!config.isPostgres);
  const publicTables = Object.values(CONTENT_TYPES)
    .filter((spec) => spec.access.read === "public")
    .map((spec) => spec.table);
  const newBadgeTables = Object.values(CONTENT_TYPES)
    .filter((spec) => spec.lifecycle?.newBadge)
    .map((spec) => spec.table);
  const contentVersion = createContentVersionTracker(dataSource, config.CACHE_SYNC_MS, {
    now: config.now,
    tables: publicTables,
    // NEW badges end by themselves too; the setting is read from the database like the dates.
    newBadge: { tables: newBadgeTables, days: async () => (await readNewDays(dataSource)) ?? DEFAULT_NEW_DAYS },
  });
  const submissionQuota = createSubmissionQuota(dataSource, { perWindow: config.SUBMISSIONS_PER_HOUR, windowMs: 60 * 60 * 1000 });
  const resetQuota = (perWindow: number) => createSubmissionQuota(dataSource, { perWindow, windowMs: RESET_WINDOW_MS, refusal: "tooManyResetRequests" }, config.now);
  const fileFacts = createFileFacts(storage);
  const journal = createWriteJournal();
  const revisions = createRevisionStore(dataSource, config.REVISIONS_KEPT);
  const audit = createAuditLog(dataSource, config.AUDIT_DAYS);
  journal.listen(revisions.listener);
  journal.listen(audit.listener);
  const settings = createSiteSettingsService(dataSource, SiteSettings, contentVersion, audit, {
    storage,
    images: createStoredImages(dataSource),
    names: createStoredFileNames(dataSource),
    maxBytes: config.uploadMaxBytes,
  });
  const webhookSite = async () => {
    const current = await settings.get();
    return { allowPrivate: current.webhooksToPrivateAddresses === true, name: String(current.instituteName ?? "College website") };
  };
  const webhookWorker = createWebhookWorker(dataSource, sealer, webhookSite);
  journal.listen(webhookQueue(() => webhookWorker.nudge()));
  const leases = createLeases(dataSource);
  const searchStore = createSearchStore(dataSource);
  const pdfTexts = createPdfTexts(dataSource, storage, config.uploadMaxBytes);
  const searchIndexer = createSearchIndexer(dataSource, searchStore, pdfTexts, leases);
  journal.listen(searchIndexer.listener);
  const newBadgeDays = async () => {
    const days = (await settings.get()).newDays;
    return typeof days === "number" ? days : DEFAULT_NEW_DAYS;
  };
  // "Approval before publishing": an editor's writes wait here for an approver (services/approval/).
  const pending = createPendingStore(dataSource, async () => (await settings.get()).approvalRequired === true, audit);
  // A stored file stays while a row, a kept version or a waiting change names it.
  const keepsFile = async (key: string) => (await revisions.namesFile(key)) || (await pending.namesFile(key));
  const content = {} as Record<ContentKey, ContentService>;
  for (const key of Object.keys(CONTENT_TYPES) as ContentKey[]) {
    content[key] = createContentService(CONTENT_TYPES[key], {
      dataSource,
      storage,
      config,
      entity: CONTENT_ENTITIES[key],
      memberEntity: MEMBER_ENTITIES[key],
      departmentEntity: CONTENT_ENTITIES.department,
      noticeParent: noticeParentEntity(CONTENT_TYPES[key]),
      writeLock,
      contentVersion,
      submissionQuota,
      fileFacts,
      sealer,
      prepare: typeRule(CONTENT_TYPES[key]),
      journal,
      keepsFile,
      approval: pending,
      now: config.now,
      newBadgeDays,
    });
  }
  const contentKeys = Object.keys(CONTENT_TYPES) as ContentKey[];
  const links = createLinkChecker(dataSource, content, fileFacts, contentVersion, {
    external: config.LINK_CHECK_EXTERNAL,
    timeoutMs: config.LINK_CHECK_TIMEOUT_MS,
    now: config.now,
  });
  journal.listen(links.listener);
  return {
    config,
    siteAddress: createSiteAddress({ publicUrl: config.PUBLIC_URL, listenHost: config.HOST, port: config.PORT }),
    auth: createAuthService(dataSource, config, {
      audit,
      secondFactors: {
        store: createSecondFactorStore(dataSource, sealer),
        // Every account is an administrator today, so both choices require it of everyone.
        requiredFor: async () => ["administrators", "everyone"].includes(String((await settings.get()).twoStepRequired ?? "")),
        issuer: async () => (await webhookSite()).name,
      },
    }),
    passwordResets: createPasswordResets(dataSource, config, {
      mailer: resetMailerFromConfig(config),
      quotas: { perEmail: resetQuota(RESETS_PER_EMAIL_PER_HOUR), perAddress: resetQuota(RESETS_PER_ADDRESS_PER_HOUR) },
      audit,
      siteName: async () => (await webhookSite()).name,
    }),
    apiTokens: createApiTokenService(dataSource),
    settings,
    content,
    contentVersion,
    revisions,
    approval: createApprovalService(dataSource, content, pending),
    audit,
    csvExport: createCsvExport(audit, async () => {
      const departments = await content.department.listItems(SYSTEM, { limit: MAX_PAGE_SIZE }, { fileInfo: false });
      return new Map(departments.map((row) => [String(row.slug), String(row.name)]));
    }),
    files: createStoredFiles(
      storage,
      // The settings' logo is on every page: visitors may fetch it like a published row's files.
      createVisitorFiles([...contentKeys.map((key) => content[key]), settings], contentVersion),
      createStoredFileNames(dataSource),
    ),
    webhooks: createWebhookAdmin(
      dataSource,
      sealer,
      async () => (await webhookSite()).allowPrivate,
      () => webhookWorker.nudge(),
    ),
    leases,
    search: createSearchService(searchStore, content, fileFacts, config.now),
    pdfTexts,
    links,
    readiness: createReadiness(dataSource, storage),
    upkeep: {
      sealedFields: createSealedFields(
        dataSource,
        sealer,
        contentKeys.map((key) => ({ spec: CONTENT_TYPES[key], entity: CONTENT_ENTITIES[key] })),
      ),
      retention: createSubmissionRetention(
        dataSource,
        config.SUBMISSION_RETENTION_MONTHS,
        contentKeys.map((key) => ({ service: content[key], entity: CONTENT_ENTITIES[key] })),
      ),
      leftoverUploads: createLeftoverUploads(dataSource, storage, config),
      webhookDeliveries: webhookWorker,
      searchIndexer,
    },
  };
}
