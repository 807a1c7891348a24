import type { FileHandle } from "node:fs/promises";
import type { AllowedFileType } from "../../../../shared/rules/files";
import {
  accepted,
  INSPECTION_MESSAGES,
  type InspectionResult,
  unsafe,
  unsupported,
} from "./inspection-result";
import {
  readZipDirectory,
  readZipEntry,
  type ZipEntry,
  ZipFormatError,
  ZipTooManyEntriesError,
} from "./zip-directory";

/** Zip-bomb limits, from declared sizes only: nothing is inflated to decide. */
export const ZIP_LIMITS = {
  maxEntries: 10_000,
  maxTotalUncompressed: 200 * 1_048_576,
  /** Entries above this size must not expand more than `maxRatio` times. */
  ratioCheckFrom: 1_048_576,
  maxRatio: 100,
} as const;

/** The part each Office Open XML type cannot be without (part names compare without case, as OPC says). */
const MAIN_PARTS: Record<"docx" | "xlsx" | "pptx", string> = {
  docx: "word/document.xml",
  xlsx: "xl/workbook.xml",
  pptx: "ppt/presentation.xml",
};
const CONTENT_TYPES = "[content_types].xml";

type Finding = "entities" | "bomb";

/**
 * Decides whether a ZIP is the declared docx, xlsx or pptx and safe to open: not a zip bomb (by the
 * central directory's sizes), not encrypted, with its main part, and with no DTD in any XML part (an
 * entity could expand a few bytes into gigabytes, or read files, in the extractors' XML parsers).
 */
export async function inspectOoxml(
  handle: FileHandle,
  fileSize: number,
  declared: AllowedFileType,
): Promise<InspectionResult> {
  let entries: ZipEntry[];
  try {
    entries = await readZipDirectory(handle, fileSize, ZIP_LIMITS.maxEntries);
  } catch (error) {
    if (error instanceof ZipTooManyEntriesError) return unsafe(INSPECTION_MESSAGES.compressionBomb);
    if (error instanceof ZipFormatError) return unsafe();
    throw error;
  }
  if (isZipBomb(entries)) return unsafe(INSPECTION_MESSAGES.compressionBomb);
  const names = entries.map((entry) => entry.name.toLowerCase());
  // Two entries with one name let two readers see two different documents.
  if (new Set(names).size !== names.length) return unsafe();
  if (entries.some((entry) => (entry.flags & 0x1) !== 0)) return unsupported(INSPECTION_MESSAGES.encrypted);
  const kinds = (Object.keys(MAIN_PARTS) as (keyof typeof MAIN_PARTS)[]).filter((kind) =>
    names.includes(MAIN_PARTS[kind]),
  );
  if (!names.includes(CONTENT_TYPES) || !kinds.some((kind) => kind === declared))
    return unsupported(INSPECTION_MESSAGES.contentMismatch);
  try {
    const finding = await scanXmlParts(handle, fileSize, entries);
    if (finding === "entities") return unsafe(INSPECTION_MESSAGES.xmlDeclarations);
    if (finding === "bomb") return unsafe(INSPECTION_MESSAGES.compressionBomb);
  } catch (error) {
    if (error instanceof ZipFormatError) return unsafe();
    throw error;
  }
  return accepted(declared);
}

export function isZipBomb(entries: ZipEntry[]): boolean {
  if (entries.length > ZIP_LIMITS.maxEntries) return true;
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const isLarge = entry.uncompressedSize > ZIP_LIMITS.ratioCheckFrom;
    if (isLarge && entry.uncompressedSize > ZIP_LIMITS.maxRatio * entry.compressedSize) return true;
  }
  return total > ZIP_LIMITS.maxTotalUncompressed;
}

const DTD_MARKERS = ["<!doctype", "<!entity"];
const CARRY = 9;

/**
 * Inflates every XML part as a stream (never whole) looking for DTD declarations. The sizes were checked
 * against the bomb limits already; a part that inflates past its declared size is lying about it.
 */
async function scanXmlParts(
  handle: FileHandle,
  fileSize: number,
  entries: ZipEntry[],
): Promise<Finding | null> {
  for (const entry of entries) {
    if (!/\.(xml|rels|vml)$/i.test(entry.name)) continue;
    let produced = 0;
    let carry = "";
    for await (const chunk of readZipEntry(handle, fileSize, entry)) {
      produced += chunk.length;
      if (produced > entry.uncompressedSize) return "bomb";
      // NULs removed so UTF-16 text cannot hide a declaration; lower case as lenient parsers accept it.
      const text = carry + chunk.toString("latin1").replaceAll("\0", "").toLowerCase();
      if (DTD_MARKERS.some((marker) => text.includes(marker))) return "entities";
      carry = text.slice(-CARRY);
    }
    if (produced !== entry.uncompressedSize)
      throw new ZipFormatError("entry size differs from its declaration");
  }
  return null;
}
