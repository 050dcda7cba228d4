import { parseArgs } from "node:util";
import { flagOptions, textOptions } from "../server/src/cli/command-line.js";

// Settings of one benchmark run, from flags first, then environment variables, then defaults.

export type DatabaseKind = "sqlite" | "postgres";
/** How our server runs: from source through tsx, or the esbuild bundle `npm start` runs. */
export type ServerBuild = "tsx" | "bundle";

export interface BenchOptions {
  /** Seconds of measured load per server and query. */
  durationSeconds: number;
  /** Seconds of unmeasured load before each measured run. */
  warmupSeconds: number;
  connections: number;
  database: DatabaseKind;
  server: ServerBuild;
  /** Where to create and drop the throw-away database (any existing database on the server). */
  postgresAdminUrl: string;
  /** How many second starts on the seeded data to time (median reported); 0 skips them. */
  coldStarts: number;
  /** Also profile our server under the curricula query with node --cpu-prof (with pagesOnly: the fresh renders, every thread). */
  cpuProfile: boolean;
  /** Folder for latest.json and profiles. */
  resultsDir: string;
  /** False: our server runs with ANSWER_CACHE_MB=0, so every request goes through Apollo and the database. */
  answerCache: boolean;
  /** Only the page runs (fresh renders and the flood, with the server's memory): no list queries, no bare server, no cold starts. */
  pagesOnly: boolean;
  /** Rounds of fresh renders of every route; the first is a warm-up. */
  renderRounds: number;
  /** Only the public routes whose path contains one of these (all without any). */
  routeFilters: string[];
  /** Only the fresh renders of the page runs (pagesOnly without the flood and the cached pages once the workers have stopped). */
  rendersOnly: boolean;
  /** Server settings to try, NAME=VALUE (RENDER_HEAP_MB=48), over the bench's own. */
  serverEnv: Record<string, string>;
}

const USAGE = `Usage: npm run bench -- [options]

  --duration <s>        measured seconds per run          (env BENCH_DURATION, default 10)
  --warmup <s>          warm-up seconds before each run   (env BENCH_WARMUP, default 3)
  --connections <n>     concurrent connections            (env BENCH_CONNECTIONS, default 50)
  --database <kind>     sqlite or postgres                (env BENCH_DATABASE, default sqlite)
  --server <build>      tsx: node --import tsx server/src/main.ts; bundle: an esbuild bundle like
                        the one npm start runs, made in bench/results/server-bundle (env BENCH_SERVER, default bundle)
  --postgres-url <url>  server to create the throw-away database on
                        (env BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
  --cold-starts <n>     timed second starts, median shown (env BENCH_COLD_STARTS, default 3)
  --cpu-prof            also profile our server under the curricula query (env BENCH_CPU_PROF=1);
                        with --pages-only, every thread (main, render workers) during the fresh renders
  --no-answer-cache     run our server with ANSWER_CACHE_MB=0: every request through Apollo and
                        the database (env BENCH_NO_ANSWER_CACHE=1)
  --pages-only          only the page runs: fresh renders and the flood, with the server's
                        memory (env BENCH_PAGES_ONLY=1); needs npm run build
  --render-rounds <n>   rounds of fresh renders of every route, the first a warm-up
                        (env BENCH_RENDER_ROUNDS, default 2)
  --route <text>        only the routes whose path contains the text, in the fresh renders (repeatable)
  --renders-only        --pages-only without the flood and the quiet cached pages: only the fresh renders
  --server-env <N=V>    a server setting to try, e.g. RENDER_HEAP_MB=48 (repeatable)
  --results <dir>       where latest.json goes            (env BENCH_RESULTS, default bench/results)
  --help                this text`;

function numberSetting(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}; got "${text}".`);
  }
  return value;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...textOptions("duration", "warmup", "connections", "database", "server", "postgres-url", "cold-starts", "render-rounds", "results"),
      ...flagOptions("cpu-prof", "no-answer-cache", "pages-only", "renders-only", "help"),
      route: { type: "string", multiple: true },
      "server-env": { type: "string", multiple: true },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const database = values.database ?? env.BENCH_DATABASE ?? "sqlite";
  if (database !== "sqlite" && database !== "postgres") {
    throw new Error(`--database must be sqlite or postgres; got "${database}".`);
  }
  const server = values.server ?? env.BENCH_SERVER ?? "bundle";
  if (server !== "tsx" && server !== "bundle") throw new Error(`--server must be tsx or bundle; got "${server}".`);
  const flag = env.BENCH_CPU_PROF;
  return {
    durationSeconds: numberSetting("--duration", values.duration ?? env.BENCH_DURATION, 10, 1, 600),
    warmupSeconds: numberSetting("--warmup", values.warmup ?? env.BENCH_WARMUP, 3, 0, 120),
    connections: Math.round(numberSetting("--connections", values.connections ?? env.BENCH_CONNECTIONS, 50, 1, 1000)),
    database,
    server,
    postgresAdminUrl: values["postgres-url"] ?? env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    coldStarts: Math.round(numberSetting("--cold-starts", values["cold-starts"] ?? env.BENCH_COLD_STARTS, 3, 0, 20)),
    cpuProfile: values["cpu-prof"] ?? (flag === "1" || flag === "true"),
    resultsDir: values.results ?? env.BENCH_RESULTS ?? "bench/results",
    answerCache: !(values["no-answer-cache"] ?? (env.BENCH_NO_ANSWER_CACHE === "1" || env.BENCH_NO_ANSWER_CACHE === "true")),
    pagesOnly: (values["pages-only"] ?? (env.BENCH_PAGES_ONLY === "1" || env.BENCH_PAGES_ONLY === "true")) || (values["renders-only"] ?? false),
    serverEnv: Object.fromEntries(
      (values["server-env"] ?? []).map((pair) => {
        const at = pair.indexOf("=");
        if (at < 1) throw new Error(`--server-env takes NAME=VALUE; got "${pair}".`);
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
    ),
    routeFilters: values.route ?? [],
    rendersOnly: values["renders-only"] ?? false,
    renderRounds: Math.round(numberSetting("--render-rounds", values["render-rounds"] ?? env.BENCH_RENDER_ROUNDS, 2, 2, 20)),
  };
}
