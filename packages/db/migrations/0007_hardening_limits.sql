CREATE TABLE "auth_failure_counts" (
	"kind" text NOT NULL,
	"client_key" text NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_failure_counts_kind_client_key_pk" PRIMARY KEY("kind","client_key")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);

--> statement-breakpoint
DROP TABLE "auth_failures" CASCADE;