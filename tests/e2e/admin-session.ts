import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from "../support/server.js";

/** A new page in its own browser context, signed in to the panel through its sign-in screen. */
export async function signedInPage(browser: Browser, url: string, errors: string[]): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${url}/admin-login/`, { waitUntil: "networkidle" });
  await page.getByLabel("E-mail").fill(TEST_ADMIN_EMAIL);
  await page.getByLabel("Password").fill(TEST_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
  return page;
}

/** The text of the page's first-level heading. */
export const headingOf = (page: Page) => () => page.getByRole("heading", { level: 1 }).innerText();

/** The operation names of the GraphQL requests the page sends, as they happen. */
export function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
    const body = request.postData() ?? "";
    const name = /(?:query|mutation)\s+(\w+)/.exec(body)?.[1];
    if (name) names.push(name);
  });
  return names;
}

/** expect.poll with room for a busy machine: a password hash or a first page load can take seconds. */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });
