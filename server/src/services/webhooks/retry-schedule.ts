// When a failed delivery is tried again: after 1 minute, 5 minutes, 30 minutes, 2 hours and 12
// hours; a delivery that fails a sixth time is marked failed and kept for the panel.

const MINUTE = 60_000;
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The next attempt after `attempts` failed ones, or null when none is left. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}
