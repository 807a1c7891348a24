-- Custom migration (triggers cannot be written in the Drizzle schema). Every change to a user or a
-- session tells the listeners which user it was (channel licita_auth_changed, payload the user's id;
-- '*' for a TRUNCATE), delivered when the change commits. The embedded database's session cache
-- (features/auth/session-cache.ts) forgets that user's sessions on it: a suspension, a revoked
-- session or a new paid-through date is seen by the very next request.
CREATE OR REPLACE FUNCTION licita_notify_auth_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('licita_auth_changed', '*');
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('licita_auth_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('licita_auth_changed', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION licita_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION licita_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER users_auth_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION licita_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION licita_notify_auth_change();
