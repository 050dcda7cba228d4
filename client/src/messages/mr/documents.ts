import type { documentsMessages as english } from "../en/documents.js";
import type { Translation } from "../translation.js";

// The document primitives (file links, PDF accordions), in Marathi.
export const documentsMessages: Translation<typeof english> = {
  bytes: (count) => `${count} बाइट`,
  kilobytes: (count) => `${count} केबी`,
  megabytes: (count) => `${count} एमबी`,
  frameTitle: (title) => `${title} (पीडीएफ दस्तऐवज)`,
};
