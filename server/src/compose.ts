import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import { CONTENT_TYPES, type ContentKey } from "./content/registry.js";
import { createAuthService, type AuthService } from "./auth/auth-service.js";
import { CONTENT_ENTITIES, MEMBER_ENTITIES, SiteSettings } from "./db/entities/index.js";
import { LocalFileStorage, type FileStorage } from "./storage/file-storage.js";
import { createContentService } from "./services/content-service.js";
import type { ContentService } from "./services/content-service.types.js";
import { TYPE_RULES } from "./services/type-rules.js";
import { createSiteSettingsService, type SiteSettingsService } from "./services/settings-service.js";
import { createWriteLock } from "./services/write-lock.js";
import { createContentVersionTracker, type ContentVersionTracker } from "./services/content-version.js";
import { createSubmissionQuota } from "./services/submission-quota.js";
import { createStoredFiles } from "./services/stored-files.js";
import { createFileFacts } from "./services/file-facts.js";
import type { Services } from "./services/services.js";

// The composition root: builds every service once, from the data source and the settings.
// Transports (GraphQL, the shim, the CLI, the seed) receive the result and nothing below it.

export type { Services };

export function createServices(dataSource: DataSource, config: Config): Services {
  const storage = new LocalFileStorage(config.uploadDir);
  const writeLock = createWriteLock(!config.isPostgres);
  const contentVersion = createContentVersionTracker(dataSource, config.CACHE_SYNC_MS);
  const submissionQuota = createSubmissionQuota(dataSource, { perWindow: config.SUBMISSIONS_PER_HOUR, windowMs: 60 * 60 * 1000 });
  const fileFacts = createFileFacts(storage);
  const content = {} as Record<ContentKey, ContentService>;
  for (const key of Object.keys(CONTENT_TYPES) as ContentKey[]) {
    content[key] = createContentService(CONTENT_TYPES[key], {
      dataSource,
      storage,
      config,
      entity: CONTENT_ENTITIES[key],
      memberEntity: MEMBER_ENTITIES[key],
      departmentEntity: CONTENT_ENTITIES.department,
      writeLock,
      contentVersion,
      submissionQuota,
      fileFacts,
      prepare: TYPE_RULES[key],
    });
  }
  return {
    config,
    auth: createAuthService(dataSource, config),
    settings: createSiteSettingsService(dataSource, SiteSettings, contentVersion),
    content,
    contentVersion,
    files: createStoredFiles(storage),
  };
}
