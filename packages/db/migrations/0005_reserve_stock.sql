-- Checkout's stock reservation: lock the products in id order (two checkouts sharing products can't deadlock), then
-- take each line's units. Two statements, each with its own snapshot: the update sees the rows as they were when the
-- locks were granted. A product left below zero breaks products_stock_qty_not_negative and fails the caller.
CREATE OR REPLACE FUNCTION reserve_stock(wanted json) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  taken integer;
BEGIN
  PERFORM 1 FROM products p
    WHERE p.id IN (SELECT w.id FROM json_to_recordset(wanted) AS w(id int, qty int))
    ORDER BY p.id FOR NO KEY UPDATE;
  UPDATE products p SET stock_qty = p.stock_qty - w.qty
    FROM json_to_recordset(wanted) AS w(id int, qty int) WHERE p.id = w.id;
  GET DIAGNOSTICS taken = ROW_COUNT;
  RETURN taken;
END $$;
