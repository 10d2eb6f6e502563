CREATE TABLE "exit_offers" (
	"kind" text PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"headline" text NOT NULL,
	"message" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "starts_on" text;--> statement-breakpoint
ALTER TABLE "gwp_offers" ADD COLUMN "starts_on" text;--> statement-breakpoint
ALTER TABLE "gwp_offers" ADD COLUMN "ends_on" text;--> statement-breakpoint
ALTER TABLE "gwp_offers" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "exit_offers" ADD CONSTRAINT "exit_offers_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The two exit-intent offers the storefront had as constants (exit20 and the modal's words), now rows the console edits.
INSERT INTO "exit_offers" ("kind", "coupon_id", "headline", "message")
SELECT v.kind, c.id, v.headline, v.message
  FROM (VALUES
    ('first_order', 'Wait! Take {discount} your first order',
     'Join Pantry today and use code {code} for {discount} your first order of organic groceries.'),
    ('cart', 'Before you go: {discount} this order',
     'It''s your first order, so it''s on us: use code {code} for {discount} everything in your cart.')
  ) AS v(kind, headline, message)
  JOIN "coupons" c ON c.code_key = 'exit20';
