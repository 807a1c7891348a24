/** Signatures read from a file's first bytes (its "head", up to 64 KB) and last bytes. */

const PDF_SIGNATURE = Buffer.from("%PDF-");
const PDF_END = Buffer.from("%%EOF");
/** Readers accept some junk before `%PDF-` (Acrobat up to 1 KB); so do we, no more. */
const PDF_SIGNATURE_WINDOW = 1024;
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MACHO_SIGNATURES = [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe];

/** Windows (MZ), Linux (ELF), macOS (Mach-O, universal) and WebAssembly programs. */
export function isExecutable(head: Buffer): boolean {
  // "MZ" can begin a text; a real MZ header has zero bytes in its first 64.
  if (head.length >= 2 && head[0] === 0x4d && head[1] === 0x5a && head.subarray(2, 64).includes(0))
    return true;
  if (head.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))) return true;
  if (head.subarray(0, 4).equals(Buffer.from([0x00, 0x61, 0x73, 0x6d]))) return true;
  return head.length >= 4 && MACHO_SIGNATURES.includes(head.readUInt32BE(0));
}

const ACTIVE_CONTENT_STARTS = [
  "<!doctype",
  "<html",
  "<head",
  "<body",
  "<svg",
  "<?xml",
  "<script",
  "<iframe",
  "<!--",
  "#!",
];

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Web pages, SVG, XML and scripts: a browser or a shell would run them, so they are never documents. */
export function isActiveContent(head: Buffer): boolean {
  const utf16 = utf16ByBom(head);
  const start = utf16 ? 2 : head.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0;
  const text = utf16
    ? new TextDecoder(utf16).decode(head.subarray(start, start + 256))
    : head.toString("latin1", start, start + 128);
  const opening = text.trimStart().slice(0, 16).toLowerCase();
  return ACTIVE_CONTENT_STARTS.some((marker) => opening.startsWith(marker));
}

/** UTF-16 text is only recognised with its byte-order mark (as Windows Notepad writes it). */
function utf16ByBom(head: Buffer): "utf-16le" | "utf-16be" | null {
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  return null;
}

export function hasPdfSignature(head: Buffer): boolean {
  return head.subarray(0, PDF_SIGNATURE_WINDOW + PDF_SIGNATURE.length).includes(PDF_SIGNATURE);
}

/** Every complete PDF (incremental updates included) ends with `%%EOF`, maybe followed by a little junk. */
export function hasPdfEnd(tail: Buffer): boolean {
  return tail.includes(PDF_END);
}

export function isZip(head: Buffer): boolean {
  return head.subarray(0, 4).equals(ZIP_SIGNATURE);
}

/** OLE2 compound files: legacy .doc, .xls and .ppt (and password-protected Office files). */
export function isCompoundFile(head: Buffer): boolean {
  return head.subarray(0, 8).equals(CFB_SIGNATURE);
}

/** At most this share of a text may be control characters (form feeds, stray escapes...). */
const MAX_CONTROL_SHARE = 0.02;
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1a]);
/** The five bytes Windows-1252 leaves undefined; 0x80-0x9F are otherwise quotes, dashes, €... */
const WINDOWS_1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

export type TextEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/**
 * The encoding of a plain text, or null when the bytes are not text: UTF-16 with its byte-order mark, or
 * else no NUL bytes and valid UTF-8 or else Windows-1252 (the Latin-1 superset Windows writes in Mexico),
 * and almost no control characters. `head` is the whole file when `isWholeFile`, else its first bytes (a
 * character cut at the end is fine).
 */
export function textEncodingOf(head: Buffer, isWholeFile: boolean): TextEncoding | null {
  const utf16 = utf16ByBom(head);
  if (utf16) {
    const text = decodeStrictly(utf16, head.subarray(2), isWholeFile);
    return text && !text.includes("\0") && isMostlyPrintable(text) ? utf16 : null;
  }
  if (head.length === 0 || head.includes(0)) return null;
  const text = decodeStrictly("utf-8", head, isWholeFile);
  if (text !== null) return text.length > 0 && isMostlyPrintable(text) ? "utf-8" : null;
  // Counted by bytes: Node's TextDecoder reads 'windows-1252' as Latin-1, where 0x80-0x9F are controls.
  let controls = 0;
  for (const byte of head) {
    if ((byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f || WINDOWS_1252_UNDEFINED.has(byte))
      controls += 1;
  }
  return controls / head.length <= MAX_CONTROL_SHARE ? "windows-1252" : null;
}

function decodeStrictly(
  encoding: "utf-8" | "utf-16le" | "utf-16be",
  bytes: Buffer,
  isWhole: boolean,
): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes, { stream: !isWhole });
  } catch {
    return null;
  }
}

function isMostlyPrintable(text: string): boolean {
  let characters = 0;
  let controls = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    characters += 1;
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || (code >= 0x7f && code <= 0x9f)) controls += 1;
  }
  return characters > 0 && controls / characters <= MAX_CONTROL_SHARE;
}

/** The picture formats accepted as pages: JPEG (FF D8 FF), PNG, TIFF (II*\0 or MM\0*). */
export function imageTypeOf(head: Buffer): "jpg" | "png" | "tiff" | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpg";
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  const tiff = head.subarray(0, 4);
  if (
    tiff.equals(Buffer.from([0x49, 0x49, 0x2a, 0x00])) ||
    tiff.equals(Buffer.from([0x4d, 0x4d, 0x00, 0x2a]))
  )
    return "tiff";
  return null;
}

const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const JPEG_END = Buffer.from([0xff, 0xd9]);

/**
 * Whether a PNG or JPEG picture reaches its end marker (IEND, or EOI maybe followed by a little junk, as
 * cameras append): a cut-off upload decodes to half a page or a blank one. TIFF has no end marker.
 */
export function hasImageEnd(type: "jpg" | "png" | "tiff", tail: Buffer): boolean {
  if (type === "png") return tail.includes(PNG_END);
  if (type === "jpg") return tail.includes(JPEG_END);
  return true;
}
