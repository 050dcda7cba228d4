/** One row of a public list as the list's query answers it: its fields by name, and which fell back to English. */
export type PublicRow = Record<string, unknown> & { id: string; fallbackToEnglish?: readonly string[] };
