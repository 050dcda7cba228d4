import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteFile } from "../../server/src/backup/sqlite-file.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { ADMISSION, filesHolding, OTHER_AADHAAR, privateModes } from "../support/data-at-rest.js";
import { pdfFile } from "../support/samples.js";
import { startServerProcess } from "../support/server-process.js";
import { listUploadedFiles, startTestServer, type TestServer } from "../support/server.js";

// What the site keeps on disk: Aadhaar numbers encrypted (never in the database file, its WAL
// or a column in clear), old submissions deleted, the data folder private to the site's
// account, and nothing left behind by uploads that a killed server never finished.

/** Runs SQL on the server's database from outside it, as someone reading the files would. */
async function rawQuery(server: TestServer, sql: string): Promise<Record<string, unknown>[]> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  }
  const db = await openSqliteFile(path.join(server.dataDir, "college.sqlite"));
  try {
    return await db.all(sql);
  } finally {
    await db.close();
  }
}

/** A timestamp `months` months ago, as both databases take it in SQL ("2024-01-31 10:00:00"). */
function monthsAgo(months: number): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 19).replace("T", " ");
}

const ADMISSION_LIST = `query { admissionConfirmations(limit: 100) { totalCount items { id name aadhaarNumber } } }`;
const ALUMNI = `mutation ($input: CreateAlumniRegistrationInput!) { createAlumniRegistration(input: $input) { id } }`;
const alumniInput = (fullName: string) => ({
  fullName,
  whatsappNumber: "919876500111",
  yearOfPassing: 2015,
  dateOfBirth: "1995-05-05",
  occupation: "Engineer",
  address: "12 Station Road, Pune",
  gender: "Male",
  afterDiploma: "Studied further and now works in a design office.",
});

