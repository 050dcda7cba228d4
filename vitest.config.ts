import { randomUUID } from "node:crypto";
import { defineConfig } from "vitest/config";

// Names this run for its test processes: they share one seeded template (tests/support/seeded-template.ts).
process.env.COLLEGE_TEST_RUN ??= randomUUID().replace(/-/g, "").slice(0, 12);

// Four suites: unit (no server), api (a real server over HTTP on a real database: SQLite,
// or PostgreSQL when TEST_DATABASE_URL is set), cluster (two servers on one PostgreSQL and one
// S3 store) and e2e (the built client in Chromium).
export default defineConfig({
  // graphql ships ESM and CommonJS copies; Apollo loads the CommonJS one, so our code must too,
  // or schemas built on one side are refused by the other ("another module").
  resolve: { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] },
  test: {
    projects: [
      // The files of a worker share one module graph (isolate: false, here and in the API and
      // browser suites): the modules load once, not once per file. So no test mocks a module: a
      // mock would not reach modules another file has loaded.
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", isolate: false } },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/seeded-template-teardown.ts"],
          setupFiles: ["tests/support/log-on-failure.ts"],
          environment: "node",
          testTimeout: 30_000,
          // The first seeded server of a run also makes the template the others copy (seeded-template.ts).
          hookTimeout: 120_000,
          // Each test file starts its own server on its own database.
          fileParallelism: true,
          // One module graph: the server's modules load once, not once per file (2-3 s each).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Several server instances on one PostgreSQL and one S3 store (s3rver): npm test runs it
          // after the API suite on PostgreSQL.
          name: "cluster",
          include: ["tests/cluster/**/*.test.ts"],
          setupFiles: ["tests/support/log-on-failure.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // every-route.test.ts visits two pages at a time (its only concurrent tests).
          maxConcurrency: 2,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/seeded-template-teardown.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser's next state may take a few seconds on a busy machine.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          isolate: false,
          // every-route.test.ts visits two pages at a time (its only concurrent tests).
          maxConcurrency: 2,
        },
      },
    ],
  },
});
