// Types of freshness.mjs for the TypeScript that imports it (its unit test).
interface Where {
  ignore?: string[];
  root?: string;
}
export function sourcesDigest(relativePaths: string[], options?: Where): string;
export function recordSources(target: string, digest: string, options?: { root?: string }): void;
export function isStale(target: string, sources: string[], options?: Where & { builtFrom?: string }): boolean;
