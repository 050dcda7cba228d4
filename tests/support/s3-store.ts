import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

// An S3-protocol server for tests and `npm run cluster`: s3rver (npm), which keeps the objects
// in a folder. No real S3 server (MinIO, Ceph) installs from the registries here; the site
// speaks plain S3 to it, as it would to them.

/** s3rver's fixed credentials. */
export const S3RVER_KEY = "S3RVER";

export interface TestS3Store {
  endpoint: string;
  bucket: string;
  /** The settings a server needs to keep its uploads in this store. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Store(options: { bucket?: string; directory?: string; port?: number } = {}): Promise<TestS3Store> {
  const bucket = options.bucket ?? "college-uploads";
  const directory = options.directory ?? (await fs.mkdtemp(path.join(os.tmpdir(), "college-s3-")));
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      if (!options.directory) await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
