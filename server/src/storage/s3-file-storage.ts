import { PassThrough, type Readable } from "node:stream";
import type { ListObjectsV2CommandOutput, S3Client } from "@aws-sdk/client-s3";
import { isSafeStorageKey, type ByteRange, type FileStorage, type StoredFileInfo, type StoredObject, type SweptFiles } from "./file-storage.js";

// Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, ...), so that every server instance
// behind a load balancer reads and writes the same files. Only plain S3 calls are used (PUT,
// multipart upload for large files, HEAD, ranged GET, DELETE, ListObjectsV2), path-style
// addressing when asked (MinIO, Ceph), and no newer request checksums, which older S3-speaking
// servers refuse. An object becomes visible only once its upload completed, as a local file
// does once renamed into place. The SDK is loaded on the first call, not with the server: it
// costs about 24 MB of memory that a server keeping its files in a folder never needs.

export interface S3Settings {
  bucket: string;
  /** The store's address; empty for AWS itself. */
  endpoint?: string;
  region: string;
  /** Empty: the SDK's usual places (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** When set, visitors are redirected to `${publicUrl}/${key}` instead of being streamed the file. */
  publicUrl?: string;
}

/** Larger files go up in parts of this size, so that no file is held in memory whole. */
const PART_BYTES = 8 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NotFound" || e?.name === "NoSuchKey" || e?.Code === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
}

/** A missing object fails like a missing local file, so readers need to know one error. */
function asFileError(error: unknown, key: string): Error {
  if (!isMissing(error)) return error as Error;
  return Object.assign(new Error(`No stored file ${key}`), { code: "ENOENT" });
}

const CONTENT_TYPES: Record<string, string> = { pdf: "application/pdf", jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

type S3Sdk = typeof import("@aws-sdk/client-s3") & typeof import("@aws-sdk/lib-storage");

let sdk: Promise<S3Sdk> | undefined;
const loadSdk = (): Promise<S3Sdk> =>
  (sdk ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]).then(([s3, storage]) => ({ ...s3, ...storage })));

export class S3FileStorage implements FileStorage {
  private connection?: Promise<{ sdk: S3Sdk; client: S3Client }>;

  constructor(readonly settings: S3Settings) {}

  /** The SDK and this bucket's client, made on first use. */
  private connect(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    this.connection ??= loadSdk().then((loaded) => ({ sdk: loaded, client: this.newClient(loaded) }));
    return this.connection;
  }

  async client(): Promise<S3Client> {
    return (await this.connect()).client;
  }

  private newClient(sdk: S3Sdk): S3Client {
    const settings = this.settings;
    return new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint || undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  private checked(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error(`Refusing an unexpected storage key: ${key}`);
    return key;
  }

  async put(key: string, source: Readable): Promise<void> {
    const { sdk, client } = await this.connect();
    const upload = new sdk.Upload({
      client,
      params: {
        Bucket: this.settings.bucket,
        Key: this.checked(key),
        Body: source,
        ContentType: CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)],
      },
      partSize: PART_BYTES,
      queueSize: 1,
      // A failed multipart upload is aborted, so its parts do not linger in the bucket.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      // The source may have failed (too large, cut off): it is the error the caller expects.
      source.destroy();
      throw error;
    }
  }

  open(key: string, range?: ByteRange): Readable {
    const out = new PassThrough();
    const params = {
      Bucket: this.settings.bucket,
      Key: this.checked(key),
      Range: range ? `bytes=${range.start}-${range.end}` : undefined,
    };
    const aborter = new AbortController();
    // The reader went away (a visitor closed the tab): stop the download too.
    out.on("close", () => aborter.abort());
    this.connect()
      .then(({ sdk, client }) => client.send(new sdk.GetObjectCommand(params), { abortSignal: aborter.signal }))
      .then(
        (answer) => {
          const body = answer.Body as Readable;
          body.on("error", (error) => out.destroy(error));
          body.pipe(out);
        },
        (error: unknown) => out.destroy(asFileError(error, key)),
      );
    return out;
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    try {
      const { sdk, client } = await this.connect();
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.checked(key) }));
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.checked(key) }));
  }

  async list(): Promise<StoredObject[]> {
    const { sdk, client } = await this.connect();
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key && isSafeStorageKey(object.Key)) {
          found.push({ key: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) });
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /**
   * Nothing to do: an object appears only when its upload completed, and a failed multipart
   * upload is aborted by put(). Parts of a server killed mid-upload are best left to the
   * bucket's own rule (AbortIncompleteMultipartUpload, see docs/operating.md).
   */
  async sweepUnfinished(): Promise<SweptFiles> {
    return { files: 0, bytes: 0 };
  }

  describe(): string {
    const where = this.settings.endpoint ? ` at ${this.settings.endpoint}` : "";
    return `the bucket ${this.settings.bucket}${where}`;
  }

  publicUrl(key: string): string | undefined {
    if (!this.settings.publicUrl) return undefined;
    return `${this.settings.publicUrl.replace(/\/+$/, "")}/${this.checked(key)}`;
  }
}
