import { defineContentType } from "../define.js";
import { pdfField, photoField, positionFieldSmallerFirst, requiredTranslatableText } from "../shared-fields.js";

// What the public pages show beyond the lists of documents: texts written in Markdown, pictures
// in galleries, people in a role, and links. Each is general, keyed by where it appears (a page
// text's key, a gallery, a group), so a clerk can correct any of it and another polytechnic can
// fill its own pages without a developer.

/** This file's domain of the API (schema/pages.graphql), in one line. */
export const about = "What the public pages show beyond document lists: page texts, gallery pictures, people in a role, links.";

/**
 * Lower-case words joined by hyphens, underscores or slashes: "principal-message", "hostel/girls".
 * Not searched: a key is the site's address for a text, not words a visitor reads.
 */
const placeKey = (label: string, help: string) =>
  ({
    kind: "text",
    search: false,
    label,
    required: true,
    maxLength: 100,
    pattern: { regex: "^[a-z0-9]+([-_/][a-z0-9]+)*$", message: "Use lower-case letters and digits, joined by - _ or /." },
    help,
  }) as const;

const sortOrder = positionFieldSmallerFirst("Position");

export const pageText = defineContentType({
  key: "pageText",
  label: "Page text",
  description: "A text of a public page, written in Markdown and found by its key (such as principal-message).",
  fields: {
    key: { ...placeKey("Key", "Where the text appears, such as principal-message or facilities/library."), unique: true, lookup: true },
    title: requiredTranslatableText("Title"),
    body: { kind: "markdown", label: "Text", required: true, translatable: true, help: "Markdown: # headings, - lists, | tables |, **bold**, [links](https://...)." },
    lastReviewedOn: { kind: "date", label: "Last reviewed on", notAfterToday: true, help: "Shown on the page, so visitors know the text is current." },
  },
  searchFields: ["key", "title"],
  order: [["key", "ASC"]],
  admin: { group: "Site", columns: ["key", "title", "lastReviewedOn"] },
  lifecycle: { reviewed: { field: "lastReviewedOn" } },
});

export const galleryImage = defineContentType({
  key: "galleryImage",
  label: "Gallery picture",
  description: "A picture in one of the site's galleries and sliders (`gallery` names it, such as dept/computer or alumni/2024).",
  fields: {
    gallery: placeKey("Gallery", "Which gallery or slider: dept/computer, library, hostel/boys, alumni/2024, recruiters, news-carousel ..."),
    image: { kind: "image", label: "Picture", required: true },
    altText: {
      kind: "text",
      label: "Description for visitors who cannot see it",
      required: true,
      describes: "image",
      translatable: true,
      help: "Read aloud by screen readers: say what the picture shows.",
    },
    caption: { kind: "text", label: "Caption", translatable: true },
    sortOrder,
  },
  filters: ["gallery"],
  order: [
    ["gallery", "ASC"],
    ["sortOrder", "ASC"],
    ["createdAt", "ASC"],
  ],
  titleField: "altText",
  admin: { group: "Site", columns: ["gallery", "image", "caption", "sortOrder"] },
});

export const person = defineContentType({
  key: "person",
  label: "Person",
  pluralLabel: "People",
  description:
    "A person in a role on a public page: office staff, the principal, RTI officers, the alumni committee, the placement team, the site's developers (`group` says which).",
  graphql: { list: "people" },
  fields: {
    group: placeKey("Group", "Which list: office-staff, principal, rti-officers, alumni-committee, placement-team, developers ..."),
    name: { kind: "text", label: "Name", required: true },
    role: { kind: "text", label: "Role or designation", translatable: true },
    photoImage: photoField("Photo"),
    phone: { kind: "phone", label: "Phone" },
    email: { kind: "email", label: "E-mail" },
    profileLink: { kind: "url", label: "Profile link" },
    qualification: { kind: "text", label: "Qualification" },
    skills: { kind: "textList", label: "Skills (one per line)" },
    resumePdf: pdfField("Resume (PDF)"),
    sortOrder,
  },
  filters: ["group"],
  searchFields: ["name", "role"],
  order: [
    ["group", "ASC"],
    ["sortOrder", "ASC"],
    ["name", "ASC"],
  ],
  admin: { group: "Site", columns: ["group", "name", "role", "phone", "email"] },
});

export const link = defineContentType({
  key: "link",
  label: "Link",
  description: "A link in one of the site's link lists (`group` names it, such as footer/quick or notice-board).",
  fields: {
    group: placeKey("Group", "Which list: notice-board, footer/quick, footer/important, students-corner ..."),
    title: requiredTranslatableText("Title"),
    url: { kind: "url", label: "Address", required: true, help: "A web address (https://...) or a page of this site (/gps-in-news)." },
    opensInNewTab: { kind: "boolean", label: "Open in a new tab" },
    sortOrder,
  },
  filters: ["group"],
  order: [
    ["group", "ASC"],
    ["sortOrder", "ASC"],
    ["title", "ASC"],
  ],
  admin: { group: "Site", columns: ["group", "title", "url", "opensInNewTab"] },
});