describe("Aadhaar numbers at rest", () => {
  let server: TestServer;
  let admin: GraphQLTestClient;
  let id: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = new GraphQLTestClient(server.url);
    await admin.signIn(server.adminEmail, server.adminPassword);
    const visitor = new GraphQLTestClient(server.url);
    const created = await visitor.request(ADMISSION.mutation, { input: ADMISSION.input });
    expect(created.errors).toBeUndefined();
    id = created.data!.createAdmissionConfirmation.id;
    expect(created.data!.createAdmissionConfirmation.aadhaarNumber).toBe(ADMISSION.masked);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("the API shows it masked, as before", async () => {
    const list = await admin.request(ADMISSION_LIST);
    expect(list.errors).toBeUndefined();
    expect(list.data!.admissionConfirmations.items).toEqual([{ id, name: ADMISSION.input.name, aadhaarNumber: ADMISSION.masked }]);
  });

  it("stores it sealed: no column holds the number, only its last four digits and a keyed hash", async () => {
    const [row] = await rawQuery(server, `SELECT * FROM admission_confirmation WHERE sno = ${Number(id)}`);
    for (const [column, value] of Object.entries(row!)) expect(String(value), column).not.toContain(ADMISSION.input.aadhaarNumber);
    expect(row!.aadhaar_number).toMatch(/^sealed1:[A-Za-z0-9_-]+:XXXX XXXX 2101$/);
    expect(row!.aadhaar_number_hash).toMatch(/^[a-f0-9]{64}$/);
    // Keyed: not a plain hash that anyone could compute for every possible number.
    expect(row!.aadhaar_number_hash).not.toBe(createHash("sha256").update(ADMISSION.input.aadhaarNumber).digest("hex"));
  });

  it("is nowhere in the database: not in the SQLite file or its WAL, not in any PostgreSQL table", async () => {
    if (server.databaseUrl) {
      const tables = await rawQuery(server, "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()");
      expect(tables.length).toBeGreaterThan(20);
      const holding = async (digits: string) => {
        const found: string[] = [];
        for (const { table_name: table } of tables) {
          const rows = await rawQuery(server, `SELECT * FROM "${String(table)}"`);
          if (JSON.stringify(rows).includes(digits)) found.push(String(table));
        }
        return found;
      };
      expect(await holding(ADMISSION.input.aadhaarNumber)).toEqual([]);
      // The same search finds a number that is stored in clear (the phone number).
      expect(await holding(ADMISSION.input.phone)).toEqual(["admission_confirmation"]);
      return;
    }
    const files = (await fs.readdir(server.dataDir)).filter((name) => name.startsWith("college.sqlite"));
    expect(files).toEqual(expect.arrayContaining(["college.sqlite", "college.sqlite-wal"]));
    expect(await filesHolding(server.dataDir, ADMISSION.input.aadhaarNumber)).toEqual([]);
    // The same search finds a number that is stored in clear (the phone number).
    expect(await filesHolding(server.dataDir, ADMISSION.input.phone)).not.toEqual([]);
  });

  it("gives the same number the same lookup hash, so duplicates can still be found", async () => {
    const visitor = new GraphQLTestClient(server.url);
    for (const [enrollment, aadhaarNumber] of [
      ["2300000778", ADMISSION.input.aadhaarNumber],
      ["2300000779", OTHER_AADHAAR[0]],
    ]) {
      const again = await visitor.request(ADMISSION.mutation, { input: { ...ADMISSION.input, enrollment, aadhaarNumber } });
      expect(again.errors).toBeUndefined();
    }
    const rows = await rawQuery(server, "SELECT enrollment, aadhaar_number, aadhaar_number_hash FROM admission_confirmation ORDER BY sno");
    const hashOf = (enrollment: string) => rows.find((r) => r.enrollment === enrollment)!.aadhaar_number_hash;
    expect(hashOf("2300000778")).toBe(hashOf(ADMISSION.input.enrollment));
    expect(hashOf("2300000779")).not.toBe(hashOf(ADMISSION.input.enrollment));
    // Sealed afresh each time: equal numbers do not give equal stored values.
    expect(new Set(rows.map((r) => r.aadhaar_number)).size).toBe(3);
  });

  it("seals at start the numbers an earlier version stored in clear, leaving no clear copy in the file", async () => {
    await server.stop();
    await rawQuery(
      server,
      "INSERT INTO admission_confirmation (enrollment, aadhaar_number, name, gender, phone, admission_year, direct_second_year) " +
        `VALUES ('2300000780', '${OTHER_AADHAAR[1]}', 'Older Student', 'Male', '9876500780', '2nd', false)`,
    );
    const lines: string[] = [];
    const restarted = await startTestServer({ sameDatabaseAs: server, log: (line) => lines.push(line) });
    try {
      expect(lines).toContain("Encrypted 1 Aadhaar number(s) that an earlier version had stored in clear.");
      const [row] = await rawQuery(server, "SELECT aadhaar_number, aadhaar_number_hash FROM admission_confirmation WHERE enrollment = '2300000780'");
      expect(row!.aadhaar_number).toMatch(/^sealed1:[A-Za-z0-9_-]+:XXXX XXXX 0985$/);
      expect(row!.aadhaar_number_hash).toMatch(/^[a-f0-9]{64}$/);
      if (!server.databaseUrl) expect(await filesHolding(server.dataDir, OTHER_AADHAAR[1])).toEqual([]);
    } finally {
      await restarted.stop();
    }
  });

  it("refuses to start with another data key, or none, and says why", async () => {
    const otherKey = Buffer.alloc(32, 1).toString("base64");
    await expect(startTestServer({ sameDatabaseAs: server, env: { DATA_KEY: otherKey } })).rejects.toThrow(
      /^The data key \(DATA_KEY\) is not the one this database's personal data was encrypted with \(admission_confirmation\.aadhaar_number does not open with it\)/,
    );
    const keyFile = path.join(server.dataDir, "..", `${path.basename(server.dataDir)}-missing.key`);
    await expect(startTestServer({ sameDatabaseAs: server, env: { DATA_KEY: "", KEY_FILE: keyFile } })).rejects.toThrow(`There is no data key at ${keyFile}.`);
    await expect(fs.access(keyFile)).rejects.toThrow(/ENOENT/);
    // The right key still opens everything.
    const again = await startTestServer({ sameDatabaseAs: server });
    await again.stop();
  });
});

