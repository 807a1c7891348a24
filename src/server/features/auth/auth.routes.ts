import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AUTH_PATHS,
  ZEmailRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZProfileResponse,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordRequest,
  ZTokenRequest,
  ZVerifyResetTokenQuery,
  ZVerifyResetTokenResponse,
} from "../../../shared/contracts/auth";
import { ZErrorResponse } from "../../../shared/contracts/common";
import type { AppContext } from "../../context";
import {
  clearSessionCookie,
  readSessionToken,
  requireSession,
  setSessionCookie,
} from "../../http/plugins/authenticate";
import { recordAudit } from "../audit/audit.service";
import {
  activateAccount,
  requestPasswordReset,
  resendActivation,
  resetPassword,
  verifyResetToken,
} from "./account-links.service";
import { login } from "./login.service";
import { register } from "./register.service";
import { toSessionUser } from "./session-user";
import { closeSession, resolveSession } from "./sessions.service";

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 409: ZErrorResponse };
const tags = ["cuentas"];

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** Per-address limit on the account endpoints, on top of the global one. */
  const strictLimit = { rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: 60_000 } };
  const passwordWork = { ...strictLimit, passwordWork: true };
  app.post(
    AUTH_PATHS.login,
    {
      config: passwordWork,
      schema: {
        tags,
        summary: "Iniciar sesión",
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await login(ctx, {
        ...request.body,
        previousToken: readSessionToken(request),
        userAgent: request.headers["user-agent"],
        ipAddress: request.ip,
      });
      setSessionCookie(
        reply,
        ctx.config,
        result.token,
        new Date(Date.now() + ctx.config.SESSION_TTL_HOURS * 3_600_000),
      );
      return result;
    },
  );

  app.post(AUTH_PATHS.logout, { schema: { tags, summary: "Cerrar sesión" } }, async (request, reply) => {
    const token = readSessionToken(request);
    const session = token
      ? await resolveSession(ctx.db, token, { idleMinutes: ctx.config.SESSION_IDLE_MINUTES })
      : undefined;
    if (token) await closeSession(ctx.db, token);
    if (session)
      await recordAudit(ctx, { action: "auth.logout", actor: session.user, ipAddress: request.ip });
    clearSessionCookie(reply, ctx.config);
    return reply.status(204).send();
  });

  app.get(
    AUTH_PATHS.profile,
    {
      preHandler: requireSession(ctx),
      schema: {
        tags,
        summary: "Usuario de la sesión",
        response: { 200: ZProfileResponse, 401: ZErrorResponse },
      },
    },
    async (request) => ({ user: toSessionUser(request.actor!.user) }),
  );

  app.post(
    AUTH_PATHS.register,
    {
      config: passwordWork,
      schema: {
        tags,
        summary: "Registrar un cliente y crear su pago en PayPal",
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, ...errors, 502: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const result = await register(ctx, { ...request.body, ipAddress: request.ip });
      return reply.status(201).send(result);
    },
  );

  app.post(
    AUTH_PATHS.activate,
    {
      config: strictLimit,
      schema: {
        tags,
        summary: "Activar la cuenta",
        body: ZTokenRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => activateAccount(ctx, request.body),
  );

  app.post(
    AUTH_PATHS.resendActivation,
    {
      config: strictLimit,
      schema: {
        tags,
        summary: "Reenviar el enlace de activación",
        body: ZEmailRequest,
        response: { 200: ZMessageResponse, 400: ZErrorResponse },
      },
    },
    async (request) => resendActivation(ctx, request.body),
  );

  app.post(
    AUTH_PATHS.forgotPassword,
    {
      config: strictLimit,
      schema: {
        tags,
        summary: "Solicitar el enlace para restablecer la contraseña",
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse, 400: ZErrorResponse },
      },
    },
    async (request) => requestPasswordReset(ctx, { ...request.body, ipAddress: request.ip }),
  );

  app.get(
    AUTH_PATHS.verifyResetToken,
    {
      config: strictLimit,
      schema: {
        tags,
        summary: "¿Sigue vigente el enlace de restablecimiento?",
        querystring: ZVerifyResetTokenQuery,
        response: { 200: ZVerifyResetTokenResponse },
      },
    },
    async (request) => verifyResetToken(ctx, request.query),
  );

  app.post(
    AUTH_PATHS.resetPassword,
    {
      config: passwordWork,
      schema: {
        tags,
        summary: "Restablecer la contraseña",
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => resetPassword(ctx, { ...request.body, ipAddress: request.ip }),
  );
};
