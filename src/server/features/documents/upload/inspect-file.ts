import { open } from "node:fs/promises";
import { type AllowedFileType, declaredFileType } from "../../../../shared/rules/files";
import { CompoundFileError, listCompoundFileRoot } from "./cfb-directory";
import {
  hasImageEnd,
  hasPdfEnd,
  hasPdfSignature,
  imageTypeOf,
  isActiveContent,
  isCompoundFile,
  isExecutable,
  isZip,
  textEncodingOf,
} from "./content-signatures";
import { readAt } from "./file-bytes";
import { inspectOoxml } from "./inspect-ooxml";
import {
  accepted,
  empty,
  INSPECTION_MESSAGES,
  type InspectionResult,
  unsafe,
  unsupported,
} from "./inspection-result";

export type { InspectionResult } from "./inspection-result";

const HEAD_BYTES = 65_536;
/** How far from the end `%%EOF` may be (a little trailing junk is common). */
const PDF_TAIL_BYTES = 4_096;
/** How far from the end a picture's end marker may be (phones append a little after a JPEG's). */
const IMAGE_TAIL_BYTES = 65_536;

/** The stream at the top of a legacy Office file that says which program wrote it. */
const LEGACY_MAIN_STREAMS: { type: AllowedFileType; names: string[] }[] = [
  { type: "doc", names: ["worddocument"] },
  { type: "xls", names: ["workbook", "book"] },
  { type: "ppt", names: ["powerpoint document"] },
];

/**
 * Decides what an uploaded file really is from its bytes, never from its name alone: the declared
 * extension must be an allowed type and agree with the content (a '.pdf' that is anything else is
 * refused). Refuses executables, web pages and scripts in disguise, zip bombs and XML entity tricks.
 */
export async function inspectFile(tempPath: string, declaredName: string): Promise<InspectionResult> {
  const handle = await open(tempPath, "r");
  try {
    const { size } = await handle.stat();
    if (size === 0) return empty();
    const declared = declaredFileType(declaredName);
    if (!declared) return unsupported();
    const head = await readAt(handle, 0, Math.min(size, HEAD_BYTES));
    if (isExecutable(head)) return unsafe(INSPECTION_MESSAGES.executable);
    if (isActiveContent(head)) return unsafe(INSPECTION_MESSAGES.activeContent);
    if (hasPdfSignature(head)) {
      if (declared !== "pdf") return unsupported(INSPECTION_MESSAGES.contentMismatch);
      const tailLength = Math.min(size, PDF_TAIL_BYTES);
      return hasPdfEnd(await readAt(handle, size - tailLength, tailLength)) ? accepted("pdf") : unsafe();
    }
    const image = imageTypeOf(head);
    if (image) {
      if (declared !== image) return unsupported();
      const tailLength = Math.min(size, IMAGE_TAIL_BYTES);
      return hasImageEnd(image, await readAt(handle, size - tailLength, tailLength))
        ? accepted(image)
        : unsafe();
    }
    if (isZip(head)) {
      if (declared !== "docx" && declared !== "xlsx" && declared !== "pptx")
        return unsupported(INSPECTION_MESSAGES.contentMismatch);
      return await inspectOoxml(handle, size, declared);
    }
    if (isCompoundFile(head)) return await inspectLegacyOffice(handle, size, declared);
    if (declared !== "txt") return unsupported(INSPECTION_MESSAGES.contentMismatch);
    const encoding = textEncodingOf(head, size === head.length);
    if (!encoding) return unsupported(INSPECTION_MESSAGES.contentMismatch);
    return encoding === "utf-8" ? accepted("txt") : accepted("txt", `text/plain; charset=${encoding}`);
  } finally {
    await handle.close();
  }
}

async function inspectLegacyOffice(
  handle: Parameters<typeof listCompoundFileRoot>[0],
  size: number,
  declared: AllowedFileType,
): Promise<InspectionResult> {
  let names: string[];
  try {
    names = (await listCompoundFileRoot(handle, size)).map((name) => name.toLowerCase());
  } catch (error) {
    if (error instanceof CompoundFileError) return unsafe();
    throw error;
  }
  // Password-protected docx, xlsx and pptx are compound files holding the encrypted package.
  if (names.includes("encryptedpackage")) return unsupported(INSPECTION_MESSAGES.encrypted);
  const legacy = LEGACY_MAIN_STREAMS.find(
    (candidate) => candidate.type === declared && candidate.names.some((name) => names.includes(name)),
  );
  if (!legacy) return unsupported(INSPECTION_MESSAGES.contentMismatch);
  return accepted(legacy.type);
}
