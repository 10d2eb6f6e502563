CREATE TABLE "ad_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"event" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"tracking_id" text NOT NULL,
	"product_id" integer,
	"view_id" text NOT NULL,
	"user_id" text,
	"sent_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "ad_events_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "sponsored_placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"object_tracking_id" text NOT NULL,
	"slot" text NOT NULL,
	"slot_key" text NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"starts_on" text,
	"ends_on" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsored_placements_objectTrackingId_unique" UNIQUE("object_tracking_id")
);
--> statement-breakpoint
ALTER TABLE "sponsored_placements" ADD CONSTRAINT "sponsored_placements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_events_tracking_idx" ON "ad_events" USING btree ("kind","tracking_id","event");--> statement-breakpoint
CREATE INDEX "sponsored_placements_slot_idx" ON "sponsored_placements" USING btree ("slot","slot_key") WHERE "sponsored_placements"."active";