-- A product's stock going from 0 to above 0 writes a `product.back_in_stock` event in the same transaction, whatever
-- wrote the stock: an operator's restock (the catalog's setStock), release_stock giving back a checkout's hold, an
-- import or a hand-run UPDATE. A trigger, because every stock write must be caught and not every writer is ours
-- (docs/decisions/reminders.md). The WHEN clause keeps it off the hot path: a checkout's reserve_stock only takes
-- units away, so the trigger function never runs for it.
CREATE OR REPLACE FUNCTION announce_back_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO events (type, subject_id, payload)
  VALUES ('product.back_in_stock', NEW.id,
          jsonb_build_object('product_id', NEW.id, 'stock_qty', NEW.stock_qty));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_back_in_stock ON products;
--> statement-breakpoint
CREATE TRIGGER products_back_in_stock AFTER UPDATE OF stock_qty ON products
  FOR EACH ROW WHEN (OLD.stock_qty = 0 AND NEW.stock_qty > 0)
  EXECUTE FUNCTION announce_back_in_stock();
