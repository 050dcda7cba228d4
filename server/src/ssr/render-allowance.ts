// How many fresh renders (page cache misses) one address may cause: a visitor reading the site
// causes a few a minute at most, and only after an administrator's change; a script inventing
// addresses causes one per request. Counted per address over a sliding minute (this minute's
// count plus the share of the last minute's that still falls in the window). Bounded memory:
// at most MAX_ADDRESSES are remembered, the longest-unseen forgotten first.

const WINDOW_MS = 60_000;
const MAX_ADDRESSES = 20_000;

interface Count {
  windowStart: number;
  current: number;
  previous: number;
}

export interface RenderAllowance {
  /** Counts one render for `address`; false when the address has used its allowance (the render must not run). */
  take(address: string, now?: number): boolean;
  /** Seconds until `address` may cause another render. */
  retryAfterSeconds(address: string, now?: number): number;
}

/** `clock`: the server's (config.now), in milliseconds. */
export function createRenderAllowance(perMinute: number, clock: () => number = Date.now): RenderAllowance {
  const counts = new Map<string, Count>();

  function countFor(address: string, now: number): Count {
    let count = counts.get(address);
    if (count)
      counts.delete(address); // re-inserted below: the Map's order is the order of last use
    else count = { windowStart: now - (now % WINDOW_MS), current: 0, previous: 0 };
    const windowStart = now - (now % WINDOW_MS);
    if (windowStart !== count.windowStart) {
      count.previous = windowStart - count.windowStart === WINDOW_MS ? count.current : 0;
      count.current = 0;
      count.windowStart = windowStart;
    }
    counts.set(address, count);
    if (counts.size > MAX_ADDRESSES) counts.delete(counts.keys().next().value!);
    return count;
  }

  function used(count: Count, now: number): number {
    const previousShare = 1 - (now - count.windowStart) / WINDOW_MS;
    return count.current + count.previous * previousShare;
  }

  return {
    take(address, now = clock()) {
      const count = countFor(address, now);
      if (used(count, now) >= perMinute) return false;
      count.current += 1;
      return true;
    },
    retryAfterSeconds(address, now = clock()) {
      const count = countFor(address, now);
      if (used(count, now) < perMinute) return 0;
      return Math.max(1, Math.ceil((count.windowStart + WINDOW_MS - now) / 1000));
    },
  };
}
