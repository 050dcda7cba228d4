import type { Language } from "./languages.js";

// A feed's channel as a type's public block (public-block.ts) or content/feeds.ts writes it:
// its address, its words in each language and what in a row makes an item. Apart from feeds.ts,
// which reads the registry, so that the registry's entries can name it.

/** A feed's words in one language. */
export interface FeedWords {
  /** The channel's title and description. */
  title: string;
  description: string;
  /** Each item's title: a template; the type's titleField when left out. */
  itemTitle?: string;
  /** Each item's description when `descriptionField` is empty or absent: every item has one. */
  itemDescription: string;
}

export interface FeedChannel {
  /** The feed's address: /feeds/{name}.xml (and /mr/feeds/{name}.xml). */
  name: string;
  words: Readonly<Record<Language, FeedWords>>;
  /**
   * The field that dates an item: a date field, a session field (the session's start: see
   * feed-items.ts), or "createdAt" for a type without either.
   */
  dateField: string;
  /**
   * Where an item leads, the first that applies: a url or file field's value, or a site path
   * template (with an optional #fragment); a department's page ("/dept/{department}/news-letter")
   * only when the department offers that section.
   */
  link: readonly string[];
  /** A field whose text describes an item, if the type has one. */
  descriptionField?: string;
  /** The type's rows are events with a date: also an iCalendar feed at /feeds/{name}.ics. */
  calendar?: boolean;
}
