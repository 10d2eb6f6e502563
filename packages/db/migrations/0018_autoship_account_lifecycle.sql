ALTER TABLE "autoship_shipments" ADD COLUMN "savings_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "autoship_schedules" DROP COLUMN "notice_sent_for";--> statement-breakpoint
ALTER TABLE "autoship_shipments" ADD CONSTRAINT "autoship_shipments_savings_valid" CHECK ("autoship_shipments"."savings_cents" >= 0);