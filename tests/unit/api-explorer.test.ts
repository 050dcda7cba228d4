import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiExplorer } from "../../server/src/http/api-explorer.js";

// The explorer's middleware answers only a browser's GET /graphql (and the SDL download): every
// other request, OPTIONS among them, goes on untouched to what the app mounts after it (the
// GraphQL handler and its CORS), as a router's get() would not (it answers OPTIONS itself).

let server: Server;
let base: string;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "explorer-dist-"));
  await mkdir(path.join(dist, ".vite"));
  const manifest = { "src/explorer/main.tsx": { file: "explorer-abc123.js", css: ["explorer-def456.css"], isEntry: true } };
  await writeFile(path.join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  const app = express();
  app.use(apiExplorer("type Query { hello: String }", dist));
  app.use((req, res) => void res.status(299).send(`next: ${req.method}`));
  server = createServer(app).listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  await rm(dist, { recursive: true, force: true });
});

const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

describe("the API explorer's middleware", () => {
  it("gives a browser's GET /graphql the page, naming the explorer build's files", async () => {
    const page = await fetch(`${base}/graphql`, { headers: HTML });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain('<script type="module" src="/explorer-assets/explorer-abc123.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/explorer-assets/explorer-def456.css" />');
  });

  it("leaves OPTIONS, POST, HEAD, a tool's GET and a GET with a query to the next handler", async () => {
    for (const method of ["OPTIONS", "POST", "HEAD", "PUT"]) {
      const answer = await fetch(`${base}/graphql`, { method, headers: HTML });
      expect(answer.status, method).toBe(299);
      expect(answer.headers.get("allow"), method).toBeNull();
    }
    expect((await fetch(`${base}/graphql`, { headers: { accept: "application/json" } })).status).toBe(299);
    expect((await fetch(`${base}/graphql?query=%7B__typename%7D`, { headers: HTML })).status).toBe(299);
  });

  it("answers the SDL download, and no page when the explorer is not built", async () => {
    expect(await (await fetch(`${base}/graphql/schema.graphql`)).text()).toBe("type Query { hello: String }");
    const bare = express().use(apiExplorer("type Query { a: Int }", path.join(dist, "missing")));
    bare.use((_req, res) => void res.status(299).end());
    const other = createServer(bare).listen(0);
    try {
      const answer = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/graphql`, { headers: HTML });
      expect(answer.status).toBe(299);
    } finally {
      other.close();
    }
  });
});
