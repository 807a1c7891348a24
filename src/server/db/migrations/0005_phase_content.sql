ALTER TABLE "phase_versions" ADD COLUMN "content" jsonb;--> statement-breakpoint
ALTER TABLE "phase_versions" ADD COLUMN "stats" jsonb;