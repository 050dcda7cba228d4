import type { FacilityPageQueryVariables } from "../../graphql/generated/graphql.js";

// /facilities/{facility}: its text is facilities/{facility in lower case}; some facilities also
// have a gallery (slider or lightbox) and the girls hostel a committee document list.
export const FACILITIES: Record<string, { gallery?: string; documents?: string }> = {
  library: { gallery: "library" },
  gymkhana: {},
  scs: {},
  canteen: {},
  "boys-hostel": { gallery: "hostel/boys" },
  Internet: {},
  "girls-hostel": { gallery: "hostel/girls", documents: "girls-hostel-committee" },
};

/** The variables of FacilityPage, or null for an unknown facility (no request: not found). */
export function facilityPageVariables(facility: string): FacilityPageQueryVariables | null {
  if (!Object.hasOwn(FACILITIES, facility)) return null;
  const { gallery, documents } = FACILITIES[facility]!;
  return {
    textKey: `facilities/${facility.toLowerCase()}`,
    gallery: gallery ?? "",
    withGallery: gallery !== undefined,
    collection: documents ?? "",
    withDocuments: documents !== undefined,
  };
}
