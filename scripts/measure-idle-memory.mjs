// `npm run bench:memory [-- SECONDS]`: starts the server as `npm start` does, on a free port and a fresh
// data folder, leaves it idle, and prints its memory: resident (RSS), the V8 heap, memory outside the
// heap (PGlite's WebAssembly memory is most of it) and the rest (the Node binary, threads, allocators).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const seconds = Number(process.argv[2] ?? 30);
const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(os.tmpdir(), "licita-memory-"));
const child = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_OPTIONS: `--import ${path.join(root, "scripts", "memory-probe.mjs")}`,
  },
  stdio: ["ignore", "ignore", "pipe"],
});
let last;
child.stderr.setEncoding("utf8").on("data", (chunk) => {
  for (const line of chunk.split("\n")) if (line.startsWith("MEMORIA ")) last = JSON.parse(line.slice(8));
});
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
child.kill("SIGTERM");
await new Promise((resolve) => child.once("exit", resolve));
rmSync(dataDir, { recursive: true, force: true });
if (!last) {
  console.error("No se obtuvo ninguna medición (¿arrancó el servidor?)");
  process.exit(1);
}
const rest = last.rssMb - last.v8HeapTotalMb - last.externalMb;
console.log(`Memoria en reposo tras ${seconds} s (MB):`);
console.log(`  residente (RSS)                 ${last.rssMb}`);
console.log(`  montón de V8 (usado / reservado) ${last.v8HeapUsedMb} / ${last.v8HeapTotalMb}`);
console.log(`  fuera del montón (PGlite, búferes) ${last.externalMb} (búferes ${last.arrayBuffersMb})`);
console.log(`  resto (binario, hilos, asignadores) ${rest}`);
