import type { Config } from "../config.js";
import { LocalFileStorage, type FileStorage } from "./file-storage.js";
import { S3FileStorage } from "./s3-file-storage.js";

/** The uploads' storage the settings ask for: an S3 bucket when S3_BUCKET is set, else the uploads folder. */
export function storageFromConfig(config: Config): FileStorage {
  if (!config.S3_BUCKET) return new LocalFileStorage(config.uploadDir);
  return new S3FileStorage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  });
}
