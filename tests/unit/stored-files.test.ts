import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import express, { type NextFunction, type Request, type Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveStoredFiles } from "../../server/src/http/stored-files.js";
import { EVERY_FILE_PUBLIC, NO_ADMINISTRATOR } from "../support/stored-file-access.js";
import { createStoredFiles, type StoredFile, type StoredFiles } from "../../server/src/services/stored-files.js";
import { LocalFileStorage } from "../../server/src/storage/file-storage.js";

// The files service over the local storage, and what /uploads/ answers when reading a file
// fails after it was found (the API suite covers the rest over a real server).

const KEY = "notice/0b0e5c1e-0000-4000-8000-000000000001.pdf";
const BYTES = "%PDF-1.7 twenty-six bytes.";

describe("files service over the local folder", () => {
  let root: string;
  let files: StoredFiles;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "stored-files-"));
    const storage = new LocalFileStorage(root);
    await storage.put(KEY, Readable.from([Buffer.from(BYTES)]));
    files = createStoredFiles(storage, EVERY_FILE_PUBLIC);
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("finds a stored file with its size, time and type, and reads all of it or a range", async () => {
    const file = await files.stat(KEY);
    expect(file).toMatchObject({ key: KEY, size: BYTES.length, contentType: "application/pdf" });
    expect(file!.modified).toBeInstanceOf(Date);
    expect(await text(files.open(file!))).toBe(BYTES);
    expect(await text(files.open(file!, { start: 1, end: 3 }))).toBe("PDF");
  });

  it("finds nothing under a missing key or one the site never makes", async () => {
    expect(await files.stat("notice/0b0e5c1e-0000-4000-8000-000000000002.pdf")).toBeUndefined();
    expect(await files.stat("notice/../../etc/passwd")).toBeUndefined();
    expect(await files.stat(`${KEY}.part`)).toBeUndefined();
  });
});

describe("serving a file whose reading fails", () => {
  let server: Server;
  let base: string;
  let failure: NodeJS.ErrnoException;

  beforeAll(async () => {
    const file: StoredFile = { key: KEY, size: BYTES.length, modified: new Date(), contentType: "application/pdf" };
    const files: StoredFiles = {
      stat: async (key) => (key === KEY ? file : undefined),
      redirectFor: () => undefined,
      visitorMayFetch: async () => true,
      open: () =>
        new Readable({
          read() {
            this.destroy(failure);
          },
        }),
    };
    const app = express();
    app.get("/uploads/:folder/:name", serveStoredFiles(files, NO_ADMINISTRATOR));
    app.use((_error: unknown, _req: Request, res: Response, _next: NextFunction) => {
      res.status(500).type("text/plain").send("Server error.");
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("says File not found when the file went away after it was found", async () => {
    failure = Object.assign(new Error("gone"), { code: "ENOENT" });
    const response = await fetch(`${base}/uploads/${KEY}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBeNull();
    expect(await response.text()).toBe("File not found.");
  });

  it("hands any other failure on as a server error, without the file's caching headers", async () => {
    failure = Object.assign(new Error("disk trouble"), { code: "EIO" });
    const response = await fetch(`${base}/uploads/${KEY}`);
    expect(response.status).toBe(500);
    expect(response.headers.get("cache-control")).toBeNull();
    expect(response.headers.get("last-modified")).toBeNull();
    expect(await response.text()).toBe("Server error.");
  });
});
