import { defineContentType } from "../define.js";
import { pdfField, requiredDateField, requiredTranslatableText } from "../shared-fields.js";

// The academic holiday list, shown on the academic calendar page (/about-institute/academic-calender).

/** This file's domain of the API (schema/holidays.graphql), in one line. */
export const about = "The academic holidays: the days the college is closed, listed on the academic calendar page.";

export const holiday = defineContentType({
  key: "holiday",
  label: "Holiday",
  description: "A day the college is closed, as the academic calendar lists it.",
  fields: {
    date: requiredDateField("Date"),
    title: { ...requiredTranslatableText("Holiday"), help: "For example Republic Day." },
    circularPdf: { ...pdfField("Circular (PDF)"), help: "The government's or the college's circular, if there is one." },
  },
  searchFields: ["title"],
  order: [
    ["date", "ASC"],
    ["title", "ASC"],
  ],
  admin: { group: "Site", columns: ["date", "title", "circularPdf"] },
});
