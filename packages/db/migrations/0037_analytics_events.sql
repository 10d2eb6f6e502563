CREATE TABLE "analytics_events" (
	"event_id" uuid NOT NULL,
	"received_on" date NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"visitor_id" uuid NOT NULL,
	"account_id" integer,
	"type" text NOT NULL,
	"event" text NOT NULL,
	"path" text NOT NULL,
	"page_type" text NOT NULL,
	"properties" jsonb NOT NULL,
	CONSTRAINT "analytics_events_event_id_received_on_pk" PRIMARY KEY("event_id","received_on")
) PARTITION BY RANGE ("received_on");
--> statement-breakpoint
CREATE INDEX "analytics_events_event_idx" ON "analytics_events" USING btree ("event","received_on");