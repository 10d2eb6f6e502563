CREATE TABLE "thrive_cash_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"amount_cents" integer NOT NULL,
	"lot_id" bigint,
	"expires_at" timestamp with time zone,
	"available_at" timestamp with time zone,
	"order_id" integer,
	"review_id" integer,
	"product_id" integer,
	"membership_id" integer,
	"note" text,
	"operator" text,
	"once_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thrive_cash_ledger_kind" CHECK ("thrive_cash_ledger"."kind" IN ('earned', 'spent', 'expired', 'clawed_back', 'restored', 'adjusted')),
	CONSTRAINT "thrive_cash_ledger_sign" CHECK ("thrive_cash_ledger"."amount_cents" <> 0 AND (CASE WHEN "thrive_cash_ledger"."kind" IN ('spent', 'expired', 'clawed_back') THEN "thrive_cash_ledger"."amount_cents" < 0
        WHEN "thrive_cash_ledger"."kind" IN ('earned', 'restored') THEN "thrive_cash_ledger"."amount_cents" > 0 ELSE true END)),
	CONSTRAINT "thrive_cash_ledger_lot" CHECK (("thrive_cash_ledger"."lot_id" IS NULL) = ("thrive_cash_ledger"."amount_cents" > 0 AND "thrive_cash_ledger"."kind" IN ('earned', 'adjusted'))
        AND ("thrive_cash_ledger"."lot_id" IS NOT NULL OR "thrive_cash_ledger"."expires_at" IS NOT NULL)),
	CONSTRAINT "thrive_cash_ledger_reason" CHECK (("thrive_cash_ledger"."kind" = 'earned') = ("thrive_cash_ledger"."reason" IS NOT NULL)
        AND ("thrive_cash_ledger"."reason" IS NULL OR "thrive_cash_ledger"."reason" IN ('offer', 'review', 'savings_guarantee', 'goodwill')))
);
--> statement-breakpoint
CREATE TABLE "thrive_cash_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"apply_at_checkout" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "thrive_cash_ledger" ADD CONSTRAINT "thrive_cash_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thrive_cash_ledger" ADD CONSTRAINT "thrive_cash_ledger_lot_id_thrive_cash_ledger_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."thrive_cash_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thrive_cash_settings" ADD CONSTRAINT "thrive_cash_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "thrive_cash_ledger_once_key" ON "thrive_cash_ledger" USING btree ("once_key");--> statement-breakpoint
CREATE INDEX "thrive_cash_ledger_account_idx" ON "thrive_cash_ledger" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "thrive_cash_ledger_lot_idx" ON "thrive_cash_ledger" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "thrive_cash_ledger_order_idx" ON "thrive_cash_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "thrive_cash_ledger_expiry_idx" ON "thrive_cash_ledger" USING btree ("expires_at") WHERE "thrive_cash_ledger"."lot_id" IS NULL;--> statement-breakpoint
--> statement-breakpoint
-- What each lot has left: its amount plus every row that names it (debits negative, restores positive).
CREATE VIEW "thrive_cash_lots" AS
SELECT l.id, l.account_id, l.kind, l.reason, l.amount_cents, l.expires_at, l.available_at, l.order_id, l.created_at,
       (l.amount_cents + coalesce((SELECT sum(d.amount_cents) FROM thrive_cash_ledger d WHERE d.lot_id = l.id), 0))::int
         AS remaining_cents
  FROM thrive_cash_ledger l
 WHERE l.lot_id IS NULL;
--> statement-breakpoint
-- The ledger is append-only: no row is changed or removed, except that a pending lot becomes spendable once (its
-- order shipped). Rows go with their account (a cascade, one trigger level down).
CREATE OR REPLACE FUNCTION thrive_cash_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
    RAISE EXCEPTION 'thrive_cash_ledger is append-only';
  END IF;
  IF OLD.available_at IS NULL AND NEW.available_at IS NOT NULL
     AND (to_jsonb(NEW) - 'available_at') = (to_jsonb(OLD) - 'available_at') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'thrive_cash_ledger is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER thrive_cash_ledger_append_only BEFORE UPDATE OR DELETE ON thrive_cash_ledger
  FOR EACH ROW EXECUTE FUNCTION thrive_cash_ledger_append_only();
--> statement-breakpoint
-- Takes `p_cents` from the shopper's spendable, unexpired lots, those that expire first first, as rows of `p_kind`
-- (spent, adjusted); answers false and writes nothing when the balance is short. A function so that checkout's
-- one-statement order write can spend: its lock per shopper makes spends take turns, and each of its statements
-- reads afresh after the lock (READ COMMITTED), so a balance never goes below 0.
CREATE OR REPLACE FUNCTION thrive_cash_spend(p_account integer, p_cents integer, p_kind text, p_order integer,
    p_note text, p_operator text, p_now timestamptz) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  lot record;
  left_cents integer := p_cents;
  take integer;
BEGIN
  IF p_cents <= 0 THEN RETURN true; END IF;
  PERFORM pg_advisory_xact_lock(74130, p_account);
  IF (SELECT coalesce(sum(l.remaining_cents), 0) FROM thrive_cash_lots l
       WHERE l.account_id = p_account AND l.available_at <= p_now AND l.expires_at > p_now
         AND l.remaining_cents > 0) < p_cents THEN
    RETURN false;
  END IF;
  FOR lot IN SELECT l.id, l.remaining_cents FROM thrive_cash_lots l
       WHERE l.account_id = p_account AND l.available_at <= p_now AND l.expires_at > p_now
         AND l.remaining_cents > 0
       ORDER BY l.expires_at, l.id LOOP
    EXIT WHEN left_cents = 0;
    take := least(left_cents, lot.remaining_cents);
    INSERT INTO thrive_cash_ledger (account_id, kind, amount_cents, lot_id, order_id, note, operator, created_at)
      VALUES (p_account, p_kind, -take, lot.id, p_order, p_note, p_operator, p_now);
    left_cents := left_cents - take;
  END LOOP;
  RETURN true;
END $$;
--> statement-breakpoint
-- The balance each account had before the ledger opens one lot, spendable now, expiring when it did (or in a year).
INSERT INTO thrive_cash_ledger (account_id, kind, amount_cents, expires_at, available_at, note, once_key)
SELECT a.id, 'adjusted', a.thrive_cash_cents, coalesce(a.thrive_cash_expires_at, now() + interval '12 months'), now(),
       'Balance before the ledger', 'carried:' || a.id
  FROM accounts a WHERE a.thrive_cash_cents > 0;
--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "thrive_cash_cents";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "thrive_cash_expires_at";
