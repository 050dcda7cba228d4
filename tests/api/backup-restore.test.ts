import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "../../server/src/backup/backup.js";
import { postgresToolVersion } from "../../server/src/backup/databases.js";
import { readManifest, type Manifest } from "../../server/src/backup/manifest.js";
import { loadConfig } from "../../server/src/config.js";
import type { ContentTypeSpec } from "../../server/src/content/define.js";
import { CONTENT_TYPE_LIST, CONTENT_TYPES } from "../../server/src/content/registry.js";
import { startServer, type RunningServer } from "../../server/src/main.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { createTestDatabase } from "../support/postgres.js";
import { fileFieldsOf, pdfFile, PNG_BYTES, sampleInput, selectionOf } from "../support/samples.js";
import { startTestServer, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TEST_DATA_KEY, type TestServer } from "../support/server.js";
import { deriveDataKeys } from "../../server/src/secrets/data-key.js";
import { ADMISSION, filesHolding, privateModes } from "../support/data-at-rest.js";
import { runCli, type CliTarget } from "../support/run-cli.js";

// npm run backup while the site is being written to, npm run restore into a fresh folder (and a
// fresh PostgreSQL database), and a second server on the restored data serving the same content
// and the same file bytes. The commands run as real processes, as an IT person would run them.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const missingTool = onPostgres ? (["pg_dump", "pg_restore"] as const).find((tool) => !postgresToolVersion(tool)) : undefined;
if (missingTool) {
  console.warn(`Skipping the backup and restore tests on PostgreSQL: ${missingTool} is not installed (apt-get install postgresql-client).`);
}

type Target = CliTarget;

/** A pg_dump file (custom format, compressed) as the SQL text pg_restore makes of it. */
function pgRestoreText(dump: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("pg_restore", ["--file=-", dump], { stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk) => (text += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`pg_restore exited with ${code}`))));
  });
}

const temporary: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

async function tempDir(label: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), `college-${label}-`));
  temporary.push(dir);
  return dir;
}

/** An empty place to restore into: a folder that does not exist yet, and a new database on PostgreSQL. */
async function emptyTarget(): Promise<Target> {
  const dataDir = path.join(await tempDir("restore"), "data");
  if (!onPostgres) return { dataDir };
  const database = await createTestDatabase(process.env.TEST_DATABASE_URL);
  cleanups.push(() => database.drop());
  return { dataDir, databaseUrl: database.url };
}

async function serverOn(target: Target): Promise<RunningServer> {
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: target.dataDir,
    NO_SEED: "true",
    SERVE_CLIENT: "false",
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    DATA_KEY: TEST_DATA_KEY,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  const running = await startServer(config, () => undefined);
  cleanups.unshift(() => running.close());
  return running;
}

/** Every row of every content type, in id order, with every field. */
async function allContent(client: GraphQLTestClient): Promise<Record<string, Record<string, any>[]>> {
  const out: Record<string, Record<string, any>[]> = {};
  for (const spec of CONTENT_TYPE_LIST) {
    const rows: Record<string, any>[] = [];
    for (let offset = 0; ; offset += 100) {
      const result = await client.request(`query { ${spec.graphql.list}(limit: 100, offset: ${offset}) { totalCount items { ${selectionOf(spec)} } } }`);
      expect(result.errors, spec.key).toBeUndefined();
      const page = result.data![spec.graphql.list];
      rows.push(...page.items);
      if (rows.length >= page.totalCount) break;
    }
    out[spec.key] = rows.sort((a, b) => Number(a.id) - Number(b.id));
  }
  return out;
}

function fileUrls(spec: ContentTypeSpec, rows: Record<string, any>[]): string[] {
  const names = fileFieldsOf(spec);
  return rows.flatMap((row) => names.map((name) => row[name]).filter((value): value is string => typeof value === "string" && value !== ""));
}

async function bytesAt(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A PDF no other test file has: its bytes prove which file came back. */
async function uniquePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}

const CREATE_NOTICE = `mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id noticePdf } }`;
const UPDATE_NOTICE = `mutation ($id: ID!, $input: UpdateNoticeInput!) { updateNotice(id: $id, input: $input) { id noticePdf } }`;
// Deleted for ever (through the trash), so that the row and its file go while the backup runs.
const DELETE_NOTICE = `mutation ($id: ID!) { deleteNotice(id: $id) deleteForever(type: "notice", id: $id) }`;
const CHURN = /^Churn /;

