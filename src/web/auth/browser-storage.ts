import { type TSessionUser, ZSessionUser } from "../../shared/contracts/auth";

/**
 * The browser storage this area keeps (spec 01 §3). Nothing here authenticates: the session lives in
 * an httpOnly cookie, so the session token itself is never written to storage (a script could read
 * it). The stored user is a display copy and a hint that a session may exist.
 */
export const STORAGE_KEYS = {
  userData: "user_data",
  registrationEmail: "registration_email",
  userId: "user_id",
  paypalOrderId: "paypal_order_id",
  paypalTimestamp: "paypal_timestamp",
  paypalTransaction: "paypal_transaction",
  accountActivated: "account_activated",
} as const;

/** Session flags that keep a notice from being shown twice in one browser session. */
export type SessionFlag =
  | "activation_expired_notified"
  | "activation_error_notified"
  | "activation_success_notified"
  | "token_not_found_notified";

/** Pages whose entry runs the payment-session cleanup (spec 02 §2). */
export type PaymentSessionPage = "/register" | "/payment-success" | "/payment-cancel";

const REGISTRATION_KEYS = [
  STORAGE_KEYS.registrationEmail,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.paypalOrderId,
  STORAGE_KEYS.paypalTimestamp,
] as const;

// Storage can throw (private mode, quota, disabled cookies); the product then works without it.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Nothing to do: the value is a convenience, never a requirement.
  }
}

function remove(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Same as above.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** The stored copy of the signed-in user, or null when absent or not a valid user. */
export function readStoredUser(): TSessionUser | null {
  const raw = read(local, STORAGE_KEYS.userData);
  if (!raw) return null;
  try {
    const parsed = ZSessionUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeUser(user: TSessionUser): void {
  write(local, STORAGE_KEYS.userData, JSON.stringify(user));
}

export function clearStoredUser(): void {
  remove(local, STORAGE_KEYS.userData);
}

/** What registration leaves for the payment return pages. */
export function storeRegistration(input: { email: string; userId: string; paypalOrderId: string }): void {
  write(local, STORAGE_KEYS.registrationEmail, input.email);
  write(local, STORAGE_KEYS.userId, input.userId);
  write(local, STORAGE_KEYS.paypalOrderId, input.paypalOrderId);
  write(local, STORAGE_KEYS.paypalTimestamp, new Date().toISOString());
}

export interface StoredRegistration {
  email: string | null;
  userId: string | null;
  paypalOrderId: string | null;
  paypalTimestamp: string | null;
}

export function readRegistration(): StoredRegistration {
  return {
    email: read(local, STORAGE_KEYS.registrationEmail),
    userId: read(local, STORAGE_KEYS.userId),
    paypalOrderId: read(local, STORAGE_KEYS.paypalOrderId),
    paypalTimestamp: read(local, STORAGE_KEYS.paypalTimestamp),
  };
}

/** The record of one payment return and how its verification ended. */
export interface PaymentTransactionRecord {
  token: string;
  transaction_id: string;
  payer_id?: string;
  user_id: string;
  outcome: string;
  recorded_at: string;
}

export function storePaymentTransaction(record: PaymentTransactionRecord): void {
  write(local, STORAGE_KEYS.paypalTransaction, JSON.stringify(record));
}

export function readPaymentTransaction(): PaymentTransactionRecord | null {
  const raw = read(local, STORAGE_KEYS.paypalTransaction);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PaymentTransactionRecord;
  } catch {
    return null;
  }
}

/**
 * The registration this browser paid for, when the result page verified it (before /register's cleanup
 * forgets it): the registration page then shows the payment completed.
 */
export function readCompletedPayment(): { userId: string; email: string | null } | null {
  const record = readPaymentTransaction();
  const userId = read(local, STORAGE_KEYS.userId);
  if (record?.outcome !== "success" || !userId || record.user_id !== userId) return null;
  return { userId, email: read(local, STORAGE_KEYS.registrationEmail) };
}

/**
 * Runs when /register, /payment-success or /payment-cancel is entered. /register starts a new
 * checkout, so everything of an earlier one goes. The return pages keep the registration items as
 * fallbacks for what the return address lacks, unless they belong to another user than the one
 * returning; the previous transaction record always goes, since the page writes a new one.
 */
export function cleanupPaymentSession(page: PaymentSessionPage, returningUserId?: string | null): void {
  remove(local, STORAGE_KEYS.paypalTransaction);
  const storedUserId = read(local, STORAGE_KEYS.userId);
  const isOtherUser = Boolean(returningUserId && storedUserId && storedUserId !== returningUserId);
  if (page === "/register" || isOtherUser) {
    for (const key of REGISTRATION_KEYS) remove(local, key);
  }
}

export function markAccountActivated(): void {
  write(local, STORAGE_KEYS.accountActivated, "true");
}

export function isAccountActivated(): boolean {
  return read(local, STORAGE_KEYS.accountActivated) === "true";
}

export function hasSessionFlag(flag: SessionFlag): boolean {
  return read(session, flag) === "true";
}

export function setSessionFlag(flag: SessionFlag): void {
  write(session, flag, "true");
}

/** Sets the flag and says whether this is the first time in this browser session. */
export function claimSessionFlag(flag: SessionFlag): boolean {
  if (hasSessionFlag(flag)) return false;
  setSessionFlag(flag);
  return true;
}
