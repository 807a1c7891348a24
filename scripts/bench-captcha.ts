/**
 * How long the ALTCHA captcha takes with the product's parameters: solving in Node (one solver, as one
 * browser worker would, and the parallel solver the tests use) and verifying on the server (signature,
 * derived-key signature and the replay insert, on a fresh embedded database).
 *
 *   node --import tsx scripts/bench-captcha.ts [runs]
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { solveChallenge } from "altcha-lib";
import { deriveKey as derivePbkdf2Key } from "altcha-lib/algorithms/pbkdf2";
import { ALTCHA_DIFFICULTY, createAltchaCaptcha } from "../src/server/adapters/captcha/altcha-captcha";
import { encodeAltchaPayload } from "../src/server/adapters/captcha/altcha-payload";
import { openDatabase } from "../src/server/db/client";
import { solveAltchaChallenge } from "../tests/support/captcha";

const runs = Number(process.argv[2] ?? 50);

function summarize(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  console.log(
    `${label.padEnd(50)} median ${at(0.5).toFixed(1).padStart(7)} ms   p95 ${at(0.95).toFixed(1).padStart(7)} ms   mean ${mean.toFixed(1).padStart(7)} ms   max ${at(1).toFixed(1).padStart(7)} ms`,
  );
}

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(os.tmpdir(), "licita-bench-captcha-"));
  const database = await openDatabase({ dataDir: root });
  try {
    await database.migrate();
    const captcha = createAltchaCaptcha({ db: database.db, hmacKey: "bench-".repeat(8) });
    const { algorithm, cost, counterMin, counterMax } = ALTCHA_DIFFICULTY;
    console.log(`ALTCHA ${algorithm}, cost ${cost}, counter ${counterMin}-${counterMax}, ${runs} runs`);

    const single: number[] = [];
    const parallel: number[] = [];
    const firstVerify: number[] = [];
    const replayVerify: number[] = [];
    for (let run = 0; run < runs; run++) {
      const challenge = await captcha.createChallenge();
      let start = performance.now();
      const solution = await solveChallenge({ challenge, deriveKey: derivePbkdf2Key });
      single.push(performance.now() - start);
      if (!solution) throw new Error("unsolved challenge");

      start = performance.now();
      await solveAltchaChallenge(challenge);
      parallel.push(performance.now() - start);

      const token = encodeAltchaPayload(challenge, solution);
      start = performance.now();
      const isAccepted = await captcha.verify(token);
      firstVerify.push(performance.now() - start);
      if (!isAccepted) throw new Error("a fresh solution was refused");

      start = performance.now();
      const isReplayAccepted = await captcha.verify(token);
      replayVerify.push(performance.now() - start);
      if (isReplayAccepted) throw new Error("a replayed solution was accepted");
    }
    summarize("solve, one solver (like one browser worker)", single);
    summarize("solve, parallel (tests' solveCaptcha)", parallel);
    summarize("verify, accepted (signature, key, replay insert)", firstVerify);
    summarize("verify, replay refused", replayVerify);
  } finally {
    await database.close();
    await rm(root, { recursive: true, force: true });
  }
}

await main();
