-- A Spanish text-search configuration that folds accents before stemming. It only serves the search
-- excerpt (ts_headline): 'garantia' typed without its accent matches the passage through the
-- accent-free half of search_vector, and the excerpt must find and mark 'Garantía' in the text too.
-- The index keeps its own configuration (LAB-NOTES: unaccent before the stemmer mis-stems some
-- singular '-ción' words, which is harmless here because query and text go through the same steps).
CREATE TEXT SEARCH CONFIGURATION licita_es_unaccent (COPY = pg_catalog.spanish);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION licita_es_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.spanish_stem;
