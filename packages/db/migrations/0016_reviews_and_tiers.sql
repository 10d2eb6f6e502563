CREATE TABLE "product_volume_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"min_qty" integer NOT NULL,
	"max_qty" integer,
	"promo_type" text DEFAULT 'thrive_cash' NOT NULL,
	"discount_type" text NOT NULL,
	"promo_value" integer NOT NULL,
	CONSTRAINT "product_volume_tiers_range" CHECK ("product_volume_tiers"."min_qty" >= 1 AND ("product_volume_tiers"."max_qty" IS NULL OR "product_volume_tiers"."max_qty" >= "product_volume_tiers"."min_qty")),
	CONSTRAINT "product_volume_tiers_kind" CHECK ("product_volume_tiers"."promo_type" = 'thrive_cash' AND "product_volume_tiers"."discount_type" IN ('percent', 'dollar')),
	CONSTRAINT "product_volume_tiers_value" CHECK ("product_volume_tiers"."promo_value" > 0 AND ("product_volume_tiers"."discount_type" <> 'percent' OR "product_volume_tiers"."promo_value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "review_put_offs" (
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"hidden_until" timestamp with time zone NOT NULL,
	CONSTRAINT "review_put_offs_account_id_product_id_pk" PRIMARY KEY("account_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_status_known" CHECK ("reviews"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_offer_cents" integer;--> statement-breakpoint
ALTER TABLE "product_volume_tiers" ADD CONSTRAINT "product_volume_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_put_offs" ADD CONSTRAINT "review_put_offs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_put_offs" ADD CONSTRAINT "review_put_offs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_volume_tiers_product_idx" ON "product_volume_tiers" USING btree ("product_id","min_qty");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_account_product_key" ON "reviews" USING btree ("account_id","product_id");--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id","status","created_at");