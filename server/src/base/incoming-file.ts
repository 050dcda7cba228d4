import type { Readable } from "node:stream";

/** A file as a transport hands it to a service: a name the client chose and a stream. */
export interface IncomingFile {
  /** The client's name for the file: shown back, never used as a path. */
  filename: string;
  /** What the client claimed; ignored for checks, which read the bytes. */
  mimetype?: string;
  createReadStream(): Readable;
}
