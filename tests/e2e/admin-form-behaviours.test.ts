import type { Browser, Dialog, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfBytes, PNG_BYTES } from "../support/samples.js";
import { startTestServer, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestServer } from "../support/server.js";
import { assertClientBuilt, launchChromium } from "./browser.js";

// The add forms' own behaviours in Chromium against the real server: the committee's member
// count and rows, the page text's live preview, file inputs (types, size words, picture preview,
// upload progress), and the warning before leaving a form with unsaved changes.

let server: TestServer;
let browser: Browser;
let page: Page;
const errors: string[] = [];
const dialogs: string[] = [];
// The machine running the suite may be busy: wait longer than expect.poll's one second.
const slow = { timeout: 20_000 };

beforeAll(async () => {
  assertClientBuilt();
  server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  // Only the browser's own "leave this page?" question is expected; it is accepted, as a clerk would.
  page.on("dialog", (dialog: Dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.goto(`${server.url}/admin-login/`, { waitUntil: "networkidle" });
  await page.getByLabel("E-mail").fill(TEST_ADMIN_EMAIL);
  await page.getByLabel("Password").fill(TEST_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor(slow);
}, 300_000); // seeding the demo content is slow on a busy machine

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function publicQuery<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function open(route: string, heading: string) {
  await page.goto(`${server.url}/admin-login/${route}`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1, name: heading }).waitFor(slow);
}

const memberNames = () => page.locator(".admin-member-row input:not([type=tel])").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");

describe("admin form behaviours", () => {
  it("committee: the member count and Next keep typed rows; members are added and removed one at a time", async () => {
    await open("commitees", "Committees Form");
    await page.getByLabel("Number of members").fill("2");
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(memberNames, slow).toEqual(["", ""]);
    await expect.poll(focusedId, slow).toBe("field-members-0-name"); // focus moves after the rows are drawn
    await page.getByLabel("Member 1 name").fill("Asha Example");
    await page.getByLabel("Member 1 mobile").fill("9876500011");

    // More rows: the typed one stays.
    await page.getByLabel("Number of members").fill("4");
    await page.getByLabel("Number of members").press("Enter"); // Enter means Next, not Submit
    await expect.poll(memberNames, slow).toEqual(["Asha Example", "", "", ""]);
    expect(await page.getByLabel("Member 1 mobile").inputValue()).toBe("9876500011");
    expect(await page.locator(".admin-members-note").innerText()).toMatch(/4 member rows/);
    expect(await page.locator("form .admin-error").innerText()).toBe("");

    // Fewer rows: blank ones go, a typed one beyond the count is kept and the clerk is told.
    await page.getByLabel("Member 3 name").fill("Bala Example");
    await page.getByLabel("Member 3 mobile").fill("9876500013");
    await page.getByLabel("Number of members").fill("1");
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(memberNames, slow).toEqual(["Asha Example", "Bala Example"]);
    expect(await page.locator(".admin-members-note").innerText()).toMatch(/already filled in/);

    // One at a time.
    await page.getByRole("button", { name: "Add member" }).click();
    await expect.poll(memberNames, slow).toEqual(["Asha Example", "Bala Example", ""]);
    await expect.poll(focusedId, slow).toBe("field-members-2-name"); // focus moves after the rows are drawn
    await page.getByLabel("Member 3 name").fill("Chitra Example");
    await page.getByLabel("Member 3 mobile").fill("9876500014");
    await page.getByRole("button", { name: "Remove member 1" }).click();
    await expect.poll(memberNames, slow).toEqual(["Bala Example", "Chitra Example"]);
    expect(await page.locator(".admin-members-note").innerText()).toContain("Asha Example");
    expect(await page.getByLabel("Number of members").inputValue()).toBe("2");

    const name = `Example Committee ${Date.now()}`;
    await page.locator("#field-session").selectOption("2025-2026");
    await page.locator("#field-name").fill(name);
    await page.locator("#field-chairmanName").fill("Chair Example");
    await page.locator("#field-chairmanMobile").fill("9876500010");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Saved" }).count(), slow).toBe(1);
    expect(await memberNames()).toEqual([]);

    const data = await publicQuery<{ committees: { items: { name: string; members: { name: string; mobile: string }[] }[] } }>(
      "query($q: String) { committees(search: $q, limit: 5) { items { name members { name mobile } } } }",
      { q: name },
    );
    expect(data.committees.items).toEqual([
      {
        name,
        members: [
          { name: "Bala Example", mobile: "9876500013" },
          { name: "Chitra Example", mobile: "9876500014" },
        ],
      },
    ]);
  });

  it("page text: the Markdown shows in a live preview, drawn as the site draws it, HTML never run", async () => {
    await open("add-page-text", "Page text Form");
    // The English text's preview (its Marathi companion has one of its own, beside it).
    const preview = page.locator(".admin-translated-english .admin-markdown-preview");
    expect(await preview.innerText()).toContain("The preview appears here as you type.");
    await page
      .locator("#field-body")
      .fill(
        [
          "# Library hours",
          "",
          "- Monday to Friday",
          "",
          "| Day | Hours |",
          "| --- | --- |",
          "| Saturday | 10 to 2 |",
          "",
          '<img src=x onerror="window.ran=1">',
          "<script>window.ran=2</script>",
        ].join("\n"),
      );
    await expect.poll(() => preview.locator("h1").innerText(), slow).toBe("Library hours");
    expect(await preview.locator("li").innerText()).toBe("Monday to Friday");
    expect(await preview.locator("table td").allInnerTexts()).toEqual(["Saturday", "10 to 2"]);
    expect(await preview.locator("img, script").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { ran?: number }).ran)).toBeUndefined();
    // Changes follow the typing.
    await page.locator("#field-body").fill("## Reading room");
    await expect.poll(() => preview.locator(".markdown-text h2").innerText(), slow).toBe("Reading room");
    expect(await preview.locator("table").count()).toBe(0);
  });

  it("leaving a form with unsaved changes asks first, in the panel and when the tab is reloaded", async () => {
    // Still on the page text form with text typed in it.
    await page.locator("#field-title").click();
    await page.locator("#field-title").fill("Library");
    const nav = page.getByRole("navigation", { name: "Admin panel" });
    await nav.getByRole("link", { name: "Admin Panel" }).click();
    const question = page.getByRole("dialog", { name: "Leave without saving?" });
    await question.waitFor(slow);
    expect(await question.innerText()).toContain("has not been saved");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Stay on this form");

    await question.getByRole("button", { name: "Stay on this form" }).click();
    await question.waitFor({ state: "hidden", ...slow });
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Page text Form");
    expect(await page.locator("#field-title").inputValue()).toBe("Library");

    // Closing or reloading the tab: the browser's own question.
    const before = dialogs.length;
    await page.reload({ waitUntil: "networkidle" });
    expect(dialogs.slice(before)).toEqual(["beforeunload"]);

    // Leave without saving goes where the clerk clicked.
    await page.getByRole("heading", { level: 1, name: "Page text Form" }).waitFor(slow);
    await page.locator("#field-title").click();
    await page.locator("#field-title").fill("Library");
    await nav.getByRole("link", { name: "Admin Panel" }).click();
    await question.getByRole("button", { name: "Leave without saving" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor(slow);

    // An untouched form does not ask.
    await nav.getByRole("link", { name: "Add: Time Table" }).click();
    await page.getByRole("heading", { level: 1, name: "Time Table Form" }).waitFor(slow);
    await nav.getByRole("link", { name: "Admin Panel" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor(slow);
    expect(dialogs.slice(before)).toEqual(["beforeunload"]);

    // A row being edited in a manage table asks too, until it is cancelled.
    await nav.getByRole("link", { name: "Manage: Time Table" }).click();
    await page.getByRole("heading", { level: 1, name: "Manage Time Table" }).waitFor(slow);
    const row = page.locator("table.admin-table tbody tr[data-id]").first();
    await row.getByRole("button", { name: "Edit" }).click();
    const editor = page.locator("tr[data-edit-id]");
    await expect.poll(() => editor.locator("#field-session option").count(), slow).toBeGreaterThan(2);
    const current = await editor.locator("#field-session").inputValue();
    const sessions = await editor.locator("#field-session option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    await editor.locator("#field-session").selectOption(sessions.find((value) => value && value !== current)!);
    await nav.getByRole("link", { name: "Admin Panel" }).click();
    await question.waitFor(slow);
    await question.getByRole("button", { name: "Stay on this form" }).click();
    expect(await editor.count()).toBe(1);
    await editor.getByRole("button", { name: "Cancel" }).click();
    await nav.getByRole("link", { name: "Admin Panel" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor(slow);
  });

  it("file inputs: only the right type offered, the size limit said, a chosen picture previewed and let go", async () => {
    await open("add-staff", "Staff Form");
    const photo = page.locator("#field-photoImage");
    const accept = (await photo.getAttribute("accept")) ?? "";
    expect(accept.split(",")).toEqual(expect.arrayContaining(["image/jpeg", "image/png", "image/webp", ".jpg", ".png", ".webp"]));
    expect(accept).not.toContain("pdf");
    const hintId = ((await photo.getAttribute("aria-describedby")) ?? "").split(" ")[0]!;
    // The limit is the server's (UPLOAD_MAX_MB, 20 by default), asked for when the panel opens.
    await expect.poll(() => page.locator(`[id="${hintId}"]`).innerText(), slow).toBe("Choose a JPEG, PNG or WebP picture, at most 20 MB.");

    await photo.setInputFiles({ name: "first.png", mimeType: "image/png", buffer: PNG_BYTES });
    const preview = page.locator(".admin-image-preview");
    await expect.poll(() => preview.getAttribute("src"), slow).toMatch(/^blob:/);
    const first = (await preview.getAttribute("src"))!;
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth), slow).toBe(1);
    expect(await preview.getAttribute("alt")).toBe("Preview of the chosen picture first.png");
    expect(await page.locator(".admin-chosen-file").innerText()).toContain("Chosen: first.png (1 KB)");

    await photo.setInputFiles({ name: "second.png", mimeType: "image/png", buffer: PNG_BYTES });
    await expect.poll(() => preview.getAttribute("src"), slow).not.toBe(first);
    // Whether a picture address still loads (fetch may not read blob: addresses under the site's CSP).
    const readable = (url: string) =>
      page.evaluate(
        (u) =>
          new Promise<boolean>((resolve) => {
            const img = new Image();
            img.onload = () => resolve(true);
            img.onerror = () => resolve(false);
            img.src = u;
          }),
        url,
      );
    expect(await readable((await preview.getAttribute("src"))!)).toBe(true);
    expect(await readable(first)).toBe(false);

    await photo.setInputFiles([]);
    await expect.poll(() => preview.count(), slow).toBe(0);
    expect(await readable(first)).toBe(false);

    // A PDF field offers PDFs only.
    await open("time-table", "Time Table Form");
    expect(await page.locator("#field-oddSemesterPdf").getAttribute("accept")).toBe("application/pdf,.pdf");
  });

  it("image fields of pictures shown alone ask for a description for visitors who cannot see them", async () => {
    await open("add-gallery-image", "Gallery picture Form");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect.poll(() => page.locator("#field-altText-error").innerText(), slow).toBe("Please fill in Description for visitors who cannot see it.");
    expect(await page.locator("#field-altText").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows upload progress while the files are sent, then saves", async () => {
    await open("time-table", "Time Table Form");
    // About 3 MB at 512 KB/s: long enough to watch the bar move.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 512 * 1024 });
    await page.evaluate(() => {
      const w = window as unknown as { progressSeen: { value: number; label: string }[] };
      w.progressSeen = [];
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLProgressElement>(".admin-upload-progress progress");
        if (bar) w.progressSeen.push({ value: bar.value, label: bar.labels?.[0]?.textContent ?? "" });
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    const big = Buffer.concat([await pdfBytes(), Buffer.alloc(1_500_000, 32)]);
    await page.locator("#field-session").selectOption("2025-2026");
    await page.locator("#field-department").selectOption({ index: 1 });
    await page.locator("#field-oddSemesterPdf").setInputFiles({ name: "odd.pdf", mimeType: "application/pdf", buffer: big });
    await page.locator("#field-evenSemesterPdf").setInputFiles({ name: "even.pdf", mimeType: "application/pdf", buffer: big });
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("progressbar", { name: /Sending the files: \d+% of 2\.\d MB|Files sent/ }).waitFor(slow);
    expect(await page.getByRole("button", { name: "Sending…" }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Saved" }).count(), { timeout: 60_000 }).toBe(1);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const seen = await page.evaluate(() => (window as unknown as { progressSeen: { value: number; label: string }[] }).progressSeen);
    const partway = seen.filter((s) => s.value > 0 && s.value < 100);
    expect(partway.length).toBeGreaterThan(0);
    expect(partway[0]!.label).toMatch(/^Sending the files: \d+% of 2\.\d MB$/);
    const values = seen.map((s) => s.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(await page.locator(".admin-upload-progress").count()).toBe(0);
    // Saved, so leaving does not ask.
    const before = dialogs.length;
    await page.reload({ waitUntil: "networkidle" });
    expect(dialogs.length).toBe(before);
    expect(errors).toEqual([]);
  });
});
