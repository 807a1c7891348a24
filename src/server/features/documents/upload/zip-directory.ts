import type { FileHandle } from "node:fs/promises";
import { createInflateRaw } from "node:zlib";
import { readAt } from "./file-bytes";

/** One file of a ZIP as its central directory declares it (nothing inflated). */
export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** The ZIP's structure is broken or inconsistent: no Office application would open it either. */
export class ZipFormatError extends Error {
  constructor(reason: string) {
    super(`zip: ${reason}`);
    this.name = "ZipFormatError";
  }
}

/** A ZIP declaring more entries than this is refused before its directory is even read. */
export class ZipTooManyEntriesError extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_COMMENT = 65_535;
const U32_MAX = 0xffffffff;

/**
 * The entries of a ZIP from its central directory, with their declared sizes, ZIP64 included. Throws
 * ZipFormatError on anything inconsistent and ZipTooManyEntriesError past `maxEntries`.
 */
export async function readZipDirectory(
  handle: FileHandle,
  fileSize: number,
  maxEntries: number,
): Promise<ZipEntry[]> {
  const tailStart = Math.max(0, fileSize - (22 + MAX_COMMENT));
  const tail = await readAt(handle, tailStart, fileSize - tailStart);
  let end = -1;
  for (let index = tail.length - 22; index >= 0; index -= 1) {
    if (tail.readUInt32LE(index) === END_OF_DIRECTORY) {
      end = index;
      break;
    }
  }
  if (end < 0) throw new ZipFormatError("no end of central directory");
  let total = tail.readUInt16LE(end + 10);
  let directorySize = tail.readUInt32LE(end + 12);
  let directoryOffset = tail.readUInt32LE(end + 16);
  if (total === 0xffff || directorySize === U32_MAX || directoryOffset === U32_MAX) {
    const endOffset = tailStart + end;
    if (endOffset < 20) throw new ZipFormatError("no ZIP64 locator");
    const locator = await readAt(handle, endOffset - 20, 20);
    if (locator.readUInt32LE(0) !== ZIP64_LOCATOR) throw new ZipFormatError("no ZIP64 locator");
    const recordOffset = Number(locator.readBigUInt64LE(8));
    const record = await readAt(handle, recordOffset, 56);
    if (record.length < 56 || record.readUInt32LE(0) !== ZIP64_END_OF_DIRECTORY) {
      throw new ZipFormatError("bad ZIP64 end of central directory");
    }
    total = Number(record.readBigUInt64LE(32));
    directorySize = Number(record.readBigUInt64LE(40));
    directoryOffset = Number(record.readBigUInt64LE(48));
  }
  if (total > maxEntries) throw new ZipTooManyEntriesError();
  if (directoryOffset + directorySize > fileSize)
    throw new ZipFormatError("central directory outside the file");
  const directory = await readAt(handle, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let position = 0;
  while (entries.length < total) {
    if (position + 46 > directory.length || directory.readUInt32LE(position) !== CENTRAL_ENTRY) {
      throw new ZipFormatError("central directory shorter than declared");
    }
    const flags = directory.readUInt16LE(position + 8);
    const nameLength = directory.readUInt16LE(position + 28);
    const extraLength = directory.readUInt16LE(position + 30);
    const commentLength = directory.readUInt16LE(position + 32);
    const next = position + 46 + nameLength + extraLength + commentLength;
    if (next > directory.length) throw new ZipFormatError("entry outside the central directory");
    const nameStart = position + 46;
    const entry: ZipEntry = {
      // Bit 11 says UTF-8; older tools write CP437, which matches Latin-1 for the ASCII names Office uses.
      name: directory.toString(flags & 0x800 ? "utf8" : "latin1", nameStart, nameStart + nameLength),
      flags,
      method: directory.readUInt16LE(position + 10),
      compressedSize: directory.readUInt32LE(position + 20),
      uncompressedSize: directory.readUInt32LE(position + 24),
      localHeaderOffset: directory.readUInt32LE(position + 42),
    };
    applyZip64Extra(entry, directory.subarray(nameStart + nameLength, nameStart + nameLength + extraLength));
    entries.push(entry);
    position = next;
  }
  return entries;
}

/** Sizes and offsets too big for 32 bits are in the ZIP64 extra field, in this order, only when needed. */
function applyZip64Extra(entry: ZipEntry, extra: Buffer): void {
  const needs = [entry.uncompressedSize, entry.compressedSize, entry.localHeaderOffset].map(
    (v) => v === U32_MAX,
  );
  if (!needs.some(Boolean)) return;
  for (let position = 0; position + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(position);
    const size = extra.readUInt16LE(position + 2);
    if (id === 0x0001) {
      let field = position + 4;
      const read = () => {
        if (field + 8 > position + 4 + size) throw new ZipFormatError("short ZIP64 extra field");
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (needs[0]) entry.uncompressedSize = read();
      if (needs[1]) entry.compressedSize = read();
      if (needs[2]) entry.localHeaderOffset = read();
      return;
    }
    position += 4 + size;
  }
  throw new ZipFormatError("missing ZIP64 extra field");
}

/**
 * The entry's bytes, inflated chunk by chunk (stop iterating to stop inflating). Only stored and deflated
 * entries exist in Office files; anything else is a format error.
 */
export async function* readZipEntry(
  handle: FileHandle,
  fileSize: number,
  entry: ZipEntry,
): AsyncGenerator<Buffer> {
  const local = await readAt(handle, entry.localHeaderOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== LOCAL_HEADER)
    throw new ZipFormatError("bad local header");
  const dataStart = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (dataStart + entry.compressedSize > fileSize) throw new ZipFormatError("entry data outside the file");
  const compressed = await readAt(handle, dataStart, entry.compressedSize);
  if (entry.method === 0) {
    yield compressed;
    return;
  }
  if (entry.method !== 8) throw new ZipFormatError(`compression method ${entry.method}`);
  const inflater = createInflateRaw();
  inflater.end(compressed);
  try {
    for await (const chunk of inflater) yield chunk as Buffer;
  } catch (error) {
    throw new ZipFormatError(`inflate failed: ${(error as Error).message}`);
  }
}
