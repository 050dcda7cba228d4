// Types of build.mjs for the TypeScript that imports it (the benchmark, the tests' server process).
export function serverNodeFlags(env?: NodeJS.ProcessEnv): string[];
export function serverEnvDefaults(env?: NodeJS.ProcessEnv): { MALLOC_ARENA_MAX: string };
export function bundleServer(outdir?: string): Promise<void>;
