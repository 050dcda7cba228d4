// Where a start's time went, as one log line: "database 80 ms, migrations 30 ms, ...". Each
// step is timed from the end of the one before.

export interface StepTimes {
  /** Ends the step `name` now. */
  done(name: string): void;
  /** The steps so far, in order, e.g. "database 80 ms, migrations 30 ms". */
  summary(): string;
}

export function stepTimes(now: () => number = () => performance.now()): StepTimes {
  const steps: string[] = [];
  let last = now();
  return {
    done(name) {
      const time = now();
      steps.push(`${name} ${Math.round(time - last)} ms`);
      last = time;
    },
    summary: () => steps.join(", "),
  };
}
