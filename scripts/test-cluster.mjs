// `npm run test:cluster`: two web processes and two workers on PostgreSQL and a local S3 (s3rver),
// started together on an empty database (tests/cluster). Uses the PostgreSQL server of
// TEST_DATABASE_URL (`.ci/run` exports it); without it, starts the machine's local cluster as `.ci/run`
// does (as root: start it, set the postgres password, create a database for the run, drop it after).
// With LICITA_CLUSTER_OPTIONAL=1 (`npm test`), a machine with no PostgreSQL at all skips the suite.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const vitest = path.join(root, "node_modules", ".bin", "vitest");

function sh(command) {
  return spawnSync("sh", ["-c", command], { encoding: "utf8" });
}

/** One statement as the postgres user (none of these statements holds a double quote). */
function asPostgres(sql) {
  const result = spawnSync("su", ["postgres", "-c", `psql -q -c "${sql}"`], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr.trim()}`);
}

/** The local cluster as `.ci/run` starts it; the URL of a new database, or undefined without one. */
function startLocalPostgres() {
  const cluster = sh("pg_lsclusters -h 2>/dev/null | awk 'NR==1 {print $1\" \"$2}'").stdout.trim();
  if (!cluster) return undefined;
  sh(`pg_ctlcluster ${cluster} start 2>/dev/null || true`);
  for (let attempt = 0; attempt < 30; attempt++) {
    if (sh("pg_isready -q -h 127.0.0.1").status === 0) break;
    spawnSync("sleep", ["1"]);
  }
  asPostgres("ALTER USER postgres PASSWORD 'postgres'");
  const database = `licita_cluster_run_${Date.now()}`;
  asPostgres(`CREATE DATABASE ${database}`);
  return {
    url: `postgres://postgres:postgres@127.0.0.1:5432/${database}`,
    drop: () => asPostgres(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`),
  };
}

let local;
let url = process.env.TEST_DATABASE_URL;
if (!url) {
  try {
    local = startLocalPostgres();
  } catch (error) {
    console.error(`test:cluster: no se pudo iniciar PostgreSQL local (${error.message})`);
  }
  url = local?.url;
}
if (!url) {
  const message =
    "test:cluster necesita PostgreSQL: defina TEST_DATABASE_URL=postgres://… o instale postgresql (.ci/run lo hace)";
  if (process.env.LICITA_CLUSTER_OPTIONAL === "1") {
    console.log(`${message}; se omite.`);
    process.exit(0);
  }
  console.error(message);
  process.exit(1);
}

const result = spawnSync(vitest, ["run", "--config", "vitest.security.config.ts", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, TEST_DATABASE_URL: url, LICITA_SUITE: "cluster" },
});
try {
  local?.drop();
} catch (error) {
  console.error(`test:cluster: ${error.message}`);
}
process.exit(result.status ?? 1);
