/**
 * Characters XML 1.0 cannot hold: C0 controls but tab and line breaks, U+FFFE, U+FFFF and a lone half of
 * a surrogate pair. The Word and Excel writers leave U+FFFE and U+FFFF in; a reader stops at them and
 * the rest of the sheet or document is lost (LibreOffice drops every row after the cell).
 */
function isXmlCharacter(code: number): boolean {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}

/** The text without the characters XML cannot hold. */
export function xmlText(text: string): string {
  let out = "";
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = text.charCodeAt(index + 1);
      // A pair is kept whole; a lone half is dropped.
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        out += text.slice(index, index + 2);
        index++;
      }
      continue;
    }
    if (isXmlCharacter(code)) out += text[index];
  }
  return out;
}

/** Every string of a plain value (objects, arrays) as xmlText; dates, numbers and the rest as they are. */
export function withXmlText<T>(value: T): T {
  if (typeof value === "string") return xmlText(value) as T;
  if (Array.isArray(value)) return value.map((item) => withXmlText(item)) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withXmlText(item)])) as T;
  }
  return value;
}
