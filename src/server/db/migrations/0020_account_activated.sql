ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
-- Accounts already opened before this column: active or suspended ones, administrators, anyone who ever
-- signed in, and accounts an administrator created (their 'user.created' audit line). What is left is
-- a registration never activated: the only kind an activation link or a new registration may open.
UPDATE "users" SET "activated_at" = COALESCE("last_login_at", "updated_at")
WHERE "status" <> 'inactive' OR "role" = 'admin' OR "last_login_at" IS NOT NULL
  OR EXISTS (
    SELECT 1 FROM "audit_events"
    WHERE "audit_events"."action" = 'user.created' AND "audit_events"."target_id" = "users"."id"::text
  );
