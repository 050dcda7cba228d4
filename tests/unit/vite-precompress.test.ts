import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { precompressAssets } from "../../scripts/vite-precompress.js";

// The plugin runs at the end of every client build; Vite calls it after a failed build too.
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function pluginFor(outDir: string) {
  const plugin = precompressAssets() as unknown as { configResolved(config: unknown): void; closeBundle(): void };
  plugin.configResolved({ root: "/", build: { outDir } });
  return plugin;
}

describe("precompressAssets", () => {
  it("leaves a failed build's own error alone: no output folder is no error of its own", () => {
    const missing = path.join(os.tmpdir(), `never-built-${process.pid}-${Date.now()}`);
    expect(() => pluginFor(missing).closeBundle()).not.toThrow();
  });

  it("writes a Brotli and a gzip copy beside each text asset of 1 KB or more", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    folders.push(dir);
    writeFileSync(path.join(dir, "big.js"), "x".repeat(2048));
    writeFileSync(path.join(dir, "small.js"), "x");
    pluginFor(dir).closeBundle();
    expect(readdirSync(dir).sort()).toEqual(["big.js", "big.js.br", "big.js.gz", "small.js"]);
  });
});
