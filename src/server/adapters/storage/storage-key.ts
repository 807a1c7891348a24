const SHA256_HEX = /^[0-9a-f]{64}$/;
const STORAGE_KEY = /^sha256\/([0-9a-f]{2})\/([0-9a-f]{2})\/([0-9a-f]{64})$/;

/** A SHA-256 as the storages use it: 64 lower-case hex digits. Anything else is a programming error. */
export function normalizeSha256(sha256: string): string {
  const hex = sha256.toLowerCase();
  if (!SHA256_HEX.test(hex)) throw new Error("storage: sha256 must be 64 hexadecimal digits");
  return hex;
}

/**
 * The key of some bytes: `sha256/<aa>/<bb>/<hash>`. The two levels of folders keep any one folder small
 * on disk (65,536 leaves) and spread S3 prefixes.
 */
export function storageKeyFor(sha256: string): string {
  const hex = normalizeSha256(sha256);
  return `sha256/${hex.slice(0, 2)}/${hex.slice(2, 4)}/${hex}`;
}

/** True only for keys this module makes, so a key can never point outside the storage (no `..`, no `/`). */
export function isStorageKey(key: string): boolean {
  const match = STORAGE_KEY.exec(key);
  if (!match) return false;
  const [, first, second, hex] = match;
  return hex?.slice(0, 2) === first && hex?.slice(2, 4) === second;
}
