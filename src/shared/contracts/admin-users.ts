import { z } from "zod";
import { MESSAGES } from "../messages";
import { stripBidiControls, ZShownName } from "../rules/bidi";
import { isPhoneValid } from "../rules/phone";
import { ZSubscriptionStatus, ZUserRole, ZUserStatus } from "./auth";

const M = MESSAGES.admin;

export const ADMIN_USERS_PATHS = {
  list: "/api/admin/users",
  one: "/api/admin/users/:id",
  suspend: "/api/admin/users/:id/suspend",
  reactivate: "/api/admin/users/:id/reactivate",
} as const;

/** A user as the admin list and form see it (spec 02 §3): no hash, no tokens. */
export const ZAdminUser = z.object({
  id: z.uuid(),
  name: ZShownName,
  email: z.string(),
  phone: z.string().nullable(),
  role: ZUserRole,
  status: ZUserStatus,
  subscriptionStatus: ZSubscriptionStatus,
  paidThrough: z.string().nullable(),
  lastLogin: z.string().nullable(),
  created: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ADMIN_USER_SORTS = [
  "name",
  "email",
  "role",
  "status",
  "subscriptionStatus",
  "lastLogin",
  "created",
] as const;

/** Search (name or e-mail), filters, sort and page, all done by the server. */
export const ZAdminUserListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  role: ZUserRole.optional(),
  status: ZUserStatus.optional(),
  subscriptionStatus: ZSubscriptionStatus.optional(),
  sort: z.enum(ADMIN_USER_SORTS).default("created"),
  order: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminUserListQuery = z.infer<typeof ZAdminUserListQuery>;

export const ZAdminUserListResponse = z.object({
  users: z.array(ZAdminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminUserListResponse = z.infer<typeof ZAdminUserListResponse>;

/**
 * The user form's fields with spec 02 §5's rules and messages, shared by the page and the server. The
 * form offers 'active' or 'inactive'; suspension is its own action.
 */
export const USER_FORM_FIELDS = {
  name: z
    .string({ error: M.userNameMin })
    .overwrite(stripBidiControls)
    .trim()
    .min(2, { error: M.userNameMin })
    .max(120),
  role: z.enum(["cliente", "admin"], { error: M.userRoleRequired }),
  email: z
    .string({ error: M.userEmailFormat })
    .trim()
    .max(254, { error: M.userEmailFormat })
    .pipe(z.email({ error: M.userEmailFormat })),
  phone: z.string({ error: M.userPhoneLength }).refine(isPhoneValid, { error: M.userPhoneLength }),
  status: z.enum(["active", "inactive"], { error: M.userStatusRequired }),
  subscriptionStatus: ZSubscriptionStatus,
};

export const ZSaveUserRequest = z.object({
  ...USER_FORM_FIELDS,
  /** Only meaningful for a cliente; an admin-created cliente starts 'al corriente' unless told otherwise. */
  subscriptionStatus: ZSubscriptionStatus.default("al corriente"),
});
export type TSaveUserRequest = z.infer<typeof ZSaveUserRequest>;

export const ZUserIdParams = z.object({ id: z.uuid({ error: "Identificador de usuario no válido" }) });

export const ZAdminUserResponse = z.object({ user: ZAdminUser });
