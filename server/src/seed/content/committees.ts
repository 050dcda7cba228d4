import { COMMITTEE_KEYS } from "../../content/collections.js";
import { pdfFile, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";
import committeeData from "./fixtures/committees.json";

// One committee per committee page, with invented members (fixtures/committees.json), and its
// orders as documents.

type Member = { name: string; mobile: string };

/** Mobile numbers 98765 3xxxx, one per person, so no two people share one. */
const phoneBook = new Map<string, string>();
function mobileOf(person: string): string {
  let phone = phoneBook.get(person);
  if (!phone) {
    phone = String(9876530001 + phoneBook.size);
    phoneBook.set(person, phone);
  }
  return phone;
}

const members = (...names: string[]): Member[] => names.map((name) => ({ name, mobile: mobileOf(name) }));

type CommitteeKey = (typeof COMMITTEE_KEYS)[number]["value"];

/** A committee of fixtures/committees.json; its English name is its key's label. */
interface CommitteeRow {
  nameMr: string;
  chairman: string;
  members: readonly string[];
  /** Every committee has its constitution order; the busier ones also their last minutes. */
  hasMinutes?: boolean;
}

// Typed by key: a committee key missing from the JSON, or a row missing a field, fails the typecheck.
const COMMITTEES: Readonly<Record<CommitteeKey, CommitteeRow>> = committeeData;

export const committees: SeedRecord[] = COMMITTEE_KEYS.map(({ value, label }) => {
  const { nameMr, chairman, members: memberNames } = COMMITTEES[value];
  return {
    session: "2025-2026",
    name: label,
    nameMr,
    slug: value,
    chairmanName: chairman,
    chairmanMobile: mobileOf(chairman),
    members: members(...memberNames),
  };
});

export const committeeDocuments: SeedRecord[] = COMMITTEE_KEYS.flatMap(({ value, label }) => {
  const rows: SeedRecord[] = [
    {
      collection: `committee/${value}`,
      title: `${label}: Constitution Order 2025-26`,
      year: "2025-26",
      documentPdf: pdfFile(`${label}: Constitution Order 2025-26`, "Members of the committee and their responsibilities."),
      sortOrder: 1,
    },
  ];
  if (COMMITTEES[value].hasMinutes) {
    rows.push({
      collection: `committee/${value}`,
      title: `${label}: Minutes of Meeting`,
      year: "2025-26",
      documentPdf: pdfFile(`${label}: Minutes of Meeting`, "Points discussed and decisions taken."),
      sortOrder: 2,
    });
  }
  return rows;
});

export const demoRows: DemoRows = { committee: committees, document: committeeDocuments };
