// Builds the web app when dist/web is missing or older than its sources (by content hash).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = path.join(root, "dist", "web");
/** The first screens' prerender, compiled for Node (src/web/prerender.tsx); not served to browsers. */
export const prerenderModule = path.join(root, "dist", "web-ssr", "prerender.js");
const stampFile = path.join(outDir, ".build-hash");
const inputs = [
  "src/web",
  "src/shared",
  "vite.config.ts",
  "package-lock.json",
  "tsconfig.json",
  "scripts/build-web.mjs",
];

function listFiles(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".test.tsx"),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The hash of every source that goes into the web build. */
export function webSourceHash() {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest("hex");
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|map|webmanifest)$/;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible asset, once at build time;
 * the server sends them to browsers that accept them (@fastify/static's preCompressed, with
 * `Vary: Accept-Encoding`). index.html is left alone: the server stamps it per configuration.
 */
export function precompress(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && COMPRESSIBLE.test(entry.name),
  );
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    const bytes = readFileSync(file);
    if (bytes.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}

/** Returns true when it built, false when the existing build was current. Throws when the build fails. */
export function ensureWebBuild({ log = console.log } = {}) {
  const current = webSourceHash();
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
  if (built === current && existsSync(path.join(outDir, "index.html")) && existsSync(prerenderModule)) {
    return false;
  }
  log(built ? "La aplicación web cambió: compilando..." : "Compilando la aplicación web...");
  const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");
  // Always React's production build: the server's NODE_ENV (test, development) says nothing of the
  // browser's code, and a development React is 200 KB more and slower.
  const result = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("La compilación de la aplicación web falló.");
  const ssr = spawnSync(
    process.execPath,
    [
      vite,
      "build",
      "--logLevel",
      "warn",
      "--ssr",
      path.join(root, "src", "web", "prerender.tsx"),
      "--outDir",
      path.dirname(prerenderModule),
    ],
    { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
  );
  if (ssr.status !== 0) throw new Error("La compilación de las primeras pantallas falló.");
  precompress(outDir);
  writeFileSync(stampFile, current);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    ensureWebBuild();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
