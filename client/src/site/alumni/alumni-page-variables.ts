import type { AlumniPageQueryVariables } from "../../graphql/generated/graphql.js";

/** The Alumni Meets the photo gallery shows, newest first (galleries alumni/{year}). */
export const ALUMNI_MEETS = ["2025", "2024", "2023"] as const;

/** The variables of AlumniPage for /alumni/{page}, or null for a page without data. */
export function alumniPageVariables(page: string): AlumniPageQueryVariables | null {
  if (page === "objective" || page === "programs") return { association: true };
  if (page === "photo-gallery") {
    const [meet1, meet2, meet3] = ALUMNI_MEETS.map((year) => `alumni/${year}`);
    return { photoGallery: true, meet1, meet2, meet3 };
  }
  return null;
}
