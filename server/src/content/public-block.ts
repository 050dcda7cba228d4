import type { FeedChannel, FeedWords } from "./feed-channel.js";
import type { Language } from "./languages.js";

// The `public` block of a type's registry entry: everything the public site does with the type,
// said once beside its fields. Plain data, like the rest of the entry. The site's routes, the
// generic list page (client/src/site/public-lists/), the header's menus, the feeds, the sitemap
// and the search's hit links all read it (public-types.ts derives what they need), so a new
// public list is its type file, its migration, its seed rows and its Marathi words.

/** The words of a type's public pages in one language. */
export interface PublicWords {
  /** The list page's heading and <title>; also the menu entry's label unless `menuLabel` is given. */
  heading: string;
  /** One line under the heading saying what the list holds. */
  intro?: string;
  /** Shown instead of the list when it has no rows. */
  empty: string;
  menuLabel?: string;
  /** The archive page's heading, line and empty message (types with `lifecycle.archive`). */
  archiveHeading?: string;
  archiveIntro?: string;
  archiveEmpty?: string;
  /** The archive page's link back to the current list. */
  currentLink?: string;
}

/**
 * How the generic page draws the rows:
 * - `table`: one row per item, the columns given (a file column links the file with its type and size;
 *   a column of several fields shows them one under another);
 * - `dated`: a list of "date title" lines, the title linking the first of `linkFields` a row has.
 */
export type PublicLayout = { kind: "table"; columns: readonly PublicColumn[] } | { kind: "dated"; dateField: string; linkFields: readonly string[] };

/** A table column: one field, or several (a tender's documents) shown one under another under one header. */
export type PublicColumn = string | { fields: readonly string[]; label: Readonly<Record<Language, string>> };

/** The fields a column shows. */
export const columnFields = (column: PublicColumn): readonly string[] => (typeof column === "string" ? [column] : column.fields);

/** A menu of the header (client/src/site/layout/site-menus.ts) and the entry's place in it. */
export interface PublicMenuEntry {
  menu: "student-corner" | "policies" | "alumni";
  /** 0-based: where among the menu's first group's links the entry goes. */
  position: number;
}

/**
 * Dated notices of another type listed under each row of the list and its archive (a tender's
 * corrigenda, a recruitment's later notices). The child type is an ordinary type whose rows name
 * their parent by one of its fields (`parentField` holds the parent's `matches`, such as the
 * tender's reference number); it has no public block of its own.
 */
export interface PublicNotices {
  /** The child type's key. */
  type: string;
  /** The child's field naming its parent, and the parent's field it holds. */
  parentField: string;
  matches: string;
  /** The child's date shown before its title, and the fields its title links (the first it has). */
  dateField: string;
  linkFields: readonly string[];
  /** What the notices are called over them ("Corrigenda"), in each language. */
  label: Readonly<Record<Language, string>>;
}

export interface PublicBlock {
  /** The list's page path ("/tenders"); its archive, if the type has one, is `lifecycle.archive.route`. */
  route: string;
  /** The languages the page exists in (English at the path, Marathi under /mr); every language when left out. */
  languages?: readonly Language[];
  /**
   * The generic page draws the list, in this layout; "own" when the type's own page component
   * draws it (a special page: GPS in news' cards): then only the menu, feed, sitemap and hit
   * links come from here, and its route is the component's.
   */
  layout: PublicLayout | "own";
  words: Readonly<Record<Language, PublicWords>>;
  menu?: PublicMenuEntry;
  /** Another type's dated notices shown under each row (see PublicNotices). */
  notices?: PublicNotices;
  /** The type's RSS feed at /feeds/{name}.xml (and /mr/feeds/{name}.xml). */
  feed?: FeedChannel;
  /** Listed in sitemap.xml (every route is unless this is false). */
  sitemap?: boolean;
  /**
   * Where a search hit with no file or link of its own leads: a path template with {field}
   * placeholders ("/gps-in-news#news-{id}"); the list's route when left out.
   */
  hitLink?: string;
}

/**
 * A public block as a type's entry writes it (define.ts fills in the rest): the feed's `name`
 * left out is the route's ("/tenders": /feeds/tenders.xml), its `dateField` left out is createdAt, a
 * feed `title` left out is the page's heading in that language, and a generic page's
 * `archiveHeading` left out is its heading and ": archive" ("Tenders: archive").
 */
export type PublicBlockDefinition = Omit<PublicBlock, "feed"> & {
  feed?: Omit<FeedChannel, "name" | "words" | "dateField"> & {
    name?: string;
    dateField?: string;
    words: Readonly<Record<Language, Omit<FeedWords, "title"> & { title?: string }>>;
  };
};

/** The word after the heading of a list's archive page, in each language. */
const ARCHIVE_WORD: Readonly<Record<Language, string>> = { en: "archive", mr: "संग्रह" };

/** The block with the defaults above filled in; `archived`: the type has an archive page. */
export function withPublicDefaults(block: PublicBlockDefinition, archived: boolean): PublicBlock {
  const { feed, ...rest } = block;
  const inEach = <T>(make: (language: Language) => T): Record<Language, T> => ({ en: make("en"), mr: make("mr") });
  const archiveHeading = (language: Language) => `${block.words[language].heading}: ${ARCHIVE_WORD[language]}`;
  const words = archived && block.layout !== "own" ? inEach((language) => ({ archiveHeading: archiveHeading(language), ...block.words[language] })) : block.words;
  if (!feed) return { ...rest, words };
  const feedWords = inEach((language) => ({ title: words[language].heading, ...feed.words[language] }));
  return { ...rest, words, feed: { name: block.route.slice(1), dateField: "createdAt", ...feed, words: feedWords } };
}
