import type { AlumniPageQueryVariables } from "../../graphql/generated/graphql.js";

/** The variables of AlumniPage for /alumni/{page}, or null for a page without data. */
export function alumniPageVariables(page: string): AlumniPageQueryVariables | null {
  if (page === "objective" || page === "programs") return { association: true };
  if (page === "photo-gallery") return { photoGallery: true };
  return null;
}
