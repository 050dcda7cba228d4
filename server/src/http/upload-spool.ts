import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

// The one multipart spooler, for GraphQL uploads and connection.php forms: each file of a
// request is copied, as it arrives, into a temporary folder of that request (below the site's
// own DATA_DIR/upload-temp, private to its account, never under a name the client chose), so a
// service can read the files in its own order. What a killed server leaves there is swept at the
// next start (services/leftover-uploads.ts).

/** A file of a request, copied into its spool folder. */
export interface SpooledFile {
  path: string;
  size: number;
  /** The parser stopped it at its size limit: only the start was kept, and the file must be refused. */
  cutAtLimit: boolean;
}

export interface UploadSpool {
  /** Copies a file part's stream into the folder; on a failure the stream is drained, so the parser moves on. */
  spool(source: Readable): Promise<SpooledFile>;
  /** Removes the folder and the files in it. Safe to call more than once. */
  remove(): Promise<void>;
}

/** A request's spool: its folder (named `prefix` and a random tail) is made when the first file arrives. */
export function uploadSpool(tempRoot: string, prefix: string): UploadSpool {
  let folder: Promise<string> | null = null;
  let count = 0;
  const made = () => (folder ??= fs.mkdir(tempRoot, { recursive: true, mode: 0o700 }).then(() => fs.mkdtemp(path.join(tempRoot, prefix))));
  return {
    async spool(source) {
      const index = count++;
      let limited = false;
      let stopCopying = () => {};
      source.on("limit", () => {
        limited = true;
        stopCopying();
      });
      try {
        const target = path.join(await made(), `part-${index}`);
        await new Promise<void>((resolve, reject) => {
          const out = createWriteStream(target, { mode: 0o600 });
          // A parser that stops a file at its limit may also unpipe it (graphql-upload-minimal
          // does): the copy ends here, and the rest of the part is drained.
          stopCopying = () => {
            source.unpipe(out);
            out.end();
            source.resume();
          };
          const fail = (error: Error) => {
            out.destroy();
            reject(error);
          };
          source.on("error", fail);
          out.on("error", fail);
          out.on("finish", resolve);
          source.pipe(out);
        });
        const cutAtLimit = limited || (source as Readable & { truncated?: boolean }).truncated === true;
        return { path: target, size: (await fs.stat(target)).size, cutAtLimit };
      } catch (error) {
        source.resume();
        throw error;
      }
    },
    async remove() {
      const dir = await folder?.catch(() => null);
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
