import { defineContentType, PUBLIC_READ_ADMIN_WRITE } from "../define.js";
import { requiredPdfField, requiredTranslatableText } from "../shared-fields.js";

// Tender notices: the college's calls for bids, listed at /tenders until they close, then in
// their archive (GIGW: expired items are archived, not deleted).

/** This file's domain of the API (schema/tenders.graphql), in one line. */
export const about = "Tender notices: the college's calls for bids, current and archived.";

export const tender = defineContentType({
  key: "tender",
  label: "Tender notice",
  description: "A call for bids: its title, reference number, closing moment and notice (PDF).",
  access: PUBLIC_READ_ADMIN_WRITE,
  fields: {
    title: requiredTranslatableText("Title"),
    referenceNumber: { kind: "text", label: "Reference number", required: true, help: "As printed on the notice, for example GPS/TND/2026/14." },
    closingDate: { kind: "dateTime", label: "Closing date and time", required: true, help: "After this moment the tender moves to the archive by itself." },
    tenderPdf: requiredPdfField("Tender notice (PDF)"),
  },
  filters: ["search"],
  searchFields: ["title", "referenceNumber"],
  order: [
    ["closingDate", "DESC"],
    ["createdAt", "DESC"],
  ],
  titleField: "title",
  admin: { group: "Site", columns: ["closingDate", "referenceNumber", "title", "tenderPdf"] },
  lifecycle: { archive: { route: "/tenders/archive", closesWith: "closingDate" } },
  public: {
    route: "/tenders",
    layout: { kind: "table", columns: ["referenceNumber", "title", "closingDate", "tenderPdf"] },
    words: {
      en: {
        heading: "Tenders",
        intro: "Tender notices open for bids, the one closing last first.",
        empty: "There are no open tenders.",
        archiveHeading: "Tenders: archive",
        archiveIntro: "Tenders whose closing date has passed, kept here for reference.",
        archiveEmpty: "There are no closed tenders yet.",
        currentLink: "Open tenders",
      },
      mr: {
        heading: "निविदा",
        intro: "बोलीसाठी खुल्या निविदा सूचना, शेवटी बंद होणारी प्रथम.",
        empty: "सध्या कोणतीही निविदा खुली नाही.",
        archiveHeading: "निविदा: संग्रह",
        archiveIntro: "अंतिम दिनांक उलटून गेलेल्या निविदा, संदर्भासाठी येथे ठेवल्या आहेत.",
        archiveEmpty: "अद्याप कोणतीही बंद निविदा नाही.",
        currentLink: "खुल्या निविदा",
      },
    },
    menu: { menu: "student-corner", position: 4 },
    feed: {
      name: "tenders",
      words: {
        en: { title: "Tenders", description: "Tender notices of the college.", itemDescription: "Tender {referenceNumber}: {title}" },
        mr: { title: "निविदा", description: "महाविद्यालयाच्या निविदा सूचना.", itemDescription: "निविदा {referenceNumber}: {title}" },
      },
      dateField: "createdAt",
      link: ["tenderPdf", "/tenders"],
    },
  },
});
