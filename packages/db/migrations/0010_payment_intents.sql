CREATE TABLE "payment_intents" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" integer NOT NULL,
	"account_id" integer,
	"amount_cents" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"hold" jsonb,
	"state" text DEFAULT 'pending' NOT NULL,
	"last_error" text,
	"reconcile_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_key" ON "payment_intents" USING btree ("key");--> statement-breakpoint
CREATE INDEX "payment_intents_unsettled_idx" ON "payment_intents" USING btree ("reconcile_after") WHERE state IN ('pending', 'refunding');
--> statement-breakpoint
-- Checkout holds stock before the charge and gives it back when no order comes of it. Products are locked in id
-- order, as reserve_stock does, so a release and a reservation sharing products cannot deadlock.
CREATE OR REPLACE FUNCTION release_stock(held json) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  given integer;
BEGIN
  PERFORM 1 FROM products p
    WHERE p.id IN (SELECT h.id FROM json_to_recordset(held) AS h(id int, qty int))
    ORDER BY p.id FOR NO KEY UPDATE;
  UPDATE products p SET stock_qty = p.stock_qty + h.qty
    FROM json_to_recordset(held) AS h(id int, qty int) WHERE p.id = h.id;
  GET DIAGNOSTICS given = ROW_COUNT;
  RETURN given;
END $$;
--> statement-breakpoint
-- A condition a one-statement write must meet (a coupon still under its limit, a cart still the version held):
-- false fails the whole statement, so nothing of it is written; the refusal names which condition failed.
CREATE OR REPLACE FUNCTION write_check(ok boolean, refusal text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION USING ERRCODE = 'PT409', MESSAGE = refusal;
  END IF;
  RETURN true;
END $$;
