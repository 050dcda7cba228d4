import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, setSharedLogger } from "../../server/src/base/logger.js";
import { GraphQLTestClient } from "../support/graphql.js";
import { inflatingPdf } from "../support/hostile-pdfs.js";
import { available, watchMemory } from "../support/process-memory.js";
import { uniquePdf } from "../support/samples.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Issue 34 end to end: an administrator uploads a 400 KB notice PDF whose content stream
// inflates to 400 MB. The upload succeeds, the notice is found by its title, its file is marked
// unreadable, the server's log says why, and the server (in this process, whose resident memory
// is watched from /proc) grows far less than the 700 MB it once did. A normal PDF's words are
// found after it. SQLite, or PostgreSQL with TEST_DATABASE_URL.

const SERVER_GROWTH_MB = 150;

let server: TestServer;
let admin: GraphQLTestClient;
/** What the server's background work logged (the indexer's reading of PDFs logs to the shared logger). */
const backgroundLines: string[] = [];

beforeAll(async () => {
  setSharedLogger(createLogger({ level: "info", destination: { write: (line: string) => void backgroundLines.push(line) } }));
  server = await startTestServer();
  admin = new GraphQLTestClient(server.url);
  expect((await admin.signIn(server.adminEmail, server.adminPassword)).errors).toBeUndefined();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function createNotice(title: string, pdf: Buffer): Promise<string> {
  const result = await admin.request<{ createNotice: { id: string } }>(`mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`, {
    input: { title, date: "2026-11-20", noticePdf: { name: "notice.pdf", type: "application/pdf", bytes: pdf } },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createNotice.id;
}

/** Polls the public search until the notice is among the hits, for at most `seconds`. */
async function foundWithin(words: string, id: string, seconds: number): Promise<boolean> {
  const until = Date.now() + seconds * 1000;
  const visitor = new GraphQLTestClient(server.url);
  while (Date.now() < until) {
    const result = await visitor.request<{ search: { hits: { id: string }[] } }>(`query ($q: String!) { search(query: $q) { hits { id } } }`, { q: words });
    if (result.data?.search.hits.some((hit) => hit.id === id)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** Polls what the panel shows of the notice's PDF (`text`, `no-text`, `unreadable`) until its text has been read, for at most `seconds`. */
async function textLayerWithin(id: string, seconds: number): Promise<string | null> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const result = await admin.request<{ notice: { noticePdfInfo: { textLayer: string | null } } }>(
      `query ($id: ID!) { notice(id: $id) { noticePdfInfo { textLayer } } }`,
      { id },
    );
    const layer = result.data?.notice.noticePdfInfo.textLayer ?? null;
    if (layer !== null) return layer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return null;
}

describe.runIf(available)(`a PDF that inflates to 400 MB, uploaded (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "SQLite"})`, () => {
  it("is stored and found by its title, its text refused with a log line, the server's memory bounded", async () => {
    const bomb = await inflatingPdf(400);
    const memory = watchMemory();
    const id = await createNotice("Zanthorpe circular", bomb);
    const byTitle = await foundWithin("zanthorpe", id, 15);
    const layer = await textLayerWithin(id, 40);
    const { selfGrowthMb, childPeakMb } = memory.stop();
    console.log(`text layer ${layer}; server +${selfGrowthMb} MB, reader peak ${childPeakMb} MB`);
    expect(selfGrowthMb).toBeLessThan(SERVER_GROWTH_MB);
    expect(byTitle).toBe(true);
    expect(layer).toBe("unreadable");
    const warnings = backgroundLines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toContainEqual(
      expect.stringMatching(/^The text of notice\/\S+\.pdf could not be read: a FlateDecode stream inflates to more than 64 MB\.$/),
    );
  }, 90_000);

  it("still finds a normal PDF's words", async () => {
    const id = await createNotice("Ordinary circular", await uniquePdf("The quorvalent examination schedule"));
    expect(await foundWithin("quorvalent", id, 15)).toBe(true);
  }, 30_000);
});
