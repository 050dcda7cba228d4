import { defineContentType } from "../define.js";
import { pdfField, requiredTranslatableText } from "../shared-fields.js";

// What the college must publish by law: the 17 items of the RTI Act's section 4(1)(b), each
// kept by a clerk as a text, a document or both. The page (client/src/site/disclosures/) lists
// them beside the RTI officers (people of the group rti-officers).

/** This file's domain of the API (schema/disclosures.graphql), in one line. */
export const about = "Disclosures the law asks for: the 17 items of the RTI Act's section 4(1)(b).";

export const rtiDisclosureItem = defineContentType({
  key: "rtiDisclosureItem",
  label: "RTI disclosure item",
  description: "One of the 17 items the RTI Act's section 4(1)(b) asks a public authority to publish: its number, title, text and document.",
  fields: {
    itemNumber: {
      kind: "number",
      label: "Item number",
      required: true,
      // Not unique: a clerk may add the new version of an item before deleting the old one, and a
      // deleted item waits in the Trash with its number. The page lists the items by number.
      min: 1,
      max: 17,
      help: "1 to 17, as numbered (i) to (xvii) in section 4(1)(b) of the RTI Act.",
    },
    title: requiredTranslatableText("Title"),
    body: { kind: "markdown", label: "Text", translatable: true, help: "What the item discloses, or a line saying what the document holds." },
    documentPdf: pdfField("Document (PDF)"),
  },
  searchFields: ["title"],
  order: [["itemNumber", "ASC"]],
  admin: { group: "Site", columns: ["itemNumber", "title", "documentPdf"] },
  public: {
    route: "/rti-disclosure",
    // The items with the RTI officers beside them: its own page (client/src/site/disclosures/).
    layout: "own",
    // A hit on an item without a document leads to the item on the page.
    hitLink: "/rti-disclosure#item-{itemNumber}",
    words: {
      en: { heading: "RTI disclosures: section 4(1)(b)", empty: "The disclosures have not been published yet." },
      mr: { heading: "माहितीचा अधिकार: कलम ४(१)(ख) अंतर्गत प्रकटीकरण", empty: "प्रकटीकरण अद्याप प्रसिद्ध केलेले नाही." },
    },
  },
});
