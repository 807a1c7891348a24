-- Custom migration (column storage cannot be written in the Drizzle schema). A passage's search
-- vector (~1 KB) was moved out of line into the TOAST table, so ranking the matches of a search
-- fetched each vector from there: 3-5 times the work of ranking vectors kept in the row (measured on
-- PostgreSQL 15 with 10,000 passages, issue 14). MAIN keeps it in the row, compressed only when the row
-- would not fit otherwise. Rows written before this keep their storage until rewritten (a document read
-- again rewrites its passages).
ALTER TABLE "passages" ALTER COLUMN "search_vector" SET STORAGE MAIN;
