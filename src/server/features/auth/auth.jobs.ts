import { z } from "zod";
import { ACCOUNT_TOKEN_TTL_MINUTES } from "../../../shared/rules/auth";
import { MONTHLY_PLAN } from "../../../shared/rules/billing";
import { paymentFailedEmail, subscriptionCancelledEmail } from "../../adapters/mail/billing-templates";
import {
  accountInvitationEmail,
  activationEmail,
  passwordResetEmail,
  paymentConfirmationEmail,
} from "../../adapters/mail/templates";
import type { AppContext } from "../../context";
import { defineJob, type JobDescriptor } from "../../jobs/queue";
import { isAwaitingActivation } from "./auth.policy";
import {
  type AccountTokenKind,
  addAccountToken,
  addAccountTokenWithinLimit,
  findUserByEmail,
  findUserById,
  retireAccountTokens,
} from "./auth.repository";
import { generateToken, hashToken, normalizeEmail } from "./credentials";

const ZAccountEmail = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("activation"), userId: z.uuid() }),
  z.object({ kind: z.literal("activation-resend"), email: z.string() }),
  z.object({ kind: z.literal("password-reset"), email: z.string() }),
  z.object({ kind: z.literal("payment-confirmation"), userId: z.uuid() }),
  z.object({ kind: z.literal("payment-failed"), userId: z.uuid() }),
  z.object({ kind: z.literal("subscription-cancelled"), userId: z.uuid() }),
  z.object({ kind: z.literal("invitation"), userId: z.uuid() }),
]);

/**
 * Account e-mails leave the request path: the answer to 'forgot password' or 'resend' is the same,
 * in content and time, whether or not the account exists, and the link's token never sits in the
 * queue (the handler creates it).
 */
export const SEND_ACCOUNT_EMAIL: JobDescriptor<typeof ZAccountEmail> = {
  name: "auth.send-account-email",
  payload: ZAccountEmail,
  retryLimit: 5,
  // A person is waiting for this mail: look often (senders also wake the workers at once).
  pollingIntervalSeconds: 0.5,
};

/**
 * How a request's mail is queued so that no one starves the others: mail a paying client waits for
 * (activation, payment) goes ahead of resets and resends, and an address has at most one reset and one
 * resend waiting (the waiting one already sends the newest link), so requests at the rate limit for a
 * few addresses cannot grow the queue in front of everyone else's mail.
 */
export function accountEmailSendOptions(payload: z.infer<typeof ZAccountEmail>) {
  if ("userId" in payload) return { priority: 10 };
  return { onePendingPer: `${payload.kind}:${normalizeEmail(payload.email)}` };
}

type MailContext = Pick<AppContext, "db" | "config" | "mailer">;

/** An admin-created account's link to choose its password lives longer than a reset link. */
export const INVITATION_TTL_HOURS = 72;

/** Activation e-mails one address may receive within the links' life (DECISIONS: resend). */
export const ACTIVATION_SENDS_PER_WINDOW = 3;

/**
 * A new single-use, 30-minute link. A reset link supersedes the earlier ones once its mail is written
 * (`supersedeOthers`: only the newest mailed link works);
 * an activation link does not: a resend, which needs no captcha, must not kill a link the owner is
 * about to open. Activation links are capped per address instead; undefined when the cap is reached.
 */
async function issueLink(
  ctx: MailContext,
  userId: string,
  kind: AccountTokenKind,
  page: string,
  ttlMinutes = ACCOUNT_TOKEN_TTL_MINUTES,
): Promise<string | undefined> {
  const token = generateToken();
  const values = {
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  };
  if (kind === "password_reset") {
    // The earlier links go once this one's mail is written (`supersedeOthers`): a send that fails after
    // the link was stored must not leave the person's newest mail with a dead link.
    await addAccountToken(ctx.db, values);
  } else {
    const limit = { max: ACTIVATION_SENDS_PER_WINDOW, windowMs: ACCOUNT_TOKEN_TTL_MINUTES * 60_000 };
    if (!(await addAccountTokenWithinLimit(ctx.db, values, limit))) return undefined;
  }
  return `${ctx.config.PUBLIC_URL}${page}?token=${token}`;
}

/** After a reset or invitation mail is written: the link it carries is the only one of its kind that works. */
async function supersedeOthers(ctx: MailContext, userId: string, link: string): Promise<void> {
  const token = new URL(link).searchParams.get("token") ?? "";
  await retireAccountTokens(ctx.db, userId, "password_reset", hashToken(token));
}

