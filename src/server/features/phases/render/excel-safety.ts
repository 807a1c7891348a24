// OWASP "CSV/formula injection": a text cell beginning with one of these is evaluated as a formula (or DDE
// command) by Excel, LibreOffice or Google Sheets once someone edits or re-imports it.
const DANGEROUS_PREFIXES = ["=", "+", "-", "@", "\t", "\r"];

/** Prefixes a single quote to text that a spreadsheet would otherwise evaluate; other text is returned unchanged. */
export function neutralizeCell(value: string): string {
  return DANGEROUS_PREFIXES.some((prefix) => value.startsWith(prefix)) ? `'${value}` : value;
}

/** Numbers and empty cells pass through as they are: only text can carry a formula. */
export function neutralizeCellValue(value: string | number | null): string | number | null {
  return typeof value === "string" ? neutralizeCell(value) : value;
}
