import fs from "node:fs/promises";
import { afterAll, beforeAll, expect } from "vitest";
import { isFileKind, type ContentTypeSpec, type FieldSpec, type LegacySpec } from "../../server/src/content/define.js";
import { CONTENT_TYPES, type ContentKey } from "../../server/src/content/registry.js";
import { semesterLabel } from "../../server/src/content/vocabulary.js";
import { TEMP_PREFIX } from "../../server/src/legacy/form-body.js";
import { SYSTEM } from "../../server/src/base/actor.js";
import type { ContentRow } from "../../server/src/services/content-service.types.js";
import { pdfBytes, PNG_BYTES } from "../support/samples.js";
import { listUploadedFiles, startTestServer, type TestServer } from "../support/server.js";

// Helpers for the legacy connection.php tests: a small client that speaks the old protocol over
// real HTTP, and sample forms built from the registry's legacy spellings.

export const DEPARTMENTS = ["computer", "civil"] as const;
export const LEGACY_PATHS = ["/connection.php", "/api/connection.php", "/public/api/connection.php"];

export interface LegacyEntry {
  key: ContentKey;
  spec: ContentTypeSpec;
  legacy: LegacySpec;
}

export const LEGACY_ENTRIES: LegacyEntry[] = (Object.keys(CONTENT_TYPES) as ContentKey[])
  .filter((key) => CONTENT_TYPES[key].legacy)
  .map((key) => ({ key, spec: CONTENT_TYPES[key] as ContentTypeSpec, legacy: CONTENT_TYPES[key].legacy! }));

export const INSERT_ENTRIES = LEGACY_ENTRIES.filter((e) => e.legacy.insert);
export const LIST_ENTRIES = LEGACY_ENTRIES.filter((e) => e.legacy.listKey);
export const UPDATE_ENTRIES = LEGACY_ENTRIES.filter((e) => e.legacy.update?.length);
export const DELETE_ENTRIES = LEGACY_ENTRIES.filter((e) => e.legacy.delete?.length);

/** [action name, entry] for every update (or delete) name, the spec's and the aliases. */
export const UPDATE_ACTIONS = UPDATE_ENTRIES.flatMap((e) => e.legacy.update!.map((name) => [name, e] as const));
export const DELETE_ACTIONS = DELETE_ENTRIES.flatMap((e) => e.legacy.delete!.map((name) => [name, e] as const));

export interface Answer {
  status: number;
  text: string;
  json: any;
  headers: Headers;
}

export class LegacyClient {
  cookie: string | undefined;

  constructor(
    readonly baseUrl: string,
    readonly path = "/connection.php",
  ) {}

  private async send(url: string, init: RequestInit): Promise<Answer> {
    const headers = new Headers(init.headers);
    if (this.cookie && !headers.has("cookie")) headers.set("cookie", this.cookie);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, text, json, headers: response.headers };
  }

  get(query: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send(`${this.baseUrl}${this.path}?${query}`, { headers });
  }

  post(query: string, body?: BodyInit, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send(`${this.baseUrl}${this.path}?${query}`, { method: "POST", body, headers });
  }

  async signIn(email: string, password: string, headers: Record<string, string> = {}): Promise<Answer> {
    const answer = await this.get(`username=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`, headers);
    const setCookie = answer.headers.get("set-cookie");
    if (setCookie) this.cookie = setCookie.split(";")[0];
    return answer;
  }

  /** The rows of a list key, failing the test when the answer is not a list. */
  async rows(listKey: string, value = ""): Promise<Record<string, any>[]> {
    const answer = await this.get(`${encodeURIComponent(listKey)}=${encodeURIComponent(value)}`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Array.isArray(answer.json?.data), answer.text).toBe(true);
    return answer.json.data;
  }
}

export interface LegacyTestServer {
  server: TestServer;
  /** Signed in through connection.php's own sign-in. */
  admin: LegacyClient;
  /** No cookie. */
  visitor: LegacyClient;
}

/**
 * For a test file: a legacy server started before its tests and closed after them. The object is
 * filled in by the file's beforeAll, so read its fields inside tests and hooks only.
 */
export function legacyServerForFile(env?: Record<string, string>): LegacyTestServer {
  const t = {} as LegacyTestServer;
  beforeAll(async () => {
    Object.assign(t, await startLegacyServer(env));
  });
  afterAll(async () => {
    await t.server?.close();
  });
  return t;
}

/** A fresh server with two departments and a signed-in legacy client. */
export async function startLegacyServer(env?: Record<string, string>): Promise<LegacyTestServer> {
  const server = await startTestServer({ seed: false, env });
  const names: Record<string, string> = { computer: "Computer Technology", civil: "Civil Engineering" };
  for (const slug of DEPARTMENTS) {
    await server.services.content.department.create(SYSTEM, { slug, name: names[slug], isTeachingBranch: true });
  }
  const admin = new LegacyClient(server.url);
  const answer = await admin.signIn(server.adminEmail, server.adminPassword);
  if (answer.text !== "ok") throw new Error(`Legacy sign-in failed: ${answer.status} ${answer.text}`);
  return { server, admin, visitor: new LegacyClient(server.url) };
}

/** Blob wants bytes backed by a plain ArrayBuffer. */
export const blobOf = (parts: Uint8Array[], type: string) =>
  new Blob(
    parts.map((part) => new Uint8Array(part)),
    { type },
  );
export const pngBlob = () => blobOf([PNG_BYTES], "image/png");
export const pdfBlob = async () => blobOf([await pdfBytes()], "application/pdf");

