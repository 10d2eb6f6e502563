DROP INDEX "gift_card_movements_gift_key";--> statement-breakpoint
DROP INDEX "gifts_order_key";--> statement-breakpoint
ALTER TABLE "cart_gifts" DROP CONSTRAINT "cart_gifts_pkey";--> statement-breakpoint
ALTER TABLE "cart_gifts" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "clawed_back_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cart_gifts_cart_idx" ON "cart_gifts" USING btree ("cart_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_movements_gift_kind_key" ON "gift_card_movements" USING btree ("gift_id","kind");--> statement-breakpoint
CREATE INDEX "gifts_order_idx" ON "gifts" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_clawed_back_check" CHECK ("gifts"."clawed_back_cents" BETWEEN 0 AND "gifts"."credit_cents");
