/** Longest name kept, in characters (code points), extension included. */
const MAX_NAME_LENGTH = 180;
const FALLBACK_BASE = "documento";

// Marks that reorder or hide text: 'factura\u202Efdp.exe' shows as 'facturaexe.pdf'.
const FORMAT_MARKS = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
const EXTENSION = /^[\p{L}\p{N}]{1,16}$/u;

/**
 * A file name safe to store and show: only the last path segment (of / or \ paths), no control or
 * direction marks, NFC, single spaces, no leading or trailing dots or spaces, at most 180 characters with
 * its extension kept. Never empty, '.', '..' or hidden (starting with a dot): 'documento' stands in for
 * a name with nothing left.
 */
export function sanitizeFileName(name: string): string {
  const segments = name.split(/[/\\]/);
  const last = (segments[segments.length - 1] ?? "")
    .normalize("NFC")
    .replace(FORMAT_MARKS, "")
    // Tabs and line breaks become spaces; the control characters left after that are dropped.
    .replace(/\s+/gu, " ")
    .replace(/\p{Cc}/gu, "")
    .trim();
  const dot = last.lastIndexOf(".");
  const candidate = dot >= 0 ? last.slice(dot + 1) : "";
  const extension = EXTENSION.test(candidate) ? candidate : "";
  const base = trimDotsAndSpaces(extension ? last.slice(0, dot) : last) || FALLBACK_BASE;
  const suffix = extension ? `.${extension}` : "";
  const room = MAX_NAME_LENGTH - suffix.length;
  const characters = Array.from(base);
  const shortened = characters.length > room ? trimDotsAndSpaces(characters.slice(0, room).join("")) : base;
  return `${shortened || FALLBACK_BASE}${suffix}`;
}

function trimDotsAndSpaces(text: string): string {
  return text.replace(/^[\s.]+|[\s.]+$/gu, "");
}

/**
 * A `Content-Disposition` value (RFC 6266) for downloading a file under `name`: an ASCII `filename` for
 * old clients (accents dropped, anything else non-ASCII, quotes and backslashes replaced) and the exact
 * name as `filename*` in UTF-8.
 */
export function contentDispositionFor(
  name: string,
  disposition: "attachment" | "inline" = "attachment",
): string {
  const safe = sanitizeFileName(name);
  const ascii = safe
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["\\%]/gu, "_");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(safe)}`;
}

/** Percent-encodes everything outside RFC 5987's attr-char (encodeURIComponent leaves ' ( ) * alone). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
