CREATE TABLE "system_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"request_id" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE INDEX "system_events_occurred_at_idx" ON "system_events" USING btree ("occurred_at");