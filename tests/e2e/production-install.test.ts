import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/server-process.js";
import { TEST_DATA_KEY } from "../support/test-config.js";

// A production install (docs/operating.md, Production install): the tree `npm run build` made, installed with
// `npm ci --omit=dev`, starts with `npm start` and serves the site, the panel and the API with no
// dev dependency and no TypeScript. The test uses the repository's dist/ as built (the e2e lane of
// `npm test` runs `npm run build`'s steps when dist/ is older than its sources; locally: `npm run
// build`) and copies the parts a release holds into a temp folder, keeping their times (cp -a).
//
// node_modules: `npm ci --omit=dev` would fetch and unpack ~600 packages and compile sqlite3 from
// source (about 2 minutes on a CI core). Instead the production packages, as `npm ls --omit=dev`
// lists them, are hard-linked from the repository's node_modules (cp -al: fast, no copy), which is
// the tree `npm ci --omit=dev` makes from the same lock file. PRODUCTION_INSTALL_NPM_CI=1 runs the
// real `npm ci --omit=dev` instead (from the npm cache when it can). Either way no dev dependency is
// there, so a hidden import of one fails the start.

const ROOT = path.resolve(import.meta.dirname, "../..");
/** What a release holds besides node_modules: the server finds dist/ by walking up to schema/. */
const RELEASE_PARTS = ["package.json", "package-lock.json", "dist", "schema", "scripts"];
// dist/server/cli-*.mjs are npm run admin, backup and restore (scripts/cli.mjs).
const BUILT = ["dist/server/main.mjs", "dist/server/render-worker.mjs", "dist/server/cli-backup.mjs", "dist/client/index.html", "dist/ssr/site-shape.json"];
const BUILD_TOOLS_MISSING = "run npm run build first (the dev dependencies are needed to build)";

let release: string;
/** PATH without any node_modules/.bin (vitest's run adds the repository's): no tool from there. */
const PATH = (process.env.PATH ?? "")
  .split(path.delimiter)
  .filter((dir) => !dir.includes(`node_modules${path.sep}.bin`))
  .join(path.delimiter);

