// Interface words about notices outside their list pages (the search page's link to the archive;
// the list pages' own words are the notice type's public block, server/src/content/types/news.ts).
export const noticesMessages = {
  archiveHeading: "Notices: archive",
} as const;
