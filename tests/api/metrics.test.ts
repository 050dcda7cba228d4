import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GraphQLTestClient } from "../support/graphql.js";
import { startTestServer, type TestServer } from "../support/server.js";

// GET /metrics (server/src/http/metrics-access.ts): Prometheus's text, to a direct connection
// from METRICS_ALLOW or with METRICS_TOKEN; to anyone else the site's usual 404.

const TOKEN = "metrics-token-for-the-test-0123456789";

/** One sample of the text exposition format: name, labels, value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
// Prometheus reads values with Go's ParseFloat: NaN and Inf in any case (prom-client writes "Nan").
const VALUE = "[-+]?(?:[0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?|[nN][aA][nN]|[iI][nN][fF])";
const HELP_LINE = new RegExp(`^# HELP (${NAME}) .*$`);
const TYPE_LINE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE_LINE = new RegExp(`^(${NAME})(\\{(?:${LABEL}(?:,${LABEL})*)?,?\\})? (${VALUE})(?: -?[0-9]+)?$`);

/** A strict reading of Prometheus's text format: every line a HELP, a TYPE or a sample of a declared family. */
function parseExposition(text: string): Sample[] {
  expect(text.endsWith("\n")).toBe(true);
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split("\n")) {
    if (line === "") continue;
    const help = HELP_LINE.exec(line);
    if (help) continue;
    const type = TYPE_LINE.exec(line);
    if (type) {
      expect(types.has(type[1]!), `TYPE twice for ${type[1]}`).toBe(false);
      types.set(type[1]!, type[2]!);
      continue;
    }
    const sample = SAMPLE_LINE.exec(line);
    expect(sample, `not a line of the exposition format: ${line}`).not.toBeNull();
    const name = sample![1]!;
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count|total|created)$/, "");
    expect(types.has(family) || types.has(name), `sample of an undeclared family: ${line}`).toBe(true);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample![2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name, labels, value: Number(sample![3]!.replace(/inf$/i, "Infinity")) });
  }
  return samples;
}

function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));
  return found.reduce((sum, s) => sum + s.value, 0);
}

async function metrics(server: TestServer, headers: Record<string, string> = {}): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${server.url}/metrics`, { headers });
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

describe("/metrics", () => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a proxy on the same host: every visitor's connection comes from 127.0.0.1.
    server = await startTestServer({ env: { TRUST_PROXY: "loopback", METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("is not there for a visitor who came through the proxy, though the connection is from loopback", async () => {
    expect((await metrics(server)).status).toBe(200);
    const outside = await metrics(server, { "x-forwarded-for": "203.0.113.9" });
    expect(outside.status).toBe(404);
    expect(outside.text).not.toMatch(/# HELP|# TYPE|metrics/i);
    // Claiming to be loopback through the proxy changes nothing.
    expect((await metrics(server, { "x-forwarded-for": "127.0.0.1" })).status).toBe(404);
    expect((await metrics(server, { "x-forwarded-for": "203.0.113.9", authorization: "Bearer wrong-token-wrong-token-wrong" })).status).toBe(404);
  });

  it("answers a direct connection from loopback, and the token through the proxy, in Prometheus's text format", async () => {
    const direct = await metrics(server);
    expect(direct.status).toBe(200);
    expect(direct.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parseExposition(direct.text);
    for (const name of [
      "http_requests_total",
      "http_request_duration_seconds_bucket",
      "cache_lookups_total",
      "page_render_jobs",
      "sign_in_refusals_total",
      "password_checks_total",
      "search_queue_length",
      "webhook_queue_length",
      "process_cpu_user_seconds_total",
      "nodejs_heap_size_used_bytes",
    ]) {
      expect(
        samples.some((s) => s.name === name),
        name,
      ).toBe(true);
    }
    // The PostgreSQL pool, read from the pg driver; nothing of the kind on SQLite.
    expect(samples.some((s) => s.name === "db_pool_connections")).toBe(server.database === "postgres");
    const viaProxy = await metrics(server, { "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${TOKEN}` });
    expect(viaProxy.status).toBe(200);
    parseExposition(viaProxy.text);
  });

  it("passes Prometheus's own parser and linter (promtool check metrics, from Debian's prometheus package)", async () => {
    const promtool = ["/usr/bin/promtool", "/usr/local/bin/promtool"].find((candidate) => existsSync(candidate));
    if (!promtool) throw new Error("promtool is missing: apt-get install -y --no-install-recommends prometheus (.ci/run installs it).");
    const scrape = await metrics(server);
    const checked = spawnSync(promtool, ["check", "metrics"], { input: scrape.text, encoding: "utf8" });
    expect(checked.error).toBeUndefined();
    // A text it cannot parse is one "error while linting: ... parsing error" line. Of the lint,
    // only prom-client's own default metrics are let off (it names some gauges "..._total").
    const complaints = `${checked.stdout}${checked.stderr}`.split("\n").filter((line) => line.trim() !== "");
    expect(complaints.filter((line) => !/^(nodejs|process)_\w+ /.test(line))).toEqual([]);
  });

  it("counts requests by route and status, cache lookups, sign-in refusals and password checks", async () => {
    const before = parseExposition((await metrics(server)).text);
    const query = (text: string) =>
      fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: text }) }).then((r) =>
        r.arrayBuffer(),
      );
    await query("{ siteSettings { instituteName } }");
    await query("{ siteSettings { instituteName } }");
    await query("{ siteSettings { instituteName } }");
    await new GraphQLTestClient(server.url).request('mutation { signIn(email: "admin@college.example", password: "not the password at all") { id } }');
    await (await fetch(`${server.url}/uploads/notices/none.pdf`)).arrayBuffer();

    await expect
      .poll(
        async () =>
          sampleValue(parseExposition((await metrics(server)).text), "http_requests_total", { route: "/graphql", status: "200" }) -
          sampleValue(before, "http_requests_total", { route: "/graphql", status: "200" }),
      )
      .toBeGreaterThanOrEqual(4);
    const after = parseExposition((await metrics(server)).text);
    const grew = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(grew("http_requests_total", { route: "/uploads/:folder/:name", status: "404" })).toBe(1);
    expect(grew("http_request_duration_seconds_count", { route: "/graphql" })).toBeGreaterThanOrEqual(4);
    expect(grew("cache_lookups_total", { cache: "answer", outcome: "hit" })).toBeGreaterThanOrEqual(2);
    expect(grew("sign_in_refusals_total", { reason: "wrongCredentials" })).toBe(1);
    expect(grew("password_checks_total", {})).toBe(1);
    // The scrapes themselves are requests too, by their route.
    expect(sampleValue(after, "http_requests_total", { route: "/metrics", status: "200" })).toBeGreaterThanOrEqual(1);
  });
});

describe("/metrics with METRICS_ALLOW naming other addresses", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_ALLOW: "10.0.0.0/8", METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("is not there for a direct connection from loopback; the token opens it", async () => {
    expect((await metrics(server)).status).toBe(404);
    expect((await metrics(server, { authorization: "Bearer " })).status).toBe(404);
    expect((await metrics(server, { authorization: `Bearer ${TOKEN.slice(0, -1)}x` })).status).toBe(404);
    expect((await metrics(server, { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });
});
