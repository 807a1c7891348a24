import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { paypalSandboxAccessTokens } from "../../../db/schema";
import { claimSetting } from "../settings-store";
import { newAccessToken, newClientId, newClientSecret } from "./sandbox-ids";

const CLIENT_ID_KEY = "paypal-sandbox:client_id";
const CLIENT_SECRET_KEY = "paypal-sandbox:client_secret";
/** PayPal's access tokens live about nine hours. */
export const ACCESS_TOKEN_TTL_SECONDS = 32_400;

export interface SandboxCredentials {
  clientId: string;
  clientSecret: string;
}

/**
 * The built-in sandbox's client credentials: generated once per database and shared by every process,
 * so the web and worker processes authenticate against the same sandbox.
 */
export async function getSandboxCredentials(db: Database): Promise<SandboxCredentials> {
  const clientId = await claimSetting(db, CLIENT_ID_KEY, newClientId());
  const clientSecret = await claimSetting(db, CLIENT_SECRET_KEY, newClientSecret());
  return { clientId, clientSecret };
}

/** PayPal-style application id, stable for the credentials. */
export function sandboxAppId(clientId: string): string {
  const digest = createHash("sha256").update(clientId).digest("hex").toUpperCase();
  return `APP-${digest.slice(0, 17)}`;
}

/** True when `Authorization: Basic base64(client_id:client_secret)` carries this sandbox's credentials. */
export async function areClientCredentialsValid(
  db: Database,
  authorization: string | undefined,
): Promise<boolean> {
  const match = /^Basic\s+([A-Za-z0-9+/=_-]+)\s*$/i.exec(authorization ?? "");
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const separator = decoded.indexOf(":");
  if (separator < 0) return false;
  const expected = await getSandboxCredentials(db);
  return (
    isSameSecret(decoded.slice(0, separator), expected.clientId) &&
    isSameSecret(decoded.slice(separator + 1), expected.clientSecret)
  );
}

/** Issues a Bearer token. Only its SHA-256 is stored: the database never holds a usable token. */
export async function issueAccessToken(db: Database, now = new Date()): Promise<string> {
  const token = newAccessToken();
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  await db.delete(paypalSandboxAccessTokens).where(lt(paypalSandboxAccessTokens.expiresAt, now));
  await db.insert(paypalSandboxAccessTokens).values({ token: hashToken(token), expiresAt });
  return token;
}

/** True when `Authorization: Bearer …` carries a token this sandbox issued and that has not expired. */
export async function isBearerValid(db: Database, authorization: string | undefined): Promise<boolean> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match?.[1]) return false;
  const [row] = await db
    .select({ token: paypalSandboxAccessTokens.token })
    .from(paypalSandboxAccessTokens)
    .where(
      and(
        eq(paypalSandboxAccessTokens.token, hashToken(match[1])),
        gt(paypalSandboxAccessTokens.expiresAt, new Date()),
      ),
    );
  return row !== undefined;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function isSameSecret(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
