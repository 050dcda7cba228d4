import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { REPO_ROOT } from "./children.js";

// Where the time goes, from a V8 .cpuprofile (node --cpu-prof): self time by function, and
// self and inclusive time by package or source folder, optionally only within a time window
// (so that start-up and warm-up do not count). node writes one profile per JavaScript thread
// (the render workers have theirs: bench/render-profile.ts); work in libuv threads (the sqlite3
// driver's queries, file reads) shows up as "(idle)".
//
// Standalone: npx tsx bench/cpu-profile.ts <file.cpuprofile> [topN] [startUs endUs]
// (the window of a run is in latest.json under profile.window)

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface TimeShare {
  name: string;
  ms: number;
  percent: number;
}

export interface ProfileSummary {
  sampledMs: number;
  samples: number;
  /** Each sample given to the stage of its innermost recognised frame (see STAGES). */
  byStage: TimeShare[];
  /** Self time by function. */
  topFunctions: TimeShare[];
  /** Time with the function on the stack (in the JSON only: long, and middleware nests). */
  inclusiveFunctions: TimeShare[];
  /** Self time by package (node_modules), source folder, node internals, GC ... */
  selfByModule: TimeShare[];
  /**
   * Time with at least one frame of the module on the stack. Middleware that calls next()
   * synchronously (helmet, cookie-parser, express) also holds everything after it.
   */
  inclusiveByModule: TimeShare[];
}

/** A window in microseconds of the monotonic clock (process.hrtime), which V8's profile uses too. */
export interface TimeWindow {
  startUs: number;
  endUs: number;
}

// Stages of a request, tried on each sample's frames from the innermost outwards: the first
// frame whose module matches names the stage.
const STAGES: [string, RegExp][] = [
  ["database: TypeORM + driver", /^(typeorm|sqlite3|pg|pg-protocol|pg-pool|pg-types|postgres-.*)$/],
  ["our server code (bundled: not split by folder)", /^(bench\/results\/server-bundle|dist\/server)/],
  ["our services (outside TypeORM)", /^server\/src\/(services|auth|storage|db)/],
  ["our query-shape limit rule", /^server\/src\/graphql\/limits/],
  ["our GraphQL resolvers / context", /^server\/src\//],
  ["graphql-js execute", /^graphql\/execution|^graphql\/jsutils|^graphql\/type/],
  ["graphql-js validate", /^graphql\/validation|^graphql\/utilities/],
  ["graphql-js parse / print", /^graphql\/language/],
  ["Apollo Server pipeline", /^@apollo\/|^@graphql-tools\//],
  ["multipart check (graphql-upload-minimal)", /^graphql-upload-minimal$/],
  ["JSON body parsing (body-parser)", /^(body-parser|raw-body|iconv-lite|content-type|type-is|media-typer|bytes|on-finished|unpipe|http-errors)$/],
  ["helmet", /^helmet$/],
  ["cookie-parser", /^(cookie-parser|cookie|cookie-signature)$/],
  [
    "Express routing + res.send (ETag ...)",
    /^(express|router|finalhandler|etag|fresh|negotiator|accepts|parseurl|path-to-regexp|send|vary|depd|mime-types|statuses|encodeurl|escape-html|proxy-addr|forwarded|qs|range-parser|merge-descriptors|serve-static|utils-merge|safe-buffer)$/,
  ],
  ["tsx loader", /^tsx$/],
  // A render worker: the render module (React, the router, the page's code) and compression.
  ["server render: React and the page's code (dist/ssr)", /^dist\/ssr/],
  ["compression (node:zlib)", /^node:zlib$/],
  ["node HTTP, sockets, streams", /^node:(_http|net|internal\/(stream|http|streams|stream_base_commons|js_stream_socket)|stream)/],
  ["garbage collector", /^\(garbage collector\)$/],
  ["idle (waiting: I/O, libuv pool)", /^\(idle\)$/],
];

function stageOf(modules: string[]): string {
  for (const name of modules) {
    for (const [stage, pattern] of STAGES) if (pattern.test(name)) return stage;
  }
  return modules[0]?.startsWith("(program)") ? "(program: V8/native, unattributed)" : "other (node internals, V8 builtins)";
}

const SPECIAL = new Set(["(garbage collector)", "(program)", "(idle)", "(root)"]);

function relativePath(url: string): string {
  if (!url.startsWith("file://")) return url;
  const file = decodeURIComponent(new URL(url).pathname);
  return path.relative(REPO_ROOT, file);
}

export function moduleOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return SPECIAL.has(functionName) ? functionName : "(native / V8 builtins)";
  if (url.startsWith("node:")) {
    const parts = url.slice(5).split("/");
    return `node:${parts[0] === "internal" && parts.length > 2 ? `internal/${parts[1]}` : parts.join("/").replace(/\.js$/, "")}`;
  }
  const file = relativePath(url);
  const nodeModules = file.lastIndexOf("node_modules/");
  if (nodeModules >= 0) {
    const parts = file.slice(nodeModules + "node_modules/".length).split("/");
    if (parts[0] === "graphql" && parts.length > 2) return `graphql/${parts[1]}`; // execution, validation, language ...
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const parts = file.split("/");
  return parts.length > 1 ? parts.slice(0, -1).join("/") : file;
}

function functionLabel(frame: CallFrame): string {
  const name = frame.functionName || "(anonymous)";
  if (!frame.url) return name;
  const file = relativePath(frame.url).replace(/^.*node_modules\//, "");
  return `${name}  ${file}:${frame.lineNumber + 1}`;
}

function ranked(totals: Map<string, number>, totalMs: number, top: number): TimeShare[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ name, ms: Math.round(us / 100) / 10, percent: Math.round((us / 1000 / totalMs) * 1000) / 10 }));
}

