import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { extractDocument } from "./extract-document";
import { hasWarmExtractionWorker, IDLE_WORKER_RETIRE_MS } from "./extraction-pool";

describe("the warm extraction worker", () => {
  let dir: string | undefined;
  afterAll(async () => {
    vi.useRealTimers();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("is retired once idle, so an idle server gives its parsers' memory back (issue 15 §9)", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "licita-pool-"));
    const file = path.join(dir, "nota.txt");
    await writeFile(file, "Texto de una nota para leer.");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const result = await extractDocument({ filePath: file, fileType: "txt", timeoutMs: 30_000 });
    expect(result.status).toBe("listo");
    expect(hasWarmExtractionWorker()).toBe(true);
    vi.advanceTimersByTime(IDLE_WORKER_RETIRE_MS - 1_000);
    expect(hasWarmExtractionWorker()).toBe(true);
    vi.advanceTimersByTime(2_000);
    expect(hasWarmExtractionWorker()).toBe(false);
  });
});
