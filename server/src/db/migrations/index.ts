import { InitialSchema1763900000000 } from "./1763900000000-initial-schema.js";

/** Every migration, oldest first. Listed by hand so a bundled server finds them. */
export const MIGRATIONS = [InitialSchema1763900000000];
