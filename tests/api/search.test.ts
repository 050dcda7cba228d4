import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { uniquePdf } from "../support/samples.js";
import { startTestServer, type TestServer } from "../support/server.js";

// Search end to end on a real server and database (SQLite, or PostgreSQL with TEST_DATABASE_URL):
// what a write makes findable is found within 10 s by polling the public query, what is trashed
// is gone when the write answers, and hidden rows (scheduled, expired, submissions) never show.

let server: TestServer;
let admin: GraphQLTestClient;
let visitor: GraphQLTestClient;

const SEARCH = `query ($query: String!, $types: [String!], $first: Int, $after: String) {
  search(query: $query, types: $types, first: $first, after: $after) {
    totalCount endCursor hasNextPage
    hits { type id section title date url file { contentType bytes } snippet { text matched } }
  }
}`;

interface Hit {
  type: string;
  id: string;
  section: string;
  title: string;
  date: string;
  url: string;
  file: { contentType: string; bytes: number } | null;
  snippet: { text: string; matched: boolean }[];
}
interface Results {
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
  hits: Hit[];
}

async function search(query: string, extra: Record<string, unknown> = {}): Promise<Results> {
  const result = await visitor.request<{ search: Results }>(SEARCH, { query, ...extra });
  expect(result.errors).toBeUndefined();
  return result.data!.search;
}

