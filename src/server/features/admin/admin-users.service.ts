import type {
  TAdminUser,
  TAdminUserListQuery,
  TAdminUserListResponse,
  TSaveUserRequest,
} from "../../../shared/contracts/admin-users";
import type { AppContext } from "../../context";
import { ACCOUNT_TOKEN_KINDS } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { type AuditEntry, recordAudit } from "../audit/audit.service";
import { SEND_ACCOUNT_EMAIL } from "../auth/auth.jobs";
import { isAwaitingActivation } from "../auth/auth.policy";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  retireAccountTokens,
  revokeUserSessions,
  type UserRow,
  updateUser,
} from "../auth/auth.repository";
import { generateToken, hashPassword, normalizeEmail } from "../auth/credentials";
import type { SessionActor } from "../auth/sessions.service";
import { stopBillingOfBlockedClient } from "../payments/blocked-account-billing";
import { assertAdmin, assertNotSelf } from "./admin.policy";
import { changeUserKeepingAnAdmin, isActiveAdmin, listUsers } from "./admin-users.repository";

export type AdminContext = Pick<AppContext, "db" | "queue" | "logger" | "payments">;
export interface ActorInput {
  actor: SessionActor;
  ipAddress?: string;
}

export function toAdminUser(user: UserRow): TAdminUser {
  return {
    id: user.id,
    name: user.fullName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    status: user.status,
    subscriptionStatus: user.subscriptionStatus,
    paidThrough: user.paidThrough?.toISOString() ?? null,
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
    created: user.createdAt.toISOString(),
  };
}

export function audit(
  ctx: AdminContext,
  input: ActorInput,
  user: UserRow,
  entry: Pick<AuditEntry, "action" | "detail">,
) {
  return recordAudit(ctx, {
    ...entry,
    actor: { id: input.actor.user.id, email: input.actor.user.email },
    target: { type: "user", id: user.id, label: `${user.fullName} <${user.email}>` },
    ipAddress: input.ipAddress,
  });
}

/** The administrator's decision, for the billing audit line it causes. */
function asAdmin(input: ActorInput) {
  return {
    source: "administrador" as const,
    ipAddress: input.ipAddress,
    actor: { id: input.actor.user.id, email: input.actor.user.email },
  };
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === "23505" || cause?.code === "23505";
}

export async function listUsersForAdmin(
  ctx: Pick<AppContext, "db">,
  input: { actor: SessionActor; query: TAdminUserListQuery },
): Promise<TAdminUserListResponse> {
  assertAdmin(input.actor);
  const { rows, total } = await listUsers(ctx.db, input.query);
  return { users: rows.map(toAdminUser), total, page: input.query.page, pageSize: input.query.pageSize };
}

export async function getUserForAdmin(
  ctx: Pick<AppContext, "db">,
  input: { actor: SessionActor; userId: string },
): Promise<TAdminUser> {
  assertAdmin(input.actor);
  const user = await findUserById(ctx.db, input.userId);
  if (!user) throw new AppError("NOT_FOUND");
  return toAdminUser(user);
}

/**
 * Creates an account from '/create-user'. It has no usable password: the person gets an e-mail to
 * choose one (the 'invitation' account e-mail). A cliente created here is 'al corriente' unless the
 * admin says otherwise: creating it is how an admin grants access paid outside PayPal.
 */
