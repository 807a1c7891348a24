/** The most characters a ZIP's name keeps of the project's name (file systems and mail clients cope). */
export const ZIP_NAME_MAX_LENGTH = 80;

/**
 * The ZIP's file name from the project's name: letters, figures, spaces, '_' and '-' kept, and a long
 * name cut after its last whole word within the limit, never inside one ('… Puerto Esco.zip' read
 * as a typo in the bid manager's downloads folder). A single word longer than the limit is cut.
 */
export function zipFileName(projectName: string): string {
  const clean = projectName
    .replace(/[^\p{L}\p{N} _-]+/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  let base = clean;
  if (clean.length > ZIP_NAME_MAX_LENGTH) {
    const head = clean.slice(0, ZIP_NAME_MAX_LENGTH + 1);
    const lastSpace = head.lastIndexOf(" ");
    base = (lastSpace > 0 ? head.slice(0, lastSpace) : head.slice(0, ZIP_NAME_MAX_LENGTH)).replace(
      /[ _-]+$/,
      "",
    );
  }
  return `${base || "proyecto"}.zip`;
}

const WINDOWS_FORBIDDEN = /[<>:"|?*]/g;
const WINDOWS_DEVICES = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;

/**
 * A stored name as a ZIP entry Windows can extract: the characters its file names forbid
 * ('nota:uno?.txt') become '_', and a device name ('CON.txt', 'lpt1.pdf', whatever follows the first
 * dot) gets '_' after it. Explorer refused the whole entry otherwise; the name on screen stays as typed.
 */
export function windowsSafeName(name: string): string {
  const replaced = name.replace(WINDOWS_FORBIDDEN, "_");
  const dot = replaced.indexOf(".");
  const stem = dot >= 0 ? replaced.slice(0, dot) : replaced;
  return WINDOWS_DEVICES.test(stem.trim()) ? `${stem}_${replaced.slice(stem.length)}` : replaced;
}
