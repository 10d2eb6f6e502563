DROP INDEX "orders_account_idx";--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","placed_at","id");