/** Polls the search until `check` holds, for at most 10 s (the promise made to clerks). */
async function searchUntil(query: string, check: (results: Results) => boolean, what: string): Promise<Results> {
  const until = Date.now() + 10_000;
  for (;;) {
    const results = await search(query);
    if (check(results)) return results;
    if (Date.now() > until) throw new Error(`Not within 10 s: ${what}: ${JSON.stringify(results)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const found = (type: string, id: string) => (results: Results) => results.hits.some((hit) => hit.type === type && hit.id === id);

async function create(type: string, input: Record<string, unknown>): Promise<string> {
  const name = `create${type[0]!.toUpperCase()}${type.slice(1)}`;
  const inputType = `Create${type[0]!.toUpperCase()}${type.slice(1)}Input`;
  const result = await admin.request<Record<string, { id: string }>>(`mutation ($input: ${inputType}!) { ${name}(input: $input) { id } }`, { input });
  expect(result.errors).toBeUndefined();
  return result.data![name]!.id;
}

async function pdfOfPages(pages: number, text: (page: number) => string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let page = 1; page <= pages; page++) doc.addPage([300, 200]).drawText(text(page), { x: 20, y: 100, size: 10 });
  return Buffer.from(await doc.save());
}

beforeAll(async () => {
  server = await startTestServer();
  admin = new GraphQLTestClient(server.url);
  visitor = new GraphQLTestClient(server.url);
  const signIn = await admin.signIn(server.adminEmail, server.adminPassword);
  expect(signIn.errors).toBeUndefined();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe(`search (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "SQLite"})`, () => {
  it("finds a word that is only inside a notice's PDF, on its third page, within 10 s; a deleted notice is no longer found; a restored one is again", async () => {
    const pdf = await pdfOfPages(3, (page) => (page === 3 ? "The zorblaxite examination schedule is final." : `Page ${page} of the circular.`));
    const id = await create("notice", {
      title: "Circular for the winter term",
      date: "2026-11-20",
      noticePdf: { name: "circular.pdf", type: "application/pdf", bytes: pdf },
    });
    const results = await searchUntil("zorblaxite", found("notice", id), "the PDF's word");
    const hit = results.hits.find((one) => one.id === id)!;
    expect(hit).toMatchObject({ section: "Notices", title: "Circular for the winter term", date: "2026-11-20" });
    expect(hit.url).toMatch(/^\/uploads\/notice\/.+\.pdf$/);
    expect(hit.file).toEqual({ contentType: "application/pdf", bytes: pdf.length });
    expect(hit.snippet.filter((part) => part.matched).map((part) => part.text)).toEqual(["zorblaxite"]);

    const removed = await admin.request(`mutation ($id: ID!) { deleteNotice(id: $id) }`, { id });
    expect(removed.errors).toBeUndefined();
    expect(found("notice", id)(await search("zorblaxite")), "a trashed notice is gone as soon as the delete answers").toBe(false);

    const restored = await admin.request(`mutation ($id: ID!) { restoreFromTrash(type: "notice", id: $id) }`, { id });
    expect(restored.errors).toBeUndefined();
    await searchUntil("zorblaxite", found("notice", id), "the restored notice");
  });

  it("finds a replaced PDF's new words and no longer its old ones", async () => {
    const id = await create("notice", {
      title: "Hall tickets",
      date: "2026-11-02",
      noticePdf: { name: "a.pdf", type: "application/pdf", bytes: await uniquePdf("Collect from quibbleton hall") },
    });
    await searchUntil("quibbleton", found("notice", id), "the first PDF");
    const updated = await admin.request(`mutation ($id: ID!, $input: UpdateNoticeInput!) { updateNotice(id: $id, input: $input) { id } }`, {
      id,
      input: { noticePdf: { name: "b.pdf", type: "application/pdf", bytes: await uniquePdf("Collect from frindlemore block") } },
    });
    expect(updated.errors).toBeUndefined();
    await searchUntil("frindlemore", found("notice", id), "the new PDF");
    expect(found("notice", id)(await search("quibbleton"))).toBe(false);
  });

  it("matches prefixes, ranks title matches above body ones, and newer above older at equal relevance", async () => {
    const inBody = await create("pageText", { key: "search-test/placement-body", title: "Training cell", body: "The placementorix season starts in December." });
    const older = await create("notice", { title: "Placementorix drive", date: "2025-01-10", link: "https://example.org/a" });
    const newer = await create("notice", { title: "Placementorix drive", date: "2026-01-10", link: "https://example.org/b" });
    const results = await searchUntil("placemento", (r) => [inBody, older, newer].every((id, i) => found(i === 0 ? "pageText" : "notice", id)(r)), "all three");
    const order = results.hits.map((hit) => `${hit.type}:${hit.id}`);
    expect(order.indexOf(`notice:${newer}`)).toBeLessThan(order.indexOf(`notice:${older}`));
    expect(order.indexOf(`notice:${older}`)).toBeLessThan(order.indexOf(`pageText:${inBody}`));
    expect(results.hits.find((hit) => hit.type === "pageText")!.snippet.find((part) => part.matched)?.text).toBe("placementorix");
  });

  it("finds Marathi words in a Marathi page text, whole words and prefixes, and not inside other words", async () => {
    const id = await create("pageText", {
      key: "search-test/marathi",
      title: "विद्यार्थी कल्याण",
      body: "महाविद्यालयातील विद्यार्थ्यांसाठी शिष्यवृत्ती योजना आणि क्रीडा स्पर्धा.",
    });
    await searchUntil("शिष्यवृत्ती", found("pageText", id), "a Marathi body word");
    expect(found("pageText", id)(await search("विद्यार्थी"))).toBe(true); // a title word with vowel signs and a virama
    expect(found("pageText", id)(await search("क्रीडा स्पर्धा"))).toBe(true);
    expect(found("pageText", id)(await search("शिष्य"))).toBe(true); // a prefix
    // Vowel signs are inside words: "र्थ" alone is not a word of this text.
    expect(found("pageText", id)(await search("र्थ"))).toBe(false);
    expect(found("pageText", id)(await search("English words"))).toBe(false);
    const hit = (await search("योजना")).hits.find((one) => one.id === id)!;
    expect(hit.snippet.filter((part) => part.matched).map((part) => part.text)).toEqual(["योजना"]);
  });

  it("answers a Marathi search with the Marathi title where the item has one, else the English one, said in fallbackToEnglish, and the sections in Marathi", async () => {
    const withMarathi = await create("notice", {
      title: "Hostel allotment list ardentovic",
      titleMr: "वसतिगृह वाटप यादी आर्डेंटोविक",
      date: "2026-11-02",
      link: "https://example.org/a",
    });
    const englishOnly = await create("notice", { title: "Library timings ardentovic", date: "2026-11-01", link: "https://example.org/b" });
    await searchUntil("ardentovic", (r) => found("notice", withMarathi)(r) && found("notice", englishOnly)(r), "both notices");
    const ask = async (lang: string | null, words = "ardentovic") => {
      const result = await visitor.request<{ search: { hits: { id: string; section: string; title: string; fallbackToEnglish: string[] }[] } }>(
        `query ($q: String!, $lang: Language) { search(query: $q, lang: $lang) { hits { id section title fallbackToEnglish } } }`,
        { q: words, lang },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.search.hits;
    };
    const marathi = await ask("MR");
    expect(marathi.find((hit) => hit.id === withMarathi)).toMatchObject({ section: "सूचना", title: "वसतिगृह वाटप यादी आर्डेंटोविक", fallbackToEnglish: [] });
    expect(marathi.find((hit) => hit.id === englishOnly)).toMatchObject({ section: "सूचना", title: "Library timings ardentovic", fallbackToEnglish: ["title"] });
    const english = await ask(null);
    expect(english.find((hit) => hit.id === withMarathi)).toMatchObject({ section: "Notices", title: "Hostel allotment list ardentovic", fallbackToEnglish: [] });
    // The Marathi title's own words find it.
    expect((await ask("MR", "वसतिगृह आर्डेंटोविक")).map((hit) => hit.id)).toContain(withMarathi);
  });

  it("finds people by name and designation", async () => {
    const id = await create("person", { group: "office-staff", name: "Ms. Veronika Tallowfield", role: "Registrar of examinations" });
    await searchUntil("tallowfield", found("person", id), "a person by name");
    expect(found("person", id)(await search("registrar"))).toBe(true);
  });

  it("never shows scheduled or expired items, and submissions are not searchable", async () => {
    const scheduled = await create("notice", { title: "Snarkleberry results", date: "2026-11-20", link: "https://example.org/s", publishFrom: "2099-01-01T00:00:00Z" });
    const expired = await create("notice", { title: "Snarkleberry timetable", date: "2026-11-20", link: "https://example.org/e", validUntil: "2020-01-01T00:00:00Z" });
    const visible = await create("notice", { title: "Snarkleberry notice", date: "2026-11-20", link: "https://example.org/v" });
    const results = await searchUntil("snarkleberry", found("notice", visible), "the visible notice");
    // The scheduled and expired ones were written before the visible one: the queue has passed them.
    expect(found("notice", scheduled)(results)).toBe(false);
    expect(found("notice", expired)(results)).toBe(false);
    expect(results.totalCount).toBe(1);
    const refused = await visitor.request(SEARCH, { query: "anything", types: ["admissionConfirmation"] });
    expect(refused.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(server.services.search.types()).not.toContain("admissionConfirmation");
    expect(server.services.search.types()).not.toContain("alumniRegistration");
  });

  it("a row whose entry was lost (a crash between a write and its indexing) is queued by the catch-up and found again", async () => {
    const id = await create("notice", { title: "Quillimont workshop", date: "2026-11-20", link: "https://example.org/q" });
    await searchUntil("quillimont", found("notice", id), "the notice");
    const postgres = server.database === "postgres";
    const entries = (await server.dataSource.query(`SELECT id FROM search_entry WHERE type_key = 'notice' AND row_id = ${postgres ? "$1" : "?"}`, [Number(id)])) as {
      id: number;
    }[];
    for (const entry of entries) {
      if (!postgres) await server.dataSource.query(`DELETE FROM search_entry_fts WHERE rowid = ?`, [entry.id]);
      await server.dataSource.query(`DELETE FROM search_entry WHERE id = ${postgres ? "$1" : "?"}`, [entry.id]);
    }
    expect(found("notice", id)(await search("quillimont"))).toBe(false);
    expect(await server.services.upkeep.searchIndexer.catchUp()).toBeGreaterThanOrEqual(1);
    await server.services.upkeep.searchIndexer.drain();
    await searchUntil("quillimont", found("notice", id), "the notice after the catch-up");
  });

  it("pages with limit and offset, as every list does: items, totalCount and hasNextPage (issue 34, item 9f)", async () => {
    for (let i = 0; i < 3; i++) await create("notice", { title: `Plimbleworth circular ${i}`, date: `2026-10-0${i + 1}`, link: "https://example.org/p" });
    await searchUntil("plimbleworth", (r) => r.totalCount === 3, "three notices");
    const PAGED = `query ($query: String!, $limit: Int, $offset: Int) { search(query: $query, limit: $limit, offset: $offset) { totalCount hasNextPage items { title } } }`;
    const page = async (variables: Record<string, unknown>) =>
      await visitor.request<{ search: { totalCount: number; hasNextPage: boolean; items: { title: string }[] } }>(PAGED, { query: "plimbleworth", ...variables });
    const first = (await page({ limit: 2 })).data!.search;
    expect(first).toMatchObject({ totalCount: 3, hasNextPage: true });
    expect(first.items).toHaveLength(2);
    const second = (await page({ limit: 2, offset: 2 })).data!.search;
    expect(second).toEqual({ totalCount: 3, hasNextPage: false, items: [{ title: "Plimbleworth circular 0" }] });
    expect((await page({ limit: 51 })).errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "limit" });
    expect((await page({ offset: -1 })).errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "offset" });
  });

  it("still pages with the deprecated first and after (hits, endCursor)", async () => {
    for (let i = 0; i < 3; i++) await create("notice", { title: `Wobbletonia circular ${i}`, date: `2026-10-0${i + 1}`, link: "https://example.org/w" });
    await searchUntil("wobbletonia", (r) => r.totalCount === 3, "three notices");
    const first = await search("wobbletonia", { first: 2 });
    expect(first.hits).toHaveLength(2);
    expect(first.hasNextPage).toBe(true);
    const second = await search("wobbletonia", { first: 2, after: first.endCursor });
    expect(second.hits).toHaveLength(1);
    expect(second.hasNextPage).toBe(false);
    expect(second.hits[0]!.title).toBe("Wobbletonia circular 0");
  });

  it("tells the total on every page, a page past the end included", async () => {
    for (let i = 0; i < 4; i++) await create("notice", { title: `Trundlewick circular ${i}`, date: `2026-09-0${i + 1}`, link: "https://example.org/t" });
    const all = await searchUntil("trundlewick", (r) => r.hits.length === 4, "four notices");
    expect(all.totalCount).toBe(4);
    expect(all.hasNextPage).toBe(false);
    const full = await search("trundlewick", { first: 4 });
    expect(full).toMatchObject({ totalCount: 4, hasNextPage: false });
    const firstTwo = await search("trundlewick", { first: 2 });
    expect(firstTwo).toMatchObject({ totalCount: 4, hasNextPage: true });
    const lastTwo = await search("trundlewick", { first: 2, after: firstTwo.endCursor });
    expect(lastTwo.hits.map((hit) => hit.title)).toEqual(["Trundlewick circular 1", "Trundlewick circular 0"]);
    expect(lastTwo).toMatchObject({ totalCount: 4, hasNextPage: false });
    const pastTheEnd = await search("trundlewick", { first: 2, after: Buffer.from("o:10").toString("base64url") });
    expect(pastTheEnd).toMatchObject({ totalCount: 4, hits: [], hasNextPage: false });
  });

  it("finds a committee by a member's name (never by a mobile number), follows a member's rename, and links to the committee's page", async () => {
    const id = await create("committee", {
      session: "2025-2026",
      name: "Sports Committee",
      slug: "search-sports",
      chairmanName: "Chair Person",
      chairmanMobile: "9000000100",
      members: [
        { name: "Ozymandra Kettleburn", mobile: "9123456781" },
        { name: "Second Member", mobile: "9123456782" },
      ],
    });
    const results = await searchUntil("kettleburn", found("committee", id), "the member's name");
    expect(results.hits.find((hit) => hit.id === id)).toMatchObject({ section: "Committees", title: "Sports Committee", url: "/committe/search-sports" });
    expect(found("committee", id)(await search("9123456781"))).toBe(false);

    const committee = await admin.request<{ committee: { members: { id: string }[] } }>(`query ($id: ID!) { committee(id: $id) { members { id } } }`, { id });
    const renamed = await admin.request(`mutation ($id: ID!, $input: UpdateCommitteeMemberInput!) { updateCommitteeMember(id: $id, input: $input) { id } }`, {
      id: committee.data!.committee.members[0]!.id,
      input: { name: "Perpetua Quorndale" },
    });
    expect(renamed.errors).toBeUndefined();
    await searchUntil("quorndale", found("committee", id), "the renamed member");
    expect(found("committee", id)(await search("kettleburn"))).toBe(false);
  });

  it("links a page text to the page that shows it", async () => {
    const id = await create("pageText", { key: "training-placement/policy", title: "Placement policy", body: "Every snorkelvane student may sit the campus drive." });
    const results = await searchUntil("snorkelvane", found("pageText", id), "the page text");
    expect(results.hits.find((hit) => hit.id === id)!.url).toBe("/training-placements");
  });

  it("flags a PDF with no text layer (a scan) for administrators, and says nothing of it to visitors", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 200]).drawRectangle({ x: 20, y: 20, width: 200, height: 100 });
    const scan = Buffer.from(await doc.save());
    const id = await create("notice", { title: "Scanned circular", date: "2026-11-20", noticePdf: { name: "scan.pdf", type: "application/pdf", bytes: scan } });
    const ask = `query ($id: ID!) { notice(id: $id) { noticePdfInfo { textLayer } } }`;
    const until = Date.now() + 10_000;
    let layer: string | null = null;
    while (layer === null && Date.now() < until) {
      const result = await admin.request<{ notice: { noticePdfInfo: { textLayer: string | null } } }>(ask, { id });
      expect(result.errors).toBeUndefined();
      layer = result.data!.notice.noticePdfInfo.textLayer;
      if (layer === null) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(layer).toBe("no-text");
    const seen = await visitor.request<{ notice: { noticePdfInfo: { textLayer: string | null } } }>(ask, { id });
    expect(seen.data!.notice.noticePdfInfo.textLayer).toBeNull();
  });

  it("survives hostile PDFs: garbage bytes named .pdf, and a PDF of 3,000 pages, are indexed by their title without stalling the server", async () => {
    const garbage = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(200_000, 0x5a), Buffer.from("\n%%EOF\n")]);
    const broken = await admin.request<{ createNotice: { id: string } }>(`mutation ($input: CreateNoticeInput!) { createNotice(input: $input) { id } }`, {
      input: { title: "Gribbleflax broken", date: "2026-11-20", noticePdf: { name: "broken.pdf", type: "application/pdf", bytes: garbage } },
    });
    const huge = await create("notice", {
      title: "Gribbleflax huge",
      date: "2026-11-20",
      noticePdf: { name: "huge.pdf", type: "application/pdf", bytes: await pdfOfPages(3000, (page) => `Page ${page}`) },
    });
    const started = Date.now();
    // The server keeps answering while the files are read.
    expect((await search("nothing-here")).totalCount).toBe(0);
    expect(Date.now() - started).toBeLessThan(2000);
    const ids = [huge, ...(broken.data ? [broken.data.createNotice.id] : [])];
    await searchUntil("gribbleflax", (r) => ids.every((id) => found("notice", id)(r)), "both by title");
  }, 60_000);
});

describe(`forgiving search (issue 39, item 7; ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "SQLite"})`, () => {
  const ids = (results: Results) => results.hits.map((hit) => `${hit.type}:${hit.id}`).sort();

  it("finds the same for a plural and its singular, and for a compound and its two words, either way round", async () => {
    const page = await create("pageText", {
      key: "search-test/quorvan-hostel",
      title: "Quorvan hostel",
      body: "The quorvan time table for the first year, and the hostel fee.",
    });
    const timetables = await create("notice", { title: "Quorvan timetables of the winter exams", date: "2025-09-01", link: "https://example.org/t" });
    const fees = await create("notice", { title: "Quorvan fees refund", date: "2025-09-02", link: "https://example.org/f" });
    await searchUntil("quorvan", (r) => [page, timetables, fees].every((id, i) => found(i === 0 ? "pageText" : "notice", id)(r)), "the three rows");
    // "fee" in the page, "fees" in a notice: each spelling finds both.
    const feeRows = [`notice:${fees}`, `pageText:${page}`];
    expect(ids(await search("quorvan fee"))).toEqual(feeRows);
    expect(ids(await search("quorvan fees"))).toEqual(feeRows);
    // "time table" in the page, "timetables" in a notice: each spelling finds both.
    const tableRows = [`notice:${timetables}`, `pageText:${page}`];
    expect(ids(await search("quorvan timetable"))).toEqual(tableRows);
    expect(ids(await search("quorvan time table"))).toEqual(tableRows);
    expect(ids(await search("quorvan time tables"))).toEqual(tableRows);
  });

  it("finds a Marathi word in another case ending, and with or without a nukta", async () => {
    const page = await create("pageText", {
      key: "search-test/marathi-stems",
      title: "झेलवांड माहिती",
      body: "झेलवांड विद्यार्थ्यांसाठी फ़ी परतावा.",
    });
    await searchUntil("झेलवांड", found("pageText", page), "the Marathi page");
    expect(found("pageText", page)(await search("झेलवांड विद्यार्थ्यांना"))).toBe(true);
    expect(found("pageText", page)(await search("झेलवांड विद्यार्थ्यांच्या"))).toBe(true);
    expect(found("pageText", page)(await search("झेलवांड फी"))).toBe(true);
  });

  it("finds a noun's oblique and plural forms from the word a visitor types (issue 39), and not a word that only looks alike", async () => {
    const page = await create("pageText", {
      key: "search-test/marathi-oblique",
      title: "क्वेरलान सूचना",
      body: "क्वेरलान विद्यार्थ्यांना शिष्यवृत्त्यांचा तपशील.",
    });
    await searchUntil("क्वेरलान", found("pageText", page), "the Marathi page");
    expect(found("pageText", page)(await search("क्वेरलान विद्यार्थी"))).toBe(true);
    expect(found("pageText", page)(await search("क्वेरलान विद्यार्थ्याला"))).toBe(true);
    expect(found("pageText", page)(await search("क्वेरलान शिष्यवृत्ती"))).toBe(true);
    expect(found("pageText", page)(await search("क्वेरलान शिक्षक"))).toBe(false);
  });

  it("shows snippets as plain text (no Markdown, no page key) and dates as the site writes them, in the language asked", async () => {
    const page = await create("pageText", {
      key: "search-test/plain-snippet",
      title: "Vextrolan rules",
      body: "## Vextrolan rules\n\n- **Bring** your _hall ticket_: see [the circular](https://example.org/c.pdf)\n\n| Day | Vextrolan paper |\n|---|---|\n| Monday | First |",
    });
    const notice = await create("notice", { title: "Vextrolan results", date: "2025-09-01", link: "https://example.org/r" });
    const results = await searchUntil("vextrolan", (r) => found("pageText", page)(r) && found("notice", notice)(r), "both rows");
    const text = results.hits
      .find((hit) => hit.type === "pageText" && hit.id === page)!
      .snippet.map((part) => part.text)
      .join("");
    expect(text).toContain("Bring your hall ticket: see the circular");
    for (const raw of ["##", "**", "_hall", "](", "https://", "|---", "search-test/"]) expect(text).not.toContain(raw);
    const dated = async (lang: string | null) => {
      const result = await visitor.request<{ search: { hits: { id: string; date: string; dateText: string }[] } }>(
        `query ($q: String!, $lang: Language) { search(query: $q, lang: $lang) { hits { id date dateText } } }`,
        { q: "vextrolan results", lang },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.search.hits.find((hit) => hit.id === notice)!;
    };
    expect(await dated(null)).toMatchObject({ date: "2025-09-01", dateText: "1 Sept 2025" });
    expect((await dated("MR")).dateText).toBe("1 सप्टें, 2025");
  });
});
