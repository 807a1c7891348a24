import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { startTempSweeper, sweepTempFolder, TEMP_MAX_AGE_MS } from "./temp-sweep";

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

/** A scratch folder as a process killed mid-work leaves it: a partial upload and a reading copy. */
async function leftovers(ageMs: number) {
  const root = await mkdtemp(path.join(os.tmpdir(), "licita-sweep-"));
  roots.push(root);
  const tempRoot = path.join(root, "tmp");
  await mkdir(path.join(tempRoot, "uploads"), { recursive: true });
  await mkdir(path.join(tempRoot, "ingest-abc123"));
  await writeFile(path.join(tempRoot, "uploads", "upload-1.part"), Buffer.alloc(4096));
  await writeFile(path.join(tempRoot, "ingest-abc123", "source.pdf"), Buffer.alloc(8192));
  const then = new Date(Date.now() - ageMs);
  for (const entry of ["uploads/upload-1.part", "ingest-abc123"])
    await utimes(path.join(tempRoot, entry), then, then);
  return tempRoot;
}

describe("temporary files left by killed work", () => {
  it("sweeps entries older than the age given, keeps younger ones and the uploads folder", async () => {
    const young = await leftovers(60_000);
    expect(await sweepTempFolder(young, TEMP_MAX_AGE_MS)).toEqual({ entries: 0, bytes: 0 });
    expect(await readdir(path.join(young, "uploads"))).toEqual(["upload-1.part"]);

    const old = await leftovers(TEMP_MAX_AGE_MS + 60_000);
    expect(await sweepTempFolder(old, TEMP_MAX_AGE_MS)).toEqual({ entries: 2, bytes: 4096 + 8192 });
    expect((await readdir(old)).sort()).toEqual(["uploads"]);
    expect(await readdir(path.join(old, "uploads"))).toEqual([]);
  });

  it("at start, a process owning the data folder alone removes everything; a shared one only old entries", async () => {
    const logger = pino({ level: "silent" });
    const exclusive = await leftovers(1_000);
    (await startTempSweeper({ tempRoot: exclusive, isExclusive: true, logger })).stop();
    expect(await readdir(exclusive)).toEqual(["uploads"]);
    expect(await readdir(path.join(exclusive, "uploads"))).toEqual([]);

    const shared = await leftovers(1_000);
    (await startTempSweeper({ tempRoot: shared, isExclusive: false, logger })).stop();
    expect((await readdir(shared)).sort()).toEqual(["ingest-abc123", "uploads"]);
  });
});
