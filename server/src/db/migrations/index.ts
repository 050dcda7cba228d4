import { InitialSchema1763900000000 } from "./1763900000000-initial-schema.js";
import { ContentVersion1764000000000 } from "./1764000000000-content-version.js";

/** Every migration, oldest first. Listed by hand so a bundled server finds them. */
export const MIGRATIONS = [InitialSchema1763900000000, ContentVersion1764000000000];
