// Reads `.env` from the project root into the environment, when there is one and this is not a test
// run. Variables already set (the shell's, a service manager's) win over the file.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Returns the names it set. Tests start servers with exactly their settings: NODE_ENV=test skips it. */
export function loadDotEnv(dir = root, env = process.env) {
  const file = path.join(dir, ".env");
  if (env.NODE_ENV === "test" || !existsSync(file)) return [];
  const set = [];
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, "utf8")))) {
    if (env[name] !== undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}
