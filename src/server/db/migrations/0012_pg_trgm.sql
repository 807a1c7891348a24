-- Trigram indexes for the admin's "contains" searches (audit log free text), which a B-tree cannot
-- serve. pg_trgm ships with PostgreSQL's contrib modules; the embedded PGlite loads it itself.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