describe("the data key file", () => {
  it("is made on the first start beside the data folder, private, with a warning to keep a copy apart from the backups", async () => {
    const lines: string[] = [];
    const server = await startTestServer({ env: { DATA_KEY: "" }, log: (line) => lines.push(line) });
    const keyFile = `${server.dataDir}.key`;
    try {
      expect((await fs.stat(keyFile)).mode & 0o777).toBe(0o600);
      expect((await fs.readFile(keyFile, "utf8")).trim()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
      expect(lines).toContain(`Made the data key ${keyFile}: it encrypts the Aadhaar numbers and signs the backups.`);
      expect(lines.join("\n")).toContain("Keep a copy of it somewhere safe, apart from the backups");
      // Not in the data folder, which is what a backup copies from.
      expect(await fs.readdir(server.dataDir)).not.toContain(path.basename(keyFile));
      await server.stop();
      const quiet: string[] = [];
      const second = await startTestServer({ sameDatabaseAs: server, env: { DATA_KEY: "" }, log: (line) => quiet.push(line) });
      await second.stop();
      expect(quiet.filter((line) => line.includes("data key"))).toEqual([]);
    } finally {
      await server.close();
      await fs.rm(keyFile, { force: true });
    }
  });
});

describe("submission retention", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("deletes submissions older than SUBMISSION_RETENTION_MONTHS (24 by default) at start, keeps newer ones, and keeps all with 0", async () => {
    const visitor = new GraphQLTestClient(server.url);
    const ids: Record<string, string> = {};
    for (const name of ["Old Alumnus", "New Alumnus"]) {
      const created = await visitor.request(ALUMNI, { input: alumniInput(name) });
      expect(created.errors).toBeUndefined();
      ids[name] = created.data!.createAlumniRegistration.id;
    }
    const oldAdmission = await visitor.request(ADMISSION.mutation, { input: ADMISSION.input });
    expect(oldAdmission.errors).toBeUndefined();
    await server.stop();
    await rawQuery(server, `UPDATE alumni_registration SET created_at = '${monthsAgo(25)}' WHERE sno = ${Number(ids["Old Alumnus"])}`);
    await rawQuery(server, `UPDATE alumni_registration SET created_at = '${monthsAgo(23)}' WHERE sno = ${Number(ids["New Alumnus"])}`);
    await rawQuery(server, `UPDATE admission_confirmation SET created_at = '${monthsAgo(30)}'`);
    const remaining = async () => ({
      alumni: (await rawQuery(server, "SELECT full_name FROM alumni_registration ORDER BY sno")).map((r) => r.full_name),
      admissions: Number((await rawQuery(server, "SELECT COUNT(*) AS n FROM admission_confirmation"))[0]!.n),
    });

    const keepAll = await startTestServer({ sameDatabaseAs: server, env: { SUBMISSION_RETENTION_MONTHS: "0" } });
    await keepAll.stop();
    expect(await remaining()).toEqual({ alumni: ["Old Alumnus", "New Alumnus"], admissions: 1 });

    const lines: string[] = [];
    const purging = await startTestServer({ sameDatabaseAs: server, log: (line) => lines.push(line) });
    await purging.stop();
    expect(await remaining()).toEqual({ alumni: ["New Alumnus"], admissions: 0 });
    // Deleted for good: SQLite overwrites the bytes of deleted rows (secure_delete).
    if (!server.databaseUrl) {
      expect(await filesHolding(server.dataDir, "Old Alumnus")).toEqual([]);
      expect(await filesHolding(server.dataDir, "New Alumnus")).not.toEqual([]);
    }
    expect(lines).toEqual(["Deleted 1 admission confirmation and 1 alumni registration older than 24 months (SUBMISSION_RETENTION_MONTHS)."]);
  });

  it("purges on demand too (the daily run), through the same rule", async () => {
    const running = await startTestServer({ sameDatabaseAs: server });
    try {
      const created = await new GraphQLTestClient(running.url).request(ALUMNI, { input: alumniInput("Aged While Running") });
      expect(created.errors).toBeUndefined();
      const id = Number(created.data!.createAlumniRegistration.id);
      expect(await running.services.upkeep.retention.purge()).toEqual([]);
      await rawQuery(server, `UPDATE alumni_registration SET created_at = '${monthsAgo(24)}' WHERE sno = ${id}`);
      expect(await running.services.upkeep.retention.purge(new Date(Date.now() + 60_000))).toEqual([{ label: "Alumni registration", count: 1 }]);
      expect((await rawQuery(server, "SELECT full_name FROM alumni_registration ORDER BY sno")).map((r) => r.full_name)).toEqual(["New Alumnus"]);
    } finally {
      await running.stop();
    }
  });
});

