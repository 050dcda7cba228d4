import { defineContentType } from "../define.js";
import { laterNotices } from "../later-notice-types.js";
import { newestFirst, pdfField, requiredPdfField, requiredTranslatableText } from "../shared-fields.js";

// Tender notices: the college's calls for bids, listed at /tenders until they close, then in
// their archive (GIGW: expired items are archived, not deleted), each with its corrigenda (a
// type of their own naming the tender by its reference number) listed under it.

/** This file's domain of the API (schema/tenders.graphql), in one line. */
export const about = "Tender notices: the college's calls for bids, current and archived, and their corrigenda.";

const corrigenda = laterNotices({
  key: "tenderCorrigendum",
  label: "Tender corrigendum",
  pluralLabel: "Tender corrigenda",
  description: "A correction or change to a published tender, listed under that tender on /tenders.",
  graphql: { list: "tenderCorrigenda" },
  parent: {
    field: "tenderReference",
    label: "Tender's reference number",
    help: "The reference number of the tender it changes, exactly as on the tender (for example GPS/TND/2026/14).",
  },
  pdf: { field: "corrigendumPdf", label: "Corrigendum (PDF)" },
  listed: { matches: "referenceNumber", label: { en: "Corrigenda", mr: "शुद्धिपत्रके" } },
});

export const tender = defineContentType({
  key: "tender",
  label: "Tender notice",
  description: "A call for bids: its title, reference number, publishing date, closing moment and documents (PDF).",
  fields: {
    title: requiredTranslatableText("Title"),
    referenceNumber: { kind: "text", label: "Reference number", required: true, help: "As printed on the notice, for example GPS/TND/2026/14." },
    publishedOn: { kind: "date", label: "Published on", help: "The date printed on the notice." },
    closingDate: { kind: "dateTime", label: "Closing date and time", required: true, help: "After this moment the tender moves to the archive by itself." },
    tenderPdf: requiredPdfField("Tender notice (PDF)"),
    tenderDocumentPdf: {
      ...pdfField("Tender document (PDF)"),
      help: "The full tender document: specifications, terms and bid forms, if separate from the notice.",
    },
    annexurePdf: { ...pdfField("Annexure (PDF)"), help: "Any further document of the tender (drawings, a price schedule)." },
  },
  searchFields: ["title", "referenceNumber"],
  order: newestFirst("closingDate"),
  admin: { group: "Site", columns: ["closingDate", "referenceNumber", "title", "publishedOn", "tenderPdf"] },
  lifecycle: { archive: { closesWith: "closingDate" } },
  public: {
    route: "/tenders",
    layout: {
      kind: "table",
      columns: [
        "referenceNumber",
        "title",
        "publishedOn",
        "closingDate",
        { fields: ["tenderPdf", "tenderDocumentPdf", "annexurePdf"], label: { en: "Documents", mr: "दस्तऐवज" } },
      ],
    },
    notices: corrigenda.listed,
    words: {
      en: {
        heading: "Tenders",
        intro: "Tender notices open for bids, the one closing last first.",
        empty: "There are no open tenders.",
        archiveIntro: "Tenders whose closing date has passed, kept here for reference.",
        archiveEmpty: "There are no closed tenders yet.",
        currentLink: "Open tenders",
      },
      mr: {
        heading: "निविदा",
        intro: "बोलीसाठी खुल्या निविदा सूचना, शेवटी बंद होणारी प्रथम.",
        empty: "सध्या कोणतीही निविदा खुली नाही.",
        archiveIntro: "अंतिम दिनांक उलटून गेलेल्या निविदा, संदर्भासाठी येथे ठेवल्या आहेत.",
        archiveEmpty: "अद्याप कोणतीही बंद निविदा नाही.",
        currentLink: "खुल्या निविदा",
      },
    },
    menu: { menu: "student-corner", position: 4 },
    feed: {
      words: {
        en: { description: "Tender notices of the college.", itemDescription: "Tender {referenceNumber}: {title}" },
        mr: { description: "महाविद्यालयाच्या निविदा सूचना.", itemDescription: "निविदा {referenceNumber}: {title}" },
      },
      link: ["tenderPdf", "/tenders"],
    },
  },
});

export const tenderCorrigendum = corrigenda.type;
