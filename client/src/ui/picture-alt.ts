/**
 * A picture's alt text: the description a clerk wrote for it, or, for a picture stored before
 * descriptions were asked for (or sent by the old client), a text made from what the row is.
 */
export function pictureAlt(description: string | null | undefined, fallback: string): string {
  const written = description?.trim();
  return written ? written : fallback;
}
