import { readdirSync, readFileSync } from "node:fs";

// Watches memory from outside the code under test: this process's resident memory, sampled,
// and the peak resident memory (VmHWM, kept by Linux for a process's whole life) of every
// process this one started, read from /proc while they live. Linux only (`available`).

export const available = (() => {
  try {
    readFileSync("/proc/self/status");
    return true;
  } catch {
    return false;
  }
})();

/** A line of /proc/<pid>/status in MB ("VmRSS", "VmHWM"), or 0 once the process is gone. */
function statusMb(pid: number | "self", field: string): number {
  try {
    const line = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function childPids(): number[] {
  return readdirSync("/proc/self/task").flatMap((task) => {
    try {
      return readFileSync(`/proc/self/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
}

export interface MemoryPeaks {
  /** This process's highest resident memory seen, above what it was at the start, in MB. */
  selfGrowthMb: number;
  /** The highest peak of any child process seen, in MB (0: none ran). */
  childPeakMb: number;
}

export function watchMemory(everyMs = 20): { stop(): MemoryPeaks } {
  const start = statusMb("self", "VmRSS");
  let self = start;
  let child = 0;
  const sample = () => {
    self = Math.max(self, statusMb("self", "VmRSS"));
    for (const pid of childPids()) child = Math.max(child, statusMb(pid, "VmHWM"));
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      sample();
      clearInterval(timer);
      return { selfGrowthMb: Math.round(self - start), childPeakMb: Math.round(child) };
    },
  };
}
