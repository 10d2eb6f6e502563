CREATE TABLE "autoship_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" smallint NOT NULL,
	"frequency_weeks" smallint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"enabled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_at_date" date NOT NULL,
	"skip_once" boolean DEFAULT false NOT NULL,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autoship_items_status_valid" CHECK ("autoship_items"."status" IN ('active', 'paused', 'cancelled')),
	CONSTRAINT "autoship_items_qty_valid" CHECK ("autoship_items"."qty" BETWEEN 1 AND 50),
	CONSTRAINT "autoship_items_frequency_valid" CHECK ("autoship_items"."frequency_weeks" IN (1, 2, 3, 4, 6, 8)),
	CONSTRAINT "autoship_items_cancelled_at" CHECK (("autoship_items"."status" = 'cancelled') = ("autoship_items"."cancelled_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "autoship_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"next_shipment_date" date NOT NULL,
	"frequency_weeks" smallint NOT NULL,
	"payment_method_id" integer,
	"address_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"notice_sent_for" date,
	"claimed_until" timestamp with time zone,
	"claim_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autoship_schedules_status_valid" CHECK ("autoship_schedules"."status" IN ('active', 'failed_charge_1', 'failed_charge_2', 'failed_charge_3')),
	CONSTRAINT "autoship_schedules_frequency_valid" CHECK ("autoship_schedules"."frequency_weeks" IN (1, 2, 3, 4, 6, 8)),
	CONSTRAINT "autoship_schedules_attempts_match" CHECK ("autoship_schedules"."failed_attempts" = CASE "autoship_schedules"."status" WHEN 'active' THEN 0 WHEN 'failed_charge_1' THEN 1 WHEN 'failed_charge_2' THEN 2 ELSE 3 END),
	CONSTRAINT "autoship_schedules_claim_pair" CHECK (("autoship_schedules"."claim_token" IS NULL) = ("autoship_schedules"."claimed_until" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "autoship_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"shipment_date" date NOT NULL,
	"outcome" text NOT NULL,
	"order_type" text NOT NULL,
	"order_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autoship_shipments_outcome_valid" CHECK ("autoship_shipments"."outcome" IN ('placed', 'skipped')),
	CONSTRAINT "autoship_shipments_order_type_valid" CHECK ("autoship_shipments"."order_type" IN ('cron', 'next shipment ship now')),
	CONSTRAINT "autoship_shipments_placed_has_order" CHECK (("autoship_shipments"."outcome" = 'placed') = ("autoship_shipments"."order_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "autoship_items" ADD CONSTRAINT "autoship_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoship_items" ADD CONSTRAINT "autoship_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoship_schedules" ADD CONSTRAINT "autoship_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoship_schedules" ADD CONSTRAINT "autoship_schedules_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoship_schedules" ADD CONSTRAINT "autoship_schedules_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoship_shipments" ADD CONSTRAINT "autoship_shipments_schedule_id_autoship_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."autoship_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoship_shipments" ADD CONSTRAINT "autoship_shipments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoship_shipments" ADD CONSTRAINT "autoship_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autoship_items_live_product_key" ON "autoship_items" USING btree ("account_id","product_id") WHERE "autoship_items"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "autoship_items_account_idx" ON "autoship_items" USING btree ("account_id","scheduled_at_date");--> statement-breakpoint
CREATE UNIQUE INDEX "autoship_schedules_account_key" ON "autoship_schedules" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "autoship_schedules_due_idx" ON "autoship_schedules" USING btree ("next_shipment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "autoship_shipments_schedule_date_key" ON "autoship_shipments" USING btree ("schedule_id","shipment_date");--> statement-breakpoint
CREATE INDEX "autoship_shipments_account_idx" ON "autoship_shipments" USING btree ("account_id");--> statement-breakpoint
-- The account's autoship fields take the spec's values only (account spec §3 'Autoship statuses'), and a cancelled
-- or opted-out autoship is never enabled (§4 'Cancelling sets status canceled and autoship_enabled false').
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_autoship_status_valid" CHECK ("autoship_status" IS NULL OR "autoship_status" IN ('active', 'paused', 'cancelled', 'inactive', 'opt-out', 'canceled', 'active_auto'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_autoship_type_valid" CHECK ("autoship_type" IS NULL OR "autoship_type" IN ('not_set', 'opt_in', 'opt_out', 'single_cart'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_autoship_enabled_status" CHECK (NOT "autoship_enabled" OR "autoship_status" IN ('active', 'paused', 'active_auto'));
