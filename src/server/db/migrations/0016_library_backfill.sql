-- Custom (not from the schema): puts the client's company documents uploaded before the library existed
-- into it, one entry per client and content (the oldest name), and links every such project document.
INSERT INTO "library_documents" ("owner_id", "name", "file_type", "mime_type", "file_size", "sha256", "storage_key", "document_type", "created_at")
SELECT DISTINCT ON ("owner_id", "sha256") "owner_id", "name", "file_type", "mime_type", "file_size", "sha256", "storage_key", "document_type", "created_at"
FROM "documents"
WHERE "kind" = 'input' AND "document_type" IN ('legal', 'fiscal', 'curricula', 'equipo', 'otros')
ORDER BY "owner_id", "sha256", "created_at"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "documents" d SET "library_document_id" = l."id"
FROM "library_documents" l
WHERE d."owner_id" = l."owner_id" AND d."sha256" = l."sha256" AND d."kind" = 'input'
  AND d."document_type" IN ('legal', 'fiscal', 'curricula', 'equipo', 'otros') AND d."library_document_id" IS NULL;
