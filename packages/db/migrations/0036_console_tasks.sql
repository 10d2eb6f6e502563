CREATE TABLE "console_task_files" (
	"task_id" integer PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"content" text NOT NULL,
	"rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"label" text NOT NULL,
	"items" integer[] DEFAULT '{}' NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_email" text,
	"actor_name" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "console_task_files" ADD CONSTRAINT "console_task_files_task_id_console_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."console_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_task_files_expires_idx" ON "console_task_files" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "console_tasks_state_idx" ON "console_tasks" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "console_tasks_actor_idx" ON "console_tasks" USING btree ("actor_id","id");