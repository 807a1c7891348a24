import JSZip from "jszip";
import { ExtractionFailure } from "./extraction-failure";
import { EXTRACTION_REASONS } from "./extraction-types";

/** Declared uncompressed size above which an Office file is refused before any parser inflates it. */
const MAX_UNCOMPRESSED_BYTES = 300 * 1024 * 1024;
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

interface SizedEntry {
  _data?: { uncompressedSize?: number };
}

/**
 * Opens an Office Open XML file (docx, xlsx, pptx) as a zip after two checks: a password-protected
 * one is an OLE container, not a zip; and the declared sizes of the parts must stay sane, so that a
 * zip bomb is refused before mammoth, exceljs or jszip inflate it.
 */
export async function openOfficeZip(data: Buffer, kind: string): Promise<JSZip> {
  if (data.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE)) {
    throw new ExtractionFailure(EXTRACTION_REASONS.encryptedOffice);
  }
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data);
  } catch {
    throw new ExtractionFailure(EXTRACTION_REASONS.damagedFile(kind));
  }
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    // jszip keeps each entry's declared size (zip64 included) on this internal field.
    total += (entry as unknown as SizedEntry)._data?.uncompressedSize ?? 0;
  }
  if (total > MAX_UNCOMPRESSED_BYTES) throw new ExtractionFailure(EXTRACTION_REASONS.tooLargeInside);
  return zip;
}

/** XML parts may not declare a DOCTYPE or entities (billion laughs, external entities). */
export function assertSafeXml(xml: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new ExtractionFailure(EXTRACTION_REASONS.unsafeXml);
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Decodes the five XML entities and numeric character references. */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? match;
  });
}
