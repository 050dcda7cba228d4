import { defineContentType } from "../define.js";
import { newestFirst, requiredDateField, requiredPdfField, requiredTranslatableText } from "../shared-fields.js";

// Circulars and office orders: listed at /circulars while valid, then in their archive (GIGW:
// expired items are archived, not deleted).

/** This file's domain of the API (schema/circulars.graphql), in one line. */
export const about = "Circulars and office orders: current and archived.";

export const circular = defineContentType({
  key: "circular",
  label: "Circular or office order",
  pluralLabel: "Circulars and office orders",
  description: "A circular or office order: its number, issuing office, date, validity and document (PDF).",
  fields: {
    circularNumber: { kind: "text", label: "Number", required: true, help: "As printed on it, for example GPS/EST/2026/112." },
    title: requiredTranslatableText("Subject"),
    issuingOffice: { ...requiredTranslatableText("Issuing office"), help: "For example: Office of the Principal." },
    issuedOn: requiredDateField("Date"),
    validTill: {
      kind: "dateTime",
      label: "Valid till",
      help: "After this moment it moves to the archive by itself; leave empty if it stays in force.",
    },
    circularPdf: requiredPdfField("Circular or order (PDF)"),
  },
  searchFields: ["title", "circularNumber", "issuingOffice"],
  order: newestFirst("issuedOn"),
  admin: { group: "Site", columns: ["issuedOn", "circularNumber", "title", "issuingOffice", "circularPdf"] },
  lifecycle: { archive: { closesWith: "validTill" } },
  public: {
    route: "/circulars",
    layout: { kind: "table", columns: ["circularNumber", "title", "issuingOffice", "issuedOn", "validTill", "circularPdf"] },
    words: {
      en: {
        heading: "Circulars and office orders",
        intro: "Circulars and office orders in force, the newest first.",
        empty: "There are no circulars or office orders in force.",
        archiveIntro: "Circulars and office orders no longer in force, kept here for reference.",
        archiveEmpty: "There are no archived circulars or office orders yet.",
        currentLink: "Circulars and office orders in force",
      },
      mr: {
        heading: "परिपत्रके आणि कार्यालयीन आदेश",
        intro: "लागू असलेली परिपत्रके आणि कार्यालयीन आदेश, नवीन प्रथम.",
        empty: "सध्या कोणतेही परिपत्रक किंवा कार्यालयीन आदेश लागू नाही.",
        archiveIntro: "आता लागू नसलेली परिपत्रके आणि कार्यालयीन आदेश, संदर्भासाठी येथे ठेवले आहेत.",
        archiveEmpty: "अद्याप संग्रहात कोणतेही परिपत्रक किंवा कार्यालयीन आदेश नाही.",
        currentLink: "लागू असलेली परिपत्रके आणि आदेश",
      },
    },
    menu: { menu: "student-corner", position: 6 },
    feed: {
      words: {
        en: { description: "Circulars and office orders of the college.", itemDescription: "{circularNumber}: {title}" },
        mr: { description: "महाविद्यालयाची परिपत्रके आणि कार्यालयीन आदेश.", itemDescription: "{circularNumber}: {title}" },
      },
      dateField: "issuedOn",
      link: ["circularPdf", "/circulars"],
    },
  },
});
