import { readFileSync } from "node:fs";

// Another process's resident memory, read from outside it: the PDF text reader's child can be
// busy inside one synchronous decode, unable to watch itself, while its ArrayBuffers grow.

/** The process's resident memory in MB (VmRSS in Linux's /proc), or null where it cannot be read (no /proc, or the process is gone). */
export function residentMb(pid: number): number | null {
  try {
    const line = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return line ? Number(line[1]) / 1024 : null;
  } catch {
    return null;
  }
}
