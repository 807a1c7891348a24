// `npm start`: check the configuration, build the web app if needed, then run the server in this same
// process, so that SIGTERM/SIGINT reach it directly.
import { register } from "tsx/esm/api";
import { ensureWebBuild } from "./build-web.mjs";
import { loadDotEnv } from "./load-env.mjs";

loadDotEnv();
register();
// A bad setting stops here, in a second, rather than after a web build on a fresh clone.
const { ConfigError, loadConfig } = await import("../src/server/config/config.ts");
let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (config.ROLE !== "worker") {
  try {
    ensureWebBuild();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
await import("../src/server/main.ts");
