import { execFileSync } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";

// Memory and CPU of a server process during a run, read from /proc (Linux).

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export interface ProcessUsage {
  /** VmRSS when the window began, in MB. */
  startRssMb: number | null;
  /** Highest VmRSS seen while sampling, in MB. */
  peakRssMb: number | null;
  /** VmHWM at the end: the highest RSS over the whole life of the process (start-up included), in MB. */
  lifetimePeakRssMb: number | null;
  /** CPU seconds used during the window divided by its wall seconds (1.0 = one core busy). */
  cores: number | null;
  /**
   * CPU of everything else on the machine meanwhile (not the server, not this load generator),
   * in cores: other programs competing for the CPUs make a run less trustworthy.
   */
  otherCores: number | null;
  /** CPU of this process (autocannon, the load generator) in cores. */
  loadGeneratorCores: number | null;
  /** The same, split into the main thread, the libuv pool, V8 helpers (GC, compiler) ... */
  coresByThread: Record<string, number>;
  /** Wall seconds watched: cores times seconds is the CPU time used. */
  seconds: number;
}

async function statusKb(pid: number, field: "VmRSS" | "VmHWM"): Promise<number | null> {
  try {
    const text = await readFile(`/proc/${pid}/status`, "utf8");
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Busy ticks of the whole machine, all CPUs (from the "cpu" line of /proc/stat). */
async function machineBusyTicks(): Promise<number | null> {
  try {
    const line = (await readFile("/proc/stat", "utf8")).split("\n")[0];
    const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
    return user + nice + system + irq + softirq + steal;
  } catch {
    return null;
  }
}

async function processTicks(pid: number | "self"): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** CPU ticks (user + system) of every thread of the process, by thread id. */
async function threadTicks(pid: number): Promise<Map<string, { name: string; ticks: number }>> {
  const result = new Map<string, { name: string; ticks: number }>();
  let tids: string[];
  try {
    tids = await readdir(`/proc/${pid}/task`);
  } catch {
    return result;
  }
  for (const tid of tids) {
    try {
      const stat = await readFile(`/proc/${pid}/task/${tid}/stat`, "utf8");
      // "tid (name) state ..." — the name may hold spaces or parentheses; fields follow the last ")".
      const open = stat.indexOf("(");
      const close = stat.lastIndexOf(")");
      const fields = stat.slice(close + 2).split(" ");
      // After the name: state is field 3 of the man page, utime 14 and stime 15.
      result.set(tid, { name: stat.slice(open + 1, close), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the thread ended meanwhile
    }
  }
  return result;
}

function groupName(pid: number, tid: string, name: string): string {
  if (tid === String(pid)) return "main thread";
  // Node 20's libuv pool threads (file system, sqlite3 queries, argon2 ...) are unnamed: "node".
  if (name === "node" || name.startsWith("libuv-worker")) return "other threads (libuv pool)";
  if (name.startsWith("V8 ") || name.startsWith("v8:")) return "V8 helpers";
  return name;
}

/** Samples RSS every `intervalMs` and CPU at start and stop, until `stop()` is called. */
export async function watchProcess(pid: number, intervalMs = 100): Promise<{ stop(): Promise<ProcessUsage> }> {
  const startTicks = await threadTicks(pid);
  const startMachine = await machineBusyTicks();
  const startSelf = await processTicks("self");
  const started = performance.now();
  const startKb = await statusKb(pid, "VmRSS");
  let peakKb = startKb ?? 0;
  let sampling: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      peakKb = Math.max(peakKb, (await statusKb(pid, "VmRSS")) ?? 0);
    });
  }, intervalMs);

  return {
    async stop(): Promise<ProcessUsage> {
      clearInterval(timer);
      await sampling;
      const endTicks = await threadTicks(pid);
      const endMachine = await machineBusyTicks();
      const endSelf = await processTicks("self");
      const seconds = (performance.now() - started) / 1000;
      const coresByThread: Record<string, number> = {};
      let totalTicks = 0;
      for (const [tid, end] of endTicks) {
        const used = end.ticks - (startTicks.get(tid)?.ticks ?? 0);
        totalTicks += used;
        const group = groupName(pid, tid, end.name);
        coresByThread[group] = (coresByThread[group] ?? 0) + used / TICKS_PER_SECOND / seconds;
      }
      for (const key of Object.keys(coresByThread)) coresByThread[key] = round(coresByThread[key], 2);
      const hwm = await statusKb(pid, "VmHWM");
      const cores = (ticks: number) => round(ticks / TICKS_PER_SECOND / seconds, 2);
      const selfTicks = startSelf === null || endSelf === null ? null : endSelf - startSelf;
      const machineTicks = startMachine === null || endMachine === null ? null : endMachine - startMachine;
      return {
        startRssMb: startKb === null ? null : round(startKb / 1024, 1),
        peakRssMb: peakKb ? round(peakKb / 1024, 1) : null,
        lifetimePeakRssMb: hwm === null ? null : round(hwm / 1024, 1),
        cores: endTicks.size ? cores(totalTicks) : null,
        otherCores: machineTicks === null || selfTicks === null ? null : Math.max(0, cores(machineTicks - totalTicks - selfTicks)),
        loadGeneratorCores: selfTicks === null ? null : cores(selfTicks),
        coresByThread,
        seconds: round(seconds, 2),
      };
    },
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
