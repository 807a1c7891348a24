import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * tesseract-worker.cjs is tesseract.js 7.0.0's Node worker script with its core loader fixed
 * (naptha/tesseract.js#1034): tesseract.js has no public option to choose the core in Node (`corePath`
 * is ignored there, `legacyCore` only reaches the loader as the boolean it mishandles), so the script
 * uses tesseract.js's internal modules. These tests fail, saying what to check, as soon as an install
 * brings another version or those internals move.
 */
const VERSION_COPIED = "7.0.0";
const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../../../../..");

function internal(name: string): unknown {
  const base = path.dirname(require.resolve("tesseract.js/src/worker-script/node/getCore.js"));
  return require(path.join(base, name));
}

describe("our copy of tesseract.js's worker script", () => {
  it("is for the tesseract.js installed, pinned to that exact version", () => {
    const installed = (require("tesseract.js/package.json") as { version: string }).version;
    const pinned = (
      JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
        dependencies: Record<string, string>;
      }
    ).dependencies["tesseract.js"];
    const advice = `tesseract-worker.cjs copies tesseract.js ${VERSION_COPIED}'s src/worker-script/node/index.js; compare it with the installed version's, check whether #1034 is fixed (then drop the copy), and update VERSION_COPIED`;
    expect(installed, advice).toBe(VERSION_COPIED);
    expect(pinned, "tesseract.js must stay pinned to the exact version the worker script copies").toBe(
      VERSION_COPIED,
    );
  });

  it("finds the tesseract.js internals it uses, with the shape it expects", () => {
    const worker = internal("../index.js") as Record<string, unknown>;
    expect(typeof worker.dispatchHandlers, "worker-script/index.js dispatchHandlers").toBe("function");
    expect(typeof worker.setAdapter, "worker-script/index.js setAdapter").toBe("function");
    expect(typeof internal("./gunzip.js"), "worker-script/node/gunzip.js").toBe("function");
    expect(Object.keys(internal("./cache.js") as object).sort(), "worker-script/node/cache.js").toEqual([
      "checkCache",
      "deleteCache",
      "readCache",
      "writeCache",
    ]);
  });

  it("finds the LSTM-only cores it loads by name", () => {
    const fromTesseract = createRequire(require.resolve("tesseract.js/src/worker-script/node/getCore.js"));
    for (const name of ["tesseract-core-lstm", "tesseract-core-simd-lstm", "tesseract-core-relaxedsimd-lstm"])
      expect(() => fromTesseract.resolve(`tesseract.js-core/${name}`), name).not.toThrow();
  });
});
