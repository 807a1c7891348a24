import { defineConfig } from "vitest/config";

const SUITES: Record<string, string> = {
  security: "tests/security/**/*.security.ts",
  faults: "tests/faults/**/*.faults.ts",
  cluster: "tests/cluster/**/*.cluster.ts",
};

/**
 * `npm run test:security`, `npm run test:faults` and `npm run test:cluster`: suites that start the real
 * server as processes and attack it over HTTP (tests/security), kill it (tests/faults), or run several
 * web processes and workers on PostgreSQL and S3 (tests/cluster). Kept out of the unit run.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: [SUITES[process.env.LICITA_SUITE ?? "security"] ?? SUITES.security!],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
