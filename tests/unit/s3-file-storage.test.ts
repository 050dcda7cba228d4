import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { S3FileStorage } from "../../server/src/storage/s3-file-storage.js";
import { storageFromConfig } from "../../server/src/storage/storage-from-config.js";
import { LocalFileStorage } from "../../server/src/storage/file-storage.js";
import { uploadsPlaceFor } from "../../server/src/backup/upload-places.js";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { serveStoredFiles } from "../../server/src/http/stored-files.js";
import { EVERY_FILE_PUBLIC, NO_ADMINISTRATOR } from "../support/stored-file-access.js";
import { createStoredFiles } from "../../server/src/services/stored-files.js";
import { startS3Store, type TestS3Store } from "../support/s3-store.js";

// The S3 storage against s3rver, an S3-protocol server on disk (tests/support/s3-store.ts):
// the same verbs the local folder answers, and the backup's copies out of and into a bucket.

let store: TestS3Store;
let storage: S3FileStorage;
let scratch: string;

const keyOf = (folder: string, extension = "pdf") => `${folder}/${randomUUID()}.${extension}`;
const text = async (stream: Readable) => Buffer.concat(await stream.toArray()).toString("utf8");

beforeAll(async () => {
  store = await startS3Store();
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "college-s3-unit-"));
  storage = storageFromConfig(loadConfig({ DATA_DIR: scratch, ...store.env })) as S3FileStorage;
});

