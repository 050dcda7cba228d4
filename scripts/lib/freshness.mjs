import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./run.mjs";

// Is a build output current? First by modification times (fast, and right while someone edits);
// when a source looks newer, by the sources' contents, which the build recorded beside its output
// (`recordSources`): a git checkout, an unpacked archive or a copy without -a gives files new
// times without changing them, and that alone must not send a start to the build tools.
// Paths are relative to `root` (the repository; tests give a folder of their own).

function visitFiles(root, relativePaths, ignore, onFile) {
  const ignored = ignore.map((p) => path.join(root, p));
  const visit = (absolute) => {
    if (ignored.some((p) => absolute === p || absolute.startsWith(p + path.sep))) return;
    let stat;
    try {
      stat = fs.statSync(absolute);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(absolute).sort()) visit(path.join(absolute, name));
    } else {
      onFile(absolute, stat);
    }
  };
  for (const p of relativePaths) visit(path.join(root, p));
}

/** Newest modification time (ms) of the files under the given paths; 0 when none exist. */
export function newestMtime(relativePaths, { ignore = [], root = ROOT } = {}) {
  let newest = 0;
  visitFiles(root, relativePaths, ignore, (_file, stat) => (newest = Math.max(newest, stat.mtimeMs)));
  return newest;
}

/** SHA-256 over the names and contents of the files under the given paths. */
export function sourcesDigest(relativePaths, { ignore = [], root = ROOT } = {}) {
  const hash = createHash("sha256");
  visitFiles(root, relativePaths, ignore, (file) => {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  });
  return hash.digest("hex");
}

const stampOf = (root, target) => path.join(root, `${target}.sources`);

/** Remembers, beside `target`, which sources it was built from (a digest taken before the build). */
export function recordSources(target, digest, { root = ROOT } = {}) {
  fs.writeFileSync(stampOf(root, target), `${digest}\n`);
}

/**
 * True when `target` must be built again: it is missing, or the files under `sources` changed
 * since it was built. `builtFrom` names the sources' main folder: a built tree installed without
 * it (a production install holds dist/, not server/ nor client/) has nothing to build from, so
 * what is built is current.
 */
export function isStale(target, sources, { ignore = [], builtFrom, root = ROOT } = {}) {
  let targetTime;
  try {
    targetTime = fs.statSync(path.join(root, target)).mtimeMs;
  } catch {
    return true;
  }
  if (builtFrom && !fs.existsSync(path.join(root, builtFrom))) return false;
  if (newestMtime(sources, { ignore, root }) <= targetTime) return false;
  let recorded;
  try {
    recorded = fs.readFileSync(stampOf(root, target), "utf8").trim();
  } catch {
    return true;
  }
  if (recorded !== sourcesDigest(sources, { ignore, root })) return true;
  // The same sources: give the output a newer time, so the next start needs no digest.
  try {
    const now = new Date();
    fs.utimesSync(path.join(root, target), now, now);
  } catch {
    // A read-only install: the digest is taken again next time, which is all.
  }
  return false;
}
