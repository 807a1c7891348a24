/**
 * Issue 16 must-hold: 20 simultaneous starts on empty databases, 0 crashes. Each round starts two web
 * processes and two workers at the same instant on a new empty database (a first deploy): each must
 * migrate, create its queues and schedules, record its start and stay up.
 */
import { afterAll, describe, expect, it } from "vitest";
import { killLeftoverServers, removeDataDirs, stopServer, waitUntilHealthy } from "../support/server-process";
import { createClusterDatabase, logsOf, startTogether, waitForStarts } from "./cluster-env";

const ROUNDS = Number(process.env.CLUSTER_START_ROUNDS ?? 5);
const ROLES = ["web", "worker", "web", "worker"] as const;

afterAll(async () => {
  await killLeftoverServers();
  await removeDataDirs();
});

describe("first deploys: processes started together on empty databases", () => {
  it(`${ROUNDS * ROLES.length} starts in ${ROUNDS} rounds of ${ROLES.length}: no crash`, async () => {
    let crashes = 0;
    let starts = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const database = await createClusterDatabase("licita_cluster_start");
      try {
        const processes = await startTogether([...ROLES], {
          DATABASE_URL: database.url,
          LOG_LEVEL: "info",
          ADMIN_EMAIL: "admin.arranque@licita.mx",
          ADMIN_PASSWORD: "Administra#2026_arr",
        });
        await Promise.all(
          processes
            .filter(({ role }) => role === "web")
            .map(({ server }) => waitUntilHealthy(server, 120_000)),
        ).catch(() => undefined);
        const recorded = await waitForStarts(database.url, processes.length, 120_000);
        const exited = processes.filter(({ server }) => server.child.exitCode !== null);
        const logs = logsOf(processes);
        const roundCrashes = Math.max(exited.length, processes.length - recorded);
        if (roundCrashes > 0 || /deadlock|40P01/.test(logs)) console.error(`round ${round + 1}:\n${logs}`);
        crashes += roundCrashes;
        starts += recorded;
        expect(logs).not.toMatch(/deadlock|40P01/);
        for (const { server } of processes) expect(await stopServer(server)).toBe(0);
      } finally {
        await killLeftoverServers();
        await database.drop();
      }
    }
    console.log(
      `cluster: ${starts} of ${ROUNDS * ROLES.length} simultaneous starts recorded, ${crashes} crashes`,
    );
    expect(crashes).toBe(0);
    expect(starts).toBe(ROUNDS * ROLES.length);
  }, 1_200_000);
});