/**
 * Administrators writing and visitors reading, without pause, until stopped: notices with a
 * PDF are created, get their PDF replaced or are deleted (which deletes their files).
 */
function startTraffic(server: TestServer, admin: GraphQLTestClient) {
  let stopped = false;
  let writes = 0;
  let reads = 0;
  const writer = (async () => {
    for (let n = 1; !stopped; n++) {
      const created = await admin.request(CREATE_NOTICE, { input: { title: `Churn ${n}`, date: "2025-02-01", noticePdf: await pdfFile() } });
      if (created.errors) throw new Error(created.errors[0]!.message);
      writes++;
      const id = created.data!.createNotice.id;
      const next =
        n % 2 === 0
          ? await admin.request(DELETE_NOTICE, { id })
          : await admin.request(UPDATE_NOTICE, { id, input: { noticePdf: { name: "new.pdf", type: "application/pdf", bytes: await uniquePdf(`Churn ${n}`) } } });
      if (next.errors) throw new Error(next.errors[0]!.message);
      writes++;
    }
  })();
  const visitor = new GraphQLTestClient(server.url);
  const reader = (async () => {
    while (!stopped) {
      const result = await visitor.request(`query { notices(limit: 50) { totalCount items { id title noticePdf } } }`);
      if (result.errors) throw new Error(result.errors[0]!.message);
      reads++;
    }
  })();
  return {
    get writes() {
      return writes;
    },
    get reads() {
      return reads;
    },
    async stop() {
      stopped = true;
      await Promise.all([writer, reader]);
    },
  };
}

