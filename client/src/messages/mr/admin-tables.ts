import type { adminTablesMessages as english } from "../en/admin-tables.js";
import type { Translation } from "../translation.js";

// The administration panel's manage tables: filters, the table itself and its pages, in Marathi.
export const adminTablesMessages: Translation<typeof english> = {
  addItem: (label) => `नवीन जोडा: ${label}`,
  filterLabel: (plural) => `${plural} गाळा`,
  filterByDepartment: "विभागानुसार गाळा",
  allDepartments: "सर्व विभाग",
  filterBySession: "शैक्षणिक वर्षानुसार गाळा",
  allSessions: "सर्व शैक्षणिक वर्षे",
  search: "शोधा",
  loading: (label) => `${label} लोड होत आहे`,
  listNotLoaded: (reason) => `क्षमस्व, यादी लोड होऊ शकली नाही. ${reason}`,
  nothingHere: "येथे अजून काहीही नाही.",
  edit: "संपादन",
  delete: "हटवा",
  history: "इतिहास",
  historyOf: (title) => `${title} चा इतिहास`,
  loadingForm: "फॉर्म लोड होत आहे…",
  deleted: (title) => `${title} हटवले: ते कचरापेटीत आहे; चूक झाली असल्यास तेथून परत आणता येईल.`,
  saved: (title) => `जतन झाले: ${title} मधील बदल साठवले गेले.`,
  thisItem: (label) => `हे ${label}`,
  sortedBy: (label, direction) => `, ${label} नुसार ${direction} क्रमाने`,
  ascending: "चढत्या",
  descending: "उतरत्या",
  actions: "कृती",
  pages: "पाने",
  previous: "मागील",
  next: "पुढील",
  pageOf: (page, pages, rows, total) => `पान ${page} / ${pages} · ओळी ${rows}, एकूण ${total}`,
  noRows: "एकही नाही",
};
