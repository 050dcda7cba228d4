// Interface words shared by every area (not content). A Marathi translation is a parallel
// messages/mr/common.ts exporting the same keys.
export const common = {
  close: "Close",
  previous: "Previous",
  next: "Next",
  pause: "Pause",
  play: "Play",
  slideOf: (n: number, total: number) => `Slide ${n} of ${total}`,
  goToSlide: (n: number) => `Show slide ${n}`,
  opensInNewTab: "(opens in a new tab)",
  /** After a link to another site (GIGW: a visitor is told before leaving the site). */
  leavesSite: "(opens another site, in a new tab)",
  /** After the words of a link that leads nowhere (the server's link check), shown without the link. */
  linkNotAvailable: "(link not available)",
  /** `what` is a phrase such as "the notices". */
  loading: (what: string) => `Loading ${what}…`,
  couldNotLoad: (what: string) => `Sorry, ${what} could not be loaded. Please reload the page, or try again in a few minutes.`,
  nothingYet: "Nothing to show yet.",
  lastReviewed: "Last reviewed on",
  /** The first column of every numbered table. */
  serialNumber: "Sr No.",
  /** The columns of a table of people to reach (ui/contact-columns.tsx). */
  contactColumns: { name: "Name", role: "Designation", phone: "Contact Number", email: "Email" },
  tableScrolls: "Table (scrolls sideways)",
  /** After a name or title shown in English on a Marathi page (no Marathi given yet). */
  inEnglish: "(in English)",
  /** Before a longer text shown in English on a Marathi page. */
  shownInEnglish: "This text is not yet available in Marathi; it is shown in English.",
  /** The headings of a vision and a mission (the institute's, a department's). */
  vision: "Vision",
  mission: "Mission",
} as const;
