import { pdfFile, type SeedRecord } from "./files.js";
import type { DemoRows } from "./demo-rows.js";
import itemData from "./fixtures/rti-disclosures.json";

// The 17 items of the RTI Act's section 4(1)(b), in order (fixtures/rti-disclosures.json):
// each with its text; the ones a clerk would keep as a statement also with a placeholder PDF.

interface RtiItemRow {
  title: string;
  titleMr: string;
  body: string;
  bodyMr: string;
  document: boolean;
}

const ITEMS: readonly RtiItemRow[] = itemData;

const rtiItems: SeedRecord[] = ITEMS.map(({ document, ...texts }, index) => ({
  itemNumber: index + 1,
  ...texts,
  ...(document ? { documentPdf: pdfFile(`RTI section 4(1)(b), item ${index + 1}`, texts.title, "A fictional statement for the demo site.") } : {}),
}));

export const demoRows: DemoRows = { rtiDisclosureItem: rtiItems };
