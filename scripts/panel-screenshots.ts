// npx tsx scripts/panel-screenshots.ts: the panel's dashboard and a manage table on a phone
// (360x780) and a desktop (1366x768), in English and Marathi, as docs/screenshots/panel-*.png.
// It runs the real server on the demo content (a temporary database) and Debian's Chromium;
// build the client first (npm run build).
import path from "node:path";
import { assertClientBuilt, launchChromium } from "../tests/e2e/browser.js";
import { signedInPage } from "../tests/e2e/admin-session.js";
import { startTestServer } from "../tests/support/server.js";
import { notice } from "../server/src/content/types/news.js";

const OUT = path.resolve("docs/screenshots");
const SCREENS = [
  { name: "phone", viewport: { width: 360, height: 780 } },
  { name: "desktop", viewport: { width: 1366, height: 768 } },
];
const VIEWS = [
  { name: "dashboard", route: "" },
  { name: "manage-notices", route: notice.admin.manageRoute },
];

assertClientBuilt();
const server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
const browser = await launchChromium();
try {
  for (const language of ["en", "mr"] as const) {
    for (const screen of SCREENS) {
      const errors: string[] = [];
      const page = await signedInPage(browser, server.url, errors);
      await page.setViewportSize(screen.viewport);
      if (language === "mr") await page.getByRole("button", { name: "मराठी" }).click();
      for (const view of VIEWS) {
        await page.goto(`${server.url}/admin-login/${view.route}`, { waitUntil: "networkidle" });
        await page.locator("h1").waitFor();
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(OUT, `panel-${view.name}-${screen.name}-${language}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
      if (errors.length > 0) throw new Error(errors.join("\n"));
      await page.context().close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
