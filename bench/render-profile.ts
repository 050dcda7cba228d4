import { mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "./children.js";
import { readProfile, summariseProfile, type ProfileSummary } from "./cpu-profile.js";
import type { BenchOptions } from "./options.js";
import { measureFreshRenders, type FreshRenderResult } from "./page-renders.js";
import { startOurServer, type OurServerSetup } from "./servers.js";

// `npm run bench -- --pages-only --cpu-prof`: the fresh renders once more on a server started
// with node --cpu-prof, which writes one profile per thread: the main thread (the page route,
// the GraphQL answers, the database driver's calls) and each render worker (React, the page's
// code, compression). The whole run is summarised, its warm-up round included: a worker's first
// renders compile the page code, and that is part of what a fresh render costs.

export interface ThreadProfile {
  /** "main thread" or "thread N" (a render worker; with --server tsx, also tsx's loader). */
  thread: string;
  file: string;
  summary: ProfileSummary;
}

export interface RenderProfile {
  renders: FreshRenderResult;
  threads: ThreadProfile[];
}

export async function profileFreshRenders(setup: OurServerSetup, options: BenchOptions, log: (line: string) => void): Promise<RenderProfile> {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const dir = path.resolve(REPO_ROOT, options.resultsDir, "profiles", `ours-${options.database}-${options.server}-renders-${stamp}`);
  await mkdir(dir, { recursive: true });
  log("\nProfiling every thread of our server during the fresh renders (node --cpu-prof)");
  const server = await startOurServer({ ...setup, nodeFlags: ["--cpu-prof", `--cpu-prof-dir=${dir}`] }, "ours (profiled renders)");
  let renders: FreshRenderResult;
  try {
    renders = await measureFreshRenders(server, options.renderRounds, options.routeFilters);
  } finally {
    await server.stop(); // SIGTERM: the server stops its workers and exits, and node writes the profiles
  }
  // Named CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile; thread 0 is the main thread.
  const files = (await readdir(dir)).filter((name) => name.endsWith(".cpuprofile")).sort();
  if (files.length === 0) throw new Error(`No profile was written in ${dir}. Server output:\n${server.child.output()}`);
  const threads = files.map((name) => {
    const thread = name.split(".")[4];
    return {
      thread: thread === "0" ? "main thread" : `thread ${thread}`,
      file: path.relative(REPO_ROOT, path.join(dir, name)),
      summary: summariseProfile(readProfile(path.join(dir, name))),
    };
  });
  return { renders, threads };
}
