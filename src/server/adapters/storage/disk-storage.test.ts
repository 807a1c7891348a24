import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage, writeFileAtomically } from "./disk-storage";

/** A source that sends some bytes, then fails as a dropped connection or a failing disk would. */
function failingSource(bytesBeforeFailure: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent < bytesBeforeFailure) {
        const chunk = Buffer.alloc(Math.min(65_536, bytesBeforeFailure - sent), 0x41);
        sent += chunk.length;
        this.push(chunk);
        return;
      }
      this.destroy(new Error("la conexión se interrumpió"));
    },
  });
}

describe("disk storage writes", () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "licita-disk-"));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("leaves no file, whole or half, when the source fails mid-write", async () => {
    const target = path.join(root, "sha256", "ab", "cd", "abcd-objeto");

    await expect(writeFileAtomically(target, failingSource(1_000_000), { root })).rejects.toThrow(
      "la conexión se interrumpió",
    );

    expect(await readdir(path.dirname(target))).toEqual([]);
  });

  it("keeps the previous complete file when replacing it fails mid-write", async () => {
    const target = path.join(root, "sha256", "ab", "cd", "abcd-objeto");
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, "versión completa");

    await expect(writeFileAtomically(target, failingSource(300_000), { root })).rejects.toThrow();

    expect(await readFile(target, "utf8")).toBe("versión completa");
    expect(await readdir(path.dirname(target))).toEqual(["abcd-objeto"]);
  });

  it("replaces a damaged copy (wrong size) under a key with the right bytes", async () => {
    const storage = createDiskStorage({ root: path.join(root, "files") });
    const bytes = Buffer.from("Propuesta técnica completa");
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const source = path.join(root, "fuente.txt");
    await writeFile(source, bytes);
    const stored = await storage.putFile(source, { sha256, size: bytes.length, contentType: "text/plain" });
    const file = path.join(root, "files", ...stored.key.split("/"));
    await writeFile(file, "Propuesta téc");

    await storage.putFile(source, { sha256, size: bytes.length, contentType: "text/plain" });

    expect((await readFile(file)).equals(bytes)).toBe(true);
    expect(await readdir(path.dirname(file))).toEqual([sha256]);
  });
});
