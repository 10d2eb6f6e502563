CREATE TABLE "autoship_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"move" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"query" text NOT NULL,
	"day" date NOT NULL,
	"searches" integer NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_query_day_pk" PRIMARY KEY("query","day")
);
--> statement-breakpoint
ALTER TABLE "autoship_status_changes" ADD CONSTRAINT "autoship_status_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "autoship_status_changes_at_idx" ON "autoship_status_changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "autoship_status_changes_account_idx" ON "autoship_status_changes" USING btree ("account_id","at","id");--> statement-breakpoint
CREATE INDEX "search_misses_day_idx" ON "search_misses" USING btree ("day");--> statement-breakpoint
-- The history begins with each autoship as it is now, dated when its schedule began (else when the account last changed).
INSERT INTO "autoship_status_changes" ("account_id", "move", "from_status", "to_status", "at")
SELECT a."id", 'recorded', NULL, a."autoship_status", coalesce(s."created_at", a."updated_at")
  FROM "accounts" a LEFT JOIN "autoship_schedules" s ON s."account_id" = a."id"
 WHERE a."autoship_status" IS NOT NULL;
