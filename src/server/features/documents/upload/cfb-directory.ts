import type { FileHandle } from "node:fs/promises";
import { readAt } from "./file-bytes";

/** The compound file is broken or inconsistent. */
export class CompoundFileError extends Error {
  constructor(reason: string) {
    super(`cfb: ${reason}`);
    this.name = "CompoundFileError";
  }
}

const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
const HEADER_FAT_SLOTS = 109;
const ENTRY_SIZE = 128;

/**
 * The names of the streams and storages at the top of an OLE2 compound file (MS-CFB), read from its
 * directory only: the header, the sector allocation table and the directory's red-black tree. Legacy
 * Office files are told apart by these names (WordDocument, Workbook, PowerPoint Document).
 */
export async function listCompoundFileRoot(handle: FileHandle, fileSize: number): Promise<string[]> {
  const header = await readAt(handle, 0, 512);
  if (header.length < 512 || header.readUInt16LE(28) !== 0xfffe) throw new CompoundFileError("bad header");
  const shift = header.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) throw new CompoundFileError("bad sector size");
  const sectorSize = 1 << shift;
  const sectorCount = Math.ceil((fileSize - sectorSize) / sectorSize);
  const readSector = async (id: number) => {
    if (id >= sectorCount) throw new CompoundFileError("sector outside the file");
    const sector = await readAt(handle, (id + 1) * sectorSize, sectorSize);
    // The last sector may be cut short by writers that do not pad it.
    return sector.length === sectorSize
      ? sector
      : Buffer.concat([sector, Buffer.alloc(sectorSize - sector.length)]);
  };

  const fatSectorCount = header.readUInt32LE(44);
  if (fatSectorCount > sectorCount) throw new CompoundFileError("allocation table larger than the file");
  const fatSectors: number[] = [];
  for (let slot = 0; slot < Math.min(fatSectorCount, HEADER_FAT_SLOTS); slot += 1) {
    fatSectors.push(header.readUInt32LE(76 + slot * 4));
  }
  const perDifatSector = sectorSize / 4 - 1;
  const seenDifat = new Set<number>();
  for (let next = header.readUInt32LE(68); fatSectors.length < fatSectorCount; ) {
    if (next >= END_OF_CHAIN || seenDifat.has(next)) throw new CompoundFileError("short allocation table");
    seenDifat.add(next);
    const difat = await readSector(next);
    for (let slot = 0; slot < perDifatSector && fatSectors.length < fatSectorCount; slot += 1) {
      fatSectors.push(difat.readUInt32LE(slot * 4));
    }
    next = difat.readUInt32LE(perDifatSector * 4);
  }
  // Kept as bytes: the table is at most the file's size, and a number[] of it would take twice that.
  const fatBytes: Buffer[] = [];
  for (const id of fatSectors) fatBytes.push(await readSector(id));
  const fat = Buffer.concat(fatBytes);
  const fatLength = fat.length / 4;

  const directory: Buffer[] = [];
  const seenDirectory = new Set<number>();
  for (let id = header.readUInt32LE(48); id !== END_OF_CHAIN; id = fat.readUInt32LE(id * 4)) {
    if (id >= fatLength || seenDirectory.has(id)) throw new CompoundFileError("broken directory chain");
    seenDirectory.add(id);
    directory.push(await readSector(id));
  }
  const entries = Buffer.concat(directory);
  const entryCount = Math.floor(entries.length / ENTRY_SIZE);
  if (entryCount === 0 || entries[66] !== 5) throw new CompoundFileError("no root entry");

  const names: string[] = [];
  const pending = [entries.readUInt32LE(76)];
  const visited = new Set<number>();
  while (pending.length > 0) {
    const id = pending.pop() ?? NO_STREAM;
    if (id === NO_STREAM) continue;
    if (id >= entryCount || visited.has(id)) throw new CompoundFileError("broken directory tree");
    visited.add(id);
    const offset = id * ENTRY_SIZE;
    const nameLength = Math.min(entries.readUInt16LE(offset + 64), 64);
    names.push(entries.toString("utf16le", offset, offset + Math.max(0, nameLength - 2)));
    // Siblings (left, right) share the parent; the child pointer leads one level down, which we skip.
    pending.push(entries.readUInt32LE(offset + 68), entries.readUInt32LE(offset + 72));
  }
  return names;
}
