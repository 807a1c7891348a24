// `npm test`: typecheck, lint, unit and route tests (Vitest), the attacks on the real server, its
// faults, several processes on PostgreSQL and S3, then the browser journeys (Playwright).
// Stops at the first failing step and exits with its code.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const steps = [
  ["Tipos (tsc)", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]],
  ["Estilo (biome)", bin("biome"), ["check", "."]],
  ["Pruebas unitarias y de rutas (vitest)", bin("vitest"), ["run"]],
  // The real server, attacked over HTTP and fed malformed input (tests/security).
  [
    "Ataques al servidor real (test:security)",
    bin("vitest"),
    ["run", "--config", "vitest.security.config.ts"],
  ],
  // The real server killed (SIGKILL) mid-upload and mid-reading, restarted, and checked (tests/faults).
  [
    "Fallas del servidor real (test:faults)",
    bin("vitest"),
    ["run", "--config", "vitest.security.config.ts"],
    { LICITA_SUITE: "faults" },
  ],
  // Two web processes and two workers on PostgreSQL and a local S3, a worker killed mid-read, the
  // login limit across processes, 20 simultaneous first starts (tests/cluster). Skipped only on a
  // machine with no PostgreSQL at all (CI always has one: .ci/run).
  [
    "Varios procesos en PostgreSQL y S3 (test:cluster)",
    process.execPath,
    [path.join(root, "scripts", "test-cluster.mjs")],
    { LICITA_CLUSTER_OPTIONAL: "1" },
  ],
  ["Recorridos en el navegador (playwright)", bin("playwright"), ["test"]],
];

for (const [title, command, args, env = {}] of steps) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} falló (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}
