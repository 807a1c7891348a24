/** Failed logins for one e-mail that lock it (spec 01 §4). */
export const LOGIN_MAX_FAILURES = 3;
/** Failures after which the login page shows its warning. */
export const LOGIN_WARNING_AFTER = 2;
export const LOGIN_LOCK_MINUTES = 15;
export const LOGIN_LOCK_MS = LOGIN_LOCK_MINUTES * 60_000;
/** Activation and reset links live this long and work once. */
export const ACCOUNT_TOKEN_TTL_MINUTES = 30;
/** Redirect delay after recovery and reset (spec 01 §9). */
export const AUTH_REDIRECT_DELAY_MS = 3_000;

/** Initials for the avatar: first letters of the first two words, or the first two letters of one word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
}
