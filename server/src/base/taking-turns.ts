// Work that may run only so many at a time (pictures being decoded, each holding its pixels):
// the rest wait their turn, first come first served.

export type TakingTurns = <T>(work: () => Promise<T>) => Promise<T>;

export function takingTurns(atOnce: number): TakingTurns {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running < atOnce) running++;
    // A finished piece hands its place straight to the next in line, so `running` stays the same.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
