import { alignedColumnsToCells } from "./aligned-columns";
import type { ExtractedUnit } from "./extraction-types";
import { normalizeText } from "./normalize-text";
import { dropRunningLines } from "./running-lines";
import { splitTextPages } from "./txt-pages";

/**
 * Plain text: UTF-8 (or UTF-16 with its byte-order mark), else Windows-1252/Latin-1 as old Windows tools
 * wrote it. Split into pages on form feeds or page-marker lines when it has them, so rows cite a page;
 * running headers and footers dropped; tables typed as aligned columns kept as tab-separated cells.
 */
export function readTxtText(data: Uint8Array): ExtractedUnit[] {
  const decoded = decodeText(data).replace(/\r\n?/g, "\n");
  const pages = splitTextPages(decoded);
  if (pages) {
    return dropRunningLines(pages).flatMap(({ page, text }) => {
      const normalized = normalizeText(alignedColumnsToCells(text));
      return normalized ? [{ page, location: null, text: normalized }] : [];
    });
  }
  const text = normalizeText(alignedColumnsToCells(decoded));
  return text ? [{ page: null, location: null, text }] : [];
}

export function decodeText(data: Uint8Array): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder("utf-16le").decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder("utf-16be").decode(data.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return decodeWindows1252(data);
  }
}

// Bytes 0x80-0x9F of Windows-1252 (Word's curly quotes, dashes, €); Latin-1 has controls there.
// Written out because Node 20's TextDecoder decodes every 'windows-1252' label as plain Latin-1.
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeWindows1252(data: Uint8Array): string {
  let text = "";
  for (let start = 0; start < data.length; start += 8192) {
    const chunk = data.subarray(start, start + 8192);
    text += String.fromCharCode(...chunk.map((byte) => byte));
  }
  return text.replace(
    /[\u0080-\u009f]/g,
    (character) => WINDOWS_1252_HIGH[character.charCodeAt(0) - 0x80] ?? "",
  );
}
