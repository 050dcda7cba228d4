import autocannon from "autocannon";
import { PAGE_HEADERS, REQUEST_HEADERS, requestMethod, requestPath, type QueryShape } from "./queries.js";

// One autocannon run against one server, in this process. autocannon's own latency histogram
// has whole-millisecond resolution, too coarse for a local server, so the latency of every
// 2xx response is also kept here (bounded) and the percentiles are computed from it.

const MAX_LATENCY_SAMPLES = 5_000_000;

export interface LoadRun {
  requestsPerSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  meanMs: number | null;
  maxMs: number | null;
  totalRequests: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** 2xx answers whose body differed from the expected one. */
  mismatches: number;
  durationSeconds: number;
}

export interface LoadSettings {
  url: string;
  shape: QueryShape;
  connections: number;
  durationSeconds: number;
  /** When given, every answer's body is compared with it (differences count as mismatches). */
  expectBody?: string;
}

function percentile(sorted: Float64Array, fraction: number): number | null {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index];
}

const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

export function runLoad(settings: LoadSettings): Promise<LoadRun> {
  let latencies = new Float64Array(65_536);
  let count = 0;
  const record = (ms: number) => {
    if (count === latencies.length) {
      if (count >= MAX_LATENCY_SAMPLES) return;
      const bigger = new Float64Array(Math.min(MAX_LATENCY_SAMPLES, count * 2));
      bigger.set(latencies);
      latencies = bigger;
    }
    latencies[count++] = ms;
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: settings.url + requestPath(settings.shape),
        method: requestMethod(settings.shape),
        headers: settings.shape.pagePath ? { ...PAGE_HEADERS } : { ...REQUEST_HEADERS },
        ...(settings.shape.pagePath ? {} : { body: settings.shape.body }),
        connections: settings.connections,
        duration: settings.durationSeconds,
        timeout: 10,
        ...(settings.expectBody === undefined ? {} : { expectBody: settings.expectBody }),
      },
      (error, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        const sorted = latencies.subarray(0, count).sort();
        let sum = 0;
        for (const value of sorted) sum += value;
        const durationSeconds = result.duration || settings.durationSeconds;
        resolve({
          requestsPerSecond: Math.round((result.requests.total / durationSeconds) * 10) / 10,
          p50Ms: round3(percentile(sorted, 0.5)),
          p99Ms: round3(percentile(sorted, 0.99)),
          meanMs: round3(count ? sum / count : null),
          maxMs: round3(count ? sorted[count - 1] : null),
          totalRequests: result.requests.total,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          mismatches: (result as { mismatches?: number }).mismatches ?? 0,
          durationSeconds,
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) record(responseTime);
    });
  });
}
