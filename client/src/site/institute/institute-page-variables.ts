import type { InstitutePageQuery, InstitutePageQueryVariables, InstituteSharedQuery, SiteSettingsQuery } from "../../graphql/generated/graphql.js";

// What each /about-institute/{page} shows besides the parts every institute page has: a page
// text, a document list, a list of people, a picture or the holiday list, by their keys in the content.
interface InstitutePart {
  text?: string;
  documents?: string;
  people?: string;
  gallery?: string;
  holidays?: true;
  /** The AICTE mandatory disclosure's sections (site/disclosures/aicte-disclosure.tsx). */
  aicte?: true;
}

/** What an institute page draws: the parts every institute page shows and the part its address picks. */
export type InstitutePageData = InstituteSharedQuery & InstitutePageQuery & SiteSettingsQuery;

export const INSTITUTE_PAGES: Record<string, InstitutePart> = {
  "about-institute": { text: "about-institute" },
  "program-offered": {},
  "principal-res": { text: "principal-responsibilities" },
  "office-staff": { people: "office-staff" },
  "organization-structure": { gallery: "org-structure" },
  "institute-map": { gallery: "institute-map" },
  "portfolio-details": { documents: "portfolio-details" },
  "academic-calender": { holidays: true, documents: "academic-calendar" },
  norms: { documents: "norms" },
  right_to_information: { people: "rti-officers", documents: "right-to-information" },
  "institute-calender": { documents: "institute-calendar" },
  "citizen-charter": { text: "citizen-charter", documents: "citizen-charter" },
  mandatory_disclosure: { text: "mandatory-disclosure", documents: "mandatory-disclosure", aicte: true },
  policies: { documents: "policies" },
};

/** The variables of InstitutePage for /about-institute/{page}; an unknown page includes no part. */
export function institutePageVariables(page: string): InstitutePageQueryVariables {
  const part = Object.hasOwn(INSTITUTE_PAGES, page) ? INSTITUTE_PAGES[page]! : {};
  return {
    textKey: part.text ?? "",
    withText: part.text !== undefined,
    collection: part.documents ?? "",
    withDocuments: part.documents !== undefined,
    peopleGroup: part.people ?? "",
    withPeople: part.people !== undefined,
    gallery: part.gallery ?? "",
    withGallery: part.gallery !== undefined,
    withHolidays: part.holidays === true,
    withAicte: part.aicte === true,
  };
}
