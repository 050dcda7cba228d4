import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SYSTEM } from "../../server/src/base/actor.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";
import { eventually, headingOf, recordOperations, signedInPage } from "./admin-session.js";
import { seriousAxeFindings } from "./axe.js";

// Site settings in the panel: prefilled from the server, errors beside the fields with nothing
// sent, the button disabled while sending, a spoken success message, and the public API
// showing the new values.

let server: TestServer;
let browser: Browser;
let page: Page;
let operations: string[];
const errors: string[] = [];

async function publicSettings(): Promise<Record<string, unknown>> {
  const result = await new GraphQLTestClient(server.url).request<{ siteSettings: Record<string, unknown> }>(
    "{ siteSettings { instituteName phone facebookUrl mission } }",
  );
  return result.data!.siteSettings;
}

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  page = await signedInPage(browser, server.url, errors);
  operations = recordOperations(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("site settings", () => {
  it("opens from the navigation with the stored settings filled in", async () => {
    await page.getByRole("navigation", { name: "Admin panel" }).getByRole("link", { name: "Site Settings" }).click();
    await eventually(headingOf(page)).toBe("Site Settings");
    const stored = await publicSettings();
    await eventually(() => page.locator("#field-instituteName").inputValue()).toBe(String(stored.instituteName));
    expect(await page.locator("#field-phone").inputValue()).toBe(String(stored.phone ?? ""));
    expect(await page.locator("#field-mission").inputValue()).toBe((stored.mission as string[]).join("\n"));
  });

  it("shows the errors beside the fields and sends nothing", async () => {
    await page.locator("#field-instituteName").fill("");
    await page.locator("#field-facebookUrl").fill("facebook.com/our-college");
    await page.getByRole("button", { name: "Save settings" }).click();
    await eventually(() => page.locator("#field-instituteName-error").innerText()).toBe("Please fill in Institute name.");
    expect(await page.locator("#field-facebookUrl-error").innerText()).toMatch(/web address starting with https:\/\//);
    expect(await page.locator("#field-instituteName").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByRole("alert").filter({ hasText: "Nothing was sent" }).count()).toBe(1);
    expect(operations).not.toContain("AdminUpdateSiteSettings");
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it("saves the changes, with the button disabled while sending, and the public site has them", async () => {
    await page.locator("#field-instituteName").fill("Government Polytechnic Sample Town");
    await page.locator("#field-phone").fill("02012345678");
    await page.locator("#field-facebookUrl").fill("https://www.facebook.com/sample-polytechnic");
    // Hold the answer back a moment, to see the form while it is sending.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      if ((route.request().postData() ?? "").includes("AdminUpdateSiteSettings")) await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Save settings" }).click();
    const sending = page.getByRole("button", { name: "Saving…" });
    await eventually(() => sending.isDisabled()).toBe(true);
    release();
    await eventually(() => page.getByRole("status").filter({ hasText: "Saved: the site settings were updated" }).count()).toBe(1);
    await page.unroute("**/graphql");
    expect(await page.getByRole("button", { name: "Save settings" }).isEnabled()).toBe(true);
    expect(await publicSettings()).toMatchObject({
      instituteName: "Government Polytechnic Sample Town",
      phone: "02012345678",
      facebookUrl: "https://www.facebook.com/sample-polytechnic",
    });

    await page.reload({ waitUntil: "networkidle" });
    await eventually(() => page.locator("#field-instituteName").inputValue()).toBe("Government Polytechnic Sample Town");
    expect(errors).toEqual([]);
  });
  it("sends only the fields changed, so another administrator's save made meanwhile is kept", async () => {
    await page.reload({ waitUntil: "networkidle" });
    await eventually(() => page.locator("#field-instituteName").inputValue()).toBe("Government Polytechnic Sample Town");
    // Another administrator saves the address while this form is open with the old one.
    await server.services.settings.update(SYSTEM, { address: "2 Other Road, Sample Town" });
    await page.locator("#field-phone").fill("02087654321");
    await page.getByRole("button", { name: "Save settings" }).click();
    await eventually(() => page.getByRole("status").filter({ hasText: "Saved: the site settings were updated" }).count()).toBe(1);
    const stored = await server.services.settings.get();
    expect(stored).toMatchObject({ phone: "02087654321", address: "2 Other Road, Sample Town" });
  });
});
