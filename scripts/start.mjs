// `npm start`: build the web app if needed, then run the server in this same process, so that
// SIGTERM/SIGINT reach it directly.
import { register } from "tsx/esm/api";
import { ensureWebBuild } from "./build-web.mjs";

const role = process.env.ROLE ?? "all";
if (role !== "worker") {
  try {
    ensureWebBuild();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
register();
await import("../src/server/main.ts");