afterAll(async () => {
  await store?.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

describe("S3 storage", () => {
  it("is chosen by S3_BUCKET, and the uploads folder stays the default", () => {
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect(storage.describe()).toBe(`the bucket ${store.bucket} at ${store.endpoint}`);
    expect(storageFromConfig(loadConfig({ DATA_DIR: scratch }))).toBeInstanceOf(LocalFileStorage);
  });

  it("stores a stream, states it, reads it whole or a range, and deletes it", async () => {
    const key = keyOf("notice");
    await storage.put(key, Readable.from([Buffer.from("%PDF-1.7 "), Buffer.from("hello bucket")]));
    const info = await storage.stat(key);
    expect(info?.size).toBe(21);
    expect(info?.modified).toBeInstanceOf(Date);
    expect(await text(storage.open(key))).toBe("%PDF-1.7 hello bucket");
    expect(await text(storage.open(key, { start: 9, end: 13 }))).toBe("hello");
    await storage.delete(key);
    expect(await storage.stat(key)).toBeUndefined();
    await storage.delete(key); // a missing file is not an error
  });

  it("stores a file larger than one part (a multipart upload) whole", async () => {
    const key = keyOf("department-newsletter");
    const big = Buffer.alloc(9 * 1024 * 1024, 7);
    await storage.put(key, Readable.from([big.subarray(0, 4_000_000), big.subarray(4_000_000)]));
    expect((await storage.stat(key))?.size).toBe(big.length);
    const back = Buffer.concat(await storage.open(key).toArray());
    expect(back.equals(big)).toBe(true);
  });

  it("fails a missing file as ENOENT, as the local folder does", async () => {
    const error = await storage
      .open(keyOf("notice"))
      .toArray()
      .catch((e: NodeJS.ErrnoException) => e);
    expect((error as NodeJS.ErrnoException).code).toBe("ENOENT");
  });

  it("leaves nothing behind when the source fails mid-way (a refused upload)", async () => {
    const key = keyOf("notice");
    async function* failing() {
      yield Buffer.from("%PDF-1.7 start");
      throw new Error("File too large");
    }
    await expect(storage.put(key, Readable.from(failing()))).rejects.toThrow();
    expect(await storage.stat(key)).toBeUndefined();
  });

  it("refuses keys the site never makes", async () => {
    await expect(storage.put("../escape.pdf", Readable.from([Buffer.from("x")]))).rejects.toThrow(/unexpected storage key/);
    expect(() => storage.open("notice/../../x.pdf")).toThrow(/unexpected storage key/);
  });

  it("lists the site's files (for the orphan sweep and backups), not other objects in the bucket", async () => {
    const keys = [keyOf("staff", "jpg"), keyOf("staff", "png")];
    for (const key of keys) await storage.put(key, Readable.from([Buffer.from(key)]));
    const { PutObjectCommand } = await import("@aws-sdk/client-s3");
    await (await storage.client()).send(new PutObjectCommand({ Bucket: store.bucket, Key: "someone-else/readme.txt", Body: "not ours" }));
    const listed = await storage.list();
    for (const key of keys) expect(listed.find((f) => f.key === key)?.size).toBe(key.length);
    expect(listed.some((f) => f.key.startsWith("someone-else/"))).toBe(false);
  });

  it("names the file's address in the store only when S3_PUBLIC_URL asks visitors to be sent there", () => {
    const key = keyOf("notice");
    expect(storage.publicUrl(key)).toBeUndefined();
    const redirecting = storageFromConfig(loadConfig({ DATA_DIR: scratch, ...store.env, S3_PUBLIC_URL: "https://files.college.example/uploads/" }));
    expect(redirecting.publicUrl(key)).toBe(`https://files.college.example/uploads/${key}`);
  });

  it("copies a bucket's files out into a backup folder and back into an empty bucket, with checksums", async () => {
    const key = keyOf("notice");
    await storage.put(key, Readable.from([Buffer.from("%PDF-1.7 kept in a backup")]));
    const place = uploadsPlaceFor(loadConfig({ DATA_DIR: scratch, ...store.env }));
    expect(await place.list()).toContain(key);
    const copy = await place.copyOut(key, path.join(scratch, "backup", key));
    expect(copy?.size).toBe(25);
    expect(await place.copyOut(keyOf("notice"), path.join(scratch, "backup", "gone.pdf"))).toBeNull();

    const other = await startS3Store({ bucket: "restored" });
    try {
      const target = uploadsPlaceFor(loadConfig({ DATA_DIR: scratch, ...other.env }));
      expect(await target.isEmpty()).toBe(true);
      await target.putBack(key, path.join(scratch, "backup", key));
      expect(await target.list()).toEqual([key]);
      await target.undo([key]);
      expect(await target.isEmpty()).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("serves /uploads/ from the bucket through the server, or sends visitors to the store when S3_PUBLIC_URL is set", async () => {
    const key = keyOf("notice");
    await storage.put(key, Readable.from([Buffer.from("%PDF-1.7 served from a bucket")]));
    const serve = async (env: Record<string, string>, address: string, headers: Record<string, string> = {}) => {
      const app = express();
      app.get(
        "/uploads/:folder/:name",
        serveStoredFiles(createStoredFiles(storageFromConfig(loadConfig({ DATA_DIR: scratch, ...store.env, ...env })), EVERY_FILE_PUBLIC), NO_ADMINISTRATOR),
      );
      const server = createServer(app);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${address}`, { headers, redirect: "manual" });
        return { status: response.status, headers: response.headers, body: await response.text() };
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    };
    const streamed = await serve({}, `/uploads/${key}`, { Range: "bytes=9-14" });
    expect(streamed.status).toBe(206);
    expect(streamed.body).toBe("served");
    expect(streamed.headers.get("content-type")).toBe("application/pdf");
    expect(streamed.headers.get("content-range")).toBe("bytes 9-14/29");
    expect(streamed.headers.get("cache-control")).toBe("public, max-age=604800, immutable");
    expect((await serve({}, `/uploads/${keyOf("notice")}`)).status).toBe(404);

    const redirected = await serve({ S3_PUBLIC_URL: "https://files.college.example" }, `/uploads/${key}`);
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("location")).toBe(`https://files.college.example/${key}`);
    // Addresses the site never makes are not sent anywhere.
    expect((await serve({ S3_PUBLIC_URL: "https://files.college.example" }, "/uploads/notice/readme.txt")).status).toBe(404);
  });
});
