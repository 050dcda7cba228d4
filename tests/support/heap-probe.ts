// Loaded into a server child process with `--import` (tests only, never in production): answers
// the parent's "heap" message over the IPC channel with the process's memory after a full
// garbage collection (when node runs with --expose-gc), so a test can check what stays held.

process.on("message", (message) => {
  if (message !== "heap") return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const { heapUsed, heapTotal, rss, external, arrayBuffers } = process.memoryUsage();
  process.send?.({ heapUsed, heapTotal, rss, external, arrayBuffers, collected: gc !== undefined });
});
