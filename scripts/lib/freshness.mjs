import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./run.mjs";

/** Newest modification time (ms) of the files under the given paths; 0 when none exist. */
export function newestMtime(relativePaths, { ignore = [] } = {}) {
  const ignored = ignore.map((p) => path.join(ROOT, p));
  let newest = 0;
  const visit = (absolute) => {
    if (ignored.some((p) => absolute === p || absolute.startsWith(p + path.sep))) return;
    let stat;
    try {
      stat = fs.statSync(absolute);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(absolute)) visit(path.join(absolute, name));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const p of relativePaths) visit(path.join(ROOT, p));
  return newest;
}

/** True when `target` is missing or older than any file under `sources`. */
export function isStale(target, sources, options) {
  let targetTime;
  try {
    targetTime = fs.statSync(path.join(ROOT, target)).mtimeMs;
  } catch {
    return true;
  }
  return newestMtime(sources, options) > targetTime;
}
