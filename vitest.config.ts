import { defineConfig } from "vitest/config";

// Three suites: unit (no server), api (a real server over HTTP on a real database: SQLite,
// or PostgreSQL when TEST_DATABASE_URL is set) and e2e (the built client in Chromium).
export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file starts its own server on its own database.
          fileParallelism: true,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
