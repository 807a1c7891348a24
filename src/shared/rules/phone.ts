export const PHONE_LENGTH = 10;

/** What the phone input keeps of what is typed: digits only, at most 10. */
export function normalizePhoneInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, PHONE_LENGTH);
}

export function isPhoneValid(value: string): boolean {
  return new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(value);
}
