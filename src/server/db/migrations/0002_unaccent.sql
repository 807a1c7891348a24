-- Accent-free Spanish search. unaccent() is only STABLE; a generated column needs an IMMUTABLE
-- function, so this wrapper names its dictionary explicitly (LAB-NOTES).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
