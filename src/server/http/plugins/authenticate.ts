import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config/config";
import type { AppContext } from "../../context";
import { signInRefusal } from "../../features/auth/auth.policy";
import { resolveSession, type SessionActor } from "../../features/auth/sessions.service";
import { AppError } from "../app-error";

export const SESSION_COOKIE = "licita_session";

declare module "fastify" {
  interface FastifyRequest {
    actor?: SessionActor;
  }
}

/** The session token: the web app's httpOnly cookie, or `Authorization: Bearer` for API clients. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice(7).trim() || undefined;
  return request.cookies?.[SESSION_COOKIE] || undefined;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.PUBLIC_URL.startsWith("https://"),
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: config.PUBLIC_URL.startsWith("https://"),
    path: "/",
  });
}

type SessionContext = Pick<AppContext, "db" | "config" | "sessionCache">;

/** preHandler: a live (not expired, not idle) session is required; its user becomes `request.actor`. */
export function requireSession(ctx: SessionContext) {
  const options = { idleMinutes: ctx.config.SESSION_IDLE_MINUTES, cache: ctx.sessionCache };
  return async (request: FastifyRequest) => {
    const token = readSessionToken(request);
    const actor = token ? await resolveSession(ctx.db, token, options) : undefined;
    if (!actor) throw new AppError("SECURE_AUTH_ERROR");
    request.actor = actor;
  };
}

/**
 * preHandler: a live session whose user may use the product right now — active, and for a cliente
 * 'al corriente' — with one of `roles`. Rules change under a session (suspension, a failed renewal),
 * so they are checked on every request, not only at login.
 */
export function requireAccess(ctx: SessionContext, roles: ReadonlyArray<"admin" | "cliente">) {
  const session = requireSession(ctx);
  return async (request: FastifyRequest) => {
    await session(request);
    const user = request.actor!.user;
    const refusal = signInRefusal(user);
    if (refusal) throw new AppError(refusal);
    if (!roles.includes(user.role)) throw new AppError("FORBIDDEN");
  };
}
