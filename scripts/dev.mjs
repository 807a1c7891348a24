// `npm run dev`: the API with reload on change (tsx watch, port 3000) and Vite's dev server with hot
// module reload (port 5173) proxying /api, /health-check and /sandbox to it. Ctrl+C stops both.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureWebBuild } from "./build-web.mjs";
import { loadDotEnv } from "./load-env.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name) => path.join(root, "node_modules", ".bin", name);
loadDotEnv();
ensureWebBuild();
const apiPort = process.env.PORT ?? "3000";
const webPort = process.env.WEB_DEV_PORT ?? "5173";
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort, PUBLIC_URL: `http://localhost:${webPort}` };
const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "src/server/main.ts"], {
    cwd: root,
    env,
    stdio: "inherit",
  }),
  spawn(bin("vite"), ["--port", webPort, "--strictPort"], { cwd: root, env, stdio: "inherit" }),
];
console.log(`Licita en desarrollo: http://localhost:${webPort} (API en http://localhost:${apiPort})`);
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop("SIGTERM"));
