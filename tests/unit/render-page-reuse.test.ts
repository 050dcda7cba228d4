import { describe, expect, it } from "vitest";
import { planPage, renderPage } from "../../client/src/entry-server.js";

// The server's render keeps what does not change from one render to the next (issue 35): the
// routes an address matches, the islands drawn from the same props in the same language, page
// texts' Markdown. A page drawn again must be exactly the page drawn the first time, and what is
// kept for one language never shows on a page of the other.

/** The page at `path` with empty answers (each page then shows its empty or error state). */
async function render(path: string) {
  const url = new URL(path, "http://localhost");
  return renderPage(
    url,
    planPage(url).map(() => "{}"),
  );
}

describe("a page rendered again", () => {
  it("is the page rendered the first time, islands and their props included", async () => {
    const first = await render("/contact");
    const again = await render("/contact");
    expect(again).toEqual(first);
    expect(first.body).toContain('data-island="font-scale"');
    expect(first.state).toMatch(/^\[\{.*\}\]$/s);
  });

  it("in the other language has its islands in that language", async () => {
    const english = await render("/contact");
    const marathi = await render("/mr/contact");
    const englishAgain = await render("/contact");
    expect(englishAgain).toEqual(english);
    // A+ / A-, an island on every page, names its group in the page's language.
    expect(english.body).toContain('aria-label="Text size"');
    expect(english.body).not.toContain('aria-label="अक्षरांचा आकार"');
    expect(marathi.body).toContain('aria-label="अक्षरांचा आकार"');
    expect(marathi.body).not.toContain('aria-label="Text size"');
  });
});