function installProductionPackages(into: string): void {
  if (process.env.PRODUCTION_INSTALL_NPM_CI === "1") {
    execFileSync("npm", ["ci", "--omit=dev", "--ignore-scripts=false", "--no-audit", "--no-fund", "--prefer-offline"], { cwd: into, stdio: "pipe" });
    return;
  }
  const listed = execFileSync("npm", ["ls", "--omit=dev", "--parseable", "--all"], { cwd: ROOT, encoding: "utf8", maxBuffer: 16 << 20 })
    .split("\n")
    .filter((line) => line.startsWith(path.join(ROOT, "node_modules") + path.sep))
    .sort();
  // Outermost folders only (a package's own node_modules/ comes with it, its packages being
  // production ones too), grouped by the folder they go into: one cp per group, not per package.
  const groups = new Map<string, string[]>();
  let last: string | undefined;
  for (const source of listed) {
    if (last && source.startsWith(last + path.sep)) continue;
    const parent = path.dirname(path.join(into, path.relative(ROOT, source)));
    groups.set(parent, [...(groups.get(parent) ?? []), source]);
    last = source;
  }
  for (const [parent, sources] of groups) {
    fs.mkdirSync(parent, { recursive: true });
    execFileSync("cp", ["-al", ...sources, parent]);
  }
}

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(args: string[], env: Record<string, string>): Started {
  const child = spawn(process.execPath, args, {
    cwd: release,
    env: {
      PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      NO_SEED: "true",
      DATA_KEY: TEST_DATA_KEY,
      ADMIN_EMAIL: "admin@college.example",
      ADMIN_PASSWORD: "correct horse battery staple",
      DRAIN_DELAY_S: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitUntilServing(started: Started, url: string): Promise<void> {
  let ended = false;
  void started.exited.then(() => (ended = true));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (ended) throw new Error(`The server ended before it was ready. Its output:\n${started.output()}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error(`Not ready after 60 s. Its output:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(started: Started): Promise<void> {
  started.child.kill("SIGTERM");
  await started.exited;
}

/** Starts `args` in the release folder on a new data folder and checks the home page, the panel and /graphql. */
async function servesTheSite(args: string[], dataDir = fs.mkdtempSync(path.join(release, "data-"))): Promise<string> {
  const port = await freePort();
  const started = launch(args, { PORT: String(port), DATA_DIR: dataDir });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(started, url);
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const panel = await fetch(`${url}/admin-login/`);
    expect(panel.status).toBe(200);
    expect(panel.headers.get("content-type")).toContain("text/html");
    const answer = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ uploadLimits { maxMegabytes } }" }),
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { uploadLimits: { maxMegabytes: number } } }).data.uploadLimits.maxMegabytes).toBeGreaterThan(0);
  } finally {
    await stop(started);
  }
  return started.output();
}

beforeAll(
  () => {
    const missing = BUILT.filter((file) => !fs.existsSync(path.join(ROOT, file)));
    if (missing.length) throw new Error(`Not built (${missing.join(", ")}): run \`npm run build\` first.`);
    release = fs.mkdtempSync(path.join(os.tmpdir(), "college-release-"));
    for (const part of RELEASE_PARTS) {
      fs.cpSync(path.join(ROOT, part), path.join(release, part), { recursive: true, preserveTimestamps: true });
    }
    installProductionPackages(release);
    // A real npm ci compiles sqlite3 (minutes on a busy machine); the hard links take seconds.
  },
  process.env.PRODUCTION_INSTALL_NPM_CI === "1" ? 900_000 : 180_000,
);

afterAll(() => {
  if (release) fs.rmSync(release, { recursive: true, force: true });
});

describe("a production install (npm run build, then npm ci --omit=dev)", () => {
  it("has no dev dependency in its node_modules", () => {
    // What the lock file marks dev-only (`npm ci --omit=dev` leaves those out): the dev
    // dependencies and what only they need. (@types/react, say, is not: a production package needs it.)
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, { dev?: boolean }> };
    const devOnly = Object.entries(lock.packages)
      .filter(([, entry]) => entry.dev)
      .map(([where]) => where);
    expect(devOnly).toEqual(
      expect.arrayContaining(["node_modules/esbuild", "node_modules/tsx", "node_modules/vite", "node_modules/typescript", "node_modules/@graphql-codegen/cli"]),
    );
    expect(devOnly.filter((where) => fs.existsSync(path.join(release, where)))).toEqual([]);
    expect(fs.existsSync(path.join(release, "node_modules", "express"))).toBe(true);
  });

  it("serves the site, the panel and the API from node dist/server/main.mjs", async () => {
    await servesTheSite(["dist/server/main.mjs"]);
  });

  it("starts with npm start without building, even when its files got new times (a checkout, a copy without -a)", async () => {
    const now = new Date();
    for (const file of ["package.json", "schema/base.graphql"]) fs.utimesSync(path.join(release, file), now, now);
    const output = await servesTheSite(["scripts/start.mjs"]);
    expect(output).not.toContain("Preparing the server");
    expect(output).not.toContain("Building the website");
  });

  it("runs npm run admin and npm run backup from their bundles", async () => {
    const dataDir = fs.mkdtempSync(path.join(release, "data-"));
    await servesTheSite(["dist/server/main.mjs"], dataDir);
    const env = { ...process.env, PATH, DATA_DIR: dataDir, DATA_KEY: TEST_DATA_KEY, BACKUP_DIR: path.join(release, "backups") };
    const admin = execFileSync("npm", ["run", "--silent", "admin", "--", "create", "--email", "clerk@college.example"], { cwd: release, env, encoding: "utf8" });
    expect(admin).toContain("Account created: clerk@college.example");
    const backup = execFileSync("npm", ["run", "--silent", "backup"], { cwd: release, env, encoding: "utf8" });
    expect(backup).toContain(`Backup saved in ${path.join(release, "backups", "college-")}`);
  });

  it("says to run npm run build first when the build is missing", async () => {
    const bundle = path.join(release, "dist", "server", "main.mjs");
    const kept = `${bundle}.kept`;
    fs.renameSync(bundle, kept);
    try {
      const started = launch(["scripts/start.mjs"], { PORT: String(await freePort()), DATA_DIR: path.join(release, "never") });
      expect(await started.exited).toBe(1);
      expect(started.output()).toContain(BUILD_TOOLS_MISSING);
    } finally {
      fs.renameSync(kept, bundle);
    }
  });
});
