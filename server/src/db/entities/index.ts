import type { EntitySchema, ObjectLiteral, ObjectType } from "typeorm";
import { CONTENT_ENTITIES, MEMBER_ENTITIES } from "../content-entities.js";
import { AdminAccount } from "./admin-account.js";
import { AdminSession } from "./admin-session.js";
import { ApiToken } from "./api-token.js";
import { ContentTypeVersion } from "./content-type-version.js";
import { AuditEntry } from "./audit-entry.js";
import { BrokenLink } from "./broken-link.js";
import { ContentVersion } from "./content-version.js";
import { Lease } from "./lease.js";
import { PasswordReset } from "./password-reset.js";
import { PendingChange } from "./pending-change.js";
import { SecondFactor } from "./second-factor.js";
import { SignInAttempt } from "./sign-in-attempt.js";
import { Revision } from "./revision.js";
import { PdfText, SearchEntry, SearchQueueItem } from "./search.js";
import { SiteSettings } from "./site-settings.js";
import { StoredFileName } from "./stored-file-name.js";
import { StoredImage } from "./stored-image.js";
import { SubmissionQuota } from "./submission-quota.js";
import { Webhook } from "./webhook.js";
import { WebhookDelivery } from "./webhook-delivery.js";

// Every table of the site: the content types' (built from the registry in content-entities.ts)
// and the few that are not content, written as classes.

export const ALL_ENTITIES: (ObjectType<ObjectLiteral> | EntitySchema)[] = [
  ...Object.values(CONTENT_ENTITIES),
  ...Object.values(MEMBER_ENTITIES),
  SiteSettings,
  AdminAccount,
  AdminSession,
  SecondFactor,
  PasswordReset,
  SignInAttempt,
  ContentVersion,
  ContentTypeVersion,
  SubmissionQuota,
  StoredImage,
  StoredFileName,
  Webhook,
  WebhookDelivery,
  ApiToken,
  Revision,
  PendingChange,
  AuditEntry,
  Lease,
  SearchEntry,
  SearchQueueItem,
  PdfText,
  BrokenLink,
];

export { CONTENT_ENTITIES, MEMBER_ENTITIES, columnNameOf, lookupHashOf } from "../content-entities.js";
export { applyTimestampTypes } from "./column-types.js";
export { SITE_SETTINGS_ID } from "./site-settings.js";
export { MAX_ORIGINAL_NAME } from "./stored-file-name.js";
export {
  AdminAccount,
  AdminSession,
  ApiToken,
  AuditEntry,
  BrokenLink,
  ContentTypeVersion,
  ContentVersion,
  Lease,
  PasswordReset,
  PdfText,
  PendingChange,
  Revision,
  SearchEntry,
  SearchQueueItem,
  SecondFactor,
  SignInAttempt,
  SiteSettings,
  StoredFileName,
  StoredImage,
  SubmissionQuota,
  Webhook,
  WebhookDelivery,
};
