import { academicSessions, SEMESTERS } from "../content/vocabulary.js";
import type { ResolverMap } from "./context.js";

// The choices forms offer: generated sessions and the six semesters.
export function vocabularyResolvers(): ResolverMap {
  return {
    Query: {
      sessions: () => academicSessions(),
      semesters: () => SEMESTERS,
    },
  };
}