describe("the data folder is private to the site's account", () => {
  it("makes the data folder, the database and the uploads 0700/0600, and tightens a folder left readable by an older version", async () => {
    const server = await startTestServer();
    try {
      const admin = new GraphQLTestClient(server.url);
      await admin.signIn(server.adminEmail, server.adminPassword);
      const notice = await admin.request(`mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`, {
        input: { title: "Private files", date: "2025-01-01", noticePdf: await pdfFile() },
      });
      expect(notice.errors).toBeUndefined();
      const names = await fs.readdir(server.dataDir);
      if (!server.databaseUrl) expect(names).toEqual(expect.arrayContaining(["college.sqlite", "college.sqlite-wal", "college.sqlite-shm", "uploads"]));
      expect(await privateModes(server.dataDir)).toEqual({ folders: [0o700], files: [0o600] });

      // As an older version left it: everything readable by every local user.
      await server.stop();
      const files = await fs.readdir(server.dataDir);
      await fs.chmod(server.dataDir, 0o755);
      await fs.chmod(server.uploadDir, 0o755);
      for (const name of files.filter((n) => n.startsWith("college.sqlite"))) await fs.chmod(path.join(server.dataDir, name), 0o644);
      const [folder] = await fs.readdir(server.uploadDir);
      await fs.chmod(path.join(server.uploadDir, folder!), 0o755);
      for (const file of await fs.readdir(path.join(server.uploadDir, folder!))) await fs.chmod(path.join(server.uploadDir, folder!, file), 0o644);
      expect((await privateModes(server.dataDir)).files).toContain(0o644);

      const restarted = await startTestServer({ sameDatabaseAs: server });
      await restarted.stop();
      expect(await privateModes(server.dataDir)).toEqual({ folders: [0o700], files: [0o600] });
    } finally {
      await server.close();
    }
  });
});

