import http from "node:http";
import path from "node:path";
import sqlite3 from "sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestServer } from "../support/server.js";
import { assertClientBuilt } from "./browser.js";

// Issue "A page never takes the site down": pages are rendered on worker threads with a time
// and memory budget, a few at a time, under one canonical address each. Plain HTTP against the
// real server and the built site (no browser needed). Speeds are measured by `npm run bench`,
// never asserted here.

const BOMB = ">".repeat(4002);
const HOSTEL = "/facilities/girls-hostel";

function get(server: TestServer, pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.url}${pathname}`, { redirect: "manual", ...init });
}

/** A GET with the path exactly as written: fetch() would resolve "." and ".." segments itself. */
function rawGet(server: TestServer, rawPath: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}/`, { path: rawPath }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode!, location: response.headers.location }));
    });
    request.on("error", reject);
  });
}

/** Writes a page text straight into the database, as if it had been stored before the rule existed. */
async function storeDirectly(server: TestServer, key: string, body: string): Promise<void> {
  const db = new sqlite3.Database(path.join(server.dataDir, "college.sqlite"));
  try {
    await new Promise<void>((resolve, reject) => {
      db.run("PRAGMA busy_timeout = 5000", () => {
        db.run("UPDATE page_text SET body = ? WHERE key = ?", [body, key], function (this: sqlite3.RunResult, error: Error | null) {
          if (error) reject(error);
          else if (this.changes !== 1) reject(new Error(`No page text ${key}.`));
          else resolve();
        });
      });
    });
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}

async function signedIn(server: TestServer): Promise<GraphQLTestClient> {
  const admin = new GraphQLTestClient(server.url);
  const answer = await admin.request("mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { id } }", { e: TEST_ADMIN_EMAIL, p: TEST_ADMIN_PASSWORD });
  expect(answer.errors).toBeUndefined();
  return admin;
}

async function addPageText(admin: GraphQLTestClient, key: string, body: string): Promise<string> {
  const created = await admin.request<{ createPageText: { id: string } }>("mutation ($input: CreatePageTextInput!) { createPageText(input: $input) { id } }", {
    input: { key, title: "Girls' hostel", body },
  });
  expect(created.errors).toBeUndefined();
  return created.data!.createPageText.id;
}

beforeAll(() => {
  assertClientBuilt();
});

describe("a page text nested 4,002 levels deep", () => {
  let server: TestServer;
  let admin: GraphQLTestClient;
  let textId: string;

  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { SERVE_CLIENT: "true", RENDER_TIMEOUT_MS: "20000" } });
    admin = await signedIn(server);
    textId = await addPageText(admin, "facilities/girls-hostel", "Rooms for 120 students.");
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it("is refused when an administrator saves it, with a message a clerk understands", async () => {
    const answer = await admin.request("mutation ($id: ID!, $input: UpdatePageTextInput!) { updatePageText(id: $id, input: $input) { id } }", {
      id: textId,
      input: { body: BOMB },
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(answer.errors?.[0]?.message).toContain("placed inside each other 4002 levels deep");
    expect(answer.errors?.[0]?.message).toContain("Remove some of the > or * signs");
  });

  it("already stored, gets a plain 500 page naming nothing internal, while the rest of the site keeps answering", async () => {
    expect((await get(server, "/")).status).toBe(200);
    expect((await get(server, "/")).headers.get("x-answer-cache")).toBe("hit");
    await storeDirectly(server, "facilities/girls-hostel", BOMB);
    const before = server.logMessages().length;

    const bomb = get(server, HOSTEL);
    // While a worker struggles with it, the main thread answers as usual.
    for (let i = 0; i < 5; i++) {
      const home = await get(server, "/");
      expect(home.status).toBe(200);
      expect(home.headers.get("x-answer-cache")).toBe("hit");
      expect((await get(server, "/healthz")).status).toBe(200);
    }
    const answer = await bomb;
    expect(answer.status).toBe(500);
    expect(answer.headers.get("content-type")).toContain("text/html");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const html = await answer.text();
    expect(html).toContain("This page could not be shown");
    expect(html).toContain('<a href="/">Go to the home page</a>');
    for (const internal of ["memory", "worker", "Error", "stack", "MB", "ms"]) expect(html).not.toContain(internal);
    const lines = server
      .logMessages()
      .slice(before)
      .filter((line) => line.includes(HOSTEL));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^The page \/facilities\/girls-hostel could not be rendered: (needed more than its \d+ MB of memory|took longer than \d+ ms)/);

    // Remembered until the content changes: the next visitor is not another render of it.
    expect((await get(server, HOSTEL)).status).toBe(500);
    expect(
      server
        .logMessages()
        .slice(before)
        .filter((line) => line.includes(HOSTEL)),
    ).toHaveLength(1);
    expect((await get(server, "/gps-in-news")).status).toBe(200);
  });

  it("says so in Marathi on a Marathi address", async () => {
    const answer = await get(server, `/mr${HOSTEL}`);
    expect(answer.status).toBe(500);
    const html = await answer.text();
    expect(html).toContain('<html lang="mr">');
    expect(html).toContain("हे पान दाखवता आले नाही");
    expect(html).toContain('<a href="/mr">मुख्यपृष्ठावर जा</a>');
  });

  it("is shown again once an administrator has corrected the text", async () => {
    const answer = await admin.request("mutation ($id: ID!, $input: UpdatePageTextInput!) { updatePageText(id: $id, input: $input) { id } }", {
      id: textId,
      input: { body: "Rooms for **120** students." },
    });
    expect(answer.errors).toBeUndefined();
    const page = await get(server, HOSTEL);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<strong>120</strong>");
  });
});

