import { describe, expect, it } from "vitest";
import { PLAIN_PAGES } from "../../server/src/ssr/plain-pages.js";
import { LANGUAGES } from "../../server/src/content/languages.js";

// The server's plain pages (500, 503 busy, 429) in the language of the address asked for; the
// routes choose by the address (tests/e2e/page-render-limits.test.ts sees the Marathi 500 and 429).

describe("the plain error pages", () => {
  it("are written in each language, with <html lang> and a link to that language's home page", () => {
    for (const language of LANGUAGES) {
      for (const html of Object.values(PLAIN_PAGES[language])) {
        expect(html).toContain(`<html lang="${language}">`);
        expect(html).toContain(language === "mr" ? '<a href="/mr">' : '<a href="/">');
      }
    }
    expect(PLAIN_PAGES.en.busy).toContain("The site is very busy");
    expect(PLAIN_PAGES.mr.busy).toContain("संकेतस्थळावर सध्या खूप गर्दी आहे");
  });

  it("say the same things in Marathi, never in English", () => {
    const english = Object.values(PLAIN_PAGES.en);
    for (const [name, html] of Object.entries(PLAIN_PAGES.mr)) {
      const body = html.replace(/<style>.*<\/style>/, "").replace(/<[^>]+>/g, " ");
      expect(body, name).toMatch(/[\u0900-\u097F]/);
      expect(english).not.toContain(html);
      expect(body, name).not.toMatch(/\b(the|page|please)\b/i);
    }
  });
});
