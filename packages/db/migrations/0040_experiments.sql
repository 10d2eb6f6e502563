CREATE TABLE "experiment_exposures" (
	"experiment_key" text NOT NULL,
	"visitor_id" text NOT NULL,
	"variant" text NOT NULL,
	"audience" text NOT NULL,
	"exposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_exposures_experiment_key_visitor_id_pk" PRIMARY KEY("experiment_key","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"key" text PRIMARY KEY NOT NULL,
	"variants" jsonb NOT NULL,
	"audiences" text[],
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_experiment_key_experiments_key_fk" FOREIGN KEY ("experiment_key") REFERENCES "public"."experiments"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_exposures_variant_idx" ON "experiment_exposures" USING btree ("experiment_key","variant","exposed_at");--> statement-breakpoint
INSERT INTO "experiments" ("key", "variants", "audiences", "enabled") VALUES
  ('post_discount_pricing', '[{"name":"control","weight":50},{"name":"variation_1","weight":50}]', NULL, true),
  ('discovery_card_cta_placement', '[{"name":"control","weight":50},{"name":"variation_1","weight":50}]', NULL, true)
ON CONFLICT ("key") DO NOTHING;
