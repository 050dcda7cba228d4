// SQLite has one writer and TypeORM's sqlite driver shares one connection, so two requests'
// transactions must not interleave: writes queue up behind each other in this process.
// PostgreSQL handles concurrent transactions itself, so its lock lets everything through.

export interface WriteLock {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createWriteLock(serialise: boolean): WriteLock {
  if (!serialise) return { run: (work) => work() };
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      const result = tail.then(work, work);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