describe("one address per page", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { SERVE_CLIENT: "true" } });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it.each(["/GPS-IN-NEWS", "/gps-in-news/", "//gps-in-news", "/%67ps-in-news", "/./gps-in-news", "/x/../gps-in-news", "/gps-in-news//"])(
    "sends %s to /gps-in-news with a 301, without rendering it",
    async (spelling) => {
      expect(await rawGet(server, spelling)).toEqual({ status: 301, location: "/gps-in-news" });
    },
  );

  it("keeps the query string on the way, and keys the page on its path alone", async () => {
    const redirected = await get(server, "/GPS-in-news?utm_source=sms");
    expect(redirected.headers.get("location")).toBe("/gps-in-news?utm_source=sms");
    expect((await get(server, "/gps-in-news")).status).toBe(200);
    for (const query of ["?utm_source=sms", "?fbclid=abc123", "?a=1&b=2", "?"]) {
      const answer = await get(server, `/gps-in-news${query}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-answer-cache")).toBe("hit");
    }
  });

  it("keeps a page's own spelling: a path with capitals is canonical when its route is written so", async () => {
    expect((await get(server, "/achievements/patents")).headers.get("location")).toBe("/Achievements/Patents");
    expect((await get(server, "/Achievements/Patents")).status).toBe(200);
  });

  it("answers every unknown address with the one not-found page, rendered once", async () => {
    const first = await get(server, "/no-such-page");
    expect(first.status).toBe(404);
    await first.text();
    for (const unknown of ["/no-such-page-2", "/a/b/c/d", "/gps-in-news/extra", "/x%2Fy", `/${"a".repeat(3000)}`]) {
      const answer = await get(server, unknown);
      expect(answer.status, unknown).toBe(404);
      expect(answer.headers.get("x-answer-cache"), unknown).toBe("hit");
      expect(await answer.text()).toContain("<h1");
    }
  });

  it("answers an address that cannot be decoded with 400, not as a server error", async () => {
    const answer = await get(server, "/%zz");
    expect(answer.status).toBe(400);
  });

  it("leaves the files and endpoints beside the pages alone", async () => {
    expect((await get(server, "/healthz")).status).toBe(200);
    expect((await get(server, "/admin-login/")).status).toBe(200);
    const graphql = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(graphql.status).toBe(200);
  });
});

/**
 * The server's clock, running at the real pace from 5 s into a minute. The render allowance
 * counts by whole minutes (the last one's count fading out), so renders on both sides of a
 * minute's turn would count for less than their number: these tests take a few seconds, well
 * within the minute this clock gives them.
 */
function clockFromStartOfAMinute(): () => Date {
  const startedAt = Date.now();
  const start = Date.UTC(2026, 5, 1, 10, 0, 5);
  return () => new Date(start + (Date.now() - startedAt));
}

describe("renders a few at a time, and a few per address", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      seed: false,
      env: { SERVE_CLIENT: "true", RENDER_WORKERS: "1", RENDER_QUEUE: "0", RENDERS_PER_MINUTE: "5", RENDER_TIMEOUT_MS: "20000" },
      now: clockFromStartOfAMinute(),
    });
    const admin = await signedIn(server);
    await addPageText(admin, "facilities/girls-hostel", "Rooms for 120 students.");
    await storeDirectly(server, "facilities/girls-hostel", BOMB);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it("refuses a render with 503 and Retry-After while every slot is busy, and still answers cached pages at once", async () => {
    expect((await get(server, "/")).status).toBe(200); // render 1 of this address
    const bomb = get(server, HOSTEL); // render 2: holds the only worker
    await new Promise((resolve) => setTimeout(resolve, 300));
    const busy = await get(server, "/gps-in-news"); // render 3, refused
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(await busy.text()).toContain("The site is very busy");
    const home = await get(server, "/");
    expect(home.status).toBe(200);
    expect(home.headers.get("x-answer-cache")).toBe("hit");
    expect((await bomb).status).toBe(500);
  });

  it("answers 429 with Retry-After once an address has caused its renders for the minute; cached pages still answer", async () => {
    expect((await get(server, "/gps-in-news")).status).toBe(200); // render 4
    expect((await get(server, "/sitemap")).status).toBe(200); // render 5
    const refused = await get(server, "/alumni/objective");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Please slow down");
    // On a Marathi address, in Marathi (a refused render takes nothing from the allowance).
    const refusedMarathi = await get(server, "/mr/alumni/objective");
    expect(refusedMarathi.status).toBe(429);
    expect(await refusedMarathi.text()).toContain("कृपया थोडे थांबा");
    expect((await get(server, "/gps-in-news")).status).toBe(200);
  });
});
