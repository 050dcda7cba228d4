import type { VisitorFiles } from "../../server/src/services/visitor-files.js";

// For tests of file serving alone, where no content rows decide what visitors may fetch.

/** Every stored file may be fetched by anyone. */
export const EVERY_FILE_PUBLIC: VisitorFiles = { mayFetch: async () => true };

/** Nobody who asks is an administrator. */
export const NO_ADMINISTRATOR = async () => false;