export async function createUserByAdmin(
  ctx: AdminContext,
  input: ActorInput & { body: TSaveUserRequest },
): Promise<TAdminUser> {
  assertAdmin(input.actor);
  const email = normalizeEmail(input.body.email);
  if (await findUserByEmail(ctx.db, email)) throw new AppError("EMAIL_TAKEN");
  let user: UserRow;
  try {
    user = await insertUser(ctx.db, {
      email,
      fullName: input.body.name,
      phone: input.body.phone,
      role: input.body.role,
      status: input.body.status,
      subscriptionStatus: input.body.role === "cliente" ? input.body.subscriptionStatus : "pendiente",
      passwordHash: await hashPassword(generateToken()),
      // Opened by the administrator: no activation link nor a new registration may take it over.
      activatedAt: new Date(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("EMAIL_TAKEN");
    throw error;
  }
  await ctx.queue.send(SEND_ACCOUNT_EMAIL, { kind: "invitation", userId: user.id });
  await audit(ctx, input, user, {
    action: "user.created",
    detail: { role: user.role, status: user.status, subscriptionStatus: user.subscriptionStatus },
  });
  return toAdminUser(user);
}

/**
 * An administrator who sets an account's status decides it from then on: the account counts as opened,
 * so neither an activation link nor a new registration of its e-mail undoes that decision. Saving the
 * form without touching the status leaves a paid registration waiting for its owner's link.
 */
function openedBy(current: UserRow, status: UserRow["status"]): Pick<UserRow, "activatedAt"> | object {
  if (current.activatedAt || current.status === status) return {};
  return { activatedAt: new Date() };
}

/**
 * After an e-mail correction, the link the account still needs goes to the new address: a paid
 * registration's activation, or the invitation of an account an administrator opened and nobody has
 * signed in to yet. An account in use needs none ('¿Olvidó su contraseña?' serves it).
 */
async function mailLinkToNewAddress(ctx: AdminContext, user: UserRow): Promise<void> {
  if (user.lastLoginAt || user.status === "suspended") return;
  if (isAwaitingActivation(user)) {
    await ctx.queue.send(SEND_ACCOUNT_EMAIL, { kind: "activation", userId: user.id });
  } else if (user.activatedAt) {
    await ctx.queue.send(SEND_ACCOUNT_EMAIL, { kind: "invitation", userId: user.id });
  }
}

const TRACKED_FIELDS = ["fullName", "email", "phone", "role", "status", "subscriptionStatus"] as const;

/** Saves '/create-user?userId='. An admin cannot demote or deactivate itself, nor the last admin. */
export async function updateUserByAdmin(
  ctx: AdminContext,
  input: ActorInput & { userId: string; body: TSaveUserRequest },
): Promise<TAdminUser> {
  assertAdmin(input.actor);
  const { body } = input;
  const isSelf = input.actor.user.id === input.userId;
  if (isSelf && (body.role !== "admin" || body.status !== "active")) throw new AppError("ADMIN_SELF_ACTION");
  const values = {
    fullName: body.name,
    email: normalizeEmail(body.email),
    phone: body.phone,
    role: body.role,
    status: body.status,
    subscriptionStatus: body.subscriptionStatus,
  };
  let before: UserRow | undefined;
  let updated: UserRow;
  try {
    updated = await changeUserKeepingAnAdmin(
      ctx.db,
      input.userId,
      async (tx, current) => {
        before = current;
        // A suspended user stays suspended until 'Reactivar': the form only offers active/inactive.
        const status = current.status === "suspended" ? "suspended" : values.status;
        // Links mailed to the old address no longer open the account: an e-mail is corrected because
        // the old one was wrong (a typo's owner holds the invitation) or is no longer the person's.
        if (current.email !== values.email) {
          for (const kind of ACCOUNT_TOKEN_KINDS) await retireAccountTokens(tx, current.id, kind);
        }
        return updateUser(tx, current.id, { ...values, status, ...openedBy(current, status) });
      },
      (current) => isActiveAdmin(current) && (values.role !== "admin" || values.status !== "active"),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("EMAIL_TAKEN");
    throw error;
  }
  const previous = before!;
  const changes = Object.fromEntries(
    TRACKED_FIELDS.filter((field) => previous[field] !== updated[field]).map((field) => [
      field,
      { from: previous[field], to: updated[field] },
    ]),
  );
  if (previous.email !== updated.email) await mailLinkToNewAddress(ctx, updated);
  // Losing a role or access ends the sessions that carried the old one.
  if (previous.role !== updated.role || (previous.status === "active" && updated.status !== "active")) {
    await revokeUserSessions(ctx.db, updated.id);
  }
  await audit(ctx, input, updated, { action: "user.updated", detail: { changes } });
  // Deactivated: PayPal charges it no more (saving an inactive account again retries what PayPal refused).
  if (updated.status !== "active")
    await stopBillingOfBlockedClient(ctx, { userId: updated.id, origin: asAdmin(input) });
  return toAdminUser(updated);
}

/** Suspends: the user is refused at once, every open session ends now. */
export async function suspendUser(
  ctx: AdminContext,
  input: ActorInput & { userId: string },
): Promise<TAdminUser> {
  assertAdmin(input.actor);
  assertNotSelf(input.actor, input.userId);
  const updated = await changeUserKeepingAnAdmin(
    ctx.db,
    input.userId,
    (tx, current) => updateUser(tx, current.id, { status: "suspended", ...openedBy(current, "suspended") }),
    isActiveAdmin,
  );
  await revokeUserSessions(ctx.db, updated.id);
  await audit(ctx, input, updated, { action: "user.suspended" });
  await stopBillingOfBlockedClient(ctx, { userId: updated.id, origin: asAdmin(input) });
  return toAdminUser(updated);
}

export async function reactivateUser(
  ctx: AdminContext,
  input: ActorInput & { userId: string },
): Promise<TAdminUser> {
  assertAdmin(input.actor);
  const updated = await changeUserKeepingAnAdmin(
    ctx.db,
    input.userId,
    (tx, current) => updateUser(tx, current.id, { status: "active", ...openedBy(current, "active") }),
    () => false,
  );
  await audit(ctx, input, updated, { action: "user.reactivated" });
  return toAdminUser(updated);
}
