import { Readable } from "node:stream";
import JSZip from "jszip";
import { describe, expect, it, vi } from "vitest";
import { createZipStream, type ZipEntrySource } from "./zip-stream";

/** A source that gives its bytes in a few chunks over several ticks, like a storage read, and logs. */
function slowSource(log: string[], label: string, bytes: Buffer, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      setTimeout(() => {
        if (failAfter !== undefined && sent >= failAfter) {
          this.destroy(new Error(`lectura interrumpida ${label}`));
          return;
        }
        const chunk = bytes.subarray(sent, sent + 4_096);
        sent += chunk.length;
        if (chunk.length === 0) {
          log.push(`end ${label}`);
          this.push(null);
        } else this.push(chunk);
      }, 2);
    },
  });
}

function entry(log: string[], label: string, bytes: Buffer, failAfter?: number): ZipEntrySource {
  return {
    name: `${label}.bin`,
    date: new Date("2025-03-15T10:00:00Z"),
    open: async () => {
      log.push(`open ${label}`);
      return slowSource(log, label, bytes, failAfter);
    },
  };
}

/** Reads a stream to its end; rejects when it is destroyed with an error. */
async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("createZipStream", () => {
  it("writes each entry's time as Mexico City's clock, the time the page showed", async () => {
    const log: string[] = [];
    // 18:30 UTC is 12:30 in Mexico City (UTC-6, no daylight saving time since 2022).
    const source = { ...entry(log, "hora", Buffer.from("x")), date: new Date("2026-11-25T18:30:00Z") };
    const zip = await JSZip.loadAsync(await collect(createZipStream([source], () => undefined)));
    const date = zip.file("hora.bin")!.date;
    // A ZIP time has no zone: JSZip gives its fields back as UTC fields.
    expect([date.getUTCHours(), date.getUTCMinutes()]).toEqual([12, 30]);
  });

  it("opens each entry only once the previous one is written, and the ZIP holds every byte", async () => {
    const log: string[] = [];
    const files = ["uno", "dos", "tres"].map((label, index) => ({
      label,
      bytes: Buffer.alloc(20_000 + index * 1_000, 65 + index),
    }));
    const onError = vi.fn();
    const zip = await collect(
      createZipStream(
        files.map((file) => entry(log, file.label, file.bytes)),
        onError,
      ),
    );
    expect(log).toEqual(["open uno", "end uno", "open dos", "end dos", "open tres", "end tres"]);
    const archive = await JSZip.loadAsync(zip);
    for (const file of files) {
      expect((await archive.file(`${file.label}.bin`)!.async("nodebuffer")).equals(file.bytes)).toBe(true);
    }
    expect(onError).not.toHaveBeenCalled();
  });

  it("fails the stream, not a short ZIP, when a later file cannot be opened", async () => {
    const log: string[] = [];
    const onError = vi.fn();
    const missing: ZipEntrySource = {
      name: "falta.bin",
      date: new Date(),
      open: async () => {
        throw new Error("NoSuchKey");
      },
    };
    const stream = createZipStream(
      [entry(log, "uno", Buffer.alloc(50_000, 1)), missing, entry(log, "tres", Buffer.alloc(10, 3))],
      onError,
    );
    await expect(collect(stream)).rejects.toThrow("NoSuchKey");
    expect(onError).toHaveBeenCalledTimes(1);
    expect(log).not.toContain("open tres");
  });

  it("fails the stream when a file's read breaks halfway", async () => {
    const log: string[] = [];
    const onError = vi.fn();
    const stream = createZipStream(
      [entry(log, "uno", Buffer.alloc(30_000, 1)), entry(log, "dos", Buffer.alloc(60_000, 2), 16_384)],
      onError,
    );
    await expect(collect(stream)).rejects.toThrow("lectura interrumpida dos");
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("stops reading storage when the client goes away", async () => {
    const log: string[] = [];
    const onError = vi.fn();
    const stream = createZipStream(
      ["uno", "dos", "tres"].map((label) => entry(log, label, Buffer.alloc(200_000, 7))),
      onError,
    );
    await new Promise<void>((resolve) => stream.once("data", () => resolve()));
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log).not.toContain("open dos");
    expect(onError).not.toHaveBeenCalled();
  });
});
