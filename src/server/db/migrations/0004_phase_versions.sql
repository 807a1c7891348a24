CREATE TABLE "phase_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"phase" integer NOT NULL,
	"version" integer NOT NULL,
	"is_user_adjusted" boolean DEFAULT false NOT NULL,
	"generator" text,
	"instructions" text,
	"status" text DEFAULT 'en_cola' NOT NULL,
	"step" text,
	"error" text,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "completed_phases" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "phase_versions" ADD CONSTRAINT "phase_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phase_versions" ADD CONSTRAINT "phase_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phase_versions_unique_idx" ON "phase_versions" USING btree ("project_id","phase","version");--> statement-breakpoint
CREATE INDEX "phase_versions_project_idx" ON "phase_versions" USING btree ("project_id");