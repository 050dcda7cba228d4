import { InitialSchema1763900000000 } from "./1763900000000-initial-schema.js";
import { ContentVersion1764000000000 } from "./1764000000000-content-version.js";
import { SignInThrottle1764100000000 } from "./1764100000000-sign-in-throttle.js";
import { SubmissionQuota1764200000000 } from "./1764200000000-submission-quota.js";
import { PublicPages1764300000000 } from "./1764300000000-public-pages.js";
import { StoredImages1764400000000 } from "./1764400000000-stored-images.js";
import { ContentUpdatedAt1764900000000 } from "./1764900000000-content-updated-at.js";
import { PictureDescriptions1765000000000 } from "./1765000000000-picture-descriptions.js";
import { SealedPersonalData1765100000000 } from "./1765100000000-sealed-personal-data.js";

/** Every migration, oldest first. Listed by hand so a bundled server finds them. */
export const MIGRATIONS = [
  InitialSchema1763900000000,
  ContentVersion1764000000000,
  SignInThrottle1764100000000,
  SubmissionQuota1764200000000,
  PublicPages1764300000000,
  StoredImages1764400000000,
  ContentUpdatedAt1764900000000,
  PictureDescriptions1765000000000,
  SealedPersonalData1765100000000,
];
