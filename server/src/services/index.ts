import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { CONTENT_TYPES, type ContentKey } from "../content/registry.js";
import { createAuthService, type AuthService } from "../auth/auth-service.js";
import { CONTENT_ENTITIES, CommitteeMember, SiteSettings } from "../db/entities/index.js";
import { LocalFileStorage, type FileStorage } from "../storage/file-storage.js";
import { createContentService } from "./content-service.js";
import type { ContentService } from "./content-service.types.js";
import { TYPE_RULES } from "./type-rules.js";
import { createSiteSettingsService, type SiteSettingsService } from "./settings-service.js";
import { createWriteLock } from "./write-lock.js";
import { createContentVersionTracker, type ContentVersionTracker } from "./content-version.js";

/** Everything the transports (GraphQL, legacy shim), the seed and the CLI call. */
export interface Services {
  config: Config;
  dataSource: DataSource;
  storage: FileStorage;
  auth: AuthService;
  settings: SiteSettingsService;
  content: Record<ContentKey, ContentService>;
  /** Goes up with every write to public content; cached public answers are keyed by it. */
  contentVersion: ContentVersionTracker;
}

export function createServices(dataSource: DataSource, config: Config): Services {
  const storage = new LocalFileStorage(config.uploadDir);
  const writeLock = createWriteLock(!config.isPostgres);
  const contentVersion = createContentVersionTracker(dataSource, config.CACHE_SYNC_MS);
  const content = {} as Record<ContentKey, ContentService>;
  for (const key of Object.keys(CONTENT_TYPES) as ContentKey[]) {
    content[key] = createContentService(CONTENT_TYPES[key], {
      dataSource,
      storage,
      config,
      entity: CONTENT_ENTITIES[key] as new () => object,
      memberEntity: CommitteeMember,
      departmentEntity: CONTENT_ENTITIES.department as new () => object,
      writeLock,
      contentVersion,
      prepare: TYPE_RULES[key],
    });
  }
  return {
    config,
    dataSource,
    storage,
    auth: createAuthService(dataSource, config),
    settings: createSiteSettingsService(dataSource, SiteSettings, contentVersion),
    content,
    contentVersion,
  };
}
