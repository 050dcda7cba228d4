// npx tsx scripts/screenshots.ts: the public site's screenshots in docs/screenshots/ (issue 39):
// the home page and a department page, on a phone (360x780) and a desktop (1366x768), in
// English and Marathi, the first screen of each. Runs the built site (npm run build) on a
// test server with the demo content, in Debian's Chromium, as the browser tests do.
import path from "node:path";
import { launchChromium, assertClientBuilt } from "../tests/e2e/browser.js";
import { startTestServer } from "../tests/support/server.js";

const OUT = path.resolve("docs/screenshots");
const PAGES = [
  ["home", "/"],
  ["department", "/dept/computer/about-department"],
] as const;
const SCREENS = [
  ["phone", { width: 360, height: 780 }],
  ["desktop", { width: 1366, height: 768 }],
] as const;
const LANGUAGES = [
  ["en", ""],
  ["mr", "/mr"],
] as const;

assertClientBuilt();
const server = await startTestServer({ seed: true, env: { SERVE_CLIENT: "true" } });
const browser = await launchChromium();
try {
  for (const [screenName, viewport] of SCREENS) {
    const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const [pageName, address] of PAGES) {
      for (const [language, prefix] of LANGUAGES) {
        const url = `${server.url}${prefix}${address === "/" && prefix ? "" : address}`;
        await page.goto(url, { waitUntil: "networkidle" });
        // A browser's first Marathi page uses the device's own Devanagari font and fetches the
        // site's for the next pages (devanagari-font.ts); this machine has none, so draw the page
        // as a returning visitor sees it: once the faces are held, load it again.
        if (language === "mr") {
          await page.waitForFunction(() => localStorage.getItem("gp-devanagari-font") === "1");
          await page.goto(url, { waitUntil: "networkidle" });
        }
        await page.evaluate(() => document.fonts.ready);
        const file = path.join(OUT, `${pageName}-${screenName}-${language}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
