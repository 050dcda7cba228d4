import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM_PATH = "/usr/bin/chromium";
const CLIENT_DIST = path.resolve("dist/client");
const SSR_ENTRY = path.resolve("dist/ssr/entry-server.js");

/** Debian's Chromium, headless, with the background networking a closed network refuses turned off. */
export function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium".`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--headless",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Fails early, with the fix, when the client has not been built. */
export function assertClientBuilt(): void {
  if (!fs.existsSync(path.join(CLIENT_DIST, "index.html")) || !fs.existsSync(SSR_ENTRY)) {
    throw new Error("The website is not built (dist/client or dist/ssr is missing): run `npm run build` first.");
  }
}

/** URL paths ("/assets/admin-area-x1y2.js") of the built chunks whose sources are under client/src/admin/. */
export function adminChunkPaths(): string[] {
  const manifestFile = path.join(CLIENT_DIST, ".vite", "manifest.json");
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<string, { file: string; src?: string; css?: string[] }>;
  const paths = new Set<string>();
  for (const [source, chunk] of Object.entries(manifest)) {
    if (!(chunk.src ?? source).startsWith("src/admin/")) continue;
    paths.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) paths.add(`/${css}`);
  }
  return [...paths];
}