/**
 * A reset link supersedes the earlier ones, so the newest mail must carry the newest link: two sends for one
 * account (one running, the next waiting) could otherwise issue in one order and reach the outbox in the
 * other, leaving the person's newest mail with a dead link. This process sends them one at a time per
 * account (a CI run saw it once under load); across worker processes the order is not guaranteed.
 */
const linkSends = new Map<string, Promise<unknown>>();
function oneAtATime<T>(key: string, run: () => Promise<T>): Promise<T> {
  const next = (linkSends.get(key) ?? Promise.resolve()).then(run, run);
  const settled = next.then(
    () => undefined,
    () => undefined,
  );
  linkSends.set(key, settled);
  void settled.then(() => {
    if (linkSends.get(key) === settled) linkSends.delete(key);
  });
  return next;
}

export function createAuthJobs(ctx: MailContext) {
  const brand = { appName: ctx.config.APP_NAME, supportEmail: ctx.config.SUPPORT_EMAIL };
  return [
    defineJob({
      ...SEND_ACCOUNT_EMAIL,
      // Sending is mostly waiting (the database, SMTP): several at once keep the mail prompt under load.
      concurrency: 4,
      async handle(payload, { logger }) {
        const user =
          "userId" in payload
            ? await findUserById(ctx.db, payload.userId)
            : await findUserByEmail(ctx.db, normalizeEmail(payload.email));
        if (!user) return;
        if (payload.kind === "activation" || payload.kind === "activation-resend") {
          // Only a paid, not yet activated account gets an activation link.
          if (!isAwaitingActivation(user)) return;
          const link = await issueLink(ctx, user.id, "activation", "/activate-account");
          if (!link) {
            logger.info(
              { kind: payload.kind, userId: user.id },
              "activation e-mail limit reached; none sent",
            );
            return;
          }
          const mail = activationEmail({
            ...brand,
            fullName: user.fullName,
            link,
            minutes: ACCOUNT_TOKEN_TTL_MINUTES,
          });
          await ctx.mailer.send({ to: user.email, ...mail });
        } else if (payload.kind === "invitation") {
          if (user.status === "suspended") return;
          await oneAtATime(user.id, async () => {
            const link = await issueLink(
              ctx,
              user.id,
              "password_reset",
              "/reset-password",
              INVITATION_TTL_HOURS * 60,
            );
            if (!link) return;
            const mail = accountInvitationEmail({
              ...brand,
              fullName: user.fullName,
              link,
              minutes: INVITATION_TTL_HOURS * 60,
              hours: INVITATION_TTL_HOURS,
            });
            await ctx.mailer.send({ to: user.email, ...mail });
            await supersedeOthers(ctx, user.id, link);
          });
        } else if (payload.kind === "password-reset") {
          if (user.status === "suspended") return;
          await oneAtATime(user.id, async () => {
            const link = await issueLink(ctx, user.id, "password_reset", "/reset-password");
            if (!link) return;
            const mail = passwordResetEmail({
              ...brand,
              fullName: user.fullName,
              link,
              minutes: ACCOUNT_TOKEN_TTL_MINUTES,
            });
            await ctx.mailer.send({ to: user.email, ...mail });
            await supersedeOthers(ctx, user.id, link);
          });
        } else if (payload.kind === "payment-failed" || payload.kind === "subscription-cancelled") {
          const billing = {
            ...brand,
            fullName: user.fullName,
            planName: MONTHLY_PLAN.name,
            amountLabel: `${MONTHLY_PLAN.price} ${MONTHLY_PLAN.currency}`,
            publicUrl: ctx.config.PUBLIC_URL,
          };
          const isStillPaid = user.paidThrough !== null && user.paidThrough > new Date();
          const mail =
            payload.kind === "payment-failed"
              ? paymentFailedEmail({ ...billing, paidThrough: user.paidThrough })
              : subscriptionCancelledEmail({
                  ...billing,
                  accessUntil:
                    isStillPaid && user.subscriptionStatus === "al corriente" ? user.paidThrough : null,
                });
          await ctx.mailer.send({ to: user.email, ...mail });
        } else {
          if (!user.paidThrough) return;
          const mail = paymentConfirmationEmail({
            ...brand,
            fullName: user.fullName,
            planName: MONTHLY_PLAN.name,
            amount: MONTHLY_PLAN.price,
            currency: MONTHLY_PLAN.currency,
            paidThrough: user.paidThrough,
            activationPending: user.status === "inactive",
          });
          await ctx.mailer.send({ to: user.email, ...mail });
        }
        logger.info({ kind: payload.kind, userId: user.id }, "account e-mail sent");
      },
    }),
  ];
}
