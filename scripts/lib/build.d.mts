// Types of build.mjs for the TypeScript that imports it (the benchmark).
export const SERVER_BUNDLE: string;
export function serverNodeFlags(env?: NodeJS.ProcessEnv): string[];
export function serverEnvDefaults(env?: NodeJS.ProcessEnv): { MALLOC_ARENA_MAX: string };
export function bundleServer(outdir?: string): Promise<void>;
export function clientBuildIsStale(): boolean;
export function buildClient(): Promise<number>;
export function serverBundleIsStale(): boolean;
export const BUILD_TOOLS_MISSING: string;
export function missingBuildTools(): string[];
