CREATE TABLE "job_heartbeats" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"worker" text NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_type" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"document_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"links" jsonb NOT NULL,
	"primary_link" text,
	"eml" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "library_document_id" uuid;--> statement-breakpoint
ALTER TABLE "library_documents" ADD CONSTRAINT "library_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_heartbeats_beat_idx" ON "job_heartbeats" USING btree ("beat_at");--> statement-breakpoint
CREATE UNIQUE INDEX "library_documents_owner_sha_idx" ON "library_documents" USING btree ("owner_id","sha256");--> statement-breakpoint
CREATE INDEX "library_documents_storage_idx" ON "library_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_library_document_id_library_documents_id_fk" FOREIGN KEY ("library_document_id") REFERENCES "public"."library_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_library_idx" ON "documents" USING btree ("library_document_id");