import type { FeedChannel } from "./feed-channel.js";
import { PUBLIC_TYPES } from "./public-types.js";
import type { ContentKey } from "./registry.js";

export type { FeedChannel, FeedWords } from "./feed-channel.js";

// Which content types have a feed, and what in a row makes a feed's item: a public type's
// block (public-block.ts `feed`) or, for the types without one, OTHER_FEEDS below. Plain data,
// like the registry. Text with {field} placeholders is filled from the row, in the feed's
// language where the field has Marathi: a department field gives the
// department's name in titles and its slug in addresses. Every feed is also in Marathi, at
// /mr/feeds/{name}.xml, in the words given here.

/** A feed: its channel (feed-channel.ts) and the type whose rows make its items. */
export interface FeedSpec extends FeedChannel {
  type: ContentKey;
}

/** Items in a feed: the latest, newest first. */
export const FEED_ITEMS = 50;

/** The feeds of types with no public block; a type with one says its feed there (public-block.ts). */
const OTHER_FEEDS: readonly FeedSpec[] = [
  {
    name: "events",
    type: "event",
    words: {
      en: { title: "Events", description: "Events held by the college's departments.", itemTitle: "{name} ({department})", itemDescription: "{name}, {dateOfEvent}" },
      mr: { title: "कार्यक्रम", description: "महाविद्यालयाच्या विभागांनी आयोजित केलेले कार्यक्रम.", itemTitle: "{name} ({department})", itemDescription: "{name}, {dateOfEvent}" },
    },
    dateField: "dateOfEvent",
    link: ["/dept/{department}/Various Events", "/dept/{department}/about-department", "/"],
    descriptionField: "description",
    calendar: true,
  },
  {
    name: "newsletters",
    type: "newsletter",
    words: {
      en: {
        title: "Newsletters",
        description: "Department newsletters.",
        itemTitle: "{department} newsletter, {session}",
        itemDescription: "The newsletter of the {department} department for the {session} session (PDF).",
      },
      mr: {
        title: "वार्तापत्रे",
        description: "विभागांची वार्तापत्रे.",
        itemTitle: "{department} वार्तापत्र, {session}",
        itemDescription: "{department} विभागाचे {session} सत्राचे वार्तापत्र (PDF).",
      },
    },
    dateField: "session",
    link: ["newsletterPdf", "/dept/{department}/news-letter", "/"],
  },
];

/** Every feed: the public blocks' (registry order), then the others. */
export const FEEDS: readonly FeedSpec[] = [
  ...PUBLIC_TYPES.flatMap((spec) => (spec.public.feed ? [{ ...spec.public.feed, type: spec.key as ContentKey }] : [])),
  ...OTHER_FEEDS,
];
