// A background worker's "wake up soon" (the search indexer after a commit, the webhook worker
// after a delivery is queued): the wake-ups within `delayMs` make one run of `work`, and none is
// made while the worker is not started or after it stops.

export interface WakeSoon {
  /** Runs `work` after `delayMs`, unless a run is already due or the worker is not started. */
  wake(): void;
  start(): void;
  /** No more runs; a due one is dropped. */
  stop(): void;
}

export function wakeSoon(delayMs: number, work: () => void): WakeSoon {
  let started = false;
  let due: ReturnType<typeof setTimeout> | null = null;
  return {
    wake() {
      if (!started || due) return;
      due = setTimeout(() => {
        due = null;
        work();
      }, delayMs);
    },
    start() {
      started = true;
    },
    stop() {
      started = false;
      if (due) clearTimeout(due);
      due = null;
    },
  };
}
