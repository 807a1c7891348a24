ALTER TABLE "download_grants" ADD COLUMN "is_zip" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "download_grants_expires_idx" ON "download_grants" USING btree ("expires_at");