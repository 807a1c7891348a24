import { defineConfig } from "vitest/config";

/**
 * `npm run test:security` and `npm run test:faults`: suites that start the real server as a process
 * and attack it over HTTP (tests/security) or kill it (tests/faults). Kept out of the unit run.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: [
      process.env.LICITA_SUITE === "faults"
        ? "tests/faults/**/*.faults.ts"
        : "tests/security/**/*.security.ts",
    ],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
