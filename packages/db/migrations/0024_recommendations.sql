CREATE TABLE "never_items" (
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "never_items_account_id_product_id_pk" PRIMARY KEY("account_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_cooccurrence" (
	"product_id" integer NOT NULL,
	"other_product_id" integer NOT NULL,
	"together" integer NOT NULL,
	"product_orders" integer NOT NULL,
	"other_orders" integer NOT NULL,
	CONSTRAINT "product_cooccurrence_product_id_other_product_id_pk" PRIMARY KEY("product_id","other_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_order_counts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopping_preferences" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"preferred_diets" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "never_items" ADD CONSTRAINT "never_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "never_items" ADD CONSTRAINT "never_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cooccurrence" ADD CONSTRAINT "product_cooccurrence_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_cooccurrence" ADD CONSTRAINT "product_cooccurrence_other_product_id_products_id_fk" FOREIGN KEY ("other_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_order_counts" ADD CONSTRAINT "product_order_counts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopping_preferences" ADD CONSTRAINT "shopping_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_order_counts_orders_idx" ON "product_order_counts" USING btree ("orders");