import { loadConfig, type Config } from "../../server/src/config.js";

// The configuration of a test server: loopback, a random port, its own data folder and database.

export const TEST_ADMIN_EMAIL = "admin@college.example";
export const TEST_ADMIN_PASSWORD = "correct horse battery staple";
/** The data key of test servers (secrets/data-key.ts): given, so that no key file is left beside the temp folders. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString("base64");

export function testServerConfig(options: { dataDir: string; databaseUrl?: string; seed: boolean; env?: Record<string, string> }): Config {
  return loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    NO_SEED: options.seed ? "false" : "true",
    SERVE_CLIENT: "false",
    // Every test asks from 127.0.0.1: tests of the per-address render limit set their own.
    RENDERS_PER_MINUTE: "100000",
    DATA_KEY: TEST_DATA_KEY,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
}
