import type { AccreditationPageQueryVariables } from "../../graphql/generated/graphql.js";

// /accreditation-reports/{page}: a document collection or one of the report lists.
export const ACCREDITATION_PAGES: Record<string, AccreditationPageQueryVariables> = {
  "nba-accreditation": { collection: "nba-accreditation", withDocuments: true },
  "eoa-reports": { eoa: true },
  "monitoring-reports": { monitoring: true },
  "audit-reports": { audit: true },
  "aishe-reports": { collection: "aishe-reports", withDocuments: true },
  "infra-details": { collection: "infra-details", withDocuments: true },
  "fire-safety": { collection: "fire-safety", withDocuments: true },
};

/** The variables of AccreditationPage, or null for an unknown page. */
export function accreditationPageVariables(page: string): AccreditationPageQueryVariables | null {
  return Object.hasOwn(ACCREDITATION_PAGES, page) ? ACCREDITATION_PAGES[page]! : null;
}
