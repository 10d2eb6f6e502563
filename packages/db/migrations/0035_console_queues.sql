CREATE TABLE "autoship_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"started_by" text,
	"as_of" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"placed" integer DEFAULT 0 NOT NULL,
	"declined" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"revenue_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "autoship_runs_trigger_valid" CHECK ("autoship_runs"."trigger" IN ('task', 'operator', 'retry'))
);
--> statement-breakpoint
ALTER TABLE "autoship_schedules" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "reissued_from_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reject_reason" text;--> statement-breakpoint
CREATE INDEX "autoship_runs_started_idx" ON "autoship_runs" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_reissued_from_id_gifts_id_fk" FOREIGN KEY ("reissued_from_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_reissued_from_key" ON "gifts" USING btree ("reissued_from_id");