// Types of supervise.mjs for the TypeScript that imports it (its tests).
export interface SuperviseOptions {
  command: string;
  args?: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  name?: string;
  memoryHint?: string;
  outOfMemoryAdvice?: string;
  maxCrashes?: number;
  crashWindowMs?: number;
  backoffMs?: number;
  maxBackoffMs?: number;
  servingBackoffMs?: number;
  maxServingBackoffMs?: number;
  signals?: NodeJS.Signals[];
  log?: (line: string) => void;
  stderr?: NodeJS.WritableStream;
}
export interface SuperviseResult {
  exitCode: number;
  starts: number;
  crashes: number;
}
export function supervise(options: SuperviseOptions): Promise<SuperviseResult>;
export function describeExit(exit: { code: number | null; signal: NodeJS.Signals | null; outOfMemory?: boolean; memoryHint?: string }): string;
