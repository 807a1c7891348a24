CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"address" text NOT NULL,
	"window_start" bigint NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_address_window_start_pk" PRIMARY KEY("bucket","address","window_start")
);