let counter = 0;

/** A valid form value for a field, as the old client's forms sent it: always text. */
export function sampleText(field: FieldSpec): string {
  counter += 1;
  switch (field.kind) {
    case "text":
    case "longText":
      return `Sample ${field.label} ${counter}`;
    case "number":
      return field.notAfterThisYear ? "2020" : String(Math.min(field.max ?? 100, (field.min ?? 0) + 3));
    case "date":
      return field.notAfterToday ? "2000-05-17" : "2025-01-15";
    case "boolean":
      return "yes";
    case "email":
      return `clerk${counter}@college.example`;
    case "phone":
      return `98765${String(counter % 100000).padStart(5, "0")}`;
    case "aadhaar":
      return "123412341234";
    case "url":
      return "https://example.org/page";
    case "department":
      return DEPARTMENTS[0];
    case "session":
      return "2025-2026";
    case "semester":
      return "Third Semester";
    case "select":
      return field.options![0]!.value;
    default:
      throw new Error(`No text sample for ${field.kind}`);
  }
}

export interface SentForm {
  form: FormData;
  /** What was sent, by registry field name (files as their kind). */
  sent: Record<string, string | { file: "pdf" | "image" } | { name: string; mobile: string }[]>;
}

function insertNames(names: LegacySpec["fields"][string]): string[] {
  return names.insert === undefined ? [] : typeof names.insert === "string" ? [names.insert] : [...names.insert];
}

/**
 * A complete insert form: every field with an insert spelling gets a valid value under its first
 * spelling. `files` chooses what each file field receives (default: the right kind).
 */
export async function insertForm(
  entry: LegacyEntry,
  options: { overrides?: Record<string, string>; files?: (field: FieldSpec) => Promise<Blob> } = {},
): Promise<SentForm> {
  const form = new FormData();
  const sent: SentForm["sent"] = {};
  for (const [name, names] of Object.entries(entry.legacy.fields)) {
    const field = entry.spec.fields[name]!;
    const spellings = insertNames(names);
    if (spellings.length === 0) continue;
    if (field.kind === "members") {
      const members = [
        { name: "Member One", mobile: "9876500101" },
        { name: "Member Two", mobile: "9876500102" },
      ];
      for (const member of members) {
        form.append(spellings[0]!, member.name);
        form.append(spellings[1]!, member.mobile);
      }
      sent[name] = members;
    } else if (isFileKind(field.kind)) {
      const blob = options.files ? await options.files(field) : field.kind === "pdf" ? await pdfBlob() : pngBlob();
      form.append(spellings[0]!, blob, field.kind === "pdf" ? "document.pdf" : "photo.png");
      sent[name] = { file: field.kind };
    } else {
      const value = options.overrides?.[name] ?? sampleText(field);
      form.append(spellings[0]!, value);
      sent[name] = value;
    }
  }
  return { form, sent };
}

/** What a list row shows for a value sent in a form. */
export function expectedRowValue(entry: LegacyEntry, name: string, sent: SentForm["sent"][string]): unknown {
  const field = entry.spec.fields[name]!;
  if (Array.isArray(sent)) return sent.map((m) => ({ sno: expect.any(Number), name: m.name, number: m.mobile }));
  if (typeof sent === "object") {
    return expect.stringMatching(new RegExp(`^uploads/${entry.spec.uploadFolder}/[0-9a-f-]{36}\\.${sent.file === "pdf" ? "pdf" : "png"}$`));
  }
  if (field.kind === "semester") return semesterLabel(Number(sent)) ?? sent;
  if (field.kind === "number") return Number(sent);
  if (field.kind === "boolean") return true;
  return sent;
}

/** Every stored row of every type and every uploaded file: equal snapshots mean nothing changed. */
export async function snapshot(server: TestServer): Promise<{ rows: Record<string, unknown[]>; files: string[] }> {
  const rows: Record<string, unknown[]> = {};
  for (const key of Object.keys(CONTENT_TYPES) as ContentKey[]) {
    const all: ContentRow[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await server.services.content[key].list(SYSTEM, { limit: 100, offset });
      all.push(...page.items);
      if (page.items.length < 100) break;
    }
    rows[key] = all.map((row) => ({ ...row, createdAt: String(row.createdAt), updatedAt: String(row.updatedAt) }));
  }
  return { rows, files: await listUploadedFiles(server.uploadDir) };
}

/** Temp folders the legacy form reader of this process left behind in the server's staging folder. */
export async function leftoverTempFolders(server: { services: { config: { uploadTempDir: string } } }): Promise<string[]> {
  const names = await fs.readdir(server.services.config.uploadTempDir).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(TEMP_PREFIX));
}

/** Creates a row through the legacy insert action and returns its sno. */
export async function insertThroughLegacy(client: LegacyClient, entry: LegacyEntry, overrides?: Record<string, string>): Promise<number> {
  const { form } = await insertForm(entry, { overrides });
  const answer = await client.post(`action=${entry.legacy.insert}`, form);
  expect(answer.status, answer.text).toBe(200);
  const match = /record number (\d+)/.exec(answer.json?.message ?? "");
  expect(match, answer.text).not.toBeNull();
  return Number(match![1]);
}

/** The stored row, read through the service (not the shim). */
export function storedRow(server: TestServer, key: ContentKey, id: number): Promise<ContentRow> {
  return server.services.content[key].get(SYSTEM, id);
}
