// Interface words of /gps-in-news.
export const gpsInNewsMessages = {
  heading: "GPS In News",
  empty: "No news has been published yet.",
  loading: "the news",
  openPicture: (title: string) => `Open the picture of "${title}" in a larger view`,
  eventDate: "Event date:",
  archiveLink: "Archive: earlier news",
  archiveHeading: "GPS In News: archive",
  archiveEmpty: "There is no earlier news in the archive yet.",
  archiveIntro: "News no longer on the current page, kept here for reference.",
  currentLink: "Current news",
} as const;
