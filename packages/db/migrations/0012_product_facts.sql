CREATE TABLE "product_facts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"ingredients" text DEFAULT '' NOT NULL,
	"allergens" text[] DEFAULT '{}' NOT NULL,
	"nutrition" jsonb,
	"country_of_origin" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_amount" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_unit" text;--> statement-breakpoint
-- Catalogs seeded before this migration: the size moves out of the precomputed text ("16 oz · $0.31/oz") into its columns, and the unit price is computed from the shown price from now on.
UPDATE "products" SET "size_amount" = (regexp_match("unit", '^([0-9]+(\.[0-9]+)?) (fl oz|oz|lb|ct|ml|L)( ·|$)'))[1]::double precision, "size_unit" = (regexp_match("unit", '^([0-9]+(\.[0-9]+)?) (fl oz|oz|lb|ct|ml|L)( ·|$)'))[3], "unit" = '' WHERE "unit" ~ '^[0-9]+(\.[0-9]+)? (fl oz|oz|lb|ct|ml|L)( ·|$)';--> statement-breakpoint
ALTER TABLE "product_facts" ADD CONSTRAINT "product_facts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_valid" CHECK (("products"."size_amount" IS NULL AND "products"."size_unit" IS NULL) OR ("products"."size_amount" > 0 AND "products"."size_unit" IN ('oz', 'fl oz', 'lb', 'ct', 'ml', 'L')));