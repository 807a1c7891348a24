"use strict";

/**
 * tesseract.js's Node worker script (src/worker-script/node/index.js) with one change: the core it
 * loads honours the engine mode. tesseract.js 7 hands `getCore` a boolean (`lstmOnly`) where it expects
 * an engine mode number, so in Node it always loads the core built with the legacy engine too
 * (naptha/tesseract.js#1034, open in 7.0.0): larger, slower to start, more memory per worker. Here the
 * LSTM-only build is loaded when the worker is created with OEM.LSTM_ONLY (what the ingest does), and
 * its name is reported in the 'loading tesseract core' progress message so callers can tell which ran.
 * Language data is read from the local path given (no fetch is made for a local path).
 * tesseract.js 7 has no public way to do this in Node (its Node loader ignores `corePath`), so this uses
 * its internal modules: tesseract.js is pinned to 7.0.0 and tesseract-worker.test.ts fails, saying what
 * to check, when another version is installed or those internals move.
 */
const path = require("node:path");
const { createRequire } = require("node:module");
const { parentPort } = require("node:worker_threads");

// Resolved from tesseract.js's own folder: its dependencies may be nested under it.
const fromTesseract = createRequire(require.resolve("tesseract.js/src/worker-script/node/getCore.js"));
const worker = fromTesseract(path.join("..", "index.js"));
const gunzip = fromTesseract("./gunzip.js");
const cache = fromTesseract("./cache.js");
const { simd, relaxedSimd } = fromTesseract("wasm-feature-detect");

let core = null;

/** tesseract.js-core's build for these CPU features and engine mode, by its module name. */
function coreModuleName(lstmOnly, features) {
  const variant = features.relaxedSimd ? "-relaxedsimd" : features.simd ? "-simd" : "";
  return `tesseract-core${variant}${lstmOnly ? "-lstm" : ""}`;
}

async function getCore(lstmOnly, _corePath, res) {
  if (core === null) {
    const name = coreModuleName(lstmOnly === true, {
      simd: await simd(),
      relaxedSimd: await relaxedSimd(),
    });
    res.progress({ status: "loading tesseract core", progress: 0, core: name });
    core = fromTesseract(`tesseract.js-core/${name}`);
    res.progress({ status: "loading tesseract core", progress: 1, core: name });
  }
  return core;
}

parentPort.on("message", (packet) => {
  worker.dispatchHandlers(packet, (message) => parentPort.postMessage(message));
});

worker.setAdapter({ getCore, gunzip, fetch: globalThis.fetch, ...cache });
