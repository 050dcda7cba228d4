import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { seriousAxeFindings } from "./axe.js";

// The GIGW additions in Chromium against the real server and database: the feedback form (its
// checks beside each field with the error summary, success stored, the same without JavaScript),
// the footer's anti-ragging helpline and grievance links, and the website policies, each its own
// page reached from the Policies menu, in English and Marathi.

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Polls for up to 20 s: the machine running the tests may be slow. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

async function withPage(path: string, check: (page: Page) => Promise<void>, javaScriptEnabled = true): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    await page.goto(`${server.url}${path}`, { waitUntil: javaScriptEnabled ? "networkidle" : "load" });
    // With the script, the form hydrates when a visitor reaches for it (client/src/islands/island-wake.ts);
    // then it has taken over the form (the browser's own checks are off).
    if (javaScriptEnabled) {
      await page.hover("form.public-form");
      await poll(() => page.locator("form.public-form").getAttribute("novalidate")).not.toBeNull();
    }
    await check(page);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

const label = (page: Page, text: string) => page.getByLabel(text, { exact: false });
const status = (page: Page) => page.locator('.form-status[role="status"]');
const stored = async (name: string) => (await server.services.content.feedback.list(SYSTEM, { search: name })).items;

describe("/feedback", { timeout: 120_000 }, () => {
  it("names the missing fields in the summary and beside each, checks the e-mail as typed and keeps digits only in the phone", async () => {
    await withPage("/feedback", async (page) => {
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Feedback");
      await page.getByRole("button", { name: "Send feedback" }).click();
      await poll(() => page.locator('.form-status[role="alert"]').innerText()).toBe("Please fill all required fields: Name, Topic, Your feedback");
      const summary = page.locator(".error-summary");
      await poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await summary.locator("a").allInnerTexts()).toEqual([
        "Name: Please fill in Name.",
        "Topic: Please fill in Topic.",
        "Your feedback: Please fill in Your feedback.",
      ]);
      expect(await page.locator("#feedback-message-error").innerText()).toBe("Please fill in Your feedback.");

      await label(page, "E-mail").fill("not-an-address");
      await poll(() => page.locator("#feedback-email-error").innerText()).toBe("Please enter a valid e-mail address, such as name@example.com.");
      expect(await label(page, "E-mail").getAttribute("aria-invalid")).toBe("true");
      await label(page, "Phone").pressSequentially("98-765 abc 43210");
      expect(await label(page, "Phone").inputValue()).toBe("9876543210");
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
    expect(await stored("")).toEqual([]);
  });

  it("sends the feedback, says thank you, clears the form and stores it", async () => {
    await withPage("/feedback", async (page) => {
      await label(page, "Name").fill("Sunita Examplevisitor");
      await label(page, "Topic").selectOption("facilities");
      await label(page, "Your feedback").fill("The library could stay open on Saturdays.");
      await page.getByRole("button", { name: "Send feedback" }).click();
      await poll(() => status(page).innerText()).toBe("Thank you! Your feedback has been received.");
      expect(await label(page, "Name").inputValue()).toBe("");
    });
    expect(await stored("Sunita Examplevisitor")).toMatchObject([{ topic: "facilities", message: "The library could stay open on Saturdays.", email: null }]);
  });

  it("works in Marathi", async () => {
    await withPage("/mr/feedback", async (page) => {
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("अभिप्राय");
      await page.getByRole("button", { name: "अभिप्राय पाठवा" }).click();
      await poll(() => page.locator('.form-status[role="alert"]').innerText()).toBe("कृपया सर्व आवश्यक माहिती भरा: नाव, विषय, आपला अभिप्राय");
    });
  });

  it("without JavaScript, answers a refused form with the problems beside the fields and keeps what was typed, and stores a good one", async () => {
    await withPage(
      "/feedback",
      async (page) => {
        await label(page, "Name").fill("Offline Examplevisitor");
        // The browser's own checks pass a 4-digit phone number; the form's rules do not.
        await label(page, "Phone").fill("1234");
        await label(page, "Topic").selectOption("website");
        await label(page, "Your feedback").fill("Sent from a phone without scripts.");
        await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: "Send feedback" }).click()]);
        await page.waitForLoadState();
        expect(await page.locator("#feedback-phone-error").innerText()).toBe("A phone number has 10 to 15 digits.");
        expect(await page.locator(".error-summary a").allInnerTexts()).toEqual(["Phone: A phone number has 10 to 15 digits."]);
        expect(await label(page, "Your feedback").inputValue()).toBe("Sent from a phone without scripts.");

        await label(page, "Phone").fill("9876500011");
        await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: "Send feedback" }).click()]);
        await page.waitForLoadState();
        expect(await status(page).innerText()).toBe("Thank you! Your feedback has been received.");
      },
      false,
    );
    expect(await stored("Offline Examplevisitor")).toMatchObject([{ phone: "9876500011", topic: "website" }]);
  });
});

describe("the GIGW links on every page", { timeout: 120_000 }, () => {
  it("shows the anti-ragging helpline and the grievance links in the footer, in both languages", async () => {
    for (const [path, words] of [
      ["/notices", { helpline: "Anti-ragging helpline:", committee: "Anti-ragging committee", policy: "Privacy policy" }],
      ["/mr/notices", { helpline: "रॅगिंग प्रतिबंधक हेल्पलाइन:", committee: "रॅगिंग प्रतिबंधक समिती", policy: "गोपनीयता धोरण" }],
    ] as const) {
      const html = await (await fetch(server.url + path, { headers: { accept: "text/html" } })).text();
      const footer = html.slice(html.indexOf("<footer"));
      expect(footer).toContain(words.helpline);
      expect(footer).toContain('href="tel:07186000111"');
      expect(footer).toContain(words.committee);
      expect(footer).toMatch(/href="(\/mr)?\/committe\/student-grievance-committee"/);
      expect(footer).toMatch(/href="(\/mr)?\/feedback"/);
      expect(footer).toContain(words.policy);
    }
  });

  it("leads from the Policies menu to each website policy, its own page", async () => {
    const html = await (await fetch(`${server.url}/`, { headers: { accept: "text/html" } })).text();
    for (const policy of ["copyright", "hyperlinking", "privacy", "terms-and-conditions", "content-contribution", "content-review", "content-archival", "security"]) {
      expect(html).toContain(`href="/website-policies/${policy}"`);
    }
    const page = await (await fetch(`${server.url}/mr/website-policies/privacy`, { headers: { accept: "text/html" } })).text();
    expect(page).toMatch(/<h1[^>]*>.*गोपनीयता धोरण/s);
    expect(page).toContain('aria-current="page"');
  });

  it("lists every GIGW page in sitemap.xml, in both languages", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const path of ["/website-policies/privacy", "/accessibility-statement", "/screen-reader-access", "/help", "/feedback"]) {
      expect(xml).toContain(`${path}</loc>`);
      expect(xml).toContain(`/mr${path}</loc>`);
    }
  });

  it("/contact leads to each department's staff, by designation with phones and e-mails", async () => {
    const html = await (await fetch(`${server.url}/contact`, { headers: { accept: "text/html" } })).text();
    for (const branch of ["computer", "civil", "mechanical", "electrical", "electronics", "science_humanities", "workshop"]) {
      expect(html).toContain(`href="/dept/${branch}/faculties"`);
    }
    const faculty = await (await fetch(`${server.url}/dept/computer/faculties`, { headers: { accept: "text/html" } })).text();
    expect(faculty).toContain('href="tel:');
    expect(faculty).toContain('href="mailto:');
  });
});
