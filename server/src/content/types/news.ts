import { defineContentType } from "../define.js";
import {
  departmentField,
  legacyActions,
  LEGACY_DEPARTMENT_AS_BRANCH,
  legacySnakeCased,
  legacySpelledAs,
  newestFirst,
  pdfField,
  positionField,
  requiredDateField,
  requiredPdfField,
  requiredPhotoField,
  requiredTranslatableText,
  sessionField,
  specRoutes,
} from "../shared-fields.js";

// What the home page and the news pages show: GPS news, notices, home slides, the digital library.

/** This file's domain of the API (schema/news.graphql), in one line. */
export const about = "The home page and the news pages: GPS in news, notices, slides, the digital library.";

export const gpsNews = defineContentType({
  key: "gpsNews",
  label: "News item",
  pluralLabel: "GPS in news",
  description: 'A newspaper article about the college ("GPS in news").',
  graphql: { single: "gpsNewsItem", list: "gpsNews" },
  fields: {
    session: sessionField,
    title: requiredTranslatableText("News title"),
    dateOfEvent: requiredDateField("Date of the event"),
    image: requiredPhotoField("News article image"),
  },
  filters: ["session"],
  searchFields: ["title"],
  order: newestFirst("dateOfEvent"),
  admin: {
    addRoute: "gps-in-news",
    manageRoute: "manage-gps-newses",
    navLabel: "GPS in News",
    heading: "GPS News Form",
    group: "College",
    columns: ["session", "title", "image", "dateOfEvent"],
  },
  lifecycle: { archive: {} },
  public: {
    route: "/gps-in-news",
    // Cards whose pictures open the lightbox: its own page (client/src/site/gps-in-news/).
    layout: "own",
    words: {
      en: { heading: "GPS in news", empty: "There is no news yet." },
      mr: { heading: "बातम्यांमध्ये शासकीय तंत्रनिकेतन", empty: "अद्याप कोणतीही बातमी नाही." },
    },
    feed: {
      words: {
        en: { description: "Newspaper articles about the college.", itemDescription: "A newspaper article of {dateOfEvent}: {title}" },
        mr: { description: "महाविद्यालयाविषयी वृत्तपत्रांतील लेख.", itemDescription: "{dateOfEvent} चा वृत्तपत्रातील लेख: {title}" },
      },
      dateField: "dateOfEvent",
      // Each item's own card on the page (news-cards.tsx gives it this id).
      link: ["/gps-in-news#news-{id}"],
    },
  },
  legacy: {
    listKey: "gps-newses",
    ...legacyActions("GPSNews", { alsoUpdate: ["updateNewsArticle"] }),
    fields: {
      session: legacySpelledAs("session"),
      title: legacySnakeCased("newsTitle"),
      // "Artical" is how the old manage table spelled its header.
      image: { row: "news_article_image", insert: "newsArticleImage", column: "news_artical_image" },
      dateOfEvent: legacySnakeCased("dateOfEvent"),
    },
  },
});

export const notice = defineContentType({
  key: "notice",
  label: "Notice",
  description: "A notice on the home page: a link, a PDF or both.",
  fields: {
    title: requiredTranslatableText("Notice text"),
    date: requiredDateField("Date"),
    link: { kind: "url", label: "Link", help: "A web address, if the notice points to another page." },
    noticePdf: pdfField("Notice (PDF)"),
  },
  requireOneOf: [["link", "noticePdf"]],
  searchFields: ["title"],
  order: newestFirst("date"),
  admin: { group: "Site", columns: ["date", "title", "link", "noticePdf"] },
  lifecycle: { archive: {}, newBadge: true },
  public: {
    route: "/notices",
    layout: { kind: "dated", dateField: "date", linkFields: ["noticePdf", "link"] },
    words: {
      en: {
        heading: "Notices",
        intro: "The college's current notices, newest first.",
        empty: "There are no current notices.",
        archiveIntro: "Notices whose validity has ended, kept here for reference.",
        archiveEmpty: "There are no notices in the archive yet.",
        currentLink: "Current notices",
      },
      mr: {
        heading: "सूचना",
        intro: "महाविद्यालयाच्या सध्याच्या सूचना, नवीन प्रथम.",
        empty: "सध्या कोणतीही सूचना नाही.",
        archiveIntro: "मुदत संपलेल्या सूचना, संदर्भासाठी येथे ठेवल्या आहेत.",
        archiveEmpty: "संग्रहात अद्याप कोणतीही सूचना नाही.",
        currentLink: "सध्याच्या सूचना",
      },
    },
    // No menu entry: "Notices" is a link of its own in the header bar (site-menus.ts).
    feed: {
      words: {
        en: { description: "Notices published by the college.", itemDescription: "Notice of {date}: {title}" },
        mr: { description: "महाविद्यालयाने प्रसिद्ध केलेल्या सूचना.", itemDescription: "{date} ची सूचना: {title}" },
      },
      dateField: "date",
      link: ["link", "noticePdf", "/notices"],
    },
  },
});

export const slide = defineContentType({
  key: "slide",
  label: "Home page slide",
  description: "A picture in the home page slider.",
  fields: {
    caption: requiredTranslatableText("Caption"),
    altText: {
      kind: "text",
      label: "Description of the picture",
      required: true,
      describes: "image",
      translatable: true,
      help: "Read aloud to visitors who cannot see the picture.",
    },
    image: { kind: "image", label: "Picture", required: true },
    sortOrder: positionField("Position"),
  },
  order: [
    ["sortOrder", "ASC"],
    ["createdAt", "ASC"],
  ],
  titleField: "caption",
  admin: { group: "Site", columns: ["sortOrder", "image", "caption"] },
});

export const digitalLibrary = defineContentType({
  key: "digitalLibrary",
  label: "Library book",
  pluralLabel: "Digital library",
  description: "A book in the digital library: cover picture and PDF.",
  graphql: { type: "DigitalLibraryItem", single: "digitalLibraryItem", list: "digitalLibrary" },
  fields: {
    subjectName: requiredTranslatableText("Subject name"),
    department: departmentField,
    title: requiredTranslatableText("Title of the book"),
    authorName: { kind: "text", label: "Author name", required: true },
    coverImage: requiredPhotoField("Cover page image"),
    bookPdf: requiredPdfField("Book (PDF)"),
  },
  filters: ["department"],
  searchFields: ["subjectName", "title", "authorName"],
  order: [
    ["subjectName", "ASC"],
    ["title", "ASC"],
  ],
  admin: {
    ...specRoutes("digital-library"),
    navLabel: "Digital Library",
    group: "Department",
    columns: ["subjectName", "department", "title", "authorName", "bookPdf", "coverImage"],
  },
  legacy: {
    listKey: "digital-library",
    ...legacyActions("DigitalLibrary", { insert: "insertDigitalLib" }),
    fields: {
      subjectName: legacySpelledAs("subjectName"),
      department: LEGACY_DEPARTMENT_AS_BRANCH,
      title: { row: "title", insert: "title", column: "title_of_book" },
      authorName: legacySpelledAs("authorName"),
      coverImage: { row: "coverImage", insert: "coverImage", column: "cover_page_image" },
      bookPdf: { row: "path", insert: "bookPdf", column: "book_pdf" },
    },
  },
});
