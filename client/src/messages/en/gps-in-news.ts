// Interface words of /gps-in-news.
export const gpsInNewsMessages = {
  heading: "GPS In News",
  empty: "No news has been published yet.",
  loading: "the news",
  openPicture: (title: string) => `Open the picture of "${title}" in a larger view`,
  eventDate: "Event date:",
} as const;