describe.skipIf(Boolean(missingTool))(`backup and restore${missingTool ? ` (skipped: ${missingTool} is not installed)` : ""}`, () => {
  let server: TestServer;
  let admin: GraphQLTestClient;
  let backupsRoot: string;
  let backupFolder: string;
  let manifest: Manifest;
  let before: Record<string, Record<string, any>[]>;
  const markerPdf = uniquePdf("Exam form dates: a notice written before the backup");

  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    admin = new GraphQLTestClient(server.url);
    await admin.signIn(server.adminEmail, server.adminPassword);
    backupsRoot = await tempDir("backups");

    // A few writes before the backup: a notice with a PDF, a staff member with a photo, an
    // edited row and a deleted one (whose files the site removes).
    const notice = await admin.request(CREATE_NOTICE, {
      input: { title: "Exam form dates", date: "2025-03-01", noticePdf: { name: "exam.pdf", type: "application/pdf", bytes: await markerPdf } },
    });
    expect(notice.errors).toBeUndefined();
    const departments = await admin.request(`query { departments(limit: 1) { items { slug } } }`);
    const slug = departments.data!.departments.items[0].slug as string;
    const staffSpec = CONTENT_TYPES.facultyStaff;
    const staffInput = { ...(await sampleInput(staffSpec, [slug])), photoImage: { name: "me.png", type: "image/png", bytes: PNG_BYTES } };
    const staff = await admin.request(`mutation ($input: CreateFacultyStaffInput!) { createFacultyStaff(input: $input) { id } }`, { input: staffInput });
    expect(staff.errors).toBeUndefined();
    const events = await admin.request(`query { events(limit: 2) { items { id } } }`);
    const [toEdit, toDelete] = events.data!.events.items as { id: string }[];
    expect(
      (await admin.request(`mutation ($id: ID!) { updateEvent(id: $id, input: { name: "Annual sports day (moved)" }) { id } }`, { id: toEdit!.id })).errors,
    ).toBeUndefined();
    expect((await admin.request(`mutation ($id: ID!) { deleteEvent(id: $id) deleteForever(type: "event", id: $id) }`, { id: toDelete!.id })).errors).toBeUndefined();
    // An admission confirmation: its Aadhaar number must not be readable in the backup.
    const submitted = await new GraphQLTestClient(server.url).request(ADMISSION.mutation, { input: ADMISSION.input });
    expect(submitted.errors).toBeUndefined();
  });

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    await server?.close();
    for (const dir of temporary) await fs.rm(dir, { recursive: true, force: true });
  });

  it("npm run backup takes a consistent backup while the site is being read and written", async () => {
    before = await allContent(admin);
    const traffic = startTraffic(server, admin);
    try {
      while (traffic.writes < 4) await new Promise((resolve) => setTimeout(resolve, 20));
      const writesBefore = traffic.writes;
      const result = await runCli("backup", ["--to", backupsRoot], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Backup saved in (\S+) /m);
      backupFolder = /^Backup saved in (\S+) /m.exec(result.stdout)![1]!;
      expect(path.basename(backupFolder)).toMatch(/^college-\d{8}-\d{6}$/);
      // The site really was busy while the backup ran.
      expect(traffic.writes - writesBefore).toBeGreaterThan(0);
    } finally {
      await traffic.stop();
    }
    expect(traffic.reads).toBeGreaterThan(0);

    manifest = await readManifest(backupFolder);
    expect(manifest.database.kind).toBe(server.database);
    expect(manifest.database.lastMigration).toMatch(/^\w+\d{13}$/);
    expect(manifest.database.tables.notice).toBeGreaterThan(0);
    expect(manifest.uploads.missing).toEqual([]);
    expect(manifest.uploads.referencedCount).toBeGreaterThan(100);
    // Every file in the backup is there with the bytes the manifest says.
    for (const entry of manifest.uploads.files) {
      expect(sha256(await fs.readFile(path.join(backupFolder, "uploads", entry.path))), entry.path).toBe(entry.sha256);
    }
    expect((await fs.readdir(backupsRoot)).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("keeps the backup private to the site's account (folders 0700, files 0600) and signs its manifest", async () => {
    expect(await privateModes(backupFolder)).toEqual({ folders: [0o700], files: [0o600] });
    expect(manifest.signature).toEqual({ keyId: deriveDataKeys(Buffer.from(TEST_DATA_KEY, "base64")).id, hmac: expect.stringMatching(/^[a-f0-9]{64}$/) });
  });

  it("holds no Aadhaar number in clear, in any of its files", async () => {
    expect(manifest.database.tables.admission_confirmation).toBe(1);
    expect(await filesHolding(backupFolder, ADMISSION.input.aadhaarNumber)).toEqual([]);
    if (onPostgres) {
      // pg_dump's custom format is compressed: read it back as SQL text to look inside.
      const sql = await pgRestoreText(path.join(backupFolder, "database.dump"));
      expect(sql).toContain(ADMISSION.input.phone); // stored in clear: the search works
      expect(sql).not.toContain(ADMISSION.input.aadhaarNumber);
    } else {
      expect(await filesHolding(backupFolder, ADMISSION.input.phone)).toEqual(["database.sqlite"]);
    }
  });

  // A restore, a second server, and every file fetched from both and checksummed: about 17 s on
  // SQLite, and past the default 30 s on PostgreSQL while the browser lane runs beside it.
  it("npm run restore brings it back into an empty place, and a server on it serves the same content and files", async () => {
    const target = await emptyTarget();
    const result = await runCli("restore", [backupFolder], target);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Restored the backup of .*: \d+ tables with \d+ rows into .*, and \d+ uploaded file\(s\).*Every checksum matched\./m);

    const restored = await serverOn(target);
    const restoredAdmin = new GraphQLTestClient(restored.url);
    await restoredAdmin.signIn(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD); // the accounts came back too
    const after = await allContent(restoredAdmin);

    // Everything but the notices written during the backup is exactly as before it.
    const stable = (rows: Record<string, any>[]) => rows.filter((row) => !CHURN.test(String(row.title ?? "")));
    // The table counts rows in the trash too: a churn notice the snapshot caught between its
    // delete and its deletion for ever (two writes) is there, and not in the list.
    const trash = await restoredAdmin.request<{ trash: { items: { type: string }[] } }>(`query { trash(limit: 100) { items { type } } }`);
    expect(trash.errors).toBeUndefined();
    for (const spec of CONTENT_TYPE_LIST) {
      expect(stable(after[spec.key]!), spec.key).toEqual(stable(before[spec.key]!));
      const trashed = trash.data!.trash.items.filter((item) => item.type === spec.key).length;
      expect(after[spec.key]!.length + trashed, spec.key).toBe(manifest.database.tables[spec.table]);
    }
    expect(after.notice!.some((row) => row.title === "Exam form dates")).toBe(true);
    expect(after.event!.some((row) => row.name === "Annual sports day (moved)")).toBe(true);

    // Same bytes for every file: the stable rows' files against the running site, and every
    // file (the notices written during the backup too) against the manifest.
    const checksums = new Map(manifest.uploads.files.map((f) => [f.path, f.sha256]));
    for (const spec of CONTENT_TYPE_LIST) {
      for (const url of fileUrls(spec, stable(before[spec.key]!))) {
        expect((await bytesAt(`${restored.url}${url}`)).equals(await bytesAt(`${server.url}${url}`)), url).toBe(true);
      }
      for (const url of fileUrls(spec, after[spec.key]!)) {
        expect(sha256(await bytesAt(`${restored.url}${url}`)), url).toBe(checksums.get(url.replace(/^\/uploads\//, "")));
      }
    }
    const exam = after.notice!.find((row) => row.title === "Exam form dates")!;
    expect((await bytesAt(`${restored.url}${exam.noticePdf}`)).equals(await markerPdf)).toBe(true);
    const photo = after.facultyStaff!.at(-1)!.photoImage as string;
    // Pictures are stored re-encoded without metadata: the restored site serves what the site served.
    expect((await bytesAt(`${restored.url}${photo}`)).equals(await bytesAt(`${server.url}${photo}`))).toBe(true);
  }, 120_000);

  it("npm run restore refuses a place that is not empty, and changes nothing there", async () => {
    // An uploads folder with a file in it.
    const target = await emptyTarget();
    await fs.mkdir(path.join(target.dataDir, "uploads"), { recursive: true });
    await fs.writeFile(path.join(target.dataDir, "uploads", "keep-me.pdf"), "old file");
    const refused = await runCli("restore", [backupFolder], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      onPostgres
        ? /^Nothing was restored\. The uploads folder .* is not empty \(it holds keep-me\.pdf\)\. A backup is only restored into an empty place/
        : /^Nothing was restored\. The data folder .* is not empty \(it holds uploads\)\. A backup is only restored into an empty place/,
    );
    expect(await fs.readdir(target.dataDir)).toEqual(["uploads"]);
    expect(await fs.readdir(path.join(target.dataDir, "uploads"))).toEqual(["keep-me.pdf"]);

    // The running site's own data folder and database.
    const busy = await runCli("restore", [backupFolder], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    expect(busy.code).toBe(1);
    expect(busy.stderr).toMatch(onPostgres ? /^Nothing was restored\. The database ".*" on .* is not empty/ : /^Nothing was restored\. The data folder .* is not empty/);

    // A folder that is not a backup.
    const notBackup = await runCli("restore", [backupsRoot], await emptyTarget());
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toMatch(/has no manifest\.json, so it is not a finished backup/);
  });

  it("npm run restore refuses a damaged backup and leaves the target empty", async () => {
    const damaged = path.join(await tempDir("damaged"), "college-copy");
    await fs.cp(backupFolder, damaged, { recursive: true });
    const victim = manifest.uploads.files.at(-1)!;
    const file = path.join(damaged, "uploads", victim.path);
    const bytes = await fs.readFile(file);
    bytes[bytes.length - 1] ^= 0xff;
    await fs.writeFile(file, bytes);

    const target = await emptyTarget();
    const result = await runCli("restore", [damaged], target);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The file ${victim.path} in the backup is damaged`);
    await expect(fs.readdir(target.dataDir)).rejects.toThrow(/ENOENT/);
    const again = await runCli("restore", [backupFolder], target); // so it can simply be run again
    expect(again.stderr).toBe("");
    expect(again.code).toBe(0);
  });

  it("npm run restore refuses a backup edited consistently (a file changed and its checksum recomputed), or unsigned", async () => {
    const edited = path.join(await tempDir("edited"), "college-copy");
    await fs.cp(backupFolder, edited, { recursive: true });
    const victim = manifest.uploads.files.find((f) => f.path.startsWith("notice/"))!;
    const forged = await uniquePdf("A notice the site never published");
    await fs.writeFile(path.join(edited, "uploads", victim.path), forged);
    const text = JSON.parse(await fs.readFile(path.join(edited, "manifest.json"), "utf8")) as Manifest;
    const entry = text.uploads.files.find((f) => f.path === victim.path)!;
    entry.sha256 = sha256(forged);
    text.uploads.totalBytes += forged.length - entry.size;
    entry.size = forged.length;
    await fs.writeFile(path.join(edited, "manifest.json"), JSON.stringify(text, null, 2));

    const target = await emptyTarget();
    const refused = await runCli("restore", [edited], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^Nothing was restored\. The backup's manifest\.json was changed after the backup was made \(its signature does not match its content\)/,
    );
    await expect(fs.readdir(target.dataDir)).rejects.toThrow(/ENOENT/);

    delete text.signature;
    await fs.writeFile(path.join(edited, "manifest.json"), JSON.stringify(text, null, 2));
    const unsigned = await runCli("restore", [edited], target);
    expect(unsigned.code).toBe(1);
    expect(unsigned.stderr).toMatch(/^Nothing was restored\. The backup's manifest\.json is not signed/);
    await expect(fs.readdir(target.dataDir)).rejects.toThrow(/ENOENT/);

    // The untouched backup restores into the same place.
    const untouched = await runCli("restore", [backupFolder], target);
    expect(untouched.stderr).toBe("");
    expect(untouched.code).toBe(0);
  }, 120_000); // three runs of the restore command

  it("npm run restore says plainly when the data key is missing or is not the backup's", async () => {
    const target = await emptyTarget();
    const missing = await runCli("restore", [backupFolder], { ...target, dataKey: null });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`Nothing was restored. There is no data key at ${target.dataDir}.key.`);

    const other = await runCli("restore", [backupFolder], { ...target, dataKey: Buffer.alloc(32, 9).toString("base64") });
    expect(other.code).toBe(1);
    expect(other.stderr).toMatch(
      /^Nothing was restored\. The backup was made with another data key \(key id [a-f0-9]{16}; the key in DATA_KEY has the id [a-f0-9]{16}\)\. Set DATA_KEY or KEY_FILE to the key of the site that made the backup/,
    );
    await expect(fs.readdir(target.dataDir)).rejects.toThrow(/ENOENT/);

    // The key file beside the data folder is the default place.
    await fs.mkdir(path.dirname(target.dataDir), { recursive: true });
    await fs.writeFile(`${target.dataDir}.key`, `${TEST_DATA_KEY}\n`, { mode: 0o600 });
    const fromFile = await runCli("restore", [backupFolder], { ...target, dataKey: null });
    expect(fromFile.stderr).toBe("");
    expect(fromFile.code).toBe(0);
  }, 120_000); // three runs of the restore command

  it("takes the snapshot again when a file its rows name is deleted before it could be copied", async () => {
    const config = loadConfig({ DATA_DIR: server.dataDir, ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}) });
    let notice: { id: string; noticePdf: string } | undefined;
    const lines: string[] = [];
    const result = await createBackup(config, {
      into: backupsRoot,
      keys: deriveDataKeys(Buffer.from(TEST_DATA_KEY, "base64")),
      log: (line) => lines.push(line),
      // After the first copy of the uploads a notice with a new PDF is committed, so the
      // snapshot names a file not copied yet; right after the snapshot it is deleted again.
      beforeSnapshot: async (attempt) => {
        if (attempt !== 1) return;
        const created = await admin.request(CREATE_NOTICE, { input: { title: "Short-lived", date: "2025-04-01", noticePdf: await pdfFile() } });
        notice = created.data!.createNotice;
      },
      afterSnapshot: async (attempt) => {
        if (attempt !== 1) return;
        expect((await admin.request(DELETE_NOTICE, { id: notice!.id })).errors).toBeUndefined();
      },
    });
    expect(result.attempts).toBe(2);
    expect(lines.join("\n")).toMatch(
      /1 file\(s\) named by the database were not in the uploads folder \(the site may have just replaced or deleted them\); saving the database again/,
    );
    expect(result.manifest.uploads.missing).toEqual([]);
    const key = notice!.noticePdf.replace(/^\/uploads\//, "");
    expect(result.manifest.uploads.files.some((f) => f.path === key)).toBe(false);
  });

  it("says so when a file the database names is missing on the site itself, and still saves the rest", async () => {
    const entry = manifest.uploads.files.find((f) => f.path.startsWith("event/"))!;
    await fs.rm(path.join(server.uploadDir, entry.path));
    const result = await runCli("backup", ["--to", backupsRoot], { dataDir: server.dataDir, databaseUrl: server.databaseUrl });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Warning: 1 file(s) that the database names are not in the uploads folder, on the site itself too`);
    expect(result.stderr).toContain(entry.path);
    const folder = /^Backup saved in (\S+) /m.exec(result.stdout)![1]!;
    expect((await readManifest(folder)).uploads.missing).toEqual([entry.path]);
  });
});