export function summariseProfile(profile: CpuProfile, window?: TimeWindow, top = 25): ProfileSummary {
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }

  const selfByFunction = new Map<string, number>();
  const selfByModule = new Map<string, number>();
  const inclusiveByModule = new Map<string, number>();
  const byStage = new Map<string, number>();
  const inclusiveByFunction = new Map<string, number>();
  let totalUs = 0;
  let counted = 0;
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i] ?? 0;
    // A sample stands for the time until the next one.
    const weight = profile.timeDeltas[i + 1] ?? 0;
    if (window && (time < window.startUs || time > window.endUs)) continue;
    const leaf = byId.get(profile.samples[i]);
    if (!leaf || weight <= 0) continue;
    totalUs += weight;
    counted++;
    const label = functionLabel(leaf.callFrame);
    selfByFunction.set(label, (selfByFunction.get(label) ?? 0) + weight);
    const leafModule = moduleOf(leaf.callFrame);
    selfByModule.set(leafModule, (selfByModule.get(leafModule) ?? 0) + weight);
    const stack: string[] = []; // modules, innermost first
    const functions = new Set<string>();
    for (let id: number | undefined = leaf.id, guard = 0; id !== undefined && guard < 10_000; id = parent.get(id), guard++) {
      const node = byId.get(id);
      if (!node || node.callFrame.functionName === "(root)") continue;
      stack.push(moduleOf(node.callFrame));
      functions.add(functionLabel(node.callFrame));
    }
    for (const name of functions) inclusiveByFunction.set(name, (inclusiveByFunction.get(name) ?? 0) + weight);
    const stage = stageOf(stack);
    byStage.set(stage, (byStage.get(stage) ?? 0) + weight);
    for (const name of new Set(stack)) inclusiveByModule.set(name, (inclusiveByModule.get(name) ?? 0) + weight);
  }
  const totalMs = totalUs / 1000 || 1;
  return {
    sampledMs: Math.round(totalMs),
    samples: counted,
    byStage: ranked(byStage, totalMs, 100),
    topFunctions: ranked(selfByFunction, totalMs, top),
    inclusiveFunctions: ranked(inclusiveByFunction, totalMs, 60),
    selfByModule: ranked(selfByModule, totalMs, top),
    inclusiveByModule: ranked(inclusiveByModule, totalMs, top),
  };
}

export function readProfile(file: string): CpuProfile {
  return JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
}

export function formatSummary(summary: ProfileSummary): string {
  const lines: string[] = [];
  const table = (title: string, rows: TimeShare[]) => {
    lines.push("", title);
    for (const row of rows) lines.push(`  ${row.percent.toFixed(1).padStart(5)}%  ${row.ms.toFixed(1).padStart(8)} ms  ${row.name}`);
  };
  lines.push(`Sampled ${summary.sampledMs} ms of the thread (${summary.samples} samples).`);
  table("By stage (innermost recognised frame of each sample):", summary.byStage);
  table("Self time by function:", summary.topFunctions);
  table("Self time by package / folder:", summary.selfByModule);
  return lines.join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [file, top, startUs, endUs] = process.argv.slice(2);
  if (!file) {
    console.error("Usage: npx tsx bench/cpu-profile.ts <file.cpuprofile> [topN] [startUs endUs]");
    process.exit(2);
  }
  const window = startUs && endUs ? { startUs: Number(startUs), endUs: Number(endUs) } : undefined;
  console.log(formatSummary(summariseProfile(readProfile(file), window, top ? Number(top) : 25)));
}
