import { afterAll, describe, expect, it } from "vitest";
import { lastChangedColumn } from "../../client/src/admin/views/content-columns.js";
import { historyValueText } from "../../client/src/admin/views/history-value.js";
import { selectAdminLanguage } from "../../client/src/messages/admin-language.js";
import { tender } from "../../server/src/content/types/tenders.js";
import { pageText } from "../../server/src/content/types/pages.js";
import { renderToStaticMarkup } from "react-dom/server";

// Issue 39 item 12: the Marathi panel writes its dates in Marathi (month names, Western digits),
// in the History's changed values and the manage tables' "Last changed" alike.

describe("dates in the Marathi panel", () => {
  afterAll(() => selectAdminLanguage("en"));

  it("writes History's dates and moments in the panel's language", async () => {
    await selectAdminLanguage("mr");
    expect(historyValueText(pageText.fields.lastReviewedOn, "2026-12-01")).toBe("1 डिसें, 2026");
    expect(historyValueText(tender.fields.closingDate, "2026-11-25T09:35:00.000Z")).toMatch(/^25 नोव्हें, 2026, 3:05/);
    expect(historyValueText(pageText.fields.lastReviewedOn, "")).toBe("");
    await selectAdminLanguage("en");
    expect(historyValueText(pageText.fields.lastReviewedOn, "2026-12-01")).toBe("1 Dec 2026");
  });

  it("writes the manage tables' Last changed with Marathi month names", async () => {
    await selectAdminLanguage("mr");
    const row = { id: "1", updatedAt: "2026-11-25T09:35:00.000Z" } as Parameters<typeof lastChangedColumn.cell>[0];
    const html = renderToStaticMarkup(lastChangedColumn.cell(row));
    expect(html).toContain("नोव्हें");
    expect(html).not.toContain("Nov");
  });
});