describe("what unfinished uploads leave behind", () => {
  const HOURS_AGO = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

  async function age(target: string, when: Date): Promise<void> {
    const stat = await fs.stat(target);
    if (stat.isDirectory()) for (const name of await fs.readdir(target)) await age(path.join(target, name), when);
    await fs.utimes(target, when, when);
  }

  it("a server killed during an upload leaves a staging folder, which the next start removes (one log line)", async () => {
    const first = await startTestServer();
    await first.stop();
    const killed = await startServerProcess({
      DATA_DIR: first.dataDir,
      ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}),
    });
    const staging = path.join(first.dataDir, "upload-temp");
    try {
      const admin = new GraphQLTestClient(killed.url);
      await admin.signIn(first.adminEmail, first.adminPassword);
      const boundary = `----upload${randomUUID()}`;
      const operations = JSON.stringify({
        query: "mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }",
        variables: { input: { title: "Never finished", date: "2025-01-01", noticePdf: null } },
      });
      const request = http.request(`${killed.url}/graphql`, {
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "apollo-require-preflight": "true",
          cookie: admin.cookie!,
        },
      });
      request.on("error", () => undefined); // the server is killed under it
      request.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.noticePdf"]}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="large.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
      );
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      for (let i = 0; i < 24; i++) request.write(chunk); // 6 MB, and the body never ends
      const staged = async () => {
        const found: number[] = [];
        for (const folder of await fs.readdir(staging).catch(() => [] as string[])) {
          for (const file of await fs.readdir(path.join(staging, folder)).catch(() => [] as string[])) {
            found.push((await fs.stat(path.join(staging, folder, file))).size);
          }
        }
        return found;
      };
      await expect.poll(async () => (await staged()).some((size) => size >= 4 * 1024 * 1024), { timeout: 20_000 }).toBe(true);
      await killed.killNow();
      request.destroy();
      expect(killed.exitReason()).toBe("signal SIGKILL");
      expect(await staged()).not.toEqual([]);

      // Just after: another server sharing the folder might be receiving it, so it stays.
      const soon = await startTestServer({ sameDatabaseAs: first });
      await soon.stop();
      expect(await staged()).not.toEqual([]);

      // An hour later it goes, and the log says how much went.
      await age(staging, HOURS_AGO(2));
      const lines: string[] = [];
      const next = await startTestServer({ sameDatabaseAs: first, log: (line) => lines.push(line) });
      await next.stop();
      expect(await fs.readdir(staging)).toEqual([]);
      expect(lines.filter((line) => line.startsWith("Removed "))).toEqual([
        expect.stringMatching(/^Removed 1 file\(s\), \d+\.\d MB, left by uploads that did not finish or whose record was never saved\.$/),
      ]);
    } finally {
      await killed.stop();
      await first.close();
    }
  });

  it("keeps every file the demo content names, of every file field and every picture's variants, however old", async () => {
    const server = await startTestServer({ seed: true });
    try {
      await server.stop();
      const before = await listUploadedFiles(server.uploadDir);
      expect(before.filter((key) => key.endsWith("w.webp")).length).toBeGreaterThan(10);
      await age(server.uploadDir, HOURS_AGO(24 * 400));
      const lines: string[] = [];
      const restarted = await startTestServer({ sameDatabaseAs: server, log: (line) => lines.push(line) });
      await restarted.stop();
      expect(await listUploadedFiles(server.uploadDir)).toEqual(before);
      expect(lines.filter((line) => line.startsWith("Removed "))).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);

  it("removes stored files that no row names and half-written ones, once old; keeps every file a row names, recent files and names the site never gives", async () => {
    const server = await startTestServer();
    try {
      const admin = new GraphQLTestClient(server.url);
      await admin.signIn(server.adminEmail, server.adminPassword);
      const notice = await admin.request(`mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id noticePdf } }`, {
        input: { title: "Kept", date: "2025-01-01", noticePdf: await pdfFile() },
      });
      expect(notice.errors).toBeUndefined();
      const kept = notice.data!.createNotice.noticePdf.replace(/^\/uploads\//, "") as string;
      await server.stop();

      const uploads = server.uploadDir;
      const plant = async (key: string, bytes: number, when: Date) => {
        await fs.mkdir(path.dirname(path.join(uploads, key)), { recursive: true });
        await fs.writeFile(path.join(uploads, key), Buffer.alloc(bytes, 1));
        await fs.utimes(path.join(uploads, key), when, when);
      };
      const orphan = `notice/${randomUUID()}.pdf`;
      const orphanPicture = [`event/${randomUUID()}.png`];
      orphanPicture.push(orphanPicture[0]!.replace(".png", "-320w.webp"));
      const half = `notice/${randomUUID()}.pdf.part`;
      const recent = `notice/${randomUUID()}.pdf`;
      const foreign = "notice/read-me.txt";
      await plant(orphan, 1000, HOURS_AGO(2));
      for (const key of orphanPicture) await plant(key, 500, HOURS_AGO(3));
      await plant(half, 300, HOURS_AGO(2));
      await plant(recent, 100, new Date());
      await plant(foreign, 10, HOURS_AGO(5));
      await fs.utimes(path.join(uploads, kept), HOURS_AGO(48), HOURS_AGO(48));
      const staleStage = path.join(server.dataDir, "upload-temp", "graphql-stale");
      const freshStage = path.join(server.dataDir, "upload-temp", "graphql-fresh");
      for (const dir of [staleStage, freshStage]) {
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(path.join(dir, "0"), Buffer.alloc(2000, 2));
      }
      await age(staleStage, HOURS_AGO(2));

      const lines: string[] = [];
      const restarted = await startTestServer({ sameDatabaseAs: server, log: (line) => lines.push(line) });
      await restarted.stop();
      const left = async (key: string) =>
        fs.access(path.join(uploads, key)).then(
          () => true,
          () => false,
        );
      expect(await left(kept)).toBe(true);
      expect(await left(recent)).toBe(true);
      expect(await left(foreign)).toBe(true);
      for (const key of [orphan, ...orphanPicture, half]) expect(await left(key), key).toBe(false);
      expect(await fs.readdir(path.join(server.dataDir, "upload-temp"))).toEqual(["graphql-fresh"]);
      expect(lines).toContain("Removed 5 file(s), 4.2 KB, left by uploads that did not finish or whose record was never saved.");
    } finally {
      await server.close();
    }
  });
});
