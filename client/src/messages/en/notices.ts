// Interface words of /notices/archive.
export const noticesMessages = {
  archiveHeading: "Notices: archive",
  archiveIntro: "Notices whose validity has ended, kept here for reference.",
  archiveEmpty: "There are no notices in the archive yet.",
  loading: "the notices",
  currentLink: "Current notices on the home page",
} as const;
