/** Special characters the password rules count (spec 01 §5). The reset rule does not list the quote. */
export const REGISTRATION_SPECIALS = `#$%"&_-`;
export const RESET_SPECIALS = "#$%&_-";
export const REGISTRATION_PASSWORD_MIN = 12;
export const REGISTRATION_PASSWORD_MAX = 24;
export const RESET_PASSWORD_MIN = 12;

function hasAny(text: string, characters: string): boolean {
  return [...text].some((character) => characters.includes(character));
}

function hasClasses(password: string, specials: string): boolean {
  return (
    /[A-ZÑÁÉÍÓÚÜ]/.test(password) &&
    /[a-zñáéíóúü]/.test(password) &&
    /\d/.test(password) &&
    hasAny(password, specials)
  );
}

/** 12 to 24 characters with an uppercase, a lowercase, a digit and one of # $ % " & _ -. */
export function isRegistrationPasswordValid(password: string): boolean {
  return (
    password.length >= REGISTRATION_PASSWORD_MIN &&
    password.length <= REGISTRATION_PASSWORD_MAX &&
    hasClasses(password, REGISTRATION_SPECIALS)
  );
}

/** At least 12 characters with an uppercase, a lowercase, a digit and one of # $ % & _ -; no maximum. */
export function isResetPasswordValid(password: string): boolean {
  return password.length >= RESET_PASSWORD_MIN && hasClasses(password, RESET_SPECIALS);
}

export type PasswordStrengthLabel = "Muy débil" | "Débil" | "Moderada" | "Fuerte" | "Muy fuerte";

/** Score 0-6: length ≥ 12, length ≥ 16, uppercase, lowercase, digit, special; and its label. */
export function passwordStrength(password: string): { score: number; label: PasswordStrengthLabel } {
  const score = [
    password.length >= 12,
    password.length >= 16,
    /[A-ZÑÁÉÍÓÚÜ]/.test(password),
    /[a-zñáéíóúü]/.test(password),
    /\d/.test(password),
    hasAny(password, REGISTRATION_SPECIALS),
  ].filter(Boolean).length;
  const label: PasswordStrengthLabel =
    score === 0
      ? "Muy débil"
      : score <= 2
        ? "Débil"
        : score <= 4
          ? "Moderada"
          : score === 5
            ? "Fuerte"
            : "Muy fuerte";
  return { score, label };
}
