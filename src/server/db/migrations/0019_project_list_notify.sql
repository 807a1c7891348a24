-- Custom migration (triggers cannot be written in the Drizzle schema). Every change that can alter a
-- client's project list (a project inserted, updated or deleted; a document inserted or deleted, or
-- moved to another project or kind, since the list counts each project's input documents) tells the
-- listeners whose list it was (channel licita_projects_changed, payload the owner's id; '*' for a
-- TRUNCATE), delivered when the change commits. The embedded database's list cache
-- (features/projects/project-list-cache.ts) forgets that owner's list on it. A document's status and
-- text changes (the reading) notify nothing: the list does not show them.
CREATE OR REPLACE FUNCTION licita_notify_projects_change() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('licita_projects_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('licita_projects_changed', NEW.owner_id::text);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('licita_projects_changed', OLD.owner_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_list_changed AFTER INSERT OR UPDATE OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION licita_notify_projects_change();
--> statement-breakpoint
CREATE TRIGGER documents_list_changed AFTER INSERT OR DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION licita_notify_projects_change();
--> statement-breakpoint
CREATE TRIGGER documents_list_moved AFTER UPDATE OF project_id, kind, owner_id ON documents
  FOR EACH ROW
  WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id OR OLD.kind IS DISTINCT FROM NEW.kind
    OR OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION licita_notify_projects_change();
--> statement-breakpoint
CREATE TRIGGER projects_list_truncated AFTER TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION licita_notify_projects_change();
--> statement-breakpoint
CREATE TRIGGER documents_list_truncated AFTER TRUNCATE ON documents
  FOR EACH STATEMENT EXECUTE FUNCTION licita_notify_projects_change();
