import net from "node:net";
import { describe, expect, it } from "vitest";
import { pdfBytes } from "../support/samples.js";
import { blobOf, INSERT_ENTRIES, insertForm, leftoverTempFolders, snapshot, legacyServerForFile, UPDATE_ENTRIES } from "./legacy-support.js";

// Size limits on a server started with a small UPLOAD_MAX_MB (50 KB here, 20 MB by default).

const LIMIT_BYTES = Math.round(0.05 * 1024 * 1024);

const t = legacyServerForFile({ UPLOAD_MAX_MB: "0.05" });

/** A real PDF padded past the limit (PDF readers ignore bytes after %%EOF). */
async function oversizedPdf(extraBytes: number): Promise<Blob> {
  const pdf = await pdfBytes();
  return blobOf([pdf, Buffer.alloc(LIMIT_BYTES - pdf.length + extraBytes, 0x20)], "application/pdf");
}

describe("upload size limit", () => {
  const auditReport = INSERT_ENTRIES.find((e) => e.key === "auditReport")!;

  it("refuses a file one byte over the limit with 413, storing nothing", async () => {
    const before = await snapshot(t.server);
    const { form } = await insertForm(auditReport, { files: () => oversizedPdf(1) });
    const answer = await t.admin.post(`action=${auditReport.legacy.insert}`, form);
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ status: 413, message: expect.stringMatching(/the file is larger than [0-9.]+ MB/) });
    expect(answer.json.message).toMatch(/Please choose a smaller file/);
    expect(await snapshot(t.server)).toEqual(before);
    expect(await leftoverTempFolders(t.server)).toEqual([]);
  });

  it("refuses a much larger file the same way", async () => {
    const before = await snapshot(t.server);
    const { form } = await insertForm(auditReport, { files: () => oversizedPdf(2 * 1024 * 1024) });
    const answer = await t.admin.post(`action=${auditReport.legacy.insert}`, form);
    expect(answer.status).toBe(413);
    expect(await snapshot(t.server)).toEqual(before);
    expect(await leftoverTempFolders(t.server)).toEqual([]);
  });

  it("accepts a file of exactly the limit", async () => {
    const { form } = await insertForm(auditReport, { files: () => oversizedPdf(0) });
    const answer = await t.admin.post(`action=${auditReport.legacy.insert}`, form);
    expect(answer.status, answer.text).toBe(200);
  });

  it("refuses an oversized replacement file on update, keeping the old file", async () => {
    const entry = UPDATE_ENTRIES.find((e) => e.key === "auditReport")!;
    const { form } = await insertForm(entry);
    const created = await t.admin.post(`action=${entry.legacy.insert}`, form);
    const sno = Number(/record number (\d+)/.exec(created.json.message)![1]);
    const before = await snapshot(t.server);
    const update = new FormData();
    update.append("pdf", await oversizedPdf(10));
    const answer = await t.admin.post(`action=${entry.legacy.update![0]}&sno=${sno}`, update);
    expect(answer.status).toBe(413);
    expect(await snapshot(t.server)).toEqual(before);
  });

  it("refuses a form with too many files before storing any", async () => {
    const before = await snapshot(t.server);
    const { form } = await insertForm(auditReport);
    for (let i = 0; i < 25; i++) form.append(`extra${i}`, new Blob(["x"]), `x${i}.txt`);
    const answer = await t.admin.post(`action=${auditReport.legacy.insert}`, form);
    expect(answer.status).toBe(413);
    expect(answer.json.message).toMatch(/too many fields or files/);
    expect(await snapshot(t.server)).toEqual(before);
    expect(await leftoverTempFolders(t.server)).toEqual([]);
  });

  it("refuses an oversized JSON body", async () => {
    const answer = await t.visitor.post(`action=insertAlumniDetails`, JSON.stringify({ fullName: "x".repeat(400_000) }), {
      "content-type": "application/json",
    });
    expect(answer.status).toBe(413);
    expect(answer.json.status).toBe(413);
  });

  it("cleans up after a client that goes away mid-upload", async () => {
    const before = await snapshot(t.server);
    const url = new URL(t.server.url);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    const part =
      `--XX\r\nContent-Disposition: form-data; name="session"\r\n\r\n2025-2026\r\n--XX\r\n` +
      `Content-Disposition: form-data; name="auditReportPdf"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 partial`;
    socket.write(
      `POST /connection.php?action=insertAuditReport HTTP/1.1\r\nHost: ${url.host}\r\nCookie: ${t.admin.cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=XX\r\nContent-Length: 100000\r\n\r\n${part}`,
    );
    await expect.poll(() => leftoverTempFolders(t.server)).toHaveLength(1);
    socket.destroy();
    await expect.poll(() => leftoverTempFolders(t.server)).toEqual([]);
    expect(await snapshot(t.server)).toEqual(before);
  });
});
