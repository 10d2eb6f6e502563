CREATE TABLE "attribute_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"url_key" text NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badge_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"category_id" integer NOT NULL,
	"is_preference_badge" boolean DEFAULT false NOT NULL,
	CONSTRAINT "badges_text_unique" UNIQUE("text")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#2f6b3a' NOT NULL,
	CONSTRAINT "brands_urlKey_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"url_key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"in_menu" boolean DEFAULT false NOT NULL,
	CONSTRAINT "categories_urlKey_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "facet_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" integer NOT NULL,
	"attribute_value_id" integer NOT NULL,
	CONSTRAINT "product_attribute_values_product_id_attribute_value_id_pk" PRIMARY KEY("product_id","attribute_value_id")
);
--> statement-breakpoint
CREATE TABLE "product_badges" (
	"product_id" integer NOT NULL,
	"badge_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_badges_product_id_badge_id_pk" PRIMARY KEY("product_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label" text NOT NULL,
	"art" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_list_items" (
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_list_items_list_id_product_id_pk" PRIMARY KEY("list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text DEFAULT 'list' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_lists_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"url_key" text NOT NULL,
	"title" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_type" text DEFAULT 'simple' NOT NULL,
	"type_category" text DEFAULT 'general' NOT NULL,
	"analytics_category" text DEFAULT '' NOT NULL,
	"box_type" text DEFAULT 'grocery' NOT NULL,
	"sold_as_fresh" text,
	"unit" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"msrp_cents" integer NOT NULL,
	"map_price_cents" integer,
	"is_map_enabled" boolean DEFAULT false NOT NULL,
	"msrp_display_actual_price_type" text,
	"temporary_price_reduction" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"autoship_enabled" boolean DEFAULT true NOT NULL,
	"autoship_price_cents" integer,
	"autoship_min_qty" integer DEFAULT 1 NOT NULL,
	"autoship_temporary_price_reduction" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_qty" integer DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"min_order_qty" integer,
	"max_order_qty" integer,
	"has_options" boolean DEFAULT false NOT NULL,
	"bundle_options" jsonb,
	"thrive_cash" jsonb,
	"tc_product_type" text,
	"ebt_eligible" boolean DEFAULT false NOT NULL,
	"restriction_tag_id" integer,
	"rating_average" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_price_cents" integer DEFAULT 0 NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"facet_value_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"search_keywords" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(search_keywords, '')), 'B') || setweight(to_tsvector('english', coalesce(short_description, '')), 'C')) STORED,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_urlKey_unique" UNIQUE("url_key")
);
--> statement-breakpoint
CREATE TABLE "restriction_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prohibited_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"prohibited_payment_methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"requires_over21" boolean DEFAULT false NOT NULL,
	CONSTRAINT "restriction_tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_category_id_badge_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."badge_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_value_id_attribute_values_id_fk" FOREIGN KEY ("attribute_value_id") REFERENCES "public"."attribute_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badges" ADD CONSTRAINT "product_badges_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_badges" ADD CONSTRAINT "product_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_items" ADD CONSTRAINT "product_list_items_list_id_product_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."product_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_items" ADD CONSTRAINT "product_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_restriction_tag_id_restriction_tags_id_fk" FOREIGN KEY ("restriction_tag_id") REFERENCES "public"."restriction_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_values_family_url_key_index" ON "attribute_values" USING btree ("family","url_key");--> statement-breakpoint
CREATE INDEX "categories_parent_id_index" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "facet_values_facet_value_index" ON "facet_values" USING btree ("facet","value");--> statement-breakpoint
CREATE INDEX "product_attribute_values_attribute_value_id_index" ON "product_attribute_values" USING btree ("attribute_value_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_id_index" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_images_product_id_position_index" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_brand_id_index" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_id_index" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_facet_value_ids_idx" ON "products" USING gin ("facet_value_ids");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_popularity_index" ON "products" USING btree ("popularity");