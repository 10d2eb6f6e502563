DROP INDEX "event_deliveries_due_idx";--> statement-breakpoint
ALTER TABLE "autoship_shipments" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "autoship_shipments_request_key" ON "autoship_shipments" USING btree ("account_id","request_key");--> statement-breakpoint
CREATE INDEX "autoship_shipments_order_idx" ON "autoship_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "event_deliveries_due_idx" ON "event_deliveries" USING btree ("next_attempt_at","event_id") WHERE "event_deliveries"."state" = 'pending';