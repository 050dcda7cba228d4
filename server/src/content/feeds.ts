import type { ContentKey } from "./registry.js";

// Which content types have a feed, and what in a row makes a feed's item: the one place to
// add a feed. Plain data, like the registry. Text with {field} placeholders is filled from the
// row: a department field gives the department's name in titles and its slug in addresses.
// Feeds are in English for now; a language would add its own channel titles here.

export interface FeedSpec {
  /** The feed's address: /feeds/{name}.xml */
  name: string;
  type: ContentKey;
  /** The channel's title and description. */
  title: string;
  description: string;
  /** Each item's title: a template; the type's titleField when left out. */
  itemTitle?: string;
  /** The date field that dates an item; "createdAt" for a type without one. */
  dateField: string;
  /**
   * Where an item leads, the first that applies: a url or file field's value, or a site path
   * template; a department's page ("/dept/{department}/news-letter") only when the department
   * offers that section.
   */
  link: readonly string[];
  /** A field whose text describes an item, if the type has one. */
  descriptionField?: string;
  /** The type's rows are events with a date: also an iCalendar feed at /feeds/{name}.ics. */
  calendar?: boolean;
}

/** Items in a feed: the latest, in the type's own order. */
export const FEED_ITEMS = 50;

export const FEEDS: readonly FeedSpec[] = [
  {
    name: "notices",
    type: "notice",
    title: "Notices",
    description: "Notices published by the college.",
    dateField: "date",
    link: ["link", "noticePdf", "/"],
  },
  {
    name: "gps-in-news",
    type: "gpsNews",
    title: "GPS in news",
    description: "Newspaper articles about the college.",
    dateField: "dateOfEvent",
    link: ["/gps-in-news"],
  },
  {
    name: "events",
    type: "event",
    title: "Events",
    description: "Events held by the college's departments.",
    itemTitle: "{name} ({department})",
    dateField: "dateOfEvent",
    link: ["/dept/{department}/Various Events", "/dept/{department}/about-department", "/"],
    descriptionField: "description",
    calendar: true,
  },
  {
    name: "newsletters",
    type: "newsletter",
    title: "Newsletters",
    description: "Department newsletters.",
    itemTitle: "{department} newsletter, {session}",
    dateField: "createdAt",
    link: ["newsletterPdf", "/dept/{department}/news-letter", "/"],
  },
];